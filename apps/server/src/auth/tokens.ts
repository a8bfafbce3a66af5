import { createHash, randomUUID } from 'node:crypto';
import type { StaffRole } from '@ooh/api/contract';
import { errors, jwtVerify, SignJWT } from 'jose';

export const TOKEN_AUDIENCE = 'ooh-backoffice';
export const TOKEN_ISSUER = 'ooh-backoffice-api';

export interface TokenClaims {
  userId: number;
  role: StaffRole;
}

/**
 * The HMAC key of a secret, imported once: jose imports a raw key through WebCrypto on every call otherwise, which
 * cost more than the verification itself on every authenticated request.
 */
const keys = new Map<string, Promise<CryptoKey>>();
export function key(secret: string): Promise<CryptoKey> {
  let imported = keys.get(secret);
  if (!imported) {
    imported = crypto.subtle.importKey(
      'raw',
      new TextEncoder().encode(secret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    );
    keys.set(secret, imported);
  }
  return imported;
}

export async function signToken(
  claims: TokenClaims,
  options: { secret: string; ttlSeconds: number; now: Date },
) {
  const issuedAt = Math.floor(options.now.getTime() / 1000);
  return (
    new SignJWT({ role: claims.role })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(claims.userId))
      .setIssuer(TOKEN_ISSUER)
      .setAudience(TOKEN_AUDIENCE)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + options.ttlSeconds)
      // Every token is its own: two sign-ins of one account in the same second must not share a token, or signing
      // out on one device (which revokes that token, docs/domain.md "User") would sign out the other.
      .setJti(randomUUID())
      .sign(await key(options.secret))
  );
}

/** The SHA-256 of a bearer token, hex: what a sign-out stores in `revoked_tokens` and each call looks for there. */
export const hashBearerToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A verified bearer token: whose it is, until when it is valid, and its hash (the key of its revocation). */
export interface VerifiedToken {
  userId: number;
  expiresAt: Date;
  /** When it was signed (`iat`, whole seconds): a token older than its account's `sessions_valid_from` is refused. */
  issuedAt: Date;
  tokenHash: string;
}

/**
 * Tokens already verified, with their user and expiry: the signature of a token is checked once, not on every call
 * it makes (a WebCrypto HMAC job cost more than the whole query of a list page). Keyed by the whole token, so only the
 * very string that passed is let through; its expiry is checked against `now` on every use. Bounded: the oldest
 * entries go first. A revoked token stays here: revocation is checked in the database on every call, with the
 * account (services/auth/accounts.ts), so it holds on every server at once.
 */
const verified = new Map<string, { token: VerifiedToken; expiresAt: number; secret: string }>();
const VERIFIED_MAX = 10_000;

/** The user id of a valid token, or null for any token that is malformed, forged, expired or meant elsewhere. */
export async function verifyToken(
  token: string,
  options: { secret: string; now: Date },
): Promise<number | null> {
  return (await verifyBearerToken(token, options))?.userId ?? null;
}

/** `verifyToken` with the token's expiry and hash, for the bearer check and sign-out. */
export async function verifyBearerToken(
  token: string,
  options: { secret: string; now: Date },
): Promise<VerifiedToken | null> {
  const known = verified.get(token);
  if (known && known.secret === options.secret) {
    // A token is refused once its `exp` is reached, as jose does (no clock tolerance).
    if (options.now.getTime() / 1000 < known.expiresAt) return known.token;
    verified.delete(token);
    return null;
  }
  try {
    const { payload } = await jwtVerify(token, await key(options.secret), {
      algorithms: ['HS256'],
      audience: TOKEN_AUDIENCE,
      issuer: TOKEN_ISSUER,
      currentDate: options.now,
      requiredClaims: ['sub', 'exp', 'iat'],
    });
    const userId = Number(payload.sub);
    if (!Number.isInteger(userId) || userId <= 0) return null;
    const expiresAt = Number(payload.exp);
    const result = {
      userId,
      expiresAt: new Date(expiresAt * 1000),
      issuedAt: new Date(Number(payload.iat) * 1000),
      tokenHash: hashBearerToken(token),
    };
    if (verified.size >= VERIFIED_MAX) verified.delete(verified.keys().next().value as string);
    verified.set(token, { token: result, expiresAt, secret: options.secret });
    return result;
  } catch (error) {
    if (error instanceof errors.JOSEError) return null;
    throw error;
  }
}
