import type { DataTableColumn } from '@ooh/ui/data-table';
import { NAME_MIN_WIDTH } from './column-widths.ts';

/**
 * A list's "Campaign" column, the brief's campaign name as text (the briefs, the approved briefs, the briefs
 * awaiting a pay order, the plan lists), at the names' width (`NAME_MIN_WIDTH`): two lines at most on a phone.
 */
export function campaignNameColumn<Row extends { campaign_name: string }>(): DataTableColumn<Row> {
  return { id: 'campaign', header: 'Campaign', minWidth: NAME_MIN_WIDTH, cell: (row) => row.campaign_name };
}
