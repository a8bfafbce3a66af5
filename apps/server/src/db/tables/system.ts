import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './people.ts';

export const notifications = pgTable(
  'notifications',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    body: text('body').notNull(),
    // The screen the notification leads to, e.g. /brief.
    link: text('link'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notifications_user_created_idx').on(
      t.userId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // "Mark all as read" finds a user's unread rows here, not among all of theirs (docs/domain.md "Notifications",
    // issue 15); the unread count itself is a counter (migration 0012).
    index('notifications_user_unread_idx').on(t.userId).where(sql`${t.readAt} is null`),
  ],
);

/**
 * Sign-in attempts, for the login rate limit. Kept in the database, not in memory, so that several server
 * processes sharing one PostgreSQL enforce one limit.
 */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    email: text('email').notNull(),
    address: text('address').notNull(),
    succeeded: boolean('succeeded').notNull(),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('login_attempts_email_idx').on(t.email, t.attemptedAt),
    index('login_attempts_address_idx').on(t.address, t.attemptedAt),
    index('login_attempts_attempted_idx').on(t.attemptedAt),
  ],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    actorUserId: integer('actor_user_id').references(() => users.id),
    // e.g. brief.accept, plan.submit, user.activate
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: integer('entity_id'),
    details: jsonb('details'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_entity_idx').on(t.entity, t.entityId),
    index('audit_log_created_idx').on(t.createdAt.desc().nullsFirst()),
  ],
);

/** Mail that was sent, or that waits for an operator when no SMTP server is configured. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mail_outbox_created_idx').on(t.createdAt.desc().nullsFirst())],
);

/**
 * Uploaded documents (brief documents for now). The bytes live in the upload store under `storage_key`, a name the
 * server chose at random; the uploader's file name is kept only to offer it back on download.
 */
export const files = pgTable(
  'files',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    storageKey: text('storage_key').notNull().unique(),
    originalName: text('original_name').notNull(),
    // The type sniffed from the content, never the one the browser declared.
    contentType: text('content_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    // Hex SHA-256 of the content.
    sha256: text('sha256').notNull(),
    uploadedBy: integer('uploaded_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('files_size_check', sql`${t.size} > 0`),
    check('files_sha256_check', sql`${t.sha256} ~ '^[0-9a-f]{64}$'`),
  ],
);

/**
 * Row counts the lists and the dashboard show, kept by triggers in the same transaction as the change that moves
 * them (migration 0007_counts_and_bookings), so a page or a count costs the same at 200 rows and at 200,000
 * (docs/domain.md, "Counts"). Keys: `briefs:status:<status>`, `briefs:client:<id>` (live briefs),
 * `plans:status:<status>`, `plans:altered`, `clients`, `sites:status:<status>` (live sites),
 * `campaigns:status:<status>`, `notifications:user:<id>`, `pay_orders:status:<status>` (migration 0010),
 * `competitors`, `competitor_campaigns:competitor:<id>`, `competitor_sites:campaign:<id>` (migration 0017), `files`
 * and `files:bytes` (the uploads stored, for the metrics: migration 0018).
 */
export const listCounters = pgTable('list_counters', {
  key: text('key').primaryKey(),
  value: bigint('value', { mode: 'number' }).notNull(),
});

/**
 * Facts about this installation, one row a key. `demo` is present when the demo data was seeded here, the only
 * case in which the well-known demo password is accepted (docs/domain.md, "Safe defaults").
 */
export const instanceSettings = pgTable('instance_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
