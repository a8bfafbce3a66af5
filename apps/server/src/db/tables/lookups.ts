import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text } from 'drizzle-orm/pg-core';

/** Lookup lists are shown in `sort_order`, then by name: the order a planner expects (A before E, 18–24 first). */
const sortOrder = () => integer('sort_order').notNull().default(0);

export const mediums = pgTable(
  'mediums',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: text('name').notNull().unique(),
    kind: text('kind', { enum: ['conventional', 'digital'] }).notNull(),
  },
  (t) => [check('mediums_kind_check', sql`${t.kind} in ('conventional', 'digital')`)],
);

export const secRanges = pgTable('sec_ranges', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  name: text('name').notNull().unique(),
  description: text('description').notNull().default(''),
  sortOrder: sortOrder(),
});

export const ageRanges = pgTable('age_ranges', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  name: text('name').notNull().unique(),
  sortOrder: sortOrder(),
});

export const genders = pgTable('genders', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  name: text('name').notNull().unique(),
  sortOrder: sortOrder(),
});

export const assetTypes = pgTable('asset_types', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  name: text('name').notNull().unique(),
  sortOrder: sortOrder(),
});

export const printingMediaTypes = pgTable('printing_media_types', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  name: text('name').notNull().unique(),
  sortOrder: sortOrder(),
});

export const lsmLevels = pgTable('lsm_levels', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  name: text('name').notNull().unique(),
  level: integer('level').notNull().unique(),
});
