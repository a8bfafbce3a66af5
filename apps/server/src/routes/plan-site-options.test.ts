import { fetchPlanSiteOptions, type SiteOption } from '@ooh/api/contract';
import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteOptionsQueries } from '../services/plans/bookings.ts';
import { queryRows, setupTestApp, type TestContext } from '../test/harness.ts';
import { NO_SITE_FILTERS, planCalls } from '../test/plans.ts';

let t: TestContext;
let p: ReturnType<typeof planCalls>;
/** A seeded plan whose brief's dates overlap a seeded accepted plan's bookings (so some sites are booked). */
let planId = 0;
let brief = { start: '', end: '' };
beforeAll(async () => {
  t = await setupTestApp();
  p = planCalls(t);
  const [accepted] = await queryRows<{ brief_id: number; start: string; end: string }>(
    t.connection,
    sql`select p.brief_id, b.start_date::text as start, b.end_date::text as end from plans p
        join briefs b on b.id = p.brief_id where p.status = 'accepted' order by p.id limit 1`,
  );
  // A plan on another approved brief given the accepted plan's dates, so the accepted plan's sites are booked for it
  // (a brief with an accepted plan takes no new plan: docs/domain.md "Plan views and one plan per brief").
  const other = await p.freshBrief();
  await t.connection.db.execute(
    sql`update briefs set start_date = ${accepted!.start}, end_date = ${accepted!.end} where id = ${other}`,
  );
  planId = await p.newPlan(other, 'Looking for sites');
  brief = { start: accepted!.start, end: accepted!.end };
});
afterAll(() => t?.close());

const options = (body: object, role: 'planner' | 'editor' = 'planner') =>
  p.call(fetchPlanSiteOptions, { plan_id: planId }, { role, payload: body });

/** Site ids matching `where` among approved sites, in the table's order (city name, site code). */
async function expected(where: SQL = sql`true`) {
  return p.ids(
    sql`select s.id from sites s join cities c on c.id = s.city_id
        where s.status = 'approved' and s.deleted_at is null and ${where} order by c.name, s.site_code`,
  );
}

async function codeOf(siteId: number) {
  const [row] = await queryRows<{ site_code: string }>(
    t.connection,
    sql`select site_code from sites where id = ${siteId}`,
  );
  return row?.site_code;
}

const bookedSql = () =>
  sql`exists (select 1 from plan_sites ps join plans pl on pl.id = ps.plan_id where ps.site_id = s.id
      and pl.status = 'accepted' and pl.id <> ${planId} and ps.start_date <= ${brief.end} and ps.end_date >= ${brief.start})`;

describe('fetch-plan-site-options', () => {
  it('pages the approved sites by city name and site code, counting them all', async () => {
    const all = await expected();
    const first = (await options({ limit: 100 })).json();
    expect(first.total).toBe(all.length);
    expect(first.sites.map((site: SiteOption) => site.id)).toEqual(all.slice(0, 100));
    const third = (await options({ limit: 100, page: 3 })).json();
    expect(third.sites.map((site: SiteOption) => site.id)).toEqual(all.slice(200, 300));
    const pending = await p.ids(sql`select id from sites where status = 'pending'`);
    expect(first.sites.some((site: SiteOption) => pending.includes(site.id))).toBe(false);
  });

  it('keeps the count on a page past the end (the page and its count are one statement otherwise)', async () => {
    const all = await expected();
    const beyond = (await options({ limit: 100, page: 999 })).json();
    expect(beyond).toMatchObject({ sites: [], total: all.length, totalCapped: false });
  });

  it('filters by region, city, location, medium and SEC in SQL', async () => {
    const [site] = await queryRows<Record<string, number>>(
      t.connection,
      sql`select region_id, city_id, location_id, medium_id, sec_range_id from sites
          where status = 'approved' and sec_range_id is not null order by id limit 1`,
    );
    const cases: Array<[object, SQL]> = [
      [{ region_ids: [site!.region_id] }, sql`s.region_id = ${site!.region_id}`],
      [{ city_ids: [site!.city_id] }, sql`s.city_id = ${site!.city_id}`],
      [{ location_ids: [site!.location_id] }, sql`s.location_id = ${site!.location_id}`],
      [{ medium_ids: [site!.medium_id] }, sql`s.medium_id = ${site!.medium_id}`],
      [
        { sec_ids: [site!.sec_range_id], city_ids: [site!.city_id] },
        sql`s.sec_range_id = ${site!.sec_range_id} and s.city_id = ${site!.city_id}`,
      ],
    ];
    for (const [filters, where] of cases) {
      const body = (await options({ ...filters, limit: 100 })).json();
      const ids = await expected(where);
      expect(
        body.sites.map((s: SiteOption) => s.id),
        JSON.stringify(filters),
      ).toEqual(ids.slice(0, 100));
      expect(body.total).toBe(ids.length);
    }
  });

  it('searches code and name without case, taking % and _ literally', async () => {
    const [site] = await queryRows<{ site_code: string }>(
      t.connection,
      sql`select site_code from sites where status = 'approved' order by id limit 1`,
    );
    const term = site!.site_code.slice(0, 6).toLowerCase();
    const byCode = (await options({ search: term, limit: 100 })).json();
    const ids = await expected(sql`(s.site_code ilike ${`%${term}%`} or s.name ilike ${`%${term}%`})`);
    expect(byCode.sites.map((s: SiteOption) => s.id)).toEqual(ids.slice(0, 100));
    expect(byCode.total).toBe(ids.length);
    expect((await options({ search: 'billboard' })).json().total).toBe(
      (await expected(sql`s.name ilike '%billboard%'`)).length,
    );
    expect((await options({ search: '100%' })).json().total).toBe(0);
    expect((await options({ search: '_' })).json().total).toBe(0);
  });

  it("marks the sites booked for the brief's dates with the first clashing plan, and filters by availability", async () => {
    const booked = await expected(bookedSql());
    expect(booked.length).toBeGreaterThan(0);
    const bookedBody = (await options({ availability: 'booked', limit: 100 })).json();
    expect(bookedBody.sites.map((s: SiteOption) => s.id)).toEqual(booked);
    // Counted from the bookings (a site booked twice in the dates once), the other filters applied to each site.
    expect(bookedBody).toMatchObject({ total: booked.length, totalCapped: false });
    const [city] = await queryRows<{ city_id: number }>(
      t.connection,
      sql`select city_id from sites where id = ${booked[0]!}`,
    );
    const bookedInCity = await expected(sql`${bookedSql()} and s.city_id = ${city!.city_id}`);
    const cityBody = (
      await options({ availability: 'booked', city_ids: [city!.city_id], limit: 100 })
    ).json();
    expect(cityBody.sites.map((s: SiteOption) => s.id)).toEqual(bookedInCity);
    expect(cityBody.total).toBe(bookedInCity.length);
    const none = (await options({ availability: 'booked', search: 'no site is called this' })).json();
    expect(none).toMatchObject({ sites: [], total: 0, totalCapped: false });
    for (const site of bookedBody.sites as SiteOption[]) {
      expect(site.available).toBe(false);
      expect(site.booked_by).toEqual({
        plan_id: expect.any(Number),
        planName: expect.any(String),
        brief_number: expect.stringMatching(/^BR-/),
        start_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        end_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      });
      expect(site.booked_by!.start_date <= brief.end && site.booked_by!.end_date >= brief.start).toBe(true);
    }
    const available = (await options({ availability: 'available', limit: 100 })).json();
    expect(available.total).toBe((await expected()).length - booked.length);
    expect(available.sites.every((s: SiteOption) => s.available && s.booked_by === null)).toBe(true);
  });

  it("gives each site's coordinates for the map view, null where the site has none", async () => {
    const [first] = await queryRows<{ id: number; latitude: number; longitude: number }>(
      t.connection,
      sql`select s.id, s.latitude, s.longitude from sites s join cities c on c.id = s.city_id
          where s.status = 'approved' and s.deleted_at is null and s.latitude is not null
          order by c.name, s.site_code limit 1`,
    );
    const located = (await options({ search: (await codeOf(first!.id)) ?? '', limit: 100 })).json();
    const site = (located.sites as SiteOption[]).find((s) => s.id === first!.id);
    expect(site).toMatchObject({ latitude: first!.latitude, longitude: first!.longitude });
    expect(typeof site!.latitude).toBe('number');

    // A site never surveyed has no coordinates: both null, and it is still a site to choose.
    await t.connection.db.execute(
      sql`update sites set latitude = null, longitude = null where id = ${first!.id}`,
    );
    try {
      const unlocated = (await options({ search: (await codeOf(first!.id)) ?? '', limit: 100 })).json();
      expect((unlocated.sites as SiteOption[]).find((s) => s.id === first!.id)).toMatchObject({
        latitude: null,
        longitude: null,
      });
    } finally {
      await t.connection.db.execute(
        sql`update sites set latitude = ${first!.latitude}, longitude = ${first!.longitude} where id = ${first!.id}`,
      );
    }
  });

  it('is for the roles that build plans; 404 for an unknown plan', async () => {
    expect((await options({}, 'editor')).statusCode).toBe(403);
    // Whichever path the call takes: with the brief's dates read first (an availability filter), in one
    // statement, or past the last page.
    for (const payload of [{}, { availability: 'available' }, { availability: 'booked' }, { page: 999 }]) {
      const unknown = await p.call(fetchPlanSiteOptions, { plan_id: 999_999 }, { payload });
      expect(unknown.statusCode, JSON.stringify(payload)).toBe(404);
      expect(unknown.json()).toEqual({ message: 'Plan not found' });
    }
  });
});

describe('the site table queries use their indexes', () => {
  /** The plan of a query, with the planner told to avoid reading whole tables (the seed's are small). */
  async function planOf(query: { toSQL(): { sql: string; params: unknown[] } } | SQL) {
    const { sql: text, params } = 'toSQL' in query ? query.toSQL() : new PgDialect().sqlToQuery(query);
    const inlined = text.replace(/\$(\d+)/g, (_, i: string) => {
      const value = params[Number(i) - 1];
      return typeof value === 'number' ? String(value) : `'${String(value).replace(/'/g, "''")}'`;
    });
    return t.connection.db.transaction(async (tx) => {
      await tx.execute(sql.raw('set local enable_seqscan = off'));
      const result = (await tx.execute(sql.raw(`explain ${inlined}`))) as unknown as {
        rows: Array<{ 'QUERY PLAN': string }>;
      };
      return result.rows.map((row) => row['QUERY PLAN']).join('\n');
    });
  }

  it("finds each site's bookings through their btree by site, in the page and in the count", async () => {
    const queries = await siteOptionsQueries(t.connection.db, planId, {
      ...NO_SITE_FILTERS,
      availability: 'available',
      search: 'road',
    });
    for (const query of [queries.page, queries.matches]) {
      const plan = await planOf(query);
      // A site's bookings are found by the btree on the site, never by the double-booking constraint's GiST index
      // (migration 0022 keys it on the site as a bigint, which no query's condition matches; it may still narrow by
      // dates on these few rows). scale.test.ts checks the plans on grown tables.
      expect(plan).toMatch(/bookings_site_idx[^\n]*\n\s*Index Cond: \(site_id = sites\.id\)/);
      expect(plan).not.toMatch(/bookings_no_overlap[^\n]*\n\s*Index Cond: [^\n]*site_id/);
      expect(plan).not.toMatch(/Seq Scan/);
    }
  });
});
