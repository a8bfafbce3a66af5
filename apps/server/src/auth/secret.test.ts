import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveJwtSecret } from './secret.ts';

const freshDir = () => mkdtempSync(join(tmpdir(), 'ooh-secret-'));

describe('the JWT secret', () => {
  it('uses JWT_SECRET when given, writing nothing', () => {
    const dir = freshDir();
    expect(resolveJwtSecret(dir, 'from-the-environment')).toBe('from-the-environment');
    expect(() => statSync(join(dir, 'jwt-secret'))).toThrow();
  });

  it('generates one secret, keeps it private in the data folder, and reuses it', () => {
    const dir = freshDir();
    const first = resolveJwtSecret(dir, null);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(statSync(join(dir, 'jwt-secret')).mode & 0o777).toBe(0o600);
    expect(resolveJwtSecret(dir, null)).toBe(first);
    expect(readFileSync(join(dir, 'jwt-secret'), 'utf8').trim()).toBe(first);
  });

  it('replaces a stored value too short to be a secret', () => {
    const dir = freshDir();
    writeFileSync(join(dir, 'jwt-secret'), 'short\n');
    const secret = resolveJwtSecret(dir, null);
    expect(secret).not.toBe('short');
    expect(resolveJwtSecret(dir, null)).toBe(secret);
  });
});
