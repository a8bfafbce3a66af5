import { and, desc, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import { loginAttempts } from '../../db/schema.ts';
import { tooManyRequests } from '../../errors.ts';

/**
 * Three limits on failed sign-ins (docs/domain.md, "Sign-in limits"): one address cannot lock a user out from
 * everywhere, and guessing from many addresses is still bounded.
 * - the pair (account, address): `maxAttempts` failures in `windowMinutes` (LOGIN_MAX_ATTEMPTS, LOGIN_WINDOW_MINUTES);
 *   a success from that address clears the pair;
 * - one address across accounts: `addressMaxAttempts` in the same window;
 * - one account across all addresses: `accountMaxAttempts` in `accountWindowMinutes`; a success clears it.
 */
export interface LoginLimit {
  maxAttempts: number;
  windowMinutes: number;
  addressMaxAttempts?: number | undefined;
  accountMaxAttempts?: number | undefined;
  accountWindowMinutes?: number | undefined;
}

/** The limits as configured (LOGIN_* variables): sign-in and every other check of a password use the same. */
export function loginLimitFrom(config: {
  loginMaxAttempts: number;
  loginWindowMinutes: number;
  loginAddressMaxAttempts?: number | undefined;
  loginAccountMaxAttempts?: number | undefined;
  loginAccountWindowMinutes?: number | undefined;
}): LoginLimit {
  return {
    maxAttempts: config.loginMaxAttempts,
    windowMinutes: config.loginWindowMinutes,
    addressMaxAttempts: config.loginAddressMaxAttempts,
    accountMaxAttempts: config.loginAccountMaxAttempts,
    accountWindowMinutes: config.loginAccountWindowMinutes,
  };
}

export const LOGIN_LIMIT_DEFAULTS = {
  addressMaxAttempts: 20,
  accountMaxAttempts: 50,
  accountWindowMinutes: 60,
};

// Attempts older than this are deleted; it only has to exceed any sensible window.
const KEEP_ATTEMPTS_MS = 24 * 60 * 60 * 1000;
// Keys are stored bounded so that recording an attempt never fails on an over-long value.
const MAX_EMAIL_KEY = 320;
const MAX_ADDRESS_KEY = 64;
// Namespaces of pg_advisory_xact_lock(int, int); others use their own (bookings.ts).
const EMAIL_LOCK = 1_100;
const ADDRESS_LOCK = 1_101;

export function attemptKeys(email: string, address: string) {
  return {
    email: email.trim().toLowerCase().slice(0, MAX_EMAIL_KEY),
    address: address.slice(0, MAX_ADDRESS_KEY),
  };
}

interface Counter {
  where: ReturnType<typeof and>;
  max: number;
  windowMs: number;
  /** Successes matching this clear the earlier failures. */
  clearedBy?: ReturnType<typeof and>;
}

/** When the oldest of the last `max` failures leaves the window; null when the counter is not used up. */
async function blockedUntil(db: Db, counter: Counter, now: Date) {
  let since = new Date(now.getTime() - counter.windowMs);
  if (counter.clearedBy) {
    const [lastSuccess] = await db
      .select({ at: loginAttempts.attemptedAt })
      .from(loginAttempts)
      .where(and(counter.clearedBy, eq(loginAttempts.succeeded, true)))
      .orderBy(desc(loginAttempts.attemptedAt))
      .limit(1);
    if (lastSuccess && lastSuccess.at > since) since = lastSuccess.at;
  }
  const failures = await db
    .select({ at: loginAttempts.attemptedAt })
    .from(loginAttempts)
    .where(and(counter.where, eq(loginAttempts.succeeded, false), gt(loginAttempts.attemptedAt, since)))
    .orderBy(desc(loginAttempts.attemptedAt))
    .limit(counter.max);
  const oldest = failures[counter.max - 1];
  if (!oldest) return null;
  const until = new Date(oldest.at.getTime() + counter.windowMs);
  return until > now ? until : null;
}

function counters(email: string, address: string, limit: LoginLimit): Counter[] {
  const windowMs = limit.windowMinutes * 60_000;
  const pair = and(eq(loginAttempts.email, email), eq(loginAttempts.address, address));
  const account = eq(loginAttempts.email, email);
  return [
    { where: pair, max: limit.maxAttempts, windowMs, clearedBy: pair },
    {
      where: eq(loginAttempts.address, address),
      max: limit.addressMaxAttempts ?? LOGIN_LIMIT_DEFAULTS.addressMaxAttempts,
      windowMs,
    },
    {
      where: account,
      max: limit.accountMaxAttempts ?? LOGIN_LIMIT_DEFAULTS.accountMaxAttempts,
      windowMs: (limit.accountWindowMinutes ?? LOGIN_LIMIT_DEFAULTS.accountWindowMinutes) * 60_000,
      clearedBy: account,
    },
  ];
}

function refusal(until: Date, now: Date) {
  const seconds = Math.ceil((until.getTime() - now.getTime()) / 1000);
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return tooManyRequests(
    `Too many sign-in attempts. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
    seconds,
  );
}

/**
 * Checks the limits and, in the same transaction, records the attempt as a failure before the password is
 * verified, so that N simultaneous guesses count as N (docs/domain.md, "Sign-in limits"). The transaction holds
 * advisory locks on the account and the address, which serialises concurrent attempts on PostgreSQL as on
 * PGlite. Returns the attempt's id, for `markSucceeded`; refuses with 429 when a limit is used up.
 */
export async function reserveAttempt(
  db: Db,
  rawEmail: string,
  rawAddress: string,
  limit: LoginLimit,
  now: Date,
) {
  const { email, address } = attemptKeys(rawEmail, rawAddress);
  return db.transaction(async (tx) => {
    // Always the account first, then the address: one order, so two attempts never wait on each other in a cycle.
    await tx.execute(sql`select pg_advisory_xact_lock(${EMAIL_LOCK}::int, hashtext(${email}))`);
    await tx.execute(sql`select pg_advisory_xact_lock(${ADDRESS_LOCK}::int, hashtext(${address}))`);
    // One after another: a transaction is one connection, which takes one query at a time (node-postgres warns
    // about queued queries and its next major refuses them; the test harness fails a file that queues one).
    const untils: Array<Date | null> = [];
    for (const counter of counters(email, address, limit)) untils.push(await blockedUntil(tx, counter, now));
    const until = untils.reduce<Date | null>(
      (latest, at) => (at && (!latest || at > latest) ? at : latest),
      null,
    );
    if (until) throw refusal(until, now);
    const [row] = await tx
      .insert(loginAttempts)
      .values({ email, address, succeeded: false, attemptedAt: now })
      .returning({ id: loginAttempts.id });
    if (!row) throw new Error('sign-in: the attempt was not recorded');
    await tx
      .delete(loginAttempts)
      .where(lt(loginAttempts.attemptedAt, new Date(now.getTime() - KEEP_ATTEMPTS_MS)));
    return row.id;
  });
}

export async function markSucceeded(db: Db, attemptId: number) {
  await db.update(loginAttempts).set({ succeeded: true }).where(eq(loginAttempts.id, attemptId));
}

/** An attempt the server could not verify (too busy) is not held against anyone. */
export async function forgetAttempt(db: Db, attemptId: number) {
  await db.delete(loginAttempts).where(eq(loginAttempts.id, attemptId));
}
