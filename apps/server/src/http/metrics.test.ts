import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, setupTestApp, type TestContext } from '../test/harness.ts';
import { multipartForm, samplePhoto } from '../test/multipart.ts';

// docs/operations.md "Metrics": what Prometheus reads at /api/metrics with the configured token.
const TOKEN = 'metrics-test-token-0123456789';
const postgres = process.env.TEST_DATABASE === 'postgres';

let t: TestContext;
beforeAll(async () => {
  t = await setupTestApp({ config: { metricsToken: TOKEN } });
});
afterAll(() => t?.close());

const scrape = () => t.call({ method: 'GET', url: '/api/metrics', token: TOKEN });

/** The value of one sample of the exposition text: the series named, with at least the labels given. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries(
      [...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1], m[2]]),
    );
    if (Object.entries(labels).every(([key, value]) => found[key] === value)) return Number(match[3]);
  }
  return undefined;
}

/** The files the database holds and their bytes, counted from the rows. */
async function filesInDatabase() {
  const [row] = await queryRows<{ files: number; bytes: number }>(
    t.connection,
    sql`select count(*)::int as files, coalesce(sum(size), 0)::bigint as bytes from files`,
  );
  return { files: Number(row?.files), bytes: Number(row?.bytes) };
}

describe('the metrics endpoint', () => {
  it('answers 401 without the token or with another, and 404 on a server without METRICS_TOKEN', async () => {
    for (const token of [undefined, 'another-token-0123456789', TOKEN.slice(0, -1)]) {
      const answer = await t.call({ method: 'GET', url: '/api/metrics', ...(token ? { token } : {}) });
      expect(answer.statusCode, String(token)).toBe(401);
      expect(answer.json()).toEqual({ message: expect.any(String) });
    }
    // A staff member's token is not the metrics token.
    const staff = await t.call({ method: 'GET', url: '/api/metrics', token: await t.tokenForRole('admin') });
    expect(staff.statusCode).toBe(401);
    const off = await setupTestApp({ shareDatabaseOf: t });
    try {
      const answer = await off.call({ method: 'GET', url: '/api/metrics', token: TOKEN });
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toEqual({ message: 'Metrics are not enabled on this server' });
    } finally {
      await off.close();
    }
  });

  it('counts requests per contract entry and status, never per address, with their latency', async () => {
    const admin = await t.tokenForRole('admin');
    for (const id of [1, 2, 3])
      await t.call({ method: 'GET', url: `/api/fetch-single-brief-admin/${id}`, token: admin });
    await t.call({ method: 'GET', url: '/api/fetch-single-brief-admin/999999', token: admin });
    await t.call({ method: 'GET', url: '/api/fetch-single-brief-admin/1' });
    await t.call({ method: 'GET', url: '/api/no-such-call' });
    const answer = await scrape();
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    const text = answer.body;
    const count = (labels: Record<string, string>) =>
      sample(text, 'ooh_http_request_duration_seconds_count', labels);
    expect(count({ endpoint: 'fetchSingleBrief', method: 'GET', status: '200' })).toBe(3);
    expect(count({ endpoint: 'fetchSingleBrief', status: '404' })).toBe(1);
    expect(count({ endpoint: 'fetchSingleBrief', status: '401' })).toBe(1);
    expect(count({ endpoint: 'none', status: '404' })).toBe(1);
    // The latency histogram: every request falls in the last bucket, and the sum is some time.
    expect(
      sample(text, 'ooh_http_request_duration_seconds_bucket', {
        endpoint: 'fetchSingleBrief',
        status: '200',
        le: '+Inf',
      }),
    ).toBe(3);
    expect(
      sample(text, 'ooh_http_request_duration_seconds_sum', { endpoint: 'fetchSingleBrief', status: '200' }),
    ).toBeGreaterThan(0);
    expect(text).not.toMatch(/fetch-single-brief-admin\/\d/);
  });

  it('counts refused sign-ins by reason, every reason from zero', async () => {
    const before = await scrape();
    expect(sample(before.body, 'ooh_sign_in_refusals_total', { reason: 'inactive' })).toBe(0);
    const login = (email: string, password: string) =>
      t.call({ method: 'POST', url: '/api/user/login/user-appsell', payload: { email, password } });
    expect((await login('admin@demo.local', 'not-the-password')).statusCode).toBe(401);
    expect((await login('nobody@demo.local', 'not-the-password')).statusCode).toBe(401);
    expect((await login('inactive@demo.local', 'test-demo-password')).statusCode).toBe(403);
    const after = (await scrape()).body;
    const delta = (reason: string) =>
      (sample(after, 'ooh_sign_in_refusals_total', { reason }) ?? Number.NaN) -
      (sample(before.body, 'ooh_sign_in_refusals_total', { reason }) ?? Number.NaN);
    expect(delta('wrong_credentials')).toBe(2);
    expect(delta('inactive')).toBe(1);
    expect(delta('too_many_attempts')).toBe(0);
  });

  it('reports the uploads stored from the database, and follows an upload', async () => {
    const before = await filesInDatabase();
    expect(before.files).toBeGreaterThan(0);
    const first = (await scrape()).body;
    expect(sample(first, 'ooh_uploads_stored_files')).toBe(before.files);
    expect(sample(first, 'ooh_uploads_stored_bytes')).toBe(before.bytes);
    const form = multipartForm({}, [
      { field: 'files', name: 'front.png', type: 'image/png', content: await samplePhoto() },
    ]);
    const upload = await t.call({
      method: 'POST',
      url: '/api/admin/upload-site-photos/appsells/1',
      token: await t.tokenForRole('admin'),
      ...form,
    });
    expect(upload.statusCode, upload.body).toBe(201);
    const after = await filesInDatabase();
    expect(after.files).toBeGreaterThan(before.files);
    const second = (await scrape()).body;
    expect(sample(second, 'ooh_uploads_stored_files')).toBe(after.files);
    expect(sample(second, 'ooh_uploads_stored_bytes')).toBe(after.bytes);
    expect(sample(second, 'ooh_database_up')).toBe(1);
  });

  it('reports the database pool, readiness, the event loop and the process', async () => {
    const text = (await scrape()).body;
    expect(sample(text, 'ooh_server_ready')).toBe(1);
    if (postgres) {
      // DATABASE_POOL_MAX's default 10: half for the prepared statements, the rest for the other queries.
      expect(sample(text, 'ooh_db_pool_max', { pool: 'prepared' })).toBe(5);
      expect(sample(text, 'ooh_db_pool_max', { pool: 'queries' })).toBe(5);
      expect(sample(text, 'ooh_db_pool_waiting', { pool: 'queries' })).toBe(0);
      expect(sample(text, 'ooh_db_pool_connections', { pool: 'queries', state: 'idle' })).toBeGreaterThan(0);
    } else {
      expect(sample(text, 'ooh_db_pool_max', { pool: 'embedded' })).toBe(1);
      expect(sample(text, 'ooh_db_pool_connections', { pool: 'embedded', state: 'open' })).toBe(1);
    }
    expect(sample(text, 'nodejs_eventloop_lag_p99_seconds')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    // Every metric is declared once with its help and type (Prometheus refuses a repeated family).
    const families = [...text.matchAll(/^# TYPE (\S+) /gm)].map((match) => match[1]);
    expect(new Set(families).size).toBe(families.length);
  });
});
