/**
 * The summaries of a plan (docs/domain.md "Summaries for a plan"), as pure functions of its rows: the seven
 * `client-appsells` summaries and the pre-campaign analysis. Each takes the rows with their figures as
 * `computeRow` made them (the server's `PlanSiteRow`s), makes one pass over them, and sums the rounded row figures;
 * nothing here is stored. Every CPM is a ratio of sums over the rows with traffic data (`measured`).
 */
import { round2 } from './index.ts';

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

const KINDS = ['conventional', 'digital'] as const;
type Kind = (typeof KINDS)[number];

/** Half away from zero to one decimal, as round2 does to two: for percentages. */
const round1 = (value: number) => {
  const tenths = Number((Math.abs(value) * 10).toPrecision(15));
  return (Math.sign(value) * Math.round(tenths)) / 10;
};

/** part / whole as a percentage to one decimal; null when the whole is 0 (docs/domain.md, decisions: shares). */
export const percentOf = (part: number, whole: number): number | null =>
  whole > 0 ? round1((part / whole) * 100) : null;

/**
 * CPM of a group: Σnet of the rows with traffic data / Σimpressions × 1000. Rows without traffic data leave both
 * sides; no impressions at all is null, never 0 or Infinity (docs/domain.md, decisions: CPM in the summaries).
 */
export const measuredCpm = (measuredNet: number, impressions: number): number | null =>
  impressions > 0 ? round2((measuredNet / impressions) * 1000) : null;

const DAY_MS = 86_400_000;
const dayOf = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / DAY_MS;
const isoOf = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

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

class Sums {
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
function groupBy<K, G extends { sums: Sums }>(
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

const byText =
  <T>(...keys: Array<(item: T) => string>) =>
  (a: T, b: T) => {
    for (const key of keys) {
      const [x, y] = [key(a), key(b)];
      if (x !== y) return x < y ? -1 : 1;
    }
    return 0;
  };

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
  totals: GroupFigures;
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

export function conventionalSummary(rows: readonly SummaryRow[]): ConventionalSummary {
  const conventional = conventionalRows(rows);
  const totals = new Sums();
  for (const row of conventional) totals.add(row);
  return { groups: mediumCityGroups(conventional), totals: totals.figures() };
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

export interface DigitalSummary {
  /** One line per digital row, in the plan's order (city name, site code). */
  rows: DigitalLine[];
  totals: {
    sites: number;
    screens: number;
    /** Σ plays a day of every row. */
    plays_per_day: number;
    gross: number;
    net: number;
    impressions: number;
    cpm: number | null;
    sites_without_traffic: number;
  };
}

const digitalRows = (rows: readonly SummaryRow[]) => rows.filter((row) => row.kind === 'digital');

export function digitalSummary(rows: readonly SummaryRow[]): DigitalSummary {
  const sums = new Sums();
  let plays = 0;
  const lines = digitalRows(rows).map((row): DigitalLine => {
    sums.add(row);
    plays += row.plays_per_day ?? 0;
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
  const f = sums.figures();
  return {
    rows: lines,
    totals: {
      sites: f.sites,
      screens: f.faces,
      plays_per_day: plays,
      gross: f.gross,
      net: f.net,
      impressions: f.impressions,
      cpm: f.cpm,
      sites_without_traffic: f.sites_without_traffic,
    },
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
  const tax = round2((totals.subtotal * taxRatePercent) / 100);
  return {
    lines: KINDS.map((kind) => ({ kind, ...line(byKind[kind]) })),
    totals,
    tax_rate_percent: taxRatePercent,
    tax,
    grand_total: round2(totals.subtotal + tax),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// The pre-campaign analysis

/** Who a site reaches: its age ranges, genders and SEC class (ids of the lookups). */
export interface SiteAudience {
  age_range_ids: readonly number[];
  gender_ids: readonly number[];
  sec_range_id: number | null;
}

/** One value of an audience lookup, and whether the plan's brief targets it. */
export interface AudienceValue {
  id: number;
  name: string;
  targeted: boolean;
}

export interface AudienceSlice extends AudienceValue {
  /** Rows whose site reaches this value. */
  sites: number;
  impressions: number;
  /** Their impressions / the plan's, in %; a site reaching several values counts in each. */
  share_percent: number | null;
}

export interface Reach {
  /** Σ impressions of the rows with traffic data. */
  impressions: number;
  /** Σ over rows of daily traffic × (1 − (1 − share of voice)^days), each rounded to whole people. */
  reach: number;
  /** impressions / reach; null without reach. */
  frequency: number | null;
  sites_without_traffic: number;
}

export interface BudgetLine {
  sites: number;
  net: number;
  total: number;
  /** Σnet of the line / Σnet of the plan, in %. */
  share_percent: number | null;
}

export interface ScheduleWeek {
  /** Monday. */
  week_start: string;
  /** Sunday. */
  week_end: string;
  /** Rows on display for at least a day of the week. */
  sites_live: number;
  /** Σ days of the rows inside the week. */
  site_days: number;
  /** Each row's net spread over its days (see docs/domain.md: the week's part of a row's net). */
  net: number;
  impressions: number;
}

export interface PreCampaignAnalysis {
  audience: {
    age_ranges: AudienceSlice[];
    genders: AudienceSlice[];
    sec_ranges: AudienceSlice[];
    /**
     * Rows whose site reaches a targeted value in every dimension the brief targets; null when the brief targets
     * no age range, gender or SEC class.
     */
    on_target: { sites: number; impressions: number; share_percent: number | null } | null;
  };
  reach: Reach;
  budget: {
    brief_budget: number;
    net: number;
    /** net + production, before tax. */
    total: number;
    /** total / the brief's budget, in %. */
    budget_used_percent: number | null;
    /** By medium name. */
    by_medium: Array<BudgetLine & { medium_name: string; kind: Kind }>;
    /** By city name (then region, for namesakes). */
    by_city: Array<BudgetLine & { city_id: number; city_name: string; region_name: string }>;
  };
  /** Every calendar week (Monday to Sunday) from the first row's start to the last row's end. */
  schedule: ScheduleWeek[];
}

export interface PreCampaignInput {
  /** Each site's audience, by site id (a site missing here reaches nobody in particular). */
  audiences: ReadonlyMap<number, SiteAudience>;
  ageRanges: readonly AudienceValue[];
  genders: readonly AudienceValue[];
  secRanges: readonly AudienceValue[];
  briefBudget: number;
}

/**
 * A daily passer sees the row's spot at least once over its days with probability 1 − (1 − sov)^days (each day one
 * pass, shown the spot with chance share of voice, at most 1). docs/domain.md "Reach".
 */
export function rowReach(row: Pick<SummaryRow, 'daily_traffic' | 'share_of_voice' | 'days'>): number | null {
  if (row.daily_traffic === null) return null;
  const chance = Math.min(1, Math.max(0, row.share_of_voice));
  return Math.round(row.daily_traffic * (1 - (1 - chance) ** row.days));
}

/** Monday of the week holding `day` (days since 1970-01-01, a Thursday). */
const mondayOf = (day: number) => day - ((day + 3) % 7);

export function preCampaignAnalysis(
  rows: readonly SummaryRow[],
  input: PreCampaignInput,
): PreCampaignAnalysis {
  const empty: SiteAudience = { age_range_ids: [], gender_ids: [], sec_range_id: null };
  const slices = (values: readonly AudienceValue[]) =>
    new Map(values.map((v) => [v.id, { ...v, sites: 0, impressions: 0 }]));
  const ages = slices(input.ageRanges);
  const genders = slices(input.genders);
  const secs = slices(input.secRanges);
  const targets = [ages, genders, secs].map(
    (slice) => new Set([...slice.values()].filter((v) => v.targeted)),
  );
  const targeted = targets.some((set) => set.size > 0);
  let onTargetSites = 0;
  let onTargetImpressions = 0;

  const plan = new Sums();
  let reach = 0;
  const byMedium = new Map<string, { medium_name: string; kind: Kind; sums: Sums }>();
  const byCity = new Map<number, { city_id: number; city_name: string; region_name: string; sums: Sums }>();
  const weeks = new Map<number, { sites: number; siteDays: number; net: number; impressions: number }>();

  for (const row of rows) {
    plan.add(row);
    const impressions = row.impressions ?? 0;
    reach += rowReach(row) ?? 0;

    // Audience: each dimension's values the site reaches.
    const audience = input.audiences.get(row.site_id) ?? empty;
    const reached = [
      audience.age_range_ids.map((id) => ages.get(id)),
      audience.gender_ids.map((id) => genders.get(id)),
      [audience.sec_range_id === null ? undefined : secs.get(audience.sec_range_id)],
    ];
    for (const values of reached)
      for (const value of values) {
        if (!value) continue;
        value.sites += 1;
        value.impressions += impressions;
      }
    const onTarget = targets.every(
      (set, i) => set.size === 0 || reached[i]!.some((value) => value !== undefined && set.has(value)),
    );
    if (targeted && onTarget) {
      onTargetSites += 1;
      onTargetImpressions += impressions;
    }

    // Budget.
    let medium = byMedium.get(row.medium_name);
    if (!medium) {
      medium = { medium_name: row.medium_name, kind: row.kind, sums: new Sums() };
      byMedium.set(row.medium_name, medium);
    }
    medium.sums.add(row);
    let city = byCity.get(row.city_id);
    if (!city) {
      city = {
        city_id: row.city_id,
        city_name: row.city_name,
        region_name: row.region_name,
        sums: new Sums(),
      };
      byCity.set(row.city_id, city);
    }
    city.sums.add(row);

    // Schedule: the row's net and impressions spread over its days by cumulative rounding, so its weeks add up
    // to exactly its figures.
    const start = dayOf(row.start_date);
    const end = dayOf(row.end_date);
    let done = 0;
    let netSoFar = 0;
    let impressionsSoFar = 0;
    for (let monday = mondayOf(start); monday <= end; monday += 7) {
      const inWeek = Math.min(end, monday + 6) - Math.max(start, monday) + 1;
      done += inWeek;
      const netUpTo = round2((row.net * done) / row.days);
      const impressionsUpTo = Math.round((impressions * done) / row.days);
      let week = weeks.get(monday);
      if (!week) {
        week = { sites: 0, siteDays: 0, net: 0, impressions: 0 };
        weeks.set(monday, week);
      }
      week.sites += 1;
      week.siteDays += inWeek;
      week.net += netUpTo - netSoFar;
      week.impressions += impressionsUpTo - impressionsSoFar;
      netSoFar = netUpTo;
      impressionsSoFar = impressionsUpTo;
    }
  }

  const totals = plan.figures();
  const sliceList = (slice: typeof ages): AudienceSlice[] =>
    [...slice.values()].map((value) => ({
      ...value,
      share_percent: percentOf(value.impressions, totals.impressions),
    }));
  const budgetLine = (sums: Sums): BudgetLine => {
    const f = sums.figures();
    return { sites: f.sites, net: f.net, total: f.total, share_percent: percentOf(f.net, totals.net) };
  };

  const mondays = [...weeks.keys()];
  const schedule: ScheduleWeek[] = [];
  if (mondays.length > 0) {
    const last = Math.max(...mondays);
    for (let monday = Math.min(...mondays); monday <= last; monday += 7) {
      const week = weeks.get(monday);
      schedule.push({
        week_start: isoOf(monday),
        week_end: isoOf(monday + 6),
        sites_live: week?.sites ?? 0,
        site_days: week?.siteDays ?? 0,
        net: round2(week?.net ?? 0),
        impressions: week?.impressions ?? 0,
      });
    }
  }

  return {
    audience: {
      age_ranges: sliceList(ages),
      genders: sliceList(genders),
      sec_ranges: sliceList(secs),
      on_target: targeted
        ? {
            sites: onTargetSites,
            impressions: onTargetImpressions,
            share_percent: percentOf(onTargetImpressions, totals.impressions),
          }
        : null,
    },
    reach: {
      impressions: totals.impressions,
      reach,
      frequency: reach > 0 ? round2(totals.impressions / reach) : null,
      sites_without_traffic: totals.sites_without_traffic,
    },
    budget: {
      brief_budget: input.briefBudget,
      net: totals.net,
      total: totals.total,
      budget_used_percent: percentOf(totals.total, input.briefBudget),
      by_medium: [...byMedium.values()]
        .map(({ sums, ...medium }) => ({ ...medium, ...budgetLine(sums) }))
        .sort(byText((m) => m.medium_name)),
      by_city: [...byCity.values()]
        .map(({ sums, ...city }) => ({ ...city, ...budgetLine(sums) }))
        .sort(
          byText(
            (c) => c.city_name,
            (c) => c.region_name,
          ),
        ),
    },
    schedule,
  };
}
