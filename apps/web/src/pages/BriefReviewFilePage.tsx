import { BriefReview } from '../modules/briefs/components/BriefReview.tsx';
import type { ScreenProps } from '../modules/navigation/screen-props.ts';

/** /brief-review-file/{brief_id}: the review of a brief uploaded as a document. */
export function BriefReviewFilePage({
  params,
}: Pick<ScreenProps<'/brief-review-file/{brief_id}'>, 'params'>) {
  return <BriefReview key={params.brief_id} kind="file" briefId={params.brief_id} />;
}
