import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { regions } from './geo.ts';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** Staff roles and the `client` account role. `is_staff` decides who may sign in to the back office. */
export const roles = pgTable('roles', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  name: text('name').notNull().unique(),
  label: text('label').notNull(),
  isStaff: boolean('is_staff').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    // Stored lower-case (checked below) so the unique index is the case-insensitive uniqueness.
    email: text('email').notNull(),
    name: text('name').notNull(),
    role: text('role')
      .notNull()
      .references(() => roles.name, { onUpdate: 'cascade' }),
    phone: text('phone'),
    // Null until the user sets a password through the e-mailed link.
    passwordHash: text('password_hash'),
    status: text('status', { enum: ['active', 'inactive'] })
      .notNull()
      .default('inactive'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    // Deleted users keep their row (audit, authorship) and can no longer sign in.
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    // Tokens signed before this (whole seconds) are refused: a password set or changed ends the account's other
    // sessions (docs/domain.md "User"). Null: every unexpired, not signed-out token stands.
    sessionsValidFrom: timestamp('sessions_valid_from', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    index('users_role_idx').on(t.role),
    index('users_status_idx').on(t.status),
    // User management's list (issue 17): by name among the accounts not deleted; search over name and e-mail.
    index('users_list_order_idx').on(t.name, t.id).where(sql`${t.deletedAt} is null`),
    index('users_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('users_email_trgm_idx').using('gin', t.email.op('gin_trgm_ops')),
    check('users_email_lower_case', sql`${t.email} = lower(${t.email})`),
    check('users_status_check', sql`${t.status} in ('active', 'inactive')`),
  ],
);

/** Device push tokens (FCM); the web app re-sends its token when it is older than 7 days. */
export const pushTokens = pgTable(
  'push_tokens',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    token: text('token').notNull().unique(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('push_tokens_user_idx').on(t.userId)],
);

/** One-time password-set links; only the SHA-256 of the token is stored. */
export const passwordTokens = pgTable(
  'password_tokens',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('password_tokens_user_idx').on(t.userId)],
);

/**
 * Signed-out tokens (issue 17): a token is refused once its SHA-256 is here, until it would have expired anyway
 * (then the row may go). Sign-in tokens are JWTs; this is the one state they have on the server.
 */
export const revokedTokens = pgTable(
  'revoked_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('revoked_tokens_expires_idx').on(t.expiresAt)],
);

/** The profile of a client account (the advertiser). `user_id` links the account that the client signs in with. */
export const clients = pgTable(
  'clients',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .unique()
      .references(() => users.id),
    companyName: text('company_name').notNull(),
    contactName: text('contact_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    industry: text('industry'),
    address: text('address'),
    // The key account manager who owns the client (DOMAIN.md "Who uses it"; issue 17). Null for a client no KAM
    // owns yet; an admin assigns and reassigns.
    keyAccountManagerId: integer('key_account_manager_id').references(() => users.id),
    createdAt: createdAt(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    // A KAM's own clients, by company name (their lists default to them).
    index('clients_kam_company_idx')
      .on(t.keyAccountManagerId, t.companyName, t.id)
      .where(sql`${t.deletedAt} is null`),
    index('clients_company_name_idx').on(t.companyName),
    // Client search (and the brief lists' search by client) is ILIKE '%term%': trigram GIN.
    index('clients_company_name_trgm_idx').using('gin', t.companyName.op('gin_trgm_ops')),
    index('clients_contact_name_trgm_idx').using('gin', t.contactName.op('gin_trgm_ops')),
    index('clients_email_trgm_idx').using('gin', t.email.op('gin_trgm_ops')),
  ],
);

/** Field staff who visit and photograph sites: records, not users of this app. */
export const trackers = pgTable(
  'trackers',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    regionId: integer('region_id').references(() => regions.id),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index('trackers_region_idx').on(t.regionId)],
);
