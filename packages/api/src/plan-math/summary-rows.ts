/**
 * What the summaries of a plan (docs/domain.md "Summaries for a plan") are made of: the row they read, and sums of
 * rows. A summary takes the rows with their figures as `computeRow` made them (the server's `PlanSiteRow`s), makes
 * one pass over them and adds the rounded row figures; nothing is stored. Every CPM is a ratio of sums over the
 * rows with traffic data (`measuredCpm`).
 */
import { measuredCpm, round2 } from './index.ts';

/** What a summary reads of a plan row: the site's names and kind, the row's inputs and its figures. */
export interface SummaryRow {
  plan_site_id: number;
  site_id: number;
  site_code: string;
  site_name: string;
  region_id: number;
  region_name: string;
  city_id: number;
  city_name: string;
  medium_name: string;
  kind: 'conventional' | 'digital';
  faces: number;
  /** width × height of one face. */
  area_sqft: number;
  start_date: string;
  end_date: string;
  days: number;
  line_type: 'paid' | 'foc';
  gross: number;
  discount: number;
  net: number;
  production: number;
  total: number;
  daily_traffic: number | null;
  spot_length_seconds: number | null;
  loop_length_seconds: number | null;
  spots_per_loop: number | null;
  plays_per_day: number | null;
  share_of_voice: number;
  impressions: number | null;
}

export const KINDS = ['conventional', 'digital'] as const;
export type Kind = (typeof KINDS)[number];

/** Half away from zero to one decimal, as round2 does to two: for percentages. */
export const round1 = (value: number) => {
  const tenths = Number((Math.abs(value) * 10).toPrecision(15));
  return (Math.sign(value) * Math.round(tenths)) / 10;
};

/** part / whole as a percentage to one decimal; null when the whole is 0 (docs/domain.md, decisions: shares). */
export const percentOf = (part: number, whole: number): number | null =>
  whole > 0 ? round1((part / whole) * 100) : null;

const DAY_MS = 86_400_000;
export const dayOf = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / DAY_MS;
export const isoOf = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

// ---------------------------------------------------------------------------------------------------------------
// Sums

/** Money and audience summed over rows: rounded row figures added, then rounded again (docs/domain.md). */
export interface GroupFigures {
  sites: number;
  /** Σ faces (screens, for digital rows). */
  faces: number;
  /** Σ width × height × faces: the area printed (conventional). */
  face_area_sqft: number;
  gross: number;
  discount: number;
  net: number;
  production: number;
  total: number;
  impressions: number;
  cpm: number | null;
  /** Rows whose site has no daily traffic: no impressions, and outside the CPM. */
  sites_without_traffic: number;
}

export class Sums {
  sites = 0;
  faces = 0;
  faceArea = 0;
  gross = 0;
  discount = 0;
  net = 0;
  production = 0;
  total = 0;
  impressions = 0;
  measuredNet = 0;
  withoutTraffic = 0;
  days = 0;

  add(row: SummaryRow) {
    this.sites += 1;
    this.faces += row.faces;
    this.faceArea += row.area_sqft * row.faces;
    this.gross += row.gross;
    this.discount += row.discount;
    this.net += row.net;
    this.production += row.production;
    this.total += row.total;
    this.days += row.days;
    if (row.impressions === null) this.withoutTraffic += 1;
    else {
      this.impressions += row.impressions;
      this.measuredNet += row.net;
    }
    return this;
  }

  figures(): GroupFigures {
    return {
      sites: this.sites,
      faces: this.faces,
      face_area_sqft: round2(this.faceArea),
      gross: round2(this.gross),
      discount: round2(this.discount),
      net: round2(this.net),
      production: round2(this.production),
      total: round2(this.total),
      impressions: this.impressions,
      cpm: measuredCpm(round2(this.measuredNet), this.impressions),
      sites_without_traffic: this.withoutTraffic,
    };
  }
}

/** Rows grouped by a key, each group summed, in the order of first appearance. */
export function groupBy<K, G extends { sums: Sums }>(
  rows: Iterable<SummaryRow>,
  keyOf: (row: SummaryRow) => K,
  start: (row: SummaryRow) => G,
): G[] {
  const groups = new Map<K, G>();
  for (const row of rows) {
    const key = keyOf(row);
    let group = groups.get(key);
    if (!group) {
      group = start(row);
      groups.set(key, group);
    }
    group.sums.add(row);
  }
  return [...groups.values()];
}

export const byText =
  <T>(...keys: Array<(item: T) => string>) =>
  (a: T, b: T) => {
    for (const key of keys) {
      const [x, y] = [key(a), key(b)];
      if (x !== y) return x < y ? -1 : 1;
    }
    return 0;
  };
