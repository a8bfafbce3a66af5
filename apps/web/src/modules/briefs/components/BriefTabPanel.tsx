import { type BriefListItem, errorMessage } from '@ooh/api';
import { EmptyState } from '@ooh/ui/empty-state';
import { ErrorState } from '@ooh/ui/error-state';
import { LoadingIndicator } from '@ooh/ui/loading-indicator';
import { Pagination } from '@ooh/ui/pagination';
import { SearchInput } from '@ooh/ui/search-input';
import type { BriefTabDefinition } from '../brief-tabs.ts';
import { useBriefList } from '../hooks/use-brief-list.ts';
import { BriefTable } from './BriefTable.tsx';
import * as styles from './briefs.css.ts';

/** Spec section 8: shown when the server's answer carries no message. */
export const BRIEFS_FETCH_FAILED = 'An error occurred while fetching briefs';

export type BriefTabPanelProps = {
  tab: BriefTabDefinition;
  onOpen: (brief: BriefListItem) => void;
};

/**
 * One tab of /brief: search (debounced by the list machine), the table, pagination, and the loading, empty,
 * no-match and error states. Mount one per tab (`key={tab.value}`): each tab has its own list.
 */
export function BriefTabPanel({ tab, onOpen }: BriefTabPanelProps) {
  const list = useBriefList(tab);
  const listName = `${tab.label} briefs`;
  const searching = list.search.trim() !== '';
  const loading = list.status === 'loading';

  return (
    <div className={styles.stack}>
      <div className={styles.toolbar}>
        <SearchInput
          label={`Search ${listName.toLowerCase()}`}
          placeholder="Client, campaign or brief number"
          value={list.search}
          // The list machine waits for typing to pause; the field reports every change at once.
          debounceMs={0}
          onValueChange={list.changeSearch}
        />
        {list.status === 'succeeded' && list.allTotal !== undefined && searching ? (
          <p className={styles.summary}>
            {`${list.total} of ${list.allTotal} ${listName.toLowerCase()} match`}
          </p>
        ) : null}
      </div>
      {loading ? <LoadingIndicator label={`Loading ${listName.toLowerCase()}`} size="sm" /> : null}
      {list.status === 'failed' ? (
        <ErrorState
          headingLevel={3}
          title={`${listName} could not be loaded`}
          message={errorMessage(list.error, BRIEFS_FETCH_FAILED)}
          onRetry={list.retry}
        />
      ) : (
        <BriefTable
          tab={tab.value}
          label={listName}
          briefs={list.items}
          loading={loading}
          onOpen={onOpen}
          empty={
            searching ? (
              <EmptyState
                headingLevel={3}
                title="No briefs match your search"
                description={`Nothing in ${listName.toLowerCase()} matches “${list.search.trim()}”. Try a client, a campaign or a brief number.`}
              />
            ) : (
              <EmptyState headingLevel={3} title={tab.empty.title} description={tab.empty.description} />
            )
          }
        />
      )}
      {list.status !== 'failed' && list.total > 0 ? (
        <Pagination
          page={list.page}
          pageSize={list.limit}
          count={list.total}
          onPageChange={list.changePage}
          label={`${listName} pages`}
        />
      ) : null}
    </div>
  );
}
