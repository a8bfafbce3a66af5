import { type CompetitorCampaign, type CompetitorListItem, isNotFound } from '@ooh/api';
import { createListMachine } from '@ooh/machines/list';
import { DataTable, type DataTableColumn } from '@ooh/ui/data-table';
import { Link } from '@ooh/ui/link';
import { forwardRef, useEffect, useImperativeHandle, useMemo } from 'react';
import { formatDate } from '../../briefs/format.ts';
import { NAME_MIN_WIDTH } from '../../kit/list/column-widths.ts';
import { editDeleteColumn } from '../../kit/list/edit-delete-column.tsx';
import { PagedListPanel } from '../../kit/list/PagedListPanel.tsx';
import { useList } from '../../kit/list/use-list.ts';
import { CAMPAIGNS_PAGE_SIZE, campaignListText, campaignPageOf } from '../competitor-list.ts';
import { campaignDetailsHref } from '../competitor-routes.ts';

const campaignListMachine = createListMachine<CompetitorCampaign>();

export type CampaignListPanelProps = {
  competitorId: number;
  competitorName: string | null;
  /** The competitor the list's call answered (the page's header). */
  onCompetitor: (competitor: CompetitorListItem) => void;
  /** The competitor does not exist (the list's call answered 404). */
  onNotFound: () => void;
  /** Whether the reader may open a campaign's details (admins and planners; not key account managers). */
  mayOpenDetails: boolean;
  mayAdd: boolean;
  onEdit?: ((campaign: CompetitorCampaign) => void) | undefined;
  onDelete?: ((campaign: CompetitorCampaign) => void) | undefined;
};

export interface CampaignListHandle {
  refresh: () => void;
}

const seen = (date: string | null) => (date ? formatDate(date) : '—');

/**
 * A competitor's campaigns, newest first, searched by name (in the address); each links to its sightings for the
 * admin and the planner, and a key account manager reads the list without links or buttons.
 */
export const CampaignListPanel = forwardRef<CampaignListHandle, CampaignListPanelProps>(
  function CampaignListPanel(
    { competitorId, competitorName, onCompetitor, onNotFound, mayOpenDetails, mayAdd, onEdit, onDelete },
    ref,
  ) {
    // biome-ignore lint/correctness/useExhaustiveDependencies: one fetcher per competitor; the callback is the page's setter
    const fetchPage = useMemo(() => campaignPageOf(competitorId, onCompetitor), [competitorId]);
    const list = useList(campaignListMachine, fetchPage, { limit: CAMPAIGNS_PAGE_SIZE });
    useImperativeHandle(ref, () => ({ refresh: list.refresh }), [list.refresh]);
    const notFound = list.status === 'failed' && isNotFound(list.error);
    // biome-ignore lint/correctness/useExhaustiveDependencies: told once, when the answer is a 404
    useEffect(() => {
      if (notFound) onNotFound();
    }, [notFound]);

    const columns: DataTableColumn<CompetitorCampaign>[] = [
      {
        id: 'name',
        header: 'Campaign',
        minWidth: NAME_MIN_WIDTH,
        cell: (campaign) =>
          mayOpenDetails ? (
            <Link href={campaignDetailsHref(campaign.competitor_id, campaign.id)}>
              {campaign.competitor_campaign_name}
            </Link>
          ) : (
            campaign.competitor_campaign_name
          ),
      },
      { id: 'industry', header: 'Industry', cell: (campaign) => campaign.industry_type },
      { id: 'first', header: 'First seen', hideable: true, cell: (campaign) => seen(campaign.first_seen) },
      { id: 'last', header: 'Last seen', hideable: true, cell: (campaign) => seen(campaign.last_seen) },
      { id: 'sites', header: 'Sites', align: 'end', cell: (campaign) => campaign.sites_count },
      ...editDeleteColumn<CompetitorCampaign>({
        nameOf: (campaign) => campaign.competitor_campaign_name,
        onEdit,
        onDelete,
      }),
    ];

    return (
      <PagedListPanel
        list={list}
        text={campaignListText(competitorName, mayAdd)}
        searchHint="Part of the name"
      >
        {({ items, loading, empty }) => (
          <DataTable
            label="Campaigns"
            columns={columns}
            rows={items}
            rowKey={(campaign) => String(campaign.id)}
            rowLabel={(campaign) => campaign.competitor_campaign_name}
            loading={loading}
            empty={empty}
          />
        )}
      </PagedListPanel>
    );
  },
);
