import { ConfirmDialog } from '@ooh/ui/confirm-dialog';
import type { UnsavedChangesGuard } from './use-unsaved-changes-guard.ts';

export type UnsavedChangesDialogProps = {
  guard: UnsavedChangesGuard;
  /** What is lost, in the screen's words; a general sentence by default. */
  description?: string;
};

/** "Leave without saving?": Stay on this page (the safe choice, focused first) or Leave without saving. */
export function UnsavedChangesDialog({ guard, description }: UnsavedChangesDialogProps) {
  return (
    <ConfirmDialog
      open={guard.blocked}
      onOpenChange={(open) => {
        if (!open) guard.stay();
      }}
      title="Leave without saving?"
      description={description ?? 'Your changes on this page are not saved. If you leave now, they are lost.'}
      confirmLabel="Leave without saving"
      cancelLabel="Stay on this page"
      tone="danger"
      onConfirm={guard.leave}
    />
  );
}
