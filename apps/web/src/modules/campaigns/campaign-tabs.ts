import { type CampaignListItem, fetchActiveCampaigns, fetchCompletedCampaigns } from '@ooh/api';
import { href } from '@ooh/api/routes';
import type { FilterParams } from '../kit/list/list-params.ts';
import type { ListText } from '../kit/list/PagedListPanel.tsx';
import type { FetchPage } from '../kit/list/use-list.ts';

export type CampaignTab = 'active' | 'completed';

/** Spec section 9: page 1 first, 10 to a page. */
export const CAMPAIGNS_PAGE_SIZE = 10;

/**
 * The filters of the campaign lists beside the search box (which searches the campaign name): the spec's
 * start_date, end_date, client_name, region, city and count (docs/domain.md "Campaign": a campaign running on or
 * after the start, on or before the end, with at least `count` sites).
 */
export interface CampaignFilters extends Record<string, unknown> {
  start_date: string | null;
  end_date: string | null;
  client_name: string;
  region: number | null;
  city: number | null;
  count: number | null;
}

export const NO_CAMPAIGN_FILTERS: CampaignFilters = {
  start_date: null,
  end_date: null,
  client_name: '',
  region: null,
  city: null,
  count: null,
};

/** Every filter kept in the address, so a reload or a shared link keeps them (kit/list/list-params.ts). */
export const CAMPAIGN_FILTER_PARAMS: FilterParams<CampaignFilters> = {
  start_date: 'date',
  end_date: 'date',
  client_name: 'text',
  region: 'id',
  city: 'id',
  count: 'count',
};

/** Whether any filter is set (the empty list then says "no match", not "no campaigns"). */
export function filtering(filters: CampaignFilters): boolean {
  return (
    filters.start_date !== null ||
    filters.end_date !== null ||
    filters.client_name.trim() !== '' ||
    filters.region !== null ||
    filters.city !== null ||
    filters.count !== null
  );
}

/** The list call's query: blank filters left out, so an empty form asks for the whole list. */
export function campaignQuery(page: number, limit: number, search: string, filters: CampaignFilters) {
  const name = search.trim();
  const client = filters.client_name.trim();
  return {
    page,
    limit,
    ...(name ? { campaign_name: name } : {}),
    ...(filters.start_date ? { start_date: filters.start_date } : {}),
    ...(filters.end_date ? { end_date: filters.end_date } : {}),
    ...(client ? { client_name: client } : {}),
    ...(filters.region !== null ? { region: filters.region } : {}),
    ...(filters.city !== null ? { city: filters.city } : {}),
    ...(filters.count !== null ? { count: filters.count } : {}),
  };
}

export interface CampaignTabDefinition extends ListText {
  value: CampaignTab;
  label: string;
  fetchPage: FetchPage<CampaignListItem, CampaignFilters>;
}

function campaignPageOf(
  endpoint: typeof fetchActiveCampaigns | typeof fetchCompletedCampaigns,
): FetchPage<CampaignListItem, CampaignFilters> {
  return async (client, { page, limit, search, filters }, signal) => {
    const answer = await client.call(endpoint, {
      query: campaignQuery(page, limit, search, filters),
      signal,
    });
    return {
      items: answer.campaigns,
      total: answer.total,
      allTotal: answer.allTotal,
      totalCapped: answer.totalCapped,
    };
  };
}

const noMatch = (name: string): ListText['noMatch'] => ({
  title: 'No campaigns match',
  description: (search) =>
    `No ${name.toLowerCase()} match “${search}” with these filters. Try another name or clear a filter.`,
});

/** The two lists of /campaign-management, in the order of their tabs. */
export const CAMPAIGN_TABS: readonly CampaignTabDefinition[] = [
  {
    value: 'active',
    label: 'Active',
    name: 'Active campaigns',
    fallback: fetchActiveCampaigns.errorMessage,
    fetchPage: campaignPageOf(fetchActiveCampaigns),
    noMatch: noMatch('Active campaigns'),
    empty: {
      title: 'No active campaigns',
      description: 'A campaign starts when its pay order is accepted; it runs here until it is completed.',
    },
  },
  {
    value: 'completed',
    label: 'Completed',
    name: 'Completed campaigns',
    fallback: fetchCompletedCampaigns.errorMessage,
    fetchPage: campaignPageOf(fetchCompletedCampaigns),
    noMatch: noMatch('Completed campaigns'),
    empty: {
      title: 'No completed campaigns',
      description: 'Campaigns appear here once every site is settled and the campaign is completed.',
    },
  },
];

export const CAMPAIGN_TAB_VALUES: readonly CampaignTab[] = CAMPAIGN_TABS.map((tab) => tab.value);

/** `/campaign-details/7`: a campaign's screen, by its brief. */
export function campaignDetailsPath(campaign: Pick<CampaignListItem, 'brief_id'>): string {
  return href('/campaign-details/{brief_id}', { brief_id: campaign.brief_id });
}
