import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from '../../adapters/local-storage.ts';
import { ENTRIES } from './archive.ts';
import { type BackupSource, backupFileName, verifyBackup } from './backup.ts';
import { startBackupSchedule } from './schedule.ts';

const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});
const folder = () => {
  const path = mkdtempSync(join(tmpdir(), 'ooh-schedule-'));
  folders.push(path);
  return path;
};

/** A backup source with a tiny database copy, so the schedule's own work is what the test times. */
function tinySource(fail: () => boolean): BackupSource {
  const dataDir = folder();
  return {
    dataDir,
    storage: createLocalStorage(join(dataDir, 'uploads')),
    async snapshot() {
      if (fail()) throw new Error('the database is unreachable');
      const copy = Buffer.from('a copy of the data folder');
      return {
        kind: 'pglite',
        takenAt: new Date(),
        migration: null,
        tables: { briefs: 3 },
        files: [],
        entry: { name: ENTRIES.pglite, size: copy.length, open: () => Readable.from([copy]) },
        release: async () => {},
      };
    },
  };
}

function recorder() {
  const lines: Array<{ level: 'info' | 'error'; message: string; details: Record<string, unknown> }> = [];
  return {
    lines,
    info: (details: object, message: string) =>
      void lines.push({ level: 'info', message, details: details as Record<string, unknown> }),
    error: (details: object, message: string) =>
      void lines.push({ level: 'error', message, details: details as Record<string, unknown> }),
    async until(count: number) {
      while (lines.length < count) await new Promise((resolve) => setTimeout(resolve, 5));
    },
  };
}

describe('scheduled backups', () => {
  it('writes one every interval, keeps the newest BACKUP_KEEP of its own and leaves other files alone', async () => {
    const dir = folder();
    // A backup someone took by hand, older than all: never pruned.
    const manual = backupFileName(new Date('2026-01-01T00:00:00Z'));
    writeFileSync(join(dir, manual), 'kept');
    let clock = Date.parse('2026-11-27T01:00:00Z');
    const log = recorder();
    const schedule = startBackupSchedule({
      intervalMs: 10,
      keep: 2,
      dir,
      source: () => tinySource(() => false),
      log,
      now: () => {
        clock += 3_600_000;
        return new Date(clock);
      },
    });
    await log.until(3);
    await schedule.stop();

    expect(log.lines.slice(0, 3).map((line) => [line.level, line.message])).toEqual([
      ['info', 'scheduled backup written'],
      ['info', 'scheduled backup written'],
      ['info', 'scheduled backup written'],
    ]);
    expect(log.lines[2]?.details.pruned).toEqual(['ooh-backup-20261127T020000Z-scheduled.tar.gz']);
    const names = readdirSync(dir).sort();
    expect(names).toEqual([
      manual,
      'ooh-backup-20261127T030000Z-scheduled.tar.gz',
      'ooh-backup-20261127T040000Z-scheduled.tar.gz',
      ...names.filter((name) => name > 'ooh-backup-20261127T040000Z-scheduled.tar.gz'),
    ]);
    expect(names.filter((name) => name.endsWith('-scheduled.tar.gz'))).toHaveLength(2);
    expect((await verifyBackup(join(dir, names[1] ?? ''))).manifest.database.tables).toEqual({ briefs: 3 });
  });

  it('logs a failed backup as an error, leaves no file of it and tries again at the next interval', async () => {
    const dir = folder();
    let attempts = 0;
    const log = recorder();
    const schedule = startBackupSchedule({
      intervalMs: 10,
      keep: 5,
      dir,
      source: () => tinySource(() => ++attempts === 1),
      log,
    });
    await log.until(2);
    await schedule.stop();

    expect(log.lines[0]).toMatchObject({ level: 'error', message: 'scheduled backup failed' });
    expect(log.lines[0]?.details.err).toMatchObject({ message: 'the database is unreachable' });
    expect(log.lines[1]).toMatchObject({ level: 'info', message: 'scheduled backup written' });
    expect(readdirSync(dir).filter((name) => name.endsWith('.partial'))).toEqual([]);
  });
});
