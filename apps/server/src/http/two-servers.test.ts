import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import {
  createBriefByFile,
  downloadBriefAttachment,
  fillPath,
  login,
  NOTIFICATION_STREAM_EVENTS,
  type NotificationStreamData,
  openNotificationStream,
  rejectBrief,
} from '@ooh/api/contract';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3Storage } from '../adapters/s3-storage.ts';
import { LISTENER_APPLICATION_NAME, openPostgres } from '../db/connection.ts';
import { EVENTS_CHANNEL, parseEvent, type ServerEvent } from '../services/shared/events.ts';
import { openEventStream } from '../test/event-stream.ts';
import { DEMO_PASSWORD, queryRows, setupTestApp, type TestContext } from '../test/harness.ts';
import { multipartForm, TINY_PDF } from '../test/multipart.ts';
import { startS3Server, type TestS3 } from '../test/s3.ts';

// Two servers on one database (issue 12, "more than one server"): on PostgreSQL each has its own pool and its own
// LISTEN connection, as two processes would; on embedded PGlite (one process by nature) they share the database.
// Both keep uploads in one S3 bucket (s3rver), each through its own client, as two processes configured with the
// same S3_* would.
let s3: TestS3;
let a: TestContext;
let b: TestContext;
beforeAll(async () => {
  s3 = await startS3Server();
  a = await setupTestApp({ deps: { storage: createS3Storage(s3.config) } });
  const url = a.connection.url;
  b = await setupTestApp({
    shareDatabaseOf: a,
    deps: { storage: createS3Storage(s3.config) },
    ...(url ? { ownConnection: openPostgres(url) } : {}),
  });
});
afterAll(async () => {
  await b?.close();
  await a?.close();
  await s3?.close();
});

const onPostgres = process.env.TEST_DATABASE === 'postgres';

/** Rejects the first pending brief through `server`, which notifies its author; answers the author's id. */
async function rejectPendingBrief(server: TestContext) {
  const [brief] = await queryRows<{ id: number; created_by: number }>(
    server.connection,
    sql`select id, created_by from briefs where status = 'pending' and created_by is not null order by id limit 1`,
  );
  if (!brief) throw new Error('no pending brief left in the seed');
  const rejected = await server.call({
    method: rejectBrief.method,
    url: `/api${fillPath(rejectBrief.path, { id: brief.id })}`,
    token: await server.tokenForRole('designer'),
    payload: { reason: 'Budget does not cover the cities' },
  });
  expect(rejected.statusCode, rejected.body).toBe(200);
  return Number(brief.created_by);
}

/** Polls until `check` answers a value other than undefined, or fails after `ms`. */
async function eventually<T>(what: string, check: () => Promise<T | undefined> | T | undefined, ms = 15_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Process ids of the LISTEN connections open on the test database. */
const listenerPids = async () =>
  (
    await queryRows<{ pid: number }>(
      a.connection,
      sql`select pid from pg_stat_activity where datname = current_database() and application_name = ${LISTENER_APPLICATION_NAME} order by pid`,
    )
  ).map((row) => Number(row.pid));

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

  it("a notification written through one server reaches the recipient's open tab on the other (live stream)", async () => {
    const [brief] = await queryRows<{ id: number; brief_number: string; email: string }>(
      a.connection,
      sql`select b.id, b.brief_number, u.email from briefs b join users u on u.id = b.created_by
          where b.status = 'pending' and u.status = 'active' and u.deleted_at is null order by b.id limit 1`,
    );
    if (!brief) throw new Error('no pending brief with an active author left in the seed');
    const baseB = await b.app.listen({ port: 0, host: '127.0.0.1' });
    const tab = await openEventStream(`${baseB}/api${openNotificationStream.path}`, {
      token: await b.tokenFor(brief.email),
    });
    try {
      expect(tab.status).toBe(200);
      const isNotifications = (event: { event: string }) =>
        event.event === NOTIFICATION_STREAM_EVENTS.notifications;
      await tab.next(isNotifications);
      const rejected = await a.call({
        method: rejectBrief.method,
        url: `/api${fillPath(rejectBrief.path, { id: brief.id })}`,
        token: await a.tokenForRole('designer'),
        payload: { reason: 'Budget does not cover the cities' },
      });
      expect(rejected.statusCode, rejected.body).toBe(200);
      const data = JSON.parse((await tab.next(isNotifications)).data) as NotificationStreamData;
      expect(data.notifications).toEqual([
        expect.objectContaining({
          title: 'Brief rejected',
          body: expect.stringContaining(brief.brief_number),
        }),
      ]);
    } finally {
      tab.close();
    }
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

  it('a file uploaded through one server is downloaded through the other, byte for byte', async () => {
    const [client] = await queryRows<{ id: number }>(
      a.connection,
      sql`select id from clients where deleted_at is null order by id limit 1`,
    );
    // A PDF with random bytes after it: only this upload has these bytes.
    const content = Buffer.concat([TINY_PDF, Buffer.from('% '), randomBytes(64 * 1024)]);
    const created = await a.call({
      method: createBriefByFile.method,
      url: `/api${createBriefByFile.path}`,
      token: await a.tokenForRole('key_account_manager'),
      ...multipartForm(
        {
          client_id: String(client?.id),
          campaign_name: 'Uploaded on server A',
          start_date: '2025-07-01',
          end_date: '2025-07-31',
          budget: '1500000',
        },
        [{ name: 'brief.pdf', type: 'application/pdf', content }],
      ),
    });
    expect(created.statusCode, created.body).toBe(201);
    const briefId = created.json().brief.id;

    const downloaded = await b.call({
      method: downloadBriefAttachment.method,
      url: `/api${fillPath(downloadBriefAttachment.path, { id: briefId })}`,
      token: await b.tokenForRole('designer'),
    });
    expect(downloaded.statusCode, downloaded.body).toBe(200);
    expect(downloaded.rawPayload.length).toBe(content.length);
    const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
    expect(sha256(downloaded.rawPayload)).toBe(sha256(content));

    // It went through the bucket, committed, and into neither server's folder.
    const [file] = await queryRows<{ storage_key: string }>(
      a.connection,
      sql`select f.storage_key from briefs b join files f on f.id = b.attachment_file_id where b.id = ${briefId}`,
    );
    const key = String(file?.storage_key);
    const inBucket = (await createS3Storage(s3.config).list()).filter((entry) => entry.key === key);
    expect(inBucket.map(({ key, staged }) => ({ key, staged }))).toEqual([{ key, staged: false }]);
    expect(existsSync(join(a.config.uploadDir, key))).toBe(false);
    expect(existsSync(join(b.config.uploadDir, key))).toBe(false);
  });

  describe.skipIf(!onPostgres)(
    'the LISTEN connection (PostgreSQL only: PGlite has no connection to lose)',
    () => {
      /** Subscribes on B for the whole test, so only the listener's own reconnection can bring events back. */
      async function subscribeOnB() {
        const heard: ServerEvent[] = [];
        const stop = await b.connection.listen(EVENTS_CHANNEL, (payload) => {
          const event = parseEvent(payload);
          if (event) heard.push(event);
        });
        return { heard, stop };
      }
      async function withAdmin<T>(work: (admin: pg.Client, database: string) => Promise<T>) {
        const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
        await admin.connect();
        try {
          const [row] = await queryRows<{ name: string }>(
            a.connection,
            sql`select current_database() as name`,
          );
          return await work(admin, String(row?.name));
        } finally {
          await admin.end();
        }
      }
      const terminateListeners = (admin: pg.Client, database: string) =>
        admin.query(
          'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and application_name = $2',
          [database, LISTENER_APPLICATION_NAME],
        );
      /** After the cut: a new LISTEN connection, then a notification written through A heard on B. */
      async function expectHeardAgain(heard: ServerEvent[], before: number[]) {
        await eventually('a new LISTEN connection', async () => {
          const pids = await listenerPids();
          return pids.length > 0 && pids.every((pid) => !before.includes(pid)) ? pids : undefined;
        });
        const author = await rejectPendingBrief(a);
        await eventually('the event on B', () =>
          heard.find((event) => event.type === 'notifications' && event.userIds.includes(author)),
        );
      }

      it('listens again after its connection is terminated (pg_terminate_backend)', async () => {
        const { heard, stop } = await subscribeOnB();
        try {
          const before = await eventually('the LISTEN connection', async () => {
            const pids = await listenerPids();
            return pids.length ? pids : undefined;
          });
          await withAdmin(terminateListeners);
          await expectHeardAgain(heard, before);
        } finally {
          await stop();
        }
      });

      it('keeps trying while the database refuses connections, and listens again once it accepts', async () => {
        const { heard, stop } = await subscribeOnB();
        try {
          const before = await listenerPids();
          expect(before.length).toBeGreaterThan(0);
          await withAdmin(async (admin, database) => {
            await admin.query(`alter database "${database}" allow_connections false`);
            try {
              await terminateListeners(admin, database);
              // Long enough for more than one refused attempt.
              await new Promise((resolve) => setTimeout(resolve, 3000));
            } finally {
              await admin.query(`alter database "${database}" allow_connections true`);
            }
          });
          await expectHeardAgain(heard, before);
        } finally {
          await stop();
        }
      });
    },
  );
});
