import { describe, expect, it } from 'vitest';
import { hashBearerToken, signToken, verifyBearerToken, verifyToken } from './tokens.ts';

const secret = 'a-secret-that-is-long-enough-for-hs256-signing';
const now = new Date('2030-01-01T00:00:00Z');
const later = (seconds: number) => new Date(now.getTime() + seconds * 1000);

describe('bearer tokens', () => {
  it('accepts a token until it expires, also once its signature has been checked before', async () => {
    const token = await signToken({ userId: 7, role: 'admin' }, { secret, ttlSeconds: 60, now });
    expect(await verifyToken(token, { secret, now })).toBe(7);
    expect(await verifyToken(token, { secret, now: later(59) })).toBe(7);
    expect(await verifyToken(token, { secret, now: later(60) })).toBeNull();
    expect(await verifyToken(token, { secret, now: later(30) })).toBe(7);
  });

  it('refuses a verified token under another secret, and a token changed by one character', async () => {
    const token = await signToken({ userId: 8, role: 'admin' }, { secret, ttlSeconds: 60, now });
    expect(await verifyToken(token, { secret, now })).toBe(8);
    expect(await verifyToken(token, { secret: `${secret}-rotated`, now })).toBeNull();
    // A character inside the signature (the last one carries padding bits that may not count).
    const at = token.length - 10;
    const forged = `${token.slice(0, at)}${token[at] === 'A' ? 'B' : 'A'}${token.slice(at + 1)}`;
    expect(await verifyToken(forged, { secret, now })).toBeNull();
  });

  it('signs a distinct token each time, even for the same account in the same second', async () => {
    const first = await signToken({ userId: 9, role: 'planner' }, { secret, ttlSeconds: 60, now });
    const second = await signToken({ userId: 9, role: 'planner' }, { secret, ttlSeconds: 60, now });
    expect(first).not.toBe(second);
    expect(await verifyBearerToken(first, { secret, now })).toEqual({
      userId: 9,
      expiresAt: later(60),
      // When it was signed: a password changed after it ends it (users.sessions_valid_from).
      issuedAt: later(0),
      tokenHash: hashBearerToken(first),
    });
    expect(hashBearerToken(first)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashBearerToken(first)).not.toBe(hashBearerToken(second));
  });
});
