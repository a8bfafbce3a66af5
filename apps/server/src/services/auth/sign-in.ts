import { ROLE_LABELS, type UserData } from '@ooh/api/contract';
import { eq } from 'drizzle-orm';
import {
  signInGate,
  spendVerificationTime,
  type VerificationGate,
  VerifierBusyError,
  verifyPassword,
} from '../../auth/password.ts';
import { signToken } from '../../auth/tokens.ts';
import type { Db } from '../../db/connection.ts';
import { pushTokens, roles, users } from '../../db/schema.ts';
import { forbidden, HttpError, unauthorized } from '../../errors.ts';
import { isDemoInstance, WELL_KNOWN_DEMO_PASSWORD } from '../../seed/index.ts';
import { findActiveStaff } from './accounts.ts';
import { forgetAttempt, type LoginLimit, markSucceeded, reserveAttempt } from './login-limit.ts';

export const SIGN_IN_MESSAGES = {
  signedIn: 'Signed in',
  wrongCredentials: 'Incorrect e-mail or password',
  inactive: 'Your account is not active yet. Ask an administrator to activate it.',
  deleted: 'This account has been deleted. Ask an administrator if you need access again.',
  client: 'Client accounts cannot sign in to the back office',
  busy: 'The server is busy signing people in. Try again in a few seconds.',
} as const;

/** Why a sign-in was refused, as the metrics count them (`ooh_sign_in_refusals_total`, docs/operations.md). */
export const SIGN_IN_REFUSALS = [
  'wrong_credentials',
  'too_many_attempts',
  'busy',
  'inactive',
  'deleted',
  'client_account',
] as const;
export type SignInRefusal = (typeof SIGN_IN_REFUSALS)[number];

const REFUSED_ACCOUNTS: Record<string, SignInRefusal> = {
  [SIGN_IN_MESSAGES.inactive]: 'inactive',
  [SIGN_IN_MESSAGES.deleted]: 'deleted',
  [SIGN_IN_MESSAGES.client]: 'client_account',
};

/** The reason of a refusal `signIn` threw, or null for any other error (the database away, a bug). */
export function signInRefusal(error: unknown): SignInRefusal | null {
  if (!(error instanceof HttpError)) return null;
  if (error.statusCode === 401) return 'wrong_credentials';
  if (error.statusCode === 429) return 'too_many_attempts';
  if (error.statusCode === 503) return 'busy';
  if (error.statusCode === 403) return REFUSED_ACCOUNTS[error.message] ?? null;
  return null;
}

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
  /** Bounds concurrent password checks; the process's shared gate unless a test gives its own. */
  gate?: VerificationGate | undefined;
  /** The configured demo password (DEMO_PASSWORD), refused unless the database was seeded as a demo. */
  demoPassword?: string | undefined;
}

/**
 * Checks the password before anything about the account's state, so that only someone who knows the password
 * learns that an account is inactive, deleted or a client's. Unknown e-mail and wrong password are one answer.
 */
export async function signIn(db: Db, input: SignInInput, context: SignInContext) {
  const { email, password } = input;
  // Recorded as a failure before the password is checked (docs/domain.md, "Sign-in limits").
  const attemptId = await reserveAttempt(db, email, context.address, context.limit, context.now);

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
  try {
    const hash = account?.passwordHash;
    await (context.gate ?? signInGate).run(async () => {
      if (hash) passwordMatches = await verifyPassword(password, hash);
      else await spendVerificationTime(password);
    });
  } catch (error) {
    if (!(error instanceof VerifierBusyError)) throw error;
    await forgetAttempt(db, attemptId);
    throw new HttpError(503, SIGN_IN_MESSAGES.busy, { 'retry-after': '5' });
  }
  if (!account || !passwordMatches || (await isRefusedDemoPassword(db, password, context.demoPassword)))
    throw unauthorized(SIGN_IN_MESSAGES.wrongCredentials);
  await markSucceeded(db, attemptId);
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

/**
 * The published demo password opens nothing on an instance that was not seeded as a demo, whatever the account's
 * hash says (docs/domain.md, "Safe defaults"); the answer is the wrong-password one.
 */
async function isRefusedDemoPassword(db: Db, password: string, configured: string | undefined) {
  if (password !== WELL_KNOWN_DEMO_PASSWORD && password !== configured) return false;
  return !(await isDemoInstance(db));
}

/** A device token belongs to the last user who signed in on that device. */
export async function rememberPushToken(db: Db, userId: number, token: string, now: Date) {
  await db
    .insert(pushTokens)
    .values({ userId, token, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: pushTokens.token, set: { userId, updatedAt: now } });
}
