import type { ScreenProps } from '../modules/navigation/screen-props.ts';
import { BriefPlans } from '../modules/plan-lists/components/BriefPlans.tsx';

/** Every per-brief plan list route names its brief: `/view-lost-plan/{brief_id}`, `/inprogress-plans/{brief_id}`, … */
type BriefPlansPageProps = Pick<
  ScreenProps<
    | '/view-lost-plan/{brief_id}'
    | '/inprogress-plans/{brief_id}'
    | '/approved-plan-review/{brief_id}'
    | '/modification-plan/{brief_id}'
    | '/modification-required/{brief_id}'
    | '/modification-pending/{brief_id}'
  >,
  'params'
>;

/** /inprogress-plans/{brief_id}: the brief's plans being built. */
export function InprogressPlansPage({ params }: BriefPlansPageProps) {
  return <BriefPlans key={params.brief_id} kind="inprogress" briefId={params.brief_id} />;
}

/** /approved-plan-review/{brief_id}: the brief's accepted plan. */
export function ApprovedPlansPage({ params }: BriefPlansPageProps) {
  return <BriefPlans key={params.brief_id} kind="approved" briefId={params.brief_id} />;
}

/** /modification-plan/{brief_id}: the brief's altered plans (more than one version). */
export function AlteredPlansPage({ params }: BriefPlansPageProps) {
  return <BriefPlans key={params.brief_id} kind="altered" briefId={params.brief_id} />;
}

/** /modification-required/{brief_id}: the brief's plans sent back for modification. */
export function ModificationRequiredPlansPage({ params }: BriefPlansPageProps) {
  return <BriefPlans key={params.brief_id} kind="modification-required" briefId={params.brief_id} />;
}

/** /modification-pending/{brief_id}: the brief's resubmitted plans, waiting for review. */
export function ModificationPendingPlansPage({ params }: BriefPlansPageProps) {
  return <BriefPlans key={params.brief_id} kind="modification-pending" briefId={params.brief_id} />;
}

/** /view-lost-plan/{brief_id}: the brief's lost plans, with the reasons. */
export function LostPlansOfBriefPage({ params }: BriefPlansPageProps) {
  return <BriefPlans key={params.brief_id} kind="lost" briefId={params.brief_id} />;
}
