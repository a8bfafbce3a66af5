import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, timestamp, unique } from 'drizzle-orm/pg-core';
import { sites } from './inventory.ts';
import { users } from './people.ts';
import { plans } from './pipeline.ts';
import { files } from './system.ts';

/**
 * The current photo of each plan site for the visual representation (docs/domain.md "Visual representation"): the
 * original as uploaded and its upright web copy, both `files` rows (so the upload sweep knows their keys; each row
 * holds its type, size and checksum). Keyed by plan and site, not by the plan's row: saving the site table replaces
 * the rows, and a site keeps its photo across saves. Replacing a photo updates this row and deletes the old files.
 */
export const visualRepPhotos = pgTable(
  'visual_rep_photos',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'cascade' }),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    originalFileId: integer('original_file_id')
      .notNull()
      .references(() => files.id),
    webFileId: integer('web_file_id')
      .notNull()
      .references(() => files.id),
    // The original's size upright (its EXIF orientation applied), and the web copy's.
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    webWidth: integer('web_width').notNull(),
    webHeight: integer('web_height').notNull(),
    uploadedBy: integer('uploaded_by').references(() => users.id),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    unique('visual_rep_photos_plan_site_unique').on(t.planId, t.siteId),
    index('visual_rep_photos_original_file_idx').on(t.originalFileId),
    index('visual_rep_photos_web_file_idx').on(t.webFileId),
    check(
      'visual_rep_photos_size_check',
      sql`${t.width} > 0 and ${t.height} > 0 and ${t.webWidth} > 0 and ${t.webHeight} > 0`,
    ),
  ],
);
