import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';

export const regions = pgTable('regions', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  name: text('name').notNull().unique(),
});

export const cities = pgTable(
  'cities',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    regionId: integer('region_id')
      .notNull()
      .references(() => regions.id),
    name: text('name').notNull(),
  },
  (t) => [
    uniqueIndex('cities_region_name_unique').on(t.regionId, t.name),
    index('cities_region_idx').on(t.regionId),
  ],
);

export const locations = pgTable(
  'locations',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id),
    name: text('name').notNull(),
  },
  (t) => [
    uniqueIndex('locations_city_name_unique').on(t.cityId, t.name),
    index('locations_city_idx').on(t.cityId),
  ],
);
