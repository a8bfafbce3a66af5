import {
  type BriefListItem,
  type EndpointResponse,
  fetchAlterPendingPlans,
  fetchAlterPlans,
  fetchAlterRequiredPlans,
  fetchApprovedBriefs,
  fetchApprovedPlans,
  type fetchBriefCounts,
  fetchInprogressPlans,
  fetchLostPlans,
  fetchPendingPlans,
  type fetchPlanCounts,
  type PlanListItem,
} from '@ooh/api';
import { href } from '@ooh/api/routes';
import { briefPageOf } from '../briefs/brief-tabs.ts';
import type { ListText } from '../kit/list/PagedListPanel.tsx';
import { type FetchPage, searchedPage } from '../kit/list/use-list.ts';

export type PlanCounts = EndpointResponse<typeof fetchPlanCounts>;
export type BriefCounts = EndpointResponse<typeof fetchBriefCounts>;

/** The counts the tabs of /plan show, each when the viewer's role may read it. */
export interface PlanTabCounts {
  plans?: PlanCounts | undefined;
  briefs?: BriefCounts | undefined;
}

export type PlanListTab =
  | 'inprogress'
  | 'pending'
  | 'modification-required'
  | 'modification-pending'
  | 'approved'
  | 'altered';

export type PlanTab = 'approved-briefs' | PlanListTab;

/** A paged list of plans (one of the server's lists by plan state). */
export interface PlanListDefinition extends ListText {
  value: PlanListTab | 'lost';
  label: string;
  fetchPage: FetchPage<PlanListItem>;
  /** Lists whose plans carry a reason (a modification request, a loss) show it. */
  showReason: boolean;
  count?: (counts: PlanTabCounts) => number | undefined;
}

/** One page of a plan list. */
function planPageOf(endpoint: typeof fetchInprogressPlans): FetchPage<PlanListItem> {
  return searchedPage(async (client, query, signal) => {
    const answer = await client.call(endpoint, { query, signal });
    return {
      items: answer.plans,
      total: answer.totalPlans,
      allTotal: answer.allTotal,
      totalCapped: answer.totalCapped,
    };
  });
}

/** The approved briefs, a page at a time: the briefs plans are made for. */
export const fetchApprovedBriefPage: FetchPage<BriefListItem> = briefPageOf(fetchApprovedBriefs);

export const APPROVED_BRIEFS: ListText & {
  label: string;
  count: (counts: PlanTabCounts) => number | undefined;
} = {
  label: 'Approved briefs',
  name: 'Approved briefs',
  fallback: fetchApprovedBriefs.errorMessage,
  count: (counts) => counts.briefs?.approvedBriefsCount,
  empty: {
    title: 'No approved briefs',
    description: 'Briefs appear here once they are accepted, ready for a plan to be made.',
  },
};

/** The plan lists of /plan, in the order of their tabs (after Approved briefs). */
export const PLAN_LISTS: readonly PlanListDefinition[] = [
  {
    value: 'inprogress',
    label: 'In progress',
    name: 'In-progress plans',
    fetchPage: planPageOf(fetchInprogressPlans),
    fallback: fetchInprogressPlans.errorMessage,
    showReason: false,
    count: (counts) => counts.plans?.inprogressPlansCount,
    empty: {
      title: 'No plans in progress',
      description: 'Plans being built appear here until they are submitted for review.',
    },
  },
  {
    value: 'pending',
    label: 'Pending',
    name: 'Pending plans',
    fetchPage: planPageOf(fetchPendingPlans),
    fallback: fetchPendingPlans.errorMessage,
    showReason: false,
    count: (counts) => counts.plans?.pendingPlansCount,
    empty: {
      title: 'No pending plans',
      description: 'Submitted plans wait here for their first review with the client.',
    },
  },
  {
    value: 'modification-required',
    label: 'Modification required',
    name: 'Plans needing modification',
    fetchPage: planPageOf(fetchAlterRequiredPlans),
    fallback: fetchAlterRequiredPlans.errorMessage,
    showReason: true,
    empty: {
      title: 'No plans need modification',
      description: 'Plans sent back with a modification request appear here until they are resubmitted.',
    },
  },
  {
    value: 'modification-pending',
    label: 'Modification pending',
    name: 'Resubmitted plans',
    fetchPage: planPageOf(fetchAlterPendingPlans),
    fallback: fetchAlterPendingPlans.errorMessage,
    showReason: true,
    empty: {
      title: 'No resubmitted plans',
      description: 'Plans modified and resubmitted wait here for their next review.',
    },
  },
  {
    value: 'approved',
    label: 'Approved',
    name: 'Approved plans',
    fetchPage: planPageOf(fetchApprovedPlans),
    fallback: fetchApprovedPlans.errorMessage,
    showReason: false,
    count: (counts) => counts.plans?.acceptedPlansCount,
    empty: {
      title: 'No approved plans',
      description: 'Plans the client accepted appear here, ready for a pay order.',
    },
  },
  {
    value: 'altered',
    label: 'Altered',
    name: 'Altered plans',
    fetchPage: planPageOf(fetchAlterPlans),
    fallback: fetchAlterPlans.errorMessage,
    showReason: true,
    empty: {
      title: 'No altered plans',
      description: 'Plans with more than one version, whatever their status, appear here.',
    },
  },
];

/** /lostPlan: plans the client did not take, with the reason given. */
export const LOST_PLANS: PlanListDefinition = {
  value: 'lost',
  label: 'Lost',
  name: 'Lost plans',
  fetchPage: planPageOf(fetchLostPlans),
  fallback: fetchLostPlans.errorMessage,
  showReason: true,
  count: (counts) => counts.plans?.rejectedPlansCount,
  empty: {
    title: 'No lost plans',
    description: 'Plans marked as lost appear here with the reason the client gave.',
  },
};

/** The tab values of /plan, in order (the first is the default). */
export const PLAN_TAB_VALUES: readonly PlanTab[] = [
  'approved-briefs',
  ...PLAN_LISTS.map((list) => list.value as PlanListTab),
];

/** The plan list of a tab of /plan (the first for the briefs tab, which lists no plans). */
export function planListOf(tab: PlanTab): PlanListDefinition {
  return PLAN_LISTS.find((list) => list.value === tab) ?? (PLAN_LISTS[0] as PlanListDefinition);
}

/** `/plan?tab=pending`: the plan lists on one tab (the dashboard's cards, the tabs themselves). */
export function planListHref(tab: PlanTab): string {
  return href('/plan', {}, { tab });
}
