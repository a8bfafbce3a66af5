import type { ApiClient } from '@ooh/api';
import type { ListFilters, ListInput, ListMachine, ListPage, ListQuery } from '@ooh/machines/list';
import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useDeferredValue, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'wouter';
import { fromPromise } from 'xstate';
import { useApiClient } from '../../api/ApiClientContext.tsx';
import { inspectOptions } from '../../devtools/inspector.ts';
import { useRetryOnReconnect } from '../../request/use-retry-on-reconnect.ts';
import { type FilterParams, listParamsKey, parseListParams, writeListParams } from './list-params.ts';

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

export interface ListAddressOptions<TFilters extends ListFilters = ListFilters> {
  /** Keep page, search and these filters in the address (on by default; one list a screen may use it). */
  address?: boolean;
  /** The filters kept in the address, with what each holds; filters not named are not kept. */
  filterParams?: FilterParams<TFilters>;
}

/**
 * A list screen's state: the list machine with `fetchPage` calling the API. Pass a module-level machine and
 * `fetchPage` (the actor is created once per mounted screen). A list that failed for want of a network loads
 * again by itself when the connection comes back.
 *
 * Page, search and the named filters live in the address (docs/domain.md "Forms and list addresses (issue
 * 15)"): the list starts where the address says, each change writes it (typing in the search replaces the
 * entry, a page or filter change adds one), and back or forward restores the list from it.
 */
export function useList<TItem, TFilters extends ListFilters = ListFilters>(
  machine: ListMachine<TItem, TFilters>,
  fetchPage: FetchPage<TItem, TFilters>,
  input: ListInput<TFilters> = {},
  { address = true, filterParams }: ListAddressOptions<TFilters> = {},
): ListView<TItem, TFilters> {
  const client = useApiClient();
  const [params, setParams] = useSearchParams();
  const defaults = input.filters ?? ({} as TFilters);
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
  const fromAddress = address ? parseListParams(params, defaults, filterParams) : undefined;
  const list = useActorRef(logic, { input: { ...input, ...fromAddress }, ...inspectOptions() });
  const status = useSelector(list, (snapshot) => snapshot.value);
  const context = useSelector(list, (snapshot) => snapshot.context);

  // The page's answer is drawn deferred, as a request's is (request/use-api-request.ts): its rows render in a
  // transition React slices, not in the store update that brought them. Page, search and filters are read live,
  // so the pager and the search box show what was asked at once.
  const shownStatus = useDeferredValue(status);
  const shown = useDeferredValue(context);

  const retry = useCallback(() => list.send({ type: 'list.retry' }), [list]);
  useRetryOnReconnect(status === 'failed', context.error, retry);

  // The address ↔ machine sync. `history` is how the next write enters the browser's history: typing replaces
  // the entry, a page or filter change adds one; the first write (tidying a bad address) replaces.
  const history = useRef<'push' | 'replace'>('replace');
  const latestParams = useRef(params);
  latestParams.current = params;
  // The list states written to the address, oldest first, until the address shows them: a render may show an
  // older write while a newer one is on its way, and neither is a change from outside to restore.
  const written = useRef<string[]>([]);
  const state = { page: context.page, search: context.search, filters: context.filters };
  const stateKey = listParamsKey(state, defaults, filterParams);
  const addressState = fromAddress ?? state;
  const addressKey = listParamsKey(addressState, defaults, filterParams);
  const latest = useRef({ state, addressState, stateKey, addressKey });
  latest.current = { state, addressState, stateKey, addressKey };

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the machine's list state changes.
  useEffect(() => {
    if (!address) return;
    const current = latestParams.current;
    const next = writeListParams(current, latest.current.state, defaults, filterParams);
    if (next.toString() === current.toString()) return;
    written.current.push(latest.current.stateKey);
    setParams(next, { replace: history.current === 'replace' });
  }, [stateKey, address]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the address names another list state.
  useEffect(() => {
    if (!address) return;
    const { addressKey: key, stateKey: machineKey, addressState: wanted } = latest.current;
    const echo = written.current.indexOf(key);
    if (echo !== -1) written.current.splice(0, echo + 1);
    if (echo !== -1 || key === machineKey) return;
    written.current = [];
    list.send({ type: 'list.restored', ...wanted });
  }, [addressKey, address]);

  return {
    status: shownStatus,
    items: shown.items,
    total: shown.total,
    allTotal: shown.allTotal,
    totalCapped: shown.totalCapped,
    page: context.page,
    limit: context.limit,
    search: context.search,
    filters: context.filters,
    error: shown.error,
    changePage: (page) => {
      history.current = 'push';
      list.send({ type: 'list.pageChanged', page });
    },
    changeSearch: (search) => {
      history.current = 'replace';
      list.send({ type: 'list.searchChanged', search });
    },
    changeFilters: (filters) => {
      history.current = 'push';
      list.send({ type: 'list.filtersChanged', filters });
    },
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
