/**
 * The plan site row's money and audience (docs/domain.md "The plan site row, and how money and audience are
 * computed"), as pure functions: the server computes every derived figure with these, never the screens, and
 * the MSW fixtures use them so stories show figures that add up.
 */

export interface RowSite {
  kind: 'conventional' | 'digital';
  width_ft: number;
  height_ft: number;
  faces: number;
  daily_traffic: number | null;
  /** Digital: minutes after midnight the screen is on and off (off may be 1440). */
  operating_from_minute: number | null;
  operating_to_minute: number | null;
}

export interface RowInput {
  start_date: string;
  end_date: string;
  line_type: 'paid' | 'foc';
  monthly_rate: number;
  discount_percent: number;
  printing_rate: number;
  mounting_cost: number;
  spot_length_seconds: number | null;
  loop_length_seconds: number | null;
  spots_per_loop: number | null;
}

export interface RowFigures {
  days: number;
  area_sqft: number;
  gross: number;
  discount: number;
  net: number;
  production: number;
  total: number;
  plays_per_day: number | null;
  share_of_voice: number;
  /** Display seconds a day (digital). */
  display_seconds_per_day: number | null;
  impressions: number | null;
  cpm: number | null;
}

const DAY_MS = 86_400_000;

/**
 * Money is kept to the paisa: every derived amount is rounded to 2 decimals, half away from zero, as PostgreSQL's
 * numeric round() does. `toPrecision(15)` first drops the binary noise of `value × 100` (7,183.945 × 100 is
 * 718,394.4999… in floating point), so exact halves round up as they do in SQL.
 */
export const round2 = (value: number) => {
  const scaled = Math.abs(value) * 100;
  // Fast path, the same result: `toPrecision(15)` moves a value by at most half a unit of its 15th significant digit
  // (under scaled × 1e-13), and `Math.round` only changes at halves; a fraction farther than that from a half rounds
  // the same either way. Under 1e15 cents, since above it `toPrecision(15)` would round the whole number itself.
  // Plan lists round every figure of every row: the string round trip was 7 % of the server's time under load.
  const fraction = scaled - Math.floor(scaled);
  if (scaled < 1e15 && Math.abs(fraction - 0.5) > scaled * 1e-13)
    return (Math.sign(value) * Math.round(scaled)) / 100;
  const cents = Number(scaled.toPrecision(15));
  return (Math.sign(value) * Math.round(cents)) / 100;
};

/** end − start + 1, inclusive, from ISO dates. */
export function inclusiveDays(start: string, end: string): number {
  return Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / DAY_MS) + 1;
}

export function computeRow(site: RowSite, row: RowInput): RowFigures {
  const days = inclusiveDays(row.start_date, row.end_date);
  const area = site.width_ft * site.height_ft;
  const gross = round2((row.monthly_rate * days) / 30);
  const discount = round2((gross * row.discount_percent) / 100);
  const net = row.line_type === 'foc' ? 0 : round2(gross - discount);
  const production =
    site.kind === 'digital' ? 0 : round2(row.printing_rate * area * site.faces + row.mounting_cost);

  let playsPerDay: number | null = null;
  let shareOfVoice = 1;
  let displaySeconds: number | null = null;
  if (site.kind === 'digital') {
    const spot = row.spot_length_seconds ?? 0;
    const loop = row.loop_length_seconds ?? 0;
    const spots = row.spots_per_loop ?? 0;
    const from = site.operating_from_minute ?? 0;
    const to = site.operating_to_minute ?? 24 * 60;
    const operatingSeconds = Math.max(0, to - from) * 60;
    playsPerDay = loop > 0 ? Math.floor(operatingSeconds / loop) * spots : 0;
    shareOfVoice = loop > 0 ? (spots * spot) / loop : 0;
    displaySeconds = playsPerDay * spot;
  }
  const impressions =
    site.daily_traffic === null ? null : Math.round(site.daily_traffic * days * shareOfVoice);
  const cpm = impressions ? round2((net / impressions) * 1000) : null;
  return {
    days,
    area_sqft: round2(area),
    gross,
    discount,
    net,
    production,
    total: round2(net + production),
    plays_per_day: playsPerDay,
    share_of_voice: shareOfVoice,
    display_seconds_per_day: displaySeconds,
    impressions,
    cpm,
  };
}

/**
 * CPM of a group: Σnet of the rows with traffic data / Σimpressions × 1000. Rows without traffic data leave both
 * sides; no impressions at all is null, never 0 or Infinity (docs/domain.md, decisions: CPM in the summaries).
 */
export const measuredCpm = (measuredNet: number, impressions: number): number | null =>
  impressions > 0 ? round2((measuredNet / impressions) * 1000) : null;

export interface Totals {
  sites: number;
  gross: number;
  discount: number;
  net: number;
  production: number;
  total: number;
  impressions: number;
  /**
   * Σnet of the rows with traffic data / Σimpressions × 1000: a ratio of sums, never an average of row CPMs, and
   * the summaries' CPM (`measuredCpm`): a row without traffic data has no impressions, so its net leaves the ratio.
   */
  cpm: number | null;
}

export function sumTotals(
  rows: ReadonlyArray<
    Pick<RowFigures, 'gross' | 'discount' | 'net' | 'production' | 'total' | 'impressions'>
  >,
): Totals {
  const sum = (pick: (row: (typeof rows)[number]) => number) => round2(rows.reduce((s, r) => s + pick(r), 0));
  const impressions = rows.reduce((s, r) => s + (r.impressions ?? 0), 0);
  const net = sum((r) => r.net);
  const measuredNet = round2(rows.reduce((s, r) => s + (r.impressions === null ? 0 : r.net), 0));
  return {
    sites: rows.length,
    gross: sum((r) => r.gross),
    discount: sum((r) => r.discount),
    net,
    production: sum((r) => r.production),
    total: sum((r) => r.total),
    impressions,
    cpm: measuredCpm(measuredNet, impressions),
  };
}

/** Two bookings of one site overlap when start ≤ other end and end ≥ other start (inclusive dates). */
export function overlaps(
  a: { start_date: string; end_date: string },
  b: { start_date: string; end_date: string },
) {
  return a.start_date <= b.end_date && a.end_date >= b.start_date;
}

export * from './pre-campaign.ts';
export * from './summaries.ts';
export { type GroupFigures, percentOf, type SummaryRow } from './summary-rows.ts';
