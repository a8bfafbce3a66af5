import { COMPETITOR_REPORT_TYPES } from '@ooh/api/contract';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { locations } from './geo.ts';
import { sites } from './inventory.ts';
import { mediums } from './lookups.ts';
import { users } from './people.ts';
import { files } from './system.ts';

/**
 * Competitor analysis (issue 18; docs/domain.md "Competitors" and "Competitor reports"): competitors, their
 * campaigns, where each campaign was seen (an inventory site, or a location and a medium recorded by hand, with a
 * photo) and the reports generated from those sightings. A competitor's campaigns, their sightings and reports go
 * with it (ON DELETE CASCADE); the logo's and photos' `files` rows are deleted by the service in the same
 * transaction (they are referenced from here, so no cascade reaches them), and the upload sweep removes whatever
 * the store still holds. Counters (migration 0017): `competitors`, `competitor_campaigns:competitor:<id>`,
 * `competitor_sites:campaign:<id>`.
 */

const stamp = (name: string) => timestamp(name, { withTimezone: true }).notNull().defaultNow();

export const competitors = pgTable(
  'competitors',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    logoFileId: integer('logo_file_id').references(() => files.id),
    createdBy: integer('created_by').references(() => users.id),
    updatedBy: integer('updated_by').references(() => users.id),
    createdAt: stamp('created_at'),
    updatedAt: stamp('updated_at'),
  },
  (t) => [
    // One competitor per name, letter case aside.
    uniqueIndex('competitors_name_lower_unique').on(sql`lower(${t.name})`),
    // The list: by name.
    index('competitors_name_order_idx').on(t.name, t.id),
    // Its search: ILIKE '%term%'.
    index('competitors_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('competitors_logo_file_idx').on(t.logoFileId),
  ],
);

export const competitorCampaigns = pgTable(
  'competitor_campaigns',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    competitorId: integer('competitor_id')
      .notNull()
      .references(() => competitors.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    industryType: text('industry_type').notNull(),
    firstSeen: date('first_seen', { mode: 'string' }),
    lastSeen: date('last_seen', { mode: 'string' }),
    createdBy: integer('created_by').references(() => users.id),
    updatedBy: integer('updated_by').references(() => users.id),
    createdAt: stamp('created_at'),
    updatedAt: stamp('updated_at'),
  },
  (t) => [
    // One campaign per name within a competitor, letter case aside.
    uniqueIndex('competitor_campaigns_name_lower_unique').on(t.competitorId, sql`lower(${t.name})`),
    // A competitor's campaigns, newest first.
    index('competitor_campaigns_list_idx').on(
      t.competitorId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('competitor_campaigns_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    check(
      'competitor_campaigns_dates_check',
      sql`${t.firstSeen} is null or ${t.lastSeen} is null or ${t.firstSeen} <= ${t.lastSeen}`,
    ),
  ],
);

/**
 * Where a competitor campaign was seen: an inventory site (`site_id`; its place, medium and faces are the site's),
 * or a location and a medium recorded by hand (`location_id`, `medium_id`; the city and region are the location's).
 */
export const competitorCampaignSites = pgTable(
  'competitor_campaign_sites',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => competitorCampaigns.id, { onDelete: 'cascade' }),
    siteId: integer('site_id').references(() => sites.id),
    locationId: integer('location_id').references(() => locations.id),
    mediumId: integer('medium_id').references(() => mediums.id),
    address: text('address'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    seenOn: date('seen_on', { mode: 'string' }),
    notes: text('notes'),
    // The photo as uploaded and its upright web copy (JPEG); both or neither.
    photoOriginalFileId: integer('photo_original_file_id').references(() => files.id),
    photoWebFileId: integer('photo_web_file_id').references(() => files.id),
    photoWebWidth: integer('photo_web_width'),
    photoWebHeight: integer('photo_web_height'),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: stamp('created_at'),
    updatedAt: stamp('updated_at'),
  },
  (t) => [
    index('competitor_campaign_sites_campaign_idx').on(t.campaignId, t.id),
    // An inventory site is listed once per campaign.
    uniqueIndex('competitor_campaign_sites_campaign_site_unique')
      .on(t.campaignId, t.siteId)
      .where(sql`${t.siteId} is not null`),
    index('competitor_campaign_sites_site_idx').on(t.siteId),
    index('competitor_campaign_sites_location_idx').on(t.locationId),
    index('competitor_campaign_sites_photo_original_idx').on(t.photoOriginalFileId),
    index('competitor_campaign_sites_photo_web_idx').on(t.photoWebFileId),
    check(
      'competitor_campaign_sites_site_or_location',
      sql`(${t.siteId} is not null and ${t.locationId} is null and ${t.mediumId} is null)
        or (${t.siteId} is null and ${t.locationId} is not null and ${t.mediumId} is not null)`,
    ),
    check(
      'competitor_campaign_sites_photo_pair',
      sql`(${t.photoOriginalFileId} is null) = (${t.photoWebFileId} is null)`,
    ),
    check('competitor_campaign_sites_position_pair', sql`(${t.latitude} is null) = (${t.longitude} is null)`),
  ],
);

/** A generated report: its figures as computed then (a snapshot); generating the same type again replaces it. */
export const competitorReports = pgTable(
  'competitor_reports',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => competitorCampaigns.id, { onDelete: 'cascade' }),
    reportType: text('report_type', { enum: COMPETITOR_REPORT_TYPES }).notNull(),
    siteIds: integer('site_ids').array().notNull(),
    data: jsonb('data').notNull(),
    generatedBy: integer('generated_by').references(() => users.id),
    generatedAt: timestamp('generated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    unique('competitor_reports_campaign_type_unique').on(t.campaignId, t.reportType),
    check(
      'competitor_reports_type_check',
      sql`${t.reportType} in (${sql.raw(COMPETITOR_REPORT_TYPES.map((type) => `'${type}'`).join(', '))})`,
    ),
  ],
);
