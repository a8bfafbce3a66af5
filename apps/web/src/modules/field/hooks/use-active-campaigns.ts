import { type CampaignListItem, fetchActiveCampaigns } from '@ooh/api';
import { createListMachine } from '@ooh/machines/list';
import type { ListText } from '../../kit/list/PagedListPanel.tsx';
import { type FetchPage, type ListView, useList } from '../../kit/list/use-list.ts';

/** Spec section 9: 10 to a page. */
const PAGE_SIZE = 10;

export const ACTIVE_CAMPAIGNS: ListText = {
  name: 'Active campaigns',
  fallback: fetchActiveCampaigns.errorMessage,
  empty: {
    title: 'No active campaigns',
    description: 'A campaign starts when its pay order is accepted; its sites then show here for field work.',
  },
};

const campaignListMachine = createListMachine<CampaignListItem>();

/** The search box names campaigns: it is sent as the list's `campaign_name` filter. */
const fetchPage: FetchPage<CampaignListItem> = async (client, { page, limit, search }, signal) => {
  const name = search.trim();
  const answer = await client.call(fetchActiveCampaigns, {
    query: { page, limit, ...(name ? { campaign_name: name } : {}) },
    signal,
  });
  return {
    items: answer.campaigns,
    total: answer.total,
    allTotal: answer.allTotal,
    totalCapped: answer.totalCapped,
  };
};

/** The active campaigns, a page at a time. */
export function useActiveCampaigns(): ListView<CampaignListItem> {
  return useList(campaignListMachine, fetchPage, { limit: PAGE_SIZE });
}
