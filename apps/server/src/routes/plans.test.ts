import {
  createPlanName,
  createPlanSites,
  fetchPlan,
  fetchPlanGroupedSites,
  PLAN_COLUMNS,
  PLAN_MESSAGES,
  type PlanSiteRow,
} from '@ooh/api/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, setupTestApp, type TestContext } from '../test/harness.ts';
import { planAudit, planCalls } from '../test/plans.ts';

let t: TestContext;
let p: ReturnType<typeof planCalls>;
beforeAll(async () => {
  t = await setupTestApp();
  p = planCalls(t);
});
afterAll(() => t?.close());

const one = async (query: ReturnType<typeof sql>) => (await p.ids(query))[0]!;

describe('create-plan-name', () => {
  it('starts a plan in progress on an approved brief, attaches it to the brief and audits it', async () => {
    const briefId = await p.freshBrief();
    t.clock.advance(60_000);
    const response = await p.call(createPlanName, { briefId }, { payload: { planName: '  Summer push  ' } });
    expect(response.statusCode, response.body).toBe(201);
    const [brief] = await queryRows<{
      brief_number: string;
      campaign_name: string;
      is_plan_attached: boolean;
    }>(
      t.connection,
      sql`select brief_number, campaign_name, is_plan_attached from briefs where id = ${briefId}`,
    );
    expect(brief?.is_plan_attached).toBe(true);
    const body = response.json();
    expect(body).toEqual({
      message: 'Plan created',
      plan: {
        plan_id: expect.any(Number),
        planName: 'Summer push',
        status: 'inprogress',
        version: 1,
        reason: null,
        brief_id: briefId,
        brief_number: brief?.brief_number,
        campaign_name: brief?.campaign_name,
        client_name: expect.any(String),
        sites: 0,
        total: 0,
        created_by_name: expect.any(String),
        created_at: t.clock.now().toISOString(),
        updated_at: t.clock.now().toISOString(),
      },
    });
    expect(await planAudit(t, body.plan.plan_id)).toEqual([
      {
        action: 'plan.create',
        email: 'planner@demo.local',
        details: { to: 'inprogress', brief_id: briefId, name: 'Summer push', version: 1 },
      },
    ]);
  });

  it('refuses a brief that is not approved (409 naming its status), unknown or deleted (404)', async () => {
    const pending = await one(sql`select id from briefs where status = 'pending' order by id limit 1`);
    const rejected = await one(sql`select id from briefs where status = 'rejected' order by id limit 1`);
    const deleted = await one(sql`select id from briefs where status = 'deleted' order by id limit 1`);
    const payload = { planName: 'Too early' };
    const newBrief = await p.call(createPlanName, { briefId: pending }, { payload });
    expect(newBrief.statusCode).toBe(409);
    expect(newBrief.json()).toEqual({
      message: 'Plans can only be built on an approved brief; this brief is new.',
    });
    const rejectedBrief = await p.call(createPlanName, { briefId: rejected }, { payload });
    expect(rejectedBrief.json().message).toBe(
      'Plans can only be built on an approved brief; this brief is rejected.',
    );
    for (const briefId of [deleted, 999_999]) {
      const response = await p.call(createPlanName, { briefId }, { payload });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Brief not found' });
    }
    expect(
      await p.ids(sql`select id from plans where brief_id in (${pending}, ${rejected}, ${deleted})`),
    ).toEqual([]);
  });

  it('refuses a brief that already has an accepted plan (409 naming it): one accepted plan per brief', async () => {
    const [accepted] = await queryRows<{ brief_id: number; name: string }>(
      t.connection,
      sql`select brief_id, name from plans where status = 'accepted' order by id limit 1`,
    );
    if (!accepted) throw new Error('the seed has no accepted plan');
    const before = await p.ids(sql`select id from plans where brief_id = ${accepted.brief_id} order by id`);
    const response = await p.call(
      createPlanName,
      { briefId: accepted.brief_id },
      { payload: { planName: 'Never to be accepted' } },
    );
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: `This brief already has an accepted plan (${accepted.name}). Only one plan per brief can be accepted, so a new plan could never be accepted.`,
    });
    expect(await p.ids(sql`select id from plans where brief_id = ${accepted.brief_id} order by id`)).toEqual(
      before,
    );
  });

  it('wants a name, and a role that builds plans', async () => {
    const briefId = await p.freshBrief();
    const blank = await p.call(createPlanName, { briefId }, { payload: { planName: '   ' } });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({
      message: `Plan name: ${PLAN_MESSAGES.planName.charAt(0).toLowerCase()}${PLAN_MESSAGES.planName.slice(1)}`,
      errors: { planName: PLAN_MESSAGES.planName },
    });
    const designer = await p.call(
      createPlanName,
      { briefId },
      { role: 'designer', payload: { planName: 'x' } },
    );
    expect(designer.statusCode).toBe(403);
    const anonymous = await t.call({
      method: 'POST',
      url: `/api/create-plan-name/admin-appsell/${briefId}`,
      payload: { planName: 'x' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('create-plansites', () => {
  it("computes docs/domain.md's hand checks: three billboards, one FOC → net 180,000; one screen → 1,080 plays a day", async () => {
    const planId = await p.newPlan();
    const billboards = await p.freeSites('conventional', 3);
    const [screen] = await p.freeSites(
      'digital',
      1,
      sql`s.operating_from_minute = 360 and s.operating_to_minute = 1440`,
    );
    const response = await p.saveSites(
      planId,
      [
        p.row(billboards[0]!, { discount_percent: 10 }),
        p.row(billboards[1]!, { discount_percent: 10 }),
        p.row(billboards[2]!, { discount_percent: 10, line_type: 'foc' }),
      ],
      ['cpm', 'printing_rate'],
    );
    expect(response.statusCode, response.body).toBe(200);
    const { plan } = response.json();
    expect(plan.sites_list.map((row: PlanSiteRow) => [row.days, row.gross, row.discount, row.net])).toEqual(
      expect.arrayContaining([
        [30, 100_000, 10_000, 90_000],
        [30, 100_000, 10_000, 0],
      ]),
    );
    expect(plan.totals).toMatchObject({ sites: 3, gross: 300_000, discount: 30_000, net: 180_000 });
    expect(plan.sites_list.every((row: PlanSiteRow) => row.spot_length_seconds === null)).toBe(true);
    expect(plan.sites_list.map((row: PlanSiteRow) => row.line_type).sort()).toEqual(['foc', 'paid', 'paid']);

    const digital = await p.saveSites(planId, [
      p.row(screen!, { spot_length_seconds: 10, loop_length_seconds: 60, spots_per_loop: 1 }),
    ]);
    expect(digital.statusCode, digital.body).toBe(200);
    const [row] = digital.json().plan.sites_list;
    expect(row).toMatchObject({
      site_id: screen,
      kind: 'digital',
      plays_per_day: 1080,
      share_of_voice: 10 / 60,
      production: 0,
    });
    expect(row.plays_per_day * row.spot_length_seconds).toBe(3 * 3600);
    // Saving replaced the three billboards.
    expect(digital.json().plan.totals.sites).toBe(1);
    expect(await p.ids(sql`select site_id as id from plan_sites where plan_id = ${planId}`)).toEqual([
      screen,
    ]);
  });

  it('stores what the planner chose: a digital row its own slot data, none on conventional rows', async () => {
    const planId = await p.newPlan();
    const [billboard] = await p.freeSites('conventional', 1);
    const [screen] = await p.freeSites('digital', 1);
    const response = await p.saveSites(planId, [
      p.row(billboard!, { spot_length_seconds: 15, printing_rate: 40, mounting_cost: 12_000 }),
      p.row(screen!, { spot_length_seconds: 20, loop_length_seconds: 120, spots_per_loop: 2 }),
    ]);
    expect(response.statusCode, response.body).toBe(200);
    const stored = await queryRows<Record<string, unknown>>(
      t.connection,
      sql`select ps.site_id, ps.line_type, ps.spot_length_seconds as spot, ps.loop_length_seconds as loop,
                 ps.spots_per_loop as spots
          from plan_sites ps where ps.plan_id = ${planId} order by ps.site_id`,
    );
    const billboardRow = stored.find((row) => Number(row.site_id) === billboard)!;
    const screenRow = stored.find((row) => Number(row.site_id) === screen)!;
    expect(billboardRow).toMatchObject({ line_type: 'paid', spot: null, loop: null, spots: null });
    expect(screenRow).toMatchObject({ spot: 20, loop: 120, spots: 2 });
    const billboardFigures = response
      .json()
      .plan.sites_list.find((row: PlanSiteRow) => row.site_id === billboard);
    // production = printing rate × area × faces + mounting
    expect(billboardFigures.production).toBe(
      40 * billboardFigures.width_ft * billboardFigures.height_ft * billboardFigures.faces + 12_000,
    );
  });

  it('refuses a digital row without the slot data its figures need, naming the row and the field (issue 15)', async () => {
    const planId = await p.newPlan();
    const [billboard] = await p.freeSites('conventional', 1);
    const [screen] = await p.freeSites('digital', 1);
    const [code] = await queryRows<{ site_code: string }>(
      t.connection,
      sql`select site_code from sites where id = ${screen}`,
    );
    // Left out, or sent empty: either way the row is refused (the site's own slot data is no longer put in).
    const empty = await p.saveSites(planId, [
      p.row(billboard!),
      p.row(screen!, { spot_length_seconds: null, loop_length_seconds: null }),
    ]);
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({
      message: `Row 2 (${code!.site_code}): enter the spot length in seconds. 2 more fields need attention.`,
      errors: {
        'plan_form.1.spot_length_seconds': PLAN_MESSAGES.spotLength,
        'plan_form.1.loop_length_seconds': PLAN_MESSAGES.loopLength,
        'plan_form.1.spots_per_loop': PLAN_MESSAGES.spotsPerLoop,
      },
    });
    // Three 20-second spots do not fit a 30-second loop (share of voice would pass 100 %).
    const overfull = await p.saveSites(planId, [
      p.row(screen!, { spot_length_seconds: 20, loop_length_seconds: 30, spots_per_loop: 3 }),
    ]);
    expect(overfull.statusCode).toBe(400);
    expect(overfull.json()).toEqual({
      message: `Row 1 (${code!.site_code}): the loop is shorter than its spots (spots per loop × spot length).`,
      errors: { 'plan_form.0.loop_length_seconds': PLAN_MESSAGES.loopTooShort },
    });
    expect(await p.ids(sql`select id from plan_sites where plan_id = ${planId}`)).toEqual([]);
  });

  it('answers 400 per row: unknown, unapproved or repeated sites, and what the schema refuses', async () => {
    const planId = await p.newPlan();
    const [a, b] = await p.freeSites('conventional', 2);
    const pendingSite = await one(sql`select id from sites where status = 'pending' order by id limit 1`);
    const response = await p.saveSites(planId, [
      p.row(a!),
      p.row(999_999),
      p.row(pendingSite),
      p.row(a!),
      p.row(b!),
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Row 2: choose a site from the inventory. 2 more fields need attention.',
      errors: {
        'plan_form.1.site_id': PLAN_MESSAGES.site,
        'plan_form.2.site_id': 'This site is not approved yet. Choose an approved site from the inventory.',
        'plan_form.3.site_id': PLAN_MESSAGES.duplicateSite,
      },
    });
    const schema = await p.saveSites(
      planId,
      [p.row(a!, { end_date: '2030-12-31', discount_percent: 120 })],
      ['no_such_column'],
    );
    expect(schema.statusCode).toBe(400);
    expect(schema.json().errors).toEqual({
      'hide_columns.0': 'Not a column of the site table',
      'plan_form.0.end_date': PLAN_MESSAGES.endBeforeStart,
      'plan_form.0.discount_percent': PLAN_MESSAGES.discount,
    });
    // Nothing was written by the refused saves.
    expect(await p.ids(sql`select id from plan_sites where plan_id = ${planId}`)).toEqual([]);
  });

  it('is refused to editors (403), for unknown plans (404) and once the plan is submitted (409)', async () => {
    const [site] = await p.freeSites('conventional', 1);
    const pendingPlan = await p.pendingPlan([p.row(site!)]);
    const editor = await p.call(
      createPlanSites,
      { plan_id: pendingPlan },
      { role: 'editor', payload: { plan_form: [] } },
    );
    expect(editor.statusCode).toBe(403);
    const unknown = await p.saveSites(999_999, []);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Plan not found' });
    const submitted = await p.saveSites(pendingPlan, []);
    expect(submitted.statusCode).toBe(409);
    expect(submitted.json()).toEqual({ message: 'Cannot save sites: this plan is pending.' });
    expect(await p.ids(sql`select site_id as id from plan_sites where plan_id = ${pendingPlan}`)).toEqual([
      site,
    ]);
  });

  it('refuses a site booked for overlapping dates in an accepted plan, naming it (409)', async () => {
    const [booking] = await queryRows<{
      site_id: number;
      site_code: string;
      start_date: string;
      end_date: string;
      name: string;
      brief_number: string;
    }>(
      t.connection,
      sql`select ps.site_id, s.site_code, ps.start_date::text, ps.end_date::text, p.name, b.brief_number
          from plan_sites ps join plans p on p.id = ps.plan_id join briefs b on b.id = p.brief_id
          join sites s on s.id = ps.site_id where p.status = 'accepted' order by ps.id limit 1`,
    );
    const planId = await p.newPlan();
    const [free] = await p.freeSites('conventional', 1);
    const overlapping = await p.saveSites(planId, [
      p.row(free!),
      p.row(Number(booking!.site_id), { start_date: booking!.end_date, end_date: '2031-12-31' }),
    ]);
    expect(overlapping.statusCode).toBe(409);
    expect(overlapping.json()).toEqual({
      message: `Site ${booking!.site_code} is already booked from ${booking!.start_date} to ${booking!.end_date} in the accepted plan "${booking!.name}" (brief ${booking!.brief_number}).`,
    });
    // The day after the booking ends, the site is free.
    const dayAfter = new Date(Date.parse(`${booking!.end_date}T00:00:00Z`) + 86_400_000)
      .toISOString()
      .slice(0, 10);
    const after = await p.saveSites(planId, [
      p.row(Number(booking!.site_id), { start_date: dayAfter, end_date: '2031-12-31' }),
    ]);
    expect(after.statusCode, after.body).toBe(200);
  });
});

describe('fetch-plan and fetch-plan-grouped-sites', () => {
  let planId = 0;
  let cities: string[] = [];
  beforeAll(async () => {
    // Two sites in each of two cities.
    const [first, second] = await p.ids(
      sql`select c.id from cities c where (select count(*) from sites s join mediums m on m.id = s.medium_id
          where s.city_id = c.id and s.status = 'approved' and m.kind = 'conventional') >= 4 order by c.name limit 2`,
    );
    const inFirst = await p.freeSites('conventional', 2, sql`s.city_id = ${first}`);
    const inSecond = await p.freeSites('conventional', 2, sql`s.city_id = ${second}`);
    planId = await p.newPlan(undefined, 'Two cities');
    const saved = await p.saveSites(
      planId,
      [...inSecond, ...inFirst].map((site, index) => p.row(site, { mounting_cost: 1000 * (index + 1) })),
      ['cpm', 'site_name', 'impressions'],
    );
    expect(saved.statusCode, saved.body).toBe(200);
    cities = (
      await queryRows<{ name: string }>(
        t.connection,
        sql`select name from cities where id in (${first}, ${second}) order by name`,
      )
    ).map((row) => row.name);
  });

  it('answers the plan: rows by city and site code, headers without the hidden columns, cities, totals', async () => {
    const response = await p.call(fetchPlan, { plan_id: planId }, { role: 'editor' });
    expect(response.statusCode, response.body).toBe(200);
    const { plan, history } = response.json();
    expect(plan.hide_columns).toEqual(['cpm', 'site_name', 'impressions']);
    expect(plan.dynamicHeaders).toEqual(
      PLAN_COLUMNS.filter((column) => !['cpm', 'site_name', 'impressions'].includes(column.key)).map(
        ({ key, label }) => ({ key, label }),
      ),
    );
    expect(plan.citiesArray).toEqual(cities);
    const order = plan.sites_list.map((row: PlanSiteRow) => [row.city_name, row.site_code]);
    expect(order).toEqual(
      [...order].sort((a, b) => a[0].localeCompare(b[0]) || (a[1] < b[1] ? -1 : a[1] > b[1] ? 1 : 0)),
    );
    expect(plan.totals).toMatchObject({ sites: 4, production: 10_000 });
    expect(plan.totals.total).toBe(plan.total);
    expect(plan).toMatchObject({
      planName: 'Two cities',
      status: 'inprogress',
      sites: 4,
      briefHasAcceptedPlan: false,
    });
    expect(history).toEqual([
      expect.objectContaining({
        action: 'created',
        version: 1,
        reason: null,
        actor_name: expect.any(String),
      }),
    ]);
  });

  it("answers only one city's rows for `city_name`, with their totals, and the plan's own figures unchanged", async () => {
    const response = await p.call(
      fetchPlan,
      { plan_id: planId },
      { query: { city_name: cities[1]!.toUpperCase() } },
    );
    const { plan } = response.json();
    expect(plan.sites_list.map((row: PlanSiteRow) => row.city_name)).toEqual([cities[1], cities[1]]);
    expect(plan.totals.sites).toBe(2);
    expect(plan.totals.total).toBe(
      plan.sites_list.reduce((sum: number, row: PlanSiteRow) => sum + row.total, 0),
    );
    expect(plan.citiesArray).toEqual(cities);
    expect(plan.sites).toBe(4);
    const none = (await p.call(fetchPlan, { plan_id: planId }, { query: { city_name: 'Atlantis' } })).json();
    expect(none.plan.sites_list).toEqual([]);
    expect(none.plan.totals).toEqual({
      sites: 0,
      gross: 0,
      discount: 0,
      net: 0,
      production: 0,
      total: 0,
      impressions: 0,
      cpm: null,
    });
  });

  it("groups the rows by city name with per-city totals that add up to the plan's", async () => {
    const response = await p.call(
      fetchPlanGroupedSites,
      { plan_id: planId },
      { role: 'key_account_manager' },
    );
    expect(response.statusCode, response.body).toBe(200);
    const { sitesGroupedByCity, totals } = response.json();
    expect(sitesGroupedByCity.map((group: { city_name: string }) => group.city_name)).toEqual(cities);
    for (const group of sitesGroupedByCity) {
      expect(group.sites).toHaveLength(2);
      expect(group.sites.every((row: PlanSiteRow) => row.city_name === group.city_name)).toBe(true);
      expect(group.totals.sites).toBe(2);
    }
    const sum = (key: 'total' | 'net' | 'production') =>
      sitesGroupedByCity.reduce((s: number, g: { totals: Record<string, number> }) => s + g.totals[key]!, 0);
    expect(sum('total')).toBeCloseTo(totals.total, 2);
    expect(sum('production')).toBe(10_000);
    expect(totals.sites).toBe(4);
  });

  it('answers 404 for a plan that does not exist', async () => {
    for (const endpoint of [fetchPlan, fetchPlanGroupedSites]) {
      const response = await p.call(endpoint, { plan_id: 999_999 });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Plan not found' });
    }
  });
});
