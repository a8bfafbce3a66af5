import { fetchBriefCounts, fetchDashboardStats, fetchPlanCounts } from '@ooh/api/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, setupTestApp, type TestContext } from '../test/harness.ts';

let t: TestContext;
beforeAll(async () => {
  t = await setupTestApp();
});
afterAll(() => t?.close());

/** Expected values straight from SQL, written independently of the services. */
async function scalar(query: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(t.connection, sql.raw(`select (${query})::int as n`));
  return row?.n ?? Number.NaN;
}

async function get(path: string) {
  const response = await t.call({ method: 'GET', url: `/api${path}`, token: await t.tokenForRole('admin') });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe('counts', () => {
  it('counts briefs by status, leaving out the deleted one', async () => {
    const counts = await get(fetchBriefCounts.path);
    const live = (status: string) =>
      `select count(*) from briefs where status = '${status}' and deleted_at is null`;
    expect(counts).toEqual({
      pendingBriefsCount: await scalar(live('pending')),
      approvedBriefsCount: await scalar(live('approved')),
      rejectedBriefsCount: await scalar(live('rejected')),
    });
    for (const value of Object.values(counts)) expect(value).toBeGreaterThan(0);
    // The seed does hold a deleted brief, so the check above means something.
    expect(await scalar('select count(*) from briefs where deleted_at is not null')).toBe(1);
  });

  it('counts plans by status (modification = required + pending, rejected = lost)', async () => {
    const counts = await get(fetchPlanCounts.path);
    const of = (statuses: string) => `select count(*) from plans where status in (${statuses})`;
    expect(counts).toEqual({
      inprogressPlansCount: await scalar(of(`'inprogress'`)),
      pendingPlansCount: await scalar(of(`'pending'`)),
      acceptedPlansCount: await scalar(of(`'accepted'`)),
      modificationPlansCount: await scalar(of(`'modification_required', 'modification_pending'`)),
      rejectedPlansCount: await scalar(of(`'lost'`)),
    });
    for (const value of Object.values(counts)) expect(value).toBeGreaterThan(0);
    for (const status of ['modification_required', 'modification_pending']) {
      expect(await scalar(of(`'${status}'`)), status).toBeGreaterThan(0);
    }
  });

  it('answers the dashboard figures, every one non-zero', async () => {
    const stats = await get(fetchDashboardStats.path);
    expect(stats).toEqual({
      totalBriefs: await scalar('select count(*) from briefs where deleted_at is null'),
      totalPlans: await scalar('select count(*) from plans'),
      activeCampaigns: await scalar(`select count(*) from campaigns where status = 'active'`),
      completedCampaigns: await scalar(`select count(*) from campaigns where status = 'completed'`),
      approvedSites: await scalar(
        `select count(*) from sites where status = 'approved' and deleted_at is null`,
      ),
      pendingSites: await scalar(
        `select count(*) from sites where status = 'pending' and deleted_at is null`,
      ),
      totalClients: await scalar('select count(*) from clients where deleted_at is null'),
    });
    for (const [name, value] of Object.entries(stats)) expect(value, name).toBeGreaterThan(0);
  });
});
