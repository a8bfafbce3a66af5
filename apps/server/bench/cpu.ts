/**
 * CPU time spent by the bench's three parties while a call is measured (Linux's /proc; elsewhere nothing): the
 * server's process, PostgreSQL's processes (every `postgres` process of the machine: its backends do the queries,
 * its background workers are a small share), and the bench itself (autocannon, the load). Per call, they say where
 * a call's time goes on a machine whose cores the three share, and why a list cannot keep up with the ceiling:
 * GET /api/health/ready costs a fraction of a millisecond in all, a page of a list a millisecond or two.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { procStat } from '../src/db/lock.ts';

const ticksPerSecond = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/** A process's name and its user + system CPU ticks (fields 14 and 15 of its /proc/<pid>/stat line). */
function stat(pid: string): { name: string; ticks: number } | null {
  const read = procStat(pid);
  return read ? { name: read.name, ticks: Number(read.fields[14 - 3]) + Number(read.fields[15 - 3]) } : null;
}

export interface CpuSample {
  server: number;
  postgres: number;
  bench: number;
}

/** A sample: the server's and the bench's milliseconds, and each PostgreSQL process's by pid. */
export interface CpuReading {
  server: number;
  postgres: Map<string, number>;
  bench: number;
}

/** CPU milliseconds used so far by the server (pid), PostgreSQL's processes and this process; null without /proc. */
export function cpuSample(serverPid: number | undefined): CpuReading | null {
  let pids: string[];
  try {
    pids = readdirSync('/proc').filter((entry) => /^\d+$/.test(entry));
  } catch {
    return null;
  }
  const ms = (ticks: number) => (ticks * 1000) / ticksPerSecond;
  const postgres = new Map<string, number>();
  let server = 0;
  for (const pid of pids) {
    const process_ = stat(pid);
    if (!process_) continue;
    if (process_.name === 'postgres') postgres.set(pid, ms(process_.ticks));
    else if (Number(pid) === serverPid) server = ms(process_.ticks);
  }
  const own = process.cpuUsage();
  return { server, postgres, bench: (own.user + own.system) / 1000 };
}

/** Milliseconds of CPU a request, each party, between two samples; null when either is missing. */
export function cpuPerRequest(
  before: CpuReading | null,
  after: CpuReading | null,
  requests: number,
): CpuSample | null {
  if (!before || !after || requests <= 0) return null;
  // PostgreSQL by process: one that started meanwhile counts whole, one that ended meanwhile (a backend whose
  // connection closed) is left out, its last ticks unknown, rather than subtracted.
  let postgres = 0;
  for (const [pid, used] of after.postgres) postgres += used - (before.postgres.get(pid) ?? 0);
  return {
    server: (after.server - before.server) / requests,
    postgres: postgres / requests,
    bench: (after.bench - before.bench) / requests,
  };
}
