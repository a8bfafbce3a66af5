import {
  type BriefListItem,
  type BriefStatus,
  type EndpointResponse,
  fetchApprovedBriefs,
  type fetchBriefCounts,
  fetchNewBriefs,
  fetchRejectedBriefs,
} from '@ooh/api';
import { href } from '@ooh/api/routes';
import type { ListText } from '../kit/list/PagedListPanel.tsx';
import { type FetchPage, searchedPage } from '../kit/list/use-list.ts';

export type BriefTab = 'new' | 'approved' | 'rejected';

export type BriefCounts = EndpointResponse<typeof fetchBriefCounts>;

export interface BriefTabDefinition extends ListText {
  value: BriefTab;
  label: string;
  /** The stored status the tab lists. */
  status: Exclude<BriefStatus, 'deleted'>;
  count: (counts: BriefCounts) => number;
  fetchPage: FetchPage<BriefListItem>;
}

/** The words every brief list shares: its fallback and what a search that found nothing says. */
function briefListText(name: string): Pick<ListText, 'name' | 'fallback' | 'noMatch'> {
  return {
    name,
    fallback: fetchNewBriefs.errorMessage,
    noMatch: {
      title: 'No briefs match your search',
      description: (search) =>
        `Nothing in ${name.toLowerCase()} matches “${search}”. Try a client, a campaign or a brief number.`,
    },
  };
}

/** One page of a brief list. */
export function briefPageOf(endpoint: typeof fetchNewBriefs): FetchPage<BriefListItem> {
  return searchedPage(async (client, query, signal) => {
    const answer = await client.call(endpoint, { query, signal });
    return {
      items: answer.briefs,
      total: answer.total,
      allTotal: answer.allTotal,
      totalCapped: answer.totalCapped,
    };
  });
}

/** The three lists of /brief, in the order of their tabs. */
export const BRIEF_TABS: readonly BriefTabDefinition[] = [
  {
    value: 'new',
    label: 'New',
    ...briefListText('New briefs'),
    status: 'pending',
    count: (counts) => counts.pendingBriefsCount,
    fetchPage: briefPageOf(fetchNewBriefs),
    empty: {
      title: 'No new briefs',
      description: 'Briefs waiting for a decision appear here as soon as they are created.',
    },
  },
  {
    value: 'approved',
    label: 'Approved',
    ...briefListText('Approved briefs'),
    status: 'approved',
    count: (counts) => counts.approvedBriefsCount,
    fetchPage: briefPageOf(fetchApprovedBriefs),
    empty: { title: 'No approved briefs', description: 'Accepted briefs appear here, ready for planning.' },
  },
  {
    value: 'rejected',
    label: 'Rejected',
    ...briefListText('Rejected briefs'),
    status: 'rejected',
    count: (counts) => counts.rejectedBriefsCount,
    fetchPage: briefPageOf(fetchRejectedBriefs),
    empty: {
      title: 'No rejected briefs',
      description: 'Briefs sent back with a reason appear here until they are updated.',
    },
  },
];

/** The tab values of /brief, in order (the first is the default). */
export const BRIEF_TAB_VALUES: readonly BriefTab[] = BRIEF_TABS.map((tab) => tab.value);

/** `/brief?tab=approved`: the list screen on one tab (the dashboard's cards, the tabs themselves). */
export function briefListHref(tab: BriefTab): string {
  return href('/brief', {}, { tab });
}
