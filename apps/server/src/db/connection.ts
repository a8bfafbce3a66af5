import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { migrationsFolder } from '../paths.ts';
import { lockDataDir } from './lock.ts';
import * as schema from './schema.ts';

export type Schema = typeof schema;
/** The Drizzle database the services use, whichever driver is behind it (a transaction is one too). */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type DatabaseKind = 'pglite' | 'postgres';

export interface Maintenance {
  db: Db;
  /** Applies the committed SQL migrations that have not run yet. */
  migrate(): Promise<void>;
}

export interface DatabaseConnection {
  kind: DatabaseKind;
  db: Db;
  /**
   * Runs start-up work (migrate, seed, reset) alone. On PostgreSQL it holds an advisory lock on one connection,
   * so several servers starting together against one database migrate and seed once.
   */
  exclusive<T>(work: (maintenance: Maintenance) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** PGlite ships contrib extensions as modules that must be loaded at start; the migrations create pg_trgm. */
const PGLITE_EXTENSIONS = { pg_trgm };

// Arbitrary constant key of the advisory lock that serialises migrations and seeding.
const MAINTENANCE_LOCK_KEY = 472_019_331;

function pgliteConnection(client: PGlite, onClose: () => void = () => {}): DatabaseConnection {
  const db = drizzlePglite({ client, schema });
  return {
    kind: 'pglite',
    db,
    exclusive: (work) =>
      work({ db, migrate: () => migratePglite(db, { migrationsFolder: migrationsFolder() }) }),
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
export async function openPglite(dataDir: string): Promise<DatabaseConnection> {
  const lock = lockDataDir(dataDir);
  try {
    const dir = join(dataDir, 'pgdata');
    mkdirSync(dir, { recursive: true });
    const client = await PGlite.create(dir, { extensions: PGLITE_EXTENSIONS });
    return pgliteConnection(client, lock.release);
  } catch (error) {
    lock.release();
    throw error;
  }
}

/** A throw-away in-memory PGlite (tests). */
export async function openMemoryPglite(): Promise<DatabaseConnection> {
  return pgliteConnection(await PGlite.create({ extensions: PGLITE_EXTENSIONS }));
}

export function openPostgres(connectionString: string): DatabaseConnection {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  const db = drizzlePg({ client: pool, schema });
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
          migrate: () => migratePg(locked, { migrationsFolder: migrationsFolder() }),
        });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MAINTENANCE_LOCK_KEY]).catch(() => {});
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

export async function openDatabase(config: { databaseUrl: string | null; dataDir: string }) {
  return config.databaseUrl ? openPostgres(config.databaseUrl) : await openPglite(config.dataDir);
}
