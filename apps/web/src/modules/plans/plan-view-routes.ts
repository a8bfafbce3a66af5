import type { PlanListItem, PlanStatus } from '@ooh/api';
import { type AppPath, href } from '@ooh/api/routes';

/**
 * The statuses each plan view route is for. The plain plan view and the attach-plan view show a plan in any
 * status; the others are one list's detail screen, so a plan that leaves the list leaves the screen too.
 */
const ROUTE_STATUSES: Readonly<Partial<Record<AppPath, readonly PlanStatus[] | 'any'>>> = {
  '/view-plan/{plan_id}': 'any',
  '/attach-plan/{brief_id}/view-plan/{plan_id}': 'any',
  '/inprogress-plans/{brief_id}/view-plan/{plan_id}': ['inprogress'],
  '/pending-plan-review/{brief_id}/view-plan/{plan_id}': ['pending'],
  '/pending-plan-review/{plan_id}': ['pending'],
  '/approved-plan-review/{brief_id}/view-plan/{plan_id}': ['accepted'],
  '/view-modification-request/{brief_id}/view-plan/{plan_id}': [
    'modification_required',
    'modification_pending',
  ],
  '/modification-required/{brief_id}/view-plan/{plan_id}': ['modification_required'],
  '/modification-pending/{brief_id}/view-plan/{plan_id}': ['modification_pending'],
  '/view-lost-plan-detail/{plan_id}': ['lost'],
};

/** The spec paths of every plan view route (the routes PlanViewPage serves). */
export const PLAN_VIEW_ROUTES = Object.keys(ROUTE_STATUSES) as AppPath[];

/** Whether the route at `specPath` is a screen for a plan in `status`. */
export function routeShowsStatus(specPath: AppPath, status: string): boolean {
  const statuses = ROUTE_STATUSES[specPath];
  if (statuses === undefined) return false;
  return statuses === 'any' || (statuses as readonly string[]).includes(status);
}

/** The route at `specPath` with the plan's own ids (a route without `{brief_id}` ignores it). */
export function planPath(specPath: AppPath, plan: Pick<PlanListItem, 'plan_id' | 'brief_id'>): string {
  return (href as (path: AppPath, params: object) => string)(specPath, {
    plan_id: plan.plan_id,
    brief_id: plan.brief_id,
  });
}
