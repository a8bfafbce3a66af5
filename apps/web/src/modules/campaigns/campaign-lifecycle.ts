import {
  approveExecutionStatus,
  type CampaignDetail,
  type CampaignSiteItem,
  completeCampaign,
  rejectExecutionStatus,
  waiveExecutionStatus,
} from '@ooh/api';
import { campaignMachine } from '@ooh/machines/campaign';
import { executionStatusMachine } from '@ooh/machines/execution-status';
import { can } from '@ooh/machines/lifecycle';
import { defineLifecycle } from '../kit/lifecycle-actions/definition.ts';

/** A site of a campaign as its actions need it. */
export type CampaignSiteRecord = CampaignSiteItem;

/** Where a site's execution status stands, as the execution-status machine reads it. */
const executionStatusOf = (site: CampaignSiteItem) =>
  site.proposed_execution_status ? 'awaitingApproval' : 'current';

/**
 * Whether the site's execution may be waived, as the execution-status machine decides it (the server asks the
 * same): a site with neither an approved status nor a waiver, and no proposal waiting (docs/domain.md "Campaign").
 */
export function mayBeWaived(site: CampaignSiteItem): boolean {
  return can(
    executionStatusMachine,
    executionStatusOf(site),
    { type: 'executionStatus.waive' },
    {
      currentStatusId: site.execution_status?.id ?? null,
      proposedStatusId: site.proposed_execution_status?.id ?? null,
      waived: site.waived_reason !== null,
    },
  );
}

const siteQuery = (site: CampaignSiteRecord) => ({ site_id: site.site_id, plan_id: site.plan_id });

/**
 * An admin's decision on the execution status an operation analyst proposed for a site (docs/domain.md
 * "Execution status of a plan site"): approve (it becomes current) or reject with a reason (the current status
 * stays; the analyst is told why). Offered while a proposal waits.
 */
export const executionProposalLifecycle = defineLifecycle({
  machine: executionStatusMachine,
  status: (site: CampaignSiteRecord) => executionStatusOf(site),
  facts: (site) => ({
    currentStatusId: site.execution_status?.id ?? null,
    proposedStatusId: site.proposed_execution_status?.id ?? null,
  }),
  actions: [
    {
      key: 'approve',
      kind: 'call',
      event: { type: 'executionStatus.approve' },
      endpoint: approveExecutionStatus,
      label: 'Approve',
      tone: 'primary',
      confirm: {
        title: (site) => `Approve “${site.proposed_execution_status?.name ?? ''}” for ${site.site_code}?`,
        description: (site) =>
          `${site.proposed_by_name ?? 'The operation analyst'} proposed it. It becomes the site's execution status and the proposer is told.`,
        confirmLabel: 'Approve status',
      },
      perform: async (client, site) => {
        const answer = await client.call(approveExecutionStatus, { query: siteQuery(site) });
        return { message: answer.message };
      },
    },
    {
      key: 'reject',
      kind: 'call',
      event: { type: 'executionStatus.reject' },
      endpoint: rejectExecutionStatus,
      label: 'Reject',
      tone: 'secondary',
      confirm: {
        title: (site) => `Reject “${site.proposed_execution_status?.name ?? ''}” for ${site.site_code}?`,
        description: (site) =>
          `The site keeps its current status (${site.execution_status?.name ?? 'none yet'}); the proposer is told why and can propose again.`,
        confirmLabel: 'Reject proposal',
      },
      reason: { label: 'Reason', hint: 'Shown to whoever proposed the status' },
      perform: async (client, site, reason) => {
        const answer = await client.call(rejectExecutionStatus, {
          query: siteQuery(site),
          body: { reason: reason ?? '' },
        });
        return { message: answer.message };
      },
    },
  ],
});

/**
 * Waiving a site's execution (docs/domain.md "Campaign"): an admin records why a site will not get an approved
 * status (a site taken down, a client's change), so the campaign can be completed; the site counts as settled, not
 * as verified. A change to a running campaign, so the campaign machine decides it.
 */
export const siteWaiverLifecycle = defineLifecycle({
  machine: campaignMachine,
  status: (record: { site: CampaignSiteRecord; campaignStatus: string }) => record.campaignStatus,
  facts: () => ({}),
  actions: [
    {
      key: 'waive',
      kind: 'call',
      event: { type: 'campaign.updateExecutionStatus' },
      endpoint: waiveExecutionStatus,
      label: 'Waive',
      tone: 'secondary',
      confirm: {
        title: ({ site }) => `Waive the execution of ${site.site_code}?`,
        description:
          'The site will count as settled when the campaign is completed, though not as verified. The reason is kept in its history.',
        confirmLabel: 'Waive execution',
      },
      reason: { label: 'Reason', hint: 'Why this site will not get an approved execution status' },
      perform: async (client, { site }, reason) => {
        const answer = await client.call(waiveExecutionStatus, {
          body: { site_id: site.site_id, plan_id: site.plan_id, reason: reason ?? '' },
        });
        return { message: answer.message };
      },
    },
  ],
});

/**
 * Completing a campaign (docs/domain.md "Campaign"): it becomes read-only. The server refuses while a site has
 * neither an approved execution status nor a waiver, naming them; the dialog shows that refusal.
 */
export const campaignLifecycle = defineLifecycle({
  machine: campaignMachine,
  status: (campaign: CampaignDetail) => campaign.status,
  facts: (campaign) => ({ unsettledSites: campaign.unsettled_sites }),
  actions: [
    {
      key: 'complete',
      kind: 'call',
      event: { type: 'campaign.complete' },
      endpoint: completeCampaign,
      label: 'Complete campaign',
      tone: 'primary',
      confirm: {
        title: (campaign) => `Complete campaign “${campaign.name}”?`,
        description: (campaign) =>
          `All ${campaign.sites_count} sites are settled and ${campaign.verified_sites} are verified. Once completed, nothing in the campaign can be changed.`,
        confirmLabel: 'Complete campaign',
      },
      perform: async (client, campaign) => {
        const answer = await client.call(completeCampaign, { params: { id: campaign.id } });
        return { message: answer.message };
      },
    },
  ],
});
