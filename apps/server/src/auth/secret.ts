import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const MIN_LENGTH = 32;

function readStored(path: string): string | null {
  if (!existsSync(path)) return null;
  const stored = readFileSync(path, 'utf8').trim();
  return stored.length >= MIN_LENGTH ? stored : null;
}

/**
 * The JWT signing secret: JWT_SECRET when given, otherwise one generated on first start and kept in
 * `${dataDir}/jwt-secret` (mode 600) so tokens survive restarts. Several servers sharing one PostgreSQL must
 * share the secret: give them the same JWT_SECRET (or the same DATA_DIR).
 */
export function resolveJwtSecret(dataDir: string, fromEnvironment: string | null): string {
  if (fromEnvironment) return fromEnvironment;
  const path = join(dataDir, 'jwt-secret');
  const stored = readStored(path);
  if (stored) return stored;

  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  // Written whole to a private file, then linked into place: link() fails if another process starting at the
  // same moment got there first, and then that process's secret is the one everybody uses.
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, `${secret}\n`, { mode: 0o600 });
  chmodSync(temporary, 0o600);
  try {
    if (existsSync(path)) unlinkSync(path); // too short to be a secret: replace it
    linkSync(temporary, path);
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const winner = readStored(path);
    if (!winner) throw new Error(`${path} exists but holds no usable secret`);
    return winner;
  } finally {
    unlinkSync(temporary);
  }
}
