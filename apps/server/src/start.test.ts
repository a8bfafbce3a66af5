import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import {
  PREPARED_APPLICATION_NAME,
  poolShares,
  preparedDbOf,
  QUERY_APPLICATION_NAME,
} from './db/connection.ts';
import { users } from './db/schema.ts';
import { startServer } from './start.ts';
import { onPostgresRun } from './test/database.ts';

const postgresUrl = process.env.TEST_DATABASE === 'postgres' ? process.env.DATABASE_URL : undefined;

async function withPostgresDatabase(adminUrl: string, use: (url: string) => Promise<void>) {
  const name = `ooh_start_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  try {
    await use(url.toString());
  } finally {
    const dropper = new pg.Client({ connectionString: adminUrl });
    await dropper.connect();
    await dropper.query(`drop database if exists ${name} with (force)`);
    await dropper.end();
  }
}

const env = (extra: Record<string, string>) => ({
  DATA_DIR: mkdtempSync(join(tmpdir(), 'ooh-start-')),
  JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
  LOG_LEVEL: 'silent',
  ...extra,
});

describe('start-up on a new database (docs/domain.md, "Safe defaults")', () => {
  it.skipIf(!postgresUrl)(
    'gives an empty PostgreSQL no demo accounts unless SEED=true',
    async () => {
      await withPostgresDatabase(postgresUrl ?? '', async (url) => {
        const started = await startServer(loadConfig(env({ DATABASE_URL: url })));
        try {
          expect(started).toMatchObject({ seeded: false, demo: false, hasAdmin: false });
          const [row] = await started.connection.db.select({ value: count() }).from(users);
          expect(row?.value).toBe(0);
        } finally {
          await started.app.close();
          await started.connection.close();
        }
      });
    },
    60_000,
  );

  it.skipIf(!postgresUrl)(
    'opens at most DATABASE_POOL_MAX connections to PostgreSQL in all, however many queries wait',
    async () => {
      await withPostgresDatabase(postgresUrl ?? '', async (url) => {
        const started = await startServer(loadConfig(env({ DATABASE_URL: url, DATABASE_POOL_MAX: '3' })));
        const { db } = started.connection;
        const watcher = new pg.Client({ connectionString: url });
        await watcher.connect();
        try {
          // The server's sessions, by the names its two pools give them (db/connection.ts).
          const sessions = async () =>
            (
              await watcher.query<{ name: string; n: number }>(
                `select application_name as name, count(*)::int as n from pg_stat_activity
                 where datname = current_database() and application_name = any($1) group by 1`,
                [[QUERY_APPLICATION_NAME, PREPARED_APPLICATION_NAME]],
              )
            ).rows;
          const backendOf = (on: typeof db) => async () =>
            (await on.execute(sql`select pg_backend_pid() as pid, pg_sleep(0.05)`)) as unknown as {
              rows: [{ pid: number }];
            };
          // Twelve queries waiting on each pool at once, and the sessions counted while they run.
          const load = Promise.all([
            ...Array.from({ length: 12 }, backendOf(db)),
            ...Array.from({ length: 12 }, backendOf(preparedDbOf(db))),
          ]);
          await new Promise((resolve) => setTimeout(resolve, 100));
          const during = await sessions();
          const pids = new Set((await load).map((result) => result.rows[0].pid));
          // 3 = 2 for the prepared statements (half, rounded up) + 1 for the rest: never more in all.
          expect(pids.size).toBe(3);
          expect(Object.fromEntries(during.map((row) => [row.name, row.n]))).toEqual({
            [PREPARED_APPLICATION_NAME]: 2,
            [QUERY_APPLICATION_NAME]: 1,
          });
        } finally {
          await watcher.end();
          await started.app.close();
          await started.connection.close();
        }
      });
    },
    60_000,
  );

  it('shares DATABASE_POOL_MAX between the pool of prepared statements and the rest', () => {
    expect(poolShares(10)).toEqual({ prepared: 5, queries: 5 });
    expect(poolShares(3)).toEqual({ prepared: 2, queries: 1 });
    expect(poolShares(2)).toEqual({ prepared: 1, queries: 1 });
    // One connection: one pool, prepared statements planned as PostgreSQL chooses.
    expect(poolShares(1)).toEqual({ prepared: 0, queries: 1 });
  });

  // An embedded data folder, whichever database the run uses (test/database.ts, onPostgresRun).
  it.skipIf(onPostgresRun)(
    'seeds the embedded database as a demo by default, and not with SEED=false',
    async () => {
      const demo = await startServer(loadConfig(env({})));
      try {
        expect(demo).toMatchObject({ seeded: true, demo: true, hasAdmin: true });
      } finally {
        await demo.app.close();
        await demo.connection.close();
      }
      const bare = await startServer(loadConfig(env({ SEED: 'false' })));
      try {
        expect(bare).toMatchObject({ seeded: false, demo: false, hasAdmin: false });
      } finally {
        await bare.app.close();
        await bare.connection.close();
      }
    },
    90_000,
  );
});
