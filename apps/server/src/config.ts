import { isAbsolute, join, resolve } from 'node:path';
import { DEFAULT_TAX_RATE_PERCENT, PASSWORD_LINK_TTL_HOURS_DEFAULT } from '@ooh/api/contract';
import { defaultStorybookDist, defaultWebDist } from './paths.ts';

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
  /**
   * Most connections the server opens to PostgreSQL. Every request holds one only while its queries run, so a few
   * serve many requests; more than the database's cores mostly adds waiting inside PostgreSQL.
   */
  databasePoolMax: number;
  /**
   * How long opening a PostgreSQL connection may take, in ms, before the call waiting for it answers 503: a database
   * host that does not answer (down, or cut off) must not hold calls for the kernel's minutes of TCP retries.
   */
  databaseConnectTimeoutMs: number;
  /** When null, a secret is generated once and kept in `${dataDir}/jwt-secret`. */
  jwtSecret: string | null;
  jwtTtlSeconds: number;
  demoPassword: string;
  seed: boolean;
  webDist: string;
  /** The built Storybook served at /storybook (docs/domain.md "Storybook for designers"). */
  storybookDist: string;
  /**
   * STORYBOOK=true: /storybook is open to everyone. Otherwise (the default) only to signed-in staff, with the pass
   * the app's "Storybook" menu item gets (`openStorybook`).
   */
  storybookOpen: boolean;
  uploadDir: string;
  /** The upload store in an S3-compatible bucket; null keeps uploads in `uploadDir` (the default). */
  s3: S3Config | null;
  logLevel: string;
  firebaseServiceAccount: string | null;
  smtpUrl: string | null;
  mailFrom: string;
  /**
   * Where people open the app (APP_URL), without a trailing slash: the e-mailed password-set links point here.
   * Defaults to `http://localhost:<PORT>`, the app served by this server on this machine.
   */
  appUrl: string;
  /** How long a password-set link works, in hours (docs/domain.md "User"). */
  passwordLinkTtlHours: number;
  loginMaxAttempts: number;
  loginWindowMinutes: number;
  /** Failed sign-ins from one address across accounts, in the same window (docs/domain.md, "Sign-in limits"). */
  loginAddressMaxAttempts: number;
  /** Failed sign-ins on one account from all addresses, in `loginAccountWindowMinutes`. */
  loginAccountMaxAttempts: number;
  loginAccountWindowMinutes: number;
  /**
   * Which X-Forwarded-For hops to believe (behind a reverse proxy) so the rate limit sees the real address: false
   * (none), a hop count, or the proxies' addresses/CIDRs. Never "everything" (docs/domain.md, decisions: proxies).
   */
  trustProxy: false | number | string[];
  /** Whole request, body included, in ms (a slow sender is answered 408); uploads get `uploadTimeoutMs`. */
  requestTimeoutMs: number;
  uploadTimeoutMs: number;
  /** Headers must arrive within this, in ms. */
  headersTimeoutMs: number;
  /** An idle kept-alive connection is closed after this, in ms. */
  keepAliveTimeoutMs: number;
  /** Largest JSON body accepted, in bytes. */
  bodyLimit: number;
  /** The tax rate of the consolidated plan summary, in % (docs/domain.md, "Summaries for a plan"). */
  taxRatePercent: number;
  /**
   * Origins the site map's basemap is fetched from (the style, its tiles, sprites and glyphs: VITE_MAP_STYLE_URL's
   * provider), added to the CSP's connect-src and img-src. Empty (the default): the map draws a plain background.
   */
  mapOrigins: string[];
  /**
   * Live notification streams one user may hold open on one server (docs/domain.md "Notifications", "Live
   * delivery"): one a tab; past it the stream is refused with 429.
   */
  notificationStreamsPerUser: number;
  /** How often an open notification stream gets a comment line (proxies keep it open) and its account re-checked. */
  notificationStreamHeartbeatMs: number;
  /**
   * The bearer token Prometheus sends to `/api/metrics` (docs/operations.md "Metrics"); null (the default) turns
   * metrics off: the call answers 404.
   */
  metricsToken: string | null;
  /**
   * On SIGTERM, how long the requests in flight have to finish (ms) before their connections are closed and the
   * database with them (docs/operations.md "Stopping").
   */
  shutdownTimeoutMs: number;
  /**
   * Scheduled backups (docs/operations.md, "Backups and restore"): every BACKUP_INTERVAL, or never when null (the
   * default). `npm run backup` writes to `backupDir` too.
   */
  backupIntervalMs: number | null;
  /** How many scheduled backups are kept in `backupDir`; older ones are removed after each new one. */
  backupKeep: number;
  backupDir: string;
}

/** An S3-compatible bucket for uploads (S3_* variables): AWS S3, MinIO, Ceph, s3rver… */
export interface S3Config {
  bucket: string;
  /** The service's address; null means AWS S3 itself, found from the region. */
  endpoint: string | null;
  region: string;
  /** Both or neither; without them the SDK's own chain applies (AWS_* variables, instance or task roles). */
  credentials: { accessKeyId: string; secretAccessKey: string } | null;
  /** `endpoint/bucket/key` instead of `bucket.endpoint/key`, which most self-hosted servers need. */
  forcePathStyle: boolean;
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

/** A decimal number from `min` to `max` (percentages: `18`, `17.5`). */
function decimal(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = text(env, name);
  if (raw === null) return fallback;
  const value = Number(raw);
  if (!/^\d+(\.\d+)?$/.test(raw) || value < min || value > max)
    throw new ConfigError(`${name} must be a number from ${min} to ${max} (got "${raw}")`);
  return value;
}

function flag(env: Env, name: string, fallback: boolean): boolean {
  const raw = text(env, name)?.toLowerCase();
  if (raw === undefined || raw === null) return fallback;
  if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
  if (['0', 'false', 'no', 'off'].includes(raw)) return false;
  throw new ConfigError(`${name} must be true or false (got "${raw}")`);
}

/**
 * TRUST_PROXY: unset/false/0 (trust nobody), a hop count (`1`, `2`), or a comma-separated list of proxy addresses or
 * CIDRs. `true` would believe the left-most X-Forwarded-For, which any client writes: refused (docs/domain.md).
 */
function trustProxy(env: Env): false | number | string[] {
  const raw = text(env, 'TRUST_PROXY');
  if (raw === null || ['false', 'no', 'off', '0'].includes(raw.toLowerCase())) return false;
  if (['true', 'yes', 'on', '*', 'all'].includes(raw.toLowerCase()))
    throw new ConfigError(
      `TRUST_PROXY=${raw} would trust any client's X-Forwarded-For; give the number of proxies in front of the server (1, 2) or their addresses/CIDRs (10.0.0.1,10.1.0.0/16)`,
    );
  if (/^\d+$/.test(raw)) return Number(raw);
  const list = raw
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  for (const part of list)
    if (!/^[0-9a-f.:]+(\/\d{1,3})?$/i.test(part))
      throw new ConfigError(
        `TRUST_PROXY must be a hop count (1, 2) or a comma-separated list of proxy addresses/CIDRs (got "${part}")`,
      );
  return list;
}

const S3_VARIABLES = [
  'S3_BUCKET',
  'S3_ENDPOINT',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_FORCE_PATH_STYLE',
] as const;

/**
 * S3_*: uploads go to the bucket when S3_BUCKET is set. Anything half-configured is refused at start-up rather than
 * silently falling back to the local folder: servers sharing a database would then each keep their own files, and
 * a file uploaded through one could not be downloaded through another.
 */
function s3(env: Env): S3Config | null {
  const bucket = text(env, 'S3_BUCKET');
  if (bucket === null) {
    const stray = S3_VARIABLES.find((name) => text(env, name) !== null);
    if (stray)
      throw new ConfigError(`${stray} is set but S3_BUCKET is not; set S3_BUCKET to store uploads in S3`);
    return null;
  }
  if (text(env, 'UPLOAD_DIR') !== null)
    throw new ConfigError(
      'UPLOAD_DIR and S3_BUCKET are both set; uploads go to one store: unset one of them',
    );
  // AWS's rules for new buckets; self-hosted servers accept these too.
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket) || bucket.includes('..'))
    throw new ConfigError(
      `S3_BUCKET must be 3-63 lower-case letters, digits, dots or hyphens, starting and ending with a letter or digit (got "${bucket}")`,
    );
  const endpoint = text(env, 'S3_ENDPOINT');
  if (endpoint !== null) {
    let url: URL | null = null;
    try {
      url = new URL(endpoint);
    } catch {
      // reported below
    }
    if (!url || !['http:', 'https:'].includes(url.protocol) || url.username || url.password)
      throw new ConfigError(
        `S3_ENDPOINT must be an http(s) address without credentials, like https://minio.internal:9000 (got "${endpoint}")`,
      );
  }
  const accessKeyId = text(env, 'S3_ACCESS_KEY_ID');
  const secretAccessKey = text(env, 'S3_SECRET_ACCESS_KEY');
  if ((accessKeyId === null) !== (secretAccessKey === null))
    throw new ConfigError('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both or neither');
  return {
    bucket,
    endpoint,
    // Signing needs a region even where the server ignores it (MinIO, s3rver): AWS's default one.
    region: text(env, 'S3_REGION') ?? 'us-east-1',
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : null,
    // Self-hosted servers (the reason to give an endpoint) mostly lack per-bucket host names.
    forcePathStyle: flag(env, 'S3_FORCE_PATH_STYLE', endpoint !== null),
  };
}

/** MAP_ORIGINS: a comma-separated list of origins (`https://api.maptiler.com`), nothing else (no path, no `*`). */
function mapOrigins(env: Env): string[] {
  const raw = text(env, 'MAP_ORIGINS');
  if (raw === null) return [];
  return raw
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      let url: URL | null = null;
      try {
        url = new URL(part);
      } catch {
        url = null;
      }
      if (!url || !['https:', 'http:'].includes(url.protocol) || url.origin !== part.replace(/\/$/, ''))
        throw new ConfigError(
          `MAP_ORIGINS must be a comma-separated list of origins such as https://tiles.example.com (got "${part}")`,
        );
      return url.origin;
    });
}

/** APP_URL: an http(s) address without credentials, query or fragment; kept without its trailing slash. */
function appUrl(env: Env, port: number): string {
  const raw = text(env, 'APP_URL');
  if (raw === null) return `http://localhost:${port}`;
  let url: URL | null = null;
  try {
    url = new URL(raw);
  } catch {
    url = null;
  }
  if (
    !url ||
    !['http:', 'https:'].includes(url.protocol) ||
    url.username ||
    url.password ||
    url.search ||
    url.hash
  )
    throw new ConfigError(
      `APP_URL must be the http(s) address people open the app at, like https://ooh.example.com (got "${raw}")`,
    );
  return url.toString().replace(/\/+$/, '');
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

function duration(env: Env, name: string, fallback: string): number {
  return parseDuration(name, text(env, name) ?? fallback);
}

/**
 * NOTIFICATION_STREAM_HEARTBEAT: 25 s by default, at most 60 s, under the idle time-outs of common proxies (nginx's
 * proxy_read_timeout and AWS load balancers' idle timeout are 60 s).
 */
function heartbeat(env: Env): number {
  const seconds = duration(env, 'NOTIFICATION_STREAM_HEARTBEAT', '25s');
  if (seconds > 60)
    throw new ConfigError(
      `NOTIFICATION_STREAM_HEARTBEAT must be at most 60s (got "${text(env, 'NOTIFICATION_STREAM_HEARTBEAT')}")`,
    );
  return seconds;
}

/**
 * METRICS_TOKEN: unset (metrics off) or a secret of at least 16 characters that Prometheus sends as a bearer token;
 * a short one would be guessed by whoever can reach the server.
 */
function metricsToken(env: Env): string | null {
  const raw = text(env, 'METRICS_TOKEN');
  if (raw === null) return null;
  if (raw.length < 16 || /\s/.test(raw))
    throw new ConfigError(
      'METRICS_TOKEN must be at least 16 characters without spaces (for example the output of `openssl rand -hex 32`)',
    );
  return raw;
}

/** BACKUP_INTERVAL: unset or `off` (no scheduled backups), else a duration of at least a minute. */
function backupInterval(env: Env): number | null {
  const raw = text(env, 'BACKUP_INTERVAL');
  if (raw === null || ['off', 'false', 'no', '0'].includes(raw.toLowerCase())) return null;
  const seconds = parseDuration('BACKUP_INTERVAL', raw);
  if (seconds < 60) throw new ConfigError(`BACKUP_INTERVAL must be at least 1m (got "${raw}")`);
  return seconds * 1000;
}

export function loadConfig(env: Env = process.env, cwd = process.cwd()): Config {
  const path = (value: string) => (isAbsolute(value) ? value : resolve(cwd, value));
  const dataDir = path(text(env, 'DATA_DIR') ?? './data');
  const databaseUrl = text(env, 'DATABASE_URL');
  const port = integer(env, 'PORT', 3000, 0);
  return {
    port,
    // Localhost only unless asked (docs/domain.md, "Safe defaults"): HOST=0.0.0.0 listens on the network.
    host: text(env, 'HOST') ?? '127.0.0.1',
    dataDir,
    databaseUrl,
    databasePoolMax: integer(env, 'DATABASE_POOL_MAX', 10, 1),
    databaseConnectTimeoutMs: duration(env, 'DATABASE_CONNECT_TIMEOUT', '5s') * 1000,
    jwtSecret: text(env, 'JWT_SECRET'),
    jwtTtlSeconds: parseDuration('JWT_TTL', text(env, 'JWT_TTL') ?? '12h'),
    demoPassword: text(env, 'DEMO_PASSWORD') ?? 'demo-password',
    // Demo accounts only on the embedded database unless SEED=true (docs/domain.md, "Safe defaults").
    seed: flag(env, 'SEED', databaseUrl === null),
    webDist: path(text(env, 'WEB_DIST') ?? defaultWebDist()),
    storybookDist: path(text(env, 'STORYBOOK_DIST') ?? defaultStorybookDist()),
    storybookOpen: flag(env, 'STORYBOOK', false),
    uploadDir: path(text(env, 'UPLOAD_DIR') ?? join(dataDir, 'uploads')),
    s3: s3(env),
    logLevel: text(env, 'LOG_LEVEL') ?? 'info',
    firebaseServiceAccount: text(env, 'FIREBASE_SERVICE_ACCOUNT'),
    smtpUrl: text(env, 'SMTP_URL'),
    mailFrom: text(env, 'MAIL_FROM') ?? 'OOH back office <no-reply@localhost>',
    appUrl: appUrl(env, port),
    passwordLinkTtlHours: integer(env, 'PASSWORD_LINK_TTL_HOURS', PASSWORD_LINK_TTL_HOURS_DEFAULT, 1),
    loginMaxAttempts: integer(env, 'LOGIN_MAX_ATTEMPTS', 5, 1),
    loginWindowMinutes: integer(env, 'LOGIN_WINDOW_MINUTES', 15, 1),
    loginAddressMaxAttempts: integer(env, 'LOGIN_ADDRESS_MAX_ATTEMPTS', 20, 1),
    loginAccountMaxAttempts: integer(env, 'LOGIN_ACCOUNT_MAX_ATTEMPTS', 50, 1),
    loginAccountWindowMinutes: integer(env, 'LOGIN_ACCOUNT_WINDOW_MINUTES', 60, 1),
    trustProxy: trustProxy(env),
    requestTimeoutMs: duration(env, 'REQUEST_TIMEOUT', '30s') * 1000,
    uploadTimeoutMs: duration(env, 'UPLOAD_TIMEOUT', '120s') * 1000,
    headersTimeoutMs: duration(env, 'HEADERS_TIMEOUT', '10s') * 1000,
    keepAliveTimeoutMs: duration(env, 'KEEP_ALIVE_TIMEOUT', '5s') * 1000,
    bodyLimit: integer(env, 'BODY_LIMIT', 1024 * 1024, 1024),
    taxRatePercent: decimal(env, 'TAX_RATE_PERCENT', DEFAULT_TAX_RATE_PERCENT, 0, 100),
    mapOrigins: mapOrigins(env),
    notificationStreamsPerUser: integer(env, 'NOTIFICATION_STREAMS_PER_USER', 10, 1),
    notificationStreamHeartbeatMs: heartbeat(env) * 1000,
    metricsToken: metricsToken(env),
    // Under the 30 s a container orchestrator waits before it kills a process by default (Kubernetes,
    // docker stop's 10 s aside): the database is closed cleanly after the drain.
    shutdownTimeoutMs: duration(env, 'SHUTDOWN_TIMEOUT', '25s') * 1000,
    backupIntervalMs: backupInterval(env),
    backupKeep: integer(env, 'BACKUP_KEEP', 7, 1),
    // Beside the data folder by default, not in it: a restore wants an empty data folder.
    backupDir: path(text(env, 'BACKUP_DIR') ?? './backups'),
  };
}
