import type {
  EndpointBody,
  fetchPlanSiteOptions as fetchPlanSiteOptionsEndpoint,
  SiteOption,
} from '@ooh/api/contract';
import { overlaps } from '@ooh/api/plan-math';
import { and, asc, eq, gte, inArray, lte, ne, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import { briefs, locations, mediums, planSites, plans, regions, secRanges, sites } from '../../db/schema.ts';
import { notFound } from '../../errors.ts';
import {
  cappedCount,
  cappedCountColumn,
  cappedTotal,
  idIsOneOfPlaceholder,
  prepared,
} from '../shared/index.ts';
import { inventoryConditions } from '../shared/inventory-filters.ts';
import { PLAN_NOT_FOUND } from './queries.ts';

/**
 * Availability (docs/domain.md): a site in an accepted plan is booked for that row's dates; two bookings of a site
 * overlap when start ≤ other end and end ≥ other start. A campaign only exists for an accepted plan, so its sites
 * are covered by the same rule. Plans that are not accepted book nothing: several may propose the same site.
 */

export interface Booking {
  site_id: number;
  start_date: string;
  end_date: string;
}

export interface Clash {
  /** The row (of the bookings asked about) that clashes. */
  index: number;
  siteId: number;
  siteCode: string;
  planId: number;
  planName: string;
  briefNumber: string;
  startDate: string;
  endDate: string;
}

/**
 * For each booking, the first booking of the same site in another accepted plan whose dates overlap it (the earliest
 * first). SQL narrows the candidates by site and by the whole date range; overlaps() decides, row by row.
 */
export async function findClashes(
  db: Db,
  bookings: readonly Booking[],
  options: { exceptPlanId: number },
): Promise<Clash[]> {
  if (bookings.length === 0) return [];
  const siteIds = [...new Set(bookings.map((booking) => booking.site_id))];
  // ISO dates sort as text.
  const earliest = bookings.map((booking) => booking.start_date).sort()[0]!;
  const latest = bookings
    .map((booking) => booking.end_date)
    .sort()
    .at(-1)!;
  const candidates = await db
    .select({
      siteId: planSites.siteId,
      siteCode: sites.siteCode,
      planId: plans.id,
      planName: plans.name,
      briefNumber: briefs.briefNumber,
      startDate: planSites.startDate,
      endDate: planSites.endDate,
    })
    .from(planSites)
    .innerJoin(plans, eq(plans.id, planSites.planId))
    .innerJoin(briefs, eq(briefs.id, plans.briefId))
    .innerJoin(sites, eq(sites.id, planSites.siteId))
    .where(
      and(
        inArray(planSites.siteId, siteIds),
        eq(plans.status, 'accepted'),
        ne(plans.id, options.exceptPlanId),
        lte(planSites.startDate, latest),
        gte(planSites.endDate, earliest),
      ),
    )
    .orderBy(asc(planSites.startDate), asc(plans.id));
  return bookings.flatMap((booking, index) => {
    const clash = candidates.find(
      (candidate) =>
        candidate.siteId === booking.site_id &&
        overlaps(booking, { start_date: candidate.startDate, end_date: candidate.endDate }),
    );
    return clash ? [{ index, ...clash }] : [];
  });
}

/** The 409 message: names the site, the clashing plan, its brief and its dates (and how many more clash). */
export function clashMessage(clashes: readonly Clash[]): string {
  const [first] = clashes;
  if (!first) throw new Error('clashMessage: no clash');
  const site = first.siteCode;
  const more = clashes.length - 1;
  return (
    `Site ${site} is already booked from ${first.startDate} to ${first.endDate} in the accepted plan ` +
    `"${first.planName}" (brief ${first.briefNumber}).` +
    (more > 0
      ? ` ${more} more site${more > 1 ? 's' : ''} of this plan clash${more > 1 ? '' : 'es'} too.`
      : '')
  );
}

// Namespace (first key) of the transaction-scoped advisory locks on sites and briefs while a plan is accepted.
const SITE_LOCK = 61_001;
const BRIEF_LOCK = 61_002;

/**
 * Serialises acceptances that could clash: the brief (one accepted plan per brief), then each site, in ascending
 * id order so that two acceptances never wait on each other crosswise. Held until the transaction ends, so the
 * checks that follow see every acceptance committed before.
 */
export async function lockForAcceptance(tx: Db, briefId: number, siteIds: readonly number[]) {
  await tx.execute(sql`select pg_advisory_xact_lock(${BRIEF_LOCK}::int, ${briefId}::int)`);
  const ids = [...new Set(siteIds)].sort((a, b) => a - b);
  if (ids.length === 0) return;
  // The ordered subquery fixes the order the locks are taken in.
  await tx.execute(
    sql`select count(pg_advisory_xact_lock(${SITE_LOCK}::int, id)) from (select unnest(${sql.raw(`array[${ids.join(',')}]`)}::int[]) as id order by id) ordered`,
  );
}

// ---------------------------------------------------------------------------------------------------------------
// The sites a plan may add

export type SiteOptionFilters = EndpointBody<typeof fetchPlanSiteOptionsEndpoint>;

/** Whether the plan exists: the site table's answer for a plan id that matches nothing is a 404. */
async function planExists(db: Db, planId: number) {
  const [plan] = await db.select({ id: plans.id }).from(plans).where(eq(plans.id, planId));
  return plan !== undefined;
}

/** The brief's dates of a plan; 404 when the plan does not exist. */
async function briefDatesOfPlan(db: Db, planId: number) {
  const [plan] = await db
    .select({ startDate: briefs.startDate, endDate: briefs.endDate })
    .from(plans)
    .innerJoin(briefs, eq(briefs.id, plans.briefId))
    .where(eq(plans.id, planId));
  if (!plan) throw notFound(PLAN_NOT_FOUND);
  return plan;
}

/** Dates as a PostgreSQL range, both days included (as `overlaps()` reads them). */
const dateRange = (startDate: string, endDate: string) =>
  sql`daterange(${startDate}::date, ${endDate}::date, '[]')`;

/**
 * The brief's dates of the plan as a PostgreSQL range, both days included (as `overlaps()` reads them), computed
 * once in the statement that uses it (an InitPlan), so the site table costs no round trip of its own for them.
 */
const briefRangeOfPlan = (planId: number | Placeholder) =>
  sql`(select daterange(br."start_date", br."end_date", '[]') from ${plans} p
    join ${briefs} br on br."id" = p."brief_id" where p."id" = ${planId})`;

/** The site table's order: city name, site code, id (`sites_options_order_idx`). */
const SITE_OPTION_ORDER = [asc(sites.cityName), asc(sites.siteCode), asc(sites.id)];

/**
 * The site table's queries (docs/domain.md, "Counts" and "Availability and double booking"): the ids of one page of
 * approved inventory sites, filtered, searched and available or booked for the brief's dates as asked, ordered by
 * city name and site code straight off `sites_options_order_idx`, with the matches counted up to a window past the
 * page; then those sites' rows (`siteOptionRowsStatement`). Availability is a probe of the bookings' index per site,
 * never a scan of the plans.
 */
export async function siteOptionsQueries(
  db: Db,
  planId: number,
  filters: SiteOptionFilters,
  options: { count: boolean } = { count: true },
) {
  // Filtering on availability, the planner needs the dates as values to weigh the bookings they overlap (as a
  // parameter it guesses a few dozen and sorts every booked site): read first, one round trip more.
  const filtered = filters.availability === 'available' || filters.availability === 'booked';
  const range = filtered
    ? await briefDatesOfPlan(db, planId).then((dates) => dateRange(dates.startDate, dates.endDate))
    : null;

  const conditions: Array<SQL | undefined> = [
    inventoryConditions(db, 'approved', filters, { byCityName: true }),
  ];
  if (filters.availability === 'available' && range)
    conditions.push(sql`not exists (select 1 from "bookings" b where b."site_id" = ${sites.id}
      and b."plan_id" <> ${planId} and b."during" && ${range})`);
  // Booked sites are found from the bookings of those dates (few), not by probing every site.
  if (filters.availability === 'booked' && range)
    conditions.push(sql`${sites.id} in (select b."site_id" from "bookings" b
      where b."plan_id" <> ${planId} and b."during" && ${range})`);
  const where = and(...conditions);
  const matches = sql`select 1 from ${sites} where ${where}`;

  // The page's ids, read off the order index (a deep page skips index entries, not joined rows). The matches
  // counted up to the window past the page, and whether the plan exists, come in the same statement: uncorrelated
  // subqueries, each computed once and planned on its own, so the count is planned as `matches` alone is (in no
  // particular order: from the bookings when filtering on them). Without `count` (the plan guards of the tests,
  // which weigh the count by the rows it reads) the page alone.
  const page = db
    .select({
      id: sites.id,
      matched: cappedCountColumn(matches, filters, options.count),
      planFound: sql<boolean>`exists (select 1 from ${plans} where ${plans.id} = ${planId})`.as('plan_found'),
    })
    .from(sites)
    .where(where)
    .orderBy(...SITE_OPTION_ORDER)
    .limit(filters.limit)
    .offset((filters.page - 1) * filters.limit);
  return { page, matches };
}

/**
 * The site table's rows for the page's ids (placeholders `planId` and `ids`), each with its first booking
 * overlapping the brief's dates in another accepted plan: a prepared statement, planned once per connection
 * (services/shared/prepared.ts). Its joins (region, location, medium, SEC range, and the booking with its plan and
 * brief) were most of the site table's cost when planned with the filters on every call: 3 ms of planning for
 * 2 ms of work on the grown database (`npm run bench:explain -w @ooh/server -- sites`). The filters, whose best
 * plan depends on their values, stay in the ids' statement built per call.
 */
export const siteOptionRowsStatement = (on: Db) => {
  const planId = sql.placeholder('planId');
  const range = briefRangeOfPlan(planId);
  const clash = on
    .select({
      planId: sql<number>`b."plan_id"`.as('clash_plan_id'),
      planName: sql<string>`p."name"`.as('clash_plan_name'),
      briefNumber: sql<string>`br."brief_number"`.as('clash_brief_number'),
      startDate: sql<string>`lower(b."during")::text`.as('clash_start_date'),
      endDate: sql<string>`(upper(b."during") - 1)::text`.as('clash_end_date'),
    })
    .from(
      sql`"bookings" b join ${plans} p on p."id" = b."plan_id" join ${briefs} br on br."id" = p."brief_id"`,
    )
    .where(sql`b."site_id" = ${sites.id} and b."plan_id" <> ${planId} and b."during" && ${range}`)
    .orderBy(sql`lower(b."during")`, sql`b."plan_id"`)
    .limit(1)
    .as('clash');
  return on
    .select({
      id: sites.id,
      siteCode: sites.siteCode,
      name: sites.name,
      regionId: sites.regionId,
      regionName: regions.name,
      cityId: sites.cityId,
      // The site's copy of its city's name (kept equal by the database, migration 0007): one join fewer to plan.
      cityName: sites.cityName,
      locationId: sites.locationId,
      locationName: locations.name,
      mediumId: sites.mediumId,
      mediumName: mediums.name,
      kind: mediums.kind,
      secName: secRanges.name,
      widthFt: sites.widthFt,
      heightFt: sites.heightFt,
      faces: sites.faces,
      illuminated: sites.illuminated,
      monthlyRate: sites.monthlyRate,
      dailyTraffic: sites.dailyTraffic,
      spotLengthSeconds: sites.spotLengthSeconds,
      loopLengthSeconds: sites.loopLengthSeconds,
      spotsPerLoop: sites.spotsPerLoop,
      latitude: sites.latitude,
      longitude: sites.longitude,
      clashPlanId: clash.planId,
      clashPlanName: clash.planName,
      clashBriefNumber: clash.briefNumber,
      clashStartDate: clash.startDate,
      clashEndDate: clash.endDate,
    })
    .from(sites)
    .innerJoin(regions, eq(regions.id, sites.regionId))
    .innerJoin(locations, eq(locations.id, sites.locationId))
    .innerJoin(mediums, eq(mediums.id, sites.mediumId))
    .leftJoin(secRanges, eq(secRanges.id, sites.secRangeId))
    .leftJoinLateral(clash, sql`true`)
    .where(idIsOneOfPlaceholder(sites.id))
    .orderBy(...SITE_OPTION_ORDER);
};

/**
 * fetch-plan-site-options: the page of sites for the plan's brief dates, and how many match. Two statements after
 * the caller's account check (the ids with the count, built per call; their rows, prepared); a page past the end or
 * an unknown plan costs one more, and an availability filter one more before (the brief's dates as values).
 */
export async function listSiteOptions(
  db: Db,
  planId: number,
  filters: SiteOptionFilters,
): Promise<{ sites: SiteOption[]; total: number; totalCapped: boolean }> {
  const queries = await siteOptionsQueries(db, planId, filters);
  const ids = await queries.page;
  const [first] = ids;
  if (first ? !first.planFound : !(await planExists(db, planId))) throw notFound(PLAN_NOT_FOUND);
  const [counted, rows] = await Promise.all([
    first ? cappedTotal(first.matched, filters) : cappedCount(db, queries.matches, filters),
    first
      ? prepared(db, 'site_option_rows', (name, on) => siteOptionRowsStatement(on).prepare(name)).execute({
          planId,
          ids: ids.map((row) => row.id),
        })
      : [],
  ]);
  return {
    total: counted.total,
    totalCapped: counted.capped,
    sites: rows.map((row) => ({
      id: row.id,
      site_code: row.siteCode,
      name: row.name,
      region_id: row.regionId,
      region_name: row.regionName,
      city_id: row.cityId,
      city_name: row.cityName,
      location_id: row.locationId,
      location_name: row.locationName,
      medium_id: row.mediumId,
      medium_name: row.mediumName,
      kind: row.kind,
      sec_name: row.secName,
      width_ft: row.widthFt,
      height_ft: row.heightFt,
      faces: row.faces,
      illuminated: row.illuminated,
      monthly_rate: Number(row.monthlyRate),
      daily_traffic: row.dailyTraffic,
      spot_length_seconds: row.spotLengthSeconds,
      loop_length_seconds: row.loopLengthSeconds,
      spots_per_loop: row.spotsPerLoop,
      latitude: row.latitude,
      longitude: row.longitude,
      available: row.clashPlanId === null,
      booked_by:
        row.clashPlanId === null ||
        row.clashPlanName === null ||
        row.clashBriefNumber === null ||
        row.clashStartDate === null ||
        row.clashEndDate === null
          ? null
          : {
              plan_id: Number(row.clashPlanId),
              planName: row.clashPlanName,
              brief_number: row.clashBriefNumber,
              start_date: row.clashStartDate,
              end_date: row.clashEndDate,
            },
    })),
  };
}
