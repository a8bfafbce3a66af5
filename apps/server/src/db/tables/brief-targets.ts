import { integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { cities, regions } from './geo.ts';
import { ageRanges, genders, mediums, secRanges } from './lookups.ts';
import { briefs } from './pipeline.ts';

/**
 * What a brief targets: one join table per lookup, one row per choice, keyed by (brief, choice). The rows go with
 * their brief (cascade); a lookup that a brief still names cannot be deleted (plain FK).
 */
const briefId = () =>
  integer('brief_id')
    .notNull()
    .references(() => briefs.id, { onDelete: 'cascade' });

export const briefRegions = pgTable(
  'brief_regions',
  {
    briefId: briefId(),
    regionId: integer('region_id')
      .notNull()
      .references(() => regions.id),
  },
  (t) => [primaryKey({ columns: [t.briefId, t.regionId] })],
);

export const briefCities = pgTable(
  'brief_cities',
  {
    briefId: briefId(),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id),
  },
  (t) => [primaryKey({ columns: [t.briefId, t.cityId] })],
);

export const briefMediums = pgTable(
  'brief_mediums',
  {
    briefId: briefId(),
    mediumId: integer('medium_id')
      .notNull()
      .references(() => mediums.id),
  },
  (t) => [primaryKey({ columns: [t.briefId, t.mediumId] })],
);

export const briefSecRanges = pgTable(
  'brief_sec_ranges',
  {
    briefId: briefId(),
    secRangeId: integer('sec_range_id')
      .notNull()
      .references(() => secRanges.id),
  },
  (t) => [primaryKey({ columns: [t.briefId, t.secRangeId] })],
);

export const briefAgeRanges = pgTable(
  'brief_age_ranges',
  {
    briefId: briefId(),
    ageRangeId: integer('age_range_id')
      .notNull()
      .references(() => ageRanges.id),
  },
  (t) => [primaryKey({ columns: [t.briefId, t.ageRangeId] })],
);

export const briefGenders = pgTable(
  'brief_genders',
  {
    briefId: briefId(),
    genderId: integer('gender_id')
      .notNull()
      .references(() => genders.id),
  },
  (t) => [primaryKey({ columns: [t.briefId, t.genderId] })],
);
