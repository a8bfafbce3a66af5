import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { migrationsFolder } from '../paths.ts';
import type { Db } from './connection.ts';

/**
 * How the schema is upgraded (docs/operations.md, "Upgrading"), and what Drizzle's migrators do for it, read in
 * drizzle-orm 0.45 (`PgDialect.migrate`, shared by the PGlite and node-postgres migrators):
 * - forward only: the committed SQL files are applied in the journal's order, each once; the database records
 *   every applied file in `drizzle.__drizzle_migrations` with its journal time (`created_at`), and a file runs only
 *   when its time is later than the last recorded one. There are no down migrations: going back is restoring a
 *   backup made before the upgrade;
 * - in one transaction: every pending file, and its record, in a single `BEGIN … COMMIT` (PGlite's
 *   `transaction()`, a `begin`/`commit` on one pooled connection with node-postgres). A failing statement rolls
 *   the whole upgrade back, and the server starts on nothing half-changed (db/migrations.test.ts);
 * - under the existing lock: `DatabaseConnection.exclusive` runs it, holding the data folder's lock file on PGlite
 *   (no second process can open the folder) and a PostgreSQL advisory lock on the migrating connection, so
 *   servers starting together against one database migrate once (db/migrations.test.ts on PostgreSQL).
 * Drizzle does nothing when the database is *ahead* of the code (a newer release migrated it, then an older one
 * was started on it); `migrateForward` refuses that case, since the older code would run on a schema it does not
 * know.
 */

export interface MigrationEntry {
  /** The file's name without `.sql`: `0017_competitors`. */
  tag: string;
  /** The journal's time for it, which the database records as `created_at`. */
  when: number;
}

/** The committed migrations, in order (drizzle/meta/_journal.json). */
export function journalOf(folder = migrationsFolder()): MigrationEntry[] {
  const journal = JSON.parse(readFileSync(join(folder, 'meta', '_journal.json'), 'utf8')) as {
    entries: MigrationEntry[];
  };
  return journal.entries.map(({ tag, when }) => ({ tag, when }));
}

export interface MigrationLevel {
  /** Migrations recorded as applied. */
  applied: number;
  /** The last applied one, named from this release's journal (null when the journal does not know it). */
  tag: string | null;
  when: number;
}

/** A raw query answering rows: a Drizzle handle, or a client inside a snapshot (ops/backup/snapshot.ts). */
export type RowQuery = <T>(text: string) => Promise<T[]>;

/** Rows of a raw query through Drizzle; both drivers answer `{ rows }`, which the shared Db type cannot express. */
export const rowQueryOf =
  (db: Db): RowQuery =>
  async <T>(text: string) =>
    ((await db.execute(sql.raw(text))) as unknown as { rows: T[] }).rows;

/** The schema level of a database: null when no migration ever ran on it. */
export async function readMigrationLevel(
  query: RowQuery,
  folder = migrationsFolder(),
): Promise<MigrationLevel | null> {
  const [table] = await query<{ name: string | null }>(
    `select to_regclass('drizzle.__drizzle_migrations')::text as name`,
  );
  if (!table?.name) return null;
  const [last] = await query<{ applied: number | string; when: number | string | null }>(
    'select count(*) as applied, max(created_at) as when from drizzle.__drizzle_migrations',
  );
  if (!last || last.when === null) return null;
  const when = Number(last.when);
  return {
    applied: Number(last.applied),
    tag: journalOf(folder).find((entry) => entry.when === when)?.tag ?? null,
    when,
  };
}

export const migrationLevel = (db: Db, folder = migrationsFolder()) =>
  readMigrationLevel(rowQueryOf(db), folder);

/** The database was migrated by a newer release than the running code. */
export class DatabaseNewerError extends Error {
  constructor(
    readonly level: MigrationLevel,
    readonly newest: MigrationEntry,
  ) {
    super(
      `The database was migrated by a newer release than this one (its last migration dates from ${new Date(level.when).toISOString()}; this release knows migrations up to ${newest.tag}). ` +
        'Run the newer release, or restore a backup made by this one (docs/operations.md, "Upgrading").',
    );
  }
}

/** Applies the pending migrations (`apply`, Drizzle's migrator), refusing a database ahead of this code. */
export async function migrateForward(
  db: Db,
  apply: () => Promise<void>,
  folder = migrationsFolder(),
): Promise<void> {
  const newest = journalOf(folder).at(-1);
  const level = await migrationLevel(db, folder);
  if (newest && level && level.when > newest.when) throw new DatabaseNewerError(level, newest);
  await apply();
}
