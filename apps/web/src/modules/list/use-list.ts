import type { ApiClient } from '@ooh/api';
import type { ListFilters, ListInput, ListMachine, ListPage, ListQuery } from '@ooh/machines/list';
import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useMemo } from 'react';
import { fromPromise } from 'xstate';
import { useApiClient } from '../api/ApiClientContext.tsx';
import { inspectOptions } from '../devtools/inspector.ts';
import { useRetryOnReconnect } from '../request/use-retry-on-reconnect.ts';

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
