import { PlanView } from '../modules/plans/components/PlanView.tsx';
import type { ScreenProps } from '../routes.ts';

/** Every plan view route (/view-plan/{plan_id}, /pending-plan-review/…/view-plan/{plan_id}, …): one plan. */
export function PlanViewPage({ route, params }: Pick<ScreenProps, 'route' | 'params'>) {
  return <PlanView key={`${route.specPath}:${params.plan_id}`} specPath={route.specPath} params={params} />;
}
