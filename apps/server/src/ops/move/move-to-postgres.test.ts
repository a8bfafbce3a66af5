import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { login } from '@ooh/api/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from '../../adapters/local-storage.ts';
import { type DatabaseConnection, openMemoryPglite, openPostgres } from '../../db/connection.ts';
import { DataDirLockedError, lockDataDir } from '../../db/lock.ts';
import { prepareDatabase } from '../../seed/index.ts';
import { DEMO_PASSWORD, TEST_NOW } from '../../test/constants.ts';
import { createTestDatabase } from '../../test/database.ts';
import { queryRows, setupTestApp } from '../../test/harness.ts';
import { MoveRefusedError, moveCommand, moveToPostgres } from './move-to-postgres.ts';

const onPostgres = process.env.TEST_DATABASE === 'postgres';
const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});
const folder = () => {
  const path = mkdtempSync(join(tmpdir(), 'ooh-move-'));
  folders.push(path);
  return path;
};

describe('moving the embedded database to PostgreSQL: refusals', () => {
  it('refuses while a server holds the data folder, without an embedded database, or without a PostgreSQL URL', async () => {
    const dataDir = folder();
    await expect(moveCommand({ dataDir }, 'postgres://127.0.0.1:1/none')).rejects.toThrow(
      /There is no embedded database in/,
    );
    mkdirSync(join(dataDir, 'pgdata'));
    writeFileSync(join(dataDir, 'pgdata', 'PG_VERSION'), '17\n');
    await expect(moveCommand({ dataDir }, 'mysql://db/ooh')).rejects.toBeInstanceOf(MoveRefusedError);
    // A server runs on it (here, this process holds its lock): it could write while the rows are copied.
    const lock = lockDataDir(dataDir);
    try {
      await expect(moveCommand({ dataDir }, 'postgres://127.0.0.1:1/none')).rejects.toBeInstanceOf(
        DataDirLockedError,
      );
    } finally {
      lock.release();
    }
  });
});

/** Rows of every table of the public schema, counted with plain SQL on each side. */
async function countsOf(connection: DatabaseConnection): Promise<Record<string, number>> {
  const tables = await queryRows<{ name: string }>(
    connection,
    sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    const [row] = await queryRows<{ n: number }>(
      connection,
      sql.raw(`select count(*)::int as n from "${name}"`),
    );
    counts[name] = row?.n ?? -1;
  }
  return counts;
}

describe.runIf(onPostgres)('moving the embedded database to PostgreSQL', () => {
  let source: DatabaseConnection;
  let target: DatabaseConnection & { url?: string };
  beforeAll(async () => {
    // The demo data, seeded into an embedded database as `npm start` does on a first run.
    source = await openMemoryPglite();
    await source.exclusive((maintenance) =>
      prepareDatabase(maintenance, {
        demoPassword: DEMO_PASSWORD,
        now: TEST_NOW,
        storage: createLocalStorage(join(folder(), 'uploads')),
      }),
    );
    target = await createTestDatabase();
  });
  afterAll(async () => {
    await source?.close();
    await target?.close();
  });

  it('copies every table of the demo data into an empty database, row for row, with working sequences and counters', async () => {
    const url = target.url;
    if (!url) throw new Error('the test database has no URL');
    const moved = await moveToPostgres(source, url);

    const before = await countsOf(source);
    const after = await countsOf(target);
    expect(after).toEqual(before);
    expect(Object.keys(before).length).toBeGreaterThan(40);
    expect(moved.tables.reduce((sum, table) => sum + table.rows, 0)).toBe(
      Object.values(before).reduce((sum, rows) => sum + rows, 0),
    );
    // The counters are the embedded database's, not counted again while the rows arrived.
    const counters = sql`select key, value::text as value from list_counters order by key`;
    expect(await queryRows(target, counters)).toEqual(await queryRows(source, counters));
    // So are the map's cells (kept by the sites' triggers, off while the sites arrived): not counted twice.
    const cells = sql`select status, region_id, city_id, location_id, medium_id, cell_latitude, cell_longitude, sites
      from site_map_cells order by 1, 2, 3, 4, 5, 6, 7`;
    const sourceCells = await queryRows(source, cells);
    expect(sourceCells.length).toBeGreaterThan(0);
    expect(await queryRows(target, cells)).toEqual(sourceCells);
    // Values survive their trip through text: timestamps to the microsecond, money, ranges, JSON.
    const sample = sql`select (select string_agg(created_at::text || budget::text, ',' order by id) from briefs) as briefs,
      (select string_agg(during::text, ',' order by plan_site_id) from bookings) as bookings,
      (select string_agg(snapshot::text, ',' order by id) from plan_versions) as versions`;
    expect(await queryRows(target, sample)).toEqual(await queryRows(source, sample));
    // Every foreign key is back, and the sequences go on where the embedded database left them.
    const keys = sql`select count(*)::int as n from pg_constraint where contype = 'f' and connamespace = 'public'::regnamespace`;
    expect(await queryRows(target, keys)).toEqual(await queryRows(source, keys));
    const next = sql`select nextval('brief_number_seq')::int as brief_number, (select max(id) from regions) as regions`;
    const [sourceNext] = await queryRows(source, next);
    const [targetNext] = await queryRows(target, next);
    expect(targetNext).toEqual(sourceNext);
    const [region] = await queryRows<{ id: number }>(
      target,
      sql`insert into regions (name) values ('Moved region') returning id`,
    );
    expect(region?.id).toBe(Number((sourceNext as { regions: number }).regions) + 1);

    // A server on the moved database: the demo accounts sign in.
    const server = await setupTestApp({ ownConnection: openPostgres(url, { poolMax: 2 }) });
    try {
      const signedIn = await server.call({
        method: 'POST',
        url: `/api${login.path}`,
        payload: { email: 'admin@demo.local', password: DEMO_PASSWORD },
      });
      expect(signedIn.statusCode).toBe(200);
    } finally {
      await server.close();
    }
  });

  it('refuses a target that is not a new database, leaving it as it was', async () => {
    const url = target.url;
    if (!url) throw new Error('the test database has no URL');
    const before = await countsOf(target);
    const refused = moveToPostgres(source, url);
    await expect(refused).rejects.toBeInstanceOf(MoveRefusedError);
    await expect(refused).rejects.toThrow(/The target database is not empty \(it has tables\)/);
    expect(await countsOf(target)).toEqual(before);
  });
});
