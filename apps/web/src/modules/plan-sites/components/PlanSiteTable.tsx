import type { PlanTotals } from '@ooh/api';
import { Checkbox } from '@ooh/ui/checkbox';
import { Text } from '@ooh/ui/text';
import { formatMoney } from '../../briefs/format.ts';
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

const HEADERS: { label: string; numeric?: boolean }[] = [
  { label: 'Start date' },
  { label: 'End date' },
  { label: 'Days', numeric: true },
  { label: 'Paid / FOC' },
  { label: 'Monthly rate', numeric: true },
  { label: 'Discount %', numeric: true },
  { label: 'Printing / sq ft', numeric: true },
  { label: 'Mounting', numeric: true },
  { label: 'Spot (s)', numeric: true },
  { label: 'Loop (s)', numeric: true },
  { label: 'Spots', numeric: true },
  { label: 'Gross', numeric: true },
  { label: 'Net', numeric: true },
  { label: 'Production', numeric: true },
  { label: 'Total', numeric: true },
];
/** Columns before the money columns (Gross…Total): where a subtotal's label spans. */
const LEADING = HEADERS.length - 4;

function TotalCells({ totals, className }: { totals: PlanTotals; className: string }) {
  return (
    <>
      <td className={className}>{formatMoney(totals.gross)}</td>
      <td className={className}>{formatMoney(totals.net)}</td>
      <td className={className}>{formatMoney(totals.production)}</td>
      <td className={className}>{formatMoney(totals.total)}</td>
    </>
  );
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
  const edgeColumns = readOnly ? 0 : 1;
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: the wide table scrolls; keyboard users scroll it from here
    <section className={styles.scrollArea} tabIndex={0} aria-label="Sites in the plan, scrollable">
      <table className={styles.table}>
        <caption className={styles.caption}>
          Sites in the plan: {rowCount}
          {table.preview ? ' (figures are a preview until saved)' : ''}
        </caption>
        <thead>
          <tr>
            {readOnly ? null : (
              <th scope="col" className={styles.headerCell}>
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
              </th>
            )}
            <th scope="col" className={styles.headerCell}>
              Site
            </th>
            {HEADERS.map((header) => (
              <th
                key={header.label}
                scope="col"
                className={header.numeric ? styles.numberHeader : styles.headerCell}
              >
                {header.label}
              </th>
            ))}
            {readOnly ? null : (
              <th scope="col" className={styles.headerCell}>
                <Text as="span" size="sm" tone="secondary">
                  Actions
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
                colSpan={HEADERS.length + 1 + edgeColumns * 2}
                className={styles.groupCell}
              >
                {group.cityName}{' '}
                <Text as="span" size="sm" tone="secondary">
                  ({group.regionName})
                </Text>
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
              <th scope="row" colSpan={LEADING + 1 + edgeColumns} className={styles.subtotalCell}>
                {group.cityName} subtotal ({group.rows.length} {group.rows.length === 1 ? 'site' : 'sites'})
              </th>
              <TotalCells totals={group.totals} className={styles.subtotalCell} />
              {readOnly ? null : <td className={styles.subtotalCell} />}
            </tr>
          </tbody>
        ))}
        <tfoot>
          <tr data-grand-total="">
            <th scope="row" colSpan={LEADING + 1 + edgeColumns} className={styles.totalCell}>
              {table.preview ? 'Grand total (preview)' : 'Grand total'}
            </th>
            <TotalCells totals={table.totals} className={styles.totalCell} />
            {readOnly ? null : <td className={styles.totalCell} />}
          </tr>
        </tfoot>
      </table>
    </section>
  );
}
