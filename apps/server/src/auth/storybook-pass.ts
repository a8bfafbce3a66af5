import { errors, jwtVerify, SignJWT } from 'jose';
import { key, TOKEN_ISSUER, type VerifiedToken } from './tokens.ts';

/**
 * The Storybook pass (docs/domain.md "Storybook for designers"): what lets a browser that opens `/storybook` in a tab,
 * without the app's bearer header, read the built Storybook. A JWT of its own audience, so it is never a bearer token
 * (those are checked against `ooh-backoffice`), signed with the same secret, carried in an HttpOnly, SameSite=Strict
 * cookie scoped to `/storybook`. It names the bearer token it was given for (its hash, when it was signed and until
 * when it holds), so each request re-checks that token the way an API call does: signed out, a password changed, the
 * account deactivated, deleted or no longer staff, and the pass is refused too.
 */
export const STORYBOOK_AUDIENCE = 'ooh-storybook';
/** The cookie it travels in; only requests under its path carry it. */
export const STORYBOOK_PASS_COOKIE = 'ooh_storybook';
export const STORYBOOK_PATH = '/storybook';
/** How long a pass holds unless it is used; a request past half of it renews it (`shouldRenew`). */
export const STORYBOOK_PASS_SECONDS = 30 * 60;

/** What a valid pass stands for: the bearer token to re-check, and when the pass was signed and ends. */
export interface StorybookPass {
  /** The bearer token's user, hash and signing time: what `findSessionUser` checks. */
  token: Pick<VerifiedToken, 'userId' | 'tokenHash' | 'issuedAt' | 'expiresAt'>;
  issuedAt: Date;
  expiresAt: Date;
}

/** Signs a pass for a verified bearer token: 30 minutes from `now`, never past the token's own expiry. */
export async function signStorybookPass(
  token: Pick<VerifiedToken, 'userId' | 'tokenHash' | 'issuedAt' | 'expiresAt'>,
  options: { secret: string; now: Date },
): Promise<{ value: string; expiresAt: Date }> {
  const issuedAt = Math.floor(options.now.getTime() / 1000);
  const expiresAt = Math.min(issuedAt + STORYBOOK_PASS_SECONDS, Math.floor(token.expiresAt.getTime() / 1000));
  const value = await new SignJWT({
    bth: token.tokenHash,
    bti: Math.floor(token.issuedAt.getTime() / 1000),
    bex: Math.floor(token.expiresAt.getTime() / 1000),
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(token.userId))
    .setIssuer(TOKEN_ISSUER)
    .setAudience(STORYBOOK_AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(expiresAt)
    .sign(await key(options.secret));
  return { value, expiresAt: new Date(expiresAt * 1000) };
}

const seconds = (value: unknown) => (typeof value === 'number' && Number.isInteger(value) ? value : null);

/**
 * Passes already verified, as tokens.ts keeps bearer tokens: opening a story loads a hundred and more files, each
 * with the pass, and its signature need not be checked for each. Keyed by the whole cookie value; the expiry is
 * checked on every use; bounded, the oldest first out. (What the pass stands for is still checked in the database
 * on every request: http/storybook.ts.)
 */
const verified = new Map<string, { pass: StorybookPass; secret: string }>();
const VERIFIED_MAX = 1_000;

/** The pass a cookie holds, or null when it is missing, malformed, forged, expired or meant elsewhere. */
export async function verifyStorybookPass(
  value: string | undefined,
  options: { secret: string; now: Date },
): Promise<StorybookPass | null> {
  if (!value) return null;
  const known = verified.get(value);
  if (known && known.secret === options.secret) {
    if (options.now.getTime() < known.pass.expiresAt.getTime()) return known.pass;
    verified.delete(value);
    return null;
  }
  const pass = await verifySignature(value, options);
  if (pass) {
    if (verified.size >= VERIFIED_MAX) verified.delete(verified.keys().next().value as string);
    verified.set(value, { pass, secret: options.secret });
  }
  return pass;
}

async function verifySignature(value: string, options: { secret: string; now: Date }) {
  try {
    const { payload } = await jwtVerify(value, await key(options.secret), {
      algorithms: ['HS256'],
      audience: STORYBOOK_AUDIENCE,
      issuer: TOKEN_ISSUER,
      currentDate: options.now,
      requiredClaims: ['sub', 'exp', 'iat'],
    });
    const userId = Number(payload.sub);
    const tokenIssued = seconds(payload.bti);
    const tokenExpires = seconds(payload.bex);
    if (!Number.isInteger(userId) || userId <= 0 || typeof payload.bth !== 'string') return null;
    if (tokenIssued === null || tokenExpires === null) return null;
    return {
      token: {
        userId,
        tokenHash: payload.bth,
        issuedAt: new Date(tokenIssued * 1000),
        expiresAt: new Date(tokenExpires * 1000),
      },
      issuedAt: new Date(Number(payload.iat) * 1000),
      expiresAt: new Date(Number(payload.exp) * 1000),
    };
  } catch (error) {
    if (error instanceof errors.JOSEError) return null;
    throw error;
  }
}

/**
 * A pass in use is renewed once half its time has gone (and while its bearer token holds longer than the pass),
 * so a designer reading Storybook is not cut off at 30 minutes, and one who left it is, 30 minutes later.
 */
export function shouldRenew(pass: StorybookPass, now: Date): boolean {
  const half = (STORYBOOK_PASS_SECONDS * 1000) / 2;
  return (
    now.getTime() - pass.issuedAt.getTime() >= half &&
    pass.token.expiresAt.getTime() > pass.expiresAt.getTime()
  );
}
