import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { defineEndpoint } from '@ooh/api/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { DatabaseConnection } from '../db/connection.ts';
import { setupTestApp, type TestContext } from '../test/harness.ts';
import { multipartForm, samplePhoto } from '../test/multipart.ts';
import { slowRequest } from '../test/slow-request.ts';
import { route } from './endpoint.ts';
import { createReadiness } from './readiness.ts';
import { shutDown } from './shutdown.ts';

// docs/operations.md "Stopping": the drain and its bound, on a listening app (main.test.ts runs the whole process).
let t: TestContext;
beforeAll(async () => {
  t = await setupTestApp();
});
afterAll(() => t?.close());

/** An app of its own on the shared database, listening on a free port, and a stand-in for its database. */
async function listening(extend?: (app: FastifyInstance) => void) {
  const readiness = createReadiness();
  const server = await setupTestApp({
    shareDatabaseOf: t,
    deps: { readiness },
    ...(extend ? { extend } : {}),
  });
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  let closed = false;
  const events: string[] = [];
  // shutDown closes the database last; the shared one stays open for the other tests.
  const connection = {
    close: async () => {
      closed = true;
      events.push('database closed');
    },
  } as unknown as DatabaseConnection;
  return {
    server,
    readiness,
    connection,
    port: (server.app.server.address() as AddressInfo).port,
    closed: () => closed,
    events,
  };
}

// A call that holds on until the test lets it go, then reads the database: what a handler does after a slow step.
const held = defineEndpoint({
  id: 'testHeld',
  method: 'GET',
  path: '/test/held',
  auth: 'bearer',
  roles: ['admin'],
  group: 'test',
  summary: 'test only',
  errorMessage: 'Test failed',
  response: z.object({ ok: z.boolean() }),
});

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

  it('keeps the database open for a handler whose caller hung up, until it ends', async () => {
    let started: () => void = () => {};
    const handlerStarted = new Promise<void>((resolve) => {
      started = resolve;
    });
    let letGo: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      letGo = resolve;
    });
    let read: unknown = null;
    const { server, readiness, connection, port, closed, events } = await listening((app) =>
      route(app, held, async ({ db }) => {
        started();
        await gate;
        read = await db.execute(sql`select 1 as one`).then(
          () => 'read',
          (error: Error) => error.message,
        );
        events.push('handler ended');
        return { ok: true };
      }),
    );
    const call = httpRequest({
      host: '127.0.0.1',
      port,
      path: '/test/held',
      headers: { authorization: `Bearer ${await t.tokenForRole('admin')}` },
    });
    call.on('error', () => {});
    call.end();
    await handlerStarted;
    // The caller hangs up: its connection closes while the handler still waits.
    call.destroy();
    const stopped = shutDown({ app: server.app, connection, readiness, timeoutMs: 10_000 });
    await sleep(300);
    expect(closed()).toBe(false);
    letGo();
    expect(await stopped).toBe(0);
    expect(read).toBe('read');
    expect(events).toEqual(['handler ended', 'database closed']);
  });

  it('does not wait for calls that never reached a handler (refused at the account check)', async () => {
    const { server, readiness, connection, port } = await listening();
    const refused = await fetch(`http://127.0.0.1:${port}/api/admin/fetch-all-clients`, {
      headers: { authorization: 'Bearer not-a-token' },
    });
    expect(refused.status).toBe(401);
    // Released once its response has closed (a turn of the event loop after it).
    await sleep(50);
    expect(server.app.inFlight.count).toBe(0);
    const started = performance.now();
    expect(await shutDown({ app: server.app, connection, readiness, timeoutMs: 10_000 })).toBe(0);
    expect(performance.now() - started).toBeLessThan(2_000);
  });
});
