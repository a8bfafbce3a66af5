import { BriefDetails } from '../modules/briefs/components/BriefDetails.tsx';
import type { ScreenProps } from '../modules/navigation/screen-props.ts';

/** /view-brief-details/{brief_id}: the brief with its plans and links. */
export function BriefDetailsPage({ params }: Pick<ScreenProps<'/view-brief-details/{brief_id}'>, 'params'>) {
  return <BriefDetails key={params.brief_id} briefId={params.brief_id} />;
}
