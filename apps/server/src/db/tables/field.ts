import { PAY_ORDER_STATUSES } from '@ooh/machines/pay-order';
import { SITE_IMAGE_STATUSES } from '@ooh/machines/site-image';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sites } from './inventory.ts';
import { trackers, users } from './people.ts';
import { briefs, campaigns, plans } from './pipeline.ts';
import { files } from './system.ts';

/** Re-exported for the seed and the tests, which read the schema; the lists live in the machines. */
export { PAY_ORDER_STATUSES, SITE_IMAGE_STATUSES };

/** What a history row of a site's execution status records (docs/domain.md "Execution status of a plan site"). */
export const EXECUTION_HISTORY_ACTIONS = ['proposed', 'approved', 'rejected', 'waived'] as const;

const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/**
 * A client's pay order (purchase order) recorded against a brief's accepted plan (docs/domain.md "Pay order"):
 * pending until an admin or KAM accepts it (the campaign starts) or rejects it with a reason. A rejected one is
 * replaced by recording a new one; at most one per brief is live (pending or accepted) at a time.
 */
export const payOrders = pgTable(
  'pay_orders',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    briefId: integer('brief_id')
      .notNull()
      .references(() => briefs.id),
    // The brief's accepted plan when the order was recorded.
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id),
    poNumber: text('po_number').notNull(),
    amount: numeric('amount', { precision: 16, scale: 2, mode: 'number' }).notNull(),
    poDate: date('po_date', { mode: 'string' }).notNull(),
    // The client's document (PDF or image), content-checked like brief documents.
    fileId: integer('file_id')
      .notNull()
      .references(() => files.id),
    status: text('status', { enum: PAY_ORDER_STATUSES }).notNull().default('pending'),
    // The rejection reason.
    reason: text('reason'),
    recordedBy: integer('recorded_by').references(() => users.id),
    decidedBy: integer('decided_by').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The lists: one status, newest first, read straight off the index.
    index('pay_orders_status_created_idx').on(
      t.status,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('pay_orders_brief_idx').on(t.briefId),
    index('pay_orders_file_idx').on(t.fileId),
    // Search: ILIKE '%term%' over the PO number.
    index('pay_orders_po_number_trgm_idx').using('gin', t.poNumber.op('gin_trgm_ops')),
    // Never two live pay orders for one brief: a rejected one can be replaced, a pending or accepted one cannot.
    uniqueIndex('pay_orders_live_brief_unique')
      .on(t.briefId)
      .where(sql`${t.status} in ('pending', 'accepted')`),
    check('pay_orders_status_check', sql`${t.status} in (${inList(PAY_ORDER_STATUSES)})`),
    check('pay_orders_amount_check', sql`${t.amount} > 0`),
    check('pay_orders_po_number_check', sql`length(${t.poNumber}) between 1 and 60`),
    // A rejected order has its reason; a decided one has its decision time.
    check('pay_orders_reason_check', sql`${t.status} <> 'rejected' or ${t.reason} is not null`),
    check('pay_orders_decided_check', sql`(${t.status} = 'pending') = (${t.decidedAt} is null)`),
  ],
);

/** What a tracker reports about a site (assigned, visited, photographed, issue reported), in `position` order. */
export const trackerStatuses = pgTable('tracker_statuses', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  name: text('name').notNull().unique(),
  position: integer('position').notNull().default(0),
});

/** The steps of a site's execution (design received … dismounted), proposed and approved in `position` order. */
export const executionStatuses = pgTable('execution_statuses', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  name: text('name').notNull().unique(),
  position: integer('position').notNull().default(0),
});

/**
 * The field state of one site of a campaign (docs/domain.md "Campaign"): created from the accepted plan's rows when
 * the pay order is accepted. The approved execution status, the proposal waiting for approval, the tracker and
 * what the tracker reported, and a waiver that settles the site for completion without verifying it.
 */
export const campaignSites = pgTable(
  'campaign_sites',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    trackerId: integer('tracker_id').references(() => trackers.id),
    trackerStatusId: integer('tracker_status_id').references(() => trackerStatuses.id),
    // The approved, current execution status.
    executionStatusId: integer('execution_status_id').references(() => executionStatuses.id),
    proposedExecutionStatusId: integer('proposed_execution_status_id').references(() => executionStatuses.id),
    proposedBy: integer('proposed_by').references(() => users.id),
    proposedAt: timestamp('proposed_at', { withTimezone: true }),
    waivedReason: text('waived_reason'),
    waivedBy: integer('waived_by').references(() => users.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('campaign_sites_plan_site_unique').on(t.planId, t.siteId),
    index('campaign_sites_campaign_site_idx').on(t.campaignId, t.siteId),
    index('campaign_sites_tracker_idx').on(t.trackerId),
    index('campaign_sites_site_idx').on(t.siteId),
    // The proposals waiting for an admin, across campaigns (the work queue).
    index('campaign_sites_proposed_idx')
      .on(t.campaignId)
      .where(sql`${t.proposedExecutionStatusId} is not null`),
    check('campaign_sites_dates_check', sql`${t.endDate} >= ${t.startDate}`),
    // A proposal carries who proposed it and when.
    check(
      'campaign_sites_proposal_check',
      sql`(${t.proposedExecutionStatusId} is null) = (${t.proposedAt} is null)`,
    ),
  ],
);

/** Every step of a site's execution status: proposed, approved, rejected (with the reason) or waived. */
export const executionStatusHistory = pgTable(
  'execution_status_history',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    campaignSiteId: integer('campaign_site_id')
      .notNull()
      .references(() => campaignSites.id, { onDelete: 'cascade' }),
    planId: integer('plan_id').notNull(),
    siteId: integer('site_id').notNull(),
    // Null on a waiver, which records a reason and no status.
    executionStatusId: integer('execution_status_id').references(() => executionStatuses.id),
    action: text('action', { enum: EXECUTION_HISTORY_ACTIONS }).notNull(),
    reason: text('reason'),
    byUser: integer('by_user').references(() => users.id),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('execution_status_history_site_idx').on(t.planId, t.siteId, t.at.desc().nullsFirst()),
    index('execution_status_history_campaign_site_idx').on(t.campaignSiteId),
    check(
      'execution_status_history_action_check',
      sql`${t.action} in (${inList(EXECUTION_HISTORY_ACTIONS)})`,
    ),
    check(
      'execution_status_history_status_check',
      sql`${t.action} = 'waived' or ${t.executionStatusId} is not null`,
    ),
  ],
);

/**
 * The difference hash's five bands (3, 3, 3, 3 and 4 hex digits), each tagged with its place, as an array: two
 * hashes at most 4 bits apart share a whole band, so the duplicate check finds its candidates with `&&` on the GIN
 * index of this expression (docs/domain.md "Proof photos"). The query must use this very expression.
 */
export const siteImageDhashBands = sql`(array['a' || substr("site_images"."dhash", 1, 3), 'b' || substr("site_images"."dhash", 4, 3), 'c' || substr("site_images"."dhash", 7, 3), 'd' || substr("site_images"."dhash", 10, 3), 'e' || substr("site_images"."dhash", 13, 4)])`;

/**
 * Proof photos of a campaign site (docs/domain.md "Site images"): the original and its upright web copy (both
 * `files` rows), the day they document, what the photo's EXIF says, and the checks' flags (far from the site, taken
 * before the campaign, same photo as an earlier one). Flags never block; the admin approves or rejects.
 */
export const siteImages = pgTable(
  'site_images',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    campaignSiteId: integer('campaign_site_id')
      .notNull()
      .references(() => campaignSites.id, { onDelete: 'cascade' }),
    planId: integer('plan_id').notNull(),
    siteId: integer('site_id').notNull(),
    imageDate: date('image_date', { mode: 'string' }).notNull(),
    originalFileId: integer('original_file_id')
      .notNull()
      .references(() => files.id),
    webFileId: integer('web_file_id')
      .notNull()
      .references(() => files.id),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    status: text('status', { enum: SITE_IMAGE_STATUSES }).notNull().default('pending'),
    reason: text('reason'),
    uploadedBy: integer('uploaded_by').references(() => users.id),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
    decidedBy: integer('decided_by').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    capturedAt: timestamp('captured_at', { withTimezone: true }),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    distanceM: integer('distance_m'),
    sha256: text('sha256').notNull(),
    dhash: text('dhash').notNull(),
    flagFar: boolean('flag_far').notNull().default(false),
    flagEarly: boolean('flag_early').notNull().default(false),
    flagDuplicate: boolean('flag_duplicate').notNull().default(false),
    duplicateOf: integer('duplicate_of').references((): AnyPgColumn => siteImages.id),
  },
  (t) => [
    index('site_images_site_plan_date_idx').on(t.siteId, t.planId, t.imageDate, t.status),
    index('site_images_campaign_site_idx').on(t.campaignSiteId, t.status),
    index('site_images_dhash_idx').on(t.dhash),
    // Near-identical photos: candidates by a shared band of the difference hash (migration 0011).
    index('site_images_dhash_bands_idx').using('gin', siteImageDhashBands),
    index('site_images_sha256_idx').on(t.sha256),
    index('site_images_original_file_idx').on(t.originalFileId),
    index('site_images_web_file_idx').on(t.webFileId),
    check('site_images_status_check', sql`${t.status} in (${inList(SITE_IMAGE_STATUSES)})`),
    check('site_images_size_check', sql`${t.width} > 0 and ${t.height} > 0`),
    check('site_images_dhash_check', sql`${t.dhash} ~ '^[0-9a-f]{16}$'`),
  ],
);
