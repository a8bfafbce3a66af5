import { fetchBriefCounts, fetchDashboardStats, fetchPlanCounts } from '@ooh/api/contract';
import { computeRow, round2, sumTotals } from '@ooh/api/plan-math';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediums, planSites, plans, sites } from '../db/schema.ts';
import { queryRows, setupTestApp, type TestContext } from '../test/harness.ts';

let t: TestContext;
beforeAll(async () => {
  t = await setupTestApp();
  await addPlanSites();
});
afterAll(() => t?.close());

const pick = <T>(values: readonly T[], index: number) => values[index % values.length]!;
// In 2031, where the seed books nothing: the database refuses a site booked twice for overlapping dates.
const isoDay = (offset: number) =>
  new Date(Date.UTC(2031, 6, 1) + offset * 86_400_000).toISOString().slice(0, 10);

/**
 * More rows on the seeded plans, drawn to exercise every rounding step of the row total: rates and discounts with
 * cents, odd day counts, FOC rows, fractional printing rates, conventional and digital sites. The accepted plans
 * get most; a pending plan gets some, which the figures must leave out. (A plan of a deleted brief cannot exist: the
 * database refuses it, see plan-lists.test.ts.)
 */
async function addPlanSites() {
  const siteRows = await queryRows<{ id: number; kind: string }>(
    t.connection,
    sql`(select s.id, m.kind from sites s join mediums m on m.id = s.medium_id where m.kind = 'digital' order by s.id limit 12)
        union all
        (select s.id, m.kind from sites s join mediums m on m.id = s.medium_id where m.kind = 'conventional' order by s.id limit 48)`,
  );
  const planRows = await queryRows<{ id: number }>(
    t.connection,
    sql`select id from plans where status in ('accepted', 'pending') order by status, id`,
  );
  const planIds = planRows.map((row) => Number(row.id));
  const values = siteRows.flatMap((site, index) =>
    [0, 1].map((copy) => {
      const i = index * 2 + copy;
      const digital = site.kind === 'digital';
      const start = (i * 3) % 20;
      return {
        planId: pick(planIds, i),
        siteId: Number(site.id),
        // The two copies of a site lie 100 days apart, so they never overlap, whichever plans they land in.
        startDate: isoDay(copy * 100 + start),
        endDate: isoDay(copy * 100 + start + ((i * 7) % 45)),
        lineType: i % 6 === 0 ? ('foc' as const) : ('paid' as const),
        monthlyRate: round2(12_345.67 + i * 1_011.11),
        discountPercent: pick([0, 10, 12.5, 33.33, 7.77], i),
        printingRate: pick([0, 7.25, 12.5, 3.33], i),
        mountingCost: pick([0, 1_500, 2_499.99], i),
        spotLengthSeconds: digital ? pick([10, 15], i) : null,
        loopLengthSeconds: digital ? pick([60, 120], i) : null,
        spotsPerLoop: digital ? pick([1, 2, 3], i) : null,
      };
    }),
  );
  // A site is in a plan once: keep the first row of each (plan, site).
  const seen = new Set<string>();
  const unique = values.filter((row) => {
    const key = `${row.planId}:${row.siteId}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  // The seed's own rows stay; where it already put a site in a plan, its row wins.
  await t.connection.db.insert(planSites).values(unique).onConflictDoNothing();
}

/** Every plan site row with its plan and the inputs `computeRow` needs. */
function planSiteRows() {
  return t.connection.db
    .select({
      planId: planSites.planId,
      planStatus: plans.status,
      briefId: plans.briefId,
      kind: mediums.kind,
      width_ft: sites.widthFt,
      height_ft: sites.heightFt,
      faces: sites.faces,
      daily_traffic: sites.dailyTraffic,
      operating_from_minute: sites.operatingFromMinute,
      operating_to_minute: sites.operatingToMinute,
      start_date: planSites.startDate,
      end_date: planSites.endDate,
      line_type: planSites.lineType,
      monthly_rate: planSites.monthlyRate,
      discount_percent: planSites.discountPercent,
      printing_rate: planSites.printingRate,
      mounting_cost: planSites.mountingCost,
      spot_length_seconds: planSites.spotLengthSeconds,
      loop_length_seconds: planSites.loopLengthSeconds,
      spots_per_loop: planSites.spotsPerLoop,
    })
    .from(planSites)
    .innerJoin(plans, eq(plans.id, planSites.planId))
    .innerJoin(sites, eq(sites.id, planSites.siteId))
    .innerJoin(mediums, eq(mediums.id, sites.mediumId));
}

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
    // The accepted plans' figures by the plan math: each plan's total as the plan shows it, summed.
    const live = await queryRows<{ id: number }>(
      t.connection,
      sql`select id from briefs where deleted_at is null`,
    );
    const liveBriefs = new Set(live.map((row) => Number(row.id)));
    const accepted = (await planSiteRows()).filter(
      (row) => row.planStatus === 'accepted' && liveBriefs.has(row.briefId),
    );
    expect(new Set(accepted.map((row) => row.kind))).toEqual(new Set(['conventional', 'digital']));
    expect(accepted.some((row) => row.line_type === 'foc')).toBe(true);
    const byPlan = new Map<number, typeof accepted>();
    for (const row of accepted) byPlan.set(row.planId, [...(byPlan.get(row.planId) ?? []), row]);
    const value = round2(
      [...byPlan.values()].reduce(
        (sum, rows) => sum + sumTotals(rows.map((row) => computeRow(row, row))).total,
        0,
      ),
    );
    expect(stats).toEqual({
      acceptedPlansValue: value,
      sitesInAcceptedPlans: accepted.length,
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

describe('the accepted plans on the dashboard', () => {
  it('leaves out plans that are not accepted', async () => {
    const [pending] = await queryRows<{ n: number }>(
      t.connection,
      sql`select count(*)::int as n from plan_sites ps join plans p on p.id = ps.plan_id where p.status = 'pending'`,
    );
    expect(Number(pending?.n)).toBeGreaterThan(0);
    const [accepted] = await queryRows<{ n: number }>(
      t.connection,
      sql`select count(*)::int as n from plan_sites ps join plans p on p.id = ps.plan_id
          join briefs b on b.id = p.brief_id where p.status = 'accepted' and b.deleted_at is null`,
    );
    const stats = await get(fetchDashboardStats.path);
    expect(stats.sitesInAcceptedPlans).toBe(Number(accepted?.n));
  });

  it('answers 0 when no plan is accepted', async () => {
    await t.connection.db.execute(sql`update plans set status = 'pending' where status = 'accepted'`);
    const stats = await get(fetchDashboardStats.path);
    expect(stats).toMatchObject({ acceptedPlansValue: 0, sitesInAcceptedPlans: 0 });
  });
});
