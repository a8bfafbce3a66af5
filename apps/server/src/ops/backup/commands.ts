import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { createStorage } from '../../adapters/storage.ts';
import type { Config } from '../../config.ts';
import { openPglite } from '../../db/connection.ts';
import { DataDirLockedError } from '../../db/lock.ts';
import type { BackupManifest } from './archive.ts';
import { backupFileName, backupToFile, pgliteSource, postgresSource } from './backup.ts';
import { requestBackup } from './control.ts';
import { type RestoreTarget, restoreBackup } from './restore.ts';

export type BackupConfig = Pick<Config, 'dataDir' | 'databaseUrl' | 'uploadDir' | 's3' | 'backupDir'>;

export class BackupCommandError extends Error {}

/** Where `npm run backup` writes: `--to` a file (`.tar.gz`) or folder, else BACKUP_DIR, under a timestamped name. */
export function backupTarget(config: BackupConfig, to: string | undefined, at = new Date()): string {
  if (to?.endsWith('.tar.gz')) return to;
  return join(to ?? config.backupDir, backupFileName(at));
}

/**
 * `npm run backup`: PostgreSQL through pg_dump from here; the embedded database through the server that holds it
 * (control.ts) when one runs, else opened here (the data folder's lock keeps a server from starting meanwhile).
 */
export async function runBackup(config: BackupConfig, to?: string) {
  const file = backupTarget(config, to);
  const storage = createStorage(config);
  if (config.databaseUrl)
    return {
      ...(await backupToFile(postgresSource(config.databaseUrl, storage, config.dataDir), file)),
      via: 'pg_dump',
    };
  if (!existsSync(join(config.dataDir, 'pgdata', 'PG_VERSION')))
    throw new BackupCommandError(
      `There is no embedded database in ${config.dataDir} (set DATA_DIR, or DATABASE_URL for PostgreSQL).`,
    );
  let connection: Awaited<ReturnType<typeof openPglite>>;
  try {
    connection = await openPglite(config.dataDir);
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    return {
      ...(await backupToFile((out) => requestBackup(config.dataDir, out), file)),
      via: `the running server (pid ${error.pid})`,
    };
  }
  try {
    return {
      ...(await backupToFile(pgliteSource(connection, storage, config.dataDir), file)),
      via: 'the data folder (no server running)',
    };
  } finally {
    await connection.close();
  }
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** What a backup holds, in lines for the terminal. */
export function describeManifest(manifest: BackupManifest): string[] {
  const tables = Object.values(manifest.database.tables);
  const rows = tables.reduce((sum, count) => sum + count, 0);
  return [
    `  database: ${manifest.database.kind === 'pglite' ? 'embedded (PGlite)' : `PostgreSQL ${manifest.database.serverVersion ?? ''}`.trim()}, schema ${manifest.database.migration?.tag ?? 'not migrated'}, ${rows.toLocaleString('en')} rows in ${tables.length} tables`,
    `  uploads:  ${manifest.uploads.files.toLocaleString('en')} files (${megabytes(manifest.uploads.bytes)})`,
    `  taken at: ${manifest.createdAt} by release ${manifest.product}`,
  ];
}

function missingLines(missing: string[]): string[] {
  if (!missing.length) return [];
  return [
    `  warning:  ${missing.length} file(s) named by rows were not in the upload store when the backup was taken: ${missing.slice(0, 5).join(', ')}${missing.length > 5 ? ', …' : ''}`,
  ];
}

export async function backupCommand(config: BackupConfig, to?: string): Promise<string[]> {
  const done = await runBackup(config, to);
  return [
    `Backup written to ${done.file} (${megabytes(done.bytes)}), taken through ${done.via}:`,
    ...describeManifest(done.manifest),
    ...missingLines(done.missing),
  ];
}

export async function restoreCommand(config: RestoreTarget, file: string): Promise<string[]> {
  const done = await restoreBackup(file, config);
  return [
    `Restored ${file} into ${done.target}; every table holds the rows the backup counted:`,
    ...describeManifest(done.manifest),
    `  stored files restored: ${done.files}${config.s3 ? ` into bucket ${config.s3.bucket}` : ` into ${config.uploadDir}`}`,
    ...missingLines(done.missing),
    done.manifest.jwtSecret && !done.jwtSecret
      ? '  the data folder already had a signing secret (jwt-secret), kept: people sign in again'
      : '',
    'Start the server as usual: it applies any newer migrations of this release on start.',
  ].filter(Boolean);
}
