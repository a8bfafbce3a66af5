import type { PayOrderItem } from '@ooh/api';
import { campaignDetailsHref } from '@ooh/api/routes';
import { createListMachine } from '@ooh/machines/list';
import { Button } from '@ooh/ui/button';
import { DataTable, type DataTableColumn } from '@ooh/ui/data-table';
import { Inline } from '@ooh/ui/inline';
import { Link } from '@ooh/ui/link';
import { Stack } from '@ooh/ui/stack';
import { Text } from '@ooh/ui/text';
import { formatDate, formatDateTime } from '../../briefs/format.ts';
import type { ActionOutcome } from '../../kit/lifecycle-actions/definition.ts';
import { LifecycleActions } from '../../kit/lifecycle-actions/LifecycleActions.tsx';
import { NAME_MIN_WIDTH } from '../../kit/list/column-widths.ts';
import { PagedListPanel } from '../../kit/list/PagedListPanel.tsx';
import { useList } from '../../kit/list/use-list.ts';
import { usePermissions } from '../../kit/permissions/use-permissions.ts';
import { useRefreshOn } from '../hooks/use-refresh-on.ts';
import { differenceText, formatAmount, formatShare } from '../money.ts';
import { payOrderLifecycle } from '../payorder-lifecycle.ts';
import { PAY_ORDERS_PAGE_SIZE, type PayOrderTabDefinition } from '../payorder-tabs.ts';

const payOrderListMachine = createListMachine<PayOrderItem>();

export type PayOrderPanelProps = {
  tab: PayOrderTabDefinition;
  /** Bumped by the page after a change: the list loads again. */
  version: number;
  onViewDocument: (payOrder: PayOrderItem) => void;
  onDecided: (payOrder: PayOrderItem, outcome: ActionOutcome<PayOrderItem>) => void;
};

/** The amount with how it compares to the plan's total, in words. */
function AmountCell({ payOrder }: { payOrder: PayOrderItem }) {
  return (
    <Stack space="xs">
      <Text>{formatAmount(payOrder.amount)}</Text>
      <Text size="sm" tone={payOrder.difference === 0 ? 'secondary' : 'caution'}>
        {differenceText(payOrder.difference)}
      </Text>
    </Stack>
  );
}

/** The pay orders of one status: pending ones with their decisions, accepted ones with their campaign. */
export function PayOrderPanel({ tab, version, onViewDocument, onDecided }: PayOrderPanelProps) {
  const list = useList(payOrderListMachine, tab.fetchPage, { limit: PAY_ORDERS_PAGE_SIZE });
  useRefreshOn(version, list.refresh);
  const { role, mayOpen } = usePermissions();

  const columns: DataTableColumn<PayOrderItem>[] = [
    { id: 'po', header: 'PO number', cell: (payOrder) => payOrder.po_number, hideable: false },
    {
      id: 'brief',
      header: 'Brief',
      cell: (payOrder) => (
        <Stack space="xs">
          <Text>{payOrder.campaign_name}</Text>
          <Text size="sm" tone="secondary">{`${payOrder.brief_number} · ${payOrder.client_name}`}</Text>
        </Stack>
      ),
    },
    { id: 'plan', header: 'Plan', cell: (payOrder) => payOrder.plan_name },
    { id: 'amount', header: 'Amount', cell: (payOrder) => <AmountCell payOrder={payOrder} /> },
    { id: 'date', header: 'PO date', cell: (payOrder) => formatDate(payOrder.po_date) },
    tab.value === 'pending'
      ? {
          id: 'recorded',
          header: 'Recorded',
          cell: (payOrder) => `${payOrder.recorded_by_name}, ${formatDateTime(payOrder.created_at)}`,
        }
      : {
          id: 'decided',
          header: tab.value === 'accepted' ? 'Accepted' : 'Rejected',
          cell: (payOrder) =>
            payOrder.decided_at
              ? `${payOrder.decided_by_name ?? '—'}, ${formatDateTime(payOrder.decided_at)}`
              : '—',
        },
    ...(tab.value === 'rejected'
      ? [{ id: 'reason', header: 'Reason', cell: (payOrder: PayOrderItem) => payOrder.reason ?? '—' }]
      : []),
    ...(tab.value === 'accepted'
      ? [
          {
            id: 'campaign',
            header: 'Campaign',
            minWidth: NAME_MIN_WIDTH,
            cell: (payOrder: PayOrderItem) => {
              const share = formatShare(payOrder.verified_share);
              const link = campaignDetailsHref(payOrder, role);
              return (
                <Stack space="xs">
                  {mayOpen(link) ? (
                    <Link href={link}>{`Open campaign ${payOrder.campaign_name}`}</Link>
                  ) : (
                    <Text>{payOrder.campaign_name}</Text>
                  )}
                  <Text size="sm" tone="secondary">
                    {share === null ? 'Not verified yet' : `${share} of sites verified`}
                  </Text>
                </Stack>
              );
            },
          },
        ]
      : []),
    {
      id: 'actions',
      header: 'Actions',
      hideable: false,
      cell: (payOrder) => (
        <Inline space="sm" alignY="center">
          <Button
            size="sm"
            variant="secondary"
            aria-label={`View document of ${payOrder.po_number}`}
            onClick={() => onViewDocument(payOrder)}
          >
            View document
          </Button>
          <LifecycleActions
            definition={payOrderLifecycle}
            record={payOrder}
            onDone={(outcome) => onDecided(payOrder, outcome)}
          />
        </Inline>
      ),
    },
  ];

  return (
    <PagedListPanel list={list} text={tab} searchHint={tab.searchHint}>
      {({ items, loading, empty }) => (
        <DataTable
          label={tab.name}
          columns={columns}
          rows={items}
          rowKey={(payOrder) => String(payOrder.id)}
          rowLabel={(payOrder) => payOrder.po_number}
          // A page loading again keeps the rows it replaces (the panel says it is loading): a confirmation opened
          // from a row lives in the row, and a skeleton would close it under the reader.
          loading={loading && items.length === 0}
          skeletonRows={5}
          empty={empty}
        />
      )}
    </PagedListPanel>
  );
}
