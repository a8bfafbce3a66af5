import {
  fetchNotifications,
  fetchUnreadNotificationCount,
  markAllNotificationsRead,
  markNotificationRead,
} from '@ooh/api/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTIFICATIONS_PER_USER } from '../seed/pipeline.ts';
import { notificationsPageQuery } from '../services/notifications/notifications.ts';
import { queryRows, setupTestApp, type TestContext } from '../test/harness.ts';

let t: TestContext;
beforeAll(async () => {
  t = await setupTestApp();
});
afterAll(() => t?.close());

const url = `/api${fetchNotifications.path}`;

async function ownIds(email: string): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    t.connection,
    sql`select n.id from notifications n join users u on u.id = n.user_id where u.email = ${email}
        order by n.created_at desc, n.id desc`,
  );
  return rows.map((row) => Number(row.id));
}

describe('notifications', () => {
  it('answers the first page of 10 by default, newest first', async () => {
    const response = await t.call({ method: 'GET', url, token: await t.tokenForRole('admin') });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      totalNotifications: NOTIFICATIONS_PER_USER,
      totalPages: 3,
      page: 1,
      limit: 10,
    });
    expect(body.notifications).toHaveLength(10);
    const times = body.notifications.map((n: { created_at: string }) => Date.parse(n.created_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(body.notifications[0]).toEqual({
      id: expect.any(Number),
      title: expect.any(String),
      body: expect.any(String),
      link: expect.stringMatching(/^\//),
      read: false,
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
  });

  it('pages in SQL order: page 2 and the short last page', async () => {
    const token = await t.tokenForRole('planner');
    const expected = await ownIds('planner@demo.local');
    const page2 = (await t.call({ method: 'GET', url, query: { page: '2', limit: '10' }, token })).json();
    expect(page2.page).toBe(2);
    expect(page2.notifications.map((n: { id: number }) => n.id)).toEqual(expected.slice(10, 20));
    const last = (await t.call({ method: 'GET', url, query: { page: '3', limit: '10' }, token })).json();
    expect(last.notifications.map((n: { id: number }) => n.id)).toEqual(expected.slice(20, 30));
    const beyond = (await t.call({ method: 'GET', url, query: { page: '9' }, token })).json();
    expect(beyond).toMatchObject({ notifications: [], totalNotifications: NOTIFICATIONS_PER_USER, page: 9 });
    const seven = (await t.call({ method: 'GET', url, query: { limit: '7' }, token })).json();
    expect(seven).toMatchObject({ totalPages: Math.ceil(NOTIFICATIONS_PER_USER / 7), limit: 7 });
    expect(seven.notifications).toHaveLength(7);
  });

  it("answers only the caller's own notifications", async () => {
    for (const role of ['designer', 'key_account_manager'] as const) {
      const token = await t.tokenForRole(role);
      const body = (await t.call({ method: 'GET', url, query: { limit: '100' }, token })).json();
      expect(body.notifications.map((n: { id: number }) => n.id)).toEqual(await ownIds(`${role}@demo.local`));
    }
  });

  it('reads a page through notifications_user_created_idx, without sorting', async () => {
    // Regression: the index was built DESC NULLS LAST while ORDER BY … DESC means NULLS FIRST, so every page
    // sorted all of the user's rows. With the alternatives priced out, a plan without a Sort node exists only
    // when the index order matches the query's.
    const { sql: text, params } = notificationsPageQuery(
      t.connection.db,
      1,
      3,
      10,
      'notifications:user:1',
      'notifications:unread:1',
    ).toSQL();
    const inlined = text.replace(/\$(\d+)/g, (_, i: string) => {
      const value = params[Number(i) - 1];
      return typeof value === 'string' ? `'${value}'` : String(Number(value));
    });
    const plan = await t.connection.db.transaction(async (tx) => {
      for (const setting of ['enable_seqscan', 'enable_bitmapscan', 'enable_sort']) {
        await tx.execute(sql.raw(`set local ${setting} = off`));
      }
      const result = (await tx.execute(sql.raw(`explain ${inlined}`))) as unknown as {
        rows: Array<{ 'QUERY PLAN': string }>;
      };
      return result.rows.map((row) => row['QUERY PLAN']).join('\n');
    });
    expect(plan).toContain('notifications_user_created_idx');
    expect(plan).not.toMatch(/\bSort\b/);
  });
});

describe('read state (issue 15)', () => {
  const readUrl = (id: number) => `/api${markNotificationRead.path.replace('{id}', String(id))}`;
  const unreadOf = async (token: string) =>
    (await t.call({ method: 'GET', url: `/api${fetchUnreadNotificationCount.path}`, token })).json().unread;

  it('counts the unread, marks one read when opened, and marks all read', async () => {
    const token = await t.tokenForRole('key_account_manager');
    const list = (await t.call({ method: 'GET', url, token })).json();
    // The seed leaves the newest 6 of each user's notifications unread.
    expect(list.unreadNotifications).toBe(6);
    expect(await unreadOf(token)).toBe(6);
    const first = list.notifications.find((n: { read: boolean }) => !n.read);

    const marked = await t.call({ method: 'PATCH', url: readUrl(first.id), token });
    expect(marked.statusCode).toBe(200);
    expect(marked.json()).toMatchObject({ notification: { id: first.id, read: true }, unread: 5 });
    // Opening it again changes nothing.
    expect((await t.call({ method: 'PATCH', url: readUrl(first.id), token })).json().unread).toBe(5);
    const again = (await t.call({ method: 'GET', url, token })).json();
    expect(again.unreadNotifications).toBe(5);
    expect(again.notifications.find((n: { id: number }) => n.id === first.id).read).toBe(true);

    const all = await t.call({ method: 'PATCH', url: `/api${markAllNotificationsRead.path}`, token });
    expect(all.statusCode).toBe(200);
    expect(all.json()).toMatchObject({ marked: 5, unread: 0, message: '5 notifications marked as read' });
    expect(await unreadOf(token)).toBe(0);
    const after = (await t.call({ method: 'GET', url, query: { limit: '100' }, token })).json();
    expect(after.notifications.every((n: { read: boolean }) => n.read)).toBe(true);
    // Another user's count did not move.
    expect(await unreadOf(await t.tokenForRole('planner'))).toBe(6);
  });

  it("cannot mark another user's notification (404, as one that does not exist), nor a malformed id (400)", async () => {
    const [plannersOwn] = await ownIds('planner@demo.local');
    const token = await t.tokenForRole('admin');
    const other = await t.call({ method: 'PATCH', url: readUrl(plannersOwn as number), token });
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ message: 'Notification not found' });
    expect((await t.call({ method: 'PATCH', url: readUrl(999_999_999), token })).statusCode).toBe(404);
    const [row] = await queryRows<{ read_at: Date | null }>(
      t.connection,
      sql`select read_at from notifications where id = ${plannersOwn}`,
    );
    expect(row?.read_at).toBeNull();
    expect(
      (await t.call({ method: 'PATCH', url: '/api/user/notifications/abc/read', token })).statusCode,
    ).toBe(400);
    expect((await t.call({ method: 'PATCH', url: readUrl(1) })).statusCode).toBe(401);
  });

  it('keeps the unread counter with inserts and deletes, in the same statement', async () => {
    const [user] = await queryRows<{ id: number }>(
      t.connection,
      sql`select id from users where email = 'designer@demo.local'`,
    );
    const token = await t.tokenForRole('designer');
    const before = await unreadOf(token);
    await t.connection.db.execute(
      sql`insert into notifications (user_id, title, body, link) values (${user?.id}, 'x', 'y', '/brief'), (${user?.id}, 'x', 'y', '/brief')`,
    );
    expect(await unreadOf(token)).toBe(before + 2);
    await t.connection.db.execute(sql`delete from notifications where user_id = ${user?.id} and title = 'x'`);
    expect(await unreadOf(token)).toBe(before);
  });
});
