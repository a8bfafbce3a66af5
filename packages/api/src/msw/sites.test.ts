import { SiteRecord } from '@ooh/api/contract';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createMockDb, resetMockDb, siteFixtures, siteHandlers } from './index.ts';

const BASE = 'http://localhost/api';
const db = createMockDb();
const server = setupServer(...siteHandlers(db, { baseURL: BASE }));

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => resetMockDb(db));

async function get(path: string) {
  const response = await fetch(`${BASE}${path}`);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}
async function send(method: string, path: string, body?: unknown) {
  const response = await fetch(`${BASE}${path}`, {
    method,
    headers: { 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const input = {
  site_code: 'LHE-BB-0100',
  site_name: 'Canal Road facing Mall',
  location_id: 1,
  medium_id: 1,
  width_ft: 40,
  height_ft: 20,
  monthly_rate: 300000,
};

describe('the site handlers', () => {
  it('hold fixtures the contract accepts: 48 approved sites and 6 requested', () => {
    for (const site of siteFixtures) expect(SiteRecord.safeParse(site).success).toBe(true);
    expect(siteFixtures.filter((site) => site.status === 'approved')).toHaveLength(48);
    expect(siteFixtures.filter((site) => site.status === 'pending')).toHaveLength(6);
  });

  it('page, filter and search the approved list like the server', async () => {
    const first = await get('/admin/fetch-approved-sites?page=2&limit=25');
    expect(first.body).toMatchObject({ total: 48, totalCapped: false });
    expect(first.body.sites).toHaveLength(23);
    const karachiDigital = await get('/admin/fetch-approved-sites?city_ids=3&medium_ids=3');
    for (const site of karachiDigital.body.sites as { city_name: string; kind: string }[])
      expect([site.city_name, site.kind]).toEqual(['Karachi', 'digital']);
    const searched = await get('/admin/fetch-approved-sites?search=lhe-bb-001');
    const codes = (searched.body.sites as { site_code: string }[]).map((site) => site.site_code);
    expect(codes.length).toBeGreaterThan(0);
    for (const code of codes) expect(code).toMatch(/^LHE-BB-001/);
    expect((await get('/admin/fetch-approved-sites?region_ids=abc')).status).toBe(400);
  });

  it('tell free from booked sites between two dates (accepted plans)', async () => {
    const booked = await get(
      '/admin/fetch-approved-sites?available_from=2026-12-10&available_to=2026-12-12&availability=booked&limit=100',
    );
    const free = await get(
      '/admin/fetch-approved-sites?available_from=2026-12-10&available_to=2026-12-12&availability=available&limit=100',
    );
    expect((booked.body.total as number) + (free.body.total as number)).toBe(48);
    expect(booked.body.total).toBeGreaterThan(0);
  });

  it('create a site, refuse a taken code (409) and a digital site without its slots (400 naming the field)', async () => {
    const created = await send('POST', '/admin/create-site-appsells', input);
    expect(created.status).toBe(201);
    expect(created.body.site).toMatchObject({
      site_code: 'LHE-BB-0100',
      city_name: 'Lahore',
      status: 'approved',
    });
    expect((await send('POST', '/admin/create-site-appsells', input)).status).toBe(409);
    const digital = await send('POST', '/admin/create-site-appsells', {
      ...input,
      site_code: 'X-1',
      medium_id: 3,
    });
    expect(digital.status).toBe(400);
    expect(digital.body.errors).toHaveProperty('spot_length_seconds');
  });

  it('refuse to delete a site in a running campaign, and delete a free one', async () => {
    const refused = await send('DELETE', '/admin/delete-site/appsells/1');
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/active campaign/);
    expect((await send('DELETE', '/admin/delete-site/appsells/13')).status).toBe(200);
    expect((await get('/admin/fetch-inventory-site/13')).status).toBe(404);
  });

  it('approve a complete requested site only, naming what an incomplete one lacks', async () => {
    const incomplete = await send('POST', '/admin/approve-tracker-site/49');
    expect(incomplete.status).toBe(409);
    expect(incomplete.body.message).toMatch(/Monthly rate/);
    const approved = await send('POST', '/admin/approve-tracker-site/51');
    expect(approved.body.site).toMatchObject({ status: 'approved' });
    expect((await send('POST', '/admin/approve-tracker-site/51')).status).toBe(409);
  });

  it('give the map the located sites of the filters', async () => {
    const map = await get('/admin/fetch-site-map-points?status=approved');
    expect(map.body.points).toHaveLength(46);
    expect(map.body.capped).toBe(false);
  });
});
