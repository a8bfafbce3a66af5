import { type ApiClient, fetchPlanSiteOptions, type SiteOption } from '@ooh/api';
import { createListMachine, type ListQuery } from '@ooh/machines/list';
import { useCallback } from 'react';
import { type ListView, useList } from '../../kit/list/use-list.ts';
import {
  emptySiteFilters,
  PLAN_SITE_FILTER_PARAMS,
  SITE_OPTIONS_PAGE_SIZE,
  type SiteFilters,
  siteOptionsBody,
} from '../site-filters.ts';

const siteOptionsMachine = createListMachine<SiteOption, SiteFilters>();

/**
 * The inventory sites a plan may add, a page at a time: the server filters and pages them in SQL (never the
 * whole inventory in the browser). The list machine debounces the search and goes back to page 1 on a new
 * search or new filters.
 */
export function useSiteOptions(planId: number): ListView<SiteOption, SiteFilters> {
  const fetchPage = useCallback(
    async (client: ApiClient, query: ListQuery<SiteFilters>, signal: AbortSignal) => {
      const answer = await client.call(fetchPlanSiteOptions, {
        params: { plan_id: planId },
        body: siteOptionsBody(query.filters, query.search, query.page, query.limit),
        signal,
      });
      return { items: answer.sites, total: answer.total, totalCapped: answer.totalCapped };
    },
    [planId],
  );
  return useList(
    siteOptionsMachine,
    fetchPage,
    { limit: SITE_OPTIONS_PAGE_SIZE, filters: emptySiteFilters() },
    { filterParams: PLAN_SITE_FILTER_PARAMS },
  );
}
