import type { BriefListItem } from '@ooh/api';
import { createListMachine } from '@ooh/machines/list';
import { type ListView, useList } from '../../kit/list/use-list.ts';
import type { BriefTabDefinition } from '../brief-tabs.ts';

/** Spec section 9: page 1 first, 10 to a page. */
export const BRIEFS_PAGE_SIZE = 10;

const briefListMachine = createListMachine<BriefListItem>();

/**
 * One tab's briefs, a page at a time, with the debounced search of the list machine. The list is created once
 * per mounted tab: key the component by the tab.
 */
export function useBriefList(tab: BriefTabDefinition): ListView<BriefListItem> {
  return useList(briefListMachine, tab.fetchPage, { limit: BRIEFS_PAGE_SIZE });
}
