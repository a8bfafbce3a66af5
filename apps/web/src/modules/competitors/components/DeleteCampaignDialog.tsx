import { type CompetitorCampaign, deleteCompetitorCampaign, errorMessage } from '@ooh/api';
import { ConfirmDialog } from '@ooh/ui/confirm-dialog';
import { useState } from 'react';
import { useApiClient } from '../../api/ApiClientContext.tsx';
import { sitesWord } from '../competitor-list.ts';

export type DeleteCampaignDialogProps = {
  campaign: CompetitorCampaign;
  onClose: () => void;
  onDeleted: (message: string) => void;
};

/** Delete a competitor's campaign after a confirmation naming its recorded sites; a refusal stays in the dialog. */
export function DeleteCampaignDialog({ campaign, onClose, onDeleted }: DeleteCampaignDialogProps) {
  const api = useApiClient();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const count = campaign.sites_count;
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={`Delete ${campaign.competitor_campaign_name}?`}
      description={
        count === 0
          ? 'No sites are recorded for it. This cannot be undone.'
          : `Its ${sitesWord(count)}, their photos and its reports go with it. This cannot be undone.`
      }
      confirmLabel="Delete campaign"
      tone="danger"
      busy={busy}
      error={error}
      onConfirm={async () => {
        setBusy(true);
        setError(undefined);
        try {
          const answer = await api.call(deleteCompetitorCampaign, {
            query: { competitor_id: campaign.competitor_id, competitor_campaign_id: campaign.id },
          });
          onDeleted(answer.message);
        } catch (failure) {
          setError(errorMessage(failure, deleteCompetitorCampaign.errorMessage));
        } finally {
          setBusy(false);
        }
      }}
    />
  );
}
