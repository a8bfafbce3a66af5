import type { BriefListItem, PlanListItem } from '@ooh/api';
import { createListMachine } from '@ooh/machines/list';
import { type ListView, useList } from '../../kit/list/use-list.ts';
import { fetchApprovedBriefPage, type PlanListDefinition } from '../plan-lists.ts';

/** Spec section 9: page 1 first, 10 to a page. */
export const PLANS_PAGE_SIZE = 10;

const planListMachine = createListMachine<PlanListItem>();
const approvedBriefListMachine = createListMachine<BriefListItem>();

/**
 * One plan list, a page at a time, with the debounced search of the list machine. Created once per mounted
 * list: key the component by the list.
 */
export function usePlanList(list: PlanListDefinition): ListView<PlanListItem> {
  return useList(planListMachine, list.fetchPage, { limit: PLANS_PAGE_SIZE });
}

/** The approved briefs (the ones plans are made for), paged and searched like the plan lists. */
export function useApprovedBriefList(): ListView<BriefListItem> {
  return useList(approvedBriefListMachine, fetchApprovedBriefPage, { limit: PLANS_PAGE_SIZE });
}
