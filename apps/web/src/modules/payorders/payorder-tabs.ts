import {
  type AwaitingPayOrderItem,
  type EndpointResponse,
  fetchBriefsAwaitingPayOrder,
  type fetchPayOrderCounts,
  fetchPayOrders,
  type PayOrderItem,
  type PayOrderStatus,
} from '@ooh/api';
import type { ListText } from '../kit/list/PagedListPanel.tsx';
import { type FetchPage, searchedPage } from '../kit/list/use-list.ts';

export type PayOrderTab = 'awaiting' | PayOrderStatus;

export type PayOrderCounts = EndpointResponse<typeof fetchPayOrderCounts>;

/** Spec section 9: page 1 first, 10 to a page. */
export const PAY_ORDERS_PAGE_SIZE = 10;

interface TabBase extends ListText {
  value: PayOrderTab;
  label: string;
  count: (counts: PayOrderCounts) => number;
  searchHint: string;
}

/** The briefs whose accepted plan waits for the client's pay order. */
export interface AwaitingTabDefinition extends TabBase {
  value: 'awaiting';
  fetchPage: FetchPage<AwaitingPayOrderItem>;
}

/** The pay orders of one status. */
export interface PayOrderTabDefinition extends TabBase {
  value: PayOrderStatus;
  fetchPage: FetchPage<PayOrderItem>;
}

export type PayOrderTabs = AwaitingTabDefinition | PayOrderTabDefinition;

/** One page of the pay orders of a status. */
function payOrderPageOf(status: PayOrderStatus): FetchPage<PayOrderItem> {
  return searchedPage(async (client, query, signal) => {
    const answer = await client.call(fetchPayOrders, { query: { ...query, status }, signal });
    return {
      items: answer.pay_orders,
      total: answer.total,
      allTotal: answer.allTotal,
      totalCapped: answer.totalCapped,
    };
  });
}

const payOrderNoMatch = (name: string): ListText['noMatch'] => ({
  title: 'No pay orders match your search',
  description: (search) =>
    `Nothing in ${name.toLowerCase()} matches “${search}”. Try a PO number, a brief number or a campaign.`,
});

export const AWAITING_TAB: AwaitingTabDefinition = {
  value: 'awaiting',
  label: 'Awaiting PO',
  name: 'Briefs awaiting a pay order',
  fallback: fetchBriefsAwaitingPayOrder.errorMessage,
  searchHint: 'Client, campaign or brief number',
  count: (counts) => counts.awaiting,
  fetchPage: searchedPage(async (client, query, signal) => {
    const answer = await client.call(fetchBriefsAwaitingPayOrder, { query, signal });
    return {
      items: answer.briefs,
      total: answer.total,
      allTotal: answer.allTotal,
      totalCapped: answer.totalCapped,
    };
  }),
  noMatch: {
    title: 'No briefs match your search',
    description: (search) =>
      `No brief awaiting a pay order matches “${search}”. Try a client or a brief number.`,
  },
  empty: {
    title: 'No brief awaits a pay order',
    description: "When a client accepts a plan, its brief waits here for the client's pay order.",
  },
};

/** The four lists of /plan-po-review, in the order of their tabs (docs/domain.md "Pay order"). */
export const PAY_ORDER_TABS: readonly PayOrderTabs[] = [
  AWAITING_TAB,
  {
    value: 'pending',
    label: 'Pending',
    name: 'Pending pay orders',
    fallback: fetchPayOrders.errorMessage,
    searchHint: 'PO number, brief number or campaign',
    count: (counts) => counts.pending,
    fetchPage: payOrderPageOf('pending'),
    noMatch: payOrderNoMatch('Pending pay orders'),
    empty: {
      title: 'No pending pay orders',
      description: 'Recorded pay orders wait here until they are accepted or rejected.',
    },
  },
  {
    value: 'accepted',
    label: 'Accepted',
    name: 'Accepted pay orders',
    fallback: fetchPayOrders.errorMessage,
    searchHint: 'PO number, brief number or campaign',
    count: (counts) => counts.accepted,
    fetchPage: payOrderPageOf('accepted'),
    noMatch: payOrderNoMatch('Accepted pay orders'),
    empty: {
      title: 'No accepted pay orders',
      description: 'Accepting a pay order starts its campaign; it is listed here with the campaign.',
    },
  },
  {
    value: 'rejected',
    label: 'Rejected',
    name: 'Rejected pay orders',
    fallback: fetchPayOrders.errorMessage,
    searchHint: 'PO number, brief number or campaign',
    count: (counts) => counts.rejected,
    fetchPage: payOrderPageOf('rejected'),
    noMatch: payOrderNoMatch('Rejected pay orders'),
    empty: {
      title: 'No rejected pay orders',
      description: 'Pay orders sent back with a reason appear here; a new one can be recorded for the brief.',
    },
  },
];

export const PAY_ORDER_TAB_VALUES: readonly PayOrderTab[] = PAY_ORDER_TABS.map((tab) => tab.value);
