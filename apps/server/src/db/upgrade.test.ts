import { readFileSync } from 'node:fs';
import { fetchNotifications, login } from '@ooh/api/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/database.ts';
import { queryRows, setupTestApp, type TestContext } from '../test/harness.ts';
import { type DatabaseConnection, openMemoryPglite, openPostgres } from './connection.ts';
import { DatabaseNewerError, journalOf, migrationLevel } from './migrations.ts';
import {
  loadPreviousReleaseData,
  migrationsUpTo,
  PREVIOUS_RELEASE_DUMP,
  PREVIOUS_RELEASE_TAG,
} from './previous-release/previous-release.ts';

const onPostgres = process.env.TEST_DATABASE === 'postgres';
const newest = journalOf().at(-1);

/**
 * A database as the previous release left it: on PGlite, its real data folder (previous-release/pgdata.tar.gz);
 * on PostgreSQL, a fresh database migrated with that release's migrations and given the same rows.
 */
async function previousReleaseDatabase(): Promise<DatabaseConnection & { url?: string }> {
  if (!onPostgres) return openMemoryPglite({ loadDataDir: new Blob([readFileSync(PREVIOUS_RELEASE_DUMP)]) });
  const connection = await createTestDatabase();
  await connection.exclusive((maintenance) => maintenance.migrate(migrationsUpTo(PREVIOUS_RELEASE_TAG)));
  await loadPreviousReleaseData(connection.db);
  return connection;
}

// One database for the file, taken through an upgrade step by step (the tests run in order): loading the fixture
// is most of the file's time.
let connection: DatabaseConnection & { url?: string };
let app: TestContext | null = null;
beforeAll(async () => {
  connection = await previousReleaseDatabase();
});
afterAll(async () => {
  if (app) await app.close();
  else await connection?.close();
});

const COUNTED = sql`select 'users' as table, count(*)::int as rows from users
  union all select 'sites', count(*)::int from sites
  union all select 'briefs', count(*)::int from briefs
  union all select 'plan_sites', count(*)::int from plan_sites
  union all select 'notifications', count(*)::int from notifications
  union all select 'files', count(*)::int from files`;
/** The list counters: an upgrade keeps every one with its value, and may add the counters of new lists. */
const COUNTERS = sql`select key, value::int as value from list_counters order by key`;

describe('upgrading a database of the previous release', () => {
  it('rolls back every pending migration when one of them fails, leaving the database as it was', async () => {
    const withBrokenMigration = migrationsUpTo(newest?.tag ?? PREVIOUS_RELEASE_TAG, [
      {
        tag: '9999_broken',
        sql: 'CREATE TABLE "upgrade_probe" ("id" integer);\n--> statement-breakpoint\nSELECT 1 / 0;',
      },
    ]);

    await expect(
      connection.exclusive((maintenance) => maintenance.migrate(withBrokenMigration)),
    ).rejects.toThrow();

    // Neither the newest release's migration nor the broken one's first statement stayed.
    expect((await migrationLevel(connection.db))?.tag).toBe(PREVIOUS_RELEASE_TAG);
    const [tables] = await queryRows<{ probe: string | null; competitors: string | null }>(
      connection,
      sql`select to_regclass('upgrade_probe')::text as probe, to_regclass('competitors')::text as competitors`,
    );
    expect(tables).toEqual({ probe: null, competitors: null });
  });

  it('migrates it to the newest schema and keeps its data, which the API then serves', async () => {
    expect((await migrationLevel(connection.db))?.tag).toBe(PREVIOUS_RELEASE_TAG);
    const before = await queryRows<{ table: string; rows: number }>(connection, COUNTED);
    const countersBefore = await queryRows<{ key: string; value: number }>(connection, COUNTERS);
    expect(countersBefore.length).toBeGreaterThan(0);

    await connection.exclusive((maintenance) => maintenance.migrate());

    const level = await migrationLevel(connection.db);
    expect(level).toMatchObject({ tag: newest?.tag, applied: journalOf().length });
    // The newest release's tables are there, empty.
    expect(await queryRows(connection, sql`select id from competitors`)).toEqual([]);
    const after = await queryRows<{ table: string; rows: number }>(connection, COUNTED);
    expect(after).toEqual(before);
    expect(await queryRows(connection, COUNTERS)).toEqual(expect.arrayContaining(countersBefore));
    expect(before.every((row) => row.rows > 0)).toBe(true);
    const [brief] = await queryRows<Record<string, unknown>>(
      connection,
      sql`select brief_number, campaign_name, budget::text as budget, notes, start_date::text as start_date
          from briefs`,
    );
    expect(brief).toEqual({
      brief_number: 'BR-2026-0001',
      campaign_name: 'Fixture Ramadan launch',
      budget: '250000.75',
      notes: 'Kept across the upgrade',
      start_date: '2027-02-01',
    });
    // The counters the previous release's triggers kept still count its rows.
    expect(
      await queryRows(connection, sql`select key, value::int as value from list_counters order by key`),
    ).toEqual(
      expect.arrayContaining([
        { key: 'briefs:status:approved', value: 1 },
        { key: 'plans:status:inprogress', value: 1 },
        { key: 'clients', value: 1 },
        { key: 'sites:status:approved', value: 2 },
      ]),
    );

    // The app on the upgraded database: the old password hash signs in, the old notification is listed.
    const t = await setupTestApp({ ownConnection: connection });
    app = t;
    const signedIn = await t.call({
      method: 'POST',
      url: `/api${login.path}`,
      payload: { email: 'fixture-kam@example.com', password: 'fixture-password-0016' },
    });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().userData).toMatchObject({ email: 'fixture-kam@example.com' });
    const notifications = await t.call({
      method: 'GET',
      url: `/api${fetchNotifications.path}`,
      token: await t.tokenFor('fixture-admin@example.com'),
    });
    expect(notifications.statusCode).toBe(200);
    expect(notifications.json().notifications).toEqual([
      expect.objectContaining({ title: 'Brief approved', body: 'BR-2026-0001 was approved.' }),
    ]);
  });

  it('refuses a database a newer release has migrated, instead of running on a schema it does not know', async () => {
    await connection.db.execute(
      sql`insert into drizzle.__drizzle_migrations (hash, created_at) values ('from-the-future', ${(newest?.when ?? 0) + 60_000})`,
    );

    const refused = connection.exclusive((maintenance) => maintenance.migrate());
    await expect(refused).rejects.toBeInstanceOf(DatabaseNewerError);
    await expect(refused).rejects.toThrow(/migrated by a newer release/);
  });

  it.runIf(onPostgres)('migrates once when two servers start together on one database', async () => {
    // A database of its own: the file's one is migrated by now.
    const fresh = await createTestDatabase();
    const url = fresh.url;
    if (!url) throw new Error('the PostgreSQL test database has no URL');
    const servers = [openPostgres(url), openPostgres(url)];
    try {
      await Promise.all(servers.map((server) => server.exclusive((maintenance) => maintenance.migrate())));
    } finally {
      await Promise.all(servers.map((server) => server.close()));
    }
    const [applied] = await queryRows<{ count: number }>(
      fresh,
      sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
    );
    await fresh.close();
    expect(applied?.count).toBe(journalOf().length);
  });
});
