/**
 * The pre-campaign analysis of a plan (docs/domain.md "Pre-campaign analysis"): its sites' audience against the
 * brief's targets, the reach estimate, the budget by medium and city, and the schedule by week.
 */
import { round2 } from './index.ts';
import { byText, dayOf, isoOf, type Kind, percentOf, type SummaryRow, Sums } from './summary-rows.ts';

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
  /** Each row's net spread over its days by cumulative rounding (docs/domain.md "Pre-campaign analysis"). */
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
 * pass, shown the spot with chance share of voice, at most 1). docs/domain.md "Pre-campaign analysis".
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
