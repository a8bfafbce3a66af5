import { and, desc, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import { loginAttempts } from '../../db/schema.ts';
import { tooManyRequests } from '../../errors.ts';

export interface LoginLimit {
  maxAttempts: number;
  windowMinutes: number;
}

// Attempts older than this are deleted; it only has to exceed any sensible window.
const KEEP_ATTEMPTS_MS = 24 * 60 * 60 * 1000;

/**
 * When the oldest of the last `maxAttempts` failures leaves the window, the key is free again; null when the key
 * is not blocked. Failures before the account's last successful sign-in do not count against the account (they
 * do against the address).
 */
async function blockedUntil(db: Db, key: 'email' | 'address', value: string, limit: LoginLimit, now: Date) {
  const windowMs = limit.windowMinutes * 60_000;
  let since = new Date(now.getTime() - windowMs);
  const column = key === 'email' ? loginAttempts.email : loginAttempts.address;
  if (key === 'email') {
    const [lastSuccess] = await db
      .select({ at: loginAttempts.attemptedAt })
      .from(loginAttempts)
      .where(and(eq(loginAttempts.email, value), eq(loginAttempts.succeeded, true)))
      .orderBy(desc(loginAttempts.attemptedAt))
      .limit(1);
    if (lastSuccess && lastSuccess.at > since) since = lastSuccess.at;
  }
  const failures = await db
    .select({ at: loginAttempts.attemptedAt })
    .from(loginAttempts)
    .where(and(eq(column, value), eq(loginAttempts.succeeded, false), gt(loginAttempts.attemptedAt, since)))
    .orderBy(desc(loginAttempts.attemptedAt))
    .limit(limit.maxAttempts);
  const oldest = failures[limit.maxAttempts - 1];
  if (!oldest) return null;
  const until = new Date(oldest.at.getTime() + windowMs);
  return until > now ? until : null;
}

/** Refuses with 429 while the account or the address has used up its failed attempts (checked before the password). */
export async function assertNotLimited(db: Db, email: string, address: string, limit: LoginLimit, now: Date) {
  const untils = await Promise.all([
    blockedUntil(db, 'email', email, limit, now),
    blockedUntil(db, 'address', address, limit, now),
  ]);
  const until = untils.reduce<Date | null>(
    (latest, at) => (at && (!latest || at > latest) ? at : latest),
    null,
  );
  if (!until) return;
  const seconds = Math.ceil((until.getTime() - now.getTime()) / 1000);
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  throw tooManyRequests(
    `Too many sign-in attempts. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
    seconds,
  );
}

export async function recordAttempt(db: Db, email: string, address: string, succeeded: boolean, now: Date) {
  await db.insert(loginAttempts).values({ email, address, succeeded, attemptedAt: now });
  if (!succeeded) {
    await db
      .delete(loginAttempts)
      .where(lt(loginAttempts.attemptedAt, new Date(now.getTime() - KEEP_ATTEMPTS_MS)));
  }
}
