import { BriefReview } from '../modules/briefs/components/BriefReview.tsx';
import type { ScreenProps } from '../modules/navigation/screen-props.ts';

/** /brief-review-form/{brief_id}: the review of a brief typed into the form. */
export function BriefReviewFormPage({
  params,
}: Pick<ScreenProps<'/brief-review-form/{brief_id}'>, 'params'>) {
  return <BriefReview key={params.brief_id} kind="form" briefId={params.brief_id} />;
}
