import {
  type CompetitorCampaign,
  type CompetitorListItem,
  fetchAllCompetitors,
  fetchCompetitorCampaigns,
} from '@ooh/api';
import type { ListText } from '../kit/list/PagedListPanel.tsx';
import type { FetchPage } from '../kit/list/use-list.ts';

/**
 * The two lists of competitor analysis (issue 18; docs/domain.md "Competitor screens"): the competitors by name,
 * and one competitor's campaigns, newest first; each searched by part of its name, paged, in the address.
 */

export const COMPETITORS_PAGE_SIZE = 10;
export const CAMPAIGNS_PAGE_SIZE = 10;

/** One page of competitors: the search is the spec's `competitor_name`, left out when blank. */
export const fetchCompetitorPage: FetchPage<CompetitorListItem> = async (
  client,
  { page, limit, search },
  signal,
) => {
  const text = search.trim();
  const answer = await client.call(fetchAllCompetitors, {
    query: { page, limit, ...(text ? { competitor_name: text } : {}) },
    signal,
  });
  return {
    items: answer.competitors,
    total: answer.total,
    allTotal: answer.allTotal,
    totalCapped: answer.totalCapped,
  };
};

export const COMPETITOR_LIST_TEXT: ListText = {
  name: 'Competitors',
  fallback: fetchAllCompetitors.errorMessage,
  empty: {
    title: 'No competitors yet',
    description: 'Add the outdoor companies you pitch against, then record where their campaigns were seen.',
  },
  noMatch: {
    title: 'No competitors match',
    description: (search) => `No competitor’s name contains “${search}”. Try part of the name.`,
  },
};

/** The competitor the campaign list's call answered with (it names the page's header). */
export type CompetitorOfList = (competitor: CompetitorListItem) => void;

/**
 * One page of a competitor's campaigns (`campaign_name` searches); the call also answers the competitor, handed to
 * `onCompetitor` for the page's header.
 */
export function campaignPageOf(
  competitorId: number,
  onCompetitor: CompetitorOfList,
): FetchPage<CompetitorCampaign> {
  return async (client, { page, limit, search }, signal) => {
    const text = search.trim();
    const answer = await client.call(fetchCompetitorCampaigns, {
      params: { id: competitorId },
      query: { page, limit, ...(text ? { campaign_name: text } : {}) },
      signal,
    });
    onCompetitor(answer.competitor);
    return {
      items: answer.campaigns,
      total: answer.total,
      allTotal: answer.allTotal,
      totalCapped: answer.totalCapped,
    };
  };
}

export function campaignListText(competitorName: string | null, mayAdd: boolean): ListText {
  return {
    name: 'Campaigns',
    fallback: fetchCompetitorCampaigns.errorMessage,
    empty: {
      title: 'No campaigns recorded',
      description: mayAdd
        ? `Add a campaign of ${competitorName ?? 'this competitor'} when you see it, then record its sites.`
        : `No campaign of ${competitorName ?? 'this competitor'} has been recorded yet.`,
    },
    noMatch: {
      title: 'No campaigns match',
      description: (search) => `No campaign’s name contains “${search}”. Try part of the name.`,
    },
  };
}

/** "1 campaign", "3 campaigns". */
export const campaignsWord = (count: number) => `${count} ${count === 1 ? 'campaign' : 'campaigns'}`;
/** "1 site", "3 sites". */
export const sitesWord = (count: number) => `${count} ${count === 1 ? 'site' : 'sites'}`;

/** What deleting a competitor takes with it, for its confirmation (docs/domain.md "Competitor screens"). */
export function deleteCompetitorText(
  competitor: Pick<CompetitorListItem, 'competitor_name' | 'campaigns_count'>,
) {
  const count = competitor.campaigns_count;
  return count === 0
    ? `${competitor.competitor_name} has no campaigns recorded. This cannot be undone.`
    : `Its ${campaignsWord(count)} go with it, with every site, photo and report recorded for them. This cannot be undone.`;
}
