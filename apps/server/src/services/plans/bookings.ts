import type {
  EndpointBody,
  fetchPlanSiteOptions as fetchPlanSiteOptionsEndpoint,
  SiteOption,
} from '@ooh/api/contract';
import { overlaps } from '@ooh/api/plan-math';
import {
  and,
  asc,
  count,
  eq,
  gte,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lte,
  ne,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import {
  briefs,
  cities,
  locations,
  mediums,
  planSites,
  plans,
  regions,
  secRanges,
  sites,
} from '../../db/schema.ts';
import { notFound } from '../../errors.ts';
import { containsPattern, searchTerm } from '../shared/index.ts';
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

/** The brief's dates of a plan, which availability is judged against; 404 when the plan does not exist. */
async function briefDatesOfPlan(db: Db, planId: number) {
  const [plan] = await db
    .select({ startDate: briefs.startDate, endDate: briefs.endDate })
    .from(plans)
    .innerJoin(briefs, eq(briefs.id, plans.briefId))
    .where(eq(plans.id, planId));
  if (!plan) throw notFound(PLAN_NOT_FOUND);
  return plan;
}

/**
 * The two queries of the site table: one page of approved inventory sites (filtered, searched, marked available or
 * booked for the dates; ordered by city name and site code) and the count of all that match.
 */
export function siteOptionsQueries(
  db: Db,
  plan: { id: number; startDate: string; endDate: string },
  filters: SiteOptionFilters,
) {
  const planId = plan.id;
  // The first booking of the site overlapping the brief's dates, in another accepted plan.
  const clash = db
    .select({
      planId: sql<number>`${plans.id}`.as('clash_plan_id'),
      planName: sql<string>`${plans.name}`.as('clash_plan_name'),
      briefNumber: sql<string>`${briefs.briefNumber}`.as('clash_brief_number'),
      startDate: sql<string>`${planSites.startDate}::text`.as('clash_start_date'),
      endDate: sql<string>`${planSites.endDate}::text`.as('clash_end_date'),
    })
    .from(planSites)
    .innerJoin(plans, eq(plans.id, planSites.planId))
    .innerJoin(briefs, eq(briefs.id, plans.briefId))
    .where(
      and(
        sql`${planSites.siteId} = "sites"."id"`,
        eq(plans.status, 'accepted'),
        ne(plans.id, planId),
        lte(planSites.startDate, plan.endDate),
        gte(planSites.endDate, plan.startDate),
      ),
    )
    .orderBy(asc(planSites.startDate), asc(plans.id))
    .limit(1)
    .as('clash');

  const conditions: Array<SQL | undefined> = [eq(sites.status, 'approved'), isNull(sites.deletedAt)];
  const within = <T>(column: Parameters<typeof inArray>[0], ids: T[]) =>
    ids.length ? inArray(column, ids) : undefined;
  conditions.push(
    within(sites.regionId, filters.region_ids),
    within(sites.cityId, filters.city_ids),
    within(sites.locationId, filters.location_ids),
    within(sites.mediumId, filters.medium_ids),
    within(sites.secRangeId, filters.sec_ids),
  );
  const term = searchTerm(filters.search);
  if (term) {
    const pattern = containsPattern(term);
    conditions.push(or(ilike(sites.siteCode, pattern), ilike(sites.name, pattern)));
  }
  if (filters.availability === 'available') conditions.push(isNull(clash.planId));
  if (filters.availability === 'booked') conditions.push(isNotNull(clash.planId));
  const where = and(...conditions);

  // The count joins the bookings only when it filters by them.
  const countQuery = db.select({ value: count() }).from(sites).$dynamic();
  const counting = filters.availability === 'all' ? countQuery : countQuery.leftJoinLateral(clash, sql`true`);
  const page = db
    .select({
      id: sites.id,
      siteCode: sites.siteCode,
      name: sites.name,
      regionId: sites.regionId,
      regionName: regions.name,
      cityId: sites.cityId,
      cityName: cities.name,
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
      clashPlanId: clash.planId,
      clashPlanName: clash.planName,
      clashBriefNumber: clash.briefNumber,
      clashStartDate: clash.startDate,
      clashEndDate: clash.endDate,
    })
    .from(sites)
    .innerJoin(regions, eq(regions.id, sites.regionId))
    .innerJoin(cities, eq(cities.id, sites.cityId))
    .innerJoin(locations, eq(locations.id, sites.locationId))
    .innerJoin(mediums, eq(mediums.id, sites.mediumId))
    .leftJoin(secRanges, eq(secRanges.id, sites.secRangeId))
    .leftJoinLateral(clash, sql`true`)
    .where(where)
    .orderBy(asc(cities.name), asc(sites.siteCode))
    .limit(filters.limit)
    .offset((filters.page - 1) * filters.limit);
  return { page, count: counting.where(where) };
}

/** fetch-plan-site-options: the page of sites for the plan's brief dates, and how many match. */
export async function listSiteOptions(
  db: Db,
  planId: number,
  filters: SiteOptionFilters,
): Promise<{ sites: SiteOption[]; total: number }> {
  const dates = await briefDatesOfPlan(db, planId);
  const queries = siteOptionsQueries(db, { id: planId, ...dates }, filters);
  const [rows, [counted]] = await Promise.all([queries.page, queries.count]);
  return {
    total: counted?.value ?? 0,
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
