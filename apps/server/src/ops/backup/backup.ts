import { createReadStream, createWriteStream, existsSync, readFileSync } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Writable } from 'node:stream';
import type { DatabaseConnection } from '../../db/connection.ts';
import { type Storage, StoredFileMissingError } from '../../deps.ts';
import { productVersion } from '../../paths.ts';
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  BackupFormatError,
  type BackupManifest,
  createArchiveWriter,
  ENTRIES,
  parseManifest,
  readAll,
  readArchive,
} from './archive.ts';
import { processFenceOf } from './fence.ts';
import { type DatabaseSnapshot, snapshotPglite, snapshotPostgres } from './snapshot.ts';

/** Where a backup comes from: the database's snapshot, the upload store, the data folder (its signing secret). */
export interface BackupSource {
  snapshot(): Promise<DatabaseSnapshot>;
  storage: Storage;
  dataDir: string;
  /** Holds the in-process fence (an embedded database) from before the snapshot to the last file copied. */
  holdRemovals?: () => () => void;
}

/** The embedded database, backed up by the process that holds it (the server, or the CLI when none runs). */
export function pgliteSource(
  connection: DatabaseConnection,
  storage: Storage,
  dataDir: string,
): BackupSource {
  const client = connection.pglite;
  if (!client) throw new Error('not an embedded database');
  const fence = processFenceOf(connection);
  return { snapshot: () => snapshotPglite(client), storage, dataDir, holdRemovals: () => fence.hold() };
}

/** A PostgreSQL database, backed up from any process (pg_dump). */
export function postgresSource(databaseUrl: string, storage: Storage, dataDir: string): BackupSource {
  return { snapshot: () => snapshotPostgres(databaseUrl), storage, dataDir };
}

export interface BackupSummary {
  manifest: BackupManifest;
  /** Keys the rows named that the store did not hold. */
  missing: string[];
}

/**
 * A file's bytes: in place, or still staged (its row committed, the move into place not done yet). Looked up in
 * place once more after the staged copy, in case the move happened in between.
 */
async function readStoredFile(storage: Storage, key: string): Promise<Buffer | null> {
  for (const read of [storage.read, storage.readStaged, storage.read]) {
    try {
      return await readAll(await read.call(storage, key));
    } catch (error) {
      if (!(error instanceof StoredFileMissingError)) throw error;
    }
  }
  return null;
}

/** Writes one backup (archive.ts's layout) to `out` while the server goes on serving. */
export async function writeBackup(source: BackupSource, out: Writable): Promise<BackupSummary> {
  const releaseRemovals = source.holdRemovals?.();
  let snapshot: DatabaseSnapshot | null = null;
  try {
    snapshot = await source.snapshot();
    const secretPath = join(source.dataDir, 'jwt-secret');
    const secret = existsSync(secretPath) ? readFileSync(secretPath) : null;
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      version: BACKUP_FORMAT_VERSION,
      createdAt: snapshot.takenAt.toISOString(),
      product: productVersion(),
      database: {
        kind: snapshot.kind,
        migration: snapshot.migration,
        tables: snapshot.tables,
        ...(snapshot.serverVersion ? { serverVersion: snapshot.serverVersion } : {}),
      },
      uploads: {
        files: snapshot.files.length,
        bytes: snapshot.files.reduce((sum, file) => sum + file.size, 0),
      },
      jwtSecret: secret !== null,
    };
    const writer = createArchiveWriter(out, snapshot.takenAt);
    const missing: string[] = [];
    try {
      await writer.add(ENTRIES.manifest, Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`));
      await writer.addStream(snapshot.entry.name, snapshot.entry.size, snapshot.entry.open());
      for (const { key } of snapshot.files) {
        const content = await readStoredFile(source.storage, key);
        if (content) await writer.add(`${ENTRIES.uploads}${key}`, content);
        else missing.push(key);
      }
      if (missing.length) await writer.add(ENTRIES.missing, Buffer.from(JSON.stringify(missing)));
      if (secret) await writer.add(ENTRIES.jwtSecret, secret);
      await writer.finish();
    } catch (error) {
      writer.abort(error as Error);
      throw error;
    }
    return { manifest, missing };
  } finally {
    await snapshot?.release();
    releaseRemovals?.();
  }
}

/** `ooh-backup-20261127T101500Z.tar.gz`, or `…-scheduled.tar.gz` for the schedule's own (which it prunes). */
export function backupFileName(at: Date, scheduled = false): string {
  const stamp = at
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
  return `ooh-backup-${stamp}${scheduled ? '-scheduled' : ''}.tar.gz`;
}

/**
 * Reads a written backup through to its end (every entry, gzip's checksum) and checks it holds what its manifest
 * says: a backup is reported done only once it is known to restore.
 */
export async function verifyBackup(file: string): Promise<BackupSummary> {
  let manifest: BackupManifest | null = null;
  let database = false;
  let uploads = 0;
  let missing: string[] = [];
  for await (const entry of readArchive(createReadStream(file))) {
    if (entry.name === ENTRIES.manifest) manifest = parseManifest(await readAll(entry.content), file);
    else if (entry.name === ENTRIES.pglite || entry.name === ENTRIES.postgres) database = true;
    else if (entry.name.startsWith(ENTRIES.uploads)) uploads++;
    else if (entry.name === ENTRIES.missing) missing = JSON.parse((await readAll(entry.content)).toString());
  }
  if (!manifest) throw new BackupFormatError(`${file} has no manifest`);
  if (!database) throw new BackupFormatError(`${file} holds no database`);
  if (uploads + missing.length !== manifest.uploads.files)
    throw new BackupFormatError(
      `${file} holds ${uploads} stored files and names ${missing.length} missing ones; its manifest counts ${manifest.uploads.files}`,
    );
  return { manifest, missing };
}

/**
 * Writes a backup to `file`: first as `<file>.partial`, then checked (verifyBackup) and renamed, so a file with the
 * final name is always a whole, readable backup.
 */
export async function backupToFile(
  source: BackupSource | ((out: Writable) => Promise<unknown>),
  file: string,
): Promise<BackupSummary & { file: string; bytes: number }> {
  await mkdir(dirname(file), { recursive: true });
  const partial = `${file}.partial`;
  try {
    const out = createWriteStream(partial, { mode: 0o600 });
    await (typeof source === 'function' ? source(out) : writeBackup(source, out));
    const summary = await verifyBackup(partial);
    await rename(partial, file);
    return { ...summary, file, bytes: (await stat(file)).size };
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}
