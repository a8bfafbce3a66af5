import type { PlanColumnKey, PlanSiteRow } from '@ooh/api';
import { sumTotals, type Totals } from '@ooh/api/plan-math';

/** One city of a plan's site table: its rows in the server's order and their subtotal. */
export interface CityGroupOfRows {
  city: string;
  region: string;
  rows: PlanSiteRow[];
  subtotal: Totals;
}

export interface PlanSiteGroups {
  cities: CityGroupOfRows[];
  /** Every shown row's figures: the plan's total when no city filter is on. */
  total: Totals;
}

/**
 * The rows by city, in the order the server sent them (by city, then site code), each city with its subtotal.
 * Subtotals and the total are summed by plan-math's `sumTotals`, the very function the server sums the plan's
 * totals with (docs/domain.md "Summaries for a plan": a ratio of sums for CPM, amounts to the paisa), so a
 * city's figures add up to the plan's and never read differently from the server's.
 */
export function groupPlanSites(rows: readonly PlanSiteRow[]): PlanSiteGroups {
  const byCity = new Map<string, PlanSiteRow[]>();
  for (const row of rows) {
    const list = byCity.get(row.city_name);
    if (list) list.push(row);
    else byCity.set(row.city_name, [row]);
  }
  return {
    cities: [...byCity.entries()].map(([city, cityRows]) => ({
      city,
      region: cityRows[0]?.region_name ?? '',
      rows: cityRows,
      subtotal: sumTotals(cityRows),
    })),
    total: sumTotals(rows),
  };
}

/** The columns a subtotal row fills, and the figure of `Totals` each shows. */
const SUMMED: Partial<Record<PlanColumnKey, keyof Totals>> = {
  gross: 'gross',
  net: 'net',
  production: 'production',
  total: 'total',
  impressions: 'impressions',
  cpm: 'cpm',
};

/** The figure a subtotal or total row shows under `key`, or undefined when the column is not summed. */
export function summedFigure(key: PlanColumnKey, totals: Totals): number | null | undefined {
  const figure = SUMMED[key];
  return figure === undefined ? undefined : totals[figure];
}

export function isSummedColumn(key: PlanColumnKey): boolean {
  return SUMMED[key] !== undefined;
}

/** The columns that sit before the first summed one: a subtotal's label spans them. */
export function leadingColumnCount(keys: readonly PlanColumnKey[]): number {
  const first = keys.findIndex(isSummedColumn);
  return first === -1 ? keys.length : first;
}
