import { fetchSingleBrief } from '@ooh/api';
import { RecordLoadState } from '../../kit/record/RecordLoadState.tsx';
import type { BriefLoad } from '../hooks/use-brief.ts';

export type BriefLoadStateProps = {
  load: Exclude<BriefLoad, { status: 'succeeded' }>;
  /** The page's title while there is no brief to name it. */
  title: string;
};

/** A brief screen before its brief is there: loading, not found, or failed with Retry. */
export function BriefLoadState({ load, title }: BriefLoadStateProps) {
  return (
    <RecordLoadState
      load={load}
      title={title}
      noun="brief"
      notFoundDescription="It may have been deleted, or the link is wrong."
      back={{ href: '/brief', label: 'Back to briefs' }}
      fallbackMessage={fetchSingleBrief.errorMessage}
    />
  );
}
