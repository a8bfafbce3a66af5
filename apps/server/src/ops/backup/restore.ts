import { createReadStream, existsSync, readdirSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join, relative, resolve, sep } from 'node:path';
import { createStorage } from '../../adapters/storage.ts';
import type { Config } from '../../config.ts';
import { type DatabaseConnection, openPglite, openPostgres } from '../../db/connection.ts';
import { journalOf, rowQueryOf } from '../../db/migrations.ts';
import type { Storage } from '../../deps.ts';
import { checkPgTool, pgToolConnection, postgresIsEmpty, runPgTool, wipePostgres } from '../pg-tools.ts';
import { type BackupManifest, ENTRIES, readAll, readArchive, readManifest } from './archive.ts';
import { describeDatabase } from './snapshot.ts';

/** The restore would overwrite something, or the backup does not fit the target: nothing was changed. */
export class RestoreRefusedError extends Error {}

export type RestoreTarget = Pick<Config, 'dataDir' | 'databaseUrl' | 'uploadDir' | 's3'>;

export interface RestoreSummary {
  manifest: BackupManifest;
  target: string;
  files: number;
  /** Keys the backup's rows named that its store did not hold when it was taken. */
  missing: string[];
  /** Whether the backup's signing secret was put in the data folder (false: it had one, or the backup none). */
  jwtSecret: boolean;
}

const inside = (folder: string, path: string) => {
  const rel = relative(resolve(folder), resolve(path));
  return rel === '' || (!rel.startsWith('..') && !rel.startsWith(sep));
};

/** The uploads are in the (empty, checked) embedded data folder: nothing more to check, all removed on undo. */
const uploadsGoWithDataDir = (target: RestoreTarget) =>
  !target.databaseUrl && target.s3 === null && inside(target.dataDir, target.uploadDir);

function isEmptyFolder(path: string): boolean {
  return !existsSync(path) || readdirSync(path).length === 0;
}

/** Refuses before anything is written: a backup of another kind or of a newer release, or a target in use. */
async function checkTarget(manifest: BackupManifest, target: RestoreTarget, file: string, storage: Storage) {
  const newest = journalOf().at(-1);
  const level = manifest.database.migration;
  if (level && newest && level.when > newest.when)
    throw new RestoreRefusedError(
      `${file} was made by a newer release (its schema is past ${newest.tag}, the newest this release knows). Restore it with that release.`,
    );
  if (manifest.database.kind === 'pglite' && target.databaseUrl)
    throw new RestoreRefusedError(
      `${file} is a backup of an embedded database, and DATABASE_URL is set. Restore it into an empty data folder (unset DATABASE_URL, set DATA_DIR), then move it with \`npm run move-to-postgres\`.`,
    );
  if (manifest.database.kind === 'postgres' && !target.databaseUrl)
    throw new RestoreRefusedError(
      `${file} is a backup of a PostgreSQL database: set DATABASE_URL to a new, empty database (createdb) to restore it into.`,
    );
  let serverVersionNum = 0;
  if (target.databaseUrl) {
    const state = await postgresIsEmpty(target.databaseUrl);
    if (!state.empty)
      throw new RestoreRefusedError(
        'The DATABASE_URL database is not empty (it has tables). A restore never overwrites a database: create a new one (createdb) and point DATABASE_URL at it.',
      );
    serverVersionNum = state.serverVersionNum;
    await checkPgTool('pg_restore', serverVersionNum);
  } else if (!isEmptyFolder(target.dataDir)) {
    const held = existsSync(join(target.dataDir, 'server.lock'));
    throw new RestoreRefusedError(
      `The data folder ${target.dataDir} is not empty${held ? ' (a server may be running on it: it has a lock file)' : ''}. A restore never overwrites a data folder: stop the server, move the folder aside (or set DATA_DIR to a new one), then restore.`,
    );
  }
  if (!uploadsGoWithDataDir(target) && (await storage.list()).length > 0)
    throw new RestoreRefusedError(
      `The upload store (${target.s3 ? `bucket ${target.s3.bucket}` : target.uploadDir}) is not empty. A restore never overwrites stored files: point it at an empty ${target.s3 ? 'bucket' : 'folder'}.`,
    );
}

/**
 * Brings an empty target back to the backup's moment (docs/operations.md, "Backups and restore"): the embedded
 * database into an empty DATA_DIR, or a PostgreSQL backup into the empty DATABASE_URL database (pg_restore, one
 * transaction); the stored files into the configured store; the signing secret into the data folder when it has
 * none. Then it counts every table's rows against the manifest. Anything failing after the first write undoes what
 * was written (the target was empty). The server migrates the database at its next start, as after any upgrade.
 */
export async function restoreBackup(file: string, target: RestoreTarget): Promise<RestoreSummary> {
  const manifest = await readManifest(file);
  const storage = createStorage(target);
  await checkTarget(manifest, target, file, storage);

  const written: string[] = [];
  let connection: DatabaseConnection | null = null;
  let databaseRestored = false;
  let missing: string[] = [];
  let jwtSecret = false;
  const dataDirWasAbsent = !existsSync(target.dataDir);
  try {
    for await (const entry of readArchive(createReadStream(file))) {
      if (entry.name === ENTRIES.pglite) {
        const dump = await readAll(entry.content);
        connection = await openPglite(target.dataDir, { loadDataDir: new Blob([dump]) });
        databaseRestored = true;
      } else if (entry.name === ENTRIES.postgres && target.databaseUrl) {
        const tool = pgToolConnection(target.databaseUrl);
        databaseRestored = true;
        await runPgTool(
          'pg_restore',
          [
            '--no-owner',
            '--no-privileges',
            '--exit-on-error',
            '--single-transaction',
            `--dbname=${tool.dbname}`,
          ],
          { env: tool.env, stdin: entry.content },
        );
      } else if (entry.name.startsWith(ENTRIES.uploads)) {
        const key = entry.name.slice(ENTRIES.uploads.length);
        await storage.put(key, await readAll(entry.content));
        written.push(key);
      } else if (entry.name === ENTRIES.missing) {
        missing = JSON.parse((await readAll(entry.content)).toString('utf8'));
      } else if (entry.name === ENTRIES.jwtSecret) {
        const path = join(target.dataDir, 'jwt-secret');
        if (!existsSync(path)) {
          writeFileSync(path, await readAll(entry.content), { mode: 0o600 });
          jwtSecret = true;
        }
      }
    }
    if (!databaseRestored) throw new RestoreRefusedError(`${file} holds no database`);
    if (target.databaseUrl) connection = openPostgres(target.databaseUrl, { poolMax: 1 });
    if (!connection) throw new Error('no connection to the restored database');
    const { tables } = await describeDatabase(rowQueryOf(connection.db));
    const wrong = Object.entries(manifest.database.tables).filter(([name, rows]) => tables[name] !== rows);
    if (wrong.length)
      throw new Error(
        `the restored database does not hold what the backup counted: ${wrong
          .map(([name, rows]) => `${name} ${tables[name] ?? 'absent'} rows (backup: ${rows})`)
          .join(', ')}`,
      );
    return {
      manifest,
      target: target.databaseUrl ? 'the DATABASE_URL database' : target.dataDir,
      files: written.length,
      missing,
      jwtSecret,
    };
  } catch (error) {
    await undo();
    throw error;
  } finally {
    await connection?.close();
  }

  async function undo() {
    await connection?.close().catch(() => {});
    connection = null;
    if (target.databaseUrl && databaseRestored) await wipePostgres(target.databaseUrl);
    if (!uploadsGoWithDataDir(target)) for (const key of written) await storage.remove(key).catch(() => {});
    if (!target.databaseUrl) {
      // The folder was empty (or absent) before: empty it again.
      if (dataDirWasAbsent) await rm(target.dataDir, { recursive: true, force: true });
      else
        for (const name of readdirSync(target.dataDir))
          await rm(join(target.dataDir, name), { recursive: true, force: true });
    } else if (jwtSecret) await rm(join(target.dataDir, 'jwt-secret'), { force: true });
  }
}
