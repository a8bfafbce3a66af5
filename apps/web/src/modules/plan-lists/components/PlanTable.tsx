import type { PlanListItem } from '@ooh/api';
import { DataTable, type DataTableColumn } from '@ooh/ui/data-table';
import type { ReactNode } from 'react';
import { formatDateTime, formatMoney } from '../../briefs/format.ts';
import { campaignNameColumn } from '../../kit/list/campaign-name-column.ts';
import { NAME_MIN_WIDTH, PHRASE_MIN_WIDTH } from '../../kit/list/column-widths.ts';
import { formatCount } from '../../kit/text/format-count.ts';
import { PlanStatusBadge } from './PlanStatusBadge.tsx';

export type PlanTableProps = {
  label: string;
  plans: PlanListItem[];
  loading: boolean;
  empty: ReactNode;
  /** Lists of one brief leave out the brief's columns: the page header names it. */
  showBrief?: boolean;
  /** The reason of the last modification request or of the loss. */
  showReason?: boolean;
  onOpen: (plan: PlanListItem) => void;
};

function columnsFor(showBrief: boolean, showReason: boolean): DataTableColumn<PlanListItem>[] {
  const brief: DataTableColumn<PlanListItem>[] = showBrief
    ? [
        { id: 'brief', header: 'Brief number', cell: (plan) => plan.brief_number },
        { id: 'client', header: 'Client', cell: (plan) => plan.client_name },
        campaignNameColumn(),
      ]
    : [];
  return [
    { id: 'name', header: 'Plan', minWidth: NAME_MIN_WIDTH, cell: (plan) => plan.planName, hideable: false },
    ...brief,
    { id: 'status', header: 'Status', cell: (plan) => <PlanStatusBadge status={plan.status} /> },
    { id: 'version', header: 'Version', cell: (plan) => `v${plan.version}`, align: 'end' },
    {
      id: 'sites',
      header: 'Sites',
      cell: (plan) => formatCount(plan.sites),
      align: 'end',
    },
    { id: 'total', header: 'Total', cell: (plan) => formatMoney(plan.total), align: 'end' },
    ...(showReason
      ? [
          {
            id: 'reason',
            header: 'Reason',
            minWidth: PHRASE_MIN_WIDTH,
            cell: (plan: PlanListItem) => plan.reason ?? '—',
          },
        ]
      : []),
    { id: 'updated', header: 'Updated', cell: (plan) => formatDateTime(plan.updated_at) },
  ];
}

/** One page of plans; a row (click, Enter or Space) opens the plan's view for its status. */
export function PlanTable({
  label,
  plans,
  loading,
  empty,
  showBrief = true,
  showReason = false,
  onOpen,
}: PlanTableProps) {
  return (
    <DataTable
      label={label}
      columns={columnsFor(showBrief, showReason)}
      rows={plans}
      rowKey={(plan) => String(plan.plan_id)}
      rowLabel={(plan) => plan.planName}
      loading={loading}
      skeletonRows={5}
      empty={empty}
      onRowClick={onOpen}
    />
  );
}
