import type { PlanListItem, PlanStatus, StaffRole } from '@ooh/api';
import { persistedState } from '../../state/store.ts';
import { canOpenPath } from '../navigation/route-match.ts';

export type PlanRouteTarget = Pick<PlanListItem, 'plan_id' | 'brief_id' | 'status'>;

/**
 * The view screen of a plan, by its status (each status has its own review screen in the spec's route table):
 * in progress → /inprogress-plans/{brief}/view-plan/{plan}, pending → /pending-plan-review/…, modification
 * required and pending → their own, accepted → /approved-plan-review/…, lost → /view-lost-plan-detail/{plan}.
 * Every plan list and the plan screens use this one mapping.
 */
export function planStatusHref(plan: PlanRouteTarget): string {
  const { plan_id: planId, brief_id: briefId } = plan;
  const byStatus: Record<PlanStatus, string> = {
    inprogress: `/inprogress-plans/${briefId}/view-plan/${planId}`,
    pending: `/pending-plan-review/${briefId}/view-plan/${planId}`,
    modification_required: `/modification-required/${briefId}/view-plan/${planId}`,
    modification_pending: `/modification-pending/${briefId}/view-plan/${planId}`,
    accepted: `/approved-plan-review/${briefId}/view-plan/${planId}`,
    lost: `/view-lost-plan-detail/${planId}`,
  };
  // A status the contract does not know yet opens the plain plan view.
  return byStatus[plan.status] ?? `/view-plan/${planId}`;
}

/**
 * Where `role` views a plan in its status: the status's screen when the role may open it, else the
 * modification-request view (a KAM's way to a modification-pending plan: /modification-pending is for planners
 * and editors), else the plain plan view. Every plan list and the plan screens open plans through this.
 */
export function planViewHref(plan: PlanRouteTarget, role: StaffRole | null): string {
  const candidates = [planStatusHref(plan)];
  if (plan.status === 'modification_required' || plan.status === 'modification_pending')
    candidates.push(`/view-modification-request/${plan.brief_id}/view-plan/${plan.plan_id}`);
  candidates.push(`/view-plan/${plan.plan_id}`);
  return candidates.find((href) => canOpenPath(href, role)) ?? (candidates.at(-1) as string);
}

/** The plan view inside the attach-plan screen (standalone, for KAMs and admins). */
export function attachPlanViewHref(plan: Pick<PlanListItem, 'plan_id' | 'brief_id'>): string {
  return `/attach-plan/${plan.brief_id}/view-plan/${plan.plan_id}`;
}

/** The site table of a plan, where a new plan is built. */
export function planSitesHref(planId: number): string {
  return `/add-plan-sites/${planId}`;
}

/** Remembers the plan being opened (persisted `selectedPlan`), so its screens survive a reload. */
export function selectPlan(plan: Pick<PlanListItem, 'plan_id' | 'planName' | 'brief_number'>): void {
  persistedState.selectedPlan = { id: plan.plan_id, label: `${plan.planName} · ${plan.brief_number}` };
}
