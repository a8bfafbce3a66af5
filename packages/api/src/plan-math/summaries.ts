/**
 * The seven `client-appsells` summaries of a plan (docs/domain.md "Summaries for a plan"), each a pure function of
 * the plan's rows with one pass over them.
 */
import { round2, type Totals } from './index.ts';
import {
  byText,
  type GroupFigures,
  groupBy,
  KINDS,
  type Kind,
  percentOf,
  round1,
  type SummaryRow,
  Sums,
} from './summary-rows.ts';

// ---------------------------------------------------------------------------------------------------------------
// 1. FOC vs paid

export interface FocPaidLine {
  line_type: 'paid' | 'foc';
  sites: number;
  gross: number;
  discount: number;
  net: number;
}

export interface FocPaidBreakup {
  /** Paid, then FOC, both always present. */
  breakup: FocPaidLine[];
  totals: Omit<FocPaidLine, 'line_type'>;
  /** Σgross(FOC) / Σgross(all), in %; null when the plan has no gross. */
  foc_share_percent: number | null;
}

export function focPaidBreakup(rows: readonly SummaryRow[]): FocPaidBreakup {
  const paid = new Sums();
  const foc = new Sums();
  const all = new Sums();
  for (const row of rows) {
    (row.line_type === 'foc' ? foc : paid).add(row);
    all.add(row);
  }
  const line = (sums: Sums) => {
    const f = sums.figures();
    return { sites: f.sites, gross: f.gross, discount: f.discount, net: f.net };
  };
  const totals = line(all);
  const focLine = line(foc);
  return {
    breakup: [
      { line_type: 'paid', ...line(paid) },
      { line_type: 'foc', ...focLine },
    ],
    totals,
    foc_share_percent: percentOf(focLine.gross, totals.gross),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// 2. Conventional summary, and 6. the same by region

export interface ConventionalGroup extends GroupFigures {
  medium_name: string;
  city_id: number;
  city_name: string;
  region_id: number;
  region_name: string;
}

export interface ConventionalSummary {
  /** By medium, then city (by name). */
  groups: ConventionalGroup[];
  /** By medium (by name), every city together: a medium's CPM is a ratio of its sums, like every CPM. */
  by_medium: ConventionalMedium[];
  totals: GroupFigures;
}

export interface ConventionalMedium extends GroupFigures {
  medium_name: string;
}

const conventionalRows = (rows: readonly SummaryRow[]) => rows.filter((row) => row.kind === 'conventional');

function mediumCityGroups(rows: readonly SummaryRow[]): ConventionalGroup[] {
  return groupBy(
    rows,
    (row) => `${row.medium_name}\u0000${row.city_id}`,
    (row) => ({ row, sums: new Sums() }),
  )
    .map(({ row, sums }) => ({
      medium_name: row.medium_name,
      city_id: row.city_id,
      city_name: row.city_name,
      region_id: row.region_id,
      region_name: row.region_name,
      ...sums.figures(),
    }))
    .sort(
      byText(
        (g) => g.medium_name,
        (g) => g.city_name,
        (g) => g.region_name,
      ),
    );
}

/** Rows summed by medium, sorted by its name. */
const byMedium = (rows: readonly SummaryRow[]) =>
  groupBy(
    rows,
    (row) => row.medium_name,
    (row) => ({ medium_name: row.medium_name, sums: new Sums() }),
  ).sort(byText((g) => g.medium_name));

export function conventionalSummary(rows: readonly SummaryRow[]): ConventionalSummary {
  const conventional = conventionalRows(rows);
  const totals = new Sums();
  for (const row of conventional) totals.add(row);
  return {
    groups: mediumCityGroups(conventional),
    by_medium: byMedium(conventional).map(({ medium_name, sums }) => ({ medium_name, ...sums.figures() })),
    totals: totals.figures(),
  };
}

export interface RegionGroup extends GroupFigures {
  region_id: number;
  region_name: string;
  /** Σnet(region) / Σnet(plan, every kind), in %. */
  share_percent: number | null;
  groups: ConventionalGroup[];
}

export interface RegionSummary {
  /** By region name. */
  regions: RegionGroup[];
  /** The conventional rows; `share_percent` is their share of the plan's net. */
  totals: GroupFigures & { share_percent: number | null };
}

export function conventionalByRegion(rows: readonly SummaryRow[]): RegionSummary {
  const plan = new Sums();
  const conventional = new Sums();
  const byRegion = new Map<number, { row: SummaryRow; rows: SummaryRow[]; sums: Sums }>();
  for (const row of rows) {
    plan.add(row);
    if (row.kind !== 'conventional') continue;
    conventional.add(row);
    let region = byRegion.get(row.region_id);
    if (!region) {
      region = { row, rows: [], sums: new Sums() };
      byRegion.set(row.region_id, region);
    }
    region.rows.push(row);
    region.sums.add(row);
  }
  const planNet = round2(plan.net);
  const regions = [...byRegion.values()]
    .map(({ row, rows: regionRows, sums }) => {
      const figures = sums.figures();
      return {
        region_id: row.region_id,
        region_name: row.region_name,
        ...figures,
        share_percent: percentOf(figures.net, planNet),
        groups: mediumCityGroups(regionRows),
      };
    })
    .sort(byText((r) => r.region_name));
  const totals = conventional.figures();
  return { regions, totals: { ...totals, share_percent: percentOf(totals.net, planNet) } };
}

// ---------------------------------------------------------------------------------------------------------------
// 3. Digital summary, and 4. display duration

export interface DigitalLine {
  plan_site_id: number;
  site_id: number;
  site_code: string;
  site_name: string;
  city_name: string;
  medium_name: string;
  line_type: 'paid' | 'foc';
  /** The site's faces: its screens. */
  screens: number;
  spot_length_seconds: number | null;
  loop_length_seconds: number | null;
  spots_per_loop: number | null;
  plays_per_day: number | null;
  /** spots × spot / loop, in %. */
  share_of_voice_percent: number;
  days: number;
  net: number;
  impressions: number | null;
  cpm: number | null;
}

export interface DigitalFigures {
  sites: number;
  screens: number;
  /** Σ plays a day of every row. */
  plays_per_day: number;
  gross: number;
  net: number;
  impressions: number;
  cpm: number | null;
  sites_without_traffic: number;
}

export interface DigitalSummary {
  /** One line per digital row, in the plan's order (city name, site code). */
  rows: DigitalLine[];
  /** By medium (by name): its sums, and its CPM as a ratio of them. */
  by_medium: Array<DigitalFigures & { medium_name: string }>;
  totals: DigitalFigures;
}

const digitalRows = (rows: readonly SummaryRow[]) => rows.filter((row) => row.kind === 'digital');

/** A medium's (or all digital rows') sums, with their plays a day. */
class DigitalSums extends Sums {
  plays = 0;

  override add(row: SummaryRow) {
    super.add(row);
    this.plays += row.plays_per_day ?? 0;
    return this;
  }

  digitalFigures(): DigitalFigures {
    const f = this.figures();
    return {
      sites: f.sites,
      screens: f.faces,
      plays_per_day: this.plays,
      gross: f.gross,
      net: f.net,
      impressions: f.impressions,
      cpm: f.cpm,
      sites_without_traffic: f.sites_without_traffic,
    };
  }
}

export function digitalSummary(rows: readonly SummaryRow[]): DigitalSummary {
  const all = new DigitalSums();
  const media = new Map<string, DigitalSums>();
  const lines = digitalRows(rows).map((row): DigitalLine => {
    all.add(row);
    let medium = media.get(row.medium_name);
    if (!medium) {
      medium = new DigitalSums();
      media.set(row.medium_name, medium);
    }
    medium.add(row);
    return {
      plan_site_id: row.plan_site_id,
      site_id: row.site_id,
      site_code: row.site_code,
      site_name: row.site_name,
      city_name: row.city_name,
      medium_name: row.medium_name,
      line_type: row.line_type,
      screens: row.faces,
      spot_length_seconds: row.spot_length_seconds,
      loop_length_seconds: row.loop_length_seconds,
      spots_per_loop: row.spots_per_loop,
      plays_per_day: row.plays_per_day,
      share_of_voice_percent: round1(row.share_of_voice * 100),
      days: row.days,
      net: row.net,
      impressions: row.impressions,
      cpm: row.impressions ? round2((row.net / row.impressions) * 1000) : null,
    };
  });
  return {
    rows: lines,
    by_medium: [...media.entries()]
      .map(([medium_name, sums]) => ({ medium_name, ...sums.digitalFigures() }))
      .sort(byText((medium) => medium.medium_name)),
    totals: all.digitalFigures(),
  };
}

export interface DisplayLine {
  plan_site_id: number;
  site_id: number;
  site_code: string;
  site_name: string;
  city_name: string;
  spot_length_seconds: number | null;
  plays_per_day: number | null;
  /** plays a day × spot. */
  display_seconds_per_day: number;
  display_hours_per_day: number;
  days: number;
  /** display seconds a day × days. */
  display_seconds: number;
  display_hours: number;
}

export interface DisplayDuration {
  rows: DisplayLine[];
  totals: { sites: number; display_seconds: number; display_hours: number };
}

const hours = (seconds: number) => round2(seconds / 3600);

export function displayDuration(rows: readonly SummaryRow[]): DisplayDuration {
  let total = 0;
  const lines = digitalRows(rows).map((row): DisplayLine => {
    // docs/domain.md, the row's figures: display seconds a day = plays a day × spot.
    const perDay = (row.plays_per_day ?? 0) * (row.spot_length_seconds ?? 0);
    const seconds = perDay * row.days;
    total += seconds;
    return {
      plan_site_id: row.plan_site_id,
      site_id: row.site_id,
      site_code: row.site_code,
      site_name: row.site_name,
      city_name: row.city_name,
      spot_length_seconds: row.spot_length_seconds,
      plays_per_day: row.plays_per_day,
      display_seconds_per_day: perDay,
      display_hours_per_day: hours(perDay),
      days: row.days,
      display_seconds: seconds,
      display_hours: hours(seconds),
    };
  });
  return {
    rows: lines,
    totals: { sites: lines.length, display_seconds: total, display_hours: hours(total) },
  };
}

// ---------------------------------------------------------------------------------------------------------------
// 5. Conventional vs digital

export interface KindComparison {
  sites: number;
  net: number;
  impressions: number;
  cpm: number | null;
  sites_without_traffic: number;
  /** Σ days / 30 of the rows (FOC rows included: they are on display). */
  site_months: number;
  /** Σnet / site-months; null without rows. */
  net_per_site_month: number | null;
}

export interface Comparison {
  /** Conventional, then digital, both always present. */
  kinds: Array<
    KindComparison & {
      kind: Kind;
      /** Σnet(kind) / Σnet(plan), in %. */
      budget_share_percent: number | null;
      /** Σimpressions(kind) / Σimpressions(plan), in %. */
      impressions_share_percent: number | null;
    }
  >;
  totals: KindComparison;
}

function comparisonOf(sums: Sums): KindComparison {
  const f = sums.figures();
  const siteMonths = sums.days / 30;
  return {
    sites: f.sites,
    net: f.net,
    impressions: f.impressions,
    cpm: f.cpm,
    sites_without_traffic: f.sites_without_traffic,
    site_months: round2(siteMonths),
    net_per_site_month: siteMonths > 0 ? round2(f.net / siteMonths) : null,
  };
}

export function conventionalVsDigital(rows: readonly SummaryRow[]): Comparison {
  const byKind = { conventional: new Sums(), digital: new Sums() };
  const all = new Sums();
  for (const row of rows) {
    byKind[row.kind].add(row);
    all.add(row);
  }
  const totals = comparisonOf(all);
  return {
    kinds: KINDS.map((kind) => {
      const figures = comparisonOf(byKind[kind]);
      return {
        kind,
        ...figures,
        budget_share_percent: percentOf(figures.net, totals.net),
        impressions_share_percent: percentOf(figures.impressions, totals.impressions),
      };
    }),
    totals,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// 7. Consolidated

export interface ConsolidatedLine {
  kind: Kind;
  sites: number;
  gross: number;
  discount: number;
  net: number;
  production: number;
  /** net + production. */
  subtotal: number;
}

export interface Consolidated {
  /** Conventional, then digital, both always present. */
  lines: ConsolidatedLine[];
  totals: Omit<ConsolidatedLine, 'kind'> & {
    impressions: number;
    cpm: number | null;
    sites_without_traffic: number;
  };
  tax_rate_percent: number;
  /** subtotal × rate / 100, once on the plan's subtotal. */
  tax: number;
  /** subtotal + tax. */
  grand_total: number;
}

export function consolidated(rows: readonly SummaryRow[], taxRatePercent: number): Consolidated {
  const byKind = { conventional: new Sums(), digital: new Sums() };
  const all = new Sums();
  for (const row of rows) {
    byKind[row.kind].add(row);
    all.add(row);
  }
  const line = (sums: Sums) => {
    const f = sums.figures();
    return {
      sites: f.sites,
      gross: f.gross,
      discount: f.discount,
      net: f.net,
      production: f.production,
      subtotal: round2(f.net + f.production),
    };
  };
  const f = all.figures();
  const totals = {
    ...line(all),
    impressions: f.impressions,
    cpm: f.cpm,
    sites_without_traffic: f.sites_without_traffic,
  };
  return {
    lines: KINDS.map((kind) => ({ kind, ...line(byKind[kind]) })),
    totals,
    tax_rate_percent: taxRatePercent,
    ...taxed(totals.subtotal, taxRatePercent),
  };
}

/** The tax on a plan's subtotal (net + production), once on the subtotal, and the grand total it makes. */
export function taxed(subtotal: number, taxRatePercent: number): { tax: number; grand_total: number } {
  const tax = round2((subtotal * taxRatePercent) / 100);
  return { tax, grand_total: round2(subtotal + tax) };
}

/**
 * A plan's consolidated grand total from its rows' summed totals (`sumTotals`): the figure `consolidated` gives as
 * `grand_total`, for a reader that needs only that (a pay order compares its amount with it).
 */
export const grandTotal = (totals: Pick<Totals, 'net' | 'production'>, taxRatePercent: number): number =>
  taxed(round2(totals.net + totals.production), taxRatePercent).grand_total;
