import { PLAN_COLUMNS, type PlanColumnKey } from '../contract/constants.ts';
import type {
  CityGroup,
  PlanDetail,
  PlanHistoryEntry,
  PlanListItem,
  PlanSiteInput,
  PlanSiteRow,
  PlanStatus,
  SiteOption,
} from '../contract/endpoints/plans.ts';
import { computeRow, sumTotals } from '../plan-math/index.ts';
import { briefFixtures } from './brief-fixtures.ts';

type Inventory = Omit<SiteOption, 'available' | 'booked_by'> & {
  operating_from_minute: number | null;
  operating_to_minute: number | null;
};

const place = {
  Lahore: {
    city_id: 1,
    region_id: 1,
    region_name: 'Punjab',
    locations: ['Gulberg', 'DHA Phase 5', 'Mall Road'],
  },
  Karachi: { city_id: 3, region_id: 2, region_name: 'Sindh', locations: ['Clifton', 'Shahrah-e-Faisal'] },
} as const;

/** Where each location is (latitude, longitude): the sites stand around it, for the site table's map view. */
const locationAt: Record<string, readonly [number, number]> = {
  Gulberg: [31.5204, 74.3487],
  'DHA Phase 5': [31.4627, 74.4089],
  'Mall Road': [31.5617, 74.3158],
  Clifton: [24.8138, 67.0299],
  'Shahrah-e-Faisal': [24.8697, 67.0893],
};

/** Twelve inventory sites in Lahore and Karachi: billboards, streetpoles and two screens. */
export const siteInventory: Inventory[] = Array.from({ length: 12 }, (_, i) => {
  const city = i < 7 ? 'Lahore' : 'Karachi';
  const at = place[city];
  const digital = i === 3 || i === 9;
  const medium = digital
    ? { medium_id: 3, medium_name: 'DOOH screen' }
    : i % 2
      ? { medium_id: 2, medium_name: 'Streetpole' }
      : { medium_id: 1, medium_name: 'Billboard' };
  const location = at.locations[i % at.locations.length] as string;
  const [latitude, longitude] = locationAt[location] as readonly [number, number];
  // The last site was never surveyed: it has no coordinates (the map lists it as not on the map).
  const located = i !== 11;
  return {
    id: i + 1,
    site_code: `${city === 'Lahore' ? 'LHE' : 'KHI'}-${String(i + 1).padStart(3, '0')}`,
    name: `${location} ${digital ? 'LED' : medium.medium_name} ${i + 1}`,
    region_id: at.region_id,
    region_name: at.region_name,
    city_id: at.city_id,
    city_name: city,
    location_id: 1 + (i % 5),
    location_name: location,
    ...medium,
    kind: digital ? 'digital' : 'conventional',
    sec_name: i % 3 ? 'A' : 'B',
    width_ft: digital ? 24 : medium.medium_id === 2 ? 4 : 40,
    height_ft: digital ? 12 : medium.medium_id === 2 ? 6 : 20,
    faces: medium.medium_id === 2 ? 2 : 1,
    illuminated: i % 2 === 0,
    monthly_rate: digital ? 400_000 : medium.medium_id === 2 ? 60_000 : 150_000 + i * 25_000,
    daily_traffic: 40_000 + i * 5_000,
    spot_length_seconds: digital ? 10 : null,
    loop_length_seconds: digital ? 60 : null,
    spots_per_loop: digital ? 1 : null,
    latitude: located ? Number((latitude + ((i % 4) - 1.5) * 0.004).toFixed(6)) : null,
    longitude: located ? Number((longitude + ((i % 3) - 1) * 0.005).toFixed(6)) : null,
    operating_from_minute: digital ? 360 : null,
    operating_to_minute: digital ? 1440 : null,
  } satisfies Inventory;
});

/** A plan site row as the server computes it, from an inventory site and the planner's inputs. */
export function planSiteRow(
  planSiteId: number,
  site: Inventory,
  input: {
    start_date: string;
    end_date: string;
    line_type?: 'paid' | 'foc';
    monthly_rate?: number;
    discount_percent?: number;
    printing_rate?: number;
    mounting_cost?: number;
  },
): PlanSiteRow {
  const row = {
    start_date: input.start_date,
    end_date: input.end_date,
    line_type: input.line_type ?? 'paid',
    monthly_rate: input.monthly_rate ?? site.monthly_rate,
    discount_percent: input.discount_percent ?? 0,
    printing_rate: site.kind === 'digital' ? 0 : (input.printing_rate ?? 45),
    mounting_cost: site.kind === 'digital' ? 0 : (input.mounting_cost ?? 15_000),
    spot_length_seconds: site.spot_length_seconds,
    loop_length_seconds: site.loop_length_seconds,
    spots_per_loop: site.spots_per_loop,
  };
  const figures = computeRow(site, row);
  return {
    plan_site_id: planSiteId,
    site_id: site.id,
    site_code: site.site_code,
    site_name: site.name,
    region_id: site.region_id,
    region_name: site.region_name,
    city_id: site.city_id,
    city_name: site.city_name,
    location_name: site.location_name,
    medium_name: site.medium_name,
    kind: site.kind,
    width_ft: site.width_ft,
    height_ft: site.height_ft,
    area_sqft: figures.area_sqft,
    faces: site.faces,
    illuminated: site.illuminated,
    start_date: row.start_date,
    end_date: row.end_date,
    days: figures.days,
    line_type: row.line_type,
    monthly_rate: row.monthly_rate,
    discount_percent: row.discount_percent,
    gross: figures.gross,
    discount: figures.discount,
    net: figures.net,
    printing_rate: row.printing_rate,
    mounting_cost: row.mounting_cost,
    production: figures.production,
    total: figures.total,
    daily_traffic: site.daily_traffic,
    spot_length_seconds: site.spot_length_seconds,
    loop_length_seconds: site.loop_length_seconds,
    spots_per_loop: site.spots_per_loop,
    plays_per_day: figures.plays_per_day,
    share_of_voice: figures.share_of_voice,
    impressions: figures.impressions,
    cpm: figures.cpm,
  };
}

const statuses: PlanStatus[] = [
  'inprogress',
  'pending',
  'modification_required',
  'modification_pending',
  'accepted',
  'lost',
  'pending',
  'inprogress',
];

/** The brief of each fixture plan: approved fixture briefs (3, 7, 11) in turn. */
const approvedBriefs = briefFixtures.filter((b) => b.status === 'approved');

/**
 * Eight plans, one or two in every status, on the approved fixture briefs. Plans 1 and 8 are in progress (8 has
 * no site yet), 2 and 7 pending, 3 modification required, 4 modification pending (version 2), 5 accepted, 6 lost.
 */
export const planFixtures: PlanDetail[] = statuses.map((status, i) => {
  const id = i + 1;
  const brief = approvedBriefs[i % approvedBriefs.length] as (typeof approvedBriefs)[number];
  const picks =
    id === 8 ? [] : [0, 2, 3, 7, 8].map((n) => siteInventory[(n + i) % siteInventory.length] as Inventory);
  const rows = picks.map((site, n) =>
    planSiteRow(id * 100 + n, site, {
      start_date: '2026-12-01',
      end_date: '2026-12-30',
      discount_percent: 10,
      line_type: n === 4 ? 'foc' : 'paid',
    }),
  );
  rows.sort((a, b) => a.city_name.localeCompare(b.city_name) || a.site_code.localeCompare(b.site_code));
  const totals = sumTotals(rows);
  const hidden: PlanColumnKey[] = id === 2 ? ['printing_rate', 'cpm'] : [];
  const version = status === 'modification_pending' ? 2 : 1;
  return {
    plan_id: id,
    planName: `${brief.campaign_name} – plan ${String.fromCharCode(64 + id)}`,
    status,
    version,
    reason:
      status === 'modification_required' || status === 'modification_pending'
        ? 'Swap the Karachi streetpoles for a second screen.'
        : status === 'lost'
          ? 'The client went with another vendor.'
          : null,
    brief_id: brief.id,
    brief_number: brief.brief_number,
    campaign_name: brief.campaign_name,
    client_name: brief.client_name,
    sites: rows.length,
    total: totals.total,
    created_by_name: 'Parveen Planner',
    created_at: new Date(Date.UTC(2026, 10, 19, 9) - i * 86_400_000).toISOString(),
    updated_at: new Date(Date.UTC(2026, 10, 20, 15) - i * 86_400_000).toISOString(),
    brief_start_date: brief.start_date,
    brief_end_date: brief.end_date,
    hide_columns: hidden,
    dynamicHeaders: PLAN_COLUMNS.filter((c) => !hidden.includes(c.key)).map((c) => ({ ...c })),
    citiesArray: [...new Set(rows.map((r) => r.city_name))].sort(),
    sites_list: rows,
    totals,
    briefHasAcceptedPlan: status !== 'accepted' && brief.id === approvedBriefs[4 % approvedBriefs.length]?.id,
  };
});

/**
 * A fixture plan with changes: 1 and 8 in progress (8 without sites), 2 and 7 pending (2 hides two columns),
 * 3 modification required, 4 modification pending (version 2), 5 accepted, 6 lost.
 */
export function planOf(id: number, change: Partial<PlanDetail> = {}): PlanDetail {
  const base = planFixtures.find((plan) => plan.plan_id === id) ?? (planFixtures[0] as PlanDetail);
  return { ...structuredClone(base), ...change };
}

/** `count` plans of one status (plan 1's sites), numbered from `firstId`, newest first, on brief `briefId`. */
export function plansOf(status: PlanStatus, count: number, firstId = 1, briefId = 3): PlanDetail[] {
  return Array.from({ length: count }, (_, index) => {
    const id = firstId + index;
    return planOf(1, {
      plan_id: id,
      planName: `Plan ${id}`,
      status,
      version: status === 'modification_pending' ? 2 : 1,
      reason: status === 'lost' || status.startsWith('modification') ? `Reason ${id}` : null,
      brief_id: briefId,
      brief_number: `BR-2026-${String(briefId).padStart(4, '0')}`,
      campaign_name: id % 3 === 0 ? 'Ramzan offers' : `Campaign ${briefId}`,
      client_name: id % 3 === 0 ? 'Jazz' : 'Shan Foods',
      sites: 5,
      total: 1_000_000 + index * 100_000,
    });
  });
}

/** What the server answers to createPlanSites: the rows computed from the body, with their totals. */
export function withPlanSites(
  plan: PlanDetail,
  body: { hide_columns?: PlanDetail['hide_columns']; plan_form?: PlanSiteInput[] },
): PlanDetail {
  const rows = (body.plan_form ?? []).flatMap((row, n) => {
    const site = siteInventory.find((s) => s.id === row.site_id);
    return site
      ? [
          planSiteRow(plan.plan_id * 100 + n, site, {
            start_date: row.start_date,
            end_date: row.end_date,
            line_type: row.line_type,
            monthly_rate: Number(row.monthly_rate),
            discount_percent: Number(row.discount_percent ?? 0),
            printing_rate: Number(row.printing_rate ?? 0),
            mounting_cost: Number(row.mounting_cost ?? 0),
          }),
        ]
      : [];
  });
  const totals = sumTotals(rows);
  const hidden = body.hide_columns ?? [];
  return {
    ...plan,
    hide_columns: hidden,
    dynamicHeaders: plan.dynamicHeaders.length
      ? PLAN_COLUMNS.filter((c) => !hidden.includes(c.key)).map((c) => ({ ...c }))
      : [],
    sites_list: rows,
    sites: rows.length,
    total: totals.total,
    totals,
    citiesArray: [...new Set(rows.map((row) => row.city_name))].sort(),
  };
}

export function toPlanListItem(plan: PlanDetail): PlanListItem {
  const {
    brief_start_date: _s,
    brief_end_date: _e,
    hide_columns: _h,
    dynamicHeaders: _d,
    citiesArray: _c,
    sites_list: _l,
    totals: _t,
    briefHasAcceptedPlan: _b,
    ...item
  } = plan;
  return item;
}

/** A plan with its rows limited to one city, as `fetch-plan?city_name=` answers. */
export function planForCity(plan: PlanDetail, cityName: string | null): PlanDetail {
  if (!cityName) return plan;
  const rows = plan.sites_list.filter((r) => r.city_name === cityName);
  return { ...plan, sites_list: rows, totals: sumTotals(rows) };
}

export function planHistory(plan: PlanDetail): PlanHistoryEntry[] {
  const at = (hours: number) => new Date(Date.parse(plan.created_at) + hours * 3_600_000).toISOString();
  const entry = (
    version: number,
    action: PlanHistoryEntry['action'],
    hours: number,
    extra: Partial<PlanHistoryEntry> = {},
  ): PlanHistoryEntry => ({
    version,
    action,
    reason: null,
    actor_name: action.includes('submit') || action === 'created' ? 'Parveen Planner' : 'Bilal Ahmed',
    at: at(hours),
    sites: null,
    total: null,
    ...extra,
  });
  const history = [entry(1, 'created', 0)];
  if (plan.status === 'inprogress') return history;
  history.push(entry(1, 'submitted', 2, { sites: plan.sites, total: plan.total }));
  if (plan.status === 'accepted') history.push(entry(1, 'accepted', 5));
  if (plan.status === 'lost') history.push(entry(1, 'lost', 5, { reason: plan.reason }));
  if (plan.status === 'modification_required' || plan.status === 'modification_pending')
    history.push(entry(1, 'modification_requested', 5, { reason: plan.reason }));
  if (plan.status === 'modification_pending')
    history.push(entry(2, 'resubmitted', 8, { sites: plan.sites, total: plan.total }));
  return history;
}

export function groupedSites(plan: PlanDetail): {
  sitesGroupedByCity: CityGroup[];
  totals: PlanDetail['totals'];
} {
  const groups = new Map<number, PlanSiteRow[]>();
  for (const row of plan.sites_list) groups.set(row.city_id, [...(groups.get(row.city_id) ?? []), row]);
  return {
    sitesGroupedByCity: [...groups.values()]
      .map((rows) => ({
        city_id: rows[0]!.city_id,
        city_name: rows[0]!.city_name,
        region_name: rows[0]!.region_name,
        sites: rows,
        totals: sumTotals(rows),
      }))
      .sort((a, b) => a.city_name.localeCompare(b.city_name)),
    totals: plan.totals,
  };
}

/** A page of a plan list, searched and paged as the server does it. */
export function planPage(
  keep: (plan: PlanDetail) => boolean,
  query: { page?: number; limit?: number; search?: string | null },
  plans: PlanDetail[] = planFixtures,
) {
  const page = query.page ?? 1;
  const limit = query.limit ?? 10;
  const all = plans.filter(keep);
  const search = query.search?.trim().toLowerCase();
  const matching = search
    ? all.filter((p) =>
        [p.planName, p.brief_number, p.campaign_name, p.client_name].some((t) =>
          t.toLowerCase().includes(search),
        ),
      )
    : all;
  return {
    plans: matching.slice((page - 1) * limit, page * limit).map(toPlanListItem),
    totalPlans: matching.length,
    totalCapped: false,
    allTotal: all.length,
  };
}

export function plansOfBrief(
  briefId: number,
  keep: (plan: PlanDetail) => boolean = () => true,
  plans: PlanDetail[] = planFixtures,
) {
  const ofBrief = plans.filter((p) => p.brief_id === briefId && keep(p));
  return {
    plans: ofBrief.map(toPlanListItem),
    totalPlans: ofBrief.length,
    totalAlteredPlans: ofBrief.filter((p) => p.version > 1).length,
  };
}

/** Site options for a plan: the inventory with availability (sites 5 and 9 are booked by plan 5). */
export function siteOptions(
  body: {
    city_ids?: number[];
    medium_ids?: number[];
    availability?: 'all' | 'available' | 'booked';
    search?: string;
    page?: number;
    limit?: number;
  },
  plans: PlanDetail[] = planFixtures,
) {
  const accepted = (plans.find((p) => p.status === 'accepted') ?? planFixtures[4]) as PlanDetail;
  const booked = new Set(accepted.sites_list.map((r) => r.site_id));
  const options: SiteOption[] = siteInventory.map(
    ({ operating_from_minute: _f, operating_to_minute: _t, ...site }) => ({
      ...site,
      available: !booked.has(site.id),
      booked_by: booked.has(site.id)
        ? {
            plan_id: accepted.plan_id,
            planName: accepted.planName,
            brief_number: accepted.brief_number,
            start_date: '2026-12-01',
            end_date: '2026-12-30',
          }
        : null,
    }),
  );
  const search = body.search?.trim().toLowerCase();
  const matching = options.filter(
    (s) =>
      (!body.city_ids?.length || body.city_ids.includes(s.city_id)) &&
      (!body.medium_ids?.length || body.medium_ids.includes(s.medium_id)) &&
      (body.availability === 'available'
        ? s.available
        : body.availability === 'booked'
          ? !s.available
          : true) &&
      (!search || `${s.site_code} ${s.name}`.toLowerCase().includes(search)),
  );
  const page = body.page ?? 1;
  const limit = body.limit ?? 25;
  return {
    sites: matching.slice((page - 1) * limit, page * limit),
    total: matching.length,
    totalCapped: false,
  };
}
