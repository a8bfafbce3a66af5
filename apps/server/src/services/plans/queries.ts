import {
  type CityGroup,
  PLAN_COLUMNS,
  type PlanColumnKey,
  type PlanDetail,
  type PlanListItem,
  type PlanSiteRow,
  type PlanTotals,
} from '@ooh/api/contract';
import { computeRow, grandTotal, sumTotals, type Totals } from '@ooh/api/plan-math';
import { and, asc, eq, inArray, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, SubqueryWithSelection } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/connection.ts';
import {
  briefs,
  cities,
  clients,
  locations,
  mediums,
  planSites,
  plans,
  regions,
  sites,
  users,
} from '../../db/schema.ts';
import { counterColumn } from '../shared/counts.ts';
import { prepared } from '../shared/prepared.ts';

/**
 * The reads every plan answer is made of, shared by the plan calls and the plan lists: a plan as the lists show
 * it (`planListItem`, `toPlanListItems`), its site rows with every figure computed by `@ooh/api/plan-math`
 * (`loadPlanSiteRows`), and the whole plan (`findPlanDetail`). Figures are computed here from the row's inputs and
 * its site, so a list, a detail and a snapshot always agree; the one copy kept is a plan's totals for the lists
 * (`plans.figures`, `planFigures`/`storePlanFigures`), which the database clears whenever what they are computed from
 * changes (docs/domain.md, "Plan figures in lists").
 */

export const PLAN_NOT_FOUND = 'Plan not found';

// ---------------------------------------------------------------------------------------------------------------
// Site rows

const rowColumns = {
  planId: planSites.planId,
  planSiteId: planSites.id,
  siteId: sites.id,
  siteCode: sites.siteCode,
  siteName: sites.name,
  regionId: sites.regionId,
  regionName: regions.name,
  cityId: sites.cityId,
  cityName: cities.name,
  locationName: locations.name,
  mediumName: mediums.name,
  kind: mediums.kind,
  widthFt: sites.widthFt,
  heightFt: sites.heightFt,
  faces: sites.faces,
  illuminated: sites.illuminated,
  dailyTraffic: sites.dailyTraffic,
  operatingFromMinute: sites.operatingFromMinute,
  operatingToMinute: sites.operatingToMinute,
  startDate: planSites.startDate,
  endDate: planSites.endDate,
  lineType: planSites.lineType,
  monthlyRate: planSites.monthlyRate,
  discountPercent: planSites.discountPercent,
  printingRate: planSites.printingRate,
  mountingCost: planSites.mountingCost,
  spotLengthSeconds: planSites.spotLengthSeconds,
  loopLengthSeconds: planSites.loopLengthSeconds,
  spotsPerLoop: planSites.spotsPerLoop,
};

/** The site rows of plans matching `where`, by plan, then city name and site code (the order every view shows). */
function selectPlanSiteRows(db: Db, where: SQL | undefined) {
  return db
    .select(rowColumns)
    .from(planSites)
    .innerJoin(sites, eq(sites.id, planSites.siteId))
    .innerJoin(regions, eq(regions.id, sites.regionId))
    .innerJoin(cities, eq(cities.id, sites.cityId))
    .innerJoin(locations, eq(locations.id, sites.locationId))
    .innerJoin(mediums, eq(mediums.id, sites.mediumId))
    .where(where)
    .orderBy(asc(planSites.planId), asc(cities.name), asc(sites.siteCode), asc(planSites.id));
}

type RawRow = Awaited<ReturnType<typeof selectPlanSiteRows>>[number];

/** What a row's figures are computed from: its inputs and its site's size, medium kind and audience. */
type FigureInputs = Pick<
  RawRow,
  | 'kind'
  | 'widthFt'
  | 'heightFt'
  | 'faces'
  | 'dailyTraffic'
  | 'operatingFromMinute'
  | 'operatingToMinute'
  | 'startDate'
  | 'endDate'
  | 'lineType'
  | 'monthlyRate'
  | 'discountPercent'
  | 'printingRate'
  | 'mountingCost'
  | 'spotLengthSeconds'
  | 'loopLengthSeconds'
  | 'spotsPerLoop'
>;

/** A row's slot (digital media only) and its figures: docs/domain.md's formulas, through plan-math only. */
function figuresOf(row: FigureInputs) {
  const digital = row.kind === 'digital';
  const slot = {
    spot_length_seconds: digital ? row.spotLengthSeconds : null,
    loop_length_seconds: digital ? row.loopLengthSeconds : null,
    spots_per_loop: digital ? row.spotsPerLoop : null,
  };
  const figures = computeRow(
    {
      kind: row.kind,
      width_ft: row.widthFt,
      height_ft: row.heightFt,
      faces: row.faces,
      daily_traffic: row.dailyTraffic,
      operating_from_minute: row.operatingFromMinute,
      operating_to_minute: row.operatingToMinute,
    },
    {
      start_date: row.startDate,
      end_date: row.endDate,
      line_type: row.lineType,
      monthly_rate: Number(row.monthlyRate),
      discount_percent: Number(row.discountPercent),
      printing_rate: Number(row.printingRate),
      mounting_cost: Number(row.mountingCost),
      ...slot,
    },
  );
  return { slot, figures };
}

/** One stored row with its figures. */
function toPlanSiteRow(row: RawRow): PlanSiteRow {
  const { slot, figures } = figuresOf(row);
  return {
    plan_site_id: row.planSiteId,
    site_id: row.siteId,
    site_code: row.siteCode,
    site_name: row.siteName,
    region_id: row.regionId,
    region_name: row.regionName,
    city_id: row.cityId,
    city_name: row.cityName,
    location_name: row.locationName,
    medium_name: row.mediumName,
    kind: row.kind,
    width_ft: row.widthFt,
    height_ft: row.heightFt,
    area_sqft: figures.area_sqft,
    faces: row.faces,
    illuminated: row.illuminated,
    start_date: row.startDate,
    end_date: row.endDate,
    days: figures.days,
    line_type: row.lineType,
    monthly_rate: Number(row.monthlyRate),
    discount_percent: Number(row.discountPercent),
    gross: figures.gross,
    discount: figures.discount,
    net: figures.net,
    printing_rate: Number(row.printingRate),
    mounting_cost: Number(row.mountingCost),
    production: figures.production,
    total: figures.total,
    daily_traffic: row.dailyTraffic,
    ...slot,
    plays_per_day: figures.plays_per_day,
    share_of_voice: figures.share_of_voice,
    impressions: figures.impressions,
    cpm: figures.cpm,
  };
}

/** The site rows of each plan with their figures, ordered by city name and site code; plans without rows map to []. */
export async function loadPlanSiteRows(
  db: Db,
  planIds: readonly number[],
): Promise<Map<number, PlanSiteRow[]>> {
  const byPlan = new Map<number, PlanSiteRow[]>(planIds.map((id) => [id, []]));
  if (planIds.length === 0) return byPlan;
  const rows = await selectPlanSiteRows(db, inArray(planSites.planId, [...new Set(planIds)]));
  for (const row of rows) byPlan.get(row.planId)?.push(toPlanSiteRow(row));
  return byPlan;
}

/** At most this many accepted plans get their figures computed in one pass (the rest on the next read). */
const FIGURES_BATCH = 500;

/**
 * Computes and stores the figures of the given plans (total and site count by the plan math), which the counters
 * of accepted plans sum (docs/domain.md, "Counts"). Only plans whose figures are still null are written: a
 * concurrent pass writes each plan once.
 */
export async function storeAcceptedFigures(db: Db, planIds: readonly number[]): Promise<void> {
  if (planIds.length === 0) return;
  const byPlan = await loadPlanSiteRows(db, planIds);
  const ids = [...byPlan.keys()];
  const totals = ids.map((id) => sumTotals(byPlan.get(id) ?? []));
  await db.execute(sql`
    update ${plans} set accepted_total = f.total, accepted_sites = f.sites
    from unnest(${sql.param(ids)}::int[], ${sql.param(totals.map((t) => t.total))}::numeric[],
                ${sql.param(totals.map((t) => t.sites))}::int[]) as f(id, total, sites)
    where ${plans.id} = f.id and ${plans.acceptedTotal} is null`);
}

/**
 * An accepted plan whose figures are not stored yet, if any: a probe of plans_accepted_unfigured_idx. Ordered by
 * the index's own column, so the planner takes the index even when its statistics still count the plans whose
 * figures were just stored (on a grown database it chose a 26 ms scan of every plan, on each dashboard read).
 */
export const acceptedPlanWithoutFigures = (db: Db) =>
  db
    .select({ id: plans.id })
    .from(plans)
    .where(sql`${plans.status} = 'accepted' and ${plans.acceptedTotal} is null`)
    .orderBy(asc(plans.id))
    .limit(1);

/** Whether every accepted plan has its figures stored (the dashboard asks on every read). */
export async function acceptedFiguresComplete(db: Db): Promise<boolean> {
  const query = prepared(db, 'accepted_plan_without_figures', (name, on) =>
    acceptedPlanWithoutFigures(on).prepare(name),
  );
  return (await query.execute()).length === 0;
}

/**
 * Accepted plans whose figures are missing (the seed, a data fix that changed their rows): computed now, in
 * batches, so the dashboard's counters are complete. Normally there are none: acceptance stores them.
 */
export async function completeAcceptedFigures(db: Db): Promise<void> {
  // Bounded: each pass fills its batch, so this ends; the bound only guards against a row that never fills.
  for (let pass = 0; pass < 10_000; pass++) {
    const missing = await db
      .select({ id: plans.id })
      .from(plans)
      .where(sql`${plans.status} = 'accepted' and ${plans.acceptedTotal} is null`)
      .limit(FIGURES_BATCH);
    if (missing.length === 0) return;
    await storeAcceptedFigures(
      db,
      missing.map((row) => row.id),
    );
    if (missing.length < FIGURES_BATCH) return;
  }
}

/**
 * The totals (PlanTotals) of all the rows of the plans matching `where` together, e.g. the accepted plans for the
 * dashboard: `planTotalsWhere(db, eq(plans.status, 'accepted'))`.
 */
export async function planTotalsWhere(db: Db, where: SQL): Promise<PlanTotals> {
  const rows = await selectPlanSiteRows(
    db,
    inArray(planSites.planId, db.select({ id: plans.id }).from(plans).where(where)),
  );
  return sumTotals(rows.map(toPlanSiteRow));
}

// ---------------------------------------------------------------------------------------------------------------
// A plan as the lists show it

export const planListColumns = {
  id: plans.id,
  name: plans.name,
  status: plans.status,
  version: plans.version,
  reason: plans.reason,
  briefId: plans.briefId,
  briefNumber: briefs.briefNumber,
  campaignName: briefs.campaignName,
  clientName: clients.companyName,
  createdByName: users.name,
  createdAt: plans.createdAt,
  updatedAt: plans.updatedAt,
};

/**
 * What a list needs of each row: the inputs of its figures (FigureInputs, by the same names), not the names a
 * plan's table shows. Numeric columns arrive as JSON numbers, dates as ISO text; `figuresOf` reads both as the
 * columns' own values. An empty array for a plan without rows.
 */
const figureInputsArray = sql<FigureInputs[]>`coalesce(json_agg(json_build_object(
    'kind', ${mediums.kind},
    'widthFt', ${sites.widthFt},
    'heightFt', ${sites.heightFt},
    'faces', ${sites.faces},
    'dailyTraffic', ${sites.dailyTraffic},
    'operatingFromMinute', ${sites.operatingFromMinute},
    'operatingToMinute', ${sites.operatingToMinute},
    'startDate', ${planSites.startDate},
    'endDate', ${planSites.endDate},
    'lineType', ${planSites.lineType},
    'monthlyRate', ${planSites.monthlyRate},
    'discountPercent', ${planSites.discountPercent},
    'printingRate', ${planSites.printingRate},
    'mountingCost', ${planSites.mountingCost},
    'spotLengthSeconds', ${planSites.spotLengthSeconds},
    'loopLengthSeconds', ${planSites.loopLengthSeconds},
    'spotsPerLoop', ${planSites.spotsPerLoop}
  ) order by ${planSites.id}), '[]'::json)`.as('figure_inputs');

/**
 * The figure inputs of the rows of the plan whose id is `planId` (a column of the outer query), as a subquery to
 * join laterally (`.leftJoinLateral(rows, sql`true`)`): one row, `figureInputs` an array (empty for no rows, or when
 * `when`, a condition on the outer query, is false). As a
 * lateral subquery of its own, PostgreSQL plans it apart from the outer joins, and a page costs a few small join
 * problems to plan instead of one of eight tables (2.5 to 8 ms of planning on every call).
 */
export const planRowsInputs = (db: Db, planId: AnyPgColumn, when?: SQL) =>
  db
    .select({ figureInputs: figureInputsArray })
    .from(planSites)
    .innerJoin(sites, eq(sites.id, planSites.siteId))
    .innerJoin(mediums, eq(mediums.id, sites.mediumId))
    .where(and(eq(planSites.planId, planId), when))
    .as('plan_rows');

/** The totals of a plan's rows by the plan math, from their figure inputs (`planRowsInputs`). */
export const totalsOfInputs = (inputs: readonly FigureInputs[] | null): PlanTotals =>
  sumTotals((inputs ?? []).map((row) => figuresOf(row).figures));

/**
 * A plan's figures as a list row reads them (docs/domain.md, "Plan figures in lists"): its stored totals
 * (`plans.figures`) and their version, and, only while they are not stored, its rows' figure inputs, in the row's
 * own statement. The outer query must join `plans` before it joins `inputs` laterally
 * (`.leftJoinLateral(figures.inputs, sql`true`)`); `when`, a condition on the outer query, leaves the inputs out
 * (the plan's totals are then not needed, and must not be stored: see `storePlanFigures`).
 */
export function planFigures(db: Db, when?: SQL) {
  const inputs = planRowsInputs(db, plans.id, and(sql`${plans.figures} is null`, when));
  return {
    inputs,
    columns: {
      figures: plans.figures,
      figuresVersion: plans.figuresVersion,
      figureInputs: inputs.figureInputs,
    },
  };
}

/** What `planFigures` adds to a row. */
export interface PlanFiguresRead {
  figures: Totals | null;
  figuresVersion: number;
  figureInputs: FigureInputs[] | null;
}

/** A plan's totals from a row read with `planFigures`: the stored ones, else by the plan math from its inputs. */
export const totalsOfPlan = (row: PlanFiguresRead): Totals => row.figures ?? totalsOfInputs(row.figureInputs);

/**
 * Stores the totals of the plans read without them (`planFigures`), each computed from the inputs read in the same
 * statement as its `figures_version`: written only while that version is still the plan's (the database bumps it
 * with every change to what the totals are computed from, migration 0025), so totals of rows read before a change
 * never land after it, and a concurrent reader's write is a no-op. One statement for the page, none when every plan
 * of it had its totals.
 */
export async function storePlanFigures(
  db: Db,
  rows: ReadonlyArray<PlanFiguresRead & { planId: number }>,
): Promise<void> {
  const computed = new Map<number, { id: number; version: number; figures: Totals }>();
  for (const row of rows)
    if (row.figures === null && !computed.has(row.planId))
      computed.set(row.planId, {
        id: row.planId,
        version: row.figuresVersion,
        figures: totalsOfInputs(row.figureInputs),
      });
  if (computed.size === 0) return;
  await db.execute(sql`
    update ${plans} set figures = f.figures
    from jsonb_to_recordset(${JSON.stringify([...computed.values()])}::jsonb) as f(id int, version int, figures jsonb)
    where ${plans.id} = f.id and ${plans.figuresVersion} = f.version and ${plans.figures} is null`);
}

/**
 * A plan's consolidated grand total (net + production + tax, what its consolidated summary shows), by the plan math
 * from its totals (`totalsOfPlan`): what a pay order's amount is compared with (docs/domain.md "Pay order").
 */
export const grandTotalOfPlan = (row: PlanFiguresRead, taxRatePercent: number): number =>
  grandTotal(totalsOfPlan(row), taxRatePercent);

/**
 * Plans with their brief, client and creator, and the figure inputs of their site rows, as a dynamic query: add
 * `.where()` and `.orderBy()`, then turn the rows into list items with `toPlanListItems`. One row per plan: its site
 * rows come as one JSON array (`figureInputs`, in plan_sites id order, so the same rows always add up in the same
 * order). One query for a list page and its figures, so they come from one snapshot and in one round trip.
 *
 * Why an array and not a row per site row: on the grown database a plan list page was bound by the server's CPU,
 * and most of it went to mapping 40 rows of 31 columns through drizzle (which tests every field's kind on every
 * row) and parsing them; the array is 10 rows of 14 columns and one JSON.parse each (README, "npm run bench:scale").
 */
export function selectPlanList(db: Db, page?: PlanPage, counterKey?: string | Placeholder) {
  const figures = planFigures(db);
  let query = db
    .select({
      ...planListColumns,
      // A list page's counter in the same statement (docs/domain.md, "Counts"); null outside a paged list.
      allTotal: counterKey === undefined ? sql<null>`null` : counterColumn(counterKey),
      ...figures.columns,
    })
    .from(plans)
    .$dynamic();
  // The page's plans first in the joins: the planner then starts from its ten ids, not from every plan's rows (as a
  // semi-join at the end of this many joins, it joined all 200,000 rows of a grown database before choosing ten).
  if (page) query = query.innerJoin(page, eq(page.id, plans.id));
  return query
    .innerJoin(briefs, eq(briefs.id, plans.briefId))
    .innerJoin(clients, eq(clients.id, briefs.clientId))
    .leftJoin(users, eq(users.id, plans.createdBy))
    .leftJoinLateral(figures.inputs, sql`true`);
}

/** The ids of one page of plans, as a subquery aliased `page` (see `selectPlanList`). */
export type PlanPage = SubqueryWithSelection<{ id: typeof plans.id }, 'page'>;

export type PlanListRow = Awaited<ReturnType<typeof selectPlanList>>[number];

function listItem(
  row: Pick<PlanListRow, keyof typeof planListColumns>,
  totals: Pick<PlanTotals, 'sites' | 'total'>,
): PlanListItem {
  return {
    plan_id: row.id,
    planName: row.name,
    status: row.status,
    version: row.version,
    reason: row.reason,
    brief_id: row.briefId,
    brief_number: row.briefNumber,
    campaign_name: row.campaignName,
    client_name: row.clientName,
    sites: totals.sites,
    total: totals.total,
    created_by_name: row.createdByName,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/**
 * List items of `selectPlanList`'s rows, in their order, each with its site count and total by the plan math (stored,
 * or computed now and then stored: `storePlanFigures`).
 */
export async function toPlanListItems(db: Db, rows: readonly PlanListRow[]): Promise<PlanListItem[]> {
  await storePlanFigures(
    db,
    rows.map((row) => ({ ...row, planId: row.id })),
  );
  return rows.map((row) => listItem(row, totalsOfPlan(row)));
}

/** One plan as the lists show it; null when it does not exist. */
export async function planListItem(db: Db, planId: number): Promise<PlanListItem | null> {
  const rows = await selectPlanList(db).where(eq(plans.id, planId));
  const [item] = await toPlanListItems(db, rows);
  return item ?? null;
}

// ---------------------------------------------------------------------------------------------------------------
// The whole plan

/** Whether another plan of the brief is accepted (the plan machine's `briefHasAcceptedPlan`). */
export const otherAcceptedPlanOfBrief = (planId: number, briefId: SQL | number) =>
  sql<boolean>`exists (select 1 from ${plans} other where other."brief_id" = ${briefId} and other."status" = 'accepted' and other."id" <> ${planId})`;

/** The columns left for the client's view, in PLAN_COLUMNS order. */
export function dynamicHeaders(hidden: readonly string[]) {
  const hide = new Set(hidden);
  return PLAN_COLUMNS.filter((column) => !hide.has(column.key)).map(({ key, label }) => ({ key, label }));
}

/** A stored hidden column that is still a column of the site table. */
export const isPlanColumn = (key: string): key is PlanColumnKey =>
  PLAN_COLUMNS.some((column) => column.key === key);

/** Distinct city names, in the rows' order (already by city name). */
const cityNames = (rows: readonly PlanSiteRow[]) => [...new Set(rows.map((row) => row.city_name))];

/**
 * The whole plan: its rows (only those of `cityName` when given, compared without case), headers, cities and
 * totals of the rows answered; the list item's `sites` and `total` are always the whole plan's. Null when the plan
 * does not exist.
 */
export async function findPlanDetail(db: Db, planId: number, cityName?: string): Promise<PlanDetail | null> {
  const [plan] = await db
    .select({
      ...planListColumns,
      hideColumns: plans.hideColumns,
      briefStartDate: briefs.startDate,
      briefEndDate: briefs.endDate,
      briefHasAcceptedPlan: otherAcceptedPlanOfBrief(planId, sql`${plans.briefId}`),
    })
    .from(plans)
    .innerJoin(briefs, eq(briefs.id, plans.briefId))
    .innerJoin(clients, eq(clients.id, briefs.clientId))
    .leftJoin(users, eq(users.id, plans.createdBy))
    .where(eq(plans.id, planId));
  if (!plan) return null;
  const rows = (await loadPlanSiteRows(db, [planId])).get(planId) ?? [];
  const wanted = cityName?.trim().toLowerCase();
  const shown = wanted ? rows.filter((row) => row.city_name.toLowerCase() === wanted) : rows;
  const hidden = plan.hideColumns.filter(isPlanColumn);
  return {
    ...listItem(plan, sumTotals(rows)),
    brief_start_date: plan.briefStartDate,
    brief_end_date: plan.briefEndDate,
    hide_columns: hidden,
    dynamicHeaders: dynamicHeaders(hidden),
    citiesArray: cityNames(rows),
    sites_list: shown,
    totals: sumTotals(shown),
    briefHasAcceptedPlan: Boolean(plan.briefHasAcceptedPlan),
  };
}

/** The rows grouped by city (by city name, then region for namesakes), each with its totals. */
export function groupByCity(rows: readonly PlanSiteRow[]): CityGroup[] {
  const groups = new Map<number, CityGroup>();
  for (const row of rows) {
    let group = groups.get(row.city_id);
    if (!group) {
      group = {
        city_id: row.city_id,
        city_name: row.city_name,
        region_name: row.region_name,
        sites: [],
        totals: sumTotals([]),
      };
      groups.set(row.city_id, group);
    }
    group.sites.push(row);
  }
  return [...groups.values()].map((group) => ({ ...group, totals: sumTotals(group.sites) }));
}
