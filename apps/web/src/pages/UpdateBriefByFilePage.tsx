import { BriefUpdateScreen } from '../modules/brief-form/components/BriefUpdateScreen.tsx';
import type { ScreenProps } from '../modules/navigation/screen-props.ts';

/** /update-brief-by-file/{brief_id}: a file brief, prefilled; a form brief goes to /update-brief. */
export function UpdateBriefByFilePage({
  params,
}: Pick<ScreenProps<'/update-brief-by-file/{brief_id}'>, 'params'>) {
  return <BriefUpdateScreen briefId={params.brief_id} kind="file" title="Update brief from a file" />;
}
