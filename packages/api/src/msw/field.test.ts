import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  approveSiteImages,
  assignTracker,
  deleteSiteImages,
  fetchPendingSiteImages,
  fetchPlanSite,
  fetchSite,
  uploadSiteImages,
} from '../contract/endpoints/field.ts';
import { createMockDb, defaultHandlers, resetMockDb } from './index.ts';

describe('the fake backend: field work', () => {
  const API = 'http://localhost/api';
  const db = createMockDb();
  const server = setupServer(...defaultHandlers({ baseURL: API, db }));
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => resetMockDb(db));
  afterAll(() => server.close());

  const call = (method: string, path: string, body?: unknown) =>
    fetch(`${API}${path}`, {
      method,
      ...(body === undefined
        ? {}
        : body instanceof FormData
          ? { body }
          : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
    }).then(async (r) => ({ status: r.status, body: await r.json() }));

  /** The worked example: campaign 1, active, its sites at every stage. */
  const campaign = () => db.campaigns[0]!;
  const siteAt = (n: number) => campaign().sites[n]!;

  it('answers in the shapes of the contract', async () => {
    // The third site has two photos waiting, one of them flagged, and one approved.
    const site = siteAt(2);
    const plansite = await call('GET', `/admin/fetch-plansite/${site.site_id}?plan_id=${site.plan_id}`);
    expect(fetchPlanSite.response.safeParse(plansite.body).success).toBe(true);
    expect(plansite.body.images).toHaveLength(3);
    expect(plansite.body.site.images).toEqual({ pending: 2, approved: 1, rejected: 0, flagged: 1 });
    expect(plansite.body.history.length).toBeGreaterThan(0);
    const pending = await call('GET', `/admin/fetch-pending-siteimages/${site.site_id}`);
    expect(fetchPendingSiteImages.response.safeParse(pending.body).success).toBe(true);
    const inventory = await call('GET', `/admin/fetch-site/${site.site_id}`);
    expect(fetchSite.response.safeParse(inventory.body).success).toBe(true);
    expect(inventory.body.plans.some((p: { campaign_id: number | null }) => p.campaign_id === 1)).toBe(true);
  });

  it('assigns a tracker, proposes and approves the next status, refuses skipping', async () => {
    // The seventh site has no tracker and no status yet.
    const site = siteAt(6);
    const assigned = await call('POST', '/admin/assign-tracker/appsells-sites', {
      site_ids: [site.site_id],
      tracker_id: 1,
      plan_id: site.plan_id,
    });
    expect(assignTracker.response.safeParse(assigned.body).success).toBe(true);
    expect(assigned.body.sites[0].tracker_status.name).toBe('assigned');
    // The campaign's own list of sites shows it too (fetch-single-campaign reads the same store).
    expect(siteAt(6).tracker?.id).toBe(1);
    const q = `site_id=${site.site_id}&plan_id=${site.plan_id}`;
    expect((await call('POST', `/admin/update-execution-status?execution_status_id=3&${q}`)).status).toBe(
      409,
    );
    const proposed = await call('POST', `/admin/update-execution-status?execution_status_id=1&${q}`);
    expect(proposed.body.site.proposed_execution_status.name).toBe('design received');
    const approved = await call('POST', `/admin/approve-execution-status/?${q}`);
    expect(approved.body.site.execution_status.name).toBe('design received');
    expect(approved.body.site.next_execution_status.name).toBe('printing');
    const history = await call('GET', `/admin/fetch-execution-statuses-admin/?${q}`);
    expect(history.body.data.map((h: { action: string }) => h.action)).toEqual(['approved', 'proposed']);
  });

  it('uploads several photos, flags the far one, approves all or nothing and keeps approved ones', async () => {
    const site = siteAt(4);
    const form = new FormData();
    form.set('plan_id', String(site.plan_id));
    form.set('site_id', String(site.site_id));
    form.set('image_date', campaign().start_date);
    form.append('files', new File(['a'], 'front.jpg', { type: 'image/jpeg' }));
    form.append('files', new File(['bb'], 'far-side.jpg', { type: 'image/jpeg' }));
    const uploaded = await call('POST', '/upload-site-images/operational-analyst', form);
    expect(uploaded.status).toBe(201);
    expect(uploadSiteImages.response.safeParse(uploaded.body).success).toBe(true);
    const [front, far] = uploaded.body.images;
    expect([front.flags.far, far.flags.far]).toEqual([false, true]);
    expect(siteAt(4).images.pending).toBe(2);
    const selection = { site_id: site.site_id, plan_id: site.plan_id };
    const approved = await call('PATCH', '/admin/approve-images-site-tracker', {
      ...selection,
      image_ids: [front.id],
    });
    expect(approveSiteImages.response.safeParse(approved.body).success).toBe(true);
    const refused = await call('DELETE', '/delete-plan-site-images/', {
      ...selection,
      image_ids: [far.id, front.id],
    });
    expect(refused).toMatchObject({ status: 409 });
    expect(refused.body.message).toContain(`#${front.id}`);
    const deleted = await call('DELETE', '/delete-plan-site-images/', { ...selection, image_ids: [far.id] });
    expect(deleteSiteImages.response.safeParse(deleted.body).success).toBe(true);
  });

  it('keeps a completed campaign read-only', async () => {
    campaign().status = 'completed';
    const site = siteAt(0);
    const answer = await call('POST', '/admin/assign-tracker/appsells-sites', {
      site_ids: [site.site_id],
      tracker_id: 1,
      plan_id: site.plan_id,
    });
    expect(answer.status).toBe(409);
    expect(answer.body.message).toContain('read-only');
  });
});
