import { errorMessage } from '@ooh/api';
import type { ListFilters } from '@ooh/machines/list';
import { EmptyState } from '@ooh/ui/empty-state';
import { ErrorState } from '@ooh/ui/error-state';
import { Inline } from '@ooh/ui/inline';
import { LoadingIndicator } from '@ooh/ui/loading-indicator';
import { Pagination } from '@ooh/ui/pagination';
import { SearchInput } from '@ooh/ui/search-input';
import { Stack } from '@ooh/ui/stack';
import { Text } from '@ooh/ui/text';
import type { ReactNode } from 'react';
import { formatCount } from '../text/format-count.ts';
import type { ListView } from './use-list.ts';

/** "1,010" or, when the server stopped counting, "1,010+". */
export function countText(count: number | undefined, capped: boolean): string {
  return `${formatCount(count ?? 0)}${capped ? '+' : ''}`;
}

/** A list's words: its name, its failure fallback (spec section 8), and what it says when empty. */
export interface ListText {
  /** Names the list in its table, its search field and its messages ('In-progress plans'). */
  name: string;
  fallback: string;
  empty: { title: string; description: string };
  /** What a search that found nothing says; by default "Nothing matches your search". */
  noMatch?: { title: string; description: (search: string) => string };
}

export type PagedListTableProps<T> = {
  items: T[];
  loading: boolean;
  /** What the table shows with no rows: the list's empty state, or the no-match one while searching. */
  empty: ReactNode;
};

export type PagedListPanelProps<T, F extends ListFilters = ListFilters> = {
  list: ListView<T, F>;
  text: ListText;
  /** What the search looks through, e.g. 'Plan, brief number, client or campaign'. */
  searchHint: string;
  /** Filters beside the search (selects, date ranges), sent through `list.changeFilters`. */
  filters?: ReactNode;
  children: (table: PagedListTableProps<T>) => ReactNode;
};

/**
 * A searched, paged list: the search (debounced by the list machine), optional filters, the table the caller
 * renders, pagination, and the loading, empty, no-match and error (with Retry) states. Every list screen of
 * every domain uses it; mount one per list (`key` it by the tab).
 */
export function PagedListPanel<T, F extends ListFilters = ListFilters>({
  list,
  text,
  searchHint,
  filters,
  children,
}: PagedListPanelProps<T, F>) {
  const name = text.name.toLowerCase();
  const search = list.search.trim();
  const searching = search !== '';
  const loading = list.status === 'loading';
  // A reload (a search, a page, a filter) keeps the rows on screen, marked busy, until the new ones come: skeletons
  // in their place made the table jump, and a click on a row being replaced opened nothing. Skeletons show only
  // while there is nothing to show yet.
  const refreshing = loading && list.items.length > 0;
  const noMatch = text.noMatch ?? {
    title: 'Nothing matches your search',
    description: (words: string) => `No ${name} match “${words}”. Try ${searchHint.toLowerCase()}.`,
  };

  return (
    <Stack space="lg">
      <Inline space="md" alignY="bottom">
        <SearchInput
          label={`Search ${name}`}
          placeholder={searchHint}
          value={list.search}
          // The list machine waits for typing to pause; the field reports every change at once.
          debounceMs={0}
          onValueChange={list.changeSearch}
        />
        {filters}
        {list.status === 'succeeded' && list.allTotal !== undefined && searching ? (
          <Text size="sm" tone="secondary">
            {`${countText(list.total, list.totalCapped)} of ${countText(list.allTotal, false)} ${name} match`}
          </Text>
        ) : null}
        {/* Beside the search, where the count goes: the table does not move while a list loads. */}
        {loading ? <LoadingIndicator label={`Loading ${name}`} size="sm" /> : null}
      </Inline>
      {list.status === 'failed' ? (
        <ErrorState
          headingLevel={3}
          title={`${text.name} could not be loaded`}
          message={errorMessage(list.error, text.fallback)}
          onRetry={list.retry}
        />
      ) : (
        <div aria-busy={refreshing || undefined}>
          {children({
            items: list.items,
            loading: loading && !refreshing,
            empty: searching ? (
              <EmptyState headingLevel={3} title={noMatch.title} description={noMatch.description(search)} />
            ) : (
              <EmptyState headingLevel={3} title={text.empty.title} description={text.empty.description} />
            ),
          })}
        </div>
      )}
      {list.status !== 'failed' && list.total > 0 ? (
        <Pagination
          page={list.page}
          pageSize={list.limit}
          count={list.total}
          onPageChange={list.changePage}
          label={`${text.name} pages`}
        />
      ) : null}
    </Stack>
  );
}
