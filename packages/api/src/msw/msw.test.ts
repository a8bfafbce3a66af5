import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fillPath } from '../contract/define.ts';
import { fetchNewBriefs } from '../contract/endpoints/briefs.ts';
import * as campaignEntries from '../contract/endpoints/campaigns.ts';
import * as payOrderEntries from '../contract/endpoints/payorders.ts';
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
  workQueueOf,
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
      fetchDashboardQueue: fixtures.dashboardQueue,
      fetchDashboardTrends: fixtures.dashboardTrends,
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
  const check = (
    entry: {
      id: string;
      response: { safeParse(v: unknown): { success: boolean; error?: { message: string } } };
    },
    body: unknown,
  ) => {
    const parsed = entry.response.safeParse(body);
    expect(parsed.success, `${entry.id}: ${parsed.error?.message}`).toBe(true);
  };
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

  it('records a pay order, accepts it into a campaign, and completes the campaign once every site is settled', async () => {
    const counts = (await get('/fetch-pay-order-counts')).body;
    check(payOrderEntries.fetchPayOrderCounts, counts);
    expect(counts).toMatchObject({ awaiting: 2, pending: 3, rejected: 1 });
    const form = new FormData();
    form.set('po_number', 'GM-PO-5521');
    form.set('amount', '2136000');
    form.set('po_date', '2026-11-25');
    form.set('file', new File(['%PDF-1.4'], 'gm.pdf', { type: 'application/pdf' }));
    const recorded = await fetch(`${API}/record-pay-order/admin-appsells/134`, {
      method: 'POST',
      body: form,
    });
    expect(recorded.status).toBe(201);
    const { pay_order } = await recorded.json();
    check(payOrderEntries.recordPayOrder, { message: 'x', pay_order });
    expect(pay_order).toMatchObject({ status: 'pending', plan_total: 2_124_000, difference: 12_000 });
    const again = await fetch(`${API}/record-pay-order/admin-appsells/134`, { method: 'POST', body: form });
    expect(again.status).toBe(409);

    const pending = (await get('/fetch-pay-orders/appsells?status=pending')).body;
    check(payOrderEntries.fetchPayOrders, pending);
    expect(pending.allTotal).toBe(4);
    const accepted = await send('PATCH', `/accept-pay-order/admin/appsell/${pay_order.id}`, {});
    expect(accepted.status).toBe(200);
    check(payOrderEntries.acceptPayOrder, accepted.body);
    const campaign = accepted.body.campaign;
    expect(campaign).toMatchObject({ brief_id: 134, status: 'active', verified_share: 0 });

    const single = (await get('/fetch-single-campaign/admin/appsells/134?limit=50')).body;
    check(campaignEntries.fetchSingleCampaign, single);
    const refused = await send('PATCH', `/complete-campaign/${campaign.id}`, {});
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/sites have no approved execution status and no waiver/);
    for (const site of single.sites) {
      const waived = await send('POST', '/admin/waive-execution-status', {
        site_id: site.site_id,
        plan_id: site.plan_id,
        reason: 'Dropped by the client',
      });
      check(campaignEntries.waiveExecutionStatus, waived.body);
    }
    const done = await send('PATCH', `/complete-campaign/${campaign.id}`, {});
    expect(done.body.campaign.status).toBe('completed');
    const completed = (await get('/completed-campaign-fetch/admin/appsells?campaign_name=gourmet')).body;
    check(campaignEntries.fetchCompletedCampaigns, completed);
    expect(completed.campaigns.some((c: { id: number }) => c.id === campaign.id)).toBe(true);
  });

  it('filters the campaign lists and answers the work queue', async () => {
    const active = (await get('/campaign-fetch/admin/appsells?limit=5')).body;
    check(campaignEntries.fetchActiveCampaigns, active);
    expect(active.campaigns).toHaveLength(5);
    expect(active.totalPages).toBe(Math.ceil(active.total / 5));
    const big = (await get('/campaign-fetch/admin/appsells?count=6&city=1')).body;
    expect(
      big.campaigns.every(
        (c: { sites_count: number; cities: string[] }) => c.sites_count >= 6 && c.cities.includes('Lahore'),
      ),
    ).toBe(true);
    check(campaignEntries.fetchClientCampaigns, (await get('/fetch-all-campaigns-client/admin/3')).body);
    expect((await get('/fetch-all-campaigns-client/admin/999')).status).toBe(404);
    const queue = (await get('/fetch-work-queue')).body;
    check(campaignEntries.fetchWorkQueue, queue);
    expect(queue.items.map((i: { key: string }) => i.key)).toEqual([
      'pending_pay_orders',
      'pending_proposals',
      'pending_images',
    ]);
    for (const role of ['operation_analyst', 'key_account_manager'] as const)
      check(campaignEntries.fetchWorkQueue, workQueueOf(db, role));
    expect(workQueueOf(db, 'operation_analyst').items[0]!.count).toBeGreaterThan(0);
    const worked = (await get('/fetch-single-campaign/admin/appsells/3?execution=awaiting_approval')).body;
    expect(worked.sites).toHaveLength(1);
    expect(worked.sites[0].proposed_execution_status.name).toBe('printed');
  });
});
