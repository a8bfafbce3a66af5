import type { PlanDetail } from '@ooh/api';
import { planOf, planSiteRow, siteInventory } from '@ooh/api/msw';
import { sumTotals } from '@ooh/api/plan-math';

const site = (id: number) => {
  const found = siteInventory.find((s) => s.id === id);
  if (!found) throw new Error(`No fixture site ${id}`);
  return found;
};

/**
 * The hand checks of docs/domain.md ("Summaries for a plan") on the fixture inventory, as accepted plan 5: three
 * Lahore billboards (sites 1, 3 and 5: 40,000, 50,000 and 60,000 passers a day, 4,500,000 impressions in all) at
 * 100,000 a month for 30 days with 10% off, the third FOC, 10,000 of mounting on the first; and the screen of
 * site 4 (10 s spot, 60 s loop, 1 spot, open 06:00–24:00) at 60,000 a month. Net 240,000; conventional CPM 40;
 * budget shares 75.0% and 25.0%; 1,080 plays a day, 90 hours of display; subtotal 250,000, tax 45,000, grand total
 * 295,000.
 */
export function handCheckedPlan(change: Partial<PlanDetail> = {}): PlanDetail {
  const dates = { start_date: '2026-12-01', end_date: '2026-12-30' };
  const billboard = {
    ...dates,
    monthly_rate: 100_000,
    discount_percent: 10,
    printing_rate: 0,
    mounting_cost: 0,
  };
  const rows = [
    planSiteRow(501, site(1), { ...billboard, mounting_cost: 10_000 }),
    planSiteRow(502, site(3), billboard),
    planSiteRow(503, site(5), { ...billboard, line_type: 'foc' }),
    planSiteRow(504, site(4), { ...dates, monthly_rate: 60_000 }),
  ];
  const totals = sumTotals(rows);
  return planOf(5, { sites_list: rows, totals, sites: rows.length, total: totals.total, ...change });
}
