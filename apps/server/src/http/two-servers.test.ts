import { fillPath, login, rejectBrief } from '@ooh/api/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres } from '../db/connection.ts';
import { EVENTS_CHANNEL, parseEvent, type ServerEvent } from '../services/shared/events.ts';
import { DEMO_PASSWORD, queryRows, setupTestApp, type TestContext } from '../test/harness.ts';

// Two servers on one database (issue 12, "more than one server"): on PostgreSQL each has its own pool and its own
// LISTEN connection, as two processes would; on embedded PGlite (one process by nature) they share the database.
let a: TestContext;
let b: TestContext;
beforeAll(async () => {
  a = await setupTestApp();
  const url = a.connection.url;
  b = await setupTestApp({
    shareDatabaseOf: a,
    ...(url ? { ownConnection: openPostgres(url) } : {}),
  });
});
afterAll(async () => {
  await b?.close();
  await a?.close();
});

/** The next event heard by `listener` that `accept` takes, or a failure after `ms`. */
async function nextEvent(listener: TestContext, accept: (event: ServerEvent) => boolean, ms = 5000) {
  let unlisten: (() => Promise<void>) | undefined;
  try {
    return await new Promise<ServerEvent>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('no event heard')), ms);
      void listener.connection
        .listen(EVENTS_CHANNEL, (payload) => {
          const event = parseEvent(payload);
          if (event && accept(event)) {
            clearTimeout(timer);
            resolve(event);
          }
        })
        .then((stop) => {
          unlisten = stop;
        }, reject);
    });
  } finally {
    await unlisten?.();
  }
}

describe('two servers on one database', () => {
  it('a notification written through one server is announced to the other', async () => {
    const [brief] = await queryRows<{ id: number; created_by: number }>(
      a.connection,
      sql`select id, created_by from briefs where status = 'pending' and created_by is not null order by id limit 1`,
    );
    // Listen on B first, then act on A.
    const heard = nextEvent(b, (event) => event.userIds.includes(Number(brief?.created_by)));
    await new Promise((resolve) => setTimeout(resolve, 200));
    const rejected = await a.call({
      method: rejectBrief.method,
      url: `/api${fillPath(rejectBrief.path, { id: brief?.id })}`,
      token: await a.tokenForRole('designer'),
      payload: { reason: 'Budget does not cover the cities' },
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    await expect(heard).resolves.toMatchObject({ type: 'notifications' });
  });

  it('a sign-in limit reached on one server refuses on the other', async () => {
    const email = 'editor@demo.local';
    const attempt = (server: TestContext, password: string) =>
      server.call({ method: login.method, url: `/api${login.path}`, payload: { email, password } });
    let status = 0;
    for (let tries = 0; tries < 50 && status !== 429; tries++)
      status = (await attempt(a, 'wrong password')).statusCode;
    expect(status).toBe(429);
    const other = await attempt(b, DEMO_PASSWORD);
    expect(other.statusCode, other.body).toBe(429);
    expect(other.json()).toEqual({ message: expect.stringMatching(/Too many sign-in attempts/) });
  });
});
