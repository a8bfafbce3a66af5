import { acceptPayOrder, type PayOrderItem, rejectPayOrder } from '@ooh/api';
import { payOrderMachine } from '@ooh/machines/pay-order';
import { defineLifecycle } from '../kit/lifecycle-actions/definition.ts';
import { formatAmount } from './money.ts';

/** What a decided pay order looks like after the server's answer. */
const decided = (answer: { message: string; pay_order: PayOrderItem }) => ({
  message: answer.message,
  change: answer.pay_order,
});

/**
 * A pending pay order's decisions (docs/domain.md "Pay order"): accept — which creates the campaign for the
 * accepted plan, in the same transaction — or reject with a reason, each offered when the pay order machine
 * allows it and the viewer's role may make the call.
 */
export const payOrderLifecycle = defineLifecycle({
  machine: payOrderMachine,
  status: (payOrder: PayOrderItem) => payOrder.status,
  facts: () => ({}),
  actions: [
    {
      key: 'accept',
      kind: 'call',
      event: { type: 'payOrder.accept' },
      endpoint: acceptPayOrder,
      label: 'Accept',
      tone: 'primary',
      confirm: {
        title: (payOrder) => `Accept pay order ${payOrder.po_number}?`,
        description: (payOrder) =>
          `This creates the campaign “${payOrder.campaign_name}” for plan ${payOrder.plan_name} (${formatAmount(payOrder.amount)}), with every site of the plan, and tells the operation analysts. It cannot be undone.`,
        confirmLabel: 'Accept and create campaign',
      },
      perform: async (client, payOrder) =>
        decided(await client.call(acceptPayOrder, { params: { id: payOrder.id } })),
    },
    {
      key: 'reject',
      kind: 'call',
      // The reason is asked in the dialog; any text stands in for the machine's question.
      event: { type: 'payOrder.reject', reason: 'asked in the dialog' },
      endpoint: rejectPayOrder,
      label: 'Reject',
      tone: 'secondary',
      confirm: {
        title: (payOrder) => `Reject pay order ${payOrder.po_number}?`,
        description:
          'The pay order moves to Rejected and whoever recorded it is told why; a new pay order can then be recorded for the brief.',
        confirmLabel: 'Reject pay order',
      },
      reason: { label: 'Reason', hint: 'Shown to whoever recorded the pay order' },
      perform: async (client, payOrder, reason) =>
        decided(
          await client.call(rejectPayOrder, { params: { id: payOrder.id }, body: { reason: reason ?? '' } }),
        ),
    },
  ],
});
