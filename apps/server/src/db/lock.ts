import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { basename, join } from 'node:path';

/**
 * PGlite has no lock of its own, and two processes opening one data folder corrupt it (seen twice, STACK.md).
 * So the folder gets a lock file holding the owner's pid, created with O_EXCL, and on a second line the owner's
 * identity: its start time (/proc/<pid>/stat field 22) and the boot id. A lock whose pid is dead, or alive but a
 * different process (after a crash the pid was reused), is stale and is taken over (docs/domain.md, decisions:
 * stale lock). Without /proc a live pid is believed.
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

function readProc(path: string): string | null {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return null;
  }
}

/**
 * A process's /proc/<pid>/stat line: its command name (field 2) and the fields after it, `fields[0]` being field 3;
 * null where /proc is absent or the process is gone. The name may hold spaces and parentheses: the fields are counted
 * from the last ')'. Also read by the bench's CPU accounting (bench/cpu.ts).
 */
export function procStat(pid: number | string): { name: string; fields: string[] } | null {
  const line = readProc(`/proc/${pid}/stat`);
  if (!line) return null;
  return {
    name: line.slice(line.indexOf('(') + 1, line.lastIndexOf(')')),
    fields: line.slice(line.lastIndexOf(')') + 2).split(' '),
  };
}

/** `start <ticks since boot> boot <boot id>`, or null where /proc is absent. */
export function processIdentity(pid: number): string | null {
  const stat = procStat(pid);
  const boot = readProc('/proc/sys/kernel/random/boot_id')?.trim();
  if (!stat || !boot) return null;
  const start = stat.fields[22 - 3];
  return start ? `start ${start} boot ${boot}` : null;
}

interface Owner {
  pid: number;
  /** Null in the old format (pid only). */
  identity: string | null;
}

function readOwner(path: string): Owner | null {
  try {
    const [first, second] = readFileSync(path, 'utf8').split('\n');
    const pid = Number.parseInt(first?.trim() ?? '', 10);
    if (!Number.isInteger(pid) || pid <= 0) return null;
    return { pid, identity: second?.trim() || null };
  } catch {
    return null;
  }
}

/** Whether the owner named by a lock file is still the process that wrote it. */
function ownerRuns(owner: Owner): boolean {
  if (!isAlive(owner.pid)) return false;
  const now = processIdentity(owner.pid);
  // No /proc (macOS), or the process hides its entry: the live pid is all we know.
  if (now === null) return true;
  if (owner.identity !== null) return owner.identity === now;
  // Old format (pid only): a server is a node process; anything else reusing the pid is not the owner.
  const argv0 = readProc(`/proc/${owner.pid}/cmdline`)?.split('\0')[0] ?? '';
  return /node|tsx|bun|deno/i.test(basename(argv0));
}

export function lockDataDir(dataDir: string, name = 'server.lock'): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const path = join(dataDir, name);
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(path, 'wx', 0o644);
      writeSync(fd, `${process.pid}\n${processIdentity(process.pid) ?? ''}\n`);
      closeSync(fd);
      held.add(path);
      return { path, release: () => release(path) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = readOwner(path);
      const ours = owner?.pid === process.pid;
      if (owner !== null && ((ours && held.has(path)) || (!ours && ownerRuns(owner)))) {
        throw new DataDirLockedError(dataDir, owner.pid);
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
  if (readOwner(path)?.pid !== process.pid) return;
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
