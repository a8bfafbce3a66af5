import {
  fetchPlanSummaryConsolidated,
  PAY_ORDER_MESSAGES,
  type PayOrderItem,
  type StaffRole,
} from '@ooh/api/contract';
import { mayOpen } from '@ooh/api/routes';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, setupTestApp, type TestContext } from '../test/harness.ts';
import { TINY_PDF } from '../test/multipart.ts';
import { newAcceptedPlan, notified, recordPayOrderCall, staffOf } from '../test/payorders.ts';

// docs/domain.md "Pay order": recorded against a brief's accepted plan, accepted (the campaign starts in the same
// transaction) or rejected with a reason; the lists, the counts and the document.

let t: TestContext;
beforeAll(async () => {
  t = await setupTestApp();
});
afterAll(() => t?.close());

const get = async (path: string, role: StaffRole = 'admin') =>
  t.call({ method: 'GET', url: `/api${path}`, token: await t.tokenForRole(role) });
const patch = async (path: string, payload: object | undefined, role: StaffRole = 'admin') =>
  t.call({
    method: 'PATCH',
    url: `/api${path}`,
    token: await t.tokenForRole(role),
    ...(payload ? { payload } : {}),
  });
const accept = (id: number, role: StaffRole = 'admin') =>
  patch(`/accept-pay-order/admin/appsell/${id}`, undefined, role);
const reject = (id: number, reason: string | undefined, role: StaffRole = 'admin') =>
  patch(`/reject-pay-order/admin/appsell/${id}`, reason === undefined ? {} : { reason }, role);

async function planTotal(planId: number): Promise<number> {
  const response = await get(fetchPlanSummaryConsolidated.path.replace('{id}', String(planId)));
  expect(response.statusCode, response.body).toBe(200);
  return response.json().grand_total;
}

async function counter(key: string): Promise<number> {
  const [row] = await queryRows<{ value: number }>(
    t.connection,
    sql`select coalesce((select value from list_counters where key = ${key}), 0)::int as value`,
  );
  return Number(row?.value ?? 0);
}

describe('record a pay order', () => {
  it('records it pending against the accepted plan, with the plan total, the difference and the document', async () => {
    const plan = await newAcceptedPlan(t);
    const total = await planTotal(plan.planId);
    const pendingBefore = await counter('pay_orders:status:pending');
    const response = await recordPayOrderCall(t, plan.briefId, {
      po_number: 'PO-77120',
      amount: (total + 12_000).toFixed(2),
      po_date: '2026-11-21',
    });
    expect(response.statusCode, response.body).toBe(201);
    const order: PayOrderItem = response.json().pay_order;
    expect(order).toMatchObject({
      brief_id: plan.briefId,
      brief_number: plan.briefNumber,
      plan_id: plan.planId,
      po_number: 'PO-77120',
      po_date: '2026-11-21',
      status: 'pending',
      reason: null,
      plan_total: total,
      difference: 12_000,
      document: { file_name: 'client PO.pdf', content_type: 'application/pdf', size: TINY_PDF.length },
      recorded_by_name: 'Bilal Ahmed',
      decided_by_name: null,
      decided_at: null,
      campaign_id: null,
      verified_share: null,
    });
    expect(order.amount).toBeCloseTo(total + 12_000, 2);
    expect(await counter('pay_orders:status:pending')).toBe(pendingBefore + 1);

    // The other admins and KAMs are told (not the recorder), with a link each may open.
    const told = await notified(t, 'Pay order recorded', 'PO-77120');
    const expected = (await staffOf(t, ['admin', 'key_account_manager'])).filter(
      (email) => email !== 'key_account_manager@demo.local',
    );
    expect(told.map((row) => row.email)).toEqual(expected);
    for (const row of told) {
      expect(row.link).toBe(`/plan-po-review?tab=pending&search=${plan.briefNumber}`);
      expect(mayOpen('/plan-po-review', row.role as StaffRole)).toBe(true);
    }
    const [body] = await queryRows<{ body: string }>(
      t.connection,
      sql`select body from notifications where title = 'Pay order recorded' and body like '%PO-77120%' limit 1`,
    );
    expect(body?.body).toContain("PKR 12,000.00 more than the plan's total");

    const audit = await queryRows<{ action: string }>(
      t.connection,
      sql`select action from audit_log where entity = 'pay_order' and entity_id = ${order.id}`,
    );
    expect(audit.map((row) => row.action)).toEqual(['payOrder.record']);

    const document = await get(`/download-pay-order-document/${order.id}`, 'key_account_manager');
    expect(document.statusCode).toBe(200);
    expect(document.headers['content-type']).toBe('application/pdf');
    expect(document.rawPayload.equals(TINY_PDF)).toBe(true);
    expect((await get('/download-pay-order-document/999999')).statusCode).toBe(404);
    expect((await get(`/download-pay-order-document/${order.id}`, 'planner')).statusCode).toBe(403);
  });

  it('refuses other roles, bad input, unknown briefs, briefs without an accepted plan and a second live order', async () => {
    const plan = await newAcceptedPlan(t);
    expect((await recordPayOrderCall(t, plan.briefId, {}, { role: 'planner' })).statusCode).toBe(403);
    expect((await recordPayOrderCall(t, plan.briefId, {}, { role: 'operation_analyst' })).statusCode).toBe(
      403,
    );

    const noFile = await recordPayOrderCall(t, plan.briefId, {}, { file: null });
    expect(noFile.statusCode).toBe(400);
    expect(JSON.stringify(noFile.json())).toContain(PAY_ORDER_MESSAGES.file);
    const text = await recordPayOrderCall(
      t,
      plan.briefId,
      {},
      { file: { name: 'po.pdf', content: 'not a pdf at all' } },
    );
    expect(text.statusCode).toBe(400);
    expect(JSON.stringify(text.json())).toContain(PAY_ORDER_MESSAGES.fileType);
    const zero = await recordPayOrderCall(t, plan.briefId, { amount: 0 });
    expect(zero.statusCode).toBe(400);
    expect(zero.json().errors.amount).toBe(PAY_ORDER_MESSAGES.amount);
    const long = await recordPayOrderCall(t, plan.briefId, { po_number: 'x'.repeat(61) });
    expect(long.statusCode).toBe(400);
    const badDate = await recordPayOrderCall(t, plan.briefId, { po_date: '2026-02-30' });
    expect(badDate.statusCode).toBe(400);

    expect((await recordPayOrderCall(t, 999_999)).statusCode).toBe(404);

    const unaccepted = await newAcceptedPlan(t, { status: 'pending' });
    const refused = await recordPayOrderCall(t, unaccepted.briefId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(PAY_ORDER_MESSAGES.noAcceptedPlan);

    expect((await recordPayOrderCall(t, plan.briefId)).statusCode).toBe(201);
    const twice = await recordPayOrderCall(t, plan.briefId);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(PAY_ORDER_MESSAGES.pendingExists);
    // Nothing of the refused calls was kept: one order, one document row for this brief.
    const [kept] = await queryRows<{ n: number }>(
      t.connection,
      sql`select count(*)::int as n from pay_orders where brief_id = ${plan.briefId}`,
    );
    expect(Number(kept?.n)).toBe(1);
  });
});

describe('accept a pay order', () => {
  it('starts the campaign of the accepted plan in the same transaction, and tells the analysts and the recorder', async () => {
    const plan = await newAcceptedPlan(t, { sites: 4 });
    const order = (await recordPayOrderCall(t, plan.briefId)).json().pay_order as PayOrderItem;
    const activeBefore = await counter('campaigns:status:active');
    expect((await accept(order.id, 'planner')).statusCode).toBe(403);
    t.clock.advance(60_000);
    const response = await accept(order.id);
    expect(response.statusCode, response.body).toBe(200);
    const { pay_order, campaign, message } = response.json();
    expect(message).toBe('Pay order accepted: the campaign has started');
    expect(pay_order).toMatchObject({
      id: order.id,
      status: 'accepted',
      decided_by_name: 'Ayesha Khan',
      campaign_id: campaign.id,
      verified_share: 0,
    });
    const [span] = await queryRows<{ start: string; end: string }>(
      t.connection,
      sql`select min(start_date)::text as start, max(end_date)::text as end from plan_sites where plan_id = ${plan.planId}`,
    );
    expect(campaign).toMatchObject({
      brief_id: plan.briefId,
      plan_id: plan.planId,
      pay_order_id: order.id,
      name: order.campaign_name,
      status: 'active',
      start_date: span?.start,
      end_date: span?.end,
      sites_count: 4,
      unassigned_sites: 4,
      unsettled_sites: 4,
      verified_share: 0,
    });
    const sites = await queryRows<{ site_id: number }>(
      t.connection,
      sql`select site_id from campaign_sites where campaign_id = ${campaign.id} order by site_id`,
    );
    expect(sites.map((row) => Number(row.site_id)).sort()).toEqual(plan.sites.map((site) => site.id).sort());
    expect(await counter('campaigns:status:active')).toBe(activeBefore + 1);

    const analysts = await notified(t, 'Campaign started', plan.briefNumber);
    expect(analysts.map((row) => row.email)).toEqual(await staffOf(t, ['operation_analyst']));
    for (const row of analysts) {
      expect(row.link).toBe(`/operation-analyst/${plan.briefId}`);
      expect(mayOpen('/operation-analyst/{brief_id}', row.role as StaffRole)).toBe(true);
    }
    const recorder = await notified(t, 'Pay order accepted', order.po_number);
    expect(recorder.map((row) => [row.email, row.link])).toEqual([
      ['key_account_manager@demo.local', `/plan-po-review?tab=accepted&search=${plan.briefNumber}`],
    ]);

    const again = await accept(order.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/^Cannot accept: this pay order is accepted/);
    expect((await accept(999_999)).statusCode).toBe(404);
    // A brief with an accepted order takes no other.
    const another = await recordPayOrderCall(t, plan.briefId);
    expect(another.statusCode).toBe(409);
    expect(another.json().message).toBe(PAY_ORDER_MESSAGES.acceptedExists);
  });

  it('leaves nothing behind when the campaign cannot be started: the order stays pending', async () => {
    const plan = await newAcceptedPlan(t);
    const order = (await recordPayOrderCall(t, plan.briefId)).json().pay_order as PayOrderItem;
    // A campaign appears for the brief behind the app's back (another server, a data fix).
    await t.connection.db.execute(sql`
      insert into campaigns (brief_id, plan_id, name, start_date, end_date)
      values (${plan.briefId}, ${plan.planId}, 'Started elsewhere', '2041-01-01', '2041-02-01')`);
    const response = await accept(order.id);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(PAY_ORDER_MESSAGES.campaignExists);
    const [row] = await queryRows<{ status: string; sites: number; audits: number }>(
      t.connection,
      sql`select po.status,
                 (select count(*) from campaign_sites cs join campaigns c on c.id = cs.campaign_id
                   where c.brief_id = ${plan.briefId})::int as sites,
                 (select count(*) from audit_log a where a.entity = 'pay_order' and a.entity_id = po.id
                   and a.action = 'payOrder.accept')::int as audits
          from pay_orders po where po.id = ${order.id}`,
    );
    expect(row).toEqual({ status: 'pending', sites: 0, audits: 0 });
  });
});

describe('reject a pay order', () => {
  it('needs a reason, tells the recorder why, and lets a new order be recorded', async () => {
    const plan = await newAcceptedPlan(t);
    const order = (await recordPayOrderCall(t, plan.briefId)).json().pay_order as PayOrderItem;
    expect((await reject(order.id, '')).statusCode).toBe(400);
    expect((await reject(order.id, undefined)).statusCode).toBe(400);
    expect((await reject(order.id, 'x', 'designer')).statusCode).toBe(403);
    const response = await reject(order.id, 'The amount is short by 10%.', 'admin');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().pay_order).toMatchObject({
      status: 'rejected',
      reason: 'The amount is short by 10%.',
      decided_by_name: 'Ayesha Khan',
    });
    const told = await notified(t, 'Pay order rejected', order.po_number);
    expect(told.map((row) => [row.email, row.link])).toEqual([
      ['key_account_manager@demo.local', `/plan-po-review?tab=rejected&search=${plan.briefNumber}`],
    ]);
    const again = await reject(order.id, 'Again');
    expect(again.statusCode).toBe(409);
    expect((await accept(order.id)).statusCode).toBe(409);

    const awaiting = (
      await get(`/fetch-briefs-awaiting-pay-order/appsells?search=${plan.briefNumber}`)
    ).json();
    expect(awaiting.briefs).toHaveLength(1);
    expect(awaiting.briefs[0]).toMatchObject({
      brief_id: plan.briefId,
      plan_id: plan.planId,
      last_rejection: { id: order.id, reason: 'The amount is short by 10%.' },
    });
    const replacement = await recordPayOrderCall(t, plan.briefId, { po_number: 'PO-REPLACED' });
    expect(replacement.statusCode, replacement.body).toBe(201);
    const ofBrief = (await get(`/fetch-all-pay-orders-/brief/appsells/${plan.briefId}`)).json().pay_orders;
    expect(ofBrief.map((o: PayOrderItem) => [o.po_number, o.status])).toEqual([
      ['PO-REPLACED', 'pending'],
      [order.po_number, 'rejected'],
    ]);
  });
});

describe('the pay order lists', () => {
  it('page each status newest first, search, and count from the counters', async () => {
    const first = await newAcceptedPlan(t);
    const second = await newAcceptedPlan(t);
    await recordPayOrderCall(t, first.briefId, { po_number: 'LIST-ONE' });
    t.clock.advance(1000);
    await recordPayOrderCall(t, second.briefId, { po_number: 'LIST-TWO' });
    const page = (await get('/fetch-pay-orders/appsells?status=pending&limit=2')).json();
    expect(page.allTotal).toBe(await counter('pay_orders:status:pending'));
    expect(page.total).toBe(page.allTotal);
    expect(page.pay_orders.map((o: PayOrderItem) => o.po_number)).toEqual(['LIST-TWO', 'LIST-ONE']);
    const searched = (await get('/fetch-pay-orders/appsells?status=pending&search=list-one')).json();
    expect(searched).toMatchObject({ total: 1, totalCapped: false });
    expect(searched.pay_orders[0].po_number).toBe('LIST-ONE');
    const byBrief = (
      await get(`/fetch-pay-orders/appsells?status=pending&search=${second.briefNumber}`)
    ).json();
    expect(byBrief.pay_orders.map((o: PayOrderItem) => o.po_number)).toEqual(['LIST-TWO']);
    const page2 = (await get('/fetch-pay-orders/appsells?status=pending&limit=1&page=2')).json();
    expect(page2.pay_orders.map((o: PayOrderItem) => o.po_number)).toEqual(['LIST-ONE']);

    // The seeded orders: accepted ones carry their campaign and its verified share.
    const accepted = (await get('/fetch-pay-orders/appsells?status=accepted&limit=100')).json();
    expect(accepted.pay_orders.length).toBeGreaterThan(0);
    for (const o of accepted.pay_orders as PayOrderItem[]) {
      expect(o.campaign_id).not.toBeNull();
      expect(o.verified_share).toBeGreaterThanOrEqual(0);
    }
    const rejected = (await get('/fetch-pay-orders/appsells?status=rejected', 'key_account_manager')).json();
    expect(rejected.allTotal).toBe(await counter('pay_orders:status:rejected'));

    const counts = (await get('/fetch-pay-order-counts')).json();
    const [awaiting] = await queryRows<{ n: number }>(
      t.connection,
      sql`select count(*)::int as n from plans p where p.status = 'accepted'
          and not exists (select 1 from pay_orders po where po.brief_id = p.brief_id and po.status in ('pending', 'accepted'))
          and not exists (select 1 from campaigns c where c.brief_id = p.brief_id)`,
    );
    expect(counts).toEqual({
      awaiting: Number(awaiting?.n),
      pending: await counter('pay_orders:status:pending'),
      accepted: await counter('pay_orders:status:accepted'),
      rejected: await counter('pay_orders:status:rejected'),
    });
    const awaitingList = (await get('/fetch-briefs-awaiting-pay-order/appsells?limit=100')).json();
    expect(awaitingList.allTotal).toBe(counts.awaiting);
    expect(awaitingList.briefs).toHaveLength(counts.awaiting);

    expect((await get('/fetch-pay-orders/appsells', 'designer')).statusCode).toBe(403);
    expect((await get('/fetch-pay-order-counts', 'planner')).statusCode).toBe(403);
    expect((await get('/fetch-pay-orders/appsells?status=lost')).statusCode).toBe(400);
    expect((await get('/fetch-all-pay-orders-/brief/appsells/999999')).statusCode).toBe(404);
  });
});
