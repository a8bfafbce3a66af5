import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { join } from 'node:path';

/**
 * PGlite has no lock of its own, and two processes opening one data folder corrupt it (seen twice, STACK.md).
 * So the folder gets a lock file holding the owner's pid, created with O_EXCL. A lock whose pid is dead is stale
 * and is taken over.
 */
export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The data folder ${dataDir} is in use by another server process (pid ${pid}). ` +
        'Stop that process first, or point DATA_DIR at another folder.',
    );
  }
}

export interface DataDirLock {
  path: string;
  release(): void;
}

// Locks this process holds. A lock file naming our own pid that is not in here was left by an earlier process
// that happened to have the same pid (typical in containers, where the server is often pid 1): stale.
const held = new Set<string>();

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readOwner(path: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(path, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

export function lockDataDir(dataDir: string, name = 'server.lock'): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const path = join(dataDir, name);
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(path, 'wx', 0o644);
      writeSync(fd, `${process.pid}\n`);
      closeSync(fd);
      held.add(path);
      return { path, release: () => release(path) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = readOwner(path);
      const ours = owner === process.pid;
      if (owner !== null && ((ours && held.has(path)) || (!ours && isAlive(owner)))) {
        throw new DataDirLockedError(dataDir, owner);
      }
      // Stale (dead owner, unreadable, or a previous incarnation of our pid): remove and try again.
      try {
        unlinkSync(path);
      } catch {
        // Another process removed it first; the next attempt decides.
      }
    }
  }
  throw new Error(`Could not take the lock file ${path}`);
}

function release(path: string): void {
  if (!held.delete(path)) return;
  if (readOwner(path) !== process.pid) return;
  try {
    unlinkSync(path);
  } catch {
    // Already gone.
  }
}

/** Removes the lock files still held when the process exits (also after an uncaught error). */
process.on('exit', () => {
  for (const path of [...held]) release(path);
});
