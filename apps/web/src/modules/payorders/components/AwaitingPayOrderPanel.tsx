import type { AwaitingPayOrderItem } from '@ooh/api';
import { createListMachine } from '@ooh/machines/list';
import { Button } from '@ooh/ui/button';
import { DataTable, type DataTableColumn } from '@ooh/ui/data-table';
import { Stack } from '@ooh/ui/stack';
import { Text } from '@ooh/ui/text';
import { campaignNameColumn } from '../../kit/list/campaign-name-column.ts';
import { PagedListPanel } from '../../kit/list/PagedListPanel.tsx';
import { useList } from '../../kit/list/use-list.ts';
import { useRefreshOn } from '../hooks/use-refresh-on.ts';
import { formatAmount } from '../money.ts';
import { AWAITING_TAB, PAY_ORDERS_PAGE_SIZE } from '../payorder-tabs.ts';

const awaitingListMachine = createListMachine<AwaitingPayOrderItem>();

export type AwaitingPayOrderPanelProps = {
  /** Offers "Record pay order" on each row (the viewer's role may record one). */
  onRecord?: ((brief: AwaitingPayOrderItem) => void) | undefined;
  /** Bumped by the page after a pay order was recorded: the list loads again. */
  version: number;
};

function columnsFor(
  onRecord: AwaitingPayOrderPanelProps['onRecord'],
): DataTableColumn<AwaitingPayOrderItem>[] {
  return [
    { id: 'number', header: 'Brief number', cell: (brief) => brief.brief_number, hideable: false },
    { id: 'client', header: 'Client', cell: (brief) => brief.client_name },
    campaignNameColumn(),
    { id: 'plan', header: 'Accepted plan', cell: (brief) => brief.plan_name },
    { id: 'total', header: "Plan's total", cell: (brief) => formatAmount(brief.plan_total), align: 'end' },
    {
      id: 'last',
      header: 'Last pay order',
      cell: (brief) =>
        brief.last_rejection ? (
          <Stack space="xs">
            <Text size="sm">{`${brief.last_rejection.po_number} rejected`}</Text>
            <Text size="sm" tone="secondary">
              {brief.last_rejection.reason ?? 'No reason given'}
            </Text>
          </Stack>
        ) : (
          'None yet'
        ),
    },
    ...(onRecord
      ? [
          {
            id: 'actions',
            header: 'Actions',
            hideable: false,
            cell: (brief: AwaitingPayOrderItem) => (
              // The visible words are the same on every row; the name (starting with them) says which brief.
              <Button
                size="sm"
                variant="primary"
                aria-label={`Record pay order for ${brief.brief_number}`}
                onClick={() => onRecord(brief)}
              >
                Record pay order
              </Button>
            ),
          },
        ]
      : []),
  ];
}

/** The briefs whose accepted plan waits for the client's pay order, each with "Record pay order" when allowed. */
export function AwaitingPayOrderPanel({ onRecord, version }: AwaitingPayOrderPanelProps) {
  const list = useList(awaitingListMachine, AWAITING_TAB.fetchPage, { limit: PAY_ORDERS_PAGE_SIZE });
  useRefreshOn(version, list.refresh);
  return (
    <PagedListPanel list={list} text={AWAITING_TAB} searchHint={AWAITING_TAB.searchHint}>
      {({ items, loading, empty }) => (
        <DataTable
          label={AWAITING_TAB.name}
          columns={columnsFor(onRecord)}
          rows={items}
          rowKey={(brief) => String(brief.brief_id)}
          rowLabel={(brief) => brief.brief_number}
          loading={loading}
          skeletonRows={5}
          empty={empty}
        />
      )}
    </PagedListPanel>
  );
}
