import { setup } from 'xstate';
import { PAY_ORDER_STATUSES } from './pay-order.statuses.ts';

export { PAY_ORDER_STATUSES };

export type PayOrderStatus = (typeof PAY_ORDER_STATUSES)[number];

/** A pay order's guards read only the event, so it has no facts. */
export type PayOrderContext = Record<string, never>;

export type PayOrderEvent = { type: 'payOrder.accept' } | { type: 'payOrder.reject'; reason: string };

/**
 * A pay order recorded against a brief with an accepted plan (docs/domain.md "Pay order"): pending until accepted
 * or rejected with a reason. Both are final for that order: a rejected one is replaced by recording a new one.
 * Accepting creates the campaign for the accepted plan in the same transaction; the server does that, the
 * machine only decides the status.
 */
export const payOrderMachine = setup({
  types: {
    context: {} as PayOrderContext,
    events: {} as PayOrderEvent,
  },
  guards: {
    hasReason: ({ event }) => event.type === 'payOrder.reject' && event.reason.trim().length > 0,
  },
}).createMachine({
  id: 'payOrder',
  context: {},
  initial: 'pending',
  states: {
    pending: {
      on: {
        'payOrder.accept': {
          target: 'accepted',
          description: 'Accepting a pay order creates the campaign for the accepted plan.',
        },
        'payOrder.reject': {
          target: 'rejected',
          guard: 'hasReason',
          description: 'A reason is required to reject a pay order.',
        },
      },
    },
    accepted: { type: 'final' },
    rejected: {
      type: 'final',
      description: 'A rejected pay order stays rejected; record a new pay order to replace it.',
    },
  },
});

export type PayOrderMachine = typeof payOrderMachine;
