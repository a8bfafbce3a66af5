import { Pagination as ArkPagination } from '@ark-ui/react/pagination';
import { Icon } from '../icon';
import * as styles from './pagination.css';

export type PaginationProps = {
  /** The current page, from 1. */
  page: number;
  /** Items per page. */
  pageSize?: number;
  /** Total number of items. */
  count: number;
  onPageChange: (page: number) => void;
  /** Name of the navigation landmark, when a page has more than one pagination. */
  label?: string;
};

const translations = {
  prevTriggerLabel: 'Previous page',
  nextTriggerLabel: 'Next page',
  itemLabel: ({ page, totalPages }: { page: number; totalPages: number }) => `Page ${page} of ${totalPages}`,
};

/** Page buttons for a list. Renders nothing when everything fits on one page. */
export function Pagination({
  page,
  pageSize = 10,
  count,
  onPageChange,
  label = 'Pagination',
}: PaginationProps) {
  if (Math.ceil(count / pageSize) <= 1) return null;

  return (
    <ArkPagination.Root
      className={styles.root()}
      page={page}
      pageSize={pageSize}
      count={count}
      siblingCount={1}
      onPageChange={(details) => onPageChange(details.page)}
      translations={{ ...translations, rootLabel: label }}
    >
      <ArkPagination.PrevTrigger className={styles.trigger()}>
        <Chevron direction="previous" />
      </ArkPagination.PrevTrigger>
      <ArkPagination.Context>
        {(pagination) =>
          pagination.pages.map((entry, index) =>
            entry.type === 'page' ? (
              <ArkPagination.Item key={entry.value} {...entry} className={styles.item()}>
                {entry.value}
              </ArkPagination.Item>
            ) : (
              // Ellipses sit between page numbers; their position is their identity.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <ArkPagination.Ellipsis key={`ellipsis-${index}`} index={index} className={styles.ellipsis()}>
                …
              </ArkPagination.Ellipsis>
            ),
          )
        }
      </ArkPagination.Context>
      <ArkPagination.NextTrigger className={styles.trigger()}>
        <Chevron direction="next" />
      </ArkPagination.NextTrigger>
    </ArkPagination.Root>
  );
}

function Chevron({ direction }: { direction: 'previous' | 'next' }) {
  return <Icon name={direction === 'previous' ? 'chevronLeft' : 'chevronRight'} size="sm" />;
}
