import { errorMessage } from '@ooh/api';
import { EmptyState } from '@ooh/ui/empty-state';
import { ErrorState } from '@ooh/ui/error-state';
import { Link } from '@ooh/ui/link';
import { LoadingIndicator } from '@ooh/ui/loading-indicator';
import { PageHeader } from '@ooh/ui/page-header';
import { Skeleton } from '@ooh/ui/skeleton';
import type { BriefLoad } from '../hooks/use-brief.ts';
import * as styles from './briefs.css.ts';

/** Spec section 8: "An error occurred while fetching …" when the server's answer carries no message. */
export const BRIEF_FETCH_FAILED = 'An error occurred while fetching the brief';

export type BriefLoadStateProps = {
  load: Exclude<BriefLoad, { status: 'succeeded' }>;
  /** The page's title while there is no brief to name it. */
  title: string;
};

/** A brief screen before its brief is there: loading, not found, or failed with Retry. */
export function BriefLoadState({ load, title }: BriefLoadStateProps) {
  return (
    <div className={styles.stack}>
      <PageHeader title={title} />
      {load.status === 'loading' ? (
        <section aria-label="Brief" aria-busy="true" className={styles.stack}>
          <LoadingIndicator label="Loading the brief" />
          <Skeleton shape="text" width="lg" />
          <Skeleton shape="text" width="md" />
          <Skeleton shape="text" width="full" />
          <Skeleton shape="text" width="sm" />
        </section>
      ) : null}
      {load.status === 'notFound' ? (
        <EmptyState
          title="Brief not found"
          description="It may have been deleted, or the link is wrong."
          action={
            <Link href="/brief" variant="standalone">
              Back to briefs
            </Link>
          }
        />
      ) : null}
      {load.status === 'failed' ? (
        <ErrorState
          title="The brief could not be loaded"
          message={errorMessage(load.error, BRIEF_FETCH_FAILED)}
          onRetry={load.retry}
        />
      ) : null}
    </div>
  );
}
