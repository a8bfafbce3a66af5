import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { users } from './db/schema.ts';
import { startServer } from './start.ts';

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
    'opens at most DATABASE_POOL_MAX connections to PostgreSQL, however many queries wait',
    async () => {
      await withPostgresDatabase(postgresUrl ?? '', async (url) => {
        const started = await startServer(loadConfig(env({ DATABASE_URL: url, DATABASE_POOL_MAX: '2' })));
        try {
          const backends = await Promise.all(
            Array.from({ length: 8 }, () =>
              started.connection.db.execute(sql`select pg_backend_pid() as pid, pg_sleep(0.05)`),
            ),
          );
          const pids = new Set(
            backends.map((result) => (result as unknown as { rows: [{ pid: number }] }).rows[0].pid),
          );
          expect(pids.size).toBe(2);
        } finally {
          await started.app.close();
          await started.connection.close();
        }
      });
    },
    60_000,
  );

  it('seeds the embedded database as a demo by default, and not with SEED=false', async () => {
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
  }, 90_000);
});
