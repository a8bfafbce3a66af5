import {
  type EndpointQuery,
  type fetchApprovedSites,
  type fetchSiteMapPoints,
  SITE_MAP_MAX_POINTS,
  type SiteListItem,
  type SiteMapCell,
  type SiteMapPoint,
  type SitePhoto,
  type SiteRecord,
  siteMapCellIndex,
  siteMapCellsOf,
  siteMapCountableByCells,
  siteMapViewOf,
} from '@ooh/api/contract';
import type { RequestedSiteStatus } from '@ooh/machines/requested-site';
import { and, asc, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/connection.ts';
import {
  assetTypes,
  locations,
  lsmLevels,
  mediums,
  printingMediaTypes,
  regions,
  secRanges,
  siteAgeRanges,
  siteGenders,
  siteMapCells,
  sitePhotos,
  sites,
  users,
} from '../../db/schema.ts';
import { invalidInput, notFound } from '../../errors.ts';
import {
  cappedCount,
  cappedCountColumn,
  cappedTotal,
  idIsOneOfPlaceholder,
  prepared,
} from '../shared/index.ts';
import { inventoryConditions } from '../shared/inventory-filters.ts';

/**
 * The site inventory's reads (issue 16; docs/domain.md "Site inventory", "Counts", "Availability and double
 * booking"): the approved and requested lists, filtered and paged in SQL with a capped count, one site whole, and
 * the map's points.
 */

export const SITE_NOT_FOUND = 'Site not found';
export const PHOTO_NOT_FOUND = 'Photo not found';

export type SiteStatus = RequestedSiteStatus;
export type SiteFilters = EndpointQuery<typeof fetchApprovedSites>;
type MapFilters = EndpointQuery<typeof fetchSiteMapPoints>;
type Filters = Omit<SiteFilters, 'page' | 'limit'>;

export const AVAILABILITY_MESSAGES = {
  dates: 'Choose the dates to filter by availability',
  order: 'Available to must be on or after available from',
} as const;

/**
 * The dates of an availability filter as a range (both days included), or null when the filter asks nothing of
 * them. One date alone is that day (as the screen sends it); availability without a date is a 400.
 */
function availabilityRange(filters: Filters): { from: string; to: string } | null {
  const from = filters.available_from ?? filters.available_to;
  const to = filters.available_to ?? filters.available_from;
  if (filters.availability === 'all') return null;
  if (!from || !to) throw invalidInput({ available_from: AVAILABILITY_MESSAGES.dates });
  if (to < from) throw invalidInput({ available_to: AVAILABILITY_MESSAGES.order });
  return { from, to };
}

/** The conditions of a list or the map: live sites of the status, the filters, the search and availability. */
export function siteConditions(db: Db, status: SiteStatus, filters: Filters): SQL {
  const range = availabilityRange(filters);
  // The approved list is read in city-name order (the place filters' city-name form lets its index filter too).
  const conditions: Array<SQL | undefined> = [
    inventoryConditions(db, status, filters, { byCityName: status === 'approved' }),
  ];
  if (range) {
    // docs/domain.md "Availability and double booking": booked = a row of an accepted plan (an active campaign's
    // plan is one) overlapping the dates; the dates are values, so the planner weighs the bookings they overlap.
    const during = sql`daterange(${range.from}::date, ${range.to}::date, '[]')`;
    const booked = sql`select b."site_id" from "bookings" b where b."during" && ${during}`;
    conditions.push(
      filters.availability === 'booked'
        ? sql`${sites.id} in (${booked})`
        : sql`not exists (select 1 from "bookings" b where b."site_id" = ${sites.id} and b."during" && ${during})`,
    );
  }
  return and(...conditions) as SQL;
}

const requester = alias(users, 'requester');

/** The columns of a list row (the joins of `withListJoins`). */
const listColumns = {
  id: sites.id,
  siteCode: sites.siteCode,
  name: sites.name,
  status: sites.status,
  regionId: sites.regionId,
  regionName: regions.name,
  cityId: sites.cityId,
  cityName: sites.cityName,
  locationId: sites.locationId,
  locationName: locations.name,
  mediumId: sites.mediumId,
  mediumName: mediums.name,
  kind: mediums.kind,
  assetTypeName: assetTypes.name,
  secName: secRanges.name,
  lsmName: lsmLevels.name,
  widthFt: sites.widthFt,
  heightFt: sites.heightFt,
  faces: sites.faces,
  illuminated: sites.illuminated,
  monthlyRate: sites.monthlyRate,
  latitude: sites.latitude,
  longitude: sites.longitude,
  requestedByName: requester.name,
  createdAt: sites.createdAt,
};

type ListRow = {
  [K in keyof typeof listColumns]: (typeof listColumns)[K]['_']['data'] | null;
};

function listItem(row: ListRow): SiteListItem {
  return {
    id: row.id as number,
    site_code: row.siteCode as string,
    site_name: row.name as string,
    status: row.status as SiteStatus,
    region_id: row.regionId as number,
    region_name: row.regionName ?? '',
    city_id: row.cityId as number,
    city_name: row.cityName ?? '',
    location_id: row.locationId as number,
    location_name: row.locationName ?? '',
    medium_id: row.mediumId as number,
    medium_name: row.mediumName ?? '',
    kind: row.kind ?? 'conventional',
    asset_type_name: row.assetTypeName,
    sec_name: row.secName,
    lsm_name: row.lsmName,
    width_ft: row.widthFt ?? 0,
    height_ft: row.heightFt ?? 0,
    faces: row.faces ?? 1,
    illuminated: row.illuminated ?? false,
    monthly_rate: Number(row.monthlyRate ?? 0),
    latitude: row.latitude,
    longitude: row.longitude,
    requested_by_name: row.requestedByName,
    created_at: (row.createdAt as Date).toISOString(),
  };
}

/** The list's order: approved by city name and code (`sites_options_order_idx`), requested newest first. */
const orderOf = (status: SiteStatus) =>
  status === 'approved'
    ? [asc(sites.cityName), asc(sites.siteCode), asc(sites.id)]
    : [desc(sites.createdAt), desc(sites.id)];

/**
 * fetch-approved-sites / fetch-pending-sites: one page, and the matches counted up to the window past it
 * (docs/domain.md "Counts", "Round trips"): the page's ids and the count in one statement built per call with the
 * filters (the ids off the order's partial index), then those rows with their joins in a prepared statement. An
 * empty page counts on its own.
 */
export async function listSites(db: Db, status: SiteStatus, filters: SiteFilters) {
  const { page, matches } = siteListQueries(db, status, filters);
  const ids = await page;
  const [first] = ids;
  const [counted, rows] = await Promise.all([
    first ? cappedTotal(Number(first.matched), filters) : cappedCount(db, matches, filters),
    first
      ? prepared(db, `site_list_rows_${status}`, (name, on) =>
          siteListRowsStatement(on, status).prepare(name),
        ).execute({ ids: ids.map((row) => row.id) })
      : [],
  ]);
  return { sites: rows.map(listItem), total: counted.total, totalCapped: counted.capped };
}

/**
 * The list's page of ids, off the order's partial index, with the matches counted up to the window past it as a
 * column (an uncorrelated subquery computed once), and its matches: routes/scale.test.ts checks their plans.
 */
export function siteListQueries(
  db: Db,
  status: SiteStatus,
  filters: SiteFilters,
  options: { count: boolean } = { count: true },
) {
  const where = siteConditions(db, status, filters);
  const matches = sql`select 1 from ${sites} where ${where}`;
  const page = db
    .select({
      id: sites.id,
      matched: cappedCountColumn(matches, filters, options.count),
    })
    .from(sites)
    .where(where)
    .orderBy(...orderOf(status))
    .limit(filters.limit)
    .offset((filters.page - 1) * filters.limit);
  return { page, matches };
}

/**
 * The list's rows for the page's ids (placeholder `ids`) with their region, location, medium, asset type, SEC range,
 * LSM level and requester, in the list's order: a prepared statement per status (docs/domain.md "Round trips"). With
 * the filters in one statement its seven joins were planned on every call (6 ms at 1M sites).
 */
export const siteListRowsStatement = (on: Db, status: SiteStatus) =>
  on
    .select(listColumns)
    .from(sites)
    .innerJoin(regions, eq(regions.id, sites.regionId))
    .innerJoin(locations, eq(locations.id, sites.locationId))
    .innerJoin(mediums, eq(mediums.id, sites.mediumId))
    .leftJoin(assetTypes, eq(assetTypes.id, sites.assetTypeId))
    .leftJoin(secRanges, eq(secRanges.id, sites.secRangeId))
    .leftJoin(lsmLevels, eq(lsmLevels.id, sites.lsmLevelId))
    .leftJoin(requester, eq(requester.id, sites.requestedBy))
    .where(idIsOneOfPlaceholder(sites.id))
    .orderBy(...orderOf(status));

/** The view's condition: the sites inside its four edges (the contract asks all four or none). */
function inView(filters: MapFilters): SQL | undefined {
  const view = siteMapViewOf(filters);
  if (!view) return undefined;
  return sql`${sites.latitude} between ${view.south} and ${view.north} and ${sites.longitude} between ${view.west} and ${view.east}`;
}

/** The kept cells matching the filters, and touching the view when given (a cell at its edge counts whole). */
function cellsWhere(filters: MapFilters): SQL | undefined {
  const within = (column: Parameters<typeof inArray>[0], ids: number[] | undefined) =>
    ids?.length ? inArray(column, ids) : undefined;
  const view = siteMapViewOf(filters);
  return and(
    eq(siteMapCells.status, filters.status),
    within(siteMapCells.regionId, filters.region_ids),
    within(siteMapCells.cityId, filters.city_ids),
    within(siteMapCells.locationId, filters.location_ids),
    within(siteMapCells.mediumId, filters.medium_ids),
    view
      ? sql`${siteMapCells.cellLatitude} between ${siteMapCellIndex(view.south)} and ${siteMapCellIndex(view.north)} and ${siteMapCells.cellLongitude} between ${siteMapCellIndex(view.west)} and ${siteMapCellIndex(view.east)}`
      : undefined,
  );
}

/** The kept cells matching (`cellsWhere`), summed over regions, locations and mediums: one row a cell. */
export function mapCellsQuery(db: Db, filters: MapFilters) {
  return db
    .select({
      cellLatitude: siteMapCells.cellLatitude,
      cellLongitude: siteMapCells.cellLongitude,
      sites: sql<number>`sum(${siteMapCells.sites})::integer`,
      latitudeSum: sql<number>`sum(${siteMapCells.latitudeSum})`,
      longitudeSum: sql<number>`sum(${siteMapCells.longitudeSum})`,
    })
    .from(siteMapCells)
    .where(cellsWhere(filters))
    .groupBy(siteMapCells.cellLatitude, siteMapCells.cellLongitude);
}

/**
 * fetch-site-map-points (docs/domain.md, the map): the located live sites matching, inside the view when given, in
 * id order, at most SITE_MAP_MAX_POINTS. When more match and the filters are ones the map's cells are kept by, the
 * answer is the cells instead (every matching site counted, none listed), read from `site_map_cells`, never from
 * the sites: a city of 145,000 sites costs its thousand cells, not 5,000 rows of JSON. The sites' statement then
 * carries the cells' count as a one-time gate, so a street's view (its cells count fewer) is one statement, and a
 * city's (they count more) reads no site before its cells are read. A view's sites are found by latitude
 * (`sites_position_idx`, migration 0019), their longitude checked on the index's own entries.
 */
export async function listMapPoints(
  db: Db,
  filters: MapFilters,
): Promise<{ points: SiteMapPoint[]; capped: boolean; cells: SiteMapCell[] }> {
  const countable = siteMapCountableByCells(filters);
  const rows = await mapPointsQuery(db, filters, countable);
  // No site: none matches, or the gate closed because the cells count more than one answer carries.
  if (countable && rows.length === 0) {
    const sums = await mapCellsQuery(db, filters);
    if (sums.reduce((sum, cell) => sum + cell.sites, 0) > SITE_MAP_MAX_POINTS)
      return { points: [], capped: true, cells: siteMapCellsOf(sums) };
  }
  return {
    cells: [],
    capped: rows.length > SITE_MAP_MAX_POINTS,
    points: rows.slice(0, SITE_MAP_MAX_POINTS).map((row) => ({
      id: row.id,
      site_code: row.siteCode,
      site_name: row.name,
      latitude: row.latitude as number,
      longitude: row.longitude as number,
      medium_id: row.mediumId,
      medium_name: row.mediumName,
      kind: row.kind,
      city_name: row.cityName,
      status: row.status,
    })),
  };
}

/**
 * The map's query: one past the cap, so that `capped` can be told (exported for its EXPLAIN guard). `gated`: no
 * site when the kept cells count more than the cap (an InitPlan, a one-time filter: the sites are not read then).
 */
export function mapPointsQuery(db: Db, filters: MapFilters, gated = false) {
  const where = and(
    siteConditions(db, filters.status, filters),
    sql`${sites.latitude} is not null and ${sites.longitude} is not null`,
    inView(filters),
    gated
      ? sql`(select coalesce(sum(${siteMapCells.sites}), 0) from ${siteMapCells} where ${cellsWhere(filters)}) <= ${SITE_MAP_MAX_POINTS}`
      : undefined,
  );
  return db
    .select({
      id: sites.id,
      siteCode: sites.siteCode,
      name: sites.name,
      latitude: sites.latitude,
      longitude: sites.longitude,
      mediumId: sites.mediumId,
      mediumName: mediums.name,
      kind: mediums.kind,
      cityName: sites.cityName,
      status: sites.status,
    })
    .from(sites)
    .innerJoin(mediums, eq(mediums.id, sites.mediumId))
    .where(where)
    .orderBy(asc(sites.id))
    .limit(SITE_MAP_MAX_POINTS + 1);
}

// ---------------------------------------------------------------------------------------------------------------
// One site

/** A provisional code of a requested site (`REQ-<id>`): it must be replaced by a real one before approval. */
export const PROVISIONAL_CODE = /^REQ-\d+$/i;
export const provisionalCode = (id: number) => `REQ-${id}`;

/** What an approval still needs, in words (docs/domain.md "Requested site", issue 16). */
export function missingForApproval(site: {
  status: string;
  siteCode: string;
  widthFt: number;
  heightFt: number;
  monthlyRate: number;
  kind: string;
  spotLengthSeconds: number | null;
  loopLengthSeconds: number | null;
  spotsPerLoop: number | null;
}): string[] {
  if (site.status !== 'pending') return [];
  const missing: string[] = [];
  if (PROVISIONAL_CODE.test(site.siteCode)) missing.push('the site code (replace the provisional one)');
  if (!(site.widthFt > 0)) missing.push('the width');
  if (!(site.heightFt > 0)) missing.push('the height');
  if (!(site.monthlyRate > 0)) missing.push('the monthly rate');
  if (site.kind === 'digital') {
    if (site.spotLengthSeconds === null) missing.push('the spot length');
    if (site.loopLengthSeconds === null) missing.push('the loop length');
    if (site.spotsPerLoop === null) missing.push('the spots per loop');
  }
  return missing;
}

const uploader = alias(users, 'uploader');

/** The live photos of sites, oldest first. */
export async function photosOf(db: Db, where: SQL): Promise<Array<SitePhoto & { site_id: number }>> {
  const rows = await db
    .select({
      id: sitePhotos.id,
      siteId: sitePhotos.siteId,
      originalName: sql<string>`(select f."original_name" from "files" f where f."id" = ${sitePhotos.originalFileId})`,
      uploadedByName: uploader.name,
      uploadedAt: sitePhotos.uploadedAt,
    })
    .from(sitePhotos)
    .leftJoin(uploader, eq(uploader.id, sitePhotos.uploadedBy))
    .where(and(where, isNull(sitePhotos.deletedAt)))
    .orderBy(asc(sitePhotos.id));
  return rows.map((row) => ({
    id: row.id,
    site_id: row.siteId,
    url: `/site-photos/${row.id}/file`,
    original_name: row.originalName ?? 'photo.jpg',
    uploaded_by_name: row.uploadedByName ?? 'Unknown',
    uploaded_at: row.uploadedAt.toISOString(),
  }));
}

/** One live site, whole (fetch-inventory-site and every write's answer); 404 for an unknown or deleted site. */
export async function findSiteRecord(db: Db, id: number): Promise<SiteRecord> {
  const [row] = await db
    .select({
      ...listColumns,
      assetTypeId: sites.assetTypeId,
      printingMediaTypeId: sites.printingMediaTypeId,
      printingMediaTypeName: printingMediaTypes.name,
      secRangeId: sites.secRangeId,
      lsmLevelId: sites.lsmLevelId,
      dailyTraffic: sites.dailyTraffic,
      spotLengthSeconds: sites.spotLengthSeconds,
      loopLengthSeconds: sites.loopLengthSeconds,
      spotsPerLoop: sites.spotsPerLoop,
      requestNote: sites.requestNote,
      updatedAt: sites.updatedAt,
      ageRangeIds: sql<
        number[]
      >`array(select a."age_range_id" from ${siteAgeRanges} a where a."site_id" = ${sites.id} order by 1)`,
      genderIds: sql<
        number[]
      >`array(select g."gender_id" from ${siteGenders} g where g."site_id" = ${sites.id} order by 1)`,
    })
    .from(sites)
    .innerJoin(regions, eq(regions.id, sites.regionId))
    .innerJoin(locations, eq(locations.id, sites.locationId))
    .innerJoin(mediums, eq(mediums.id, sites.mediumId))
    .leftJoin(assetTypes, eq(assetTypes.id, sites.assetTypeId))
    .leftJoin(printingMediaTypes, eq(printingMediaTypes.id, sites.printingMediaTypeId))
    .leftJoin(secRanges, eq(secRanges.id, sites.secRangeId))
    .leftJoin(lsmLevels, eq(lsmLevels.id, sites.lsmLevelId))
    .leftJoin(requester, eq(requester.id, sites.requestedBy))
    .where(and(eq(sites.id, id), isNull(sites.deletedAt)));
  if (!row) throw notFound(SITE_NOT_FOUND);
  const photos = await photosOf(db, eq(sitePhotos.siteId, id));
  const item = listItem(row);
  return {
    ...item,
    asset_type_id: row.assetTypeId,
    printing_media_type_id: row.printingMediaTypeId,
    printing_media_type_name: row.printingMediaTypeName,
    sec_range_id: row.secRangeId,
    lsm_level_id: row.lsmLevelId,
    daily_traffic: row.dailyTraffic,
    spot_length_seconds: row.spotLengthSeconds,
    loop_length_seconds: row.loopLengthSeconds,
    spots_per_loop: row.spotsPerLoop,
    age_range_ids: (row.ageRangeIds ?? []).map(Number),
    gender_ids: (row.genderIds ?? []).map(Number),
    photos: photos.map(({ site_id: _site, ...photo }) => photo),
    request_note: row.requestNote,
    missing_for_approval: missingForApproval({
      status: item.status,
      siteCode: item.site_code,
      widthFt: item.width_ft,
      heightFt: item.height_ft,
      monthlyRate: item.monthly_rate,
      kind: item.kind,
      spotLengthSeconds: row.spotLengthSeconds,
      loopLengthSeconds: row.loopLengthSeconds,
      spotsPerLoop: row.spotsPerLoop,
    }),
    updated_at: row.updatedAt.toISOString(),
  };
}
