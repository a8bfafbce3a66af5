import type { PersistedSession } from './session.machine.ts';

/**
 * Whether a persisted session can be taken up again: a user and a token that has not expired. The machine's
 * `canRestore` guard decides with it; the app reads it without xstate to paint the first page before the
 * machine's code has loaded (`@ooh/machines/session/restore`, which imports nothing at run time).
 */
export function isRestorable(session: PersistedSession | null, now: number): boolean {
  if (!session?.user || !session.token) return false;
  return session.expiresAt === null || session.expiresAt > now;
}
