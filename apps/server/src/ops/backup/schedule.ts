import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { type BackupSource, backupFileName, backupToFile } from './backup.ts';

/** The files the schedule wrote (`ooh-backup-<UTC stamp>-scheduled.tar.gz`): the only ones it prunes. */
const SCHEDULED = /^ooh-backup-\d{8}T\d{6}Z-scheduled\.tar\.gz$/;

/** Removes the schedule's own backups in `dir` but the newest `keep`; answers the names removed. */
export async function pruneScheduledBackups(dir: string, keep: number): Promise<string[]> {
  const names = (await readdir(dir).catch(() => [] as string[]))
    .filter((name) => SCHEDULED.test(name))
    .sort();
  const old = names.slice(0, Math.max(0, names.length - keep));
  for (const name of old) await rm(join(dir, name), { force: true });
  return old;
}

export interface BackupSchedule {
  /** Stops the timer and waits for a backup under way. */
  stop(): Promise<void>;
}

export interface ScheduleLog {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

/**
 * Scheduled backups (BACKUP_INTERVAL, BACKUP_KEEP, BACKUP_DIR; off unless BACKUP_INTERVAL is set): the first one
 * interval after start, then one every interval after the previous one ended (never two at once), each then pruned
 * down to the newest `keep`. A failure is logged at error level and the next one is tried at its time.
 */
export function startBackupSchedule(options: {
  intervalMs: number;
  keep: number;
  dir: string;
  source: () => BackupSource;
  log: ScheduleLog;
  now?: () => Date;
}): BackupSchedule {
  const now = options.now ?? (() => new Date());
  let timer: ReturnType<typeof setTimeout> | null = null;
  let running: Promise<void> | null = null;
  let stopped = false;

  async function run() {
    const file = join(options.dir, backupFileName(now(), true));
    try {
      const done = await backupToFile(options.source(), file);
      const pruned = await pruneScheduledBackups(options.dir, options.keep);
      options.log.info(
        { file: done.file, bytes: done.bytes, missingFiles: done.missing.length, pruned },
        'scheduled backup written',
      );
    } catch (error) {
      options.log.error({ err: error, file }, 'scheduled backup failed');
    }
  }
  function next() {
    if (stopped) return;
    timer = setTimeout(() => {
      timer = null;
      running = run().finally(() => {
        running = null;
        next();
      });
    }, options.intervalMs);
    // The schedule alone must not keep a stopping process alive.
    timer.unref();
  }
  next();
  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await running;
    },
  };
}
