import {
  CAMPAIGN_SITE_FILTERS,
  type CampaignDetail,
  type CampaignSiteFilter,
  fetchSingleCampaign,
  isNotFound,
} from '@ooh/api';
import { createListMachine } from '@ooh/machines/list';
import { useMemo, useState } from 'react';
import type { ListText } from '../../kit/list/PagedListPanel.tsx';
import { type FetchPage, type ListView, useList } from '../../kit/list/use-list.ts';
import type { FieldSite } from '../field-format.ts';

/** Spec section 9: 10 to a page. */
const PAGE_SIZE = 10;

/** The filter of the sites by what waits on them (the call's `execution` filter); `all` sends none. */
export type SiteExecutionFilter = 'all' | CampaignSiteFilter;

export const SITE_FILTERS: { value: SiteExecutionFilter; label: string }[] = [
  { value: 'all', label: 'All sites' },
  { value: 'unassigned', label: 'Without a tracker' },
  { value: 'awaiting_approval', label: 'Proposal awaiting approval' },
  { value: 'pending_images', label: 'Photos to review' },
  { value: 'flagged', label: 'Flagged photos' },
];

export type CampaignSiteFilters = { execution: SiteExecutionFilter };

export const CAMPAIGN_SITES: ListText = {
  name: 'Campaign sites',
  fallback: fetchSingleCampaign.errorMessage,
  empty: { title: 'No sites', description: 'This campaign has no sites.' },
  noMatch: {
    title: 'No site matches',
    description: (search) =>
      `No site of this campaign matches “${search}”. Try a site code, name or location.`,
  },
};

const siteListMachine = createListMachine<FieldSite, CampaignSiteFilters>();

export interface CampaignSitesView {
  list: ListView<FieldSite, CampaignSiteFilters>;
  /** The campaign, from the latest page (its waiting counts move with the sites). */
  campaign: CampaignDetail | undefined;
  /** The brief has no campaign (404), or the route's id cannot name one. */
  notFound: boolean;
}

/**
 * The sites of one campaign (`fetch-single-campaign`, by the brief's id), searched, filtered by what waits on
 * them and paged; each page also carries the campaign itself, which the screen's header shows.
 */
export function useCampaignSites(briefId: number): CampaignSitesView {
  const [campaign, setCampaign] = useState<CampaignDetail | undefined>(undefined);
  const fetchPage = useMemo<FetchPage<FieldSite, CampaignSiteFilters>>(
    () =>
      async (client, { page, limit, search, filters }, signal) => {
        const text = search.trim();
        const answer = await client.call(fetchSingleCampaign, {
          params: { id: briefId },
          query: {
            page,
            limit,
            ...(text ? { search: text } : {}),
            ...(filters.execution !== 'all' ? { execution: filters.execution } : {}),
          },
          signal,
        });
        setCampaign(answer.campaign);
        return {
          items: answer.sites,
          total: answer.total,
          allTotal: answer.allTotal,
          totalCapped: answer.totalCapped,
        };
      },
    [briefId],
  );
  const list = useList(
    siteListMachine,
    fetchPage,
    { limit: PAGE_SIZE, filters: { execution: 'all' } },
    { filterParams: { execution: { choices: CAMPAIGN_SITE_FILTERS } } },
  );
  const notFound = campaign === undefined && list.status === 'failed' && isNotFound(list.error);
  return { list, campaign, notFound };
}
