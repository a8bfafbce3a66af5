import {
  type BriefListItem,
  type BriefStatus,
  type EndpointResponse,
  fetchApprovedBriefs,
  type fetchBriefCounts,
  fetchNewBriefs,
  fetchRejectedBriefs,
} from '@ooh/api';
import type { FetchPage } from '../list/use-list.ts';

export type BriefTab = 'new' | 'approved' | 'rejected';

export type BriefCounts = EndpointResponse<typeof fetchBriefCounts>;

export interface BriefTabDefinition {
  value: BriefTab;
  label: string;
  /** The stored status the tab lists. */
  status: Exclude<BriefStatus, 'deleted'>;
  count: (counts: BriefCounts) => number;
  fetchPage: FetchPage<BriefListItem>;
  empty: { title: string; description: string };
}

/** One page of a brief list; an empty search is left out of the query. */
function pageOf(endpoint: typeof fetchNewBriefs): FetchPage<BriefListItem> {
  return async (client, { page, limit, search }, signal) => {
    const text = search.trim();
    const answer = await client.call(endpoint, {
      query: { page, limit, ...(text ? { search: text } : {}) },
      signal,
    });
    return { items: answer.briefs, total: answer.total, allTotal: answer.allTotal };
  };
}

/** The three lists of /brief, in the order of their tabs. */
export const BRIEF_TABS: readonly BriefTabDefinition[] = [
  {
    value: 'new',
    label: 'New',
    status: 'pending',
    count: (counts) => counts.pendingBriefsCount,
    fetchPage: pageOf(fetchNewBriefs),
    empty: {
      title: 'No new briefs',
      description: 'Briefs waiting for a decision appear here as soon as they are created.',
    },
  },
  {
    value: 'approved',
    label: 'Approved',
    status: 'approved',
    count: (counts) => counts.approvedBriefsCount,
    fetchPage: pageOf(fetchApprovedBriefs),
    empty: { title: 'No approved briefs', description: 'Accepted briefs appear here, ready for planning.' },
  },
  {
    value: 'rejected',
    label: 'Rejected',
    status: 'rejected',
    count: (counts) => counts.rejectedBriefsCount,
    fetchPage: pageOf(fetchRejectedBriefs),
    empty: {
      title: 'No rejected briefs',
      description: 'Briefs sent back with a reason appear here until they are updated.',
    },
  },
];

export const DEFAULT_BRIEF_TAB: BriefTab = 'new';

/** The tab a `?tab=` value names; anything else is the first tab. */
export function briefTabOf(value: string | null | undefined): BriefTabDefinition {
  return BRIEF_TABS.find((tab) => tab.value === value) ?? (BRIEF_TABS[0] as BriefTabDefinition);
}

/** `/brief?tab=approved`: the list screen on one tab (the dashboard's cards, the tabs themselves). */
export function briefListHref(tab: BriefTab): string {
  return `/brief?tab=${tab}`;
}
