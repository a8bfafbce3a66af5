import type { CampaignListItem } from '@ooh/api';
import { analystCampaignHref } from '@ooh/api/routes';
import { DataTable, type DataTableColumn } from '@ooh/ui/data-table';
import { Link } from '@ooh/ui/link';
import { Text } from '@ooh/ui/text';
import { useLocation } from 'wouter';
import { NAME_MIN_WIDTH } from '../../kit/list/column-widths.ts';
import { dateRangeColumn } from '../../kit/list/date-range-column.ts';
import { PagedListPanel } from '../../kit/list/PagedListPanel.tsx';
import { formatCount } from '../../kit/text/format-count.ts';
import { formatShare } from '../field-format.ts';
import { ACTIVE_CAMPAIGNS, useActiveCampaigns } from '../hooks/use-active-campaigns.ts';

/** A waiting count: the number, and a dash-free zero that does not draw the eye. */
function waiting(value: number) {
  return value > 0 ? (
    <Text as="span" weight="semibold" tone="caution" numeric>
      {formatCount(value)}
    </Text>
  ) : (
    <Text as="span" tone="secondary" numeric>
      0
    </Text>
  );
}

const columns: DataTableColumn<CampaignListItem>[] = [
  {
    id: 'name',
    header: 'Campaign',
    minWidth: NAME_MIN_WIDTH,
    hideable: false,
    cell: (campaign) => <Link href={analystCampaignHref(campaign)}>{campaign.name}</Link>,
  },
  { id: 'client', header: 'Client', cell: (campaign) => campaign.client_name },
  dateRangeColumn((campaign) => ({ start: campaign.start_date, end: campaign.end_date })),
  { id: 'sites', header: 'Sites', align: 'end', cell: (campaign) => formatCount(campaign.sites_count) },
  {
    id: 'unassigned',
    header: 'Without tracker',
    align: 'end',
    cell: (campaign) => waiting(campaign.unassigned_sites),
  },
  {
    id: 'proposals',
    header: 'Awaiting approval',
    align: 'end',
    cell: (campaign) => waiting(campaign.pending_proposals),
  },
  {
    id: 'images',
    header: 'Photos to review',
    align: 'end',
    cell: (campaign) => waiting(campaign.pending_images),
  },
  {
    id: 'verified',
    header: 'Verified',
    align: 'end',
    cell: (campaign) => formatShare(campaign.verified_share),
  },
];

/**
 * The running campaigns (`campaign-fetch`), searched by name and paged, each with what waits in it: sites without
 * a tracker, proposals awaiting approval, photos to review. A row opens the campaign's field screen.
 */
export function ActiveCampaignsPanel() {
  const list = useActiveCampaigns();
  const [, navigate] = useLocation();
  return (
    <PagedListPanel list={list} text={ACTIVE_CAMPAIGNS} searchHint="Campaign name">
      {({ items, loading, empty }) => (
        <DataTable
          label={ACTIVE_CAMPAIGNS.name}
          columns={columns}
          rows={items}
          rowKey={(campaign) => String(campaign.id)}
          rowLabel={(campaign) => campaign.name}
          loading={loading}
          skeletonRows={5}
          empty={empty}
          onRowClick={(campaign) => navigate(analystCampaignHref(campaign))}
        />
      )}
    </PagedListPanel>
  );
}
