export { listSiteOptions } from './bookings.ts';
export { type PlanSnapshot, planHistory } from './history.ts';
export { listPlans, listPlansOfBrief } from './lists.ts';
export {
  acceptedFiguresComplete,
  completeAcceptedFigures,
  findPlanDetail,
  groupByCity,
  loadPlanSiteRows,
  PLAN_NOT_FOUND,
  planTotalsWhere,
  storeAcceptedFigures,
} from './queries.ts';
export { acceptPlan, losePlan, requestPlanModification, resubmitPlan, submitPlan } from './review.ts';
export { createPlanName, savePlanSites } from './writes.ts';
