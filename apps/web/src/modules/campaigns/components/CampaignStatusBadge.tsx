import { campaignMachine, campaignStatusTone } from '@ooh/machines/campaign';
import { statusTitle, toneOf } from '@ooh/machines/lifecycle';
import { StatusBadge } from '@ooh/ui/status-badge';

export type CampaignStatusBadgeProps = {
  status: string;
};

/** A campaign's status in the campaign machine's words. */
export function CampaignStatusBadge({ status }: CampaignStatusBadgeProps) {
  return (
    <StatusBadge tone={toneOf(campaignStatusTone, status)} label={statusTitle(campaignMachine, status)} />
  );
}
