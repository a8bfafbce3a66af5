import { fetchPlan } from '@ooh/api';
import { RecordLoadState } from '../../kit/record/RecordLoadState.tsx';
import type { PlanLoad } from '../hooks/use-plan.ts';

export type PlanLoadStateProps = {
  load: Exclude<PlanLoad, { status: 'succeeded' }>;
  /** Where "Back to plans" leads from a plan that does not exist. */
  backHref: string;
};

/** A plan screen before its plan is there: loading, not found, or failed with Retry. */
export function PlanLoadState({ load, backHref }: PlanLoadStateProps) {
  return (
    <RecordLoadState
      load={load}
      title="Plan"
      noun="plan"
      notFoundDescription="It may have been removed, or the link is wrong."
      back={{ href: backHref, label: 'Back to plans' }}
      fallbackMessage={fetchPlan.errorMessage}
    />
  );
}
