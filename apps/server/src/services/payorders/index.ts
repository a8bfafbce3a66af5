export { differenceOf } from './plan-total.ts';
export {
  findPayOrderDocument,
  findPayOrderItem,
  listBriefPayOrders,
  listBriefsAwaitingPayOrder,
  listPayOrders,
  PAY_ORDER_NOT_FOUND,
  payOrderCounts,
  payOrderListStatement,
} from './queries.ts';
export {
  acceptPayOrder,
  differenceWords,
  type PayOrderDeps,
  payOrderDocumentType,
  recordPayOrder,
  rejectPayOrder,
} from './writes.ts';
