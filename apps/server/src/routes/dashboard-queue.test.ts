import { fetchDashboardQueue, fetchDashboardTrends, type StaffRole } from '@ooh/api/contract';
import { mayOpen, ROUTES } from '@ooh/api/routes';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, setupTestApp, type TestContext } from '../test/harness.ts';

let t: TestContext;
beforeAll(async () => {
  t = await setupTestApp();
});
afterAll(() => t?.close());

function routeOf(link: string) {
  const path = link.split('?')[0] ?? '';
  return ROUTES.find((route) => new RegExp(`^${route.path.replace(/\{[^}]+\}/g, '[^/]+')}$`).test(path));
}

const get = async (path: string, role: StaffRole) =>
  t.call({ method: 'GET', url: `/api${path}`, token: await t.tokenForRole(role) });

describe('the dashboard work queue (issue 15)', () => {
  it('leads each role with its own work, each record a link the role may open', async () => {
    const keys: Record<string, string[]> = {};
    for (const role of ['key_account_manager', 'planner', 'admin'] as const) {
      const response = await get(fetchDashboardQueue.path, role);
      expect(response.statusCode).toBe(200);
      const { items } = response.json() as {
        items: Array<{ key: string; href: string; count: number; records: Array<{ href: string }> }>;
      };
      keys[role] = items.map((item) => item.key);
      for (const item of items) {
        for (const link of [item.href, ...item.records.map((record) => record.href)]) {
          const route = routeOf(link);
          expect(route && mayOpen(route.path as never, role), `${role} ${item.key}: ${link}`).toBe(true);
        }
        expect(item.records.length).toBeLessThanOrEqual(5);
      }
    }
    expect(keys.key_account_manager?.slice(0, 3)).toEqual([
      'briefs_to_review',
      'plans_to_review',
      'awaiting_pay_order',
    ]);
    expect(keys.planner).toEqual(['briefs_to_plan', 'plans_to_modify', 'plans_in_progress']);
    expect(keys.admin).toEqual(
      expect.arrayContaining(['briefs_to_review', 'plans_to_review', 'pending_pay_orders', 'pending_images']),
    );
    expect((await get(fetchDashboardQueue.path, 'designer')).statusCode).toBe(403);
  });

  it('counts the new briefs from the counter and names the newest, each on its review screen', async () => {
    const body = (await get(fetchDashboardQueue.path, 'key_account_manager')).json();
    const briefs = body.items[0];
    const pending = await queryRows<{ id: number; kind: string }>(
      t.connection,
      sql`select id, kind from briefs where status = 'pending' and deleted_at is null order by created_at desc, id desc`,
    );
    expect(briefs.count).toBe(pending.length);
    expect(briefs.records.map((record: { href: string }) => record.href)).toEqual(
      pending.slice(0, 5).map((row) => `/brief-review-${row.kind}/${row.id}`),
    );
    const planner = (await get(fetchDashboardQueue.path, 'planner')).json();
    const [awaiting] = await queryRows<{ n: number }>(
      t.connection,
      sql`select count(*)::int as n from briefs where status = 'approved' and deleted_at is null and not is_plan_attached`,
    );
    expect(planner.items[0]).toMatchObject({ count: Number(awaiting?.n), capped: false });
  });
});

describe('the dashboard charts (issue 15)', () => {
  it('counts briefs per week by status and sums accepted plans per month, by hand', async () => {
    // Complete the accepted plans' stored figures first (the call does), then place the rows on known dates.
    expect((await get(fetchDashboardTrends.path, 'admin')).statusCode).toBe(200);
    await t.connection.db.execute(sql`update briefs set created_at = '2024-01-01T00:00:00Z'`);
    const briefs = await queryRows<{ id: number; status: string }>(
      t.connection,
      sql`select id, status from briefs where deleted_at is null order by id`,
    );
    const ofStatus = (status: string) => briefs.filter((row) => row.status === status).map((row) => row.id);
    const [p1, p2] = ofStatus('pending');
    const [a1] = ofStatus('approved');
    const [r1] = ofStatus('rejected');
    // TEST_NOW is Monday 2 June 2025, 09:00 UTC: this week starts that day, the 8th week back on 14 April.
    await t.connection.db.execute(
      sql`update briefs set created_at = '2025-06-02T08:00:00Z' where id in (${p1}, ${p2})`,
    );
    await t.connection.db.execute(
      sql`update briefs set created_at = '2025-06-01T23:59:00Z' where id = ${a1}`,
    );
    await t.connection.db.execute(
      sql`update briefs set created_at = '2025-04-13T23:59:00Z' where id = ${r1}`,
    );
    // A deleted brief in range counts nowhere.
    await t.connection.db.execute(
      sql`update briefs set created_at = '2025-06-02T07:00:00Z' where deleted_at is not null`,
    );

    await t.connection.db.execute(
      sql`update plans set updated_at = '2024-01-01T00:00:00Z' where status = 'accepted'`,
    );
    const accepted = await queryRows<{ id: number }>(
      t.connection,
      sql`select id from plans where status = 'accepted' order by id limit 3`,
    );
    const [x, y, z] = accepted.map((row) => row.id);
    await t.connection.db.execute(
      sql`update plans set accepted_total = 1000.25, updated_at = '2025-06-01T10:00:00Z' where id = ${x}`,
    );
    await t.connection.db.execute(
      sql`update plans set accepted_total = 500, updated_at = '2025-01-01T00:00:00Z' where id = ${y}`,
    );
    await t.connection.db.execute(
      sql`update plans set accepted_total = 700, updated_at = '2024-12-31T23:59:59Z' where id = ${z}`,
    );

    const trends = (await get(fetchDashboardTrends.path, 'key_account_manager')).json();
    expect(trends.briefsByWeek.map((week: { week_start: string }) => week.week_start)).toEqual([
      '2025-04-14',
      '2025-04-21',
      '2025-04-28',
      '2025-05-05',
      '2025-05-12',
      '2025-05-19',
      '2025-05-26',
      '2025-06-02',
    ]);
    expect(trends.briefsByWeek[7]).toEqual({
      week_start: '2025-06-02',
      pending: 2,
      approved: 0,
      rejected: 0,
    });
    expect(trends.briefsByWeek[6]).toEqual({
      week_start: '2025-05-26',
      pending: 0,
      approved: 1,
      rejected: 0,
    });
    const total = trends.briefsByWeek.reduce(
      (sum: number, week: { pending: number; approved: number; rejected: number }) =>
        sum + week.pending + week.approved + week.rejected,
      0,
    );
    expect(total).toBe(3);
    expect(trends.acceptedPlansByMonth).toEqual([
      { month: '2025-01', plans: 1, value: 500 },
      { month: '2025-02', plans: 0, value: 0 },
      { month: '2025-03', plans: 0, value: 0 },
      { month: '2025-04', plans: 0, value: 0 },
      { month: '2025-05', plans: 0, value: 0 },
      { month: '2025-06', plans: 1, value: 1000.25 },
    ]);
    expect((await get(fetchDashboardTrends.path, 'designer')).statusCode).toBe(403);
  });

  it('reads the date range off the created/updated-at indexes, not the whole table', async () => {
    const explain = async (query: ReturnType<typeof sql>) =>
      t.connection.db.transaction(async (tx) => {
        await tx.execute(sql.raw('set local enable_seqscan = off'));
        const result = (await tx.execute(sql`explain ${query}`)) as unknown as {
          rows: Array<{ 'QUERY PLAN': string }>;
        };
        return result.rows.map((row) => row['QUERY PLAN']).join('\n');
      });
    const briefs = await explain(
      sql`select status, count(*) from briefs where created_at >= '2025-04-14T00:00:00Z'::timestamptz and deleted_at is null group by 1`,
    );
    expect(briefs).toMatch(/briefs_created_idx/);
    const plans = await explain(
      sql`select count(*) from plans where status = 'accepted' and updated_at >= '2025-01-01T00:00:00Z'::timestamptz`,
    );
    expect(plans).toMatch(/plans_status_updated_idx/);
  });
});
