import type { SiteInput, SiteListItem, SiteRecord, StaffRole } from '@ooh/api/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignSitesOf } from '../test/field-work.ts';
import { queryRows, setupTestApp, type TestContext } from '../test/harness.ts';
import { mapCellsAgainstSites } from '../test/map-cells.ts';
import { multipartForm, samplePhoto, TINY_PDF } from '../test/multipart.ts';
import { newAcceptedPlan } from '../test/payorders.ts';

/** Issue 16: the site inventory's calls, as callers see them (docs/domain.md "Requested site", "Counts"). */

let t: TestContext;
const tokens = {} as Record<StaffRole, string>;
let place: {
  locationId: number;
  cityId: number;
  regionId: number;
  cityName: string;
  otherLocationId: number;
};
let conventional: number;
let digital: number;

beforeAll(async () => {
  t = await setupTestApp();
  for (const role of [
    'admin',
    'planner',
    'key_account_manager',
    'operation_analyst',
    'designer',
    'manager',
  ] as const)
    tokens[role] = await t.tokenForRole(role);
  const [loc] = await queryRows<Record<string, number | string>>(
    t.connection,
    sql`select l.id as "locationId", c.id as "cityId", c.region_id as "regionId", c.name as "cityName",
          (select l2.id from locations l2 where l2.city_id <> c.id order by l2.id limit 1) as "otherLocationId"
        from locations l join cities c on c.id = l.city_id order by l.id limit 1`,
  );
  place = {
    locationId: Number(loc?.locationId),
    cityId: Number(loc?.cityId),
    regionId: Number(loc?.regionId),
    cityName: String(loc?.cityName),
    otherLocationId: Number(loc?.otherLocationId),
  };
  const mediums = await queryRows<{ id: number; kind: string }>(
    t.connection,
    sql`select id, kind from mediums order by id`,
  );
  conventional = Number(mediums.find((m) => m.kind === 'conventional')?.id);
  digital = Number(mediums.find((m) => m.kind === 'digital')?.id);
});
afterAll(() => t?.close());

let serial = 0;
const body = (overrides: Partial<SiteInput> = {}): SiteInput => {
  serial += 1;
  return {
    site_code: `TST-${serial}`,
    site_name: `Test billboard ${serial}`,
    location_id: place.locationId,
    medium_id: conventional,
    width_ft: 40,
    height_ft: 20,
    faces: 1,
    illuminated: true,
    latitude: 24.86,
    longitude: 67.01,
    monthly_rate: 250000,
    daily_traffic: 50000,
    age_range_ids: [],
    gender_ids: [],
    ...overrides,
  };
};

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, role: StaffRole, payload?: object) =>
  t.call({ method, url: `/api${url}`, token: tokens[role], ...(payload === undefined ? {} : { payload }) });

async function created(overrides: Partial<SiteInput> = {}): Promise<SiteRecord> {
  const res = await call('POST', '/admin/create-site-appsells', 'admin', body(overrides));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().site;
}

async function requested(role: StaffRole = 'operation_analyst', extra: object = {}): Promise<SiteRecord> {
  const res = await call('POST', '/admin/create-requested-site/appsells', role, {
    site_name: 'Roundabout near the new mall',
    location_id: place.locationId,
    medium_id: conventional,
    latitude: 24.9,
    longitude: 67.1,
    note: 'Big empty wall facing the traffic',
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().site;
}

const list = (status: 'approved' | 'pending', query: string, role: StaffRole = 'admin') =>
  call('GET', `/admin/fetch-${status}-sites?${query}`, role);

describe('create-site-appsells', () => {
  it('adds an approved site whose region and city come from its location', async () => {
    const res = await call('POST', '/admin/create-site-appsells', 'key_account_manager', {
      ...body({ site_code: 'TST-CREATE-1' }),
      region_id: 999,
    });
    expect(res.statusCode, res.body).toBe(201);
    const { site, message } = res.json();
    expect(message).toContain('TST-CREATE-1');
    expect(site).toMatchObject({
      site_code: 'TST-CREATE-1',
      status: 'approved',
      region_id: place.regionId,
      city_id: place.cityId,
      city_name: place.cityName,
      location_id: place.locationId,
      kind: 'conventional',
      missing_for_approval: [],
      photos: [],
    });
    const [audit] = await queryRows(
      t.connection,
      sql`select action from audit_log where entity = 'site' and entity_id = ${site.id}`,
    );
    expect(audit).toEqual({ action: 'site.create' });
  });

  it('refuses a taken site code with 409 naming it', async () => {
    const site = await created();
    const res = await call(
      'POST',
      '/admin/create-site-appsells',
      'admin',
      body({ site_code: site.site_code }),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      `The site code ${site.site_code} is already used by another site. Choose another code.`,
    );
  });

  it('asks a digital site for its slot data, naming each field', async () => {
    const res = await call('POST', '/admin/create-site-appsells', 'admin', body({ medium_id: digital }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      spot_length_seconds: 'A digital site needs its spot length',
      loop_length_seconds: 'A digital site needs its loop length',
      spots_per_loop: 'A digital site needs its spots per loop',
    });
    const ok = await call(
      'POST',
      '/admin/create-site-appsells',
      'admin',
      body({ medium_id: digital, spot_length_seconds: 10, loop_length_seconds: 60, spots_per_loop: 6 }),
    );
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().site).toMatchObject({ kind: 'digital', spot_length_seconds: 10, spots_per_loop: 6 });
  });

  it('refuses slot data on a conventional site, naming the field', async () => {
    const res = await call('POST', '/admin/create-site-appsells', 'admin', body({ loop_length_seconds: 60 }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      loop_length_seconds: 'A conventional site has no loop length: leave it empty',
    });
  });

  it('names unknown references, a lone coordinate and a reserved code', async () => {
    const res = await call(
      'POST',
      '/admin/create-site-appsells',
      'admin',
      body({ location_id: 999_999, medium_id: 999_999, sec_range_id: 999_999, longitude: null }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({
      location_id: expect.stringContaining('location does not exist'),
      medium_id: expect.stringContaining('medium does not exist'),
      sec_range_id: expect.stringContaining('SEC range does not exist'),
      longitude: 'Give both latitude and longitude, or neither',
    });
    const reserved = await call(
      'POST',
      '/admin/create-site-appsells',
      'admin',
      body({ site_code: 'REQ-77' }),
    );
    expect(reserved.statusCode).toBe(400);
    expect(reserved.json().errors.site_code).toContain('REQ-');
    const width = await call('POST', '/admin/create-site-appsells', 'admin', body({ width_ft: 0 }));
    expect(width.statusCode).toBe(400);
    expect(width.json().errors.width_ft).toBe('Width must be above 0 and at most 1,000 ft');
  });

  it('is for admins and KAMs only', async () => {
    for (const role of ['planner', 'operation_analyst', 'designer'] as const) {
      const res = await call('POST', '/admin/create-site-appsells', role, body());
      expect(res.statusCode, role).toBe(403);
    }
  });
});

describe('fetch-inventory-site', () => {
  it('answers the site whole to A K P, with its audience', async () => {
    const site = await created({ age_range_ids: [1, 2], gender_ids: [1] });
    for (const role of ['admin', 'key_account_manager', 'planner'] as const) {
      const res = await call('GET', `/admin/fetch-inventory-site/${site.id}`, role);
      expect(res.statusCode, role).toBe(200);
      expect(res.json().site).toMatchObject({ id: site.id, age_range_ids: [1, 2], gender_ids: [1] });
    }
    expect(
      (await call('GET', `/admin/fetch-inventory-site/${site.id}`, 'operation_analyst')).statusCode,
    ).toBe(403);
  });

  it('is 404 for an unknown site', async () => {
    const res = await call('GET', '/admin/fetch-inventory-site/999999', 'admin');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Site not found');
  });
});

describe('update-site', () => {
  it('replaces the details; region and city follow a new location', async () => {
    const site = await created();
    const res = await call(
      'PUT',
      `/admin/update-site/appsells/${site.id}`,
      'key_account_manager',
      body({ site_code: site.site_code, location_id: place.otherLocationId, site_name: 'Renamed' }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const updated: SiteRecord = res.json().site;
    expect(updated.site_name).toBe('Renamed');
    expect(updated.location_id).toBe(place.otherLocationId);
    expect(updated.city_id).not.toBe(place.cityId);
  });

  it('refuses another site’s code (409) and an unknown site (404)', async () => {
    const a = await created();
    const b = await created();
    const res = await call(
      'PUT',
      `/admin/update-site/appsells/${b.id}`,
      'admin',
      body({ site_code: a.site_code }),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain(a.site_code);
    expect((await call('PUT', '/admin/update-site/appsells/999999', 'admin', body())).statusCode).toBe(404);
  });

  it('lets a planner complete a requested site only: 403 on an approved one', async () => {
    const approved = await created();
    const refused = await call(
      'PUT',
      `/admin/update-site/appsells/${approved.id}`,
      'planner',
      body({ site_code: approved.site_code }),
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toContain('only complete the details of a requested site');
    const pending = await requested();
    const ok = await call(
      'PUT',
      `/admin/update-site/appsells/${pending.id}`,
      'planner',
      body({ site_code: pending.site_code }),
    );
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().site).toMatchObject({ status: 'pending', site_code: pending.site_code });
    expect(ok.json().site.missing_for_approval).toEqual(['the site code (replace the provisional one)']);
    expect(
      (await call('PUT', `/admin/update-site/appsells/${pending.id}`, 'designer', body())).statusCode,
    ).toBe(403);
  });
});

describe('create-requested-site and approve-tracker-site', () => {
  it('asks for a site: pending, a provisional REQ-<id> code, the requester and note, admins and KAMs notified', async () => {
    const site = await requested('operation_analyst');
    expect(site).toMatchObject({
      status: 'pending',
      site_code: `REQ-${site.id}`,
      request_note: 'Big empty wall facing the traffic',
      region_id: place.regionId,
      city_id: place.cityId,
      width_ft: 0,
      monthly_rate: 0,
    });
    expect(site.requested_by_name).toBeTruthy();
    expect(site.missing_for_approval).toEqual([
      'the site code (replace the provisional one)',
      'the width',
      'the height',
      'the monthly rate',
    ]);
    const notified = await queryRows<{ role: string; title: string; link: string; body: string }>(
      t.connection,
      sql`select u.role, n.title, n.link, n.body from notifications n join users u on u.id = n.user_id
          where n.link = ${`/site-management/requested-site/view?id=${site.id}`}`,
    );
    expect(new Set(notified.map((n) => n.role))).toEqual(new Set(['admin', 'key_account_manager']));
    expect(notified[0]).toMatchObject({ title: 'New site requested' });
    expect(notified[0]?.body).toContain(`REQ-${site.id}`);
  });

  it('never notifies the KAM who asked', async () => {
    const site = await requested('key_account_manager');
    const [own] = await queryRows<{ count: number }>(
      t.connection,
      sql`select count(*)::int as count from notifications n join users u on u.id = n.user_id
          where n.link = ${`/site-management/requested-site/view?id=${site.id}`} and u.email = (
            select email from users where role = 'key_account_manager' and status = 'active' order by id limit 1)`,
    );
    expect(Number(own?.count)).toBe(0);
  });

  it('refuses an unknown location (400) and roles that may not ask (403)', async () => {
    const res = await call('POST', '/admin/create-requested-site/appsells', 'operation_analyst', {
      site_name: 'x',
      location_id: 999_999,
      medium_id: conventional,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.location_id).toContain('location does not exist');
    for (const role of ['planner', 'designer'] as const) {
      const refused = await call('POST', '/admin/create-requested-site/appsells', role, {
        site_name: 'x',
        location_id: place.locationId,
        medium_id: conventional,
      });
      expect(refused.statusCode, role).toBe(403);
    }
  });

  it('approves a completed requested site once; 409 naming what is missing, then for an approved one', async () => {
    const site = await requested();
    const early = await call('POST', `/admin/approve-tracker-site/${site.id}`, 'admin');
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(
      "Cannot approve: this requested site's details are not complete. Still missing: the site code (replace the provisional one), the width, the height, the monthly rate.",
    );
    const done = await call(
      'PUT',
      `/admin/update-site/appsells/${site.id}`,
      'planner',
      body({ site_code: `KHI-NEW-${site.id}` }),
    );
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().site.missing_for_approval).toEqual([]);
    expect((await call('POST', `/admin/approve-tracker-site/${site.id}`, 'planner')).statusCode).toBe(403);
    const ok = await call('POST', `/admin/approve-tracker-site/${site.id}`, 'key_account_manager');
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().site.status).toBe('approved');
    const again = await call('POST', `/admin/approve-tracker-site/${site.id}`, 'admin');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      'Cannot approve: this requested site is approved. The site is in the inventory: it can be booked on plans.',
    );
    const [audit] = await queryRows(
      t.connection,
      sql`select action, details->>'to' as "to" from audit_log where entity = 'requested site' and entity_id = ${site.id}`,
    );
    expect(audit).toEqual({ action: 'requestedSite.approve', to: 'approved' });
    expect((await call('POST', '/admin/approve-tracker-site/999999', 'admin')).statusCode).toBe(404);
  });

  it('names the missing slot data of a digital requested site', async () => {
    const site = await requested('admin', { medium_id: digital });
    expect(site.missing_for_approval).toEqual(
      expect.arrayContaining(['the spot length', 'the loop length', 'the spots per loop']),
    );
  });
});

describe('delete-site', () => {
  it('soft-deletes a site: 404 afterwards, gone from the lists, the row kept', async () => {
    const site = await created({ site_code: 'TST-DELETE-ME' });
    const res = await call('DELETE', `/admin/delete-site/appsells/${site.id}`, 'key_account_manager');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Site TST-DELETE-ME deleted');
    expect((await call('GET', `/admin/fetch-inventory-site/${site.id}`, 'admin')).statusCode).toBe(404);
    expect((await list('approved', 'search=TST-DELETE-ME')).json().total).toBe(0);
    const [row] = await queryRows(
      t.connection,
      sql`select deleted_at is not null as deleted from sites where id = ${site.id}`,
    );
    expect(row).toEqual({ deleted: true });
    expect((await call('DELETE', `/admin/delete-site/appsells/${site.id}`, 'admin')).statusCode).toBe(404);
    // Its code stays its own.
    const reuse = await call(
      'POST',
      '/admin/create-site-appsells',
      'admin',
      body({ site_code: 'TST-DELETE-ME' }),
    );
    expect(reuse.statusCode).toBe(409);
  });

  it('refuses a site of an accepted plan, naming the plan and its brief (409)', async () => {
    const plan = await newAcceptedPlan(t, { sites: 1 });
    const booked = plan.sites[0];
    if (!booked) throw new Error('no booked site');
    const res = await call('DELETE', `/admin/delete-site/appsells/${booked.id}`, 'admin');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain(`Cannot delete site ${booked.code}: it is on the accepted plan`);
    expect(res.json().message).toContain(plan.briefNumber);
  });

  it('names the running campaign of a site of an active campaign', async () => {
    const [running] = await campaignSitesOf(t, 'active');
    if (!running) throw new Error('no active campaign site');
    const res = await call('DELETE', `/admin/delete-site/appsells/${running.siteId}`, 'admin');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/whose campaign ".+" is running/);
  });

  it('is for admins and KAMs only', async () => {
    const site = await created();
    expect((await call('DELETE', `/admin/delete-site/appsells/${site.id}`, 'planner')).statusCode).toBe(403);
  });
});

describe('fetch-approved-sites and fetch-pending-sites', () => {
  it('pages the approved inventory by city and code with a total', async () => {
    const res = await list('approved', 'page=1&limit=10', 'planner');
    expect(res.statusCode).toBe(200);
    const { sites, total, totalCapped } = res.json() as {
      sites: SiteListItem[];
      total: number;
      totalCapped: boolean;
    };
    expect(sites).toHaveLength(10);
    expect(totalCapped).toBe(false);
    expect(total).toBeGreaterThan(10);
    const keys = sites.map((s) => [s.city_name, s.site_code]);
    expect(keys).toEqual(
      [...keys].sort((a, b) => (a[0] === b[0] ? (a[1]! < b[1]! ? -1 : 1) : a[0]! < b[0]! ? -1 : 1)),
    );
    expect(sites.every((s) => s.status === 'approved')).toBe(true);
    const second = (await list('approved', 'page=2&limit=10')).json();
    expect(second.sites[0].id).not.toBe(sites[0]?.id);
    expect(second.total).toBe(total);
  });

  it('filters by region, city, location, medium, asset type, SEC and LSM, and searches code and name', async () => {
    const site = await created({
      site_code: 'TST-FILTER-Z9',
      site_name: 'Unique filter board',
      sec_range_id: 1,
      lsm_level_id: 1,
      asset_type_id: 1,
    });
    const all = [
      `region_ids=${site.region_id}`,
      `city_ids=${site.city_id}`,
      `location_ids=${site.location_id}`,
      `medium_ids=${site.medium_id}`,
      'asset_type_ids=1',
      'sec_ids=1',
      'lsm_ids=1',
    ];
    for (const filter of all) {
      const res = await list('approved', `${filter}&limit=100&search=TST-FILTER`);
      expect(res.statusCode, filter).toBe(200);
      expect(
        res.json().sites.map((s: SiteListItem) => s.id),
        filter,
      ).toEqual([site.id]);
      const rows: SiteListItem[] = (await list('approved', `${filter}&limit=100`)).json().sites;
      expect(rows.length, filter).toBeGreaterThan(0);
    }
    const byRegion: SiteListItem[] = (await list('approved', `region_ids=${site.region_id}&limit=100`)).json()
      .sites;
    expect(byRegion.every((s) => s.region_id === site.region_id)).toBe(true);
    expect((await list('approved', 'search=unique filter board')).json().sites[0].id).toBe(site.id);
    expect((await list('approved', 'sec_ids=2&search=TST-FILTER-Z9')).json().total).toBe(0);
    expect((await list('approved', 'search=50%25')).statusCode).toBe(200);
  });

  it('filters by availability between dates (accepted plans book)', async () => {
    const plan = await newAcceptedPlan(t, { sites: 2 });
    const year = (
      await queryRows<{ y: string }>(
        t.connection,
        sql`select min(start_date)::text as y from plan_sites where plan_id = ${plan.planId}`,
      )
    )[0]?.y.slice(0, 4);
    const booked: SiteListItem[] = (
      await list(
        'approved',
        `available_from=${year}-02-15&available_to=${year}-02-20&availability=booked&limit=100`,
      )
    ).json().sites;
    expect(booked.map((s) => s.id).sort()).toEqual(plan.sites.map((s) => s.id).sort());
    const free = await list(
      'approved',
      `available_from=${year}-02-15&available_to=${year}-02-20&availability=available&limit=100`,
    );
    const freeIds = free.json().sites.map((s: SiteListItem) => s.id);
    for (const s of plan.sites) expect(freeIds).not.toContain(s.id);
    const later: SiteListItem[] = (
      await list('approved', `available_from=${year}-06-01&availability=booked&limit=100`)
    ).json().sites;
    expect(later.map((s) => s.id)).not.toContain(plan.sites[0]?.id);
  });

  it('refuses availability without dates and dates the wrong way round (400)', async () => {
    const none = await list('approved', 'availability=available');
    expect(none.statusCode).toBe(400);
    expect(none.json().errors.available_from).toBe('Choose the dates to filter by availability');
    const reversed = await list(
      'approved',
      'availability=booked&available_from=2030-02-02&available_to=2030-01-01',
    );
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().errors.available_to).toBe('Available to must be on or after available from');
    expect((await list('approved', 'available_from=2030-13-45')).statusCode).toBe(400);
    expect((await list('approved', 'region_ids=a,b')).statusCode).toBe(400);
  });

  it('lists requested sites newest first with who asked, filtered the same way', async () => {
    const first = await requested();
    t.clock.advance?.(1000);
    const second = await requested('key_account_manager');
    const res = await list('pending', 'limit=100', 'key_account_manager');
    expect(res.statusCode).toBe(200);
    const rows: SiteListItem[] = res.json().sites;
    expect(rows.every((s) => s.status === 'pending')).toBe(true);
    const ids = rows.map((s) => s.id);
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
    expect(rows.find((s) => s.id === first.id)?.requested_by_name).toBeTruthy();
    const searched = await list('pending', `search=REQ-${first.id}`);
    expect(searched.json().sites.map((s: SiteListItem) => s.id)).toEqual([first.id]);
    const seeded = await queryRows<{ count: number }>(
      t.connection,
      sql`select count(*)::int as count from sites where status = 'pending' and (request_note is null or requested_by is null)`,
    );
    expect(Number(seeded[0]?.count)).toBe(0);
  });

  it('answers an empty page past the end with the total, and is refused to other roles', async () => {
    const res = await list('approved', 'page=500&limit=100');
    expect(res.statusCode).toBe(200);
    expect(res.json().sites).toEqual([]);
    expect(res.json().total).toBeGreaterThan(0);
    for (const role of ['operation_analyst', 'designer', 'manager'] as const)
      expect((await list('approved', '', role)).statusCode, role).toBe(403);
  });

  it('caps the count 1,000 past the page', async () => {
    await t.connection.db.execute(sql`
      insert into sites (site_code, name, region_id, city_id, location_id, medium_id, width_ft, height_ft, monthly_rate)
      select 'CAP-' || g, 'Cap board ' || g, ${place.regionId}, ${place.cityId}, ${place.locationId}, ${conventional}, 10, 10, 1000
      from generate_series(1, 1100) g`);
    const res = await list('approved', 'search=CAP-&limit=10');
    expect(res.json()).toMatchObject({ total: 1010, totalCapped: true });
    const deep = await list('approved', 'search=CAP-&limit=10&page=5');
    expect(deep.json()).toMatchObject({ total: 1050, totalCapped: true });
  });
});

describe('fetch-site-map-points', () => {
  it('answers the located sites matching the filters, by status', async () => {
    const site = await created({ site_code: 'TST-MAP-1', latitude: 31.5, longitude: 74.3 });
    const unlocated = await created({ site_code: 'TST-MAP-2', latitude: null, longitude: null });
    const res = await call('GET', '/admin/fetch-site-map-points?search=TST-MAP', 'planner');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      capped: false,
      cells: [],
      points: [
        expect.objectContaining({
          id: site.id,
          latitude: 31.5,
          longitude: 74.3,
          status: 'approved',
          kind: 'conventional',
        }),
      ],
    });
    expect(res.json().points.map((p: { id: number }) => p.id)).not.toContain(unlocated.id);
    const pending = await requested();
    const map = await call(
      'GET',
      `/admin/fetch-site-map-points?status=pending&search=REQ-${pending.id}`,
      'admin',
    );
    expect(map.json().points.map((p: { id: number }) => p.id)).toEqual([pending.id]);
    expect((await call('GET', '/admin/fetch-site-map-points', 'operation_analyst')).statusCode).toBe(403);
  });

  it('answers only the sites inside the view when its four edges are given', async () => {
    const west = await created({ site_code: 'TST-VIEW-W', latitude: 31.52, longitude: 74.31 });
    const east = await created({ site_code: 'TST-VIEW-E', latitude: 31.52, longitude: 74.45 });
    const north = await created({ site_code: 'TST-VIEW-N', latitude: 31.7, longitude: 74.32 });
    const ids = async (query: string) => {
      const res = await call('GET', `/admin/fetch-site-map-points?search=TST-VIEW&${query}`, 'planner');
      expect(res.statusCode, res.body).toBe(200);
      return res.json().points.map((p: { id: number }) => p.id);
    };
    expect(await ids('')).toEqual([west.id, east.id, north.id]);
    expect(await ids('west=74.3&south=31.5&east=74.4&north=31.6')).toEqual([west.id]);
    // The edges are inside the view.
    expect(await ids('west=74.31&south=31.52&east=74.45&north=31.7')).toEqual([west.id, east.id, north.id]);
    expect(await ids('west=60&south=20&east=61&north=21')).toEqual([]);
  });

  it('keeps the map cells in step with the sites: added, moved, unlocated, requested, deleted', async () => {
    const before = await mapCellsAgainstSites(t.connection);
    expect(before.cells).toBeGreaterThan(0);
    expect(before.drift).toBe(0);
    const site = await created({ site_code: 'TST-CELL-1', latitude: 25.5551, longitude: 66.5551 });
    const cellOf = async (id: number) =>
      queryRows<{ sites: number }>(
        t.connection,
        sql`select c.sites from site_map_cells c join sites s on s.id = ${id}
            where c.status = s.status and c.location_id = s.location_id and c.medium_id = s.medium_id
              and c.cell_latitude = floor(s.latitude * 100) and c.cell_longitude = floor(s.longitude * 100)`,
      );
    expect(await cellOf(site.id)).toEqual([{ sites: 1 }]);
    // Moved within its cell, moved to another, its rate changed, unlocated, located again, deleted.
    await t.connection.db.execute(sql`update sites set latitude = 25.5559 where id = ${site.id}`);
    await t.connection.db.execute(
      sql`update sites set latitude = 26.4441, longitude = 66.4441 where id = ${site.id}`,
    );
    await t.connection.db.execute(sql`update sites set monthly_rate = monthly_rate + 1`);
    expect(await cellOf(site.id)).toEqual([{ sites: 1 }]);
    await t.connection.db.execute(
      sql`update sites set latitude = null, longitude = null where id = ${site.id}`,
    );
    const pending = await requested();
    await t.connection.db.execute(
      sql`update sites set latitude = 24.87, longitude = 67.02 where id = ${site.id}`,
    );
    const removed = await call('DELETE', `/admin/delete-site/appsells/${site.id}`, 'admin');
    expect(removed.statusCode, removed.body).toBeLessThan(300);
    expect((await mapCellsAgainstSites(t.connection)).drift).toBe(0);
    expect(await cellOf(pending.id)).toEqual([expect.objectContaining({ sites: expect.any(Number) })]);
  });

  it('counts the sites by map cell when more match than one answer carries, for the filters the cells keep', async () => {
    // 5,001 located sites of one location, on a grid of 0.001° (0.1 km): they fill 61 cells of a hundredth.
    await t.connection.db.execute(sql`
      insert into sites (site_code, name, region_id, city_id, location_id, medium_id, width_ft, height_ft,
        monthly_rate, latitude, longitude)
      select 'TST-MANY-' || n, 'Many ' || n, ${place.regionId}, ${place.cityId}, ${place.locationId}, ${conventional},
        20, 10, 1000, 24.8 + (n % 71) * 0.001, 67.0 + (n / 71) * 0.001
      from generate_series(0, 5000) n`);
    try {
      const located = await queryRows<{ n: number }>(
        t.connection,
        sql`select count(*)::integer as n from sites where status = 'approved' and deleted_at is null
            and latitude is not null and longitude is not null and location_id = ${place.locationId}`,
      );
      const res = await call(
        'GET',
        `/admin/fetch-site-map-points?location_ids=${place.locationId}`,
        'planner',
      );
      expect(res.statusCode, res.body).toBe(200);
      const answer = res.json() as {
        points: unknown[];
        capped: boolean;
        cells: Array<{ latitude: number; longitude: number; sites: number }>;
      };
      expect(answer.points).toEqual([]);
      expect(answer.capped).toBe(true);
      // Every matching site is counted once, each cell at its sites' mean position.
      expect(answer.cells.reduce((sum, cell) => sum + cell.sites, 0)).toBe(located[0]?.n);
      const corner = answer.cells.find(
        (cell) => Math.floor(cell.latitude * 100) === 2480 && Math.floor(cell.longitude * 100) === 6700,
      );
      // The cell 24.80–24.81, 67.00–67.01: latitudes 24.800–24.809 (n % 71 < 10) and longitudes 67.000–67.009.
      expect(corner?.sites).toBe(100);
      expect(corner?.latitude).toBeCloseTo(24.8045, 6);
      expect(corner?.longitude).toBeCloseTo(67.0045, 6);
      // A search (or a SEC, LSM, asset type or availability filter) is not kept by cell: the first sites, capped.
      const searched = await call('GET', '/admin/fetch-site-map-points?search=TST-MANY', 'planner');
      expect(searched.json()).toMatchObject({ capped: true, cells: [] });
      expect(searched.json().points).toHaveLength(5000);
      // A view of a few of them: the sites themselves.
      const street = await call(
        'GET',
        `/admin/fetch-site-map-points?location_ids=${place.locationId}&west=67&south=24.8&east=67.002&north=24.802`,
        'planner',
      );
      expect(street.json()).toMatchObject({ capped: false, cells: [] });
      expect(street.json().points.length).toBeGreaterThanOrEqual(9);
      // A view with no site: nothing, and not capped.
      const empty = await call(
        'GET',
        '/admin/fetch-site-map-points?west=60&south=20&east=60.5&north=20.5',
        'planner',
      );
      expect(empty.json()).toEqual({ points: [], capped: false, cells: [] });
    } finally {
      await t.connection.db.execute(sql`delete from sites where site_code like 'TST-MANY-%'`);
    }
    expect((await mapCellsAgainstSites(t.connection)).drift).toBe(0);
  });

  it('refuses a view without all four edges, turned round, or off the globe, with a message', async () => {
    const refused = async (query: string) => {
      const res = await call('GET', `/admin/fetch-site-map-points?${query}`, 'planner');
      expect(res.statusCode, res.body).toBe(400);
      return res.json().message as string;
    };
    expect(await refused('west=74&south=31')).toMatch(/all four edges/);
    expect(await refused('west=75&south=31&east=74&north=32')).toMatch(/west of its east edge/);
    expect(await refused('west=74&south=32&east=75&north=31')).toMatch(/south of its north edge/);
    expect(await refused('west=-181&south=31&east=74&north=32')).toMatch(/between -180 and 180/);
    expect(await refused('west=74&south=31&east=75&north=91')).toMatch(/between -90 and 90/);
    expect(await refused('west=abc&south=31&east=75&north=32')).toMatch(/must be a number/);
  });
});

describe('site photos', () => {
  const upload = (
    siteId: number,
    files: Array<{ name: string; content: Buffer }>,
    role: StaffRole = 'admin',
  ) =>
    t.call({
      method: 'POST',
      url: `/api/admin/upload-site-photos/appsells/${siteId}`,
      token: tokens[role],
      ...multipartForm(
        {},
        files.map((file) => ({ field: 'files', type: 'image/png', ...file })),
      ),
    });

  it('uploads images by content, lists them on the site, serves the web copy and deletes one', async () => {
    const site = await created();
    const res = await upload(
      site.id,
      [
        { name: 'front.png', content: await samplePhoto() },
        { name: 'side.png', content: await samplePhoto() },
      ],
      'operation_analyst',
    );
    expect(res.statusCode, res.body).toBe(201);
    const { photos, message } = res.json();
    expect(message).toBe('2 photos added');
    expect(photos).toHaveLength(2);
    expect(photos[0]).toMatchObject({ url: `/site-photos/${photos[0].id}/file`, original_name: 'front.png' });
    const record = (await call('GET', `/admin/fetch-inventory-site/${site.id}`, 'admin')).json().site;
    expect(record.photos.map((p: { id: number }) => p.id)).toEqual(photos.map((p: { id: number }) => p.id));

    const file = await call('GET', `/site-photos/${photos[0].id}/file`, 'operation_analyst');
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('image/jpeg');
    expect(file.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    const stored = await queryRows<{ key: string }>(
      t.connection,
      sql`select f.storage_key as key from site_photos p join files f on f.id = p.original_file_id where p.id = ${photos[0].id}`,
    );
    expect(stored[0]?.key).toMatch(/^site-photos\/[0-9a-f-]{36}\.png$/);

    expect(
      (await call('DELETE', `/admin/delete-site-photo/appsells/${photos[0].id}`, 'operation_analyst'))
        .statusCode,
    ).toBe(403);
    const deleted = await call(
      'DELETE',
      `/admin/delete-site-photo/appsells/${photos[0].id}`,
      'key_account_manager',
    );
    expect(deleted.statusCode).toBe(200);
    expect((await call('GET', `/site-photos/${photos[0].id}/file`, 'admin')).statusCode).toBe(404);
    expect(
      (await call('DELETE', `/admin/delete-site-photo/appsells/${photos[0].id}`, 'admin')).statusCode,
    ).toBe(404);
    const after = (await call('GET', `/admin/fetch-inventory-site/${site.id}`, 'admin')).json().site;
    expect(after.photos).toHaveLength(1);
  });

  it('refuses what is not an image (400 naming the file), an unknown site (404) and other roles (403)', async () => {
    const site = await created();
    const pdf = await upload(site.id, [{ name: 'fake.png', content: TINY_PDF }]);
    expect(pdf.statusCode).toBe(400);
    expect(JSON.stringify(pdf.json())).toMatch(/JPEG, PNG or WebP/);
    const broken = await upload(site.id, [
      { name: 'broken.png', content: Buffer.concat([(await samplePhoto()).subarray(0, 40)]) },
    ]);
    expect(broken.statusCode).toBe(400);
    expect(broken.json().errors.files).toContain('broken.png');
    expect((await upload(999_999, [{ name: 'a.png', content: await samplePhoto() }])).statusCode).toBe(404);
    expect(
      (await upload(site.id, [{ name: 'a.png', content: await samplePhoto() }], 'planner')).statusCode,
    ).toBe(403);
    const seven = await upload(
      site.id,
      await Promise.all(
        Array.from({ length: 7 }, async (_, i) => ({ name: `p${i}.png`, content: await samplePhoto() })),
      ),
    );
    expect(seven.statusCode).toBe(400);
    expect((await call('GET', '/site-photos/999999/file', 'admin')).statusCode).toBe(404);
  });
});
