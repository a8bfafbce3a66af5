import type { BriefListItem } from '@ooh/api';
import { Button } from '@ooh/ui/button';
import { DataTable, type DataTableColumn } from '@ooh/ui/data-table';
import { Text } from '@ooh/ui/text';
import { formatMoney } from '../../briefs/format.ts';
import { campaignNameColumn } from '../../kit/list/campaign-name-column.ts';
import { dateRangeColumn } from '../../kit/list/date-range-column.ts';
import { PagedListPanel } from '../../kit/list/PagedListPanel.tsx';
import { useApprovedBriefList } from '../hooks/use-plan-list.ts';
import { APPROVED_BRIEFS } from '../plan-lists.ts';

export type ApprovedBriefsPanelProps = {
  /** Offers "Create plan" on each row (the viewer's role may start plans). */
  onCreatePlan?: ((brief: BriefListItem) => void) | undefined;
  /** Makes rows open the brief (the viewer's role may open its details). */
  onOpen?: ((brief: BriefListItem) => void) | undefined;
};

function columnsFor(
  onCreatePlan: ApprovedBriefsPanelProps['onCreatePlan'],
): DataTableColumn<BriefListItem>[] {
  return [
    { id: 'number', header: 'Brief number', cell: (brief) => brief.brief_number, hideable: false },
    { id: 'client', header: 'Client', cell: (brief) => brief.client_name },
    campaignNameColumn(),
    dateRangeColumn((brief) => ({ start: brief.start_date, end: brief.end_date })),
    { id: 'budget', header: 'Budget', cell: (brief) => formatMoney(brief.budget), align: 'end' },
    {
      id: 'plans',
      header: 'Plans',
      cell: (brief) =>
        brief.accepted_plan
          ? `Accepted: ${brief.accepted_plan.name}`
          : brief.is_Plan_attached === 'Y'
            ? 'Has plans'
            : 'None yet',
    },
    ...(onCreatePlan
      ? [
          {
            id: 'actions',
            header: 'Actions',
            hideable: false,
            cell: (brief: BriefListItem) =>
              // One accepted plan per brief: a new plan could never be accepted, so none is offered, and why.
              brief.accepted_plan ? (
                <Text as="span" size="sm" tone="secondary">
                  No new plan: one is accepted
                </Text>
              ) : (
                // The visible words are the same on every row; the name (starting with them) says which brief.
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={`Create plan for ${brief.brief_number}`}
                  onClick={() => onCreatePlan(brief)}
                >
                  Create plan
                </Button>
              ),
          },
        ]
      : []),
  ];
}

/** The approved briefs, ready to be planned: searched and paged, each with "Create plan" when allowed. */
export function ApprovedBriefsPanel({ onCreatePlan, onOpen }: ApprovedBriefsPanelProps) {
  const list = useApprovedBriefList();
  return (
    <PagedListPanel list={list} text={APPROVED_BRIEFS} searchHint="Client, campaign or brief number">
      {({ items, loading, empty }) => (
        <DataTable
          label={APPROVED_BRIEFS.name}
          columns={columnsFor(onCreatePlan)}
          rows={items}
          rowKey={(brief) => String(brief.id)}
          rowLabel={(brief) => brief.brief_number}
          loading={loading}
          skeletonRows={5}
          empty={empty}
          {...(onOpen ? { onRowClick: onOpen } : {})}
        />
      )}
    </PagedListPanel>
  );
}
