import type { ApiClient } from '@ooh/api';
import type { ListFilters, ListInput, ListMachine, ListPage, ListQuery } from '@ooh/machines/list';
import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useMemo } from 'react';
import { fromPromise } from 'xstate';
import { useApiClient } from '../../api/ApiClientContext.tsx';
import { inspectOptions } from '../../devtools/inspector.ts';
import { useRetryOnReconnect } from '../../request/use-retry-on-reconnect.ts';

export type ListStatus = 'loading' | 'succeeded' | 'failed';

/** One page from the server, in the list machine's words; `signal` aborts a superseded request. */
export type FetchPage<TItem, TFilters extends ListFilters = ListFilters> = (
  client: ApiClient,
  query: ListQuery<TFilters>,
  signal: AbortSignal,
) => Promise<ListPage<TItem>>;

export interface ListView<TItem, TFilters extends ListFilters = ListFilters> {
  status: ListStatus;
  items: TItem[];
  total: number;
  allTotal: number | undefined;
  /** True when `total` is a lower bound (the server stops counting a broad search's matches). */
  totalCapped: boolean;
  page: number;
  limit: number;
  search: string;
  filters: TFilters;
  error: unknown;
  changePage: (page: number) => void;
  changeSearch: (search: string) => void;
  changeFilters: (filters: TFilters) => void;
  retry: () => void;
  refresh: () => void;
}

/**
 * A list screen's state: the list machine with `fetchPage` calling the API. Pass a module-level machine and
 * `fetchPage` (the actor is created once per mounted screen). A list that failed for want of a network loads
 * again by itself when the connection comes back.
 */
export function useList<TItem, TFilters extends ListFilters = ListFilters>(
  machine: ListMachine<TItem, TFilters>,
  fetchPage: FetchPage<TItem, TFilters>,
  input: ListInput<TFilters> = {},
): ListView<TItem, TFilters> {
  const client = useApiClient();
  const logic = useMemo(
    () =>
      machine.provide({
        actors: {
          fetchPage: fromPromise<ListPage<TItem>, ListQuery<TFilters>>(({ input: query, signal }) =>
            fetchPage(client, query, signal),
          ),
        },
      }),
    [machine, fetchPage, client],
  );
  const list = useActorRef(logic, { input, ...inspectOptions() });
  const status = useSelector(list, (snapshot) => snapshot.value);
  const context = useSelector(list, (snapshot) => snapshot.context);

  const retry = useCallback(() => list.send({ type: 'list.retry' }), [list]);
  useRetryOnReconnect(status === 'failed', context.error, retry);

  return {
    status,
    items: context.items,
    total: context.total,
    allTotal: context.allTotal,
    totalCapped: context.totalCapped,
    page: context.page,
    limit: context.limit,
    search: context.search,
    filters: context.filters,
    error: context.error,
    changePage: (page) => list.send({ type: 'list.pageChanged', page }),
    changeSearch: (search) => list.send({ type: 'list.searchChanged', search }),
    changeFilters: (filters) => list.send({ type: 'list.filtersChanged', filters }),
    retry,
    refresh: () => list.send({ type: 'list.refresh' }),
  };
}

/** The answer of a searched, paged list call, in the list machine's words. */
export type PagedAnswer<TItem> = {
  items: TItem[];
  total: number;
  allTotal?: number | undefined;
  totalCapped?: boolean | undefined;
};

/** The query of a searched, paged list call: the search is left out when blank. */
export type PageQuery = { page: number; limit: number; search?: string };

/**
 * One page of a searched list call. The caller makes the call with the query and names the answer's rows and
 * totals; this leaves a blank search out of the query, so an empty box asks for the whole list.
 */
export function searchedPage<TItem>(
  load: (client: ApiClient, query: PageQuery, signal: AbortSignal) => Promise<PagedAnswer<TItem>>,
): FetchPage<TItem> {
  return (client, { page, limit, search }, signal) => {
    const text = search.trim();
    return load(client, { page, limit, ...(text ? { search: text } : {}) }, signal);
  };
}
