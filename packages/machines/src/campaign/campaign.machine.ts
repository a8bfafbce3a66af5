import { setup } from 'xstate';
import { CAMPAIGN_STATUSES } from './campaign.statuses.ts';

export { CAMPAIGN_STATUSES };

export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

export interface CampaignContext {
  /**
   * Sites of the campaign that are neither approved (an approved execution status and no proposal waiting) nor
   * waived with a reason: completing waits for none (docs/domain.md "Campaign").
   */
  unsettledSites: number;
}

/**
 * Everything that changes a campaign or the plan sites running in it. The server checks the matching event
 * before each such write (for an execution status it checks this machine and the execution-status machine).
 */
export type CampaignEvent =
  /** Name, regions, cities or dates. */
  | { type: 'campaign.update' }
  | { type: 'campaign.assignTracker' }
  | { type: 'campaign.updateTrackerStatus' }
  | { type: 'campaign.updateExecutionStatus' }
  | { type: 'campaign.uploadImages' }
  /** Approving, rejecting or deleting site images. */
  | { type: 'campaign.reviewImages' }
  | { type: 'campaign.complete' };

/** The editing events, each allowed while the campaign is active and refused once it is completed. */
export const CAMPAIGN_EDITING_EVENTS = [
  'campaign.update',
  'campaign.assignTracker',
  'campaign.updateTrackerStatus',
  'campaign.updateExecutionStatus',
  'campaign.uploadImages',
  'campaign.reviewImages',
] as const satisfies ReadonlyArray<CampaignEvent['type']>;

/**
 * A campaign, created when a pay order is accepted (docs/domain.md "Campaign"): active while it runs (trackers,
 * execution statuses and site photos are edited), then completed, after which it is read-only.
 */
export const campaignMachine = setup({
  types: {
    context: {} as CampaignContext,
    events: {} as CampaignEvent,
  },
  guards: {
    allSitesSettled: ({ context }) => context.unsettledSites === 0,
  },
}).createMachine({
  id: 'campaign',
  context: { unsettledSites: 0 },
  initial: 'active',
  states: {
    active: {
      on: {
        'campaign.update': { target: 'active' },
        'campaign.assignTracker': { target: 'active' },
        'campaign.updateTrackerStatus': { target: 'active' },
        'campaign.updateExecutionStatus': { target: 'active' },
        'campaign.uploadImages': { target: 'active' },
        'campaign.reviewImages': { target: 'active' },
        'campaign.complete': {
          target: 'completed',
          guard: 'allSitesSettled',
          description:
            'Every site needs an approved execution status (no proposal waiting) or a waiver with a reason before the campaign can be completed.',
        },
      },
    },
    completed: {
      type: 'final',
      description: 'A completed campaign is read-only: nothing in it can be changed any more.',
    },
  },
});

export type CampaignMachine = typeof campaignMachine;
