import { type AwaitingPayOrderItem, type PayOrderItem, recordPayOrder } from '@ooh/api';
import { PageHeader } from '@ooh/ui/page-header';
import { Stack } from '@ooh/ui/stack';
import { Tabs } from '@ooh/ui/tabs';
import { notify } from '@ooh/ui/toast';
import { useState } from 'react';
import type { ActionOutcome } from '../modules/kit/lifecycle-actions/definition.ts';
import { useTabParam } from '../modules/kit/list/use-tab-param.ts';
import { usePermissions } from '../modules/kit/permissions/use-permissions.ts';
import { AwaitingPayOrderPanel } from '../modules/payorders/components/AwaitingPayOrderPanel.tsx';
import { PayOrderDocumentDialog } from '../modules/payorders/components/PayOrderDocumentDialog.tsx';
import { PayOrderPanel } from '../modules/payorders/components/PayOrderPanel.tsx';
import { RecordPayOrderDialog } from '../modules/payorders/components/RecordPayOrderDialog.tsx';
import { usePayOrderCounts } from '../modules/payorders/hooks/use-pay-order-counts.ts';
import { differenceText, formatAmount } from '../modules/payorders/money.ts';
import {
  PAY_ORDER_TAB_VALUES,
  PAY_ORDER_TABS,
  type PayOrderTab,
  type PayOrderTabs,
} from '../modules/payorders/payorder-tabs.ts';

/**
 * /plan-po-review: the briefs whose accepted plan waits for the client's pay order, and the pay orders by status,
 * a tab each (kept in the URL). Awaiting rows record a pay order; pending ones are accepted (which starts the
 * campaign) or rejected with a reason; accepted ones lead to their campaign (docs/domain.md "Pay order").
 */
export function PayOrderReviewPage() {
  const permissions = usePermissions();
  const [tabValue, changeTab] = useTabParam(PAY_ORDER_TAB_VALUES);
  const tab = PAY_ORDER_TABS.find((item) => item.value === tabValue) as PayOrderTabs;
  const { counts, refresh } = usePayOrderCounts();
  const [recordFor, setRecordFor] = useState<AwaitingPayOrderItem | null>(null);
  const [documentOf, setDocumentOf] = useState<PayOrderItem | null>(null);
  // Bumped after a change made here, so the open list loads again.
  const [version, setVersion] = useState(0);

  const changed = () => {
    setVersion((value) => value + 1);
    refresh();
  };
  const handleTabChange = (value: string) => {
    changeTab(value as PayOrderTab);
    // Changes made since the counts were read (here or elsewhere) show when the tab changes.
    refresh();
  };
  const handleRecorded = (payOrder: PayOrderItem, message: string) => {
    setRecordFor(null);
    notify.success({
      title: message,
      description: `${payOrder.po_number} · ${formatAmount(payOrder.amount)} · ${differenceText(payOrder.difference)}`,
    });
    changed();
  };
  const handleDecided = (payOrder: PayOrderItem, outcome: ActionOutcome<PayOrderItem>) => {
    notify.success({
      title: outcome.message,
      description: `${payOrder.po_number} · ${payOrder.campaign_name}`,
    });
    changed();
  };

  return (
    <>
      <Stack space="lg">
        <PageHeader
          title="Pay order review"
          description="Record the client's pay order against an accepted plan, then accept it to start the campaign."
        />
        <Tabs
          label="Pay order status"
          value={tab.value}
          onValueChange={handleTabChange}
          items={PAY_ORDER_TABS.map((item) => ({
            value: item.value,
            label: item.label,
            ...(counts ? { count: item.count(counts) } : {}),
          }))}
        >
          {() =>
            tab.value === 'awaiting' ? (
              <AwaitingPayOrderPanel
                key={tab.value}
                version={version}
                onRecord={permissions.mayCall(recordPayOrder) ? setRecordFor : undefined}
              />
            ) : (
              <PayOrderPanel
                key={tab.value}
                tab={tab}
                version={version}
                onViewDocument={setDocumentOf}
                onDecided={handleDecided}
              />
            )
          }
        </Tabs>
      </Stack>
      {/* Outside the stack: a closed dialog renders nothing, and a stack spaces every child it is given. */}
      <RecordPayOrderDialog
        brief={recordFor}
        onClose={() => setRecordFor(null)}
        onRecorded={handleRecorded}
      />
      <PayOrderDocumentDialog payOrder={documentOf} onClose={() => setDocumentOf(null)} />
    </>
  );
}
