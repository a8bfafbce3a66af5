import { ROLE_LABELS, type UserData } from '@ooh/api/contract';
import { eq } from 'drizzle-orm';
import { spendVerificationTime, verifyPassword } from '../../auth/password.ts';
import { signToken } from '../../auth/tokens.ts';
import type { Db } from '../../db/connection.ts';
import { pushTokens, roles, users } from '../../db/schema.ts';
import { forbidden, unauthorized } from '../../errors.ts';
import { findActiveStaff } from './accounts.ts';
import { assertNotLimited, type LoginLimit, recordAttempt } from './login-limit.ts';

export const SIGN_IN_MESSAGES = {
  signedIn: 'Signed in',
  wrongCredentials: 'Incorrect e-mail or password',
  inactive: 'Your account is not active yet. Ask an administrator to activate it.',
  deleted: 'This account has been deleted. Ask an administrator if you need access again.',
  client: 'Client accounts cannot sign in to the back office',
} as const;

export interface SignInInput {
  email: string;
  password: string;
  fcm_token?: string | undefined;
}

export interface SignInContext {
  address: string;
  now: Date;
  limit: LoginLimit;
  jwtSecret: string;
  jwtTtlSeconds: number;
}

/**
 * Checks the password before anything about the account's state, so that only someone who knows the password
 * learns that an account is inactive, deleted or a client's. Unknown e-mail and wrong password are one answer.
 */
export async function signIn(db: Db, input: SignInInput, context: SignInContext) {
  const { email, password } = input;
  await assertNotLimited(db, email, context.address, context.limit, context.now);

  const [account] = await db
    .select({
      id: users.id,
      passwordHash: users.passwordHash,
      status: users.status,
      deletedAt: users.deletedAt,
      isStaff: roles.isStaff,
    })
    .from(users)
    .innerJoin(roles, eq(roles.name, users.role))
    .where(eq(users.email, email))
    .limit(1);

  let passwordMatches = false;
  if (account?.passwordHash) passwordMatches = await verifyPassword(password, account.passwordHash);
  else await spendVerificationTime(password);
  if (!account || !passwordMatches) {
    await recordAttempt(db, email, context.address, false, context.now);
    throw unauthorized(SIGN_IN_MESSAGES.wrongCredentials);
  }
  await recordAttempt(db, email, context.address, true, context.now);
  if (account.deletedAt) throw forbidden(SIGN_IN_MESSAGES.deleted);
  if (!account.isStaff) throw forbidden(SIGN_IN_MESSAGES.client);
  if (account.status !== 'active') throw forbidden(SIGN_IN_MESSAGES.inactive);

  const user = await findActiveStaff(db, account.id);
  if (!user) throw new Error(`sign-in: account ${account.id} passed the checks but could not be loaded`);
  if (input.fcm_token) await rememberPushToken(db, user.id, input.fcm_token, context.now);

  const token = await signToken(
    { userId: user.id, role: user.role },
    { secret: context.jwtSecret, ttlSeconds: context.jwtTtlSeconds, now: context.now },
  );
  const userData: UserData = {
    userId: user.id,
    name: user.name,
    email: user.email,
    role: user.role,
    roleLabel: user.roleLabel || ROLE_LABELS[user.role],
  };
  return { message: SIGN_IN_MESSAGES.signedIn, token, userData };
}

/** A device token belongs to the last user who signed in on that device. */
export async function rememberPushToken(db: Db, userId: number, token: string, now: Date) {
  await db
    .insert(pushTokens)
    .values({ userId, token, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: pushTokens.token, set: { userId, updatedAt: now } });
}
