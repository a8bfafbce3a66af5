import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';

/**
 * The JWT signing secret: JWT_SECRET when given, otherwise one generated on first start and kept in
 * `${dataDir}/jwt-secret` (mode 600) so tokens survive restarts. Several servers sharing one PostgreSQL must be
 * given the same JWT_SECRET.
 */
export function resolveJwtSecret(dataDir: string, fromEnvironment: string | null): string {
  if (fromEnvironment) return fromEnvironment;
  const path = join(dataDir, 'jwt-secret');
  if (existsSync(path)) {
    const stored = readFileSync(path, 'utf8').trim();
    if (stored.length >= 32) return stored;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(path, `${secret}\n`, { mode: 0o600 });
  // writeFileSync's mode only applies when it creates the file.
  chmodSync(path, 0o600);
  return secret;
}
