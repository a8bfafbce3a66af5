import { parseId } from '@ooh/api';
import type { ScreenProps } from '../modules/navigation/screen-props.ts';
import { PlanSitesScreen } from '../modules/plan-sites/components/PlanSitesScreen.tsx';

/** `"42"` → 42; anything that is not a positive whole number → null (such a plan cannot exist). */
/** /add-plan-sites/{plan_id}: the site table of one plan. */
export function AddPlanSitesPage({ params }: Pick<ScreenProps<'/add-plan-sites/{plan_id}'>, 'params'>) {
  return <PlanSitesScreen key={params.plan_id} planId={parseId(params.plan_id)} />;
}
