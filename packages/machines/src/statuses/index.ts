/**
 * Every lifecycle's stored statuses, in one entry that imports no xstate: the contract's enums and the server's
 * columns are built from these lists, never re-declared.
 */
export { BRIEF_STATUSES } from '../brief/brief.statuses.ts';
export { CAMPAIGN_STATUSES } from '../campaign/campaign.statuses.ts';
export { EXECUTION_STATUS_STATUSES } from '../execution-status/execution-status.statuses.ts';
export { PAY_ORDER_STATUSES } from '../pay-order/pay-order.statuses.ts';
export { PLAN_STATUSES } from '../plan/plan.statuses.ts';
export { REQUESTED_SITE_STATUSES } from '../requested-site/requested-site.statuses.ts';
export { SITE_IMAGE_STATUSES } from '../site-image/site-image.statuses.ts';
export { USER_STATUSES } from '../user/user.statuses.ts';
