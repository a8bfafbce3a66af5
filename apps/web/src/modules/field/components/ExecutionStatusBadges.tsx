import { executionStatusStatusTone } from '@ooh/machines/execution-status';
import { Inline } from '@ooh/ui/inline';
import { StatusBadge } from '@ooh/ui/status-badge';
import { Text } from '@ooh/ui/text';

type Named = { id: number; name: string } | null;

export type ExecutionStatusBadgesProps = {
  site: {
    execution_status: Named;
    proposed_execution_status: Named;
    waived_reason: string | null;
  };
};

/**
 * A campaign site's execution status: the approved one (or "None yet"), and the proposal waiting for an admin as
 * a caution badge ("Proposed: printing"), or the waiver (docs/domain.md "Execution status of a plan site").
 */
export function ExecutionStatusBadges({ site }: ExecutionStatusBadgesProps) {
  return (
    <Inline space="xs" alignY="center">
      {site.execution_status ? (
        <StatusBadge tone={executionStatusStatusTone.current} label={site.execution_status.name} />
      ) : (
        <Text as="span" size="sm" tone="secondary">
          None yet
        </Text>
      )}
      {site.proposed_execution_status ? (
        <StatusBadge
          tone={executionStatusStatusTone.awaitingApproval}
          label={`Proposed: ${site.proposed_execution_status.name}, awaiting approval`}
        />
      ) : null}
      {site.waived_reason ? <StatusBadge tone="info" label="Waived" /> : null}
    </Inline>
  );
}
