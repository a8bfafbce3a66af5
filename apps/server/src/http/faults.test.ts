import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResilientPool } from '../db/pool.ts';
import { timeLimit } from '../test/constants.ts';
import { setupTestApp, type TestContext } from '../test/harness.ts';
import { DATABASE_UNAVAILABLE } from './database-errors.ts';

// docs/operations.md "When the database is the problem": while PostgreSQL drops the server's connections or
// refuses new ones, every call answers at once, 2xx or 503 { message } (never a 500, never a hang, never a crash),
// and the server serves again by itself once the database is back. On PostgreSQL only: the embedded database lives
// in the process and cannot go away on its own.
const adminUrl = process.env.TEST_DATABASE === 'postgres' ? process.env.DATABASE_URL : undefined;

const METRICS_TOKEN = 'faults-test-metrics-token-0123';
let t: TestContext;
let admin: pg.Client;
let database = '';
let token = '';
beforeAll(async () => {
  if (!adminUrl) return;
  t = await setupTestApp({ config: { metricsToken: METRICS_TOKEN } });
  database = new URL(t.connection.url ?? '').pathname.slice(1);
  admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  token = await t.tokenForRole('admin');
});
afterAll(async () => {
  if (!adminUrl) return;
  await admin.query(`alter database ${database} allow_connections true`).catch(() => {});
  await admin.end();
  await t?.close();
});

/** The calls of the stream: liveness (no database), readiness, a signed-in read, a list and a write. */
const CALLS = [
  { method: 'GET', url: '/api/health' },
  { method: 'GET', url: '/api/health/ready' },
  { method: 'GET', url: '/api/fetch-count-brief-status-wise', signed: true },
  { method: 'GET', url: '/api/user/fetch-notifications?page=1&limit=10', signed: true },
  { method: 'PATCH', url: '/api/user/notifications/read-all', signed: true },
] as const;

interface Answer {
  call: string;
  status: number;
  body: string;
  ms: number;
}

async function send(call: (typeof CALLS)[number]): Promise<Answer> {
  const started = performance.now();
  const answer = await t.call({
    method: call.method,
    url: call.url,
    ...('signed' in call ? { token } : {}),
  });
  return {
    call: `${call.method} ${call.url}`,
    status: answer.statusCode,
    body: answer.body,
    ms: performance.now() - started,
  };
}

/** Calls in a loop from `workers` callers at once until `stop` resolves; every answer is kept. */
function stream(workers: number) {
  const answers: Answer[] = [];
  let running = true;
  const loops = Array.from({ length: workers }, async (_, worker) => {
    for (let n = worker; running; n++)
      answers.push(await send(CALLS[n % CALLS.length] as (typeof CALLS)[number]));
  });
  return {
    answers,
    async stop() {
      running = false;
      await Promise.all(loops);
    },
  };
}

/** Ends every session of the server's database but the caller's (what an operator or a failover does). */
const terminate = () =>
  admin.query(
    'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
    [database],
  );

describe.runIf(adminUrl)('when PostgreSQL drops or refuses the connections under load', () => {
  it(
    'answers every call 2xx or 503 { message } at once, and serves again by itself',
    async () => {
      const calls = stream(6);
      await sleep(300);
      // Sessions ended under load, three times: the pool replaces them.
      for (let round = 0; round < 3; round++) {
        await terminate();
        await sleep(150);
      }
      // Then the database refuses connections for a while (as during a restart), every session ended.
      await admin.query(`alter database ${database} allow_connections false`);
      await terminate();
      const refusing = calls.answers.length;
      await sleep(500);
      // The metrics still answer, and say the database is away.
      const scrape = await t.call({ method: 'GET', url: '/api/metrics', token: METRICS_TOKEN });
      expect(scrape.statusCode).toBe(200);
      expect(scrape.body).toMatch(/^ooh_database_up 0$/m);
      await sleep(500);
      const duringOutage = calls.answers.slice(refusing);
      await admin.query(`alter database ${database} allow_connections true`);
      await sleep(500);
      await calls.stop();

      const { answers } = calls;
      expect(answers.length).toBeGreaterThan(50);
      for (const answer of answers) {
        const what = `${answer.call}: ${answer.status} ${answer.body.slice(0, 200)}`;
        if (answer.status === 503) {
          const body = JSON.parse(answer.body) as { message?: unknown };
          expect(typeof body.message, what).toBe('string');
        } else expect(answer.status, what).toBeGreaterThanOrEqual(200);
        if (answer.status !== 503) expect(answer.status, what).toBeLessThan(300);
        // No call waits for the database to come back: each answers within the connect timeout.
        expect(answer.ms, what).toBeLessThan(6_000);
      }
      // The outage was seen, in plain words, while liveness kept answering.
      const refused = duringOutage.filter((answer) => answer.status === 503);
      expect(refused.length).toBeGreaterThan(0);
      expect(refused.map((answer) => JSON.parse(answer.body).message)).toContain(DATABASE_UNAVAILABLE);
      expect(
        duringOutage.filter((answer) => answer.call === 'GET /api/health').every((a) => a.status === 200),
      ).toBe(true);

      // Recovered by itself: every call succeeds again, and no connection was lost track of (a client the pool still
      // counts as busy once every call has answered would never come back, and the pool would run dry).
      for (const call of CALLS) {
        const answer = await send(call);
        expect(answer.status, `${answer.call}: ${answer.body.slice(0, 200)}`).toBeLessThan(300);
      }
      for (const use of t.connection.pools()) {
        expect(use.waiting, use.pool).toBe(0);
        expect((use.total ?? 0) - (use.idle ?? 0), `${use.pool}: connections still checked out`).toBe(0);
      }
    },
    timeLimit(60_000),
  );

  it('gives a checked-out connection that is lost back to the pool, so the pool never runs dry', async () => {
    const pool = new ResilientPool({ connectionString: t.connection.url, max: 1 });
    try {
      const client = await pool.connect();
      const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
      const ended = new Promise((resolve) => client.once('end', resolve));
      await admin.query('select pg_terminate_backend($1)', [rows[0]?.pid]);
      await ended;
      // Its only slot is free again without a release: the next call gets a new connection at once.
      expect(pool.totalCount).toBe(0);
      const again = await pool.query<{ one: number }>('select 1 as one');
      expect(again.rows).toEqual([{ one: 1 }]);
      // The owner's own release afterwards (a transaction's finally) is harmless.
      client.release();
      expect(pool.totalCount).toBe(1);
    } finally {
      await pool.end();
    }
  });
});
