import { errorMessage } from '@ooh/api';
import { EmptyState } from '@ooh/ui/empty-state';
import { ErrorState } from '@ooh/ui/error-state';
import { LoadingIndicator } from '@ooh/ui/loading-indicator';
import { Pagination } from '@ooh/ui/pagination';
import { SearchInput } from '@ooh/ui/search-input';
import type { ReactNode } from 'react';
import type { ListView } from '../../list/use-list.ts';
import type { ListText } from '../plan-lists.ts';
import * as styles from './plan-lists.css.ts';

export type PagedListTableProps<T> = {
  items: T[];
  loading: boolean;
  /** What the table shows with no rows: the list's empty state, or the no-match one while searching. */
  empty: ReactNode;
};

export type PagedListPanelProps<T> = {
  list: ListView<T>;
  text: ListText;
  /** What the search looks through, e.g. 'Plan, brief number, client or campaign'. */
  searchHint: string;
  children: (table: PagedListTableProps<T>) => ReactNode;
};

/**
 * A searched, paged list: the search (debounced by the list machine), the table the caller renders, pagination,
 * and the loading, empty, no-match and error (with Retry) states.
 */
export function PagedListPanel<T>({ list, text, searchHint, children }: PagedListPanelProps<T>) {
  const name = text.name.toLowerCase();
  const searching = list.search.trim() !== '';
  const loading = list.status === 'loading';

  return (
    <div className={styles.stack}>
      <div className={styles.toolbar}>
        <SearchInput
          label={`Search ${name}`}
          placeholder={searchHint}
          value={list.search}
          // The list machine waits for typing to pause; the field reports every change at once.
          debounceMs={0}
          onValueChange={list.changeSearch}
        />
        {list.status === 'succeeded' && list.allTotal !== undefined && searching ? (
          <p className={styles.summary}>{`${list.total} of ${list.allTotal} ${name} match`}</p>
        ) : null}
      </div>
      {loading ? <LoadingIndicator label={`Loading ${name}`} size="sm" /> : null}
      {list.status === 'failed' ? (
        <ErrorState
          headingLevel={3}
          title={`${text.name} could not be loaded`}
          message={errorMessage(list.error, text.fallback)}
          onRetry={list.retry}
        />
      ) : (
        children({
          items: list.items,
          loading,
          empty: searching ? (
            <EmptyState
              headingLevel={3}
              title="Nothing matches your search"
              description={`No ${name} match “${list.search.trim()}”. Try ${searchHint.toLowerCase()}.`}
            />
          ) : (
            <EmptyState headingLevel={3} title={text.empty.title} description={text.empty.description} />
          ),
        })
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
    </div>
  );
}
