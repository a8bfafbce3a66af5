import {
  isStaffRole,
  type OutboxMessage,
  STAFF_ROLES,
  type StaffRole,
  USER_MESSAGES,
  type UserDetail,
  type UserListItem,
} from '@ooh/api/contract';
import { and, asc, desc, eq, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import { mailOutbox, passwordTokens, roles, users } from '../../db/schema.ts';
import { notFound } from '../../errors.ts';
import { cappedCount, containsPattern, readCounter, readCounters, searchTerm } from '../shared/index.ts';

/**
 * People management's reads (issue 17; docs/domain.md "User"): the staff list, one user with their pending
 * password link and the clients they own, and the mail outbox. Client accounts are never listed here.
 */

/** The counter of a role's non-deleted users (migration 0015's triggers). */
export const roleCounterKey = (role: string) => `users:role:${role}`;
/** The counter of a key account manager's live clients (migration 0015's triggers). */
export const kamClientsCounterKey = (userId: number) => `clients:kam:${userId}`;

/** Staff accounts only: a client's account is registered with the client and managed there. */
export const isStaffAccount = inArray(users.role, [...STAFF_ROLES]);

const listColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  role: users.role,
  roleLabel: roles.label,
  phone: users.phone,
  status: users.status,
  hasPassword: sql<boolean>`${users.passwordHash} is not null`,
  createdAt: users.createdAt,
};

type ListRow = {
  id: number;
  name: string;
  email: string;
  role: string;
  roleLabel: string;
  phone: string | null;
  status: 'active' | 'inactive';
  hasPassword: boolean;
  createdAt: Date;
};

function listItem(row: ListRow): UserListItem {
  if (!isStaffRole(row.role)) throw new Error(`user ${row.id}: ${row.role} is not a staff role`);
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    role_label: row.roleLabel,
    phone: row.phone,
    status: row.status,
    has_password: Boolean(row.hasPassword),
    created_at: row.createdAt.toISOString(),
  };
}

export interface UserListQuery {
  page: number;
  limit: number;
  search?: string | undefined;
  role?: StaffRole | undefined;
  status?: 'active' | 'inactive' | undefined;
}

/**
 * `users/fetch-all/appsells`: non-deleted staff accounts by name (users_list_order_idx), searched over name and
 * e-mail (trigram indexes). Counts that do not scan (docs/domain.md "Counts"): every staff account and a role's
 * are counters; a search or a status filter is counted up to a window past the page.
 */
export async function listUsers(db: Db, query: UserListQuery) {
  const term = searchTerm(query.search);
  const conditions: SQL[] = [isNull(users.deletedAt), isStaffAccount];
  if (term) {
    const pattern = containsPattern(term);
    conditions.push(or(ilike(users.name, pattern), ilike(users.email, pattern)) as SQL);
  }
  if (query.role) conditions.push(eq(users.role, query.role));
  if (query.status) conditions.push(eq(users.status, query.status));
  const where = and(...conditions);
  const counted = term !== null || query.status !== undefined;
  const [rows, counters, searched] = await Promise.all([
    db
      .select(listColumns)
      .from(users)
      .innerJoin(roles, eq(roles.name, users.role))
      .where(where)
      .orderBy(asc(users.name), asc(users.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    readCounters(db, STAFF_ROLES.map(roleCounterKey)),
    counted ? cappedCount(db, sql`select 1 from ${users} where ${where}`, query) : null,
  ]);
  const allTotal = Object.values<number>(counters).reduce((sum, value) => sum + value, 0);
  const total = searched?.total ?? (query.role ? (counters[roleCounterKey(query.role)] ?? 0) : allTotal);
  return { users: rows.map(listItem), total, totalCapped: searched?.capped ?? false, allTotal };
}

/** One staff account that is not deleted, with its newest unused password link and the clients it owns. */
export async function findUserDetail(db: Db, id: number, now: Date): Promise<UserDetail> {
  const [row] = await db
    .select({
      ...listColumns,
      updatedAt: users.updatedAt,
      linkSentAt: sql<Date | string | null>`link.created_at`,
      linkExpiresAt: sql<Date | string | null>`link.expires_at`,
    })
    .from(users)
    .innerJoin(roles, eq(roles.name, users.role))
    .leftJoin(
      sql`lateral (select ${passwordTokens.createdAt} as created_at, ${passwordTokens.expiresAt} as expires_at
        from ${passwordTokens} where ${passwordTokens.userId} = ${users.id} and ${passwordTokens.usedAt} is null
        order by ${passwordTokens.createdAt} desc, ${passwordTokens.id} desc limit 1) link`,
      sql`true`,
    )
    .where(and(eq(users.id, id), isNull(users.deletedAt), isStaffAccount));
  if (!row) throw notFound(USER_MESSAGES.userNotFound);
  const clientsOwned = await readCounter(db, kamClientsCounterKey(id));
  const expiresAt = row.linkExpiresAt === null ? null : new Date(row.linkExpiresAt);
  return {
    ...listItem(row),
    updated_at: row.updatedAt.toISOString(),
    password_link:
      row.linkSentAt === null || expiresAt === null
        ? null
        : {
            sent_at: new Date(row.linkSentAt).toISOString(),
            expires_at: expiresAt.toISOString(),
            expired: expiresAt.getTime() <= now.getTime(),
          },
    clients_owned: clientsOwned,
  };
}

/**
 * `admin/mail-outbox`: newest first (mail_outbox_created_idx); the total counted up to a window past the page, as
 * the searched lists are, since the outbox has no counter and grows without bound.
 */
export async function listOutbox(db: Db, query: { page: number; limit: number }) {
  const [rows, counted] = await Promise.all([
    db
      .select()
      .from(mailOutbox)
      .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    cappedCount(db, sql`select 1 from ${mailOutbox}`, query),
  ]);
  const messages: OutboxMessage[] = rows.map((row) => ({
    id: row.id,
    recipient: row.recipient,
    subject: row.subject,
    body: row.body,
    sent_at: row.sentAt?.toISOString() ?? null,
    error: row.error,
    created_at: row.createdAt.toISOString(),
  }));
  return { messages, total: counted.total, totalCapped: counted.capped };
}
