import type { PlanListItem } from '@ooh/api';
import { useEffect } from 'react';
import { selectPlan } from '../../plan-lists/plan-routes.ts';

export type SelectedPlanEffectProps = {
  plan: Pick<PlanListItem, 'plan_id' | 'planName' | 'brief_number'>;
};

/** Remembers the plan on screen as the selected plan (persisted), so the screens it leads to know it. */
export function SelectedPlanEffect({ plan }: SelectedPlanEffectProps) {
  const { plan_id: planId, planName, brief_number: briefNumber } = plan;
  useEffect(() => {
    selectPlan({ plan_id: planId, planName, brief_number: briefNumber });
  }, [planId, planName, briefNumber]);
  return null;
}
