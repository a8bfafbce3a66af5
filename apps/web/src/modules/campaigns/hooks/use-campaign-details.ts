import {
  CAMPAIGN_SITE_FILTERS,
  type CampaignDetail,
  type CampaignSiteItem,
  fetchSingleCampaign,
  isNotFound,
} from '@ooh/api';
import { createListMachine } from '@ooh/machines/list';
import { useMemo, useState } from 'react';
import type { FetchPage, ListView } from '../../kit/list/use-list.ts';
import { useList } from '../../kit/list/use-list.ts';
import type { RecordLoad } from '../../kit/record/use-record.ts';

/** The execution filter of a campaign's sites (docs/domain.md "Campaign"). */
export type SiteExecutionFilter = 'unassigned' | 'awaiting_approval' | 'pending_images' | 'flagged';

export interface CampaignSiteFilters extends Record<string, unknown> {
  execution: SiteExecutionFilter | null;
}

/** Spec section 9: 10 to a page. */
export const CAMPAIGN_SITES_PAGE_SIZE = 10;

const siteListMachine = createListMachine<CampaignSiteItem, CampaignSiteFilters>();

export interface CampaignDetailsView {
  /** The campaign as the latest page of its sites told it; loading, not found or failed before the first. */
  load: RecordLoad<CampaignDetail>;
  sites: ListView<CampaignSiteItem, CampaignSiteFilters>;
  /** Loads the campaign and the shown page again (after an action on a site or the campaign). */
  reload: () => void;
}

/**
 * One campaign with a page of its sites (`fetchSingleCampaign`, by the brief's id as the route carries it): one
 * call a page, the campaign's facts taken from each answer so the header follows the sites' changes.
 */
export function useCampaignDetails(briefId: number | null): CampaignDetailsView {
  const [campaign, setCampaign] = useState<CampaignDetail | null>(null);
  const fetchPage = useMemo<FetchPage<CampaignSiteItem, CampaignSiteFilters>>(
    () =>
      async (client, { page, limit, search, filters }, signal) => {
        if (briefId === null) throw new Error('No such campaign');
        const text = search.trim();
        const answer = await client.call(fetchSingleCampaign, {
          params: { id: briefId },
          query: {
            page,
            limit,
            ...(text ? { search: text } : {}),
            ...(filters.execution ? { execution: filters.execution } : {}),
          },
          signal,
        });
        setCampaign(answer.campaign);
        return { items: answer.sites, total: answer.total, totalCapped: answer.totalCapped };
      },
    [briefId],
  );
  const sites = useList(
    siteListMachine,
    fetchPage,
    { limit: CAMPAIGN_SITES_PAGE_SIZE, filters: { execution: null } },
    { filterParams: { execution: { choices: CAMPAIGN_SITE_FILTERS } } },
  );

  let load: RecordLoad<CampaignDetail>;
  if (briefId === null) load = { status: 'notFound' };
  else if (campaign) load = { status: 'succeeded', record: campaign };
  else if (sites.status === 'failed')
    load = isNotFound(sites.error)
      ? { status: 'notFound' }
      : { status: 'failed', error: sites.error, retry: sites.retry };
  else load = { status: 'loading' };

  return { load, sites, reload: sites.refresh };
}
