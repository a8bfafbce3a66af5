import type { Totals } from '@ooh/api/plan-math';
import { BRIEF_STATUSES } from '@ooh/machines/brief';
import { CAMPAIGN_STATUSES } from '@ooh/machines/campaign';
import { PLAN_STATUSES } from '@ooh/machines/plan';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { payOrders } from './field.ts';
import { clients, users } from './people.ts';
import { files } from './system.ts';

/**
 * The status columns take their lists from the machines (never re-declared here); a deleted brief also has
 * `deleted_at` set. Re-exported for the seed and the tests, which read the schema.
 */
export { BRIEF_STATUSES, CAMPAIGN_STATUSES, PLAN_STATUSES };
/** How a brief came in: typed into the form, or uploaded as a document. */
export const BRIEF_KINDS = ['form', 'file'] as const;

/** The running part of brief numbers (BR-2025-0042): a sequence, so concurrent creates never share a number. */
export const BRIEF_NUMBER_SEQUENCE = 'brief_number_seq';
export const briefNumberSeq = pgSequence(BRIEF_NUMBER_SEQUENCE, { startWith: 1 });

const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));
const timestamps = () => ({
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const briefs = pgTable(
  'briefs',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    // Human reference shown on screens and documents, e.g. BR-2025-0001.
    briefNumber: text('brief_number').notNull().unique(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    campaignName: text('campaign_name').notNull(),
    kind: text('kind', { enum: BRIEF_KINDS }).notNull().default('form'),
    objective: text('objective').notNull().default(''),
    notes: text('notes').notNull().default(''),
    // The uploaded document of a file brief.
    attachmentFileId: integer('attachment_file_id').references(() => files.id),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    budget: numeric('budget', { precision: 14, scale: 2, mode: 'number' }).notNull(),
    status: text('status', { enum: BRIEF_STATUSES }).notNull().default('pending'),
    // The rejection reason.
    reason: text('reason'),
    isPlanAttached: boolean('is_plan_attached').notNull().default(false),
    designLink: text('design_link'),
    highresLink: text('highres_link'),
    createdBy: integer('created_by').references(() => users.id),
    ...timestamps(),
    // Deleted briefs vanish from every list and count; the row stays for the audit trail.
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    // The lists: one status, newest first (created_at desc, id desc), read straight off the index.
    index('briefs_status_created_idx').on(
      t.status,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // One client's briefs, newest first; also serves the foreign key.
    index('briefs_client_idx').on(t.clientId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('briefs_created_idx').on(t.createdAt.desc().nullsFirst()),
    // The planner's work queue: approved briefs still without a plan, newest first (docs/domain.md "Counts",
    // the dashboard; issue 15). Small, and read without walking the approved briefs that have plans.
    index('briefs_awaiting_plan_idx')
      .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.status} = 'approved' and ${t.deletedAt} is null and not ${t.isPlanAttached}`),
    // Search is ILIKE '%term%' over campaign name and brief number (and the client's company name): trigram GIN.
    index('briefs_campaign_name_trgm_idx').using('gin', t.campaignName.op('gin_trgm_ops')),
    index('briefs_brief_number_trgm_idx').using('gin', t.briefNumber.op('gin_trgm_ops')),
    index('briefs_attachment_idx').on(t.attachmentFileId),
    check('briefs_status_check', sql`${t.status} in (${inList(BRIEF_STATUSES)})`),
    check('briefs_kind_check', sql`${t.kind} in (${inList(BRIEF_KINDS)})`),
    // A file brief always has its document; a form brief never has one.
    check('briefs_attachment_check', sql`(${t.kind} = 'file') = (${t.attachmentFileId} is not null)`),
    // The status and the deletion time say the same thing; neither is ever set without the other.
    check('briefs_deleted_check', sql`(${t.status} = 'deleted') = (${t.deletedAt} is not null)`),
    check('briefs_dates_check', sql`${t.endDate} >= ${t.startDate}`),
  ],
);

export const plans = pgTable(
  'plans',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    briefId: integer('brief_id')
      .notNull()
      .references(() => briefs.id),
    name: text('name').notNull(),
    status: text('status', { enum: PLAN_STATUSES }).notNull().default('inprogress'),
    // Bumped each time the sites are edited after a modification request; "altered" plans have version > 1.
    version: integer('version').notNull().default(1),
    // Reason of the last modification request or of the loss.
    reason: text('reason'),
    // Columns of the site table hidden from the client's view (keys of PLAN_COLUMNS).
    hideColumns: text('hide_columns').array().notNull().default(sql`'{}'::text[]`),
    createdBy: integer('created_by').references(() => users.id),
    // An accepted plan's total (net + production) and site count by the plan math, written when it is accepted and
    // cleared when its rows change, so the dashboard sums counters, not rows (docs/domain.md, "Counts").
    acceptedTotal: numeric('accepted_total', { precision: 16, scale: 2, mode: 'number' }),
    acceptedSites: integer('accepted_sites'),
    // The plan's totals (`Totals` of @ooh/api/plan-math: sites, gross, discount, net, production, total,
    // impressions, cpm) as the plan math computed them from its rows, kept for the lists (docs/domain.md, "Plan
    // figures in lists"): null until computed, cleared by the database whenever a row or a figure input of one of
    // its sites changes; `figures_version` counts those changes, so a figure computed before one is never stored
    // after it.
    figures: jsonb('figures').$type<Totals>(),
    figuresVersion: integer('figures_version').notNull().default(0),
    ...timestamps(),
  },
  (t) => [
    index('plans_brief_idx').on(t.briefId),
    // Accepted plans whose figures are still to be computed (none, once the dashboard or the acceptance did it).
    index('plans_accepted_unfigured_idx')
      .on(t.id)
      .where(sql`${t.status} = 'accepted' and ${t.acceptedTotal} is null`),
    // The plan lists: one status, last changed first (updated_at desc, id desc), read straight off the index;
    // status first also serves the counts by status.
    index('plans_status_updated_idx').on(t.status, t.updatedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // The altered list (version > 1, any status), last changed first.
    index('plans_altered_updated_idx')
      .on(t.updatedAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.version} > 1`),
    // Search: ILIKE '%term%' over the plan name.
    index('plans_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    check('plans_status_check', sql`${t.status} in (${inList(PLAN_STATUSES)})`),
  ],
);

export const campaigns = pgTable(
  'campaigns',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    // One campaign per brief: only one plan of a brief can be accepted.
    briefId: integer('brief_id')
      .notNull()
      .unique()
      .references(() => briefs.id),
    // One campaign per accepted plan.
    planId: integer('plan_id')
      .notNull()
      .unique()
      .references(() => plans.id),
    name: text('name').notNull(),
    status: text('status', { enum: CAMPAIGN_STATUSES }).notNull().default('active'),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    // The accepted pay order that started the campaign (docs/domain.md "Campaign").
    payOrderId: integer('pay_order_id').references((): AnyPgColumn => payOrders.id),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    completedBy: integer('completed_by').references(() => users.id),
    ...timestamps(),
  },
  (t) => [
    index('campaigns_status_start_idx').on(t.status, t.startDate.desc().nullsFirst()),
    // The lists: one status, newest first, read straight off the index.
    index('campaigns_status_created_idx').on(
      t.status,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // Search: ILIKE '%term%' over the campaign name.
    index('campaigns_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('campaigns_pay_order_idx').on(t.payOrderId),
    check('campaigns_status_check', sql`${t.status} in (${inList(CAMPAIGN_STATUSES)})`),
  ],
);
