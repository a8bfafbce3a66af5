import type { PlanListItem, PlanStatus, StaffRole } from '@ooh/api';
import { canOpenPath } from '../navigation/route-match.ts';
import { planViewHref } from '../plan-lists/plan-routes.ts';

type PlanPlace = Pick<PlanListItem, 'plan_id' | 'brief_id' | 'status'>;

/**
 * The statuses each plan view route is for. The plain plan view and the attach-plan view show a plan in any
 * status; the others are one list's detail screen, so a plan that leaves the list leaves the screen too.
 */
const ROUTE_STATUSES: Readonly<Record<string, readonly PlanStatus[] | 'any'>> = {
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
export const PLAN_VIEW_ROUTES: readonly string[] = Object.keys(ROUTE_STATUSES);

/** Whether the route at `specPath` is a screen for a plan in `status`. */
export function routeShowsStatus(specPath: string, status: string): boolean {
  const statuses = ROUTE_STATUSES[specPath];
  if (statuses === undefined) return false;
  return statuses === 'any' || (statuses as readonly string[]).includes(status);
}

/** `/a/{brief_id}/b/{plan_id}` with the plan's own ids. */
export function planPath(specPath: string, plan: Pick<PlanListItem, 'plan_id' | 'brief_id'>): string {
  return specPath.replace('{brief_id}', String(plan.brief_id)).replace('{plan_id}', String(plan.plan_id));
}

/** Where a plan is viewed in its status, for a role that may open it (see `planViewHref`). */
export const planViewHrefFor = (plan: PlanPlace, role: StaffRole | null): string => planViewHref(plan, role);

/**
 * The per-brief plan list a plan belongs to in its status, for the header's brief link; then the brief with
 * its plans. Null when the role may open none of them.
 */
export function briefPlansHref(plan: PlanPlace, role: StaffRole | null): string | null {
  const id = plan.brief_id;
  const byStatus: Record<PlanStatus, string[]> = {
    inprogress: [`/inprogress-plans/${id}`],
    pending: [],
    accepted: [`/approved-plan-review/${id}`],
    modification_required: [`/modification-required/${id}`, `/modification-plan/${id}`],
    modification_pending: [`/modification-pending/${id}`, `/modification-plan/${id}`],
    lost: [`/view-lost-plan/${id}`],
  };
  const candidates = [...(byStatus[plan.status] ?? []), `/view-brief-details/${id}`, `/attach-plan/${id}`];
  return candidates.find((href) => canOpenPath(href, role)) ?? null;
}
