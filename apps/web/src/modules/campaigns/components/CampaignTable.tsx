import type { CampaignListItem } from '@ooh/api';
import { DataTable, type DataTableColumn } from '@ooh/ui/data-table';
import { Link } from '@ooh/ui/link';
import { Stack } from '@ooh/ui/stack';
import { Text } from '@ooh/ui/text';
import type { ReactNode } from 'react';
import { formatDate } from '../../briefs/format.ts';
import { NAME_MIN_WIDTH, PHRASE_MIN_WIDTH } from '../../kit/list/column-widths.ts';
import { dateRangeColumn } from '../../kit/list/date-range-column.ts';
import { type CampaignTab, campaignDetailsPath } from '../campaign-tabs.ts';
import { VerifiedShare } from './VerifiedShare.tsx';

export type CampaignTableProps = {
  tab: CampaignTab;
  label: string;
  campaigns: CampaignListItem[];
  loading: boolean;
  empty: ReactNode;
  onOpen: (campaign: CampaignListItem) => void;
};

/** What waits on a campaign, in words: "2 proposals · 5 photos to review · 3 sites without a tracker". */
export function waitingText(campaign: CampaignListItem): string {
  const parts = [
    campaign.pending_proposals > 0
      ? `${campaign.pending_proposals} ${campaign.pending_proposals === 1 ? 'proposal' : 'proposals'} to approve`
      : null,
    campaign.pending_images > 0
      ? `${campaign.pending_images} ${campaign.pending_images === 1 ? 'photo' : 'photos'} to review`
      : null,
    campaign.unassigned_sites > 0
      ? `${campaign.unassigned_sites} ${campaign.unassigned_sites === 1 ? 'site' : 'sites'} without a tracker`
      : null,
  ].filter((part): part is string => part !== null);
  return parts.length === 0 ? 'Nothing waiting' : parts.join(' · ');
}

function places(names: readonly string[]): string {
  return names.length === 0 ? '—' : names.join(', ');
}

function columnsFor(tab: CampaignTab): DataTableColumn<CampaignListItem>[] {
  return [
    {
      id: 'campaign',
      header: 'Campaign',
      minWidth: NAME_MIN_WIDTH,
      hideable: false,
      cell: (campaign) => (
        <Stack space="xs">
          <Link href={campaignDetailsPath(campaign)}>{campaign.name}</Link>
          <Text size="sm" tone="secondary">
            {campaign.client_name}
          </Text>
        </Stack>
      ),
    },
    dateRangeColumn((campaign) => ({ start: campaign.start_date, end: campaign.end_date })),
    {
      id: 'where',
      header: 'Regions and cities',
      cell: (campaign) => (
        <Stack space="xs">
          <Text>{places(campaign.regions)}</Text>
          <Text size="sm" tone="secondary">
            {places(campaign.cities)}
          </Text>
        </Stack>
      ),
    },
    { id: 'sites', header: 'Sites', cell: (campaign) => String(campaign.sites_count), align: 'end' },
    {
      id: 'verified',
      header: 'Verified',
      cell: (campaign) => <VerifiedShare verified={campaign.verified_sites} sites={campaign.sites_count} />,
    },
    tab === 'active'
      ? {
          id: 'waiting',
          header: 'Waiting',
          minWidth: PHRASE_MIN_WIDTH,
          cell: (campaign) => waitingText(campaign),
        }
      : {
          id: 'completed',
          header: 'Completed',
          cell: (campaign) => (campaign.completed_at ? formatDate(campaign.completed_at) : '—'),
        },
  ];
}

/** One page of a campaign list; a row (click, Enter or Space) or its name opens the campaign's details. */
export function CampaignTable({ tab, label, campaigns, loading, empty, onOpen }: CampaignTableProps) {
  return (
    <DataTable
      label={label}
      columns={columnsFor(tab)}
      rows={campaigns}
      rowKey={(campaign) => String(campaign.id)}
      rowLabel={(campaign) => campaign.name}
      loading={loading}
      skeletonRows={5}
      empty={empty}
      onRowClick={onOpen}
    />
  );
}
