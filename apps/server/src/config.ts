import { isAbsolute, join, resolve } from 'node:path';
import { defaultWebDist } from './paths.ts';

/**
 * Everything the server reads from the environment, each with its default (the README lists them).
 * Relative paths are resolved against the process's working directory: the root scripts run from the repo root.
 */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** PostgreSQL connection string; when absent the embedded PGlite in `${dataDir}/pgdata` is used. */
  databaseUrl: string | null;
  /** When null, a secret is generated once and kept in `${dataDir}/jwt-secret`. */
  jwtSecret: string | null;
  jwtTtlSeconds: number;
  demoPassword: string;
  seed: boolean;
  webDist: string;
  uploadDir: string;
  logLevel: string;
  firebaseServiceAccount: string | null;
  smtpUrl: string | null;
  mailFrom: string;
  loginMaxAttempts: number;
  loginWindowMinutes: number;
  /** Trust X-Forwarded-For (behind a reverse proxy) so the rate limit sees the real address. */
  trustProxy: boolean;
  /** Largest JSON body accepted, in bytes. */
  bodyLimit: number;
}

/** The configuration the app runs with: the JWT secret is known by then. */
export type AppConfig = Config & { jwtSecret: string };

type Env = Record<string, string | undefined>;

export class ConfigError extends Error {}

function text(env: Env, name: string): string | null {
  const value = env[name]?.trim();
  return value ? value : null;
}

function integer(env: Env, name: string, fallback: number, min: number): number {
  const raw = text(env, name);
  if (raw === null) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min)
    throw new ConfigError(`${name} must be an integer ≥ ${min} (got "${raw}")`);
  return value;
}

function flag(env: Env, name: string, fallback: boolean): boolean {
  const raw = text(env, name)?.toLowerCase();
  if (raw === undefined || raw === null) return fallback;
  if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
  if (['0', 'false', 'no', 'off'].includes(raw)) return false;
  throw new ConfigError(`${name} must be true or false (got "${raw}")`);
}

const UNIT_SECONDS: Record<string, number> = { s: 1, m: 60, h: 3600, d: 86400 };

/** `12h`, `30m`, `7d`, `3600` (seconds). */
export function parseDuration(name: string, raw: string): number {
  const match = /^(\d+)\s*([smhd]?)$/i.exec(raw.trim());
  if (!match)
    throw new ConfigError(`${name} must look like 12h, 30m, 7d or a number of seconds (got "${raw}")`);
  const seconds = Number(match[1]) * (UNIT_SECONDS[(match[2] || 's').toLowerCase()] ?? 1);
  if (seconds <= 0) throw new ConfigError(`${name} must be longer than zero`);
  return seconds;
}

export function loadConfig(env: Env = process.env, cwd = process.cwd()): Config {
  const path = (value: string) => (isAbsolute(value) ? value : resolve(cwd, value));
  const dataDir = path(text(env, 'DATA_DIR') ?? './data');
  return {
    port: integer(env, 'PORT', 3000, 0),
    host: text(env, 'HOST') ?? '0.0.0.0',
    dataDir,
    databaseUrl: text(env, 'DATABASE_URL'),
    jwtSecret: text(env, 'JWT_SECRET'),
    jwtTtlSeconds: parseDuration('JWT_TTL', text(env, 'JWT_TTL') ?? '12h'),
    demoPassword: text(env, 'DEMO_PASSWORD') ?? 'demo-password',
    seed: flag(env, 'SEED', true),
    webDist: path(text(env, 'WEB_DIST') ?? defaultWebDist()),
    uploadDir: path(text(env, 'UPLOAD_DIR') ?? join(dataDir, 'uploads')),
    logLevel: text(env, 'LOG_LEVEL') ?? 'info',
    firebaseServiceAccount: text(env, 'FIREBASE_SERVICE_ACCOUNT'),
    smtpUrl: text(env, 'SMTP_URL'),
    mailFrom: text(env, 'MAIL_FROM') ?? 'OOH back office <no-reply@localhost>',
    loginMaxAttempts: integer(env, 'LOGIN_MAX_ATTEMPTS', 5, 1),
    loginWindowMinutes: integer(env, 'LOGIN_WINDOW_MINUTES', 15, 1),
    trustProxy: flag(env, 'TRUST_PROXY', false),
    bodyLimit: integer(env, 'BODY_LIMIT', 1024 * 1024, 1024),
  };
}
