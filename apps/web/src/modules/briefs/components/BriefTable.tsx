import type { BriefListItem } from '@ooh/api';
import { DataTable, type DataTableColumn } from '@ooh/ui/data-table';
import type { ReactNode } from 'react';
import { campaignNameColumn } from '../../kit/list/campaign-name-column.ts';
import { dateRangeColumn } from '../../kit/list/date-range-column.ts';
import type { BriefTab } from '../brief-tabs.ts';
import { formatMoney } from '../format.ts';
import { BriefStatusBadge } from './BriefStatusBadge.tsx';

export type BriefTableProps = {
  tab: BriefTab;
  label: string;
  briefs: BriefListItem[];
  loading: boolean;
  empty: ReactNode;
  onOpen: (brief: BriefListItem) => void;
};

const kindLabel = { form: 'Form', file: 'File' } as const;

function columnsFor(tab: BriefTab): DataTableColumn<BriefListItem>[] {
  return [
    { id: 'number', header: 'Brief number', cell: (brief) => brief.brief_number, hideable: false },
    { id: 'client', header: 'Client', cell: (brief) => brief.client_name },
    campaignNameColumn(),
    dateRangeColumn((brief) => ({ start: brief.start_date, end: brief.end_date })),
    { id: 'budget', header: 'Budget', cell: (brief) => formatMoney(brief.budget), align: 'end' },
    { id: 'kind', header: 'Kind', cell: (brief) => kindLabel[brief.kind] },
    { id: 'status', header: 'Status', cell: (brief) => <BriefStatusBadge status={brief.status} /> },
    ...(tab === 'rejected'
      ? [{ id: 'reason', header: 'Reason', cell: (brief: BriefListItem) => brief.reason ?? '—' }]
      : []),
  ];
}

/** One page of a brief list; a row (click, Enter or Space) opens the brief's review. */
export function BriefTable({ tab, label, briefs, loading, empty, onOpen }: BriefTableProps) {
  return (
    <DataTable
      label={label}
      columns={columnsFor(tab)}
      rows={briefs}
      rowKey={(brief) => String(brief.id)}
      rowLabel={(brief) => brief.brief_number}
      loading={loading}
      skeletonRows={5}
      empty={empty}
      onRowClick={onOpen}
    />
  );
}
