import {
  createCity,
  createMedium,
  createSecRange,
  deleteCity,
  deleteMedium,
  deleteSecRange,
  type StaffRole,
  updateCity,
  updateMedium,
  updateSecRange,
} from '@ooh/api/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, setupTestApp, type TestContext } from '../test/harness.ts';

// docs/domain.md "Lookup administration" (issue 16): mediums, SEC ranges and cities by an admin; names unique
// ignoring case; deletes refused while in use, naming what uses the entry.

let t: TestContext;
beforeAll(async () => {
  t = await setupTestApp();
});
afterAll(() => t?.close());

const withId = (path: string, id: number) => path.replace('{id}', String(id));
async function call(method: string, path: string, payload?: object, role: StaffRole = 'admin') {
  return t.call({
    method: method as 'GET',
    url: `/api${path}`,
    token: await t.tokenForRole(role),
    ...(payload ? { payload } : {}),
  });
}
const one = async <T = Record<string, unknown>>(query: string) =>
  (await queryRows<T>(t.connection, sql.raw(query)))[0] as T;
const idOf = async (table: string, name: string) =>
  Number((await one<{ id: number }>(`select id from ${table} where name = '${name}'`)).id);

describe('mediums', () => {
  it('adds, renames and deletes an unused medium', async () => {
    const created = await call('POST', createMedium.path, {
      name: '  Footbridge Flag ',
      kind: 'conventional',
    });
    expect(created.statusCode, created.body).toBe(201);
    const medium = created.json().data;
    expect(medium).toMatchObject({ name: 'Footbridge Flag', kind: 'conventional' });
    expect(created.json().message).toBe('Medium "Footbridge Flag" added.');

    const renamed = await call('PATCH', withId(updateMedium.path, medium.id), {
      name: 'Footbridge Banner',
      kind: 'digital',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().data).toEqual({ id: medium.id, name: 'Footbridge Banner', kind: 'digital' });

    const gone = await call('DELETE', withId(deleteMedium.path, medium.id));
    expect(gone.statusCode, gone.body).toBe(200);
    expect(gone.json().message).toBe('Medium "Footbridge Banner" deleted.');
    expect(await one(`select count(*)::int as n from mediums where id = ${medium.id}`)).toEqual({ n: 0 });
  });

  it("the delete path is the spec's, with its own /api: /api/api/medium/delete-medium/{id}", async () => {
    expect(deleteMedium.path).toBe('/api/medium/delete-medium/{id}');
    const response = await t.call({
      method: 'DELETE',
      url: '/api/api/medium/delete-medium/999999',
      token: await t.tokenForRole('admin'),
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('This medium does not exist.');
  });

  it('409 for a name already taken, ignoring case', async () => {
    const response = await call('POST', createMedium.path, { name: 'BILLBOARD', kind: 'digital' });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('A medium named "Billboard" already exists.');
    const unipole = await idOf('mediums', 'Unipole');
    const rename = await call('PATCH', withId(updateMedium.path, unipole), {
      name: 'billboard',
      kind: 'conventional',
    });
    expect(rename.statusCode).toBe(409);
    // Keeping its own name (another case) is not a clash with itself.
    const same = await call('PATCH', withId(updateMedium.path, unipole), {
      name: 'Unipole',
      kind: 'conventional',
    });
    expect(same.statusCode, same.body).toBe(200);
  });

  it('refuses to change the kind while sites use it, naming them', async () => {
    const billboard = await idOf('mediums', 'Billboard');
    const response = await call('PATCH', withId(updateMedium.path, billboard), {
      name: 'Billboard',
      kind: 'digital',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(
      /^The kind of "Billboard" cannot change while it is used by [\d,]+ sites \(\w+-BB-\d+, .+ and [\d,]+ more\): their slot data follows the kind\. Add a new digital medium instead\.$/,
    );
    expect(await one(`select kind from mediums where id = ${billboard}`)).toEqual({ kind: 'conventional' });
  });

  it("refuses to delete a medium that sites or briefs' targets use, naming them", async () => {
    const billboard = await idOf('mediums', 'Billboard');
    const response = await call('DELETE', withId(deleteMedium.path, billboard));
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(
      /^"Billboard" cannot be deleted: it is used by [\d,]+ sites \(\w+-BB-.+\) and the targets of \d+ briefs?\.$/,
    );
    // Used by a brief's targets only.
    const medium = (
      await call('POST', createMedium.path, { name: 'Rickshaw Back', kind: 'conventional' })
    ).json().data;
    const brief = await one<{ id: number }>('select id from briefs order by id limit 1');
    await queryRows(
      t.connection,
      sql.raw(`insert into brief_mediums (brief_id, medium_id) values (${brief.id}, ${medium.id})`),
    );
    const byBrief = await call('DELETE', withId(deleteMedium.path, medium.id));
    expect(byBrief.statusCode).toBe(409);
    expect(byBrief.json().message).toBe(
      '"Rickshaw Back" cannot be deleted: it is used by the targets of 1 brief.',
    );
  });

  it('404 for an unknown medium; 400 naming the field; admins only', async () => {
    expect(
      (await call('PATCH', withId(updateMedium.path, 999999), { name: 'X', kind: 'digital' })).statusCode,
    ).toBe(404);
    const blank = await call('POST', createMedium.path, { name: ' ', kind: 'digital' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors).toMatchObject({ name: 'Enter the medium name' });
    const badKind = await call('POST', createMedium.path, { name: 'Wall', kind: 'hologram' });
    expect(badKind.statusCode).toBe(400);
    expect(Object.keys(badKind.json().errors)).toEqual(['kind']);
    for (const role of ['planner', 'key_account_manager'] as const) {
      const refused = await call('POST', createMedium.path, { name: 'Wall', kind: 'conventional' }, role);
      expect(refused.statusCode, role).toBe(403);
      expect((await call('DELETE', withId(deleteMedium.path, 1), undefined, role)).statusCode).toBe(403);
    }
    const anonymous = await t.call({ method: 'POST', url: `/api${createMedium.path}`, payload: {} });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('SEC ranges', () => {
  it('adds one last in the order, changes it and deletes it', async () => {
    const created = await call('POST', createSecRange.path, { name: 'F', description: 'Below the line' });
    expect(created.statusCode, created.body).toBe(201);
    const range = created.json().data;
    expect(range).toMatchObject({ name: 'F', description: 'Below the line' });
    const list = await call('GET', '/sec-class/fetch-all-sec-range-admin');
    expect(list.json().data.at(-1)).toEqual(range);

    const changed = await call('PATCH', withId(updateSecRange.path, range.id), { name: 'F' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data).toEqual({ id: range.id, name: 'F', description: '' });

    const gone = await call('DELETE', withId(deleteSecRange.path, range.id));
    expect(gone.statusCode, gone.body).toBe(200);
    expect(gone.json().message).toBe('SEC range "F" deleted.');
  });

  it('409 for a taken name; 409 naming the sites and briefs using it; 404; admins only', async () => {
    const taken = await call('POST', createSecRange.path, { name: 'a' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('An SEC range named "A" already exists.');
    const a = await idOf('sec_ranges', 'A');
    const b = await idOf('sec_ranges', 'B');
    const rename = await call('PATCH', withId(updateSecRange.path, b), { name: 'A' });
    expect(rename.statusCode).toBe(409);

    const site = await one<{ id: number; site_code: string }>(
      'select id, site_code from sites order by id limit 1',
    );
    await queryRows(t.connection, sql.raw(`update sites set sec_range_id = ${a} where id = ${site.id}`));
    const inUse = await call('DELETE', withId(deleteSecRange.path, a));
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().message).toMatch(
      /^SEC range "A" cannot be deleted: it is used by [\d,]+ sites? \(.+\)/,
    );

    expect((await call('DELETE', withId(deleteSecRange.path, 999999))).statusCode).toBe(404);
    expect((await call('PATCH', withId(updateSecRange.path, 999999), { name: 'Z' })).statusCode).toBe(404);
    expect((await call('POST', createSecRange.path, { name: 'G' }, 'planner')).statusCode).toBe(403);
    const long = await call('POST', createSecRange.path, { name: 'x'.repeat(51) });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors).toHaveProperty('name');
  });
});

describe('cities', () => {
  it('adds a city to a region, renames it, and deletes it while unused', async () => {
    const sindh = await idOf('regions', 'Sindh');
    const created = await call('POST', createCity.path, { name: 'Larkana', region_id: sindh });
    expect(created.statusCode, created.body).toBe(201);
    const city = created.json().data;
    expect(city).toMatchObject({ name: 'Larkana', region_id: sindh, region_name: 'Sindh' });
    expect(created.json().message).toBe('City "Larkana" added to Sindh.');

    const renamed = await call('PATCH', withId(updateCity.path, city.id), {
      name: 'Larkano',
      region_id: sindh,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().data.name).toBe('Larkano');

    const gone = await call('DELETE', withId(deleteCity.path, city.id));
    expect(gone.statusCode, gone.body).toBe(200);
    expect(gone.json().message).toBe('City "Larkano" deleted.');
  });

  it('a name is unique within its region only', async () => {
    const sindh = await idOf('regions', 'Sindh');
    const punjab = await idOf('regions', 'Punjab');
    const clash = await call('POST', createCity.path, { name: 'karachi', region_id: sindh });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toBe('Sindh already has a city named "Karachi".');
    const elsewhere = await call('POST', createCity.path, { name: 'Hyderabad', region_id: punjab });
    expect(elsewhere.statusCode, elsewhere.body).toBe(201);
  });

  it("moving a city to another region moves its sites' region; a rename reaches their city name", async () => {
    const multan = await one<{ id: number; region_id: number }>(
      "select id, region_id from cities where name = 'Multan'",
    );
    const sindh = await idOf('regions', 'Sindh');
    const before = await one<{ n: number }>(
      `select count(*)::int as n from sites where city_id = ${multan.id}`,
    );
    expect(before.n).toBeGreaterThan(0);
    const moved = await call('PATCH', withId(updateCity.path, multan.id), {
      name: 'Multan City',
      region_id: sindh,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toEqual({
      message: 'City "Multan City" updated and moved to Sindh.',
      data: { id: multan.id, name: 'Multan City', region_id: sindh, region_name: 'Sindh' },
    });
    expect(
      await one(
        `select count(*)::int as n, count(*) filter (where region_id = ${sindh} and city_name = 'Multan City')::int as moved from sites where city_id = ${multan.id}`,
      ),
    ).toEqual({ n: before.n, moved: before.n });
    // And back, so the other tests see the seed.
    const back = await call('PATCH', withId(updateCity.path, multan.id), {
      name: 'Multan',
      region_id: multan.region_id,
    });
    expect(back.statusCode, back.body).toBe(200);
  });

  it('refuses to delete a city with sites, locations or briefs, naming them; 400 for an unknown region', async () => {
    const lahore = await idOf('cities', 'Lahore');
    const response = await call('DELETE', withId(deleteCity.path, lahore));
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(
      /^"Lahore" cannot be deleted: it is used by [\d,]+ sites \(.+ and [\d,]+ more\), 8 locations( and the targets of \d+ briefs?)?\.$/,
    );
    const unknownRegion = await call('POST', createCity.path, { name: 'Nowhere', region_id: 999999 });
    expect(unknownRegion.statusCode).toBe(400);
    expect(unknownRegion.json().errors).toEqual({ region_id: 'This region does not exist' });
    expect((await call('DELETE', withId(deleteCity.path, 999999))).statusCode).toBe(404);
    expect(
      (await call('PATCH', withId(updateCity.path, 999999), { name: 'X', region_id: 1 })).statusCode,
    ).toBe(404);
    expect(
      (await call('POST', createCity.path, { name: 'X', region_id: 1 }, 'operation_analyst')).statusCode,
    ).toBe(403);
  });
});
