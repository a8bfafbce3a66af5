import {
  acceptBrief,
  fetchUnreadNotificationCount,
  fillPath,
  logout,
  NOTIFICATION_STREAM_EVENTS,
  type NotificationStreamData,
  openNotificationStream,
} from '@ooh/api/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STREAM_MESSAGES } from '../services/notifications/live.ts';
import { openEventStream, type SentEvent, type TestEventStream, until } from '../test/event-stream.ts';
import { queryRows, setupTestApp, type TestContext } from '../test/harness.ts';

// docs/domain.md "Notifications", "Live delivery". A stream is read over a real connection, as a tab reads it.
const HEARTBEAT_MS = 300;
const PER_USER = 3;
let t: TestContext;
let base: string;
const open: TestEventStream[] = [];

beforeAll(async () => {
  t = await setupTestApp({
    config: {
      notificationStreamHeartbeatMs: HEARTBEAT_MS,
      notificationStreamsPerUser: PER_USER,
      // Far shorter than the streams live here: a request time-out must not end them.
      requestTimeoutMs: 1000,
      uploadTimeoutMs: 1000,
    },
  });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  for (const stream of open) stream.close();
  await t?.close();
});

const streamUrl = (query = '') => `${base}/api${openNotificationStream.path}${query}`;

async function streamOf(email: string, query = '') {
  const stream = await openEventStream(streamUrl(query), { token: await t.tokenFor(email) });
  open.push(stream);
  return stream;
}

const isNotifications = (event: SentEvent) => event.event === NOTIFICATION_STREAM_EVENTS.notifications;
const dataOf = (event: SentEvent) => JSON.parse(event.data) as NotificationStreamData;

async function userId(email: string) {
  const [row] = await queryRows<{ id: number }>(
    t.connection,
    sql`select id from users where email = ${email}`,
  );
  return Number(row?.id);
}

async function pendingBrief() {
  const [row] = await queryRows<{ id: number; brief_number: string }>(
    t.connection,
    sql`select id, brief_number from briefs where status = 'pending' and deleted_at is null
        and not exists (select 1 from plans p where p.brief_id = briefs.id) order by id limit 1`,
  );
  if (!row) throw new Error('no pending brief left in the seed');
  return row;
}

async function acceptAsDesigner(id: number) {
  const answer = await t.call({
    method: acceptBrief.method,
    url: `/api${fillPath(acceptBrief.path, { id })}`,
    token: await t.tokenForRole('designer'),
  });
  expect(answer.statusCode, answer.body).toBe(200);
}

describe('the live notification stream', () => {
  it("opens with the caller's unread count, then brings a notification written for them, and none for another user", async () => {
    const planner = await streamOf('planner@demo.local');
    const kam = await streamOf('key_account_manager@demo.local');
    expect(planner.status).toBe(200);
    expect(planner.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(planner.headers.get('cache-control')).toContain('no-store');

    const first = dataOf(await planner.next(isNotifications));
    const counted = await t.call({
      method: 'GET',
      url: `/api${fetchUnreadNotificationCount.path}`,
      token: await t.tokenFor('planner@demo.local'),
    });
    expect(first).toEqual({ notifications: [], unread: counted.json().unread });
    await kam.next(isNotifications);

    const brief = await pendingBrief();
    await acceptAsDesigner(brief.id);

    const event = await planner.next(isNotifications);
    const data = dataOf(event);
    expect(data.notifications).toEqual([
      {
        id: expect.any(Number),
        title: 'Brief accepted',
        body: expect.stringContaining(brief.brief_number),
        link: expect.stringContaining('/plan'),
        created_at: expect.any(String),
      },
    ]);
    expect(event.id).toBe(String(data.notifications[0]?.id));
    expect(data.unread).toBe(first.unread + 1);
    // What the stream sent is what the list holds.
    const [row] = await queryRows<{ id: number; title: string }>(
      t.connection,
      sql`select id, title from notifications where user_id = ${await userId('planner@demo.local')} order by id desc limit 1`,
    );
    expect(data.notifications[0]?.id).toBe(Number(row?.id));

    // The KAM is not told of an accepted brief: nothing but heartbeats reach that stream.
    const heartbeats = kam.comments;
    await until('a heartbeat on the KAM stream', () => kam.comments > heartbeats);
    expect(kam.events.filter(isNotifications)).toHaveLength(1);
  });

  it('sends the notifications missed since last_event_id on a reconnection, each once', async () => {
    const plannerId = await userId('planner@demo.local');
    const before = await queryRows<{ id: number }>(
      t.connection,
      sql`select coalesce(max(id), 0) as id from notifications where user_id = ${plannerId}`,
    );
    const last = Number(before[0]?.id);
    await acceptAsDesigner((await pendingBrief()).id);
    const resumed = await streamOf('planner@demo.local', `?last_event_id=${last}`);
    const data = dataOf(await resumed.next(isNotifications));
    expect(data.notifications.map((n) => n.title)).toEqual(['Brief accepted']);
    expect(data.notifications[0]?.id).toBeGreaterThan(last);
    resumed.close();
  });

  it('keeps the stream open past the request time-out, with a comment line every heartbeat, uncompressed', async () => {
    const stream = await openEventStream(streamUrl(), {
      token: await t.tokenFor('manager@demo.local'),
      headers: { 'accept-encoding': 'gzip, br' },
    });
    open.push(stream);
    expect(stream.headers.get('content-encoding')).toBeNull();
    await stream.next(isNotifications);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(stream.comments).toBeGreaterThanOrEqual(3);
    let ended = false;
    void stream.ended.then(() => {
      ended = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(ended).toBe(false);
    stream.close();
  });

  it('answers 401 without a token and with a bad one, as JSON', async () => {
    const none = await t.call({ method: 'GET', url: `/api${openNotificationStream.path}` });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ message: 'Please sign in to continue.' });
    const bad = await t.call({
      method: 'GET',
      url: `/api${openNotificationStream.path}`,
      token: 'not-a-token',
    });
    expect(bad.statusCode).toBe(401);
    expect(bad.json()).toEqual({ message: expect.stringMatching(/sign in again/) });
  });

  it('ends the stream with an end event when the account is deactivated', async () => {
    const email = 'editor@demo.local';
    const stream = await streamOf(email);
    await stream.next(isNotifications);
    await t.connection.db.execute(sql`update users set status = 'inactive' where email = ${email}`);
    try {
      const end = await stream.next((event) => event.event === NOTIFICATION_STREAM_EVENTS.end);
      expect(JSON.parse(end.data)).toEqual({ message: STREAM_MESSAGES.signedOut });
      await stream.ended;
      expect(t.app.notificationStreams.count(await userId(email))).toBe(0);
      // And it cannot come back.
      const again = await openEventStream(streamUrl(), { token: await t.tokenFor(email) });
      expect(again.status).toBe(401);
    } finally {
      await t.connection.db.execute(sql`update users set status = 'active' where email = ${email}`);
    }
  });

  it("ends the stream when its token signs out, and leaves the same user's other sessions streaming", async () => {
    const email = 'operation_analyst@demo.local';
    const token = await t.tokenFor(email);
    const other = await streamOf(email);
    const stream = await openEventStream(streamUrl(), { token });
    open.push(stream);
    await stream.next(isNotifications);
    await other.next(isNotifications);
    const out = await t.call({ method: logout.method, url: `/api${logout.path}`, token });
    expect(out.statusCode, out.body).toBe(200);
    const end = await stream.next((event) => event.event === NOTIFICATION_STREAM_EVENTS.end);
    expect(JSON.parse(end.data)).toEqual({ message: STREAM_MESSAGES.signedOut });
    await stream.ended;
    expect(t.app.notificationStreams.count(await userId(email))).toBe(1);
    const again = await openEventStream(streamUrl(), { token });
    expect(again.status).toBe(401);
    other.close();
    await other.ended;
  });

  it('refuses a stream past the per-user limit with 429, and makes room when a tab goes away', async () => {
    const email = 'operation_analyst@demo.local';
    const id = await userId(email);
    const streams = [];
    for (let i = 0; i < PER_USER; i++) streams.push(await streamOf(email));
    for (const stream of streams) expect(stream.status).toBe(200);
    const refused = await openEventStream(streamUrl(), { token: await t.tokenFor(email) });
    expect(refused.status).toBe(429);
    expect(JSON.parse(refused.refusal)).toEqual({ message: STREAM_MESSAGES.tooMany(PER_USER) });
    expect(refused.headers.get('retry-after')).toBe('30');

    // The client goes away: the server forgets its stream (no listener left behind).
    streams[0]?.close();
    await until('the closed stream forgotten', () => t.app.notificationStreams.count(id) === PER_USER - 1);
    const reopened = await streamOf(email);
    expect(reopened.status).toBe(200);
    for (const stream of [...streams, reopened]) stream.close();
    await until('every stream forgotten', () => t.app.notificationStreams.count(id) === 0);
  });

  it('ends open streams when the server closes, without holding close() up', async () => {
    const other = await setupTestApp({ shareDatabaseOf: t });
    const otherBase = await other.app.listen({ port: 0, host: '127.0.0.1' });
    const stream = await openEventStream(`${otherBase}/api${openNotificationStream.path}`, {
      token: await other.tokenFor('admin@demo.local'),
    });
    await stream.next(isNotifications);
    const started = Date.now();
    await other.close();
    await stream.ended;
    expect(Date.now() - started).toBeLessThan(3000);
    expect(stream.events.some((event) => event.event === NOTIFICATION_STREAM_EVENTS.end)).toBe(false);
  });
});
