import { createReadStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { DatabaseKind } from '../../db/connection.ts';
import { type MigrationLevel, type RowQuery, readMigrationLevel } from '../../db/migrations.ts';
import { checkPgTool, pgToolConnection, runPgTool } from '../pg-tools.ts';
import { ENTRIES } from './archive.ts';
import { BACKUP_FENCE_KEY } from './fence.ts';

/**
 * A consistent copy of the database, and what it holds: the row counts and the stored files its rows name are
 * read in the same snapshot as the copy, so the manifest and the upload list agree with it exactly.
 */
export interface DatabaseSnapshot {
  kind: DatabaseKind;
  takenAt: Date;
  migration: MigrationLevel | null;
  tables: Record<string, number>;
  /** The `files` rows' keys and sizes: the uploads the backup must hold. */
  files: Array<{ key: string; size: number }>;
  serverVersion?: string;
  /** The archive entry of the copy. */
  entry: { name: string; size: number; open(): Readable };
  /** Ends the snapshot (PostgreSQL: its transaction and the fence), removes its temporary file. */
  release(): Promise<void>;
}

/**
 * What a snapshot reads beside the copy, through a query running inside it (and what a restore or a move checks
 * it arrived whole by): the rows of every table of the `public` schema, the stored files the rows name, the schema
 * level.
 */
export async function describeDatabase(query: RowQuery) {
  const tableNames = (
    await query<{ name: string }>(
      `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and c.relkind in ('r', 'p') order by c.relname`,
    )
  ).map((row) => row.name);
  const tables: Record<string, number> = {};
  if (tableNames.length) {
    const counts = await query<{ name: string; rows: number | string }>(
      tableNames
        .map((name) => `select '${name}' as name, count(*) as rows from public."${name.replace(/"/g, '""')}"`)
        .join(' union all '),
    );
    for (const row of counts) tables[row.name] = Number(row.rows);
  }
  const files = tableNames.includes('files')
    ? (
        await query<{ key: string; size: number | string }>(
          'select storage_key as key, size from files order by storage_key',
        )
      ).map((row) => ({ key: row.key, size: Number(row.size) }))
    : [];
  return { tables, files, migration: await readMigrationLevel(query) };
}

/**
 * The embedded database, from inside the process that holds it. PGlite runs one statement at a time, and a
 * transaction holds it for itself (every query outside waits for the transaction), so inside this one transaction
 * nothing else changes the database: the counts, the file list and `dumpDataDir` all see one moment. The dump is
 * the data folder as it is on disk at that moment, every committed transaction in its write-ahead log (PGlite
 * writes the log at commit), which PostgreSQL's start-up recovery makes whole again when the copy is opened: the
 * same copy `PGlite.clone()` makes. It is held in memory (about the database's size) until written out.
 */
export async function snapshotPglite(client: PGlite): Promise<DatabaseSnapshot> {
  return client.transaction(async (tx) => {
    const query: RowQuery = async <T>(text: string) => (await tx.query<T>(text)).rows;
    const takenAt = new Date();
    const described = await describeDatabase(query);
    // dumpDataDir waits only for the statement under way (none: this transaction runs nothing meanwhile).
    const dump = Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer());
    return {
      kind: 'pglite' as const,
      takenAt,
      ...described,
      entry: { name: ENTRIES.pglite, size: dump.length, open: () => Readable.from([dump]) },
      release: async () => {},
    };
  });
}

/**
 * A PostgreSQL database, from any process: pg_dump in the snapshot of a transaction opened here (REPEATABLE READ,
 * exported with `pg_export_snapshot()` and handed to `pg_dump --snapshot`), so the counts and the file list are of
 * the very state pg_dump writes. The backup fence (fence.ts) is taken first and held until `release()`: stored
 * files are not removed until the backup has copied them. The dump goes to a temporary file, since an archive
 * entry needs its length first.
 */
export async function snapshotPostgres(databaseUrl: string): Promise<DatabaseSnapshot> {
  const client = new pg.Client({ connectionString: databaseUrl, application_name: 'ooh-backup' });
  await client.connect();
  const folder = await mkdtemp(join(tmpdir(), 'ooh-backup-'));
  const release = async () => {
    await client.query('rollback').catch(() => {});
    await client.end().catch(() => {});
    await rm(folder, { recursive: true, force: true });
  };
  try {
    const [version] = (
      await client.query<{ num: string; text: string }>(
        `select current_setting('server_version_num') as num, current_setting('server_version') as text`,
      )
    ).rows;
    await checkPgTool('pg_dump', Number(version?.num));
    // Session-level: it outlives the transaction below, until the connection ends.
    await client.query('select pg_advisory_lock($1)', [BACKUP_FENCE_KEY]);
    await client.query('begin isolation level repeatable read read only');
    const [exported] = (await client.query<{ id: string }>('select pg_export_snapshot() as id')).rows;
    const takenAt = new Date();
    const query: RowQuery = async <T>(text: string) => (await client.query(text)).rows as T[];
    const described = await describeDatabase(query);
    const file = join(folder, 'postgres.dump');
    const connection = pgToolConnection(databaseUrl);
    await runPgTool(
      'pg_dump',
      [
        '--format=custom',
        '--compress=0',
        `--snapshot=${exported?.id}`,
        '--no-owner',
        '--no-privileges',
        `--file=${file}`,
        `--dbname=${connection.dbname}`,
      ],
      { env: connection.env },
    );
    const { size } = await stat(file);
    return {
      kind: 'postgres',
      takenAt,
      ...described,
      serverVersion: version?.text,
      entry: { name: ENTRIES.postgres, size, open: () => createReadStream(file) },
      release,
    };
  } catch (error) {
    await release();
    throw error;
  }
}
