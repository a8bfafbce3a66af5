import { CampaignDetails } from '../modules/campaigns/components/CampaignDetails.tsx';
import type { ScreenProps } from '../modules/navigation/screen-props.ts';

/** /campaign-details/{brief_id}: a campaign, by its brief, with its sites' field state. */
export function CampaignDetailsPage({ params }: Pick<ScreenProps<'/campaign-details/{brief_id}'>, 'params'>) {
  return <CampaignDetails key={params.brief_id} briefId={params.brief_id} />;
}
