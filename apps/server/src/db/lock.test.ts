import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { timeLimit } from '../test/constants.ts';
import { onPostgresRun } from '../test/database.ts';
import { openPglite } from './connection.ts';
import { DataDirLockedError, lockDataDir, processIdentity } from './lock.ts';

const freshDir = () => mkdtempSync(join(tmpdir(), 'ooh-lock-'));

/** A pid that is certainly not running: a child that has already exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], {
    encoding: 'utf8',
  });
  return Number(child.stdout);
}

// The embedded database's folder, whichever database the run uses (test/database.ts, onPostgresRun).
describe.skipIf(onPostgresRun)('the PGlite data folder lock', () => {
  it('refuses a second opener of the same data folder, and frees the folder on close', async () => {
    const dataDir = freshDir();
    const first = await openPglite(dataDir);
    try {
      await expect(openPglite(dataDir)).rejects.toThrow(DataDirLockedError);
      await expect(openPglite(dataDir)).rejects.toThrow(/in use by another server process \(pid \d+\)/);
      expect(readFileSync(join(dataDir, 'server.lock'), 'utf8').split('\n')[0]).toBe(String(process.pid));
    } finally {
      await first.close();
    }
    expect(existsSync(join(dataDir, 'server.lock'))).toBe(false);
    const again = await openPglite(dataDir);
    await again.close();
  });

  it('takes over a stale lock whose process is gone', () => {
    const dataDir = freshDir();
    writeFileSync(join(dataDir, 'server.lock'), `${deadPid()}\n`);
    const lock = lockDataDir(dataDir);
    expect(readFileSync(lock.path, 'utf8').split('\n')[0]).toBe(String(process.pid));
    lock.release();
  });

  const hasProc = processIdentity(process.pid) !== null;

  describe.runIf(hasProc)('a live pid that is not the owner (the pid was reused after a crash)', () => {
    let sleeper: ChildProcess;
    beforeAll(() => {
      sleeper = spawn('sleep', ['30'], { stdio: 'ignore' });
    });
    afterAll(() => {
      sleeper.kill();
    });

    it('is stale in the old format (pid only) when the process is not a server', () => {
      const dataDir = freshDir();
      writeFileSync(join(dataDir, 'server.lock'), `${sleeper.pid}\n`);
      const lock = lockDataDir(dataDir);
      expect(readFileSync(lock.path, 'utf8').split('\n')[0]).toBe(String(process.pid));
      lock.release();
    });

    it('is stale in the new format when its start time differs', () => {
      const dataDir = freshDir();
      const identity = processIdentity(sleeper.pid ?? 0) ?? '';
      expect(identity).toMatch(/^start \d+ boot /);
      writeFileSync(
        join(dataDir, 'server.lock'),
        `${sleeper.pid}\n${identity.replace(/start \d+/, 'start 1')}\n`,
      );
      const lock = lockDataDir(dataDir);
      expect(readFileSync(lock.path, 'utf8')).toBe(`${process.pid}\n${processIdentity(process.pid)}\n`);
      lock.release();
    });
  });

  it('respects a lock held by a live server process that took it', async () => {
    const dataDir = freshDir();
    const lockModule = fileURLToPath(new URL('./lock.ts', import.meta.url));
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        '-e',
        `import(${JSON.stringify(lockModule)}).then((m) => { m.lockDataDir(${JSON.stringify(dataDir)}); console.log('locked'); setTimeout(() => {}, 30000); });`,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    try {
      const [chunk] = (await once(child.stdout as NodeJS.ReadableStream, 'data')) as [Buffer];
      expect(chunk.toString()).toContain('locked');
      expect(() => lockDataDir(dataDir)).toThrow(DataDirLockedError);
      expect(() => lockDataDir(dataDir)).toThrow(`(pid ${child.pid})`);
    } finally {
      child.kill();
    }
  });

  it('refuses a lock held by another live process', () => {
    const dataDir = freshDir();
    // Our parent (the test runner's parent process) is alive and is not us.
    writeFileSync(join(dataDir, 'server.lock'), `${process.ppid}\n`);
    expect(() => lockDataDir(dataDir)).toThrow(DataDirLockedError);
  });

  it('makes a second server process exit non-zero with a clear message', () => {
    const dataDir = freshDir();
    const lock = lockDataDir(dataDir);
    try {
      const main = fileURLToPath(new URL('../main.ts', import.meta.url));
      const result = spawnSync(process.execPath, ['--import', 'tsx', main], {
        env: { ...process.env, DATA_DIR: dataDir, PORT: '0', DATABASE_URL: '' },
        encoding: 'utf8',
        timeout: timeLimit(60_000),
      });
      expect(result.status).toBe(1);
      expect(result.stderr).toContain(
        `The data folder ${dataDir} is in use by another server process (pid ${process.pid})`,
      );
    } finally {
      lock.release();
    }
  });
});
