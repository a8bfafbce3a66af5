import {
  fetchAgeRanges,
  fetchAssetTypes,
  fetchCities,
  fetchCitiesByRegion,
  fetchCitiesByRegions,
  fetchGenders,
  fetchLocationsByCities,
  fetchLsmList,
  fetchMediums,
  fetchPrintingMediaTypes,
  fetchRegions,
  fetchSecRanges,
  fetchSitesByLocations,
} from '@ooh/api/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGE_RANGES, ASSET_TYPES, GENDERS, GEOGRAPHY, MEDIUMS, PRINTING_MEDIA_TYPES } from '../seed/data.ts';
import { SITE_COUNT } from '../seed/inventory.ts';
import { queryRows, setupTestApp, type TestContext } from '../test/harness.ts';

let t: TestContext;
let token: string;
beforeAll(async () => {
  t = await setupTestApp();
  token = await t.tokenForRole('planner');
});
afterAll(() => t?.close());

async function get(path: string) {
  const response = await t.call({ method: 'GET', url: `/api${path}`, token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}
async function post(path: string, payload: object) {
  const response = await t.call({ method: 'POST', url: `/api${path}`, token, payload });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}
const names = (rows: Array<{ name: string }>) => rows.map((row) => row.name);
const ids = async (query: string) =>
  (await queryRows<{ id: number }>(t.connection, sql.raw(query))).map((row) => Number(row.id));

describe('geography', () => {
  it('lists the seeded regions', async () => {
    expect(names(await get(fetchRegions.path)).sort()).toEqual(Object.keys(GEOGRAPHY).sort());
  });

  it('lists every city with its region', async () => {
    const cities = await get(fetchCities.path);
    const expected = Object.entries(GEOGRAPHY).flatMap(([region, regionCities]) =>
      Object.keys(regionCities).map((city) => `${region}/${city}`),
    );
    expect(
      cities.map((city: { region_name: string; name: string }) => `${city.region_name}/${city.name}`).sort(),
    ).toEqual(expected.sort());
  });

  it('lists the cities of one region, and 404 for a region that does not exist', async () => {
    const regions = await get(fetchRegions.path);
    const punjab = regions.find((region: { name: string }) => region.name === 'Punjab');
    const cities = await get(fetchCitiesByRegion.path.replace('{id}', String(punjab.id)));
    expect(names(cities).sort()).toEqual(Object.keys(GEOGRAPHY.Punjab ?? {}).sort());
    expect(cities.every((city: { region_id: number }) => city.region_id === punjab.id)).toBe(true);

    const missing = await t.call({
      method: 'GET',
      url: `/api${fetchCitiesByRegion.path.replace('{id}', '99999')}`,
      token,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: expect.any(String) });
  });

  it('lists the cities of several regions (unknown ids are ignored)', async () => {
    const regions = await get(fetchRegions.path);
    const chosen = regions.filter((region: { name: string }) =>
      ['Sindh', 'Balochistan'].includes(region.name),
    );
    const cities = await post(fetchCitiesByRegions.path, {
      region_ids: [...chosen.map((r: { id: number }) => r.id), 99999],
    });
    expect(names(cities).sort()).toEqual(
      [...Object.keys(GEOGRAPHY.Sindh ?? {}), ...Object.keys(GEOGRAPHY.Balochistan ?? {})].sort(),
    );
  });

  it('lists the locations of several cities', async () => {
    const cityIds = await ids(`select id from cities where name in ('Lahore', 'Islamabad')`);
    const locations = await post(fetchLocationsByCities.path, { city_ids: cityIds });
    const expected = [
      ...(GEOGRAPHY.Punjab?.Lahore?.locations ?? []),
      ...(GEOGRAPHY['Islamabad Capital Territory']?.Islamabad?.locations ?? []),
    ];
    expect(names(locations).sort()).toEqual(expected.sort());
    // Also reachable without the spec's trailing slash.
    const bare = await t.call({
      method: 'POST',
      url: '/api/fetch-all-locations-city-wise',
      token,
      payload: { city_ids: cityIds },
    });
    expect(bare.statusCode).toBe(200);
  });

  it('lists the approved sites of several locations, never the pending ones', async () => {
    const locationIds = await ids(`select id from locations order by id limit 20`);
    const sites = await post(fetchSitesByLocations.path, { location_ids: locationIds });
    const expected = await ids(
      `select id from sites where status = 'approved' and deleted_at is null and location_id in (${locationIds.join(',')})`,
    );
    expect(sites.map((site: { id: number }) => site.id).sort()).toEqual(expected.sort());
    const pending = await ids(
      `select id from sites where status = 'pending' and location_id in (${locationIds.join(',')})`,
    );
    expect(pending.length).toBeGreaterThan(0);
    expect(sites[0]).toMatchObject({
      site_code: expect.any(String),
      kind: expect.stringMatching(/conventional|digital/),
    });
  });

  it('seeded about three hundred sites over every location', async () => {
    const [row] = await queryRows(
      t.connection,
      sql`select count(*)::int as sites, count(distinct location_id)::int as locations from sites`,
    );
    const [all] = await queryRows<{ n: number }>(t.connection, sql`select count(*)::int as n from locations`);
    expect(row).toEqual({ sites: SITE_COUNT, locations: all?.n });
  });
});

describe('lookups', () => {
  it('lists mediums of both kinds, without a token (the spec sends none)', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api${fetchMediums.path}` });
    expect(response.statusCode).toBe(200);
    const mediums = response.json().data as Array<{ name: string; kind: string }>;
    expect(mediums.map((medium) => `${medium.kind}:${medium.name}`).sort()).toEqual(
      MEDIUMS.map((medium) => `${medium.kind}:${medium.name}`).sort(),
    );
  });

  it('lists SEC ranges A to E in order', async () => {
    expect(names(await get(fetchSecRanges.path))).toEqual(['A', 'B', 'C', 'D', 'E']);
  });

  it('lists LSM levels 1 to 12 in order', async () => {
    const levels = await get(fetchLsmList.path);
    expect(levels.map((level: { level: number }) => level.level)).toEqual(
      Array.from({ length: 12 }, (_, i) => i + 1),
    );
  });

  it.each([
    [fetchAgeRanges.path, AGE_RANGES],
    [fetchGenders.path, GENDERS],
    [fetchAssetTypes.path, ASSET_TYPES],
    [fetchPrintingMediaTypes.path, PRINTING_MEDIA_TYPES],
  ])('lists %s in display order', async (path, expected) => {
    expect(names(await get(path))).toEqual(expected);
  });
});
