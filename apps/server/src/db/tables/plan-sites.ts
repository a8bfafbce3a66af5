import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { sites } from './inventory.ts';
import { users } from './people.ts';
import { plans } from './pipeline.ts';

export const LINE_TYPES = ['paid', 'foc'] as const;

const money = (name: string) => numeric(name, { precision: 14, scale: 2, mode: 'number' });

/**
 * A row of a plan's site table (docs/domain.md "The plan site row"): only what the planner typed in. Every derived
 * figure (days, gross, net, production, plays, impressions…) is computed from these and the site with
 * `@ooh/api/plan-math`, never stored on the row, so a figure can never disagree with its inputs (the plan's totals
 * kept for the lists, `plans.figures`, are cleared by the database with every change to a row: migration 0025).
 */
export const planSites = pgTable(
  'plan_sites',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'cascade' }),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    lineType: text('line_type', { enum: LINE_TYPES }).notNull().default('paid'),
    monthlyRate: money('monthly_rate').notNull(),
    discountPercent: numeric('discount_percent', { precision: 5, scale: 2, mode: 'number' })
      .notNull()
      .default(0),
    // Per square foot; conventional sites only (a digital row's production is 0 whatever is stored).
    printingRate: money('printing_rate').notNull().default(0),
    mountingCost: money('mounting_cost').notNull().default(0),
    // Digital rows only (defaulted from the site when the planner leaves them out); null on conventional rows.
    spotLengthSeconds: integer('spot_length_seconds'),
    loopLengthSeconds: integer('loop_length_seconds'),
    spotsPerLoop: integer('spots_per_loop'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A site is in a plan at most once; the index also serves "the rows of a plan" (plan_id leads).
    unique('plan_sites_plan_site_unique').on(t.planId, t.siteId),
    // Availability: the bookings of a site whose dates overlap a range.
    index('plan_sites_site_dates_idx').on(t.siteId, t.startDate, t.endDate),
    check('plan_sites_dates_check', sql`${t.endDate} >= ${t.startDate}`),
    check('plan_sites_line_type_check', sql`${t.lineType} in ('paid', 'foc')`),
    check(
      'plan_sites_amounts_check',
      sql`${t.monthlyRate} >= 0 and ${t.printingRate} >= 0 and ${t.mountingCost} >= 0`,
    ),
    check('plan_sites_discount_check', sql`${t.discountPercent} between 0 and 100`),
    // Slot data is all there (digital) or all absent (conventional), and positive when there.
    check(
      'plan_sites_slot_check',
      sql`(${t.spotLengthSeconds} is null and ${t.loopLengthSeconds} is null and ${t.spotsPerLoop} is null)
        or (${t.spotLengthSeconds} > 0 and ${t.loopLengthSeconds} > 0 and ${t.spotsPerLoop} > 0)`,
    ),
  ],
);

/**
 * What a plan looked like when it was (re)submitted: the rows with their figures and the totals, as the
 * reviewer saw them. Version 1 is written on the first submission, version n + 1 on each resubmission.
 */
export const planVersions = pgTable(
  'plan_versions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    snapshot: jsonb('snapshot').notNull(),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('plan_versions_plan_version_unique').on(t.planId, t.version),
    check('plan_versions_version_check', sql`${t.version} >= 1`),
  ],
);
