import type { ScreenProps } from '../modules/navigation/screen-props.ts';
import { PlanView } from '../modules/plans/components/PlanView.tsx';

/** Every plan view route (/view-plan/{plan_id}, /pending-plan-review/…/view-plan/{plan_id}, …): one plan. */
export function PlanViewPage({ route, params }: Pick<ScreenProps, 'route' | 'params'>) {
  return <PlanView key={`${route.path}:${params.plan_id}`} specPath={route.path} params={params} />;
}
