import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { migrationsFolder } from '../paths.ts';
import { lockDataDir } from './lock.ts';
import { migrateForward } from './migrations.ts';
import { ResilientPool } from './pool.ts';
import * as schema from './schema.ts';

export type Schema = typeof schema;
/** The Drizzle database the services use, whichever driver is behind it (a transaction is one too). */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type DatabaseKind = 'pglite' | 'postgres';

export interface Maintenance {
  db: Db;
  /**
   * Applies the committed SQL migrations that have not run yet, forward only and in one transaction (db/migrations.ts
   * says what Drizzle does); `folder` is for tests that build a database of an earlier release.
   */
  migrate(folder?: string): Promise<void>;
}

export interface DatabaseConnection {
  kind: DatabaseKind;
  db: Db;
  /**
   * The embedded database's own client, on PGlite only: a backup takes its consistent copy through it
   * (`dumpDataDir` inside a transaction, ops/backup/snapshot.ts), which no second process can do.
   */
  pglite?: PGlite;
  /**
   * Runs start-up work (migrate, seed, reset) alone. On PostgreSQL it holds an advisory lock on one connection,
   * so several servers starting together against one database migrate and seed once.
   */
  exclusive<T>(work: (maintenance: Maintenance) => Promise<T>): Promise<T>;
  /**
   * Hears PostgreSQL `NOTIFY` on a channel: what any server sharing the database announced with `pg_notify` in a
   * committed transaction (the events between servers, docs/domain.md "Notifications"). Answers the unlisten.
   */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  /** How the connections are used now, for the metrics (http/metrics.ts): one entry a pool. */
  pools(): PoolUse[];
  close(): Promise<void>;
}

/**
 * One pool's connections: node-postgres's own counts on PostgreSQL. The embedded PGlite is one connection inside the
 * process, whose queue it does not show: only its size is known (`max` 1), the rest is null.
 */
export interface PoolUse {
  pool: string;
  max: number;
  /** Open connections, busy or idle. */
  total: number | null;
  idle: number | null;
  /** Queries waiting for a connection. */
  waiting: number | null;
}

/** PGlite ships contrib extensions as modules that must be loaded at start; the migrations create pg_trgm and btree_gist. */
export const PGLITE_EXTENSIONS = { pg_trgm, btree_gist };

// Arbitrary constant key of the advisory lock that serialises migrations and seeding.
export const MAINTENANCE_LOCK_KEY = 472_019_331;

function pgliteConnection(client: PGlite, onClose: () => void = () => {}): DatabaseConnection {
  const db = drizzlePglite({ client, schema });
  return {
    kind: 'pglite',
    db,
    pglite: client,
    // The data folder's lock file (openPglite) is the lock here: no other process can open the folder.
    exclusive: (work) =>
      work({
        db,
        migrate: (folder = migrationsFolder()) =>
          migrateForward(db, () => migratePglite(db, { migrationsFolder: folder }), folder),
      }),
    async listen(channel, onPayload) {
      const unlisten = await client.listen(channel, onPayload);
      return () => unlisten();
    },
    pools: () => [{ pool: 'embedded', max: 1, total: client.closed ? 0 : 1, idle: null, waiting: null }],
    async close() {
      try {
        await client.close();
      } finally {
        onClose();
      }
    },
  };
}

/** The embedded database in `${dataDir}/pgdata`, guarded by the data folder's lock file. */
export async function openPglite(
  dataDir: string,
  /** `loadDataDir`: a copy of a data folder to start an empty one from (a restore, ops/backup/restore.ts). */
  options: { loadDataDir?: Blob } = {},
): Promise<DatabaseConnection> {
  const lock = lockDataDir(dataDir);
  try {
    const dir = join(dataDir, 'pgdata');
    mkdirSync(dir, { recursive: true });
    const client = await PGlite.create(dir, { extensions: PGLITE_EXTENSIONS, ...options });
    return pgliteConnection(client, lock.release);
  } catch (error) {
    lock.release();
    throw error;
  }
}

/** A throw-away in-memory PGlite (tests). */
export async function openMemoryPglite(
  options: {
    loadDataDir?: Blob;
    startParams?: string[];
    pgliteWasmModule?: WebAssembly.Module;
    fsBundle?: Blob;
  } = {},
): Promise<DatabaseConnection & { dumpDataDir(): Promise<Blob> }> {
  const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS, ...options });
  return { ...pgliteConnection(client), dumpDataDir: () => client.dumpDataDir('gzip') };
}

/** How the LISTEN connection names itself in pg_stat_activity (what an operator, or a test, looks for). */
export const LISTENER_APPLICATION_NAME = 'ooh-events-listener';

/** The first pause before reconnecting a lost LISTEN connection; it doubles on each refusal, up to the maximum. */
const LISTEN_RETRY_FIRST_MS = 500;
const LISTEN_RETRY_MAX_MS = 30_000;

/**
 * LISTEN needs a connection of its own, outside the pool. One client serves every channel. When it drops (the
 * database restarted, an operator or a failover ended the backend) it reconnects and listens again, retrying with a
 * growing pause for as long as the database refuses, so a server never stays deaf after an outage. Events sent
 * while it was away are lost, as NOTIFY keeps nothing for an absent listener.
 */
function createListener(connectionString: string) {
  const listeners = new Map<string, Set<(payload: string) => void>>();
  let client: pg.Client | null = null;
  let connecting: Promise<pg.Client> | null = null;
  let retry: ReturnType<typeof setTimeout> | null = null;
  let closed = false;
  const quoted = (channel: string) => `"${channel.replace(/"/g, '""')}"`;

  function reconnectLater(pauseMs: number) {
    if (closed || retry || listeners.size === 0) return;
    retry = setTimeout(() => {
      retry = null;
      ensure().catch(() => reconnectLater(Math.min(pauseMs * 2, LISTEN_RETRY_MAX_MS)));
    }, pauseMs);
    // A pending retry must not keep a stopping process alive.
    retry.unref();
  }
  async function connect(): Promise<pg.Client> {
    const next = new pg.Client({ connectionString, application_name: LISTENER_APPLICATION_NAME });
    next.on('notification', (message) => {
      for (const listener of listeners.get(message.channel) ?? []) listener(message.payload ?? '');
    });
    // A terminated backend raises 'error' then 'end'; a closed socket may raise only 'end'. Either loses it.
    const lost = () => {
      if (client !== next) return;
      client = null;
      reconnectLater(LISTEN_RETRY_FIRST_MS);
    };
    next.on('error', lost);
    next.on('end', lost);
    try {
      await next.connect();
      for (const channel of listeners.keys()) await next.query(`listen ${quoted(channel)}`);
    } catch (error) {
      await next.end().catch(() => {});
      throw error;
    }
    if (closed) {
      await next.end().catch(() => {});
      throw new Error('the LISTEN connection was closed while connecting');
    }
    client = next;
    return next;
  }
  function ensure(): Promise<pg.Client> {
    if (client) return Promise.resolve(client);
    connecting ??= connect().finally(() => {
      connecting = null;
    });
    return connecting;
  }
  return {
    async listen(channel: string, onPayload: (payload: string) => void) {
      const first = !listeners.has(channel);
      const set = listeners.get(channel) ?? new Set();
      set.add(onPayload);
      listeners.set(channel, set);
      const active = await ensure();
      // Always, even on a fresh connection: one being opened may have run its LISTENs before this channel joined
      // the map. LISTEN twice on one channel is no error.
      if (first) await active.query(`listen ${quoted(channel)}`);
      return async () => {
        set.delete(onPayload);
        if (set.size === 0) {
          listeners.delete(channel);
          await client?.query(`unlisten ${quoted(channel)}`).catch(() => {});
        }
      };
    },
    async close() {
      closed = true;
      listeners.clear();
      if (retry) clearTimeout(retry);
      retry = null;
      const last = client;
      client = null;
      await last?.end().catch(() => {});
    },
  };
}

/**
 * The database a prepared statement runs on (services/shared/prepared.ts): on PostgreSQL, the handle of a pool of
 * its own whose sessions plan prepared statements generically (`PREPARED_SESSION_OPTIONS`); the handle itself
 * elsewhere (PGlite, or a transaction, which keeps its one connection).
 */
const preparedDbs = new WeakMap<Db, Db>();
export const preparedDbOf = (db: Db): Db => preparedDbs.get(db) ?? db;

/**
 * `plan_cache_mode=force_generic_plan`, for the sessions of the prepared statements only: a prepared statement is
 * then planned once per connection and never again per call. PostgreSQL otherwise keeps planning the list pages
 * afresh on every call (by its own estimate a custom plan costs less than the generic one, so it never switches),
 * and planning was most of their database time: a plan list page took 1.4 ms of PostgreSQL's CPU a call with it,
 * 0.7 ms without (the grown database, 50 connections). The prepared statements are written for generic plans
 * (literal limits and statuses, EXPLAIN-guarded in routes/scale.test.ts). Not for the other sessions: the setting
 * applies to every statement sent with values, unnamed ones too, and a query built per call (a search, the site
 * table's filters) needs the plan of its own values: forced generic, the site table took 7 s a call.
 */
export const PREPARED_SESSION_OPTIONS = '-c plan_cache_mode=force_generic_plan';

/** How the server's sessions name themselves in pg_stat_activity: the pool of prepared statements, and the rest. */
export const PREPARED_APPLICATION_NAME = 'ooh-prepared';
export const QUERY_APPLICATION_NAME = 'ooh-queries';

/**
 * DATABASE_POOL_MAX shared between the two pools: half (rounded up) for the prepared statements, which every call
 * uses (the account check) and the lists use again; the rest for the queries built per call and the transactions.
 * With a maximum of 1 there is one pool, and prepared statements are planned as PostgreSQL chooses.
 */
export function poolShares(max: number): { prepared: number; queries: number } {
  if (max < 2) return { prepared: 0, queries: max };
  const prepared = Math.ceil(max / 2);
  return { prepared, queries: max - prepared };
}

export function openPostgres(
  connectionString: string,
  options: { poolMax?: number | undefined; connectTimeoutMs?: number | undefined } = {},
): DatabaseConnection {
  // DATABASE_POOL_MAX (config.ts); 10 is also node-postgres's own default. Never more connections than that in all.
  const shares = poolShares(options.poolMax ?? 10);
  // While the database is away, a call fails within DATABASE_CONNECT_TIMEOUT (a 503, http/database-errors.ts)
  // instead of waiting for the kernel to give up on a host that does not answer. TCP keep-alive lets a connection
  // whose peer vanished without a word (a cut network) end within minutes rather than hours.
  const common = {
    connectionString,
    connectionTimeoutMillis: options.connectTimeoutMs ?? 5_000,
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
  };
  const pool = new ResilientPool({
    ...common,
    max: shares.queries,
    application_name: QUERY_APPLICATION_NAME,
  });
  const preparedPool =
    shares.prepared > 0
      ? new ResilientPool({
          ...common,
          max: shares.prepared,
          application_name: PREPARED_APPLICATION_NAME,
          options: PREPARED_SESSION_OPTIONS,
        })
      : null;
  const use = (name: string, of: pg.Pool, max: number): PoolUse => ({
    pool: name,
    max,
    total: of.totalCount,
    idle: of.idleCount,
    waiting: of.waitingCount,
  });
  const db = drizzlePg({ client: pool, schema });
  if (preparedPool) preparedDbs.set(db, drizzlePg({ client: preparedPool, schema }));
  const listener = createListener(connectionString);
  return {
    kind: 'postgres',
    db,
    async exclusive(work) {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MAINTENANCE_LOCK_KEY]);
        const locked = drizzlePg({ client, schema });
        return await work({
          db: locked,
          migrate: (folder = migrationsFolder()) =>
            migrateForward(locked, () => migratePg(locked, { migrationsFolder: folder }), folder),
        });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MAINTENANCE_LOCK_KEY]).catch(() => {});
        client.release();
      }
    },
    listen: (channel, onPayload) => listener.listen(channel, onPayload),
    pools: () => [
      use('queries', pool, shares.queries),
      ...(preparedPool ? [use('prepared', preparedPool, shares.prepared)] : []),
    ],
    async close() {
      await listener.close();
      await Promise.all([pool.end(), preparedPool?.end()]);
    },
  };
}

export async function openDatabase(config: {
  databaseUrl: string | null;
  dataDir: string;
  databasePoolMax?: number;
  databaseConnectTimeoutMs?: number;
}) {
  return config.databaseUrl
    ? openPostgres(config.databaseUrl, {
        poolMax: config.databasePoolMax,
        connectTimeoutMs: config.databaseConnectTimeoutMs,
      })
    : await openPglite(config.dataDir);
}
