import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import {
  ageRanges,
  assetTypes,
  cities,
  genders,
  locations,
  lsmLevels,
  mediums,
  printingMediaTypes,
  regions,
  secRanges,
  sites,
} from '../../db/schema.ts';
import { notFound } from '../../errors.ts';

export const listRegions = (db: Db) =>
  db.select({ id: regions.id, name: regions.name }).from(regions).orderBy(asc(regions.name));

const cityColumns = {
  id: cities.id,
  name: cities.name,
  region_id: cities.regionId,
  region_name: regions.name,
};

function selectCities(db: Db) {
  return db.select(cityColumns).from(cities).innerJoin(regions, eq(regions.id, cities.regionId));
}

export const listCities = (db: Db) => selectCities(db).orderBy(asc(regions.name), asc(cities.name));

export async function listCitiesOfRegion(db: Db, regionId: number) {
  const [region] = await db.select({ id: regions.id }).from(regions).where(eq(regions.id, regionId)).limit(1);
  if (!region) throw notFound('This region does not exist.');
  return selectCities(db).where(eq(cities.regionId, regionId)).orderBy(asc(cities.name));
}

/** Unknown ids in the list are ignored: the answer is the cities of the regions that exist. */
export const listCitiesOfRegions = (db: Db, regionIds: number[]) =>
  selectCities(db).where(inArray(cities.regionId, regionIds)).orderBy(asc(regions.name), asc(cities.name));

export const listLocationsOfCities = (db: Db, cityIds: number[]) =>
  db
    .select({ id: locations.id, name: locations.name, city_id: locations.cityId })
    .from(locations)
    .innerJoin(cities, eq(cities.id, locations.cityId))
    .where(inArray(locations.cityId, cityIds))
    .orderBy(asc(cities.name), asc(locations.name));

/** Approved, not deleted inventory at the given locations: what a planner can put in a plan. */
export const listSitesAtLocations = (db: Db, locationIds: number[]) =>
  db
    .select({
      id: sites.id,
      site_code: sites.siteCode,
      name: sites.name,
      location_id: sites.locationId,
      location_name: locations.name,
      city_id: sites.cityId,
      city_name: cities.name,
      region_id: sites.regionId,
      medium_id: sites.mediumId,
      medium_name: mediums.name,
      kind: mediums.kind,
      width_ft: sites.widthFt,
      height_ft: sites.heightFt,
      faces: sites.faces,
      monthly_rate: sites.monthlyRate,
    })
    .from(sites)
    .innerJoin(locations, eq(locations.id, sites.locationId))
    .innerJoin(cities, eq(cities.id, sites.cityId))
    .innerJoin(mediums, eq(mediums.id, sites.mediumId))
    .where(and(inArray(sites.locationId, locationIds), eq(sites.status, 'approved'), isNull(sites.deletedAt)))
    .orderBy(asc(cities.name), asc(locations.name), asc(sites.siteCode));

export const listMediums = (db: Db) =>
  db
    .select({ id: mediums.id, name: mediums.name, kind: mediums.kind })
    .from(mediums)
    .orderBy(asc(mediums.kind), asc(mediums.name));

export const listSecRanges = (db: Db) =>
  db
    .select({ id: secRanges.id, name: secRanges.name, description: secRanges.description })
    .from(secRanges)
    .orderBy(asc(secRanges.sortOrder), asc(secRanges.name));

type NamedTable = typeof ageRanges | typeof genders | typeof assetTypes | typeof printingMediaTypes;

/** The simple named lookups, in their display order. */
const listNamed = (db: Db, table: NamedTable) =>
  db.select({ id: table.id, name: table.name }).from(table).orderBy(asc(table.sortOrder), asc(table.name));

export const listAgeRanges = (db: Db) => listNamed(db, ageRanges);
export const listGenders = (db: Db) => listNamed(db, genders);
export const listAssetTypes = (db: Db) => listNamed(db, assetTypes);
export const listPrintingMediaTypes = (db: Db) => listNamed(db, printingMediaTypes);

export const listLsmLevels = (db: Db) =>
  db
    .select({ id: lsmLevels.id, name: lsmLevels.name, level: lsmLevels.level })
    .from(lsmLevels)
    .orderBy(asc(lsmLevels.level));
