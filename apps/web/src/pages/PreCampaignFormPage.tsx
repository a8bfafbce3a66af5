import type { ScreenProps } from '../modules/navigation/screen-props.ts';
import { PreCampaignForm } from '../modules/plan-summaries/components/PreCampaignForm.tsx';

/** /pre-campaign-form/{plan_id}: the plan's audience, reach, budget and schedule, to read and print. */
export function PreCampaignFormPage({ params }: Pick<ScreenProps<'/pre-campaign-form/{plan_id}'>, 'params'>) {
  return <PreCampaignForm key={params.plan_id} planId={params.plan_id} />;
}
