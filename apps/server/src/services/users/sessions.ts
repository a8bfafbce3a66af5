import { lt } from 'drizzle-orm';
import type { VerifiedToken } from '../../auth/tokens.ts';
import type { Db } from '../../db/connection.ts';
import { revokedTokens } from '../../db/schema.ts';

/**
 * `user/logout`: the token of this call is refused from now on, on every server (the bearer check reads
 * `revoked_tokens` with the account, services/auth/accounts.ts); the caller's other tokens stay valid. Only the
 * token's SHA-256 is kept, until the token would have expired anyway; rows past that are pruned here, on the way
 * (revoked_tokens_expires_idx), so the table holds at most a token lifetime's sign-outs.
 */
export async function signOut(db: Db, token: VerifiedToken, userId: number, now: Date) {
  await db.transaction(async (tx) => {
    await tx
      .insert(revokedTokens)
      .values({ tokenHash: token.tokenHash, userId, expiresAt: token.expiresAt, createdAt: now })
      .onConflictDoNothing();
    await tx.delete(revokedTokens).where(lt(revokedTokens.expiresAt, now));
  });
  return { message: 'Signed out' };
}
