import type { CampaignListItem, CampaignSiteItem, StaffRole, WorkQueueItem } from '@ooh/api/contract';
import { type AppPath, mayOpen, ROUTES } from '@ooh/api/routes';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, setupTestApp, type TestContext } from '../test/harness.ts';
import { newAcceptedPlan, notified, recordPayOrderCall, staffOf } from '../test/payorders.ts';

// docs/domain.md "Campaign": the lists and their filters, one campaign by its brief, completion (every site approved
// or waived), the waiver, the verified share and the work queue. Execution approvals are the field calls'; here the
// sites' state is set in the database directly.

let t: TestContext;
beforeAll(async () => {
  t = await setupTestApp();
});
afterAll(() => t?.close());

const get = async (path: string, role: StaffRole = 'admin') =>
  t.call({ method: 'GET', url: `/api${path}`, token: await t.tokenForRole(role) });
const complete = async (id: number, role: StaffRole = 'admin') =>
  t.call({ method: 'PATCH', url: `/api/complete-campaign/${id}`, token: await t.tokenForRole(role) });
const waive = async (payload: object, role: StaffRole = 'admin') =>
  t.call({
    method: 'POST',
    url: '/api/admin/waive-execution-status',
    token: await t.tokenForRole(role),
    payload,
  });

/** A running campaign started through the API: a new accepted plan, its pay order recorded and accepted. */
async function newCampaign(sites = 3) {
  const plan = await newAcceptedPlan(t, { sites });
  const order = (await recordPayOrderCall(t, plan.briefId)).json().pay_order;
  const accepted = await t.call({
    method: 'PATCH',
    url: `/api/accept-pay-order/admin/appsell/${order.id}`,
    token: await t.tokenForRole('admin'),
  });
  expect(accepted.statusCode, accepted.body).toBe(200);
  return { ...plan, campaign: accepted.json().campaign as CampaignListItem };
}

const statusId = async (name: string) => {
  const [row] = await queryRows<{ id: number }>(
    t.connection,
    sql`select id from execution_statuses where name = ${name}`,
  );
  return Number(row?.id);
};

/** Sets a site's approved status (and optionally a waiting proposal) as the field calls would have. */
async function setExecution(
  planId: number,
  siteId: number,
  status: string | null,
  proposed: string | null = null,
) {
  await t.connection.db.execute(sql`
    update campaign_sites set execution_status_id = ${status ? await statusId(status) : null},
      proposed_execution_status_id = ${proposed ? await statusId(proposed) : null},
      proposed_at = ${proposed ? new Date().toISOString() : null}
    where plan_id = ${planId} and site_id = ${siteId}`);
}

/** An image row for a campaign site (the upload is the field calls'), reusing a seeded file. */
async function addImage(planId: number, siteId: number, status: string, flags: { far?: boolean } = {}) {
  await t.connection.db.execute(sql`
    insert into site_images (campaign_site_id, plan_id, site_id, image_date, original_file_id, web_file_id, width, height,
                             status, sha256, dhash, flag_far)
    select cs.id, cs.plan_id, cs.site_id, '2041-02-10', f.id, f.id, 800, 600, ${status},
           md5(random()::text), lpad(to_hex((random() * 1000000)::int), 16, '0'), ${flags.far ?? false}
    from campaign_sites cs, (select min(id) as id from files) f
    where cs.plan_id = ${planId} and cs.site_id = ${siteId}`);
}

describe('the campaign lists', () => {
  it('page the active and completed campaigns newest first with their counts, totals from the counters', async () => {
    const active = await get('/campaign-fetch/admin/appsells?limit=100');
    expect(active.statusCode, active.body).toBe(200);
    const body = active.json();
    const [counts] = await queryRows<{ active: number; completed: number }>(
      t.connection,
      sql`select count(*) filter (where status = 'active')::int as active,
                 count(*) filter (where status = 'completed')::int as completed from campaigns`,
    );
    expect(body.allTotal).toBe(Number(counts?.active));
    expect(body).toMatchObject({ total: Number(counts?.active), totalCapped: false, totalPages: 1 });
    const created = body.campaigns.map((c: CampaignListItem) => c.created_at);
    expect([...created].sort().reverse()).toEqual(created);
    // The seeded running campaign: a site without a tracker, one proposal waiting, photos and a verified site.
    const seeded = body.campaigns.find(
      (c: CampaignListItem) => c.pending_proposals === 1,
    ) as CampaignListItem;
    expect(seeded).toMatchObject({ status: 'active', unassigned_sites: 1 });
    expect(seeded.sites_count).toBeGreaterThan(2);
    expect(seeded.verified_sites).toBeGreaterThanOrEqual(1);
    expect(seeded.verified_share).toBe(
      Math.round((seeded.verified_sites / seeded.sites_count) * 1000) / 1000,
    );
    expect(seeded.regions.length).toBeGreaterThan(0);
    expect(seeded.cities.length).toBeGreaterThan(0);
    expect(seeded.pay_order_id).not.toBeNull();

    const completed = (await get('/completed-campaign-fetch/admin/appsells', 'planner')).json();
    expect(completed.allTotal).toBe(Number(counts?.completed));
    expect(
      completed.campaigns.every((c: CampaignListItem) => c.status === 'completed' && c.completed_at),
    ).toBe(true);

    const paged = (await get('/campaign-fetch/admin/appsells?limit=1&page=2')).json();
    expect(paged.campaigns).toHaveLength(Math.min(1, Math.max(0, Number(counts?.active) - 1)));
    expect(paged.totalPages).toBe(Number(counts?.active));
  });

  it('filter by name, client, dates, region, city and the least number of sites', async () => {
    const made = await newCampaign(4);
    const c = made.campaign;
    const query = async (q: string) => {
      const response = await get(`/campaign-fetch/admin/appsells?${q}`, 'operation_analyst');
      expect(response.statusCode, response.body).toBe(200);
      return response.json().campaigns.map((item: CampaignListItem) => item.id) as number[];
    };
    expect(await query(`campaign_name=${encodeURIComponent(c.name.slice(6).toUpperCase())}`)).toContain(c.id);
    expect(await query('campaign_name=no-such-campaign-anywhere')).toEqual([]);
    // A filtered page's ids and its count are one statement; past the last page the count is read on its own.
    const named = `campaign_name=${encodeURIComponent(c.name)}`;
    const first = (await get(`/campaign-fetch/admin/appsells?${named}`, 'operation_analyst')).json();
    const past = (await get(`/campaign-fetch/admin/appsells?${named}&page=9`, 'operation_analyst')).json();
    expect(first.total).toBeGreaterThanOrEqual(1);
    expect([past.campaigns, past.total, past.totalCapped]).toEqual([[], first.total, false]);
    expect(
      await query(`client_name=${encodeURIComponent(c.client_name.slice(0, 4).toLowerCase())}`),
    ).toContain(c.id);
    // start_date: still running on or after it; end_date: started on or before it.
    expect(await query(`start_date=${c.end_date}`)).toContain(c.id);
    const dayAfter = new Date(Date.parse(`${c.end_date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    expect(await query(`start_date=${dayAfter}`)).not.toContain(c.id);
    expect(await query(`end_date=${c.start_date}`)).toContain(c.id);
    expect(await query('end_date=2030-01-01')).not.toContain(c.id);
    const [site] = await queryRows<{ region_id: number; city_id: number }>(
      t.connection,
      sql`select region_id, city_id from sites where id = ${made.sites[0]!.id}`,
    );
    expect(await query(`region=${site?.region_id}`)).toContain(c.id);
    expect(await query(`city=${site?.city_id}`)).toContain(c.id);
    const [elsewhere] = await queryRows<{ id: number }>(
      t.connection,
      sql`select id from cities where id not in (select s.city_id from campaign_sites cs join sites s on s.id = cs.site_id
          where cs.campaign_id = ${c.id}) order by id limit 1`,
    );
    expect(await query(`city=${elsewhere?.id}`)).not.toContain(c.id);
    expect(await query('count=4')).toContain(c.id);
    expect(await query('count=5')).not.toContain(c.id);
    const filtered = (await get('/campaign-fetch/admin/appsells?count=4')).json();
    expect(filtered.totalCapped).toBe(false);
    expect(filtered.total).toBe(filtered.campaigns.length);

    expect((await get('/campaign-fetch/admin/appsells?region=abc')).statusCode).toBe(400);
    expect((await get('/campaign-fetch/admin/appsells?start_date=2026-13-01')).statusCode).toBe(400);
    expect((await get('/campaign-fetch/admin/appsells?count=-1')).statusCode).toBe(400);
    expect((await get('/campaign-fetch/admin/appsells', 'designer')).statusCode).toBe(403);
    expect((await get('/campaign-fetch/admin/appsells', 'editor')).statusCode).toBe(403);
  });

  it("list one client's campaigns by the client's id, and 404 for an unknown client", async () => {
    const [client] = await queryRows<{ client_id: number; n: number }>(
      t.connection,
      sql`select b.client_id, count(*)::int as n from campaigns c join briefs b on b.id = c.brief_id
          where c.status = 'active' group by b.client_id order by n desc limit 1`,
    );
    const body = (await get(`/fetch-all-campaigns-client/admin/${client?.client_id}`)).json();
    expect(body.allTotal).toBe(Number(client?.n));
    expect(body.campaigns.every((c: CampaignListItem) => c.client_id === Number(client?.client_id))).toBe(
      true,
    );
    const done = await get(`/fetch-all-completed-campaigns-client/admin/${client?.client_id}`);
    expect(done.statusCode).toBe(200);
    expect(done.json().campaigns.every((c: CampaignListItem) => c.status === 'completed')).toBe(true);
    expect((await get('/fetch-all-campaigns-client/admin/999999')).statusCode).toBe(404);
    expect((await get('/fetch-all-completed-campaigns-client/admin/999999')).statusCode).toBe(404);
  });
});

describe('one campaign', () => {
  it('answers by its brief: the header with the pay order, and a page of its sites, searched and narrowed', async () => {
    const made = await newCampaign(3);
    const [first, second, third] = made.sites;
    await setExecution(made.planId, first!.id, 'printing');
    await setExecution(made.planId, second!.id, 'design received', 'printing');
    await t.connection.db.execute(sql`
      update campaign_sites set tracker_id = (select min(id) from trackers where active) where plan_id = ${made.planId}
      and site_id = ${first!.id}`);
    await addImage(made.planId, first!.id, 'approved');
    await addImage(made.planId, third!.id, 'pending', { far: true });

    const response = await get(`/fetch-single-campaign/admin/appsells/${made.briefId}`, 'planner');
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.campaign).toMatchObject({
      id: made.campaign.id,
      brief_id: made.briefId,
      sites_count: 3,
      unassigned_sites: 2,
      pending_proposals: 1,
      pending_images: 1,
      unsettled_sites: 2,
      verified_sites: 1,
      verified_share: 0.333,
      pay_order: { status: 'accepted', difference: expect.any(Number) },
    });
    expect(body.campaign.plan_name).toMatch(/^Field test plan/);
    expect(body).toMatchObject({ total: 3, allTotal: 3, totalCapped: false });
    const byCode = Object.fromEntries(body.sites.map((s: CampaignSiteItem) => [s.site_id, s]));
    expect(byCode[first!.id]).toMatchObject({
      execution_status: { name: 'printing' },
      next_execution_status: { name: 'printed' },
      tracker_status: null,
      images: { approved: 1, pending: 0, rejected: 0, flagged: 0 },
      settled: true,
      verified: true,
    });
    expect(byCode[first!.id].tracker).toMatchObject({ name: expect.any(String), phone: expect.any(String) });
    expect(byCode[second!.id]).toMatchObject({
      execution_status: { name: 'design received' },
      proposed_execution_status: { name: 'printing' },
      next_execution_status: null,
      settled: false,
      verified: false,
    });
    expect(byCode[third!.id]).toMatchObject({
      execution_status: null,
      next_execution_status: { name: 'design received' },
      images: { pending: 1, flagged: 1 },
    });

    const only = async (q: string) =>
      (await get(`/fetch-single-campaign/admin/appsells/${made.briefId}?${q}`))
        .json()
        .sites.map((s: CampaignSiteItem) => s.site_id);
    expect(await only('execution=unassigned')).toEqual(
      [second!.id, third!.id].sort((a, b) => byCode[a].site_code.localeCompare(byCode[b].site_code)),
    );
    expect(await only('execution=awaiting_approval')).toEqual([second!.id]);
    expect(await only('execution=pending_images')).toEqual([third!.id]);
    expect(await only('execution=flagged')).toEqual([third!.id]);
    expect(await only(`search=${encodeURIComponent(first!.code)}`)).toEqual([first!.id]);
    const [tracker] = await queryRows<{ id: number }>(
      t.connection,
      sql`select min(id) as id from trackers where active`,
    );
    expect(await only(`tracker_id=${tracker?.id}`)).toEqual([first!.id]);
    const narrowed = (
      await get(`/fetch-single-campaign/admin/appsells/${made.briefId}?execution=flagged`)
    ).json();
    expect(narrowed).toMatchObject({ total: 1, allTotal: 3 });
    const page = (await get(`/fetch-single-campaign/admin/appsells/${made.briefId}?limit=2&page=2`)).json();
    expect(page.sites).toHaveLength(1);

    // The pay order answers carry the campaign's verified share too.
    const orders = (await get(`/fetch-all-pay-orders-/brief/appsells/${made.briefId}`)).json().pay_orders;
    expect(orders[0].verified_share).toBe(0.333);

    expect(
      (await get(`/fetch-single-campaign/admin/appsells/${made.briefId}?execution=nope`)).statusCode,
    ).toBe(400);
    const waiting = await newAcceptedPlan(t);
    const none = await get(`/fetch-single-campaign/admin/appsells/${waiting.briefId}`);
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toMatch(/no campaign yet/);
    expect((await get('/fetch-single-campaign/admin/appsells/999999')).statusCode).toBe(404);
    expect((await get(`/fetch-single-campaign/admin/appsells/${made.briefId}`, 'designer')).statusCode).toBe(
      403,
    );
  });

  it('does not count a flagged photo as proof', async () => {
    const made = await newCampaign(1);
    const site = made.sites[0]!;
    await setExecution(made.planId, site.id, 'live');
    await addImage(made.planId, site.id, 'approved', { far: true });
    const first = (await get(`/fetch-single-campaign/admin/appsells/${made.briefId}`)).json();
    expect(first.campaign).toMatchObject({ verified_sites: 0, verified_share: 0, unsettled_sites: 0 });
    await addImage(made.planId, site.id, 'approved');
    const second = (await get(`/fetch-single-campaign/admin/appsells/${made.briefId}`)).json();
    expect(second.campaign).toMatchObject({ verified_sites: 1, verified_share: 1 });
  });
});

describe('complete a campaign', () => {
  it('is refused while sites are neither approved nor waived, naming them; allowed once all are settled', async () => {
    const made = await newCampaign(3);
    const [a, b, c] = made.sites;
    expect((await complete(made.campaign.id, 'planner')).statusCode).toBe(403);
    expect((await complete(made.campaign.id, 'key_account_manager')).statusCode).toBe(403);
    const refused = await complete(made.campaign.id, 'operation_analyst');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      `3 sites have no approved execution status and no waiver: ${[a, b, c].map((s) => s!.code).join(', ')}. Approve their statuses or waive them with a reason before completing the campaign.`,
    );

    await setExecution(made.planId, a!.id, 'live');
    await setExecution(made.planId, b!.id, 'live', 'dismounted');
    const stillTwo = await complete(made.campaign.id);
    expect(stillTwo.statusCode).toBe(409);
    expect(stillTwo.json().message).toMatch(/^2 sites have no approved execution status and no waiver: /);

    // A waiver: 403 for others, 400 without a reason, 409 while a proposal waits, 404 off the campaign.
    const body = { site_id: c!.id, plan_id: made.planId, reason: 'The landlord withdrew the site.' };
    expect((await waive(body, 'operation_analyst')).statusCode).toBe(403);
    expect((await waive({ ...body, reason: '  ' })).statusCode).toBe(400);
    expect((await waive({ site_id: b!.id, plan_id: made.planId, reason: 'x' })).statusCode).toBe(409);
    expect((await waive({ ...body, plan_id: 999_999 })).statusCode).toBe(404);
    const waived = await waive(body);
    expect(waived.statusCode, waived.body).toBe(200);
    expect(waived.json().site).toMatchObject({
      site_id: c!.id,
      waived_reason: 'The landlord withdrew the site.',
      settled: true,
      verified: false,
    });
    const history = await queryRows<{ action: string; reason: string }>(
      t.connection,
      sql`select action, reason from execution_status_history where plan_id = ${made.planId} and site_id = ${c!.id}`,
    );
    expect(history).toEqual([{ action: 'waived', reason: 'The landlord withdrew the site.' }]);
    // Settled sites have nothing to waive (the execution-status machine, as the screen offers it): a second waiver,
    // or one of a site with an approved status, is refused with the rule and leaves the history alone.
    const twice = await waive({ ...body, reason: 'Twice.' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toMatch(
      /Only a site with neither an approved execution status nor a waiver/,
    );
    const ofApproved = await waive({ site_id: a!.id, plan_id: made.planId, reason: 'Not needed.' });
    expect(ofApproved.statusCode).toBe(409);
    expect(
      await queryRows(
        t.connection,
        sql`select 1 from execution_status_history where plan_id = ${made.planId} and action = 'waived'`,
      ),
    ).toHaveLength(1);

    const oneLeft = await complete(made.campaign.id);
    expect(oneLeft.json().message).toBe(
      `1 site has no approved execution status and no waiver: ${b!.code}. Approve their statuses or waive them with a reason before completing the campaign.`,
    );
    await setExecution(made.planId, b!.id, 'dismounted');
    t.clock.advance(60_000);
    const completedBefore = (await get('/completed-campaign-fetch/admin/appsells')).json().allTotal;
    const done = await complete(made.campaign.id, 'operation_analyst');
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({
      message: 'Campaign completed',
      campaign: { id: made.campaign.id, status: 'completed', unsettled_sites: 0, verified_share: 0 },
    });
    expect(done.json().campaign.completed_at).toBe(t.clock.now().toISOString());
    const completed = (await get('/completed-campaign-fetch/admin/appsells')).json();
    expect(completed.allTotal).toBe(completedBefore + 1);
    expect(completed.campaigns[0].id).toBe(made.campaign.id);
    const detail = (await get(`/fetch-single-campaign/admin/appsells/${made.briefId}`)).json();
    expect(detail.campaign.completed_by_name).toBe('Usman Tariq');

    // Admins, KAMs and the other analysts are told, each with a link it may open.
    const told = await notified(t, 'Campaign completed', made.briefNumber);
    const expected = (await staffOf(t, ['admin', 'key_account_manager', 'operation_analyst'])).filter(
      (email) => email !== 'operation_analyst@demo.local',
    );
    expect(told.map((row) => row.email)).toEqual(expected);
    for (const row of told) {
      const route = ROUTES.find((r) =>
        new RegExp(`^${r.path.replace(/\{[^}]+\}/g, '[^/]+')}$`).test(row.link),
      );
      expect(route, row.link).toBeDefined();
      expect(mayOpen(route!.path as AppPath, row.role as StaffRole), `${row.role} ${row.link}`).toBe(true);
    }
    const audit = await queryRows<{ action: string }>(
      t.connection,
      sql`select action from audit_log where entity = 'campaign' and entity_id = ${made.campaign.id} order by id`,
    );
    expect(audit.map((row) => row.action)).toEqual(['campaign.waiveExecutionStatus', 'campaign.complete']);

    const again = await complete(made.campaign.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/^Cannot complete: this campaign is completed/);
    expect((await waive(body)).statusCode).toBe(409);
    expect((await complete(999_999)).statusCode).toBe(404);
  });
});

describe('the work queue', () => {
  it('lists what waits for each role, with links the role may open', async () => {
    const open = (role: StaffRole, link: string) => {
      const path = link.split('?')[0]!;
      const route = ROUTES.find((r) => new RegExp(`^${r.path.replace(/\{[^}]+\}/g, '[^/]+')}$`).test(path));
      return route !== undefined && mayOpen(route.path as AppPath, role);
    };
    const [proposals] = await queryRows<{ n: number }>(
      t.connection,
      sql`select count(*)::int as n from campaign_sites cs join campaigns c on c.id = cs.campaign_id
          where c.status = 'active' and cs.proposed_execution_status_id is not null`,
    );
    const [pending] = await queryRows<{ n: number }>(
      t.connection,
      sql`select count(*)::int as n from pay_orders where status = 'pending'`,
    );
    const admin = (await get('/fetch-work-queue')).json().items as WorkQueueItem[];
    expect(admin.map((item) => item.key)).toEqual([
      'pending_pay_orders',
      'pending_proposals',
      'pending_images',
    ]);
    expect(admin[0]!.count).toBe(Number(pending?.n));
    expect(admin[1]!.count).toBe(Number(proposals?.n));
    for (const item of admin) {
      expect(open('admin', item.href), item.href).toBe(true);
      for (const top of item.top) expect(open('admin', top.href), top.href).toBe(true);
      expect(item.top.length).toBeLessThanOrEqual(5);
    }
    const analyst = (await get('/fetch-work-queue', 'operation_analyst')).json().items as WorkQueueItem[];
    expect(analyst.map((item) => item.key)).toEqual([
      'unassigned_sites',
      'proposable_sites',
      'rejected_images',
    ]);
    for (const item of analyst) {
      expect(open('operation_analyst', item.href)).toBe(true);
      for (const top of item.top) expect(open('operation_analyst', top.href), top.href).toBe(true);
    }
    expect(analyst[0]!.count).toBeGreaterThan(0);
    // One statement answers every item of a role (issue 12): each item's count and top campaigns are its own.
    const unassigned = await queryRows<{ campaign_id: number; n: number }>(
      t.connection,
      sql`select c.id as campaign_id, count(*)::int as n from campaign_sites cs join campaigns c on c.id = cs.campaign_id
          where c.status = 'active' and cs.tracker_id is null
          group by c.id order by n desc, c.id desc limit 5`,
    );
    expect(analyst[0]!.top.map((top) => [top.campaign_id, top.count])).toEqual(
      unassigned.map((row) => [Number(row.campaign_id), Number(row.n)]),
    );
    for (const item of [...admin, ...analyst]) {
      const counts = item.top.map((top) => top.count);
      expect(counts, item.key).toEqual([...counts].sort((a, b) => b - a));
      expect(
        counts.reduce((sum, n) => sum + n, 0),
        item.key,
      ).toBeLessThanOrEqual(item.count);
    }
    const kam = (await get('/fetch-work-queue', 'key_account_manager')).json().items as WorkQueueItem[];
    // A rejected pay order is not an item of its own: its brief waits among the accepted plans without one.
    expect(kam.map((item) => item.key)).toEqual(['awaiting_pay_order']);
    for (const item of kam) expect(open('key_account_manager', item.href)).toBe(true);
    expect((await get('/fetch-work-queue', 'planner')).statusCode).toBe(403);
  });
});
