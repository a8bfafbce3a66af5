import { updateExecutionStatus } from '@ooh/api';
import { Button } from '@ooh/ui/button';
import { ConfirmDialog } from '@ooh/ui/confirm-dialog';
import { useLifecycleAction } from '../../kit/lifecycle-actions/use-lifecycle-action.ts';
import type { FieldSite } from '../field-format.ts';

export type ProposeStatusButtonProps = {
  site: FieldSite & { next_execution_status: { id: number; name: string } };
  planId: number;
  onProposed: (site: FieldSite, message: string) => void;
};

/**
 * "Propose <next status>" for one campaign site (`update-execution-status`), behind a confirmation: the next
 * status in order is the only one that can be proposed, and an admin approves or rejects it (docs/domain.md
 * "Execution status of a plan site"). A refusal stays in the dialog, where confirming again retries.
 */
export function ProposeStatusButton({ site, planId, onProposed }: ProposeStatusButtonProps) {
  const next = site.next_execution_status;
  const action = useLifecycleAction({
    requiresReason: false,
    fallback: updateExecutionStatus.errorMessage,
    perform: (client) =>
      client.call(updateExecutionStatus, {
        query: { execution_status_id: next.id, site_id: site.site_id, plan_id: planId },
      }),
    onDone: (answer) => onProposed(answer.site, answer.message),
  });
  return (
    <>
      <Button
        size="sm"
        variant="secondary"
        onClick={action.start}
        aria-label={`Propose ${next.name} for ${site.site_code}`}
      >
        {`Propose ${next.name}`}
      </Button>
      <ConfirmDialog
        open={action.open}
        onOpenChange={(open) => (open ? undefined : action.cancel())}
        title={`Propose “${next.name}” for ${site.site_code}?`}
        description={`${site.site_name}: the admins are asked to approve it. Until they decide, the site shows the proposal and no other status can be proposed.`}
        confirmLabel={`Propose ${next.name}`}
        busy={action.busy}
        error={action.error}
        onConfirm={action.confirm}
      />
    </>
  );
}
