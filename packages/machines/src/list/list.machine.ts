import { assertEvent, assign, cancel, fromPromise, raise, setup } from 'xstate';

/** Spec section 9: lists show 10 to a page unless a screen says otherwise. */
export const DEFAULT_PAGE_SIZE = 10;
/** How long typing must pause before a search is sent. */
export const SEARCH_DEBOUNCE_MS = 300;

/** A screen's filters (status, city, …); the machine only passes them on. */
export type ListFilters = Record<string, unknown>;

/** What `fetchPage` is asked for. */
export interface ListQuery<TFilters extends ListFilters = ListFilters> {
  page: number;
  limit: number;
  search: string;
  filters: TFilters;
}

/** What `fetchPage` answers. */
export interface ListPage<TItem> {
  items: TItem[];
  /** Items matching the search and filters, across all pages. */
  total: number;
  /** Items before search and filters, when the endpoint tells ("3 of 120"). */
  allTotal?: number;
  /** True when the server stopped counting matches: `total` is then a lower bound ("1,010+"). */
  totalCapped?: boolean;
}

export interface ListContext<TItem, TFilters extends ListFilters = ListFilters> {
  page: number;
  limit: number;
  /** The search as typed; sent once typing pauses. */
  search: string;
  filters: TFilters;
  /** The latest page received; kept while a newer one loads. */
  items: TItem[];
  total: number;
  allTotal: number | undefined;
  totalCapped: boolean;
  /** The failure of the latest request (the app turns it into words). */
  error: unknown;
}

export type ListEvent<TFilters extends ListFilters = ListFilters> =
  | { type: 'list.pageChanged'; page: number }
  | { type: 'list.searchChanged'; search: string }
  | { type: 'list.filtersChanged'; filters: TFilters }
  | { type: 'list.retry' }
  | { type: 'list.refresh' }
  /**
   * The whole state at once, from the address (back, forward, a shared link): loads at once, without waiting
   * for the search to settle and without going back to page 1.
   */
  | { type: 'list.restored'; page: number; search: string; filters: TFilters }
  /** Raised by the machine itself once typing pauses. */
  | { type: 'list.searchSettled' };

export interface ListInput<TFilters extends ListFilters = ListFilters> {
  limit?: number;
  filters?: TFilters;
  /** Where the list starts (from the address); page 1 and no search by default. */
  page?: number;
  search?: string;
}

const SEARCH_DEBOUNCE_ID = 'list.searchDebounce';

/**
 * A paginated list: loading → succeeded | failed (retry). Every change of page, search, filters or a refresh
 * starts a new request; re-entering `loading` stops the running `fetchPage` (its AbortSignal fires), so the
 * answer of a superseded request is never stored. Search waits until typing pauses, and a new search or new
 * filters go back to page 1.
 *
 * A factory so that a screen gets its item type in the snapshot: `createListMachine<Notification>()`.
 */
export function createListMachine<TItem, TFilters extends ListFilters = ListFilters>() {
  return setup({
    types: {
      context: {} as ListContext<TItem, TFilters>,
      events: {} as ListEvent<TFilters>,
      input: {} as ListInput<TFilters>,
    },
    actors: {
      fetchPage: fromPromise<ListPage<TItem>, ListQuery<TFilters>>(async () => {
        throw new Error('The list actor "fetchPage" was not provided');
      }),
    },
    delays: {
      searchDebounce: SEARCH_DEBOUNCE_MS,
    },
    actions: {
      setPage: assign({
        page: ({ event }) => {
          assertEvent(event, 'list.pageChanged');
          return event.page;
        },
      }),
      setSearch: assign({
        search: ({ event }) => {
          assertEvent(event, 'list.searchChanged');
          return event.search;
        },
      }),
      setFilters: assign({
        filters: ({ event }) => {
          assertEvent(event, 'list.filtersChanged');
          return event.filters;
        },
      }),
      backToFirstPage: assign({ page: 1 }),
      restore: assign(({ event }) => {
        assertEvent(event, 'list.restored');
        return { page: event.page, search: event.search, filters: event.filters };
      }),
      // Typing again restarts the wait: the pending search is cancelled and scheduled anew.
      scheduleSearch: raise(
        { type: 'list.searchSettled' },
        { id: SEARCH_DEBOUNCE_ID, delay: 'searchDebounce' },
      ),
      // Any request started meanwhile already carries the typed search.
      cancelPendingSearch: cancel(SEARCH_DEBOUNCE_ID),
      storePage: assign((_, params: { page: ListPage<TItem> }) => ({
        items: params.page.items,
        total: params.page.total,
        allTotal: params.page.allTotal,
        totalCapped: params.page.totalCapped ?? false,
        error: undefined,
      })),
      storeError: assign({ error: (_, params: { error: unknown }) => params.error }),
    },
  }).createMachine({
    id: 'list',
    context: ({ input }) => ({
      page: input.page ?? 1,
      limit: input.limit ?? DEFAULT_PAGE_SIZE,
      search: input.search ?? '',
      filters: input.filters ?? ({} as TFilters),
      items: [],
      total: 0,
      allTotal: undefined,
      totalCapped: false,
      error: undefined,
    }),
    initial: 'loading',
    states: {
      loading: {
        invoke: {
          src: 'fetchPage',
          input: ({ context }) => ({
            page: context.page,
            limit: context.limit,
            search: context.search,
            filters: context.filters,
          }),
          onDone: {
            target: 'succeeded',
            actions: { type: 'storePage', params: ({ event }) => ({ page: event.output }) },
          },
          onError: {
            target: 'failed',
            actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
          },
        },
      },
      succeeded: {},
      failed: {
        on: { 'list.retry': 'loading' },
      },
    },
    // Targets a child from the root: the active child is exited and entered again, even when it is `loading`.
    on: {
      'list.pageChanged': { target: '.loading', actions: ['cancelPendingSearch', 'setPage'] },
      'list.searchChanged': { actions: ['setSearch', 'cancelPendingSearch', 'scheduleSearch'] },
      'list.searchSettled': { target: '.loading', actions: 'backToFirstPage' },
      'list.filtersChanged': {
        target: '.loading',
        actions: ['cancelPendingSearch', 'setFilters', 'backToFirstPage'],
      },
      'list.refresh': { target: '.loading', actions: 'cancelPendingSearch' },
      'list.restored': { target: '.loading', actions: ['cancelPendingSearch', 'restore'] },
    },
  });
}

/** The untyped list (items `unknown`), for tools and for code that does not care about the item type. */
export const listMachine = createListMachine<unknown>();

export type ListMachine<TItem = unknown, TFilters extends ListFilters = ListFilters> = ReturnType<
  typeof createListMachine<TItem, TFilters>
>;
