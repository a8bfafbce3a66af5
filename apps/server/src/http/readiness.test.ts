import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestContext } from '../test/harness.ts';
import { createReadiness, NOT_READY_MESSAGES } from './readiness.ts';

// docs/operations.md "Health and readiness": while the server starts (its database being migrated) or stops, only
// liveness, readiness and the metrics are served; everything else answers 503 { message } before it runs.
const TOKEN = 'readiness-test-token-0123456789';
const readiness = createReadiness('starting');
let t: TestContext;
beforeAll(async () => {
  t = await setupTestApp({ deps: { readiness }, config: { metricsToken: TOKEN } });
});
afterAll(() => t?.close());

describe('readiness', () => {
  it('answers 503 { message } to every call but liveness, readiness and metrics while the server starts', async () => {
    const health = await t.call({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toMatchObject({ status: 'ok' });

    const ready = await t.call({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ message: NOT_READY_MESSAGES.starting });
    expect(ready.headers['retry-after']).toBe('5');

    const metrics = await t.call({ method: 'GET', url: '/api/metrics', token: TOKEN });
    expect(metrics.statusCode).toBe(200);
    expect(metrics.body).toMatch(/^ooh_server_ready 0$/m);

    // A signed-in call, sign-in itself, an unknown path and the app's own page: not served, not even checked.
    const admin = await t.tokenForRole('admin');
    for (const request of [
      { method: 'GET' as const, url: '/api/fetch-count-brief-status-wise', token: admin },
      {
        method: 'POST' as const,
        url: '/api/user/login/user-appsell',
        payload: { email: 'admin@demo.local', password: 'x' },
      },
      { method: 'GET' as const, url: '/api/fetch-count-brief-status-wise' },
      { method: 'GET' as const, url: '/api/no-such-call' },
      { method: 'GET' as const, url: '/dashboard' },
    ]) {
      const answer = await t.call(request);
      expect(answer.statusCode, request.url).toBe(503);
      expect(answer.json(), request.url).toEqual({ message: NOT_READY_MESSAGES.starting });
    }
  });

  it('serves everything once ready, and checks the database on each readiness call', async () => {
    readiness.ready();
    const ready = await t.call({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
    const counts = await t.call({
      method: 'GET',
      url: '/api/fetch-count-brief-status-wise',
      token: await t.tokenForRole('admin'),
    });
    expect(counts.statusCode).toBe(200);
  });

  it('stops being ready, and answers new calls 503, once the server is stopping', async () => {
    readiness.stopping();
    const ready = await t.call({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ message: NOT_READY_MESSAGES.stopping });
    const counts = await t.call({ method: 'GET', url: '/api/fetch-count-brief-status-wise' });
    expect(counts.statusCode).toBe(503);
    expect((await t.call({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});
