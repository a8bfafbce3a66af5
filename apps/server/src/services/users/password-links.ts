import { randomBytes } from 'node:crypto';
import { USER_MESSAGES } from '@ooh/api/contract';
import { passwordProblem } from '@ooh/api/passwords';
import { can, refusal } from '@ooh/machines/lifecycle';
import { userMachine } from '@ooh/machines/user';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { hashPassword, signInGate, VerifierBusyError, verifyPassword } from '../../auth/password.ts';
import { signToken } from '../../auth/tokens.ts';
import type { Db } from '../../db/connection.ts';
import { auditLog, passwordTokens, users } from '../../db/schema.ts';
import type { Mail } from '../../deps.ts';
import { conflict, HttpError, notFound, unauthorized, ValidationError } from '../../errors.ts';
import type { AuthUser, PasswordGrant } from '../auth/index.ts';
import { hashPasswordToken } from '../auth/index.ts';
import { forgetAttempt, type LoginLimit, markSucceeded, reserveAttempt } from '../auth/login-limit.ts';
import { changeStatus, type TransitionDeps } from '../shared/index.ts';
import { isStaffAccount } from './queries.ts';

/**
 * Password-set links and passwords (issue 17; docs/domain.md "User"): a link is a random 32-byte token, e-mailed
 * once; only its SHA-256 is stored, with its expiry (PASSWORD_LINK_TTL_HOURS) and the time it was used or replaced.
 */

export interface LinkDeps {
  db: Db;
  mail: Mail;
  log: FastifyBaseLogger;
  now: Date;
  config: { appUrl: string; passwordLinkTtlHours: number };
}

/** The screen a link opens (the web app's public password-set route). */
export const passwordLinkUrl = (appUrl: string, token: string) =>
  `${appUrl}/set-password?token=${encodeURIComponent(token)}`;

/**
 * A new link for `userId`, stored in `tx` (the caller's transaction): the user's earlier unused links stop working
 * (marked used now), so only the newest link of a user ever works. Answers the token, to be mailed after the commit.
 */
export async function issuePasswordLink(tx: Db, userId: number, now: Date, ttlHours: number) {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + ttlHours * 3_600_000);
  await tx
    .update(passwordTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordTokens.userId, userId), isNull(passwordTokens.usedAt)));
  await tx.insert(passwordTokens).values({
    userId,
    tokenHash: hashPasswordToken(token),
    expiresAt,
    createdAt: now,
  });
  return { token, expiresAt };
}

/**
 * E-mails a link. A mail server's failure does not undo the account or the link: the message stays in the outbox
 * with its error (admins read it there, or re-send), and the answer says so instead of failing the call.
 */
export async function mailPasswordLink(
  deps: LinkDeps,
  user: { email: string; name: string },
  link: { token: string; expiresAt: Date },
  kind: 'welcome' | 'again',
): Promise<{ mailed: boolean; kept: boolean }> {
  const url = passwordLinkUrl(deps.config.appUrl, link.token);
  const hours = deps.config.passwordLinkTtlHours;
  const text = [
    `Hello ${user.name},`,
    '',
    kind === 'welcome'
      ? 'An administrator has added you to the OOH back office. Set your password to sign in:'
      : 'Here is a new link to set your password for the OOH back office (earlier links no longer work):',
    '',
    url,
    '',
    `The link works once, for ${hours} ${hours === 1 ? 'hour' : 'hours'} (until ${link.expiresAt.toISOString().replace('T', ' ').slice(0, 16)} UTC).`,
    'If you did not expect this message, you can ignore it.',
  ].join('\n');
  try {
    await deps.mail.send({
      to: user.email,
      subject: 'Set your password for the OOH back office',
      text,
    });
    return { mailed: deps.mail.delivers !== false, kept: deps.mail.delivers === false };
  } catch (error) {
    deps.log.error({ err: error, to: user.email }, 'the password link could not be e-mailed');
    return { mailed: false, kept: false };
  }
}

/** The words of an answer when the mail server failed: the link is in the outbox. */
export const NOT_MAILED =
  'The e-mail could not be sent: the link is kept in the mail outbox, or send it again later.';
/** …and when no mail server is configured (SMTP_URL unset). */
export const KEPT_IN_OUTBOX = 'No mail server is configured: the link is in the mail outbox.';

/** What an answer says about the link's mail. */
export function mailWords(result: { mailed: boolean; kept: boolean }, email: string, sent: string) {
  if (result.mailed) return `${sent} ${email}.`;
  return result.kept ? KEPT_IN_OUTBOX : NOT_MAILED;
}

/** `admin/resend-password-link/{id}`: a new link for a staff account that is not deleted. */
export async function resendPasswordLink(deps: LinkDeps, id: number, actor: AuthUser) {
  const [user] = await deps.db
    .select({ id: users.id, email: users.email, name: users.name })
    .from(users)
    .where(and(eq(users.id, id), isStaffAccount));
  const current = await loadUserStatus(deps.db, id);
  if (!user || !current) throw notFound(USER_MESSAGES.userNotFound);
  // Only a user who may still set a password gets a link: the machine's `user.setPassword` (refused once deleted).
  if (!can(userMachine, current.status, { type: 'user.setPassword' }))
    throw conflict(
      `Cannot send a password link: ${refusal(userMachine, current.status, { type: 'user.setPassword' }).replace(/^Cannot set password: /, '')}`,
    );
  const link = await deps.db.transaction(async (tx) => {
    const issued = await issuePasswordLink(tx, id, deps.now, deps.config.passwordLinkTtlHours);
    await tx.insert(auditLog).values({
      actorUserId: actor.id,
      action: 'user.resendPasswordLink',
      entity: 'user',
      entityId: id,
      details: { expiresAt: issued.expiresAt.toISOString() },
      createdAt: deps.now,
    });
    return issued;
  });
  const mailed = await mailPasswordLink(deps, user, link, 'again');
  return { message: `A new password link was made. ${mailWords(mailed, user.email, 'It was e-mailed to')}` };
}

/** `user/password-link`: whose link this is and until when it works (the grant was checked by the route). */
export async function passwordLinkOf(db: Db, grant: PasswordGrant) {
  const [row] = await db
    .select({ name: users.name, email: users.email, expiresAt: passwordTokens.expiresAt })
    .from(passwordTokens)
    .innerJoin(users, eq(users.id, passwordTokens.userId))
    .where(eq(passwordTokens.id, grant.tokenId));
  if (!row) throw unauthorized(USER_MESSAGES.linkInvalid);
  return { name: row.name, email: row.email, expires_at: row.expiresAt.toISOString() };
}

/** A 400 on one password field with the rule it breaks, as the form shows it. */
const passwordRefused = (field: string, message: string) =>
  new ValidationError({ [field]: message }, message);

/**
 * `user/update-password/appsells`: sets the password with the link's token and activates the account
 * (`user.setPassword`). The token is spent by one `UPDATE … WHERE used_at IS NULL RETURNING` inside the status
 * change's transaction, so of two simultaneous uses exactly one sets a password; the user's other links go too.
 */
export async function setPasswordWithLink(
  deps: TransitionDeps,
  grant: PasswordGrant,
  password: string,
): Promise<{ message: string }> {
  const [user] = await deps.db
    .select({ email: users.email, name: users.name })
    .from(users)
    .where(eq(users.id, grant.userId));
  if (!user) throw unauthorized(USER_MESSAGES.linkInvalid);
  const problem = passwordProblem(password, user);
  if (problem) throw passwordRefused('password', problem);
  const passwordHash = await hashPassword(password);
  await changeStatus(deps, {
    machine: userMachine,
    entity: 'user',
    entityId: grant.userId,
    event: { type: 'user.setPassword' },
    actorId: grant.userId,
    notFoundMessage: USER_MESSAGES.linkInvalid,
    load: (db) => loadUserStatus(db, grant.userId),
    async write(tx, change) {
      const [spent] = await tx
        .update(passwordTokens)
        .set({ usedAt: deps.now })
        .where(
          and(
            eq(passwordTokens.id, grant.tokenId),
            isNull(passwordTokens.usedAt),
            gt(passwordTokens.expiresAt, deps.now),
          ),
        )
        .returning({ id: passwordTokens.id });
      if (!spent) throw unauthorized(USER_MESSAGES.linkInvalid);
      await tx
        .update(passwordTokens)
        .set({ usedAt: deps.now })
        .where(and(eq(passwordTokens.userId, grant.userId), isNull(passwordTokens.usedAt)));
      const [row] = await tx
        .update(users)
        .set({
          passwordHash,
          status: 'active',
          updatedAt: deps.now,
          sessionsValidFrom: sessionsCutOff(deps.now),
        })
        .where(
          and(
            eq(users.id, grant.userId),
            eq(users.status, change.from as 'active' | 'inactive'),
            isNull(users.deletedAt),
          ),
        )
        .returning({ id: users.id });
      return row ?? null;
    },
  });
  return { message: 'Your password is set. You can sign in now.' };
}

/**
 * The stored status as the user machine names it: `deleted` once deleted_at is set, so the machine refuses with
 * its own words. Null for an unknown id or a client's account (never managed here).
 */
export async function loadUserStatus(db: Db, id: number) {
  const [row] = await db
    .select({ status: users.status, deletedAt: users.deletedAt })
    .from(users)
    .where(and(eq(users.id, id), isStaffAccount));
  if (!row) return null;
  return { status: row.deletedAt ? 'deleted' : row.status, facts: {} };
}

/**
 * `user/change-password`: the signed-in user's own password, after the current one is checked (through the
 * sign-in gate: at most two scrypt checks at once, docs/domain.md "Sign-in limits"). Other sessions stay.
 */
/**
 * The instant from which an account's tokens stand after its password is set or changed: tokens signed before it
 * are refused on their next call, on every server (docs/domain.md "User"). Whole seconds, as a token's `iat` is:
 * the fresh token the changing tab gets is signed in the same second and stands.
 */
function sessionsCutOff(now: Date): Date {
  return new Date(Math.floor(now.getTime() / 1000) * 1000);
}

export async function changeOwnPassword(
  deps: {
    db: Db;
    now: Date;
    address: string;
    limit: LoginLimit;
    jwt: { secret: string; ttlSeconds: number };
  },
  actor: AuthUser,
  body: { current_password: string; new_password: string },
): Promise<{ message: string; token: string }> {
  // Recorded as a failed attempt before the password is checked, as a sign-in is: guesses through this call
  // and through the sign-in form share one limit per account and address (429 past it).
  const attemptId = await reserveAttempt(deps.db, actor.email, deps.address, deps.limit, deps.now);
  const [account] = await deps.db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, actor.id));
  let matches = false;
  try {
    await signInGate.run(async () => {
      if (account?.passwordHash) matches = await verifyPassword(body.current_password, account.passwordHash);
    });
  } catch (error) {
    if (!(error instanceof VerifierBusyError)) throw error;
    await forgetAttempt(deps.db, attemptId);
    throw new HttpError(503, 'The server is busy checking passwords. Try again in a few seconds.', {
      'retry-after': '5',
    });
  }
  if (matches) await markSucceeded(deps.db, attemptId);
  if (!matches) throw passwordRefused('current_password', USER_MESSAGES.currentPasswordWrong);
  const problem = passwordProblem(body.new_password, actor);
  if (problem) throw passwordRefused('new_password', problem);
  const passwordHash = await hashPassword(body.new_password);
  await deps.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ passwordHash, updatedAt: deps.now, sessionsValidFrom: sessionsCutOff(deps.now) })
      .where(eq(users.id, actor.id));
    await tx.insert(auditLog).values({
      actorUserId: actor.id,
      action: 'user.changePassword',
      entity: 'user',
      entityId: actor.id,
      createdAt: deps.now,
    });
  });
  // The account's other sessions end with the old password; this tab carries on with a token signed now.
  const token = await signToken(
    { userId: actor.id, role: actor.role },
    { secret: deps.jwt.secret, ttlSeconds: deps.jwt.ttlSeconds, now: deps.now },
  );
  return { message: USER_MESSAGES.passwordChanged, token };
}
