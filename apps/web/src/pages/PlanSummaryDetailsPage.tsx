import type { ScreenProps } from '../modules/navigation/screen-props.ts';
import { PlanSummaryDetails } from '../modules/plan-summaries/components/PlanSummaryDetails.tsx';

/** /plan/plan-summary-details/{plan_id}: the plan's sites summed by medium, city and region; its screens. */
export function PlanSummaryDetailsPage({
  params,
}: Pick<ScreenProps<'/plan/plan-summary-details/{plan_id}'>, 'params'>) {
  return <PlanSummaryDetails key={params.plan_id} planId={params.plan_id} />;
}
