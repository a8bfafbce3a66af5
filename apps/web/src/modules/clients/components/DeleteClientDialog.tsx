import { deleteClient } from '@ooh/api';
import { ConfirmCallDialog } from '../../kit/confirm-call/ConfirmCallDialog.tsx';

export type DeleteClientDialogProps = {
  client: { id: number; company_name: string };
  onClose: () => void;
  onDeleted: (message: string) => void;
};

/**
 * Delete a client, after a confirmation. The server refuses (409) while the client has running campaigns or work
 * under way, and its words are shown in the dialog (docs/domain.md "Clients").
 */
export function DeleteClientDialog({ client, onClose, onDeleted }: DeleteClientDialogProps) {
  return (
    <ConfirmCallDialog
      title={`Delete ${client.company_name}?`}
      description="The client leaves the lists and can no longer be chosen for a brief; its briefs, plans and campaigns keep its name. A client with running campaigns or work under way cannot be deleted."
      confirmLabel="Delete client"
      call={(api) => api.call(deleteClient, { params: { id: client.id } })}
      fallback={deleteClient.errorMessage}
      onClose={onClose}
      onDone={onDeleted}
    />
  );
}
