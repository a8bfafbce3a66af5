import type { Db } from '../../db/connection.ts';
import { files } from '../../db/schema.ts';
import type { Storage } from '../../deps.ts';

export interface SweepResult {
  /** Staged files of transactions that never committed, removed. */
  discarded: number;
  /** Staged files a row names (the process stopped between commit and move), moved into place. */
  committed: number;
  /** Stored files no row names, removed. */
  removed: number;
}

/**
 * The start-up sweep of the upload store (docs/domain.md, decisions: orphan uploads). Only files older than the
 * given ages are touched, so an upload in flight on another server sharing the store is left alone: staged files
 * older than `stagedAgeMs` (default 10 minutes) are committed when a `files` row names their key, removed
 * otherwise; stored files older than `orphanAgeMs` (default 1 hour) that no row names are removed.
 */
export async function sweepUploads(
  deps: { db: Db; storage: Storage; now: Date },
  options: { stagedAgeMs?: number; orphanAgeMs?: number } = {},
): Promise<SweepResult> {
  const stagedBefore = deps.now.getTime() - (options.stagedAgeMs ?? 10 * 60_000);
  const orphanBefore = deps.now.getTime() - (options.orphanAgeMs ?? 60 * 60_000);
  const entries = await deps.storage.list();
  const result: SweepResult = { discarded: 0, committed: 0, removed: 0 };
  if (!entries.length) return result;
  const named = new Set((await deps.db.select({ key: files.storageKey }).from(files)).map((row) => row.key));
  for (const entry of entries) {
    const at = entry.modifiedAt.getTime();
    if (entry.staged) {
      if (at >= stagedBefore) continue;
      if (named.has(entry.key)) {
        await deps.storage.commit(entry.key);
        result.committed++;
      } else {
        await deps.storage.discard(entry.key);
        result.discarded++;
      }
    } else if (at < orphanBefore && !named.has(entry.key)) {
      await deps.storage.remove(entry.key);
      result.removed++;
    }
  }
  return result;
}
