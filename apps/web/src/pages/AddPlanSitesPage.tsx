import type { ScreenProps } from '../modules/navigation/screen-props.ts';
import { PlanSitesScreen } from '../modules/plan-sites/components/PlanSitesScreen.tsx';

/** `"42"` → 42; anything that is not a positive whole number → null (such a plan cannot exist). */
function planIdOf(param: string | undefined): number | null {
  const id = Number(param);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** /add-plan-sites/{plan_id}: the site table of one plan. */
export function AddPlanSitesPage({ params }: Pick<ScreenProps, 'params'>) {
  return <PlanSitesScreen key={params.plan_id} planId={planIdOf(params.plan_id)} />;
}
