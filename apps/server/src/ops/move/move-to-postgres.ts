import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import pg from 'pg';
import type { Config } from '../../config.ts';
import { type DatabaseConnection, openPglite, openPostgres } from '../../db/connection.ts';
import { type MigrationLevel, migrationLevel, rowQueryOf } from '../../db/migrations.ts';
import { describeDatabase } from '../backup/snapshot.ts';
import { postgresIsEmpty, wipePostgres } from '../pg-tools.ts';

/**
 * Moving the embedded database to PostgreSQL (docs/operations.md, "Moving to PostgreSQL"), for the day one machine
 * is not enough. The target is migrated with the same committed migrations, so its schema is the one a server
 * would make; then every table's rows are copied in one transaction on the target:
 * - foreign keys are dropped first and added again at the end (PostgreSQL checks every row then), so the order of
 *   the tables does not matter, cycles and self-references included (a site image names its duplicate);
 * - the tables' own triggers (the list counters of migration 0007 and later) are off while rows arrive, and the
 *   counters table is copied like any other: the counts are the embedded database's, not counted twice;
 * - every value travels as PostgreSQL's text form (`::text` out, the column's type in), which each type reads back
 *   exactly: timestamps to the microsecond, numerics, ranges, arrays, JSON;
 * - sequences (the identity columns', the brief numbers') are set to where the embedded database left them.
 * The target must be a new, empty database (no tables: pg-tools.ts `postgresIsEmpty`); the rows the migrations
 * themselves insert (lookup lists) are emptied before the copy, which brings the embedded database's own. A move
 * that fails leaves the target empty again.
 */
export class MoveRefusedError extends Error {}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Rows per INSERT: well under the 65,535 parameters of one statement for the widest table. */
const BATCH_PARAMETERS = 30_000;

export interface MoveSummary {
  migration: MigrationLevel | null;
  tables: Array<{ name: string; rows: number }>;
  sequences: number;
}

async function columnsOf(query: (text: string) => Promise<Array<{ table: string; column: string }>>) {
  const rows = await query(
    `select c.relname as table, a.attname as column from pg_attribute a
     join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind in ('r', 'p') and a.attnum > 0 and not a.attisdropped
       and a.attgenerated = '' order by c.relname, a.attnum`,
  );
  const columns = new Map<string, string[]>();
  for (const row of rows) columns.set(row.table, [...(columns.get(row.table) ?? []), row.column]);
  return columns;
}

async function refuseUnlessEmpty(targetUrl: string) {
  if (!(await postgresIsEmpty(targetUrl)).empty)
    throw new MoveRefusedError(
      'The target database is not empty (it has tables). The move never writes into a database in use: create a new one (createdb) and give its URL.',
    );
}

async function copyTable(
  source: Transaction,
  target: pg.Client,
  table: string,
  columns: string[],
): Promise<number> {
  const perBatch = Math.max(1, Math.floor(BATCH_PARAMETERS / columns.length));
  const list = columns.map(quote).join(', ');
  await source.query(
    `declare move_rows no scroll cursor for select ${columns.map((column) => `${quote(column)}::text`).join(', ')} from ${quote(table)}`,
  );
  let copied = 0;
  for (;;) {
    const { rows } = await source.query<unknown[]>(`fetch ${perBatch} from move_rows`, [], {
      rowMode: 'array',
    });
    if (!rows.length) break;
    const values = rows.map(
      (_, row) => `(${columns.map((__, column) => `$${row * columns.length + column + 1}`).join(', ')})`,
    );
    await target.query(
      `insert into ${quote(table)} (${list}) overriding system value values ${values.join(', ')}`,
      rows.flat(),
    );
    copied += rows.length;
  }
  await source.query('close move_rows');
  return copied;
}

/** Copies a migrated embedded database into the empty PostgreSQL database at `targetUrl`. */
export async function moveToPostgres(source: DatabaseConnection, targetUrl: string): Promise<MoveSummary> {
  const client: PGlite | undefined = source.pglite;
  if (!client) throw new Error('the source must be the embedded database');
  await refuseUnlessEmpty(targetUrl);
  const target = openPostgres(targetUrl, { poolMax: 2 });
  try {
    // Both at this release's schema: the source as a server would leave it at start, the target made by it.
    await source.exclusive((maintenance) => maintenance.migrate());
    await target.exclusive((maintenance) => maintenance.migrate());
    const sourceColumns = await columnsOf(rowQueryOf(source.db));
    const targetColumns = await columnsOf(rowQueryOf(target.db));
    for (const [table, columns] of sourceColumns)
      if (targetColumns.get(table)?.join() !== columns.join())
        throw new Error(
          `table ${table} differs between the embedded database and the target after migrating`,
        );

    const writer = new pg.Client({ connectionString: targetUrl, application_name: 'ooh-move' });
    await writer.connect();
    try {
      await writer.query('begin');
      const { rows: foreignKeys } = await writer.query<{ table: string; name: string; definition: string }>(
        `select c.conrelid::regclass::text as table, c.conname as name, pg_get_constraintdef(c.oid) as definition
         from pg_constraint c where c.contype = 'f' and c.connamespace = 'public'::regnamespace`,
      );
      for (const key of foreignKeys)
        await writer.query(`alter table ${key.table} drop constraint ${quote(key.name)}`);
      for (const table of sourceColumns.keys())
        await writer.query(`alter table ${quote(table)} disable trigger user`);
      await writer.query(`truncate ${[...sourceColumns.keys()].map(quote).join(', ')}`);
      const copied: MoveSummary['tables'] = [];
      await client.transaction(async (tx) => {
        for (const [table, columns] of sourceColumns)
          copied.push({ name: table, rows: await copyTable(tx, writer, table, columns) });
      });
      for (const table of sourceColumns.keys())
        await writer.query(`alter table ${quote(table)} enable trigger user`);
      for (const key of foreignKeys)
        await writer.query(`alter table ${key.table} add constraint ${quote(key.name)} ${key.definition}`);
      const { rows: sequences } = await client.query<{ name: string; last: string | null; start: string }>(
        `select sequencename as name, last_value::text as last, start_value::text as start
         from pg_sequences where schemaname = 'public'`,
      );
      for (const sequence of sequences)
        await writer.query(
          sequence.last === null ? 'select setval($1, $2, false)' : 'select setval($1, $2, true)',
          [`public.${quote(sequence.name)}`, sequence.last ?? sequence.start],
        );
      await writer.query('commit');

      const before = await describeDatabase(rowQueryOf(source.db));
      const after = await describeDatabase(rowQueryOf(target.db));
      const wrong = Object.keys(before.tables).filter((name) => before.tables[name] !== after.tables[name]);
      if (wrong.length) throw new Error(`the copy's row counts differ for ${wrong.join(', ')}`);
      return { migration: await migrationLevel(target.db), tables: copied, sequences: sequences.length };
    } catch (error) {
      await writer.query('rollback').catch(() => {});
      throw error;
    } finally {
      await writer.end();
    }
  } catch (error) {
    await target.close();
    await wipePostgres(targetUrl).catch(() => {});
    throw error;
  } finally {
    await target.close().catch(() => {});
  }
}

/** `npm run move-to-postgres -- --to postgres://…`: the embedded database of DATA_DIR, the server stopped. */
export async function moveCommand(config: Pick<Config, 'dataDir'>, targetUrl: string): Promise<string[]> {
  if (!/^postgres(ql)?:\/\//.test(targetUrl))
    throw new MoveRefusedError(`--to must be a PostgreSQL URL, postgres://user:password@host:5432/database`);
  if (!existsSync(join(config.dataDir, 'pgdata', 'PG_VERSION')))
    throw new MoveRefusedError(`There is no embedded database in ${config.dataDir} to move (set DATA_DIR).`);
  // The data folder's lock: refused (DataDirLockedError) while a server runs on it, which could write meanwhile.
  const source = await openPglite(config.dataDir);
  try {
    const moved = await moveToPostgres(source, targetUrl);
    const rows = moved.tables.reduce((sum, table) => sum + table.rows, 0);
    return [
      `Moved ${rows.toLocaleString('en')} rows in ${moved.tables.length} tables and ${moved.sequences} sequences to PostgreSQL (schema ${moved.migration?.tag}); every table's count matches.`,
      'Next: start the server with DATABASE_URL set to that database, keeping DATA_DIR (the uploads folder and the',
      'signing secret are there), or UPLOAD_DIR/S3_* and JWT_SECRET as before. The embedded database is left as it was.',
    ];
  } finally {
    await source.close();
  }
}
