import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createBriefByFile, updateBriefByFile } from '@ooh/api/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from '../../adapters/local-storage.ts';
import { type DatabaseConnection, openPglite, openPostgres } from '../../db/connection.ts';
import { lockDataDir } from '../../db/lock.ts';
import { rowQueryOf } from '../../db/migrations.ts';
import { createTestDatabase } from '../../test/database.ts';
import { queryRows, setupTestApp, type TestContext } from '../../test/harness.ts';
import { multipartForm, TINY_PDF } from '../../test/multipart.ts';
import { readAll } from './archive.ts';
import { type BackupConfig, runBackup } from './commands.ts';
import { startServerBackups } from './in-server.ts';
import { RestoreRefusedError, restoreBackup } from './restore.ts';
import { describeDatabase } from './snapshot.ts';

const onPostgres = process.env.TEST_DATABASE === 'postgres';
const sha256 = (content: Buffer) => createHash('sha256').update(content).digest('hex');

let t: TestContext;
let config: BackupConfig;
let backups: { stop(): Promise<void> } | null = null;
const folders: string[] = [];
const folder = (prefix: string) => {
  const path = mkdtempSync(join(tmpdir(), `ooh-${prefix}-`));
  folders.push(path);
  return path;
};

/**
 * A server as start.ts runs it, backup side included (the control channel on PGlite), on the run's seeded template:
 * on PGlite in memory (as every test file), its data folder holding a `pgdata` marker and the lock the server takes,
 * so `npm run backup` finds the folder in use and asks the server, exactly as against a server whose PGlite keeps
 * its files there; on PostgreSQL, the file's test database. (A PGlite on disk is opened by the last test.)
 */
let unlock = () => {};
beforeAll(async () => {
  t = await setupTestApp();
  const { dataDir, uploadDir } = t.config;
  folders.push(dataDir);
  if (!onPostgres) {
    mkdirSync(join(dataDir, 'pgdata'));
    writeFileSync(join(dataDir, 'pgdata', 'PG_VERSION'), '17\n');
    unlock = lockDataDir(dataDir).release;
  }
  // The signing secret a server generates when JWT_SECRET is not set.
  writeFileSync(join(dataDir, 'jwt-secret'), `${'s'.repeat(64)}\n`, { mode: 0o600 });
  const databaseUrl = t.connection.url ?? null;
  config = { dataDir, uploadDir, s3: null, databaseUrl, backupDir: folder('backups') };
  backups = await startServerBackups(t.app, t.connection, {
    ...config,
    backupIntervalMs: null,
    backupKeep: 1,
  });
});
afterAll(async () => {
  await backups?.stop();
  await t?.close();
  unlock();
  for (const path of folders) rmSync(path, { recursive: true, force: true });
});

/** An empty target: a new folder, and on PostgreSQL a new database (dropped with `close`). */
async function emptyTarget() {
  const dataDir = folder('restored');
  const database = onPostgres ? await createTestDatabase() : null;
  return {
    target: { dataDir, uploadDir: join(dataDir, 'uploads'), s3: null, databaseUrl: database?.url ?? null },
    async open(): Promise<DatabaseConnection> {
      return database?.url ? openPostgres(database.url, { poolMax: 1 }) : openPglite(dataDir);
    },
    close: async () => database?.close(),
  };
}

interface Write {
  kind: 'create' | 'update';
  brief: number;
  sha256: string;
  /** When the server answered it (real time, as the snapshot's). */
  acknowledgedAt: number;
}

/** Briefs created by file and their documents replaced (old file row deleted, stored file removed), over and over. */
function startWrites(writers: number) {
  const acknowledged: Write[] = [];
  let stop = false;
  let n = 0;
  const pdf = () => Buffer.concat([TINY_PDF, Buffer.from(`% backup probe ${++n}\n`)]);
  const fields = {
    client_id: '0',
    campaign_name: 'Backup probe',
    start_date: '2025-07-01',
    end_date: '2025-07-31',
    budget: '1000',
  };
  async function writer(token: string, clientId: number) {
    while (!stop) {
      const created = pdf();
      const response = await t.call({
        method: 'POST',
        url: `/api${createBriefByFile.path}`,
        token,
        ...multipartForm({ ...fields, client_id: clientId }, [
          { name: 'probe.pdf', type: 'application/pdf', content: created },
        ]),
      });
      if (response.statusCode !== 201)
        throw new Error(`create answered ${response.statusCode}: ${response.body}`);
      const brief = response.json().brief.id as number;
      acknowledged.push({ kind: 'create', brief, sha256: sha256(created), acknowledgedAt: Date.now() });
      const replaced = pdf();
      const update = await t.call({
        method: 'PUT',
        url: `/api${updateBriefByFile.path.replace('{id}', String(brief))}`,
        token,
        ...multipartForm({ ...fields, client_id: clientId }, [
          { name: 'probe-v2.pdf', type: 'application/pdf', content: replaced },
        ]),
      });
      if (update.statusCode !== 200) throw new Error(`update answered ${update.statusCode}: ${update.body}`);
      acknowledged.push({ kind: 'update', brief, sha256: sha256(replaced), acknowledgedAt: Date.now() });
      // As people's requests come, with gaps: back to back, in-process calls would starve this process's I/O
      // (the backup's answer arriving over its socket), which a CLI in its own process does not share.
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }
  const running = (async () => {
    const token = await t.tokenForRole('key_account_manager');
    const [client] = await queryRows<{ id: number }>(
      t.connection,
      sql`select id from clients where deleted_at is null order by id limit 1`,
    );
    await Promise.all(Array.from({ length: writers }, () => writer(token, Number(client?.id))));
  })();
  return {
    acknowledged,
    /** Waits until `count` writes are acknowledged; a writer's failure fails it. */
    async until(count: number) {
      while (acknowledged.length < count)
        await Promise.race([running, new Promise((resolve) => setTimeout(resolve, 20))]);
    },
    async stop() {
      stop = true;
      await running;
    },
  };
}

// A backup of the seeded database is tens of megabytes to dump, compress and read back: seconds of CPU, many more
// on a loaded machine.
const SLOW = 120_000;
let taken: Awaited<ReturnType<typeof runBackup>> | null = null;
/** The data folder the first test restored into (on PGlite a real one on disk, no server on it). */
let restoredDataDir: string | null = null;

describe(`backup and restore (${onPostgres ? 'PostgreSQL, pg_dump' : 'embedded, through the running server'})`, () => {
  it(
    'backs up while writes run; a restore into an empty target holds every write acknowledged before it, and every file',
    async () => {
      const writes = startWrites(2);
      await writes.until(4);
      // What `npm run backup` does: on PGlite the folder is locked by the server, so it asks the server.
      const backup = await runBackup(config);
      taken = backup;
      await new Promise((resolve) => setTimeout(resolve, 100));
      await writes.stop();

      expect(backup.via).toBe(onPostgres ? 'pg_dump' : `the running server (pid ${process.pid})`);
      expect(backup.file.startsWith(config.backupDir)).toBe(true);
      expect(backup.missing).toEqual([]);
      const snapshotAt = Date.parse(backup.manifest.createdAt);
      const before = writes.acknowledged.filter((write) => write.acknowledgedAt < snapshotAt);
      const after = writes.acknowledged.filter((write) => write.acknowledgedAt > snapshotAt);
      // Writes ran on both sides of the snapshot (the backup did not stop the server).
      expect(before.length).toBeGreaterThanOrEqual(4);
      expect(after.length).toBeGreaterThan(0);

      const empty = await emptyTarget();
      restoredDataDir = empty.target.dataDir;
      try {
        const restored = await restoreBackup(backup.file, empty.target);
        expect(restored.files).toBe(backup.manifest.uploads.files);
        const connection = await empty.open();
        try {
          // Each probe brief's document as restored: the newest acknowledged write of each brief before the
          // snapshot is there, byte for byte; nothing is there that was never written.
          const rows = await queryRows<{ id: number; key: string; sha256: string }>(
            connection,
            sql`select b.id, f.storage_key as key, f.sha256 from briefs b join files f on f.id = b.attachment_file_id
              where b.campaign_name = 'Backup probe'`,
          );
          const restoredBriefs = new Map(rows.map((row) => [Number(row.id), row]));
          const written = new Set(writes.acknowledged.map((write) => write.sha256));
          for (const write of before)
            expect(restoredBriefs.has(write.brief), `brief ${write.brief}`).toBe(true);
          const latestBefore = new Map(before.map((write) => [write.brief, write.sha256]));
          for (const [brief, hash] of latestBefore) {
            const row = restoredBriefs.get(brief);
            // A write in flight at the snapshot may be in too: then it is that brief's next document.
            expect([
              hash,
              ...writes.acknowledged.filter((w) => w.brief === brief).map((w) => w.sha256),
            ]).toContain(row?.sha256);
          }
          for (const row of rows) expect(written.has(row.sha256)).toBe(true);

          // Every file the restored rows name is in the restored store with its recorded content (the seed's too).
          const files = await queryRows<{ key: string; sha256: string }>(
            connection,
            sql`select storage_key as key, sha256 from files`,
          );
          expect(files.length).toBe(backup.manifest.uploads.files);
          const store = createLocalStorage(empty.target.uploadDir);
          for (const file of files)
            expect(sha256(await readAll(await store.read(file.key)))).toBe(file.sha256);
          // The generated signing secret came along: tokens issued before the backup stay valid.
          expect(backup.manifest.jwtSecret).toBe(true);
          expect(readFileSync(join(empty.target.dataDir, 'jwt-secret'), 'utf8')).toBe(`${'s'.repeat(64)}\n`);
        } finally {
          await connection.close();
        }
      } finally {
        await empty.close();
      }
    },
    SLOW,
  );

  it(
    'refuses to restore over a data folder or a database in use, changing nothing',
    async () => {
      const backup = taken ?? (await runBackup(config));
      const live = await describeDatabase(rowQueryOf(t.connection.db));
      const refused = restoreBackup(backup.file, config);
      await expect(refused).rejects.toBeInstanceOf(RestoreRefusedError);
      await expect(refused).rejects.toThrow(
        onPostgres ? /The DATABASE_URL database is not empty/ : /The data folder .* is not empty/,
      );
      expect(await describeDatabase(rowQueryOf(t.connection.db))).toEqual(live);
      // A backup of one kind is not restored into the other.
      const other = onPostgres
        ? { ...config, databaseUrl: null, dataDir: folder('other') }
        : { ...config, databaseUrl: 'postgres://127.0.0.1:1/none' };
      await expect(restoreBackup(backup.file, other)).rejects.toThrow(
        onPostgres ? /is a backup of a PostgreSQL database/ : /is a backup of an embedded database/,
      );
    },
    SLOW,
  );

  it.runIf(!onPostgres)(
    'backs up an embedded data folder no server runs on by opening it, and leaves it free',
    async () => {
      if (!restoredDataDir) throw new Error('the first test restores a data folder');
      const restored = { ...config, dataDir: restoredDataDir, uploadDir: join(restoredDataDir, 'uploads') };
      const backup = await runBackup(restored, join(folder('again'), 'again.tar.gz'));
      expect(backup.via).toBe('the data folder (no server running)');
      // The restored folder backs up to what the first backup held.
      expect(backup.manifest.database.tables).toEqual(taken?.manifest.database.tables);
      expect(backup.manifest.uploads).toEqual(taken?.manifest.uploads);
      const free = lockDataDir(restoredDataDir);
      free.release();
    },
    SLOW,
  );
});
