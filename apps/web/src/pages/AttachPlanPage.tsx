import type { ScreenProps } from '../modules/navigation/screen-props.ts';
import { BriefPlans } from '../modules/plan-lists/components/BriefPlans.tsx';

/** /attach-plan/{brief_id} (standalone): every plan of the brief, and "Create plan" to start another. */
export function AttachPlanPage({ params }: Pick<ScreenProps<'/attach-plan/{brief_id}'>, 'params'>) {
  return <BriefPlans key={params.brief_id} kind="attach" briefId={params.brief_id} />;
}
