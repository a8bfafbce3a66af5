import type { UserDetail, UserListItem } from '@ooh/api';
import { ConfirmDialog } from '@ooh/ui/confirm-dialog';
import { useEffect } from 'react';
import { useLifecycleAction } from '../../kit/lifecycle-actions/use-lifecycle-action.ts';
import type { UserCallAction } from '../user-actions.ts';

export type UserActionDialogProps = {
  action: UserCallAction;
  user: UserListItem;
  /** The call went through: its message, and the account as the server now has it (absent once deleted). */
  onDone: (outcome: { message: string; user?: UserDetail }) => void;
  onClose: () => void;
};

/**
 * One account action's confirmation, open while mounted: the action machine's confirm → submitting → done |
 * failed (kit/lifecycle-actions), so a refusal (the last admin, a KAM who owns clients) is shown in the dialog in
 * the server's words and confirming again retries.
 */
export function UserActionDialog({ action, user, onDone, onClose }: UserActionDialogProps) {
  const run = useLifecycleAction({
    requiresReason: false,
    perform: (client) => action.perform(client, user),
    fallback: action.endpoint.errorMessage,
    onDone,
  });
  const { start } = run;
  // biome-ignore lint/correctness/useExhaustiveDependencies: opens once, when mounted
  useEffect(() => start(), []);
  return (
    <ConfirmDialog
      open={run.open}
      onOpenChange={(open) => {
        if (open) return;
        run.cancel();
        onClose();
      }}
      title={action.title(user)}
      description={action.description(user)}
      confirmLabel={action.confirmLabel}
      tone={action.tone === 'danger' ? 'danger' : 'default'}
      busy={run.busy}
      error={run.error}
      onConfirm={() => run.confirm()}
    />
  );
}
