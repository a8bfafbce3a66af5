import type { RequestedSiteStatus } from '@ooh/machines/requested-site';
import { and, eq, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import { cities, locations, sites } from '../../db/schema.ts';
import { containsPattern, searchTerm } from './search.ts';

/**
 * The inventory's filters, shared by the plan's site table (`fetch-plan-site-options`) and the site lists and map
 * (issue 16): each is an indexed column of `sites` (docs/domain.md "Counts"); left out (an empty list) = no filter.
 */
export interface InventoryFilters {
  region_ids: number[];
  city_ids: number[];
  location_ids: number[];
  medium_ids: number[];
  sec_ids: number[];
  asset_type_ids?: number[];
  lsm_ids?: number[];
  search?: string | undefined;
}

/**
 * The names of the cities a filter allows (by region, city or location), each an array computed once in the
 * statement. The approved inventory is ordered by city name, so a filter on city names lets one index
 * (`sites_options_order_idx`) both filter and order.
 */
function cityNameFilters(db: Db, filters: InventoryFilters): SQL[] {
  const names = (where: SQL) =>
    sql`${sites.cityName} = any(array(${db.selectDistinct({ name: cities.name }).from(cities).where(where)}))`;
  const out: SQL[] = [];
  if (filters.region_ids.length) out.push(names(inArray(cities.regionId, filters.region_ids)));
  if (filters.city_ids.length) out.push(names(inArray(cities.id, filters.city_ids)));
  if (filters.location_ids.length) {
    const citiesOfLocations = db
      .select({ id: locations.cityId })
      .from(locations)
      .where(inArray(locations.id, filters.location_ids));
    out.push(names(inArray(cities.id, citiesOfLocations)));
  }
  return out;
}

/**
 * Live sites of a status matching the filters and the search (ILIKE over the code and the name, the trigram
 * indexes). `byCityName` adds the city-name forms of the place filters, for lists read in city-name order.
 */
export function inventoryConditions(
  db: Db,
  status: RequestedSiteStatus,
  filters: InventoryFilters,
  options: { byCityName: boolean },
): SQL {
  const within = (column: Parameters<typeof inArray>[0], ids: number[] | undefined) =>
    ids?.length ? inArray(column, ids) : undefined;
  const conditions: Array<SQL | undefined> = [
    eq(sites.status, status),
    isNull(sites.deletedAt),
    within(sites.regionId, filters.region_ids),
    within(sites.cityId, filters.city_ids),
    within(sites.locationId, filters.location_ids),
    within(sites.mediumId, filters.medium_ids),
    within(sites.assetTypeId, filters.asset_type_ids),
    within(sites.secRangeId, filters.sec_ids),
    within(sites.lsmLevelId, filters.lsm_ids),
  ];
  if (options.byCityName) conditions.push(...cityNameFilters(db, filters));
  const term = searchTerm(filters.search);
  if (term) {
    const pattern = containsPattern(term);
    conditions.push(or(ilike(sites.siteCode, pattern), ilike(sites.name, pattern)));
  }
  return and(...conditions) as SQL;
}
