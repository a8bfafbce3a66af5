import { type CompetitorListItem, deleteCompetitor, errorMessage } from '@ooh/api';
import { ConfirmDialog } from '@ooh/ui/confirm-dialog';
import { useState } from 'react';
import { useApiClient } from '../../api/ApiClientContext.tsx';
import { deleteCompetitorText } from '../competitor-list.ts';

export type DeleteCompetitorDialogProps = {
  competitor: CompetitorListItem;
  onClose: () => void;
  onDeleted: (message: string) => void;
};

/** Delete a competitor after a confirmation naming how many campaigns go with it; a refusal stays in the dialog. */
export function DeleteCompetitorDialog({ competitor, onClose, onDeleted }: DeleteCompetitorDialogProps) {
  const api = useApiClient();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={`Delete ${competitor.competitor_name}?`}
      description={deleteCompetitorText(competitor)}
      confirmLabel="Delete competitor"
      tone="danger"
      busy={busy}
      error={error}
      onConfirm={async () => {
        setBusy(true);
        setError(undefined);
        try {
          const answer = await api.call(deleteCompetitor, { params: { id: competitor.id } });
          onDeleted(answer.message);
        } catch (failure) {
          setError(errorMessage(failure, deleteCompetitor.errorMessage));
        } finally {
          setBusy(false);
        }
      }}
    />
  );
}
