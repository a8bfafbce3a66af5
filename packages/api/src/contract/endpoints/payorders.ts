import { z } from 'zod';
import { PAY_ORDER_FILE_TYPES, PAY_ORDER_MESSAGES, PAY_ORDER_STATUSES } from '../constants.ts';
import { defineEndpoint } from '../define.ts';
import { calendarDate, IdParams, IsoDateTime, money, PageQuery, text } from '../schemas.ts';
import { CampaignListItem } from './campaigns.ts';

/**
 * Pay orders (docs/domain.md "Pay order"): the client's purchase order, recorded against a brief's accepted plan,
 * then accepted (the campaign starts) or rejected with a reason (a new one can then be recorded).
 */

export const PayOrderStatus = z.enum(PAY_ORDER_STATUSES);
export type PayOrderStatus = z.infer<typeof PayOrderStatus>;

/** A calendar date, `YYYY-MM-DD`. */
const IsoDate = z.string().meta({ format: 'date' });

/** Spec section 6: /plan-po-review is for admins and key account managers. */
const payOrderStaff = ['admin', 'key_account_manager'] as const;

/** The client's document (downloaded through `downloadPayOrderDocument`). */
export const PayOrderDocument = z.object({
  file_name: z.string(),
  content_type: z.string(),
  size: z.number().int(),
});
export type PayOrderDocument = z.infer<typeof PayOrderDocument>;

/** One pay order, as every pay-order answer gives it. */
export const PayOrderItem = z.object({
  id: z.number().int(),
  brief_id: z.number().int(),
  brief_number: z.string(),
  campaign_name: z.string(),
  client_name: z.string(),
  plan_id: z.number().int(),
  plan_name: z.string(),
  po_number: z.string(),
  amount: z.number(),
  po_date: IsoDate,
  status: PayOrderStatus,
  /** The rejection reason; null unless rejected. */
  reason: z.string().nullable(),
  /** The accepted plan's consolidated grand total (net + production + tax), as its summary shows it. */
  plan_total: z.number(),
  /** amount − plan_total, rounded to cents: positive when the PO is for more, 0 when they match. */
  difference: z.number(),
  document: PayOrderDocument,
  recorded_by_name: z.string().nullable(),
  created_at: IsoDateTime,
  decided_by_name: z.string().nullable(),
  decided_at: IsoDateTime.nullable(),
  /** The campaign it started; null until accepted. */
  campaign_id: z.number().int().nullable(),
  /** The campaign's verified share (0–1); null until accepted. */
  verified_share: z.number().min(0).max(1).nullable(),
});
export type PayOrderItem = z.infer<typeof PayOrderItem>;

export const PayOrderPage = z.object({
  pay_orders: z.array(PayOrderItem),
  /** Matching the search (counted up to 1,000 past the page; totalCapped), and the status's whole list. */
  total: z.number().int().min(0),
  totalCapped: z.boolean(),
  allTotal: z.number().int().min(0),
});
export type PayOrderPage = z.infer<typeof PayOrderPage>;

/** A brief whose plan is accepted and that has no pending or accepted pay order: one is to be recorded. */
export const AwaitingPayOrderItem = z.object({
  brief_id: z.number().int(),
  brief_number: z.string(),
  campaign_name: z.string(),
  client_name: z.string(),
  plan_id: z.number().int(),
  plan_name: z.string(),
  plan_total: z.number(),
  /** When the plan was accepted (its last change). */
  accepted_at: IsoDateTime,
  /** The latest rejected pay order of the brief, when one was rejected. */
  last_rejection: z
    .object({
      id: z.number().int(),
      po_number: z.string(),
      reason: z.string().nullable(),
      decided_at: IsoDateTime.nullable(),
    })
    .nullable(),
});
export type AwaitingPayOrderItem = z.infer<typeof AwaitingPayOrderItem>;

export const AwaitingPayOrderPage = z.object({
  briefs: z.array(AwaitingPayOrderItem),
  total: z.number().int().min(0),
  totalCapped: z.boolean(),
  allTotal: z.number().int().min(0),
});
export type AwaitingPayOrderPage = z.infer<typeof AwaitingPayOrderPage>;

export const PayOrderCounts = z.object({
  awaiting: z.number().int().min(0),
  pending: z.number().int().min(0),
  accepted: z.number().int().min(0),
  rejected: z.number().int().min(0),
});
export type PayOrderCounts = z.infer<typeof PayOrderCounts>;

// ---------------------------------------------------------------------------------------------------------------
// Input

/**
 * The text fields sent with a pay order (multipart/form-data, beside the `file` part). The server validates these
 * with this schema and the file itself by size and content.
 */
export const PayOrderFields = z.object({
  po_number: text(60, { required: PAY_ORDER_MESSAGES.poNumber }),
  amount: money(PAY_ORDER_MESSAGES.amount, { positive: true }),
  po_date: calendarDate({ missing: PAY_ORDER_MESSAGES.poDate, invalid: PAY_ORDER_MESSAGES.date }),
});
export type PayOrderFields = z.input<typeof PayOrderFields>;

export const PayOrderListQuery = PageQuery.extend({
  status: PayOrderStatus.default('pending'),
  /** Over PO number, brief number and campaign name. */
  search: text(200).optional(),
});

const PayOrderAnswer = z.object({ message: z.string(), pay_order: PayOrderItem });

// ---------------------------------------------------------------------------------------------------------------
// Calls

export const recordPayOrder = defineEndpoint({
  id: 'recordPayOrder',
  method: 'POST',
  path: '/record-pay-order/admin-appsells/{id}',
  auth: 'bearer',
  roles: payOrderStaff,
  group: 'payorders',
  errorMessage: 'An error occurred while recording the pay order',
  extension: true,
  multipart: true,
  files: { field: 'file', types: Object.keys(PAY_ORDER_FILE_TYPES), required: true },
  successStatus: 201,
  summary:
    "Records the client's pay order for a brief (id = the brief's id) against its accepted plan (multipart: po_number, amount, po_date and one `file` part; PDF, JPEG or PNG, 10 MB at most, checked by content). It starts pending; the other admins and KAMs are notified. 404 for an unknown brief, 409 when the brief has no accepted plan or already has a pending or accepted pay order.",
  params: IdParams,
  body: PayOrderFields,
  response: PayOrderAnswer,
});

export const fetchBriefPayOrders = defineEndpoint({
  id: 'fetchBriefPayOrders',
  method: 'GET',
  path: '/fetch-all-pay-orders-/brief/appsells/{id}',
  auth: 'bearer',
  roles: payOrderStaff,
  group: 'payorders',
  errorMessage: 'An error occurred while fetching pay orders',
  summary:
    "Every pay order of a brief (id = the brief's id), newest first, each with the plan's total and the difference. 404 for an unknown brief.",
  params: IdParams,
  response: z.object({ pay_orders: z.array(PayOrderItem) }),
});

export const acceptPayOrder = defineEndpoint({
  id: 'acceptPayOrder',
  lifecycle: 'payOrder',
  method: 'PATCH',
  path: '/accept-pay-order/admin/appsell/{id}',
  auth: 'bearer',
  roles: payOrderStaff,
  group: 'payorders',
  errorMessage: 'An error occurred during the update',
  summary:
    "Accepts a pending pay order and, in the same transaction, starts the campaign of the accepted plan (its name, the plan rows' first start and last end, one campaign site per plan row). The operation analysts are told the campaign started and the recorder that the order was accepted. 409 unless pending, or when the brief already has a campaign.",
  params: IdParams,
  response: z.object({ message: z.string(), pay_order: PayOrderItem, campaign: CampaignListItem }),
});

export const rejectPayOrder = defineEndpoint({
  id: 'rejectPayOrder',
  lifecycle: 'payOrder',
  method: 'PATCH',
  path: '/reject-pay-order/admin/appsell/{id}',
  auth: 'bearer',
  roles: payOrderStaff,
  group: 'payorders',
  errorMessage: 'An error occurred during the update',
  summary:
    'Rejects a pending pay order with a reason; the recorder is notified, and a new pay order can be recorded for the brief. 409 unless pending.',
  params: IdParams,
  body: z.object({
    reason: text(1000, {
      required: PAY_ORDER_MESSAGES.reason,
      tooLong: 'The reason can be at most 1000 characters',
    }),
  }),
  response: PayOrderAnswer,
});

export const fetchPayOrders = defineEndpoint({
  id: 'fetchPayOrders',
  method: 'GET',
  path: '/fetch-pay-orders/appsells',
  auth: 'bearer',
  roles: payOrderStaff,
  group: 'payorders',
  errorMessage: 'An error occurred while fetching pay orders',
  extension: true,
  summary:
    'Pay orders of one status (pending by default), newest first; search over PO number, brief number and campaign name. total = matching (counted up to 1,000 past the page; totalCapped), allTotal = the whole status.',
  query: PayOrderListQuery,
  response: PayOrderPage,
});

export const fetchBriefsAwaitingPayOrder = defineEndpoint({
  id: 'fetchBriefsAwaitingPayOrder',
  method: 'GET',
  path: '/fetch-briefs-awaiting-pay-order/appsells',
  auth: 'bearer',
  roles: payOrderStaff,
  group: 'payorders',
  errorMessage: 'An error occurred while fetching briefs',
  extension: true,
  summary:
    "Briefs whose plan is accepted and that have no pending or accepted pay order, latest accepted first, with the plan's total and the last rejected order; search over brief number, campaign name and client.",
  query: PageQuery.extend({ search: text(200).optional() }),
  response: AwaitingPayOrderPage,
});

export const fetchPayOrderCounts = defineEndpoint({
  id: 'fetchPayOrderCounts',
  method: 'GET',
  path: '/fetch-pay-order-counts',
  auth: 'bearer',
  roles: payOrderStaff,
  group: 'payorders',
  errorMessage: 'An error occurred while fetching pay orders',
  extension: true,
  summary:
    'How many pay orders are pending, accepted and rejected, and how many briefs with an accepted plan await one (read from counters, no scan).',
  response: PayOrderCounts,
});

export const downloadPayOrderDocument = defineEndpoint({
  id: 'downloadPayOrderDocument',
  method: 'GET',
  path: '/download-pay-order-document/{id}',
  auth: 'bearer',
  roles: payOrderStaff,
  group: 'payorders',
  errorMessage: 'An error occurred while fetching the pay order document',
  extension: true,
  download: true,
  contentTypes: Object.keys(PAY_ORDER_FILE_TYPES),
  summary:
    "The pay order's document (id = the pay order's id), with its type and original name (Content-Disposition). 404 for an unknown pay order.",
  params: IdParams,
  response: z.unknown().meta({ format: 'binary' }),
});
