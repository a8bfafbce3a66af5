import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseConnection } from '../db/connection.ts';
import { setupTestApp, type TestContext } from '../test/harness.ts';
import { multipartForm, samplePhoto } from '../test/multipart.ts';
import { slowRequest } from '../test/slow-request.ts';
import { createReadiness } from './readiness.ts';
import { shutDown } from './shutdown.ts';

// docs/operations.md "Stopping": the drain and its bound, on a listening app (main.test.ts runs the whole process).
let t: TestContext;
beforeAll(async () => {
  t = await setupTestApp();
});
afterAll(() => t?.close());

/** An app of its own on the shared database, listening on a free port, and a stand-in for its database. */
async function listening() {
  const readiness = createReadiness();
  const server = await setupTestApp({ shareDatabaseOf: t, deps: { readiness } });
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  let closed = false;
  // shutDown closes the database last; the shared one stays open for the other tests.
  const connection = {
    close: async () => {
      closed = true;
    },
  } as unknown as DatabaseConnection;
  return {
    server,
    readiness,
    connection,
    port: (server.app.server.address() as AddressInfo).port,
    closed: () => closed,
  };
}

async function slowUpload(port: number) {
  const form = multipartForm({}, [
    { field: 'files', name: 'late.png', type: 'image/png', content: await samplePhoto() },
  ]);
  const upload = slowRequest(
    port,
    '/api/admin/upload-site-photos/appsells/1',
    { ...form.headers, authorization: `Bearer ${await t.tokenForRole('admin')}` },
    form.payload,
  );
  await sleep(200);
  return upload;
}

describe('the shutdown', () => {
  it('lets a call in flight finish, then closes the database and answers 0', async () => {
    const { server, readiness, connection, port, closed } = await listening();
    const upload = await slowUpload(port);
    const stopped = shutDown({ app: server.app, connection, readiness, timeoutMs: 10_000 });
    await sleep(200);
    expect(readiness.state).toBe('stopping');
    expect(closed()).toBe(false);
    upload.finish();
    expect((await upload.answered).status).toBe(201);
    expect(await stopped).toBe(0);
    expect(closed()).toBe(true);
  });

  it('cuts the calls still in flight when the time is up, and answers 1', async () => {
    const { server, readiness, connection, port, closed } = await listening();
    const upload = await slowUpload(port);
    const started = performance.now();
    const code = await shutDown({ app: server.app, connection, readiness, timeoutMs: 300 });
    expect(code).toBe(1);
    expect(performance.now() - started).toBeLessThan(3_000);
    await expect(upload.answered).rejects.toThrow();
    expect(closed()).toBe(true);
  });
});
