import { parseId } from '@ooh/api';
import { AnalystCampaign } from '../modules/field/components/AnalystCampaign.tsx';
import type { ScreenProps } from '../modules/navigation/screen-props.ts';

/** /operation-analyst/{brief_id}: the field work of the brief's campaign, site by site. */
export function OperationAnalystCampaignPage({
  params,
}: Pick<ScreenProps<'/operation-analyst/{brief_id}'>, 'params'>) {
  return <AnalystCampaign key={params.brief_id} briefId={parseId(params.brief_id)} />;
}
