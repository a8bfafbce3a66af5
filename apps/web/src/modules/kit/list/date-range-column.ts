import type { DataTableColumn } from '@ooh/ui/data-table';
import { formatDateRange } from '../../briefs/format.ts';
import { DATE_RANGE_MIN_WIDTH } from './column-widths.ts';

/**
 * A list's "Dates" column ("20 Dec 2026 – 9 Mar 2027"), never narrower than the range's two halves: at 390 px the
 * table gave it 70 px and the range wrapped a word a line, six lines a row, in the briefs, the approved briefs and
 * the campaign lists. At `DATE_RANGE_MIN_WIDTH` it takes two lines at most and the table scrolls sideways in its frame.
 */
export function dateRangeColumn<Row>(
  range: (row: Row) => { start: string; end: string },
): DataTableColumn<Row> {
  return {
    id: 'dates',
    header: 'Dates',
    minWidth: DATE_RANGE_MIN_WIDTH,
    cell: (row) => {
      const { start, end } = range(row);
      return formatDateRange(start, end);
    },
  };
}
