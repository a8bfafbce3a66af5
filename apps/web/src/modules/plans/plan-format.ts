import type { PlanColumnKey, PlanHistoryEntry, PlanSiteRow } from '@ooh/api';
import { lazyNumberFormat, wholeFirstNumberFormat } from '@ooh/ui/text-format';
import { formatCompactDateRange, formatMoney } from '../briefs/format.ts';

/**
 * How the plan screens write a site row's figures. Every figure comes from the server; these only word them,
 * so the site table, the city subtotals and the totals strip read alike.
 */

// Whole values are written without Intl (`@ooh/ui/text-format`, as `formatCount`); the rest by Intl, made on first use.
const whole = wholeFirstNumberFormat(() => new Intl.NumberFormat('en-GB', { maximumFractionDigits: 0 }));
const twoDecimals = lazyNumberFormat(
  () => new Intl.NumberFormat('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
);
const upToTwoDecimals = wholeFirstNumberFormat(
  () => new Intl.NumberFormat('en-GB', { maximumFractionDigits: 2 }),
);

/** Shown where a figure does not apply (no traffic data, a conventional site's spot). */
export const NOT_APPLICABLE = '—';

/** A whole number (sizes, faces, days, impressions; rounded): `1234567.4` → `1,234,567`. The kit's `formatCount` keeps up to three decimals. */
export function formatWhole(value: number): string {
  return whole(value);
}

/** CPM, two decimals: `183.5` → `183.50`; an em dash without impressions. */
export function formatCpm(value: number | null): string {
  return value === null ? NOT_APPLICABLE : twoDecimals(value);
}

export { formatMoney };

/**
 * An amount in the site table, without its currency: the table says once that its amounts are in PKR, so that
 * seven money columns fit across a desk screen (`180000` → `180,000`).
 */
export function formatAmount(value: number): string {
  return whole(value);
}

/** A figure as it was entered (a rate, a percentage, seconds): up to two decimals, `12.5` → `12.5`. */
export function formatFigure(value: number): string {
  return upToTwoDecimals(value);
}

/** Columns holding numbers: right-aligned. */
const NUMERIC: ReadonlySet<PlanColumnKey> = new Set([
  'faces',
  'days',
  'monthly_rate',
  'discount_percent',
  'gross',
  'net',
  'printing_rate',
  'mounting_cost',
  'production',
  'total',
  'spot',
  'plays_per_day',
  'impressions',
  'cpm',
]);

export function isNumericColumn(key: PlanColumnKey): boolean {
  return NUMERIC.has(key);
}

/** One cell of the site table, by the column's key. */
export function formatPlanCell(key: PlanColumnKey, row: PlanSiteRow): string {
  switch (key) {
    case 'site_code':
      return row.site_code;
    case 'site_name':
      return row.site_name;
    case 'location_name':
      return row.location_name;
    case 'medium_name':
      return row.medium_name;
    case 'size':
      return `${formatWhole(row.width_ft)} × ${formatWhole(row.height_ft)}`;
    case 'faces':
      return formatWhole(row.faces);
    case 'illuminated':
      return row.illuminated ? 'Yes' : 'No';
    case 'dates':
      return formatCompactDateRange(row.start_date, row.end_date);
    case 'days':
      return formatWhole(row.days);
    case 'line_type':
      return row.line_type === 'foc' ? 'FOC' : 'Paid';
    case 'monthly_rate':
      return formatAmount(row.monthly_rate);
    case 'discount_percent':
      return `${twoDecimals(row.discount_percent).replace(/\.00$/, '')}%`;
    case 'gross':
      return formatAmount(row.gross);
    case 'net':
      return formatAmount(row.net);
    case 'printing_rate':
      return formatFigure(row.printing_rate);
    case 'mounting_cost':
      return formatAmount(row.mounting_cost);
    case 'production':
      return formatAmount(row.production);
    case 'total':
      return formatAmount(row.total);
    case 'spot':
      return row.spot_length_seconds !== null && row.loop_length_seconds !== null
        ? `${row.spot_length_seconds} / ${row.loop_length_seconds}`
        : NOT_APPLICABLE;
    case 'plays_per_day':
      return row.plays_per_day === null ? NOT_APPLICABLE : formatWhole(row.plays_per_day);
    case 'impressions':
      return row.impressions === null ? NOT_APPLICABLE : formatWhole(row.impressions);
    case 'cpm':
      return formatCpm(row.cpm);
  }
}

const historyActions: Record<PlanHistoryEntry['action'], string> = {
  created: 'Created',
  submitted: 'Submitted for review',
  accepted: 'Accepted',
  modification_requested: 'Modification requested',
  resubmitted: 'Resubmitted',
  lost: 'Marked as lost',
};

/** A history entry's action in words: modification_requested → "Modification requested". */
export function historyActionText(action: PlanHistoryEntry['action']): string {
  return historyActions[action] ?? action.replaceAll('_', ' ');
}

/** `1` → `1 site`, `5` → `5 sites`. */
export function siteCountText(count: number): string {
  return `${formatWhole(count)} ${count === 1 ? 'site' : 'sites'}`;
}
