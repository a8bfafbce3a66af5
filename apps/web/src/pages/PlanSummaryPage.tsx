import type { ScreenProps } from '../modules/navigation/screen-props.ts';
import { PlanSummary } from '../modules/plan-summaries/components/PlanSummary.tsx';

/** /plan/plan-summary/{plan_id}: the plan's consolidated figures, paid and FOC, kinds and regions. */
export function PlanSummaryPage({ params }: Pick<ScreenProps<'/plan/plan-summary/{plan_id}'>, 'params'>) {
  return <PlanSummary key={params.plan_id} planId={params.plan_id} />;
}
