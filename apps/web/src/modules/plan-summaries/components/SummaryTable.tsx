import { DataTable, type DataTableColumn } from '@ooh/ui/data-table';
import { EmptyState } from '@ooh/ui/empty-state';
import { formatCpm, formatMoney, formatWhole } from '../../plans/plan-format.ts';
import { formatShare } from '../summary-format.ts';

/** One line of a summary table: what it is of (a kind, a medium and city, a site) and the server's figures. */
export type SummaryRow<F> = { key: string; label: string; detail?: string; figures: F };
export type SummaryColumn<F> = DataTableColumn<SummaryRow<F>>;

/** The line's name, and a second column for its detail (the city of a medium, a site's name) when it has one. */
export function labelColumn<F>(header: string): SummaryColumn<F> {
  return { id: 'label', header, cell: (row) => row.label };
}
export function detailColumn<F>(header: string): SummaryColumn<F> {
  return { id: 'detail', header, cell: (row) => row.detail ?? '' };
}

const figure =
  (format: (value: number) => string) =>
  <F,>(id: string, header: string, get: (figures: F) => number): SummaryColumn<F> => ({
    id,
    header,
    align: 'end',
    cell: (row) => format(get(row.figures)),
  });

export const moneyColumn = figure(formatMoney);
export const countColumn = figure(formatWhole);

export function cpmColumn<F>(get: (figures: F) => number | null, header = 'CPM (PKR)'): SummaryColumn<F> {
  return { id: 'cpm', header, align: 'end', cell: (row) => formatCpm(get(row.figures)) };
}
export function shareColumn<F>(
  id: string,
  header: string,
  get: (figures: F) => number | null,
): SummaryColumn<F> {
  return { id, header, align: 'end', cell: (row) => formatShare(get(row.figures)) };
}
export function textColumn<F>(id: string, header: string, get: (figures: F) => string, align?: 'end') {
  return { id, header, align, cell: (row: SummaryRow<F>) => get(row.figures) } satisfies SummaryColumn<F>;
}

export type SummaryTableProps<F> = {
  /** Names the table (its caption). */
  label: string;
  columns: SummaryColumn<F>[];
  rows: SummaryRow<F>[];
  /** The totals line, last; left out when there are no lines. */
  totals?: F;
  /** Shown instead of the table when there are no lines. */
  empty: { title: string; description?: string };
};

/** A summary as a table: the server's lines, then its totals line. */
export function SummaryTable<F>({ label, columns, rows, totals, empty }: SummaryTableProps<F>) {
  if (rows.length === 0)
    return <EmptyState headingLevel={3} title={empty.title} description={empty.description} />;
  const all = totals ? [...rows, { key: 'total', label: 'Total', figures: totals }] : rows;
  return <DataTable label={label} columns={columns} rows={all} rowKey={(row) => row.key} />;
}
