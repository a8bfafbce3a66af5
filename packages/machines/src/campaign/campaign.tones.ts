import type { StatusTone } from '../lifecycle/status-tone.ts';
import type { CampaignStatus } from './campaign.machine.ts';

/** A running campaign is news; a completed one is history. */
export const campaignStatusTone: Record<CampaignStatus, StatusTone> = {
  active: 'info',
  completed: 'neutral',
};
