import { REQUESTED_SITE_STATUSES } from '@ooh/machines/requested-site';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { cities, locations, regions } from './geo.ts';
import {
  ageRanges,
  assetTypes,
  genders,
  lsmLevels,
  mediums,
  printingMediaTypes,
  secRanges,
} from './lookups.ts';
import { users } from './people.ts';
import { files } from './system.ts';

const money = (name: string) => numeric(name, { precision: 14, scale: 2, mode: 'number' });

/**
 * The inventory. Region and city are stored beside the location (denormalised on purpose): every site list filters
 * by region or city, and those filters should be one indexed column, not a join chain.
 */
export const sites = pgTable(
  'sites',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    siteCode: text('site_code').notNull().unique(),
    name: text('name').notNull(),
    regionId: integer('region_id')
      .notNull()
      .references(() => regions.id),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id),
    // The city's name, kept by a trigger (migration 0007): the site table is ordered by city name and site code,
    // which one index can then serve at a million sites (docs/domain.md, "Counts").
    cityName: text('city_name').notNull().default(''),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id),
    mediumId: integer('medium_id')
      .notNull()
      .references(() => mediums.id),
    assetTypeId: integer('asset_type_id').references(() => assetTypes.id),
    // Digital sites are not printed.
    printingMediaTypeId: integer('printing_media_type_id').references(() => printingMediaTypes.id),
    secRangeId: integer('sec_range_id').references(() => secRanges.id),
    lsmLevelId: integer('lsm_level_id').references(() => lsmLevels.id),
    widthFt: doublePrecision('width_ft').notNull(),
    heightFt: doublePrecision('height_ft').notNull(),
    faces: integer('faces').notNull().default(1),
    illuminated: boolean('illuminated').notNull().default(false),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    monthlyRate: money('monthly_rate').notNull(),
    dailyTraffic: integer('daily_traffic'),
    // Digital slot data (docs/domain.md, "plan site row"); null for conventional sites.
    spotLengthSeconds: integer('spot_length_seconds'),
    loopLengthSeconds: integer('loop_length_seconds'),
    spotsPerLoop: integer('spots_per_loop'),
    operatingFromMinute: integer('operating_from_minute'),
    operatingToMinute: integer('operating_to_minute'),
    // The requested-site machine's statuses; the check below keeps the order of the migration that made it.
    status: text('status', { enum: REQUESTED_SITE_STATUSES }).notNull().default('approved'),
    // Set for sites requested from the field; they stay `pending` until approved.
    requestedBy: integer('requested_by').references(() => users.id),
    // What the field wrote when asking for the site (issue 16, create-requested-site).
    requestNote: text('request_note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('sites_location_idx').on(t.locationId),
    index('sites_city_idx').on(t.cityId),
    index('sites_region_idx').on(t.regionId),
    index('sites_medium_idx').on(t.mediumId),
    // The remaining filters of the site lists (issue 16, migration 0014): without them a filter on a rare asset
    // type, SEC range or LSM level read every live site to count its matches.
    index('sites_asset_type_idx').on(t.assetTypeId),
    index('sites_sec_range_idx').on(t.secRangeId),
    index('sites_lsm_level_idx').on(t.lsmLevelId),
    index('sites_status_idx').on(t.status),
    // The site table's order over the approved inventory: city name, then site code. Migration 0014 rebuilt it
    // with the filter columns INCLUDEd (region, city, location, medium, asset type, SEC, LSM), which drizzle's
    // builder cannot say: a filtered page reads the index alone, in order. Keep the two in step.
    index('sites_options_order_idx')
      .on(t.cityName, t.siteCode, t.id)
      .where(sql`${t.status} = 'approved' and ${t.deletedAt} is null`),
    // The approved inventory of one medium in the list's order (migration 0014, the other filter columns
    // INCLUDEd there): the medium is the filter used most, and its sites are often in a few cities only, which
    // the order index above passes over one by one (a medium and a SEC range: 60 → 7.5 ms at 1M sites).
    index('sites_medium_order_idx')
      .on(t.mediumId, t.cityName, t.siteCode, t.id)
      .where(sql`${t.status} = 'approved' and ${t.deletedAt} is null`),
    // A medium and a SEC range, the pair a planner narrows by most (what is shown, to whom), in the list's order
    // (migration 0024, the other filter columns INCLUDEd): the medium's index above passes over its sites of other
    // SEC ranges one by one, twice (the page, then the capped count), and they can come first in city order by the
    // tens of thousands (36,375 entries before the first match at 1M sites: 12.7 → 0.4 ms for the ids and count).
    index('sites_medium_sec_order_idx')
      .on(t.mediumId, t.secRangeId, t.cityName, t.siteCode, t.id)
      .where(sql`${t.status} = 'approved' and ${t.deletedAt} is null`),
    // The live approved sites in id order, read alone (index-only): the site table's "booked" count merges them
    // with the bookings of the dates (migration 0009: 8 ms → 2 ms at 1M sites, the sites' rows no longer read).
    index('sites_live_id_idx').on(t.id).where(sql`${t.status} = 'approved' and ${t.deletedAt} is null`),
    // The site table's search: ILIKE '%term%' over the code and the name.
    index('sites_site_code_trgm_idx').using('gin', t.siteCode.op('gin_trgm_ops')),
    index('sites_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    // The requested sites' list, newest first, off one partial index (issue 16, migration 0013; the filter columns
    // INCLUDEd by migration 0014, as the order index above). NULLS FIRST, as `ORDER BY … DESC` means (migration
    // 0023): drizzle's `.desc()` alone builds NULLS LAST, which the list's order does not match, so every page read
    // all the requested sites' entries and sorted them (50,000: 12 ms at 1M sites).
    index('sites_pending_created_idx')
      .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.status} = 'pending' and ${t.deletedAt} is null`),
    // The map: the located live sites of a status (issue 16, migration 0013).
    index('sites_located_idx')
      .on(t.status, t.id)
      .where(sql`${t.deletedAt} is null and ${t.latitude} is not null and ${t.longitude} is not null`),
    // The map's view (migration 0019): the located live sites by latitude, then longitude, so the sites inside a
    // view are a range of latitudes whose longitudes are checked on the index's own entries.
    index('sites_position_idx')
      .on(t.latitude, t.longitude)
      .where(sql`${t.deletedAt} is null and ${t.latitude} is not null and ${t.longitude} is not null`),
    check('sites_status_check', sql`${t.status} in ('approved', 'pending')`),
    check('sites_faces_check', sql`${t.faces} >= 1`),
  ],
);

/**
 * The located live sites counted per map cell (docs/domain.md, the map's cells; migration 0020): one row per status,
 * region, city, location, medium and cell of a hundredth of a degree (about 1.1 km), with how many sites it holds
 * and the sums of their positions (their mean places the cluster where the sites are). Kept by statement triggers on
 * `sites` in the same transaction as the change, like the list counters; never written by the app. The map's first
 * answer for more sites than one answer carries is read from here instead of from the sites.
 */
export const siteMapCells = pgTable(
  'site_map_cells',
  {
    status: text('status').notNull(),
    regionId: integer('region_id').notNull(),
    cityId: integer('city_id').notNull(),
    locationId: integer('location_id').notNull(),
    mediumId: integer('medium_id').notNull(),
    /** floor(latitude × 100) and floor(longitude × 100). */
    cellLatitude: integer('cell_latitude').notNull(),
    cellLongitude: integer('cell_longitude').notNull(),
    sites: integer('sites').notNull(),
    latitudeSum: doublePrecision('latitude_sum').notNull(),
    longitudeSum: doublePrecision('longitude_sum').notNull(),
  },
  (t) => [
    primaryKey({
      name: 'site_map_cells_pkey',
      columns: [t.status, t.regionId, t.cityId, t.locationId, t.mediumId, t.cellLatitude, t.cellLongitude],
    }),
    // A city's cells, and a view's cells of every city (migration 0021): the map's count reads only those rows,
    // however many cells a country has (the key above serves a region).
    index('site_map_cells_city_idx').on(t.status, t.cityId, t.cellLatitude, t.cellLongitude),
    index('site_map_cells_position_idx').on(t.status, t.cellLatitude, t.cellLongitude),
  ],
);

/** Audience of a site: which age ranges and genders it reaches. */
export const siteAgeRanges = pgTable(
  'site_age_ranges',
  {
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    ageRangeId: integer('age_range_id')
      .notNull()
      .references(() => ageRanges.id),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.ageRangeId] })],
);

export const siteGenders = pgTable(
  'site_genders',
  {
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    genderId: integer('gender_id')
      .notNull()
      .references(() => genders.id),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.genderId] })],
);

/**
 * Photos of an inventory site (issue 16; not a campaign's proof photos): the original as uploaded and its upright
 * web copy, both `files` rows under server-chosen keys (so the upload sweep knows them). Deleting keeps the row and
 * its files (`deleted_at`), like a deleted proof photo: never listed or served again.
 */
export const sitePhotos = pgTable(
  'site_photos',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    originalFileId: integer('original_file_id')
      .notNull()
      .references(() => files.id),
    webFileId: integer('web_file_id')
      .notNull()
      .references(() => files.id),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    uploadedBy: integer('uploaded_by').references(() => users.id),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull(),
    deletedBy: integer('deleted_by').references(() => users.id),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('site_photos_site_idx').on(t.siteId, t.id).where(sql`${t.deletedAt} is null`),
    index('site_photos_original_file_idx').on(t.originalFileId),
    index('site_photos_web_file_idx').on(t.webFileId),
    check('site_photos_size_check', sql`${t.width} > 0 and ${t.height} > 0`),
  ],
);
