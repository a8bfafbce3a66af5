import { type CompetitorListItem, deleteCompetitor } from '@ooh/api';
import { ConfirmCallDialog } from '../../kit/confirm-call/ConfirmCallDialog.tsx';
import { deleteCompetitorText } from '../competitor-list.ts';

export type DeleteCompetitorDialogProps = {
  competitor: CompetitorListItem;
  onClose: () => void;
  onDeleted: (message: string) => void;
};

/** Delete a competitor after a confirmation naming how many campaigns go with it; a refusal stays in the dialog. */
export function DeleteCompetitorDialog({ competitor, onClose, onDeleted }: DeleteCompetitorDialogProps) {
  return (
    <ConfirmCallDialog
      title={`Delete ${competitor.competitor_name}?`}
      description={deleteCompetitorText(competitor)}
      confirmLabel="Delete competitor"
      call={(api) => api.call(deleteCompetitor, { params: { id: competitor.id } })}
      fallback={deleteCompetitor.errorMessage}
      onClose={onClose}
      onDone={onDeleted}
    />
  );
}
