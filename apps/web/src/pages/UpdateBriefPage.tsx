import { BriefUpdateScreen } from '../modules/brief-form/components/BriefUpdateScreen.tsx';
import type { ScreenProps } from '../modules/navigation/screen-props.ts';

/** /update-brief/{brief_id}: a form brief, prefilled; a file brief goes to /update-brief-by-file. */
export function UpdateBriefPage({ params }: Pick<ScreenProps<'/update-brief/{brief_id}'>, 'params'>) {
  return <BriefUpdateScreen briefId={params.brief_id} kind="form" title="Update brief" />;
}
