import { type CompetitorCampaign, deleteCompetitorCampaign } from '@ooh/api';
import { ConfirmCallDialog } from '../../kit/confirm-call/ConfirmCallDialog.tsx';
import { sitesWord } from '../competitor-list.ts';

export type DeleteCampaignDialogProps = {
  campaign: CompetitorCampaign;
  onClose: () => void;
  onDeleted: (message: string) => void;
};

/** Delete a competitor's campaign after a confirmation naming its recorded sites; a refusal stays in the dialog. */
export function DeleteCampaignDialog({ campaign, onClose, onDeleted }: DeleteCampaignDialogProps) {
  const count = campaign.sites_count;
  return (
    <ConfirmCallDialog
      title={`Delete ${campaign.competitor_campaign_name}?`}
      description={
        count === 0
          ? 'No sites are recorded for it. This cannot be undone.'
          : `Its ${sitesWord(count)}, their photos and its reports go with it. This cannot be undone.`
      }
      confirmLabel="Delete campaign"
      call={(api) =>
        api.call(deleteCompetitorCampaign, {
          query: { competitor_id: campaign.competitor_id, competitor_campaign_id: campaign.id },
        })
      }
      fallback={deleteCompetitorCampaign.errorMessage}
      onClose={onClose}
      onDone={onDeleted}
    />
  );
}
