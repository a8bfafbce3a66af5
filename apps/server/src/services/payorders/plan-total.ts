import { consolidated } from '@ooh/api/plan-math';
import type { Db } from '../../db/connection.ts';
import { loadPlanSiteRows } from '../plans/index.ts';

/**
 * The accepted plans' consolidated grand totals (net + production + tax, the figure the plan's consolidated summary
 * shows), by the plan math on the plans' rows (docs/domain.md "Pay order": never a formula of its own). For a page
 * of pay orders: their plans only.
 */
export async function planTotals(
  db: Db,
  planIds: readonly number[],
  taxRatePercent: number,
): Promise<Map<number, number>> {
  const rows = await loadPlanSiteRows(db, [...new Set(planIds)]);
  return new Map([...rows].map(([id, planRows]) => [id, consolidated(planRows, taxRatePercent).grand_total]));
}

/** amount − plan total, in cents (0 when equal). */
export const differenceOf = (amount: number, planTotal: number) =>
  Math.round((amount - planTotal) * 100) / 100;
