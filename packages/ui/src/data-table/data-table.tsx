import {
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type RefObject,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { Checkbox } from '../checkbox/checkbox';
import { visuallyHidden } from '../css/helpers.css';
import { EmptyState } from '../empty-state/empty-state';
import { Skeleton } from '../skeleton/skeleton';
import { ColumnsMenu } from './columns-menu';
import * as styles from './data-table.css';

export type DataTableColumn<Row> = {
  id: string;
  header: string;
  cell: (row: Row) => ReactNode;
  sortable?: boolean;
  /** `end` for numbers and amounts. */
  align?: 'start' | 'end';
  /** Whether the 'Columns' menu can hide it. */
  hideable?: boolean;
  /**
   * The narrowest the column may get (a CSS length), for a column of words that would otherwise wrap into a
   * tower on a phone; the table then scrolls sideways in its frame.
   */
  minWidth?: string;
};

export type DataTableSort = { columnId: string; direction: 'asc' | 'desc' };

export type DataTableProps<Row> = {
  /** Names the table (a visually hidden caption). */
  label: string;
  columns: DataTableColumn<Row>[];
  /** The rows of the page on screen, already sorted by the caller. */
  rows: Row[];
  rowKey: (row: Row) => string;
  /** Names a row's selection checkbox: 'Select <rowLabel>'. Defaults to the row key. */
  rowLabel?: (row: Row) => string;
  /** The order the rows are in. The table only shows it (aria-sort) and reports clicks on sortable headers. */
  sort?: DataTableSort | null;
  /** Ascending, then descending, then no sort (the server's default order). */
  onSortChange?: (sort: DataTableSort | null) => void;
  selectable?: boolean;
  selectedKeys?: Set<string>;
  onSelectionChange?: (keys: Set<string>) => void;
  hiddenColumns?: string[];
  /** Shows the 'Columns' menu. */
  onHiddenColumnsChange?: (hiddenColumns: string[]) => void;
  /** Shows skeleton rows instead of the rows and marks the table busy. */
  loading?: boolean;
  skeletonRows?: number;
  /** Shown in one full-width cell when there are no rows. Defaults to an EmptyState 'No results'. */
  empty?: ReactNode;
  /** Makes rows clickable and keyboard-activatable (Enter or Space on a focused row). */
  onRowClick?: (row: Row) => void;
};

const noKeys: Set<string> = new Set();
const noColumns: string[] = [];
const skeletonWidths = ['lg', 'md', 'full', 'sm'] as const;

/** The next sort when a sortable header is pressed: ascending, descending, then none. */
function nextSort(sort: DataTableSort | null | undefined, columnId: string): DataTableSort | null {
  if (sort?.columnId !== columnId) return { columnId, direction: 'asc' };
  return sort.direction === 'asc' ? { columnId, direction: 'desc' } : null;
}

/** A plain, semantic table whose header stays in view while its rows scroll. */
export function DataTable<Row>({
  label,
  columns,
  rows,
  rowKey,
  rowLabel = rowKey,
  sort,
  onSortChange,
  selectable = false,
  selectedKeys = noKeys,
  onSelectionChange,
  hiddenColumns = noColumns,
  onHiddenColumnsChange,
  loading = false,
  skeletonRows = 10,
  empty,
  onRowClick,
}: DataTableProps<Row>) {
  const captionId = useId();
  const scrollAreaRef = useRef<HTMLDivElement>(null);
  const scrollable = useScrollable(scrollAreaRef);

  const visibleColumns = columns.filter((column) => !hiddenColumns.includes(column.id));
  const hideableColumns = columns.filter((column) => column.hideable !== false);
  const columnCount = visibleColumns.length + (selectable ? 1 : 0);

  const pageKeys = rows.map(rowKey);
  const selectedOnPage = pageKeys.filter((key) => selectedKeys.has(key)).length;
  const allOnPageSelected = pageKeys.length > 0 && selectedOnPage === pageKeys.length;

  function handleSelectAll(checked: boolean) {
    const next = new Set(selectedKeys);
    for (const key of pageKeys) {
      if (checked) next.add(key);
      else next.delete(key);
    }
    onSelectionChange?.(next);
  }

  function handleSelectRow(key: string, checked: boolean) {
    const next = new Set(selectedKeys);
    if (checked) next.add(key);
    else next.delete(key);
    onSelectionChange?.(next);
  }

  function handleRowClick(event: MouseEvent<HTMLTableRowElement>, row: Row) {
    // A click on a control inside the row (its checkbox, a link) is that control's, not the row's.
    const control = (event.target as Element).closest('a, button, input, label, select, textarea');
    if (control && event.currentTarget.contains(control)) return;
    onRowClick?.(row);
  }

  function handleRowKeyDown(event: KeyboardEvent<HTMLTableRowElement>, row: Row) {
    if (event.target !== event.currentTarget) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onRowClick?.(row);
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      const sibling =
        event.key === 'ArrowDown'
          ? event.currentTarget.nextElementSibling
          : event.currentTarget.previousElementSibling;
      if (sibling instanceof HTMLElement) {
        event.preventDefault();
        sibling.focus();
      }
    }
  }

  return (
    <div className={styles.root()}>
      {onHiddenColumnsChange && hideableColumns.length > 0 ? (
        <div className={styles.toolbar()}>
          <ColumnsMenu
            columns={hideableColumns}
            hiddenColumns={hiddenColumns}
            onHiddenColumnsChange={onHiddenColumnsChange}
            alwaysShownCount={columns.length - hideableColumns.length}
          />
        </div>
      ) : null}
      {/* A named, focusable region only when it scrolls: keyboard users can then scroll it, and nobody tabs to
          it otherwise. */}
      {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: aria-labelledby is set only with role="region" */}
      <div
        ref={scrollAreaRef}
        className={styles.scrollArea()}
        role={scrollable ? 'region' : undefined}
        aria-labelledby={scrollable ? captionId : undefined}
        tabIndex={scrollable ? 0 : undefined}
      >
        <table className={styles.table()} aria-busy={loading || undefined}>
          <caption id={captionId} className={visuallyHidden}>
            {label}
          </caption>
          <thead>
            <tr>
              {selectable ? (
                <th scope="col" className={styles.headerCell({ kind: 'selection' })}>
                  <Checkbox
                    label="Select all rows on this page"
                    hideLabel
                    checked={allOnPageSelected ? true : selectedOnPage > 0 ? 'indeterminate' : false}
                    onCheckedChange={handleSelectAll}
                    disabled={loading || rows.length === 0}
                  />
                </th>
              ) : null}
              {visibleColumns.map((column) => {
                const direction = sort?.columnId === column.id ? sort.direction : null;
                return (
                  <th
                    key={column.id}
                    scope="col"
                    className={styles.headerCell({ align: column.align, sorted: direction !== null })}
                    style={column.minWidth ? { minWidth: column.minWidth } : undefined}
                    aria-sort={
                      direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : undefined
                    }
                  >
                    {column.sortable ? (
                      <button
                        type="button"
                        className={styles.sortButton({ align: column.align })}
                        onClick={() => onSortChange?.(nextSort(sort, column.id))}
                      >
                        {column.header}
                        <SortIcon direction={direction} />
                      </button>
                    ) : (
                      column.header
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {loading ? (
              Array.from({ length: skeletonRows }, (_, index) => (
                // Placeholders have no identity but their position.
                // biome-ignore lint/suspicious/noArrayIndexKey: see above
                <tr key={index} className={styles.row()}>
                  {selectable ? <td className={styles.cell({ kind: 'selection' })} /> : null}
                  {visibleColumns.map((column, columnIndex) => (
                    <td key={column.id} className={styles.cell({ align: column.align })}>
                      <Skeleton width={skeletonWidths[(index + columnIndex) % skeletonWidths.length]} />
                    </td>
                  ))}
                </tr>
              ))
            ) : rows.length === 0 ? (
              <tr>
                <td colSpan={columnCount} className={styles.emptyCell()}>
                  {empty ?? <EmptyState title="No results" headingLevel={3} />}
                </td>
              </tr>
            ) : (
              rows.map((row) => {
                const key = rowKey(row);
                const selected = selectable && selectedKeys.has(key);
                return (
                  <tr
                    key={key}
                    className={styles.row({ interactive: Boolean(onRowClick) })}
                    data-selected={selected || undefined}
                    tabIndex={onRowClick ? 0 : undefined}
                    onClick={onRowClick ? (event) => handleRowClick(event, row) : undefined}
                    onKeyDown={onRowClick ? (event) => handleRowKeyDown(event, row) : undefined}
                  >
                    {selectable ? (
                      <td className={styles.cell({ kind: 'selection' })}>
                        <Checkbox
                          label={`Select ${rowLabel(row)}`}
                          hideLabel
                          checked={selected}
                          onCheckedChange={(checked) => handleSelectRow(key, checked)}
                        />
                      </td>
                    ) : null}
                    {visibleColumns.map((column) => (
                      <td key={column.id} className={styles.cell({ align: column.align })}>
                        {column.cell(row)}
                      </td>
                    ))}
                  </tr>
                );
              })
            )}
          </tbody>
        </table>
      </div>
    </div>
  );
}

/** Whether the element's content overflows it, kept up to date as either changes size. */
function useScrollable(ref: RefObject<HTMLElement | null>): boolean {
  const [scrollable, setScrollable] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const update = () =>
      setScrollable(element.scrollHeight > element.clientHeight || element.scrollWidth > element.clientWidth);
    const observer = new ResizeObserver(update);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    update();
    return () => observer.disconnect();
  }, [ref]);
  return scrollable;
}

function SortIcon({ direction }: { direction: 'asc' | 'desc' | null }) {
  const path =
    direction === 'asc'
      ? 'M12 19V5M6 11l6-6 6 6'
      : direction === 'desc'
        ? 'M12 5v14M6 13l6 6 6-6'
        : 'M8 9l4-4 4 4M8 15l4 4 4-4';
  return (
    <svg
      className={styles.sortIcon({ sorted: direction !== null })}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={path} />
    </svg>
  );
}
