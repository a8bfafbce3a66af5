import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from '../../adapters/local-storage.ts';
import type { DatabaseConnection, Db } from '../../db/connection.ts';
import { createTestDatabase } from '../../test/database.ts';
import { BACKUP_FENCE_KEY, backupFenceOf, fenceRemovals, processFenceOf } from './fence.ts';

const onPostgres = process.env.TEST_DATABASE === 'postgres';

let connection: Pick<DatabaseConnection, 'kind' | 'db'> & { url?: string; close?(): Promise<void> };
const root = mkdtempSync(join(tmpdir(), 'ooh-fence-'));
beforeAll(async () => {
  // The in-process fence needs no database, only a handle to key it by; PostgreSQL's is an advisory lock in one.
  connection = onPostgres ? await createTestDatabase() : { kind: 'pglite', db: {} as Db };
});
afterAll(async () => {
  await connection?.close?.();
  rmSync(root, { recursive: true, force: true });
});

/** Holds the fence as a backup does: on PostgreSQL from another session (the backup's own process). */
async function holdFence(): Promise<() => Promise<void>> {
  if (!onPostgres) {
    const release = processFenceOf(connection).hold();
    return async () => release();
  }
  const backup = new pg.Client({ connectionString: connection.url });
  await backup.connect();
  await backup.query('select pg_advisory_lock($1)', [BACKUP_FENCE_KEY]);
  return () => backup.end();
}

const until = async (done: () => boolean) => {
  const give = Date.now() + 10_000;
  while (!done() && Date.now() < give) await new Promise((resolve) => setTimeout(resolve, 10));
};

describe(`removals of stored files during a backup (${onPostgres ? 'advisory lock' : 'in-process fence'})`, () => {
  it('waits while a backup holds the fence, and happens once it is lifted', async () => {
    const local = createLocalStorage(join(root, 'uploads'));
    const storage = fenceRemovals(local, backupFenceOf(connection), () => {}, 20);
    await storage.put('briefs/kept-for-the-backup.pdf', Buffer.from('%PDF'));
    await storage.put('briefs/removed-at-once.pdf', Buffer.from('%PDF'));
    const path = (key: string) => join(root, 'uploads', key);

    // No backup: removed at once.
    await storage.remove('briefs/removed-at-once.pdf');
    expect(existsSync(path('briefs/removed-at-once.pdf'))).toBe(false);

    const release = await holdFence();
    await storage.remove('briefs/kept-for-the-backup.pdf');
    // The caller is answered; the file stays while the backup runs, through several retries.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(existsSync(path('briefs/kept-for-the-backup.pdf'))).toBe(true);

    await release();
    await until(() => !existsSync(path('briefs/kept-for-the-backup.pdf')));
    expect(existsSync(path('briefs/kept-for-the-backup.pdf'))).toBe(false);
  });
});
