import { deleteClient, errorMessage } from '@ooh/api';
import { ConfirmDialog } from '@ooh/ui/confirm-dialog';
import { useState } from 'react';
import { useApiClient } from '../../api/ApiClientContext.tsx';

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
  const api = useApiClient();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={`Delete ${client.company_name}?`}
      description="The client leaves the lists and can no longer be chosen for a brief; its briefs, plans and campaigns keep its name. A client with running campaigns or work under way cannot be deleted."
      confirmLabel="Delete client"
      tone="danger"
      busy={busy}
      error={error}
      onConfirm={async () => {
        setBusy(true);
        setError(undefined);
        try {
          const answer = await api.call(deleteClient, { params: { id: client.id } });
          onDeleted(answer.message);
        } catch (failure) {
          setError(errorMessage(failure, deleteClient.errorMessage));
        } finally {
          setBusy(false);
        }
      }}
    />
  );
}
