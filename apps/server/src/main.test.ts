import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { MAINTENANCE_LOCK_KEY, PGLITE_EXTENSIONS, QUERY_APPLICATION_NAME } from './db/connection.ts';
import { NOT_READY_MESSAGES } from './http/readiness.ts';
import { serverRoot } from './paths.ts';
import { DEMO_PASSWORD, timeLimit } from './test/constants.ts';
import { createTestDatabase, seededTemplate } from './test/database.ts';
import { multipartForm, samplePhoto } from './test/multipart.ts';
import { slowRequest } from './test/slow-request.ts';

// The server as its operator runs it (docs/operations.md): main.ts in a process of its own, from source through tsx.
// It listens while it migrates (answering 503 until ready) and, on SIGTERM, lets the calls in flight finish, closes
// the database and exits 0.
const adminUrl = process.env.TEST_DATABASE === 'postgres' ? process.env.DATABASE_URL : undefined;
const JWT_SECRET = 'main-test-secret-that-is-long-enough-for-hs256';

interface Running {
  child: ChildProcess;
  port: number;
  lines: Array<Record<string, unknown>>;
  exited: Promise<number | null>;
}

const running: ChildProcess[] = [];
afterEach(() => {
  for (const child of running.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
});

/** Starts main.ts with the environment given; resolves once it logs the port it listens on. */
async function startMain(env: Record<string, string>): Promise<Running> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverRoot(),
    env: {
      PATH: process.env.PATH ?? '',
      PORT: '0',
      HOST: '127.0.0.1',
      JWT_SECRET,
      LOG_LEVEL: 'info',
      WEB_DIST: join(tmpdir(), 'ooh-no-web-build'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.push(child);
  const lines: Array<Record<string, unknown>> = [];
  let errors = '';
  child.stderr?.on('data', (chunk) => {
    errors += String(chunk);
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const port = await new Promise<number>((resolve, reject) => {
    let buffered = '';
    child.stdout?.on('data', (chunk) => {
      buffered += String(chunk);
      const complete = buffered.split('\n');
      buffered = complete.pop() ?? '';
      for (const line of complete) {
        if (!line.startsWith('{')) continue;
        const entry = JSON.parse(line) as Record<string, unknown>;
        lines.push(entry);
        if (typeof entry.port === 'number') resolve(entry.port);
      }
    });
    void exited.then((code) => reject(new Error(`main.ts exited with ${code} before listening: ${errors}`)));
  });
  return { child, port, lines, exited };
}

async function get(port: number, path: string) {
  const answer = await fetch(`http://127.0.0.1:${port}${path}`);
  return { status: answer.status, body: await answer.text() };
}

/** Asks readiness until it answers 200; every earlier answer must be 503 with a message. */
async function untilReady(port: number, withinMs = 60_000) {
  const refusals: string[] = [];
  const deadline = Date.now() + withinMs;
  while (Date.now() < deadline) {
    const ready = await get(port, '/api/health/ready');
    if (ready.status === 200) return refusals;
    expect(ready.status, ready.body).toBe(503);
    refusals.push((JSON.parse(ready.body) as { message: string }).message);
    await sleep(100);
  }
  throw new Error('the server did not become ready in time');
}

/** A database for main.ts, a copy of the run's seeded template, and the seed's files beside it. */
async function seededDatabase(
  dataDir: string,
): Promise<{ env: Record<string, string>; drop(): Promise<void> }> {
  const { template, uploads } = seededTemplate();
  if (uploads && existsSync(uploads)) cpSync(uploads, join(dataDir, 'uploads'), { recursive: true });
  if (template?.kind === 'pglite') {
    // The dump loaded into the data folder main.ts opens.
    const loaded = await PGlite.create(join(dataDir, 'pgdata'), {
      extensions: PGLITE_EXTENSIONS,
      loadDataDir: new Blob([readFileSync(template.dump)]),
    });
    await loaded.close();
    return { env: { DATA_DIR: dataDir }, drop: async () => {} };
  }
  const database = await createTestDatabase({ seeded: true });
  return { env: { DATA_DIR: dataDir, DATABASE_URL: database.url ?? '' }, drop: () => database.close() };
}

describe('main.ts, the server process', () => {
  it(
    'finishes an upload in flight on SIGTERM, refuses new connections meanwhile, then exits 0',
    async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'ooh-main-'));
      const database = await seededDatabase(dataDir);
      try {
        const server = await startMain({ ...database.env, DEMO_PASSWORD, SHUTDOWN_TIMEOUT: '20s' });
        await untilReady(server.port);
        const login = await fetch(`http://127.0.0.1:${server.port}/api/user/login/user-appsell`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: 'admin@demo.local', password: DEMO_PASSWORD }),
        });
        expect(login.status).toBe(200);
        const { token } = (await login.json()) as { token: string };

        const form = multipartForm({}, [
          { field: 'files', name: 'late.png', type: 'image/png', content: await samplePhoto() },
        ]);
        const upload = slowRequest(
          server.port,
          '/api/admin/upload-site-photos/appsells/1',
          { ...form.headers, authorization: `Bearer ${token}` },
          form.payload,
        );
        // The request has arrived but for its last bytes (its account is checked as soon as its headers are).
        await sleep(500);
        const signalledAt = performance.now();
        server.child.kill('SIGTERM');
        await sleep(500);
        // Stopped accepting: a new connection is refused while the upload is still in flight.
        await expect(fetch(`http://127.0.0.1:${server.port}/api/health`)).rejects.toThrow();
        expect(server.child.exitCode).toBeNull();
        upload.finish();
        const answer = await upload.answered;
        expect(answer.status, answer.body).toBe(201);
        expect(JSON.parse(answer.body)).toMatchObject({ photos: expect.any(Array) });
        expect(await server.exited).toBe(0);
        expect(performance.now() - signalledAt).toBeLessThan(20_000);
        expect(server.lines.find((line) => line.msg === 'stopped')).toMatchObject({ drained: true });
      } finally {
        await database.drop();
      }
    },
    timeLimit(90_000),
  );

  it.skipIf(!adminUrl)(
    'listens at once and answers 503 while its database refuses connections or another server migrates it',
    async () => {
      const database = await createTestDatabase();
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      const name = new URL(database.url ?? '').pathname.slice(1);
      // Another server holds the migrations' lock (db/connection.ts) as if it were migrating…
      const other = new pg.Client({ connectionString: database.url });
      await other.connect();
      await other.query('select pg_advisory_lock($1)', [MAINTENANCE_LOCK_KEY]);
      let holding = true;
      // …and the database refuses new connections at first (restarting, say).
      await admin.query(`alter database ${name} allow_connections false`);
      try {
        const server = await startMain({
          DATA_DIR: mkdtempSync(join(tmpdir(), 'ooh-main-')),
          DATABASE_URL: database.url ?? '',
        });
        const health = await get(server.port, '/api/health');
        expect(health.status).toBe(200);
        for (const path of ['/api/health/ready', '/api/fetch-count-brief-status-wise', '/']) {
          const answer = await get(server.port, path);
          expect(answer.status, path).toBe(503);
          expect(JSON.parse(answer.body), path).toEqual({ message: NOT_READY_MESSAGES.starting });
        }
        await sleep(1_500);
        expect(
          server.lines.some((line) => line.msg === 'the database cannot be reached: start-up waits for it'),
        ).toBe(true);
        await admin.query(`alter database ${name} allow_connections true`);
        // The server reaches the database on its next try, and waits for the lock: still starting.
        const waitsForLock = async () => {
          const { rows } = await admin.query(
            `select count(*)::int as n from pg_stat_activity
             where datname = $1 and application_name = $2 and wait_event_type = 'Lock'`,
            [name, QUERY_APPLICATION_NAME],
          );
          return rows[0]?.n === 1;
        };
        const deadline = Date.now() + 15_000;
        while (!(await waitsForLock()) && Date.now() < deadline) await sleep(100);
        expect(await waitsForLock()).toBe(true);
        expect((await get(server.port, '/api/health/ready')).status).toBe(503);
        holding = false;
        await other.end();
        const refusals = await untilReady(server.port);
        expect(refusals.every((message) => message === NOT_READY_MESSAGES.starting)).toBe(true);
        const counts = await get(server.port, '/api/fetch-count-brief-status-wise');
        expect(counts.status).toBe(401);
        server.child.kill('SIGTERM');
        expect(await server.exited).toBe(0);
      } finally {
        if (holding) await other.end();
        await admin.query(`alter database ${name} allow_connections true`).catch(() => {});
        await admin.end();
        await database.close();
      }
    },
    90_000,
  );
});
