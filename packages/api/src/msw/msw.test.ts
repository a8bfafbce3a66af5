import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fillPath } from '../contract/define.ts';
import { fetchNewBriefs } from '../contract/endpoints/briefs.ts';
import * as summaries from '../contract/endpoints/summaries.ts';
import {
  briefDecision,
  briefFixtures,
  briefPage,
  briefPlans,
  clientPage,
  contractEntries,
  createMockDb,
  defaultHandlers,
  fixtures,
  groupedSites,
  mockEndpointError,
  notificationsPage,
  planFixtures,
  planHistory,
  planOf,
  planPage,
  plansOf,
  plansOfBrief,
  siteOptions,
  unmockedEndpoints,
} from './index.ts';

describe('msw handlers', () => {
  it('answer every entry of the contract', () => {
    expect(unmockedEndpoints()).toEqual([]);
  });

  it('fixtures satisfy the response schemas they stand in for', () => {
    const byId = Object.fromEntries(contractEntries.map((e) => [e.id, e]));
    const samples: Record<string, unknown> = {
      login: fixtures.login,
      fetchRoles: { data: fixtures.roles },
      fetchRegions: { data: fixtures.regions },
      fetchCities: { data: fixtures.cities },
      fetchLocationsByCities: { data: fixtures.locations },
      fetchSitesByLocations: { data: fixtures.sites },
      fetchMediums: { data: fixtures.mediums },
      fetchSecRanges: { data: fixtures.secRanges },
      fetchAgeRanges: { data: fixtures.ageRanges },
      fetchLsmList: { data: fixtures.lsmLevels },
      fetchBriefCounts: fixtures.briefCounts,
      fetchPlanCounts: fixtures.planCounts,
      fetchDashboardStats: fixtures.dashboardStats,
      fetchNotifications: notificationsPage(1, 10),
      health: fixtures.health,
      acceptBrief: briefDecision(1, 'approved'),
      rejectBrief: briefDecision(1, 'rejected', 'Budget too low'),
      deleteBrief: briefDecision(3, 'deleted'),
      fetchNewBriefs: briefPage('pending', {}),
      fetchApprovedBriefs: briefPage('approved', { search: 'jazz' }),
      fetchRejectedBriefs: briefPage('rejected', { page: 2, limit: 2 }),
      fetchSingleBrief: { brief: briefFixtures[2], plans: briefPlans(3) },
      createBrief: { message: 'Brief created', brief: briefFixtures[0] },
      updateBriefByFile: { message: 'Brief updated', brief: briefFixtures[1] },
      addDesignLink: { message: 'Design link saved', brief: briefFixtures[2] },
      fetchAllClients: clientPage({ search: 'sha' }),
      fetchInprogressPlans: planPage((p) => p.status === 'inprogress', {}),
      fetchPendingPlansOfBrief: plansOfBrief(planFixtures[1]!.brief_id),
      fetchPlan: { plan: planFixtures[3], history: planHistory(planFixtures[3]!) },
      fetchPlanGroupedSites: groupedSites(planFixtures[0]!),
      fetchPlanSiteOptions: siteOptions({ availability: 'booked' }),
    };
    expect(briefPage('pending', {}).briefs.length).toBeGreaterThan(0);
    expect(briefPlans(3)).toHaveLength(1);
    expect(siteOptions({ availability: 'booked' }).sites.length).toBeGreaterThan(0);
    expect(groupedSites(planFixtures[0]!).sitesGroupedByCity.map((g) => g.city_name)).toEqual([
      'Karachi',
      'Lahore',
    ]);
    for (const [id, sample] of Object.entries(samples)) {
      const result = byId[id]?.response.safeParse(sample);
      expect(result?.success, `${id}: ${result?.error?.message}`).toBe(true);
    }
  });
});

describe('the fake backend', () => {
  const API = 'http://localhost/api';
  const db = createMockDb();
  const server = setupServer(...defaultHandlers({ baseURL: API, db }));
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());

  const get = (path: string) =>
    fetch(`${API}${path}`).then(async (r) => ({ status: r.status, body: await r.json() }));
  const send = (method: string, path: string, body: unknown) =>
    fetch(`${API}${path}`, {
      method,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }).then(async (r) => ({ status: r.status, body: await r.json() }));

  it('pages and searches a list', async () => {
    const { body } = await get('/fetch-all-briefs-admin?page=1&limit=3&search=jazz');
    expect(body.briefs.every((b: { client_name: string }) => b.client_name === 'Jazz')).toBe(true);
    expect(body.briefs.length).toBeLessThanOrEqual(3);
    expect(body.allTotal).toBe(8);
  });

  it('answers 404 with a message for an unknown id', async () => {
    expect(await get('/fetch-single-brief-admin/999')).toEqual({
      status: 404,
      body: { message: 'Brief not found' },
    });
    expect((await get('/fetch-plan/admin-appsells/999')).status).toBe(404);
  });

  it("answers a plan's summaries as the server computes them, and 404 for an unknown plan", async () => {
    const entries = Object.values(summaries).filter((e) => typeof e === 'object' && 'path' in e);
    expect(entries).toHaveLength(8);
    for (const entry of entries) {
      const answer = await get(fillPath(entry.path, { id: 1, plan_id: 1 }));
      expect(answer.status, entry.id).toBe(200);
      const parsed = entry.response.safeParse(answer.body);
      expect(parsed.success, `${entry.id}: ${parsed.error?.message}`).toBe(true);
      expect(answer.body.plan.plan_id).toBe(1);
      expect((await get(fillPath(entry.path, { id: 999, plan_id: 999 }))).body).toEqual({
        message: 'Plan not found',
      });
    }
    const { body } = await get('/fetch-plan-summary-consolidated/client-appsells/1');
    expect(body.totals.subtotal).toBe(planFixtures[0]!.totals.total);
  });

  it('keeps what a write changed', async () => {
    db.plans = [planOf(1), ...plansOf('pending', 1, 2)];
    const moved = await send('PATCH', '/submit-plan/admin-appsells/1', {});
    expect(moved).toMatchObject({ status: 200, body: { plan: { plan_id: 1, status: 'pending' } } });
    expect((await get('/fetch-plan/admin-appsells/1')).body.plan.status).toBe('pending');
  });

  it('reads a multipart upload: the fields and the document', async () => {
    const form = new FormData();
    form.set('client_id', '2');
    form.set('campaign_name', 'Jazz 5G teaser');
    form.set('start_date', '2026-12-01');
    form.set('end_date', '2026-12-31');
    form.set('budget', '900000');
    form.set('file', new File(['%PDF-1.4'], 'teaser.pdf', { type: 'application/pdf' }));
    const response = await fetch(`${API}/create-brief-by-file/admin-appsells`, {
      method: 'POST',
      body: form,
    });
    expect(response.status).toBe(201);
    const { brief } = await response.json();
    expect(brief).toMatchObject({
      kind: 'file',
      status: 'pending',
      client_name: 'Jazz',
      campaign_name: 'Jazz 5G teaser',
      budget: 900000,
      attachment: { file_name: 'teaser.pdf', content_type: 'application/pdf', size: 8 },
    });
    expect((await get(`/fetch-single-brief-admin/${brief.id}`)).body.brief.campaign_name).toBe(
      'Jazz 5G teaser',
    );
  });

  it("keeps a plan site's photo and serves it", async () => {
    db.plans = structuredClone(planFixtures);
    const plan = planFixtures.find((p) => p.sites_list.length > 0)!;
    const site = plan.sites_list[0]!.site_id;
    const form = new FormData();
    form.set('plan_id', String(plan.plan_id));
    form.set('site_id', String(site));
    form.set('file', new File([new Uint8Array([0xff, 0xd8, 0xff])], 'front.jpg', { type: 'image/jpeg' }));
    const response = await fetch(`${API}/visualrep-image-upload`, { method: 'POST', body: form });
    expect(response.status).toBe(200);
    const { image_url, photo } = await response.json();
    expect(image_url).toBe(`/visualrep-image/${plan.plan_id}/${site}`);
    expect(photo).toMatchObject({ plan_id: plan.plan_id, site_id: site, content_type: 'image/jpeg' });
    expect((await get(`/fetch-visualrep-images/${plan.plan_id}`)).body.photos).toHaveLength(1);
    const image = await fetch(`${API}${image_url}`);
    expect([image.status, image.headers.get('content-type')]).toEqual([200, 'image/png']);
    expect((await fetch(`${API}/visualrep-image/${plan.plan_id}/999999`)).status).toBe(404);
  });

  it('lets a test override one answer', async () => {
    server.use(mockEndpointError(fetchNewBriefs, 503, 'Down for maintenance', { baseURL: API, once: true }));
    expect(await get('/fetch-all-briefs-admin')).toEqual({
      status: 503,
      body: { message: 'Down for maintenance' },
    });
    expect((await get('/fetch-all-briefs-admin')).status).toBe(200);
  });
});
