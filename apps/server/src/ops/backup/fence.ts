import { sql } from 'drizzle-orm';
import type { DatabaseConnection, Db } from '../../db/connection.ts';
import type { Storage } from '../../deps.ts';

/**
 * Stored files are removed after the transaction that deleted their rows has committed (services/files). A backup
 * copies the files its database snapshot names *after* taking the snapshot, so a removal between the two would
 * leave the backup naming a file it does not hold. While a backup runs, removals therefore wait: the fence
 * refuses them, and the store wrapper below retries them until it is lifted (docs/domain.md, decisions: backups).
 *
 * - PGlite: one process holds the database and takes its backups itself (ops/backup/control.ts, the schedule), so
 *   the fence is a count of the backups running in this process.
 * - PostgreSQL: the backup is taken by another process (`npm run backup`, or one server's schedule) while every
 *   server may remove files, so the fence is an advisory lock: a backup holds it exclusively from before its
 *   snapshot to the last file copied; a removal takes it shared for the time of the removal, or is refused. A
 *   removal under way when a backup starts delays the snapshot until it is done (its row was gone before, so the
 *   snapshot does not name the file).
 */
export interface BackupFence {
  /** Runs the removal unless a backup is running; answers whether it ran. */
  tryRemove(remove: () => Promise<void>): Promise<boolean>;
}

/** The key of the advisory lock of the PostgreSQL fence (arbitrary; the maintenance lock's is 472_019_331). */
export const BACKUP_FENCE_KEY = 472_019_332;

/** The in-process fence of an embedded database: the backup calls `hold()` and the answer when done. */
export interface ProcessFence extends BackupFence {
  hold(): () => void;
  readonly held: boolean;
}

function processFence(): ProcessFence {
  let holders = 0;
  return {
    get held() {
      return holders > 0;
    },
    hold() {
      holders++;
      let released = false;
      return () => {
        if (released) return;
        released = true;
        holders--;
      };
    },
    async tryRemove(remove) {
      if (holders > 0) return false;
      await remove();
      return true;
    },
  };
}

function postgresFence(db: Db): BackupFence {
  return {
    tryRemove: (remove) =>
      db.transaction(async (tx) => {
        const result = (await tx.execute(
          sql`select pg_try_advisory_xact_lock_shared(${BACKUP_FENCE_KEY}) as free`,
        )) as unknown as { rows: Array<{ free: boolean }> };
        if (!result.rows[0]?.free) return false;
        await remove();
        return true;
      }),
  };
}

// One fence per database handle: the app's store and the backups taken in the same process must share it.
const fences = new WeakMap<Db, BackupFence>();

export function backupFenceOf(connection: Pick<DatabaseConnection, 'kind' | 'db'>): BackupFence {
  let fence = fences.get(connection.db);
  if (!fence) {
    fence = connection.kind === 'pglite' ? processFence() : postgresFence(connection.db);
    fences.set(connection.db, fence);
  }
  return fence;
}

/** The in-process fence of an embedded database (what a backup taken in this process holds). */
export function processFenceOf(connection: Pick<DatabaseConnection, 'kind' | 'db'>): ProcessFence {
  const fence = backupFenceOf(connection);
  if (!('hold' in fence)) throw new Error('only an embedded database has an in-process backup fence');
  return fence as ProcessFence;
}

/** How long a refused removal waits before it is tried again. */
const RETRY_MS = 5_000;

const fenced = new WeakSet<Storage>();

/**
 * The store with its removals behind the fence: a removal refused while a backup runs resolves at once and is
 * tried again every few seconds until the backup is over (removals come after the answer's commit anyway); should
 * the process stop first, the start-up sweep removes the file as an orphan.
 */
export function fenceRemovals(
  storage: Storage,
  fence: BackupFence,
  onError: (error: unknown, key: string) => void = () => {},
  retryMs = RETRY_MS,
): Storage {
  if (fenced.has(storage)) return storage;
  const waiting = new Set<string>();
  let timer: ReturnType<typeof setTimeout> | null = null;
  const retryLater = () => {
    if (timer || waiting.size === 0) return;
    timer = setTimeout(() => {
      timer = null;
      void flush();
    }, retryMs);
    // Waiting removals must not keep a stopping process alive.
    timer.unref();
  };
  async function attempt(key: string): Promise<void> {
    try {
      if (await fence.tryRemove(() => storage.remove(key))) waiting.delete(key);
      else waiting.add(key);
    } catch (error) {
      waiting.delete(key);
      onError(error, key);
    }
  }
  async function flush() {
    for (const key of [...waiting]) await attempt(key);
    retryLater();
  }
  const wrapped: Storage = {
    ...storage,
    async remove(key) {
      // The first try fails as the store's own removal would (the caller logs it); retries report to onError.
      if (await fence.tryRemove(() => storage.remove(key))) return;
      waiting.add(key);
      retryLater();
    },
  };
  fenced.add(wrapped);
  return wrapped;
}
