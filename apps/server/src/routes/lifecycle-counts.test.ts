import { STAFF_ROLES } from '@ooh/api';
import { fetchLifecycleCounts } from '@ooh/api/contract';
import { RECORD_LIFECYCLES } from '@ooh/machines/diagram';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, setupTestApp, type TestContext } from '../test/harness.ts';

let t: TestContext;
beforeAll(async () => {
  t = await setupTestApp();
});
afterAll(() => t?.close());

const url = `/api${fetchLifecycleCounts.path}`;

/** The rows by status, counted here to check the counters the call reads (live rows where the table has deletions). */
async function rowsByStatus(table: 'briefs' | 'plans' | 'pay_orders' | 'campaigns' | 'sites') {
  const live = table === 'briefs' || table === 'sites' ? sql`where deleted_at is null` : sql``;
  const rows = await queryRows<{ status: string; n: number }>(
    t.connection,
    sql`select status, count(*)::int as n from ${sql.identifier(table)} ${live} group by status`,
  );
  return Object.fromEntries(rows.map((row) => [row.status, Number(row.n)]));
}

describe('GET /admin/fetch-lifecycle-counts (issue 19, extension)', () => {
  it('gives the admin every record lifecycle, each state with the seeded count, null where nothing counts it', async () => {
    const response = await t.call({ method: 'GET', url, token: await t.tokenForRole('admin') });
    expect(response.statusCode).toBe(200);
    const { counts } = response.json() as { counts: Record<string, Record<string, number | null>> };
    expect(Object.keys(counts)).toEqual(RECORD_LIFECYCLES.map((entry) => entry.id));
    for (const { id, machine } of RECORD_LIFECYCLES)
      expect(Object.keys(counts[id] ?? {}), id).toEqual(Object.keys(machine.states));

    const plans = await rowsByStatus('plans');
    expect(counts.plan).toEqual({
      inprogress: plans.inprogress ?? 0,
      pending: plans.pending ?? 0,
      modification_required: plans.modification_required ?? 0,
      modification_pending: plans.modification_pending ?? 0,
      accepted: plans.accepted ?? 0,
      lost: plans.lost ?? 0,
    });
    // The seed has plans in more than one state, so the comparison is not of zeros.
    expect(Object.values(counts.plan ?? {}).filter((n) => (n ?? 0) > 0).length).toBeGreaterThan(1);

    const briefs = await rowsByStatus('briefs');
    expect(counts.brief).toEqual({
      pending: briefs.pending ?? 0,
      approved: briefs.approved ?? 0,
      rejected: briefs.rejected ?? 0,
      // Deleted briefs leave the counters (docs/domain.md "Counts"): not counted, never a count of the table.
      deleted: null,
    });
    const payOrders = await rowsByStatus('pay_orders');
    expect(counts.payOrder).toEqual({
      pending: payOrders.pending ?? 0,
      accepted: payOrders.accepted ?? 0,
      rejected: payOrders.rejected ?? 0,
    });
    const campaigns = await rowsByStatus('campaigns');
    expect(counts.campaign).toEqual({ active: campaigns.active ?? 0, completed: campaigns.completed ?? 0 });
    const sites = await rowsByStatus('sites');
    expect(counts.requestedSite).toEqual({ pending: sites.pending ?? 0, approved: sites.approved ?? 0 });

    expect(counts.user).toEqual({ inactive: null, active: null, deleted: null });
    expect(counts.executionStatus).toEqual({ current: null, awaitingApproval: null });
    expect(counts.siteImage).toEqual({ pending: null, approved: null, rejected: null, deleted: null });
  });

  it('follows a change: a plan submitted moves one count from in progress to pending', async () => {
    const admin = await t.tokenForRole('admin');
    const before = (await t.call({ method: 'GET', url, token: admin })).json().counts.plan;
    await t.connection.db.execute(
      sql`update plans set status = 'pending' where id = (select min(id) from plans where status = 'inprogress')`,
    );
    const after = (await t.call({ method: 'GET', url, token: admin })).json().counts.plan;
    expect(after.inprogress).toBe(before.inprogress - 1);
    expect(after.pending).toBe(before.pending + 1);
  });

  it.each(STAFF_ROLES.filter((role) => role !== 'admin'))('answers 403 to %s', async (role) => {
    const response = await t.call({ method: 'GET', url, token: await t.tokenForRole(role) });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: expect.any(String) });
  });

  it('answers 401 without a token', async () => {
    const response = await t.call({ method: 'GET', url });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: expect.any(String) });
  });
});
