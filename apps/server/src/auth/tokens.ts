import type { StaffRole } from '@ooh/api/contract';
import { errors, jwtVerify, SignJWT } from 'jose';

export const TOKEN_AUDIENCE = 'ooh-backoffice';
export const TOKEN_ISSUER = 'ooh-backoffice-api';

export interface TokenClaims {
  userId: number;
  role: StaffRole;
}

const key = (secret: string) => new TextEncoder().encode(secret);

export async function signToken(
  claims: TokenClaims,
  options: { secret: string; ttlSeconds: number; now: Date },
) {
  const issuedAt = Math.floor(options.now.getTime() / 1000);
  return new SignJWT({ role: claims.role })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(claims.userId))
    .setIssuer(TOKEN_ISSUER)
    .setAudience(TOKEN_AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + options.ttlSeconds)
    .sign(key(options.secret));
}

/** The user id of a valid token, or null for any token that is malformed, forged, expired or meant elsewhere. */
export async function verifyToken(
  token: string,
  options: { secret: string; now: Date },
): Promise<number | null> {
  try {
    const { payload } = await jwtVerify(token, key(options.secret), {
      algorithms: ['HS256'],
      audience: TOKEN_AUDIENCE,
      issuer: TOKEN_ISSUER,
      currentDate: options.now,
      requiredClaims: ['sub', 'exp', 'iat'],
    });
    const userId = Number(payload.sub);
    return Number.isInteger(userId) && userId > 0 ? userId : null;
  } catch (error) {
    if (error instanceof errors.JOSEError) return null;
    throw error;
  }
}
