import {
  COMPETITOR_MESSAGES,
  fetchAllCompetitors,
  fetchCompetitorCampaignSites,
  generateCompetitorReport,
  updateCompetitorCampaignSites,
} from '@ooh/api/contract';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { competitorHandlers, createMockDb, resetMockDb } from './index.ts';

const BASE = 'http://localhost/api';
const db = createMockDb();
const server = setupServer(...competitorHandlers(db, { baseURL: BASE }));

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => resetMockDb(db));

async function call(method: string, path: string, body?: unknown) {
  const response = await fetch(`${BASE}${path}`, {
    method,
    headers: { 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('the competitor handlers', () => {
  it('list competitors by name, searched, with their campaigns counted', async () => {
    const all = await call('GET', '/fetch-all-competitors/admin/appsells?page=1&limit=10');
    expect(fetchAllCompetitors.response.safeParse(all.body).success).toBe(true);
    const rows = all.body.competitors as { competitor_name: string; campaigns_count: number }[];
    expect(rows.map((row) => row.competitor_name)).toEqual([
      'Indus Media Network',
      'Metro Billboards',
      'Ravi Outdoor Advertising',
      'Sea View Media',
      'Skyline Outdoor',
    ]);
    expect(rows.find((row) => row.competitor_name === 'Skyline Outdoor')?.campaigns_count).toBe(2);
    const searched = await call('GET', '/fetch-all-competitors/admin/appsells?competitor_name=media');
    expect(searched.body).toMatchObject({ total: 2, allTotal: 5 });
  });

  it('refuse a logo that is not an image on its field, and a name taken in another letter case', async () => {
    const form = new FormData();
    form.set('competitor_name', 'Lahore Hoardings');
    form.set('file', new File(['%PDF-1.4'], 'logo.pdf', { type: 'application/pdf' }));
    const refused = await fetch(`${BASE}/create-competitor/admin/appsells`, { method: 'POST', body: form });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ errors: { file: COMPETITOR_MESSAGES.logoType } });
    const taken = new FormData();
    taken.set('competitor_name', 'skyline outdoor');
    const answer = await fetch(`${BASE}/create-competitor/admin/appsells`, { method: 'POST', body: taken });
    expect(answer.status).toBe(409);
  });

  it('save the whole list of sightings, then generate a city-wise report whose shares add up to 100', async () => {
    const before = await call('GET', '/competitor-campaign-sites/admin/appsells/4');
    expect(fetchCompetitorCampaignSites.response.safeParse(before.body).success).toBe(true);
    expect(before.body.sites).toEqual([]);
    const empty = await call(
      'POST',
      '/admin/generate-competitor-report/appsells?competitor_campaign_id=4&report_type=city-wise',
      {},
    );
    expect(empty).toEqual({ status: 409, body: { message: COMPETITOR_MESSAGES.reportNoSites } });

    const saved = await call('PATCH', '/admin/update-competitor-campaign-sites/appsells/', {
      competitor_campaign_id: 4,
      competitor_sites: [
        { site_id: 8, seen_on: '2026-11-01' },
        { site_id: 9 },
        { site_id: 1 },
        { location_id: 3, medium_id: 2, address: 'Boat Basin' },
        { location_id: 3, medium_id: 1, address: 'Schon Circle' },
        { location_id: 1, medium_id: 1, address: 'Liberty roundabout' },
      ],
    });
    expect(updateCompetitorCampaignSites.response.safeParse(saved.body).success).toBe(true);
    expect(saved.body.message).toBe('6 sites saved');

    const report = await call(
      'POST',
      '/admin/generate-competitor-report/appsells?competitor_campaign_id=4&report_type=city-wise',
      { site_ids: [] },
    );
    expect(generateCompetitorReport.response.safeParse(report.body).success).toBe(true);
    // Karachi 4 of 6, Lahore 2 of 6: 66.7 and 33.3.
    expect((report.body.report as { groups: unknown[] }).groups).toEqual([
      { id: 3, name: 'Karachi', sites: 4, faces: expect.any(Number), share: 66.7 },
      { id: 1, name: 'Lahore', sites: 2, faces: expect.any(Number), share: 33.3 },
    ]);
    const twice = await call('PATCH', '/admin/update-competitor-campaign-sites/appsells/', {
      competitor_campaign_id: 4,
      competitor_sites: [{ site_id: 8 }, { site_id: 8 }],
    });
    expect(twice).toEqual({ status: 400, body: { message: COMPETITOR_MESSAGES.siteTwice } });
  });

  it('delete a competitor with its campaigns', async () => {
    const deleted = await call('DELETE', '/delete-competitor/admin/appsells/1');
    expect(deleted.body).toEqual({
      message: 'Skyline Outdoor and its 2 campaigns deleted',
      campaigns_deleted: 2,
    });
    expect(db.competitors.sites.some((site) => site.competitor_campaign_id === 1)).toBe(false);
    expect((await call('GET', '/competitor-campaign-sites/admin/appsells/1')).status).toBe(404);
  });
});
