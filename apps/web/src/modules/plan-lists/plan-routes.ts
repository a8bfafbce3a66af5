import type { PlanListItem } from '@ooh/api';
import { persistedState } from '../../state/store.ts';

/** Remembers the plan being opened (persisted `selectedPlan`), so its screens survive a reload. */
export function selectPlan(plan: Pick<PlanListItem, 'plan_id' | 'planName' | 'brief_number'>): void {
  persistedState.selectedPlan = { id: plan.plan_id, label: `${plan.planName} · ${plan.brief_number}` };
}
