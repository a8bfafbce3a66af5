import { href } from '@ooh/api/routes';
import { RecordLoadState } from '../../kit/record/RecordLoadState.tsx';
import type { RecordLoad } from '../../kit/record/use-record.ts';

export type SummaryLoadStateProps = {
  load: Exclude<RecordLoad<unknown>, { status: 'succeeded' }>;
  /** The screen's title while there is no plan to name it. */
  title: string;
  /** Spec section 8: the call's message when the answer carries none. */
  fallbackMessage: string;
};

/** A summary screen before its figures are there: loading, plan not found, or failed with Retry. */
export function SummaryLoadState({ load, title, fallbackMessage }: SummaryLoadStateProps) {
  return (
    <RecordLoadState
      load={load}
      title={title}
      noun="plan"
      notFoundDescription="It may have been removed, or the link is wrong."
      back={{ href: href('/plan'), label: 'Back to plans' }}
      fallbackMessage={fallbackMessage}
    />
  );
}
