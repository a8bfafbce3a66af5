import type { ScreenProps } from '../modules/navigation/screen-props.ts';
import { PlanView } from '../modules/plans/components/PlanView.tsx';

/** Every plan view route (/view-plan/{plan_id}, /pending-plan-review/…/view-plan/{plan_id}, …): one plan. */
export function PlanViewPage({ route, params }: Pick<ScreenProps, 'route' | 'params'>) {
  return <PlanView key={`${route.path}:${params.plan_id}`} specPath={route.path} params={params} />;
}

// The plan's summary screens and its visual representation load with the plan view's chunk (they share its tables,
// cards and kit; the charts are a lazy chunk of their own): a lazy module of their own cut a chunk of the kit onto
// the sign-in route, whose budget has no room for it (the visual representation's own chunk put /login 0.3 KB over).
export { PlanSummaryDetailsPage } from './PlanSummaryDetailsPage.tsx';
export { PlanSummaryPage } from './PlanSummaryPage.tsx';
export { PreCampaignFormPage } from './PreCampaignFormPage.tsx';
export { VisualRepresentationPage } from './VisualRepresentationPage.tsx';
