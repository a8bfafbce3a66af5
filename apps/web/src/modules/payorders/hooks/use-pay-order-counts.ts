import { fetchPayOrderCounts } from '@ooh/api';
import { useApiRequest } from '../../request/use-api-request.ts';
import type { PayOrderCounts } from '../payorder-tabs.ts';

export interface PayOrderCountsView {
  /** The latest counts; kept while newer ones load. */
  counts: PayOrderCounts | undefined;
  refresh: () => void;
}

/** The number of briefs awaiting a pay order and of pay orders by status, for the tabs of /plan-po-review. */
export function usePayOrderCounts(): PayOrderCountsView {
  const request = useApiRequest(fetchPayOrderCounts);
  return { counts: request.data, refresh: () => request.start({}) };
}
