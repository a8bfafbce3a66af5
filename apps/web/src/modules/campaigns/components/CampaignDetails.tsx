import { approveExecutionStatus, type CampaignSiteItem, fetchSingleCampaign, parseId } from '@ooh/api';
import { href } from '@ooh/api/routes';
import { campaignMachine } from '@ooh/machines/campaign';
import { Inline } from '@ooh/ui/inline';
import { PageHeader } from '@ooh/ui/page-header';
import { Select } from '@ooh/ui/select';
import { Stack } from '@ooh/ui/stack';
import { notify } from '@ooh/ui/toast';
import { Callout } from '../../kit/callout/Callout.tsx';
import type { ActionOutcome } from '../../kit/lifecycle-actions/definition.ts';
import { lifecycleOffer } from '../../kit/lifecycle-actions/definition.ts';
import { LifecycleActions } from '../../kit/lifecycle-actions/LifecycleActions.tsx';
import { PagedListPanel } from '../../kit/list/PagedListPanel.tsx';
import { usePermissions } from '../../kit/permissions/use-permissions.ts';
import { RecordLoadState } from '../../kit/record/RecordLoadState.tsx';
import { useDocumentTitle } from '../../kit/record/use-document-title.ts';
import {
  type CampaignSiteRecord,
  campaignLifecycle,
  executionProposalLifecycle,
  mayBeWaived,
  siteWaiverLifecycle,
} from '../campaign-lifecycle.ts';
import { type SiteExecutionFilter, useCampaignDetails } from '../hooks/use-campaign-details.ts';
import { CampaignFacts } from './CampaignFacts.tsx';
import { CampaignSitesTable } from './CampaignSitesTable.tsx';
import { CampaignStatusBadge } from './CampaignStatusBadge.tsx';

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

export type CampaignDetailsProps = {
  briefId: string | undefined;
};

const EXECUTION_FILTERS: { value: SiteExecutionFilter | 'all'; label: string }[] = [
  { value: 'all', label: 'All sites' },
  { value: 'unassigned', label: 'Without a tracker' },
  { value: 'awaiting_approval', label: 'Status awaiting approval' },
  { value: 'pending_images', label: 'Photos to review' },
  { value: 'flagged', label: 'Flagged photos' },
];

const SITES_TEXT = {
  name: 'Campaign sites',
  fallback: fetchSingleCampaign.errorMessage,
  empty: { title: 'No sites', description: 'The campaign has no sites.' },
  noMatch: {
    title: 'No sites match your search',
    description: (search: string) =>
      `No site of this campaign matches “${search}”. Try a site code, name or location.`,
  },
};

/**
 * A campaign with its sites (docs/domain.md "Campaign"): the facts, the sites' field state, the admin's
 * decisions on proposed statuses and waivers, and completing the campaign. A completed campaign is read-only.
 */
export function CampaignDetails({ briefId }: CampaignDetailsProps) {
  const { load, sites, reload } = useCampaignDetails(parseId(briefId));
  const permissions = usePermissions();

  useDocumentTitle(load.status === 'succeeded' ? [load.record.brief_number, load.record.name] : null);
  if (load.status !== 'succeeded')
    return (
      <RecordLoadState
        load={load}
        title="Campaign details"
        noun="campaign"
        notFoundDescription="No campaign runs for this brief: its pay order may not be accepted yet, or the link is wrong."
        back={{ href: href('/campaign-management'), label: 'Back to campaigns' }}
        fallbackMessage={fetchSingleCampaign.errorMessage}
      />
    );
  const campaign = load.record;
  // Site decisions change a running campaign: the campaign machine says whether it still may be changed.
  const editable = permissions.mayDo(approveExecutionStatus, campaignMachine, campaign.status, {
    type: 'campaign.updateExecutionStatus',
  });
  // Why "Complete campaign" is not offered yet (sites neither approved nor waived), in the machine's words.
  const completion = lifecycleOffer(campaignLifecycle, campaign, permissions);
  const filteredBy = sites.filters.execution;
  const text =
    filteredBy !== null && sites.search.trim() === ''
      ? {
          ...SITES_TEXT,
          empty: {
            title: 'No sites in this state',
            description:
              'No site of the campaign is in the chosen state. Choose All sites to see every site.',
          },
        }
      : SITES_TEXT;

  const handleDone = (outcome: ActionOutcome<unknown>, what: string) => {
    notify.success({ title: outcome.message, description: `${what} · ${campaign.name}` });
    reload();
  };

  const siteActions = editable
    ? (site: CampaignSiteItem) => {
        const record: CampaignSiteRecord = site;
        return (
          <Inline space="sm" alignY="center">
            <LifecycleActions
              definition={executionProposalLifecycle}
              record={record}
              onDone={(outcome) => handleDone(outcome, site.site_code)}
            />
            {mayBeWaived(site) ? (
              <LifecycleActions
                definition={siteWaiverLifecycle}
                record={{ site: record, campaignStatus: campaign.status }}
                onDone={(outcome) => handleDone(outcome, site.site_code)}
              />
            ) : null}
          </Inline>
        );
      }
    : undefined;

  return (
    <Stack space="lg">
      <PageHeader
        title={campaign.name}
        description={`${campaign.client_name} · ${campaign.brief_number}`}
        actions={
          <Inline space="sm" alignY="center">
            <CampaignStatusBadge status={campaign.status} />
            <LifecycleActions
              definition={campaignLifecycle}
              record={campaign}
              onDone={(outcome) => handleDone(outcome, 'Campaign')}
            />
          </Inline>
        }
      />
      {campaign.status === 'completed' ? (
        <Callout tone="info" role="status">
          This campaign is completed: its sites, statuses and photos can no longer be changed.
        </Callout>
      ) : null}
      {completion.hints.length > 0 ? (
        <Callout tone="info" role="status">
          {`${plural(campaign.unsettled_sites, 'site is', 'sites are')} neither approved nor waived. ${completion.hints.join(' ')}`}
        </Callout>
      ) : null}
      <CampaignFacts campaign={campaign} />
      <PagedListPanel
        list={sites}
        text={text}
        searchHint="Site code, name or location"
        filters={
          <Select
            label="Execution"
            items={EXECUTION_FILTERS}
            value={filteredBy ?? 'all'}
            onValueChange={(value) =>
              sites.changeFilters({
                execution: value === null || value === 'all' ? null : (value as SiteExecutionFilter),
              })
            }
          />
        }
      >
        {({ items, loading, empty }) => (
          <CampaignSitesTable sites={items} loading={loading} empty={empty} actions={siteActions} />
        )}
      </PagedListPanel>
    </Stack>
  );
}
