import { errorMessage } from '@ooh/api';
import { Box } from '@ooh/ui/box';
import { EmptyState } from '@ooh/ui/empty-state';
import { ErrorState } from '@ooh/ui/error-state';
import { Link } from '@ooh/ui/link';
import { LoadingIndicator } from '@ooh/ui/loading-indicator';
import { PageHeader } from '@ooh/ui/page-header';
import { Skeleton } from '@ooh/ui/skeleton';
import { Stack } from '@ooh/ui/stack';
import type { RecordLoad } from './use-record.ts';

export type RecordLoadStateProps = {
  /** The record's load until it has succeeded (then the screen shows the record itself). */
  load: Exclude<RecordLoad<unknown>, { status: 'succeeded' }>;
  /** The page's title while there is no record to name it. */
  title: string;
  /** What the record is, in the domain's words: "brief", "plan". */
  noun: string;
  notFoundDescription: string;
  /** Where to go from a record that does not exist. */
  back: { href: string; label: string };
  /** Spec section 8: "An error occurred while fetching …", shown when the answer carries no message. */
  fallbackMessage: string;
};

/** A record screen before its record is there: loading, not found, or failed with Retry. */
export function RecordLoadState({
  load,
  title,
  noun,
  notFoundDescription,
  back,
  fallbackMessage,
}: RecordLoadStateProps) {
  const Noun = noun.charAt(0).toUpperCase() + noun.slice(1);
  return (
    <Stack space="lg">
      <PageHeader title={title} />
      {load.status === 'loading' ? (
        <Box as="section" aria-label={Noun} aria-busy display="flex" flexDirection="column" gap="lg">
          <LoadingIndicator label={`Loading the ${noun}`} />
          <Skeleton shape="text" width="lg" />
          <Skeleton shape="text" width="md" />
          <Skeleton shape="text" width="full" />
          <Skeleton shape="text" width="sm" />
        </Box>
      ) : null}
      {load.status === 'notFound' ? (
        <EmptyState
          title={`${Noun} not found`}
          description={notFoundDescription}
          action={
            <Link href={back.href} variant="standalone">
              {back.label}
            </Link>
          }
        />
      ) : null}
      {load.status === 'failed' ? (
        <ErrorState
          title={`The ${noun} could not be loaded`}
          message={errorMessage(load.error, fallbackMessage)}
          onRetry={load.retry}
        />
      ) : null}
    </Stack>
  );
}
