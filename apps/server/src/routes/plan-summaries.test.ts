import {
  type AnyEndpointDefinition,
  fetchBreakFocPaid,
  fetchConventionalPlanSummary,
  fetchConventionalPlanSummaryRegionWise,
  fetchDigitalPlanSummary,
  fetchPlanComparisonConventionalDigital,
  fetchPlanDisplayDuration,
  fetchPlanSummaryConsolidated,
  fetchPreCampaignAnalysisForm,
  fillPath,
  STAFF_ROLES,
} from '@ooh/api/contract';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, setupTestApp, type TestContext } from '../test/harness.ts';
import { planCalls } from '../test/plans.ts';

// docs/domain.md "Summaries for a plan": every figure here is one of that page's hand checks.

let t: TestContext;
let p: ReturnType<typeof planCalls>;
beforeAll(async () => {
  t = await setupTestApp();
  p = planCalls(t);
});
afterAll(() => t?.close());

const summaries = [
  fetchBreakFocPaid,
  fetchConventionalPlanSummary,
  fetchDigitalPlanSummary,
  fetchPlanDisplayDuration,
  fetchPlanComparisonConventionalDigital,
  fetchConventionalPlanSummaryRegionWise,
  fetchPlanSummaryConsolidated,
];
const everyCall: AnyEndpointDefinition[] = [...summaries, fetchPreCampaignAnalysisForm];

/** One summary of a plan, as the planner reads it (200 expected). */
async function read(endpoint: AnyEndpointDefinition, planId: number, context: TestContext = t) {
  const response = await context.call({
    method: 'GET',
    url: `/api${fillPath(endpoint.path, { id: planId, plan_id: planId })}`,
    token: await context.tokenForRole('planner'),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** Sets the daily traffic of sites (the seed gives every site some). */
async function setTraffic(siteIds: number[], dailyTraffic: number | null) {
  await t.connection.db.execute(
    sql`update sites set daily_traffic = ${dailyTraffic} where id in (${sql.join(siteIds, sql`, `)})`,
  );
}

const one = async (query: SQL) => (await p.ids(query))[0]!;

/**
 * Three billboards at 100,000 a month for 30 days, 10% discount, one FOC, 50,000 passers a day each, the first with
 * 10,000 of mounting; and one screen at 60,000 a month, 10 s spot, 60 s loop, 1 spot, open 06:00–24:00, 100,000
 * passers a day. The first and third billboards in one region, the second in another.
 */
async function handCheckPlan() {
  const [regionA, regionB] = await p.ids(
    sql`select r.id from regions r where (select count(*) from sites s join mediums m on m.id = s.medium_id
          where s.region_id = r.id and m.kind = 'conventional' and s.status = 'approved') >= 4 order by r.name limit 2`,
  );
  const [first, third] = await p.freeSites('conventional', 2, sql`s.region_id = ${regionA!}`);
  const [second] = await p.freeSites('conventional', 1, sql`s.region_id = ${regionB!}`);
  const [screen] = await p.freeSites(
    'digital',
    1,
    sql`s.operating_from_minute = 360 and s.operating_to_minute = 1440`,
  );
  await setTraffic([first!, second!, third!], 50_000);
  await setTraffic([screen!], 100_000);
  const planId = await p.newPlan(undefined, 'Hand check plan');
  const saved = await p.saveSites(planId, [
    p.row(first!, { discount_percent: 10, mounting_cost: 10_000 }),
    p.row(second!, { discount_percent: 10 }),
    p.row(third!, { discount_percent: 10, line_type: 'foc' }),
    p.row(screen!, {
      monthly_rate: 60_000,
      spot_length_seconds: 10,
      loop_length_seconds: 60,
      spots_per_loop: 1,
      // Not charged on a screen: production is 0 for digital rows.
      printing_rate: 5,
      mounting_cost: 1_000,
    }),
  ]);
  expect(saved.statusCode, saved.body).toBe(200);
  return {
    planId,
    billboards: [first!, second!, third!],
    screen: screen!,
    regionA: regionA!,
    regionB: regionB!,
  };
}

let plan: Awaited<ReturnType<typeof handCheckPlan>>;
beforeAll(async () => {
  plan = await handCheckPlan();
});

describe('the seven client-appsells summaries', () => {
  it('1. FOC vs paid: three billboards (one FOC) → net 180,000 and FOC share 33.3 %', async () => {
    const body = await read(fetchBreakFocPaid, plan.planId);
    expect(body.plan).toMatchObject({
      plan_id: plan.planId,
      planName: 'Hand check plan',
      status: 'inprogress',
    });
    expect(body.breakup).toEqual([
      // two paid billboards and the screen
      { line_type: 'paid', sites: 3, gross: 260_000, discount: 20_000, net: 240_000 },
      { line_type: 'foc', sites: 1, gross: 100_000, discount: 10_000, net: 0 },
    ]);
    const billboardsOnly = await p.newPlan(undefined, 'Billboards only');
    await p.saveSites(
      billboardsOnly,
      plan.billboards.map((site, i) =>
        p.row(site, { discount_percent: 10, ...(i === 2 ? { line_type: 'foc' as const } : {}) }),
      ),
    );
    const three = await read(fetchBreakFocPaid, billboardsOnly);
    expect(three.totals).toEqual({ sites: 3, gross: 300_000, discount: 30_000, net: 180_000 });
    expect(three.foc_share_percent).toBe(33.3);
  });

  it('2. conventional summary: by medium and city, 180,000 over 4,500,000 impressions → CPM 40', async () => {
    const body = await read(fetchConventionalPlanSummary, plan.planId);
    expect(body.totals).toMatchObject({
      sites: 3,
      gross: 300_000,
      discount: 30_000,
      net: 180_000,
      production: 10_000,
      total: 190_000,
      impressions: 4_500_000,
      cpm: 40,
      sites_without_traffic: 0,
    });
    expect(body.groups.reduce((sum: number, g: { sites: number }) => sum + g.sites, 0)).toBe(3);
    const sorted = [...body.groups].sort(
      (a, b) => a.medium_name.localeCompare(b.medium_name) || a.city_name.localeCompare(b.city_name),
    );
    expect(body.groups.map((g: { medium_name: string }) => g.medium_name)).toEqual(
      sorted.map((g) => g.medium_name),
    );
  });

  it('3. digital summary and 4. display duration: one screen → 1,080 plays a day, share of voice 16.7 %, 3 hours a day', async () => {
    const digital = await read(fetchDigitalPlanSummary, plan.planId);
    expect(digital.rows).toEqual([
      expect.objectContaining({
        site_id: plan.screen,
        spot_length_seconds: 10,
        loop_length_seconds: 60,
        spots_per_loop: 1,
        plays_per_day: 1_080,
        share_of_voice_percent: 16.7,
        days: 30,
        net: 60_000,
        // 100,000 a day × 30 days × 1/6
        impressions: 500_000,
        cpm: 120,
      }),
    ]);
    expect(digital.totals).toMatchObject({ sites: 1, plays_per_day: 1_080, net: 60_000, cpm: 120 });
    // One screen: its medium's line is the totals.
    expect(digital.by_medium).toEqual([{ medium_name: digital.rows[0].medium_name, ...digital.totals }]);

    const duration = await read(fetchPlanDisplayDuration, plan.planId);
    expect(duration.rows).toEqual([
      expect.objectContaining({
        site_id: plan.screen,
        display_seconds_per_day: 10_800,
        display_hours_per_day: 3,
        days: 30,
        display_hours: 90,
      }),
    ]);
    expect(duration.totals).toEqual({ sites: 1, display_seconds: 324_000, display_hours: 90 });
  });

  it('5. conventional vs digital: budget 75 / 25 %, impressions 90 / 10 %, CPM 40 / 120, 60,000 per site-month', async () => {
    const body = await read(fetchPlanComparisonConventionalDigital, plan.planId);
    expect(body.kinds).toEqual([
      expect.objectContaining({
        kind: 'conventional',
        net: 180_000,
        budget_share_percent: 75,
        impressions_share_percent: 90,
        cpm: 40,
        site_months: 3,
        net_per_site_month: 60_000,
      }),
      expect.objectContaining({
        kind: 'digital',
        net: 60_000,
        budget_share_percent: 25,
        impressions_share_percent: 10,
        cpm: 120,
        site_months: 1,
        net_per_site_month: 60_000,
      }),
    ]);
    expect(body.totals).toMatchObject({ net: 240_000, impressions: 5_000_000, cpm: 48 });
  });

  it('6. region-wise: 90,000 of the plan’s 240,000 in each region → 37.5 % each, conventional 75 %', async () => {
    const body = await read(fetchConventionalPlanSummaryRegionWise, plan.planId);
    expect(
      body.regions.map((r: { region_id: number; sites: number; net: number; share_percent: number }) => [
        r.region_id,
        r.sites,
        r.net,
        r.share_percent,
      ]),
    ).toEqual([
      [plan.regionA, 2, 90_000, 37.5],
      [plan.regionB, 1, 90_000, 37.5],
    ]);
    expect(body.totals).toMatchObject({ sites: 3, net: 180_000, share_percent: 75 });
  });

  it('7. consolidated: 240,000 net + 10,000 production = 250,000, 18 % tax 45,000 → 295,000', async () => {
    const body = await read(fetchPlanSummaryConsolidated, plan.planId);
    expect(body.lines).toEqual([
      {
        kind: 'conventional',
        sites: 3,
        gross: 300_000,
        discount: 30_000,
        net: 180_000,
        production: 10_000,
        subtotal: 190_000,
      },
      { kind: 'digital', sites: 1, gross: 60_000, discount: 0, net: 60_000, production: 0, subtotal: 60_000 },
    ]);
    expect(body).toMatchObject({
      totals: { sites: 4, net: 240_000, production: 10_000, subtotal: 250_000 },
      tax_rate_percent: 18,
      tax: 45_000,
      grand_total: 295_000,
    });
  });

  it("takes the tax rate from the server's TAX_RATE_PERCENT", async () => {
    const other = await setupTestApp({ shareDatabaseOf: t, config: { taxRatePercent: 5 } });
    try {
      const body = await read(fetchPlanSummaryConsolidated, plan.planId, other);
      expect(body).toMatchObject({ tax_rate_percent: 5, tax: 12_500, grand_total: 262_500 });
    } finally {
      await other.close();
    }
  });

  it('agree with the plan view: the consolidated totals are the plan’s totals', async () => {
    const view = await t.call({
      method: 'GET',
      url: `/api/fetch-plan/admin-appsells/${plan.planId}`,
      token: await t.tokenForRole('planner'),
    });
    const { totals } = view.json().plan;
    const body = await read(fetchPlanSummaryConsolidated, plan.planId);
    expect(body.totals).toMatchObject({
      sites: totals.sites,
      gross: totals.gross,
      net: totals.net,
      production: totals.production,
      subtotal: totals.total,
      impressions: totals.impressions,
      cpm: totals.cpm,
    });
  });
});

describe('rules of every summary', () => {
  it('a CPM without traffic data is null, not 0 or Infinity; a mixed group leaves those rows out of it', async () => {
    const [measured, unmeasured] = await p.freeSites('conventional', 2);
    await setTraffic([measured!], 50_000);
    await setTraffic([unmeasured!], null);
    const planId = await p.newPlan();
    await p.saveSites(planId, [p.row(unmeasured!, { discount_percent: 10 })]);
    expect((await read(fetchConventionalPlanSummary, planId)).totals).toMatchObject({
      net: 90_000,
      impressions: 0,
      cpm: null,
      sites_without_traffic: 1,
    });
    expect((await read(fetchPlanComparisonConventionalDigital, planId)).kinds[0]).toMatchObject({
      cpm: null,
    });

    await p.saveSites(planId, [
      p.row(measured!, { discount_percent: 10 }),
      p.row(unmeasured!, { discount_percent: 10 }),
    ]);
    // 90,000 / 1,500,000 × 1,000 = 60 (the untracked row's 90,000 would make it 120)
    expect((await read(fetchConventionalPlanSummary, planId)).totals).toMatchObject({
      net: 180_000,
      impressions: 1_500_000,
      cpm: 60,
      sites_without_traffic: 1,
    });
  });

  it('by medium (hand check 8): each medium a CPM of its own sums over its rows with traffic data', async () => {
    const [mediumA, mediumB] = await p.ids(
      sql`select m.id from mediums m where m.kind = 'conventional'
          and (select count(*) from sites s where s.medium_id = m.id and s.status = 'approved') >= 4
          order by m.name limit 2`,
    );
    const [measured, unmeasured] = await p.freeSites('conventional', 2, sql`s.medium_id = ${mediumA!}`);
    const [other] = await p.freeSites('conventional', 1, sql`s.medium_id = ${mediumB!}`);
    await setTraffic([measured!, other!], 50_000);
    await setTraffic([unmeasured!], null);
    const planId = await p.newPlan();
    const saved = await p.saveSites(planId, [
      p.row(measured!, { discount_percent: 10 }),
      p.row(unmeasured!, { discount_percent: 10 }),
      p.row(other!),
    ]);
    expect(saved.statusCode, saved.body).toBe(200);
    const body = await read(fetchConventionalPlanSummary, planId);
    const names = await p.ids(
      sql`select id from mediums where id in (${mediumA!}, ${mediumB!}) order by name`,
    );
    expect(names).toEqual([mediumA, mediumB]);
    // A: 90,000 measured of 180,000 net, over 50,000 × 30 = 1,500,000 → 60. B: 100,000 / 1,500,000 × 1,000 → 66.67.
    expect(
      body.by_medium.map((m: Record<string, unknown>) => [
        m.sites,
        m.net,
        m.impressions,
        m.cpm,
        m.sites_without_traffic,
      ]),
    ).toEqual([
      [2, 180_000, 1_500_000, 60, 1],
      [1, 100_000, 1_500_000, 66.67, 0],
    ]);
    // The plan's CPM: 190,000 over 3,000,000 → 63.33.
    expect(body.totals).toMatchObject({ net: 280_000, impressions: 3_000_000, cpm: 63.33 });
  });

  it('hidden columns hide no figure; the answer names them', async () => {
    const [site] = await p.freeSites('conventional', 1);
    const planId = await p.newPlan();
    await p.saveSites(planId, [p.row(site!)], ['net', 'gross', 'cpm']);
    const body = await read(fetchPlanSummaryConsolidated, planId);
    expect(body.plan.hide_columns).toEqual(['net', 'gross', 'cpm']);
    expect(body.totals).toMatchObject({ gross: 100_000, net: 100_000 });
  });

  it('a plan without sites answers zeros and no shares', async () => {
    const planId = await p.newPlan();
    expect(await read(fetchBreakFocPaid, planId)).toMatchObject({
      breakup: [
        { line_type: 'paid', sites: 0, net: 0 },
        { line_type: 'foc', sites: 0, net: 0 },
      ],
      foc_share_percent: null,
    });
    expect(await read(fetchPlanSummaryConsolidated, planId)).toMatchObject({
      totals: { sites: 0, subtotal: 0, cpm: null },
      tax: 0,
      grand_total: 0,
    });
    const analysis = await read(fetchPreCampaignAnalysisForm, planId);
    expect(analysis).toMatchObject({ reach: { reach: 0, frequency: null }, schedule: [] });
  });

  it("404 { message: 'Plan not found' } for an unknown plan; 401 without a token; for planner, admin and KAM only", async () => {
    for (const endpoint of everyCall) {
      const url = `/api${fillPath(endpoint.path, { id: 999_999, plan_id: 999_999 })}`;
      const unknown = await t.call({ method: 'GET', url, token: await t.tokenForRole('admin') });
      expect(unknown.statusCode, endpoint.id).toBe(404);
      expect(unknown.json()).toEqual({ message: 'Plan not found' });

      const real = `/api${fillPath(endpoint.path, { id: plan.planId, plan_id: plan.planId })}`;
      expect((await t.call({ method: 'GET', url: real })).statusCode, endpoint.id).toBe(401);
      for (const role of STAFF_ROLES) {
        const response = await t.call({ method: 'GET', url: real, token: await t.tokenForRole(role) });
        const allowed = ['planner', 'admin', 'key_account_manager'].includes(role);
        expect(response.statusCode, `${endpoint.id} as ${role}`).toBe(allowed ? 200 : 403);
      }
    }
  });
});

describe('fetch-pre-campaign-analysis-form', () => {
  it("audience against the brief's targets, reach, budget by medium and city, and the schedule by week", async () => {
    const [a, b, c] = plan.billboards;
    const billboardsOnly = await p.newPlan(undefined, 'Pre-campaign plan');
    await p.saveSites(billboardsOnly, [
      p.row(a!, { discount_percent: 10 }),
      p.row(b!, { discount_percent: 10 }),
      p.row(c!, { discount_percent: 10, line_type: 'foc' }),
    ]);
    const [{ brief_id: briefId, budget }] = (await queryRows<{ brief_id: number; budget: string }>(
      t.connection,
      sql`select p.brief_id, b.budget from plans p join briefs b on b.id = p.brief_id where p.id = ${billboardsOnly}`,
    )) as [{ brief_id: number; budget: string }];
    const [young, adult] = await p.ids(sql`select id from age_ranges order by sort_order, name limit 2`);
    const [female, male] = await p.ids(sql`select id from genders order by sort_order, name limit 2`);
    const [secA, secB] = await p.ids(sql`select id from sec_ranges order by sort_order, name limit 2`);
    // Site a reaches the young and adults, women, SEC A; b adults, men, SEC A; c the young, both, SEC B.
    const audience = [
      [a!, [young!, adult!], [female!], secA!],
      [b!, [adult!], [male!], secA!],
      [c!, [young!], [female!, male!], secB!],
    ] as const;
    for (const [site, ages, sexes, sec] of audience) {
      await t.connection.db.execute(sql`delete from site_age_ranges where site_id = ${site}`);
      await t.connection.db.execute(sql`delete from site_genders where site_id = ${site}`);
      for (const age of ages)
        await t.connection.db.execute(sql`insert into site_age_ranges values (${site}, ${age})`);
      for (const sex of sexes)
        await t.connection.db.execute(sql`insert into site_genders values (${site}, ${sex})`);
      await t.connection.db.execute(sql`update sites set sec_range_id = ${sec} where id = ${site}`);
    }
    // The brief targets the young and SEC A, no gender.
    await t.connection.db.execute(sql`delete from brief_age_ranges where brief_id = ${briefId}`);
    await t.connection.db.execute(sql`delete from brief_genders where brief_id = ${briefId}`);
    await t.connection.db.execute(sql`delete from brief_sec_ranges where brief_id = ${briefId}`);
    await t.connection.db.execute(sql`insert into brief_age_ranges values (${briefId}, ${young!})`);
    await t.connection.db.execute(sql`insert into brief_sec_ranges values (${briefId}, ${secA!})`);

    const body = await read(fetchPreCampaignAnalysisForm, billboardsOnly);
    expect(body.plan).toMatchObject({ plan_id: billboardsOnly, brief_id: briefId });
    expect(body.brief.budget).toBe(Number(budget));
    const slice = (list: Array<{ id: number }>, id: number) => list.find((v) => v.id === id);
    expect(slice(body.audience.age_ranges, young!)).toMatchObject({
      targeted: true,
      sites: 2,
      impressions: 3_000_000,
      share_percent: 66.7,
    });
    expect(slice(body.audience.age_ranges, adult!)).toMatchObject({ targeted: false, sites: 2 });
    expect(slice(body.audience.genders, male!)).toMatchObject({ targeted: false, sites: 2 });
    expect(slice(body.audience.sec_ranges, secB!)).toMatchObject({ targeted: false, sites: 1 });
    // Only site a reaches the young and SEC A: 1,500,000 of 4,500,000.
    expect(body.audience.on_target).toEqual({ sites: 1, impressions: 1_500_000, share_percent: 33.3 });
    expect(body.audience.age_ranges.length).toBe(await one(sql`select count(*)::int as id from age_ranges`));

    // Each billboard reaches its 50,000 passers in 30 days, 30 times each.
    expect(body.reach).toEqual({
      impressions: 4_500_000,
      reach: 150_000,
      frequency: 30,
      sites_without_traffic: 0,
    });

    expect(body.budget).toMatchObject({
      brief_budget: Number(budget),
      net: 180_000,
      total: 180_000,
      budget_used_percent: Math.round((180_000 / Number(budget)) * 1000) / 10,
    });
    const netByCity = body.budget.by_city.reduce((sum: number, c: { net: number }) => sum + c.net, 0);
    expect(netByCity).toBe(180_000);
    expect(body.budget.by_medium.reduce((sum: number, m: { sites: number }) => sum + m.sites, 0)).toBe(3);

    // 1 to 30 January 2031, 6,000 of net and 150,000 impressions a day: weeks of 5, 7, 7, 7 and 4 days.
    expect(
      body.schedule.map((w: { week_start: string; site_days: number; net: number; impressions: number }) => [
        w.week_start,
        w.site_days,
        w.net,
        w.impressions,
      ]),
    ).toEqual([
      ['2030-12-30', 15, 30_000, 750_000],
      ['2031-01-06', 21, 42_000, 1_050_000],
      ['2031-01-13', 21, 42_000, 1_050_000],
      ['2031-01-20', 21, 42_000, 1_050_000],
      ['2031-01-27', 12, 24_000, 600_000],
    ]);
  });
});
