import { type ExecutionHistoryEntry, errorMessage, fetchExecutionStatusHistory } from '@ooh/api';
import { Card } from '@ooh/ui/card';
import { EmptyState } from '@ooh/ui/empty-state';
import { ErrorState } from '@ooh/ui/error-state';
import { LoadingIndicator } from '@ooh/ui/loading-indicator';
import { Stack } from '@ooh/ui/stack';
import { Text } from '@ooh/ui/text';
import { formatDateTime } from '../../briefs/format.ts';
import { MultilineText } from '../../kit/text/MultilineText.tsx';
import { useApiRequest } from '../../request/use-api-request.ts';

export type ExecutionHistoryProps = {
  siteId: number;
  planId: number;
};

const actionWords: Record<ExecutionHistoryEntry['action'], string> = {
  proposed: 'Proposed',
  approved: 'Approved',
  rejected: 'Proposal rejected',
  waived: 'Waived',
};

/** "Approved: Printing", "Waived" (a waiver names no status). */
function entryTitle(entry: ExecutionHistoryEntry): string {
  const action = actionWords[entry.action] ?? entry.action;
  return entry.execution_status ? `${action}: ${entry.execution_status.name}` : action;
}

/**
 * A campaign site's execution status history (`fetch-execution-statuses-admin`), newest first: each proposal,
 * decision and waiver, by whom and when, with the reason given (docs/domain.md "Execution status of a plan site").
 */
export function ExecutionHistory({ siteId, planId }: ExecutionHistoryProps) {
  const request = useApiRequest(fetchExecutionStatusHistory, {
    initial: { query: { site_id: siteId, plan_id: planId } },
  });
  const entries = request.data?.data;
  return (
    <Card title="Execution status history">
      {request.status === 'failed' ? (
        <ErrorState
          headingLevel={3}
          title="The history could not be loaded"
          message={errorMessage(request.error, fetchExecutionStatusHistory)}
          onRetry={request.retry}
        />
      ) : entries === undefined ? (
        <LoadingIndicator label="Loading the history" />
      ) : entries.length === 0 ? (
        <EmptyState headingLevel={3} title="No status yet" description="Proposals and approvals show here." />
      ) : (
        <Stack as="ol" space="md" aria-label="Execution status history">
          {entries.map((entry) => (
            <Stack key={entry.id} space="xxs">
              <Text weight="semibold">{entryTitle(entry)}</Text>
              <Text size="sm" tone="secondary">
                {entry.by_name ?? 'Someone'} · <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
              </Text>
              {entry.reason ? (
                <Text>
                  <MultilineText>{`Reason: ${entry.reason}`}</MultilineText>
                </Text>
              ) : null}
            </Stack>
          ))}
        </Stack>
      )}
    </Card>
  );
}
