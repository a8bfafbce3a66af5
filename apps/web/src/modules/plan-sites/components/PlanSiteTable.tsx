import type { PlanTotals } from '@ooh/api';
import { Checkbox } from '@ooh/ui/checkbox';
import { Text } from '@ooh/ui/text';
import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import { formatAmount } from '../../plans/plan-format.ts';
import type { PlanSiteErrors, PlanSiteValues, PlanTable } from '../plan-site-rows.ts';
import { PlanSiteRowEditor } from './PlanSiteRowEditor.tsx';
import * as styles from './plan-sites.css.ts';

export type PlanSiteTableProps = {
  table: PlanTable;
  errors: PlanSiteErrors;
  readOnly: boolean;
  /** A save is on its way. */
  disabled: boolean;
  selectedKeys: ReadonlySet<string>;
  onChange: (key: string, values: Partial<PlanSiteValues>) => void;
  onRemove: (key: string) => void;
  onSelect: (key: string, selected: boolean) => void;
  onSelectAll: (selected: boolean) => void;
};

/** Names in one header cell, over each other, as the cell's controls are. */
const stack = (...names: string[]) => (
  <span className={styles.stackedHeader}>
    {names.map((name) => (
      <span key={name}>{name}</span>
    ))}
  </span>
);

/** The columns after Site, in order; the money columns are the last four. */
const HEADERS: { key: string; label: ReactNode; numeric?: boolean }[] = [
  { key: 'dates', label: stack('Start', 'End', 'Days') },
  { key: 'line', label: 'Paid / FOC' },
  { key: 'rate', label: 'Monthly rate', numeric: true },
  { key: 'discount', label: 'Disc. %', numeric: true },
  { key: 'production-inputs', label: stack('Printing / ft²', 'Mounting'), numeric: true },
  { key: 'slot', label: stack('Spot (s)', 'Loop (s)', 'Spots'), numeric: true },
  { key: 'gross', label: 'Gross', numeric: true },
  { key: 'net', label: 'Net', numeric: true },
  { key: 'production', label: 'Production', numeric: true },
  { key: 'total', label: 'Total', numeric: true },
];
/** Columns between Site and the money columns: where a subtotal's label spans. */
const LEADING = HEADERS.length - 4;

function TotalCells({ totals, className }: { totals: PlanTotals; className: string }) {
  return (
    <>
      <td className={className}>{formatAmount(totals.gross)}</td>
      <td className={className}>{formatAmount(totals.net)}</td>
      <td className={className}>{formatAmount(totals.production)}</td>
      <td className={className}>{formatAmount(totals.total)}</td>
    </>
  );
}

/**
 * Whether the table is wider than its frame: only then does the frame scroll sideways on its own (a nested
 * scroller would otherwise take the sticky header away from the page's scroll).
 */
function useOverflow() {
  const frameRef = useRef<HTMLElement>(null);
  const tableRef = useRef<HTMLTableElement>(null);
  const [overflow, setOverflow] = useState(false);
  useLayoutEffect(() => {
    const frame = frameRef.current;
    const table = tableRef.current;
    if (!frame || !table || typeof ResizeObserver === 'undefined') return;
    const measure = () => setOverflow(Math.max(table.offsetWidth, frame.scrollWidth) > frame.clientWidth + 1);
    const observer = new ResizeObserver(measure);
    observer.observe(frame);
    observer.observe(table);
    measure();
    return () => observer.disconnect();
  }, []);
  return { frameRef, tableRef, overflow };
}

/** The plan's rows grouped by city, each city with its subtotal, and the grand total at the foot. */
export function PlanSiteTable({
  table,
  errors,
  readOnly,
  disabled,
  selectedKeys,
  onChange,
  onRemove,
  onSelect,
  onSelectAll,
}: PlanSiteTableProps) {
  const rowCount = table.groups.reduce((sum, group) => sum + group.rows.length, 0);
  const selectedCount = selectedKeys.size;
  const actionColumns = readOnly ? 0 : 1;
  const { frameRef, tableRef, overflow } = useOverflow();
  return (
    <section
      ref={frameRef}
      className={styles.planFrame}
      data-overflow={overflow || undefined}
      aria-label="Sites in the plan"
      // Scrolls sideways only on a narrow screen; keyboard users then scroll it from here.
      tabIndex={overflow ? 0 : undefined}
    >
      <table ref={tableRef} className={styles.planTable}>
        <caption className={styles.caption}>
          Sites in the plan: {rowCount}
          {table.preview ? ' (figures are a preview until saved)' : ''}
          <Text as="span" size="sm" tone="secondary">
            {' '}
            · amounts in PKR
          </Text>
        </caption>
        <thead>
          <tr>
            <th scope="col" className={styles.planSiteHeader}>
              <span className={styles.siteLayout}>
                {readOnly ? null : (
                  <Checkbox
                    label="Select every site in the plan"
                    hideLabel
                    checked={
                      selectedCount > 0 && selectedCount === rowCount
                        ? true
                        : selectedCount > 0
                          ? 'indeterminate'
                          : false
                    }
                    onCheckedChange={onSelectAll}
                    disabled={rowCount === 0 || disabled}
                  />
                )}
                <span>Site</span>
              </span>
            </th>
            {HEADERS.map((header) => (
              <th
                key={header.key}
                scope="col"
                className={header.numeric ? styles.planNumberHeader : styles.planHeader}
              >
                {header.label}
              </th>
            ))}
            {readOnly ? null : (
              <th scope="col" className={styles.planHeader}>
                <Text as="span" size="sm" tone="secondary">
                  Remove
                </Text>
              </th>
            )}
          </tr>
        </thead>
        {table.groups.map((group) => (
          <tbody key={group.cityId} aria-label={group.cityName}>
            <tr>
              <th
                scope="colgroup"
                colSpan={HEADERS.length + 1 + actionColumns}
                className={styles.planGroupCell}
              >
                <span className={styles.stickyLabel}>
                  {group.cityName}{' '}
                  <Text as="span" size="sm" tone="secondary">
                    ({group.regionName})
                  </Text>
                </span>
              </th>
            </tr>
            {group.rows.map((row) => (
              <PlanSiteRowEditor
                key={row.key}
                row={row}
                errors={errors[row.key]}
                readOnly={readOnly}
                disabled={disabled}
                selected={selectedKeys.has(row.key)}
                onChange={onChange}
                onRemove={onRemove}
                onSelect={onSelect}
              />
            ))}
            <tr data-subtotal={group.cityName}>
              <th scope="row" colSpan={LEADING + 1} className={styles.planSubtotalLabel}>
                <span className={styles.stickyLabel}>
                  {group.cityName} subtotal ({group.rows.length} {group.rows.length === 1 ? 'site' : 'sites'})
                </span>
              </th>
              <TotalCells totals={group.totals} className={styles.planSubtotalCell} />
              {readOnly ? null : <td className={styles.planSubtotalCell} />}
            </tr>
          </tbody>
        ))}
        <tfoot>
          <tr data-grand-total="">
            <th scope="row" colSpan={LEADING + 1} className={styles.planTotalLabel}>
              <span className={styles.stickyLabel}>
                {table.preview ? 'Grand total (preview)' : 'Grand total'}
              </span>
            </th>
            <TotalCells totals={table.totals} className={styles.planTotalCell} />
            {readOnly ? null : <td className={styles.planTotalCell} />}
          </tr>
        </tfoot>
      </table>
    </section>
  );
}
