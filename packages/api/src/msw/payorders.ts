import { HttpResponse } from 'msw';
import {
  acceptPayOrder,
  downloadPayOrderDocument,
  fetchBriefPayOrders,
  fetchBriefsAwaitingPayOrder,
  fetchPayOrderCounts,
  fetchPayOrders,
  type PayOrderItem,
  type PayOrderStatus,
  recordPayOrder,
  rejectPayOrder,
} from '../contract/endpoints/payorders.ts';
import type { HandlerOptions } from './auth.ts';
import { SAMPLE_PDF } from './brief-fixtures.ts';
import { campaignSite, type MockCampaign, toCampaignListItem } from './campaign-fixtures.ts';
import { type MockDb, nextId } from './db.ts';
import { errorResponse, type MockRequest, mockEndpoint, notFound, pageQuery } from './mock.ts';

const round2 = (value: number) => Math.round(value * 100) / 100;

const matches = (search: string | null, ...values: string[]) =>
  !search || values.some((value) => value.toLowerCase().includes(search.toLowerCase()));

function paged<T>(rows: T[], query: { page: number; limit: number }) {
  return rows.slice((query.page - 1) * query.limit, query.page * query.limit);
}

/** The pay order of `params.id`, or the server's 404. */
function findOrder(db: MockDb, request: MockRequest) {
  return db.payOrders.find((order) => order.id === Number(request.params.id));
}

/** The campaign accepting `order` starts: the plan's rows when the db has the plan, else three fixture sites. */
function startCampaign(db: MockDb, order: PayOrderItem): MockCampaign {
  const id = nextId(db.campaigns, (c) => c.id);
  const plan = db.plans.find((p) => p.plan_id === order.plan_id);
  const rows = plan?.sites_list ?? [];
  const start = rows.length ? rows.map((r) => r.start_date).sort()[0] : '2026-12-01';
  const end = rows.length
    ? rows
        .map((r) => r.end_date)
        .sort()
        .at(-1)
    : '2026-12-31';
  const dates = { start_date: start as string, end_date: end as string };
  const sites = (rows.length ? rows.map((r) => r.site_id - 1) : [0, 4, 8]).map((index) =>
    campaignSite(id, order.plan_id, index, dates, { steps: 0, tracker: false }),
  );
  const client = db.clients.find((c) => c.company_name === order.client_name);
  const campaign: MockCampaign = {
    id,
    brief_id: order.brief_id,
    brief_number: order.brief_number,
    plan_id: order.plan_id,
    pay_order_id: order.id,
    name: order.campaign_name,
    client_id: client?.id ?? 1,
    client_name: order.client_name,
    status: 'active',
    ...dates,
    regions: [],
    cities: [],
    sites_count: 0,
    unassigned_sites: 0,
    pending_proposals: 0,
    pending_images: 0,
    unsettled_sites: 0,
    verified_sites: 0,
    verified_share: 0,
    design_link: null,
    highres_link: null,
    created_at: new Date().toISOString(),
    completed_at: null,
    plan_name: order.plan_name,
    pay_order: {
      id: order.id,
      po_number: order.po_number,
      amount: order.amount,
      po_date: order.po_date,
      status: 'accepted',
      plan_total: order.plan_total,
      difference: order.difference,
    },
    completed_by_name: null,
    sites,
  };
  return { ...campaign, ...toCampaignListItem(campaign), sites };
}

/** Pay orders: record (multipart), the lists and counts, one brief's, the document, accept and reject. */
export function payOrderHandlers(db: MockDb, options: HandlerOptions = {}) {
  const live = (briefId: number) =>
    db.payOrders.find((o) => o.brief_id === briefId && (o.status === 'pending' || o.status === 'accepted'));
  return [
    mockEndpoint(
      recordPayOrder,
      ({ params, body }) => {
        const briefId = Number(params.id);
        const awaiting = db.awaitingPayOrder.find((b) => b.brief_id === briefId);
        const existing = live(briefId);
        if (existing?.status === 'pending')
          return errorResponse(
            409,
            'This brief already has a pending pay order: accept or reject it before recording another.',
          ) as never;
        if (existing?.status === 'accepted')
          return errorResponse(
            409,
            'This brief already has an accepted pay order: its campaign has started.',
          ) as never;
        if (!awaiting)
          return errorResponse(
            409,
            'This brief has no accepted plan: a pay order is recorded against the accepted plan.',
          ) as never;
        const fields = (body ?? {}) as Record<string, unknown>;
        const file = fields.file instanceof File ? fields.file : null;
        const amount = round2(Number(fields.amount ?? 0));
        const order: PayOrderItem = {
          id: nextId(db.payOrders, (o) => o.id),
          brief_id: briefId,
          brief_number: awaiting.brief_number,
          campaign_name: awaiting.campaign_name,
          client_name: awaiting.client_name,
          plan_id: awaiting.plan_id,
          plan_name: awaiting.plan_name,
          po_number: String(fields.po_number ?? ''),
          amount,
          po_date: String(fields.po_date ?? ''),
          status: 'pending',
          reason: null,
          plan_total: awaiting.plan_total,
          difference: round2(amount - awaiting.plan_total),
          document: {
            file_name: file?.name ?? 'pay-order.pdf',
            content_type: file?.type || 'application/pdf',
            size: file?.size ?? SAMPLE_PDF.length,
          },
          recorded_by_name: 'Ayesha Khan',
          created_at: new Date().toISOString(),
          decided_by_name: null,
          decided_at: null,
          campaign_id: null,
          verified_share: null,
        };
        db.payOrders.unshift(order);
        db.awaitingPayOrder = db.awaitingPayOrder.filter((b) => b.brief_id !== briefId);
        return HttpResponse.json(
          { message: 'Pay order recorded', pay_order: order },
          { status: 201 },
        ) as never;
      },
      options,
    ),
    mockEndpoint(
      fetchBriefPayOrders,
      ({ params }) => ({
        pay_orders: db.payOrders
          .filter((o) => o.brief_id === Number(params.id))
          .sort((a, b) => b.created_at.localeCompare(a.created_at)),
      }),
      options,
    ),
    mockEndpoint(
      fetchPayOrders,
      ({ url }) => {
        const query = pageQuery(url);
        const status = (url.searchParams.get('status') ?? 'pending') as PayOrderStatus;
        const all = db.payOrders
          .filter((o) => o.status === status)
          .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
        const found = all.filter((o) => matches(query.search, o.po_number, o.brief_number, o.campaign_name));
        return {
          pay_orders: paged(found, query),
          total: found.length,
          totalCapped: false,
          allTotal: all.length,
        };
      },
      options,
    ),
    mockEndpoint(
      fetchBriefsAwaitingPayOrder,
      ({ url }) => {
        const query = pageQuery(url);
        const all = [...db.awaitingPayOrder].sort((a, b) => b.accepted_at.localeCompare(a.accepted_at));
        const found = all.filter((b) =>
          matches(query.search, b.brief_number, b.campaign_name, b.client_name),
        );
        return { briefs: paged(found, query), total: found.length, totalCapped: false, allTotal: all.length };
      },
      options,
    ),
    mockEndpoint(
      fetchPayOrderCounts,
      () => {
        const count = (status: PayOrderStatus) => db.payOrders.filter((o) => o.status === status).length;
        return {
          awaiting: db.awaitingPayOrder.length,
          pending: count('pending'),
          accepted: count('accepted'),
          rejected: count('rejected'),
        };
      },
      options,
    ),
    mockEndpoint(
      downloadPayOrderDocument,
      (request) => {
        const order = findOrder(db, request);
        if (!order) return notFound('Pay order not found') as never;
        return new HttpResponse(SAMPLE_PDF, {
          headers: {
            'content-type': 'application/pdf',
            'content-disposition': `inline; filename="pay-order.pdf"; filename*=UTF-8''${encodeURIComponent(order.document.file_name)}`,
          },
        }) as never;
      },
      options,
    ),
    mockEndpoint(
      acceptPayOrder,
      (request) => {
        const order = findOrder(db, request);
        if (!order) return notFound('Pay order not found') as never;
        if (order.status !== 'pending')
          return errorResponse(409, `Cannot accept: this pay order is ${order.status}.`) as never;
        if (db.campaigns.some((c) => c.brief_id === order.brief_id))
          return errorResponse(409, 'A campaign already exists for this brief.') as never;
        const campaign = startCampaign(db, order);
        db.campaigns.unshift(campaign);
        Object.assign(order, {
          status: 'accepted',
          decided_by_name: 'Ayesha Khan',
          decided_at: new Date().toISOString(),
          campaign_id: campaign.id,
          verified_share: 0,
        } satisfies Partial<PayOrderItem>);
        return {
          message: 'Pay order accepted: the campaign has started',
          pay_order: order,
          campaign: toCampaignListItem(campaign),
        };
      },
      options,
    ),
    mockEndpoint(
      rejectPayOrder,
      (request) => {
        const order = findOrder(db, request);
        if (!order) return notFound('Pay order not found') as never;
        if (order.status !== 'pending')
          return errorResponse(409, `Cannot reject: this pay order is ${order.status}.`) as never;
        const reason = String((request.body as { reason?: string } | undefined)?.reason ?? '');
        Object.assign(order, {
          status: 'rejected',
          reason,
          decided_by_name: 'Ayesha Khan',
          decided_at: new Date().toISOString(),
        } satisfies Partial<PayOrderItem>);
        db.awaitingPayOrder.unshift({
          brief_id: order.brief_id,
          brief_number: order.brief_number,
          campaign_name: order.campaign_name,
          client_name: order.client_name,
          plan_id: order.plan_id,
          plan_name: order.plan_name,
          plan_total: order.plan_total,
          accepted_at: order.created_at,
          last_rejection: { id: order.id, po_number: order.po_number, reason, decided_at: order.decided_at },
        });
        return { message: 'Pay order rejected', pay_order: order };
      },
      options,
    ),
  ];
}
