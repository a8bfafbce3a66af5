import type { StaffRole } from '@ooh/api/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignSitesOf, type SeededCampaignSite } from '../test/field-work.ts';
import { queryRows, setupTestApp, type TestContext } from '../test/harness.ts';

let t: TestContext;
let active: SeededCampaignSite[];
let completed: SeededCampaignSite[];
const tokens = {} as Record<StaffRole, string>;
let statuses: Array<{ id: number; name: string }>;
let trackerStatuses: Array<{ id: number; name: string }>;
let trackers: Array<{ id: number; name: string; region_id: number | null }>;

beforeAll(async () => {
  t = await setupTestApp();
  for (const role of [
    'admin',
    'operation_analyst',
    'key_account_manager',
    'planner',
    'designer',
    'editor',
    'manager',
  ] as const)
    tokens[role] = await t.tokenForRole(role);
  active = await campaignSitesOf(t, 'active');
  completed = await campaignSitesOf(t, 'completed');
  statuses = await queryRows(t.connection, sql`select id, name from execution_statuses order by position`);
  trackerStatuses = await queryRows(
    t.connection,
    sql`select id, name from tracker_statuses order by position`,
  );
  trackers = await queryRows(
    t.connection,
    sql`select id, name, region_id from trackers where active order by id`,
  );
  if (active.length < 4 || completed.length < 1)
    throw new Error('the seed has no running and completed campaign');
});
afterAll(() => t?.close());

const as = (role: StaffRole) => tokens[role];
const get = (url: string, role: StaffRole = 'admin') => t.call({ method: 'GET', url, token: as(role) });
const send = (method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, role: StaffRole, payload?: object) =>
  t.call({ method, url, token: as(role), ...(payload ? { payload } : {}) });
const q = (site: SeededCampaignSite) => `site_id=${site.siteId}&plan_id=${site.planId}`;
/** A site of the running campaign with neither a tracker nor a proposal: the seed leaves its last one so. */
const unassigned = () => active.find((site) => site.trackerId === null) as SeededCampaignSite;

async function notificationsOf(userEmail: string) {
  return queryRows<{ title: string; body: string; link: string }>(
    t.connection,
    sql`select n.title, n.body, n.link from notifications n join users u on u.id = n.user_id
        where u.email = ${userEmail} order by n.id desc`,
  );
}

describe('trackers', () => {
  it('lists the active trackers with their region, filtered by region and search', async () => {
    const all = await get('/api/admin/fetch-trackers', 'operation_analyst');
    expect(all.statusCode).toBe(200);
    expect(
      all
        .json()
        .data.map((row: { id: number }) => row.id)
        .sort(),
    ).toEqual(trackers.map((row) => Number(row.id)).sort());
    expect(all.json().data[0]).toMatchObject({ name: expect.any(String), region_name: expect.any(String) });
    const first = trackers[0] as (typeof trackers)[number];
    const region = await get(`/api/admin/fetch-trackers?region_id=${first.region_id}`, 'key_account_manager');
    expect(region.json().data.every((row: { region_id: number }) => row.region_id === first.region_id)).toBe(
      true,
    );
    const search = await get(
      `/api/admin/fetch-trackers?search=${encodeURIComponent(first.name.slice(0, 4))}`,
    );
    expect(search.json().data.map((row: { name: string }) => row.name)).toContain(first.name);
    expect((await get('/api/admin/fetch-trackers', 'planner')).statusCode).toBe(403);
    expect((await get('/api/admin/fetch-trackers?region_id=abc')).statusCode).toBe(400);
  });

  it('lists the tracker statuses in order, for everyone signed in', async () => {
    const answer = await get('/api/fetch-tracker-status', 'editor');
    expect(answer.json().data.map((row: { name: string }) => row.name)).toEqual([
      'assigned',
      'visited',
      'photographed',
      'issue reported',
    ]);
    expect((await t.call({ method: 'GET', url: '/api/fetch-tracker-status' })).statusCode).toBe(401);
  });

  it('assigns one tracker to several sites; a site without a tracker status gets "assigned"', async () => {
    const site = unassigned();
    const other = active.find((s) => s.trackerId !== null) as SeededCampaignSite;
    const tracker = trackers[1] as (typeof trackers)[number];
    const answer = await send('POST', '/api/admin/assign-tracker/appsells-sites', 'operation_analyst', {
      site_ids: [site.siteId, other.siteId],
      tracker_id: Number(tracker.id),
      plan_id: site.planId,
    });
    expect(answer.statusCode).toBe(200);
    const body = answer.json();
    expect(body.message).toBe(`${tracker.name} assigned to 2 sites`);
    const mine = body.sites.find((s: { site_id: number }) => s.site_id === site.siteId);
    expect(mine.tracker).toMatchObject({ id: Number(tracker.id), name: tracker.name });
    expect(mine.tracker_status).toMatchObject({ name: 'assigned' });
    // The other site keeps the status its tracker had reported.
    const theirs = body.sites.find((s: { site_id: number }) => s.site_id === other.siteId);
    expect(theirs.tracker_status?.name).not.toBe(undefined);
    const [audit] = await queryRows<{ action: string }>(
      t.connection,
      sql`select action from audit_log where action = 'campaign.assignTracker' order by id desc limit 1`,
    );
    expect(audit?.action).toBe('campaign.assignTracker');
    site.trackerId = Number(tracker.id);
  });

  it('refuses an unknown or inactive tracker, a site outside the plan, a completed campaign, and other roles', async () => {
    const site = active[0] as SeededCampaignSite;
    const body = (change: object) => ({
      site_ids: [site.siteId],
      tracker_id: trackers[0]?.id,
      plan_id: site.planId,
      ...change,
    });
    const url = '/api/admin/assign-tracker/appsells-sites';
    expect((await send('POST', url, 'admin', body({ tracker_id: 999_999 }))).json()).toEqual({
      message: 'Tracker not found',
    });
    const [inactive] = await queryRows<{ id: number }>(
      t.connection,
      sql`insert into trackers (name, phone, active) values ('Retired Tracker', '+92 300 0000000', false) returning id`,
    );
    const refused = await send('POST', url, 'admin', body({ tracker_id: Number(inactive?.id) }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.tracker_id).toMatch(/no longer active/);
    const listed = await get('/api/admin/fetch-trackers');
    expect(listed.json().data.map((row: { id: number }) => row.id)).not.toContain(Number(inactive?.id));
    const outside = completed[0] as SeededCampaignSite;
    const [stranger] = await queryRows<{ id: number; code: string }>(
      t.connection,
      sql`select id, site_code as code from sites where id not in (select site_id from campaign_sites where plan_id = ${site.planId}) order by id limit 1`,
    );
    const notInPlan = await send(
      'POST',
      url,
      'admin',
      body({ site_ids: [site.siteId, Number(stranger?.id)] }),
    );
    expect(notInPlan.statusCode).toBe(404);
    expect(notInPlan.json().message).toBe(`Site ${stranger?.code} is not part of this campaign's plan.`);
    const done = await send(
      'POST',
      url,
      'admin',
      body({ site_ids: [outside.siteId], plan_id: outside.planId }),
    );
    expect(done.statusCode).toBe(409);
    expect(done.json().message).toMatch(/this campaign is completed.*read-only/);
    expect((await send('POST', url, 'planner', body({}))).statusCode).toBe(403);
    expect((await send('POST', url, 'key_account_manager', body({}))).statusCode).toBe(403);
    expect((await send('POST', url, 'admin', body({ site_ids: [] }))).statusCode).toBe(400);
    expect((await send('POST', url, 'admin', body({ plan_id: 999_999 }))).statusCode).toBe(404);
  });

  it('sets a tracker status once a tracker is assigned, in any order', async () => {
    const site = active.find((s) => s.trackerId !== null) as SeededCampaignSite;
    const issue = trackerStatuses[3] as (typeof trackerStatuses)[number];
    const answer = await send(
      'PUT',
      `/api/update-tracker-status?tracker_status_id=${issue.id}&${q(site)}`,
      'operation_analyst',
    );
    expect(answer.statusCode).toBe(200);
    expect(answer.json().site.tracker_status).toEqual({ id: Number(issue.id), name: 'issue reported' });
    const back = await send(
      'PUT',
      `/api/update-tracker-status?tracker_status_id=${trackerStatuses[0]?.id}&${q(site)}`,
      'admin',
    );
    expect(back.json().site.tracker_status.name).toBe('assigned');
    expect(
      (await send('PUT', `/api/update-tracker-status?tracker_status_id=999999&${q(site)}`, 'admin'))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await send(
          'PUT',
          `/api/update-tracker-status?tracker_status_id=${issue.id}&${q(site)}`,
          'key_account_manager',
        )
      ).statusCode,
    ).toBe(403);
    const done = completed[0] as SeededCampaignSite;
    expect(
      (await send('PUT', `/api/update-tracker-status?tracker_status_id=${issue.id}&${q(done)}`, 'admin'))
        .statusCode,
    ).toBe(409);
  });

  it('refuses a tracker status on a site without a tracker: "Assign a tracker first"', async () => {
    const site = active[active.length - 1] as SeededCampaignSite;
    await t.connection.db.execute(
      sql`update campaign_sites set tracker_id = null, tracker_status_id = null where id = ${site.campaignSiteId}`,
    );
    const answer = await send(
      'PUT',
      `/api/update-tracker-status?tracker_status_id=${trackerStatuses[1]?.id}&${q(site)}`,
      'admin',
    );
    expect(answer.statusCode).toBe(409);
    expect(answer.json().message).toMatch(/^Assign a tracker first/);
  });
});

describe('execution status', () => {
  /** The running sites this block has already moved. */
  const used = new Set<number>();
  /** A running site with no status and no proposal waiting, not moved yet. */
  const fresh = () =>
    active.find(
      (s) => s.proposed === null && s.executionStatusId === null && !used.has(s.campaignSiteId),
    ) as SeededCampaignSite;

  it('lists the statuses in order, with the next one the site may be proposed', async () => {
    const site = fresh();
    const answer = await get(`/api/admin/fetch-execution-statuses-dropdown?${q(site)}`, 'planner');
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data.map((row: { name: string }) => row.name)).toEqual([
      'design received',
      'printing',
      'printed',
      'mounting',
      'live',
      'dismounted',
    ]);
    expect(answer.json().next_id).toBe(Number(statuses[0]?.id));
    const plain = await get(`/api/admin/fetch-execution-statuses-dropdown?site_id=${site.siteId}`);
    expect(plain.json().next_id).toBe(null);
    expect((await get('/api/admin/fetch-execution-statuses-dropdown?site_id=999999')).statusCode).toBe(404);
    expect(
      (await get(`/api/admin/fetch-execution-statuses-dropdown?${q(site)}`, 'designer')).statusCode,
    ).toBe(403);
  });

  it('proposes the next status, refuses skipping and proposing twice, approves it and keeps the history', async () => {
    const site = fresh();
    used.add(site.campaignSiteId);
    const propose = (statusId: number | undefined, role: StaffRole = 'operation_analyst') =>
      send('POST', `/api/admin/update-execution-status?execution_status_id=${statusId}&${q(site)}`, role);

    const skipped = await propose(statuses[2]?.id);
    expect(skipped.statusCode).toBe(409);
    expect(skipped.json().message).toMatch(
      /^Cannot propose: this execution status is current\. Only the next/,
    );

    const proposed = await propose(statuses[0]?.id);
    expect(proposed.statusCode).toBe(200);
    expect(proposed.json().site).toMatchObject({
      proposed_execution_status: { name: 'design received' },
      proposed_by_name: expect.any(String),
      next_execution_status: null,
      execution_status: null,
    });
    const adminNotice = (await notificationsOf('admin@demo.local'))[0];
    expect(adminNotice).toMatchObject({
      title: 'Execution status awaiting approval',
      link: `/campaign-details/${site.briefId}`,
    });
    expect(adminNotice?.body).toContain(site.siteCode);

    const twice = await propose(statuses[1]?.id);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toMatch(/^Cannot propose: this execution status is awaiting approval/);

    expect(
      (await send('POST', `/api/admin/approve-execution-status/?${q(site)}`, 'operation_analyst')).statusCode,
    ).toBe(403);
    const approved = await send('POST', `/api/admin/approve-execution-status/?${q(site)}`, 'admin');
    expect(approved.statusCode).toBe(200);
    expect(approved.json().site).toMatchObject({
      execution_status: { name: 'design received' },
      proposed_execution_status: null,
      next_execution_status: { name: 'printing' },
    });
    const analystNotice = (await notificationsOf('operation_analyst@demo.local'))[0];
    expect(analystNotice).toMatchObject({
      title: 'Execution status approved',
      link: `/campaign-details/${site.briefId}`,
    });

    expect((await propose(statuses[1]?.id)).statusCode).toBe(200);
    const rejected = await t.call({
      method: 'POST',
      url: `/api/admin/reject-execution-status?${q(site)}`,
      token: as('admin'),
      payload: { reason: 'The printer has not delivered yet.' },
    });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json().site).toMatchObject({
      execution_status: { name: 'design received' },
      next_execution_status: { name: 'printing' },
    });
    expect((await notificationsOf('operation_analyst@demo.local'))[0]).toMatchObject({
      title: 'Execution status rejected',
      body: expect.stringContaining('The printer has not delivered yet.'),
    });

    const noneWaiting = await send('POST', `/api/admin/approve-execution-status/?${q(site)}`, 'admin');
    expect(noneWaiting.statusCode).toBe(409);
    expect(noneWaiting.json().message).toBe('Cannot approve: this execution status is current.');
    // Rejecting without a body works too.
    expect((await propose(statuses[1]?.id)).statusCode).toBe(200);
    const bare = await send('POST', `/api/admin/reject-execution-status?${q(site)}`, 'admin');
    expect(bare.statusCode, bare.body).toBe(200);

    const history = await get(`/api/admin/fetch-execution-statuses-admin/?${q(site)}`, 'key_account_manager');
    expect(history.statusCode).toBe(200);
    expect(
      history
        .json()
        .data.map((row: { action: string; execution_status: { name: string } }) => [
          row.action,
          row.execution_status.name,
        ]),
    ).toEqual([
      ['rejected', 'printing'],
      ['proposed', 'printing'],
      ['rejected', 'printing'],
      ['proposed', 'printing'],
      ['approved', 'design received'],
      ['proposed', 'design received'],
    ]);
    expect(history.json().data[2].reason).toBe('The printer has not delivered yet.');
    expect(history.json().data[0].by_name).toEqual(expect.any(String));
  });

  it('lets exactly one of two concurrent proposals through; the other is told one is waiting', async () => {
    // A running site with no proposal waiting and a next status (the seed's sites are few: any step will do).
    let site: SeededCampaignSite | undefined;
    let next: number | null = null;
    for (const candidate of active.filter((s) => s.proposed === null && !used.has(s.campaignSiteId))) {
      next = (await get(`/api/admin/fetch-execution-statuses-dropdown?${q(candidate)}`)).json().next_id;
      if (next !== null) {
        site = candidate;
        break;
      }
    }
    if (!site) throw new Error('no running site left to propose on');
    used.add(site.campaignSiteId);
    const url = `/api/admin/update-execution-status?execution_status_id=${next}&${q(site)}`;
    const answers = await Promise.all([send('POST', url, 'operation_analyst'), send('POST', url, 'admin')]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const refused = answers.find((answer) => answer.statusCode === 409);
    expect(refused?.json().message).toMatch(/^Cannot propose: this execution status is awaiting approval/);
    const proposals = await queryRows<{ n: number }>(
      t.connection,
      sql`select count(*)::int as n from execution_status_history
          where campaign_site_id = ${site.campaignSiteId} and action = 'proposed' and execution_status_id = ${next}`,
    );
    expect(Number(proposals[0]?.n)).toBe(1);
  });

  it('refuses every execution write on a completed campaign, and unknown sites and statuses', async () => {
    const done = completed[0] as SeededCampaignSite;
    const read = await send(
      'POST',
      `/api/admin/update-execution-status?execution_status_id=${statuses[0]?.id}&${q(done)}`,
      'admin',
    );
    expect(read.statusCode).toBe(409);
    expect(read.json().message).toMatch(/Cannot update execution status: this campaign is completed/);
    expect((await send('POST', `/api/admin/approve-execution-status/?${q(done)}`, 'admin')).statusCode).toBe(
      409,
    );
    const site = active[0] as SeededCampaignSite;
    expect(
      (
        await send(
          'POST',
          `/api/admin/update-execution-status?execution_status_id=999999&${q(site)}`,
          'admin',
        )
      ).json(),
    ).toEqual({ message: 'Execution status not found' });
    expect(
      (
        await send(
          'POST',
          `/api/admin/update-execution-status?execution_status_id=1&site_id=${site.siteId}&plan_id=999999`,
          'admin',
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (await send('POST', '/api/admin/update-execution-status?site_id=1&plan_id=1', 'admin')).statusCode,
    ).toBe(400);
    expect(
      (await get(`/api/admin/fetch-execution-statuses-admin/?site_id=${site.siteId}&plan_id=999999`))
        .statusCode,
    ).toBe(404);
  });
});

describe('a campaign site and an inventory site', () => {
  it('answers a campaign site with its photos and history; 404 outside a campaign of the plan', async () => {
    const site = active[0] as SeededCampaignSite;
    const answer = await get(`/api/admin/fetch-plansite/${site.siteId}?plan_id=${site.planId}`, 'planner');
    expect(answer.statusCode).toBe(200);
    const body = answer.json();
    expect(body.campaign).toMatchObject({ id: site.campaignId, brief_id: site.briefId, status: 'active' });
    expect(body.site).toMatchObject({ site_id: site.siteId, site_code: site.siteCode });
    expect(body.history.length).toBeGreaterThan(0);
    expect(body.images.length).toBe(
      body.site.images.pending + body.site.images.approved + body.site.images.rejected,
    );
    const day = body.images[0]?.image_date;
    if (day) {
      const ofDay = await get(`/api/admin/fetch-plansite/${site.siteId}?plan_id=${site.planId}&date=${day}`);
      expect(ofDay.json().images.every((image: { image_date: string }) => image.image_date === day)).toBe(
        true,
      );
    }
    expect((await get(`/api/admin/fetch-plansite/${site.siteId}?plan_id=999999`)).statusCode).toBe(404);
    expect((await get(`/api/admin/fetch-plansite/${site.siteId}`)).statusCode).toBe(400);
    expect(
      (await get(`/api/admin/fetch-plansite/${site.siteId}?plan_id=${site.planId}`, 'designer')).statusCode,
    ).toBe(403);
  });

  it('answers an inventory site with its plan history, newest first, and the campaign each ran as', async () => {
    const site = active[0] as SeededCampaignSite;
    const answer = await get(`/api/admin/fetch-site/${site.siteId}`, 'operation_analyst');
    expect(answer.statusCode).toBe(200);
    const body = answer.json();
    expect(body.site).toMatchObject({ id: site.siteId, site_code: site.siteCode, status: 'approved' });
    const entry = body.plans.find((plan: { plan_id: number }) => plan.plan_id === site.planId);
    expect(entry).toMatchObject({
      campaign_id: site.campaignId,
      campaign_status: 'active',
      plan_status: 'accepted',
    });
    const starts = body.plans.map((plan: { start_date: string }) => plan.start_date);
    expect(starts).toEqual([...starts].sort().reverse());
    expect((await get('/api/admin/fetch-site/999999')).json()).toEqual({ message: 'Site not found' });
    expect((await get(`/api/admin/fetch-site/${site.siteId}`, 'manager')).statusCode).toBe(403);
  });
});
