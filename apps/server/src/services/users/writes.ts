import { type StaffRole, USER_MESSAGES, type UserDetail } from '@ooh/api/contract';
import { type UserEvent, userMachine } from '@ooh/machines/user';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import { auditLog, users } from '../../db/schema.ts';
import { conflict, notFound } from '../../errors.ts';
import { databaseCause } from '../../http/database-errors.ts';
import type { AuthUser } from '../auth/index.ts';
import { changeStatus, readCounter, type TransitionDeps } from '../shared/index.ts';
import {
  issuePasswordLink,
  type LinkDeps,
  loadUserStatus,
  mailPasswordLink,
  mailWords,
} from './password-links.ts';
import { findUserDetail, isStaffAccount, kamClientsCounterKey } from './queries.ts';

/**
 * People management's writes (issue 17; docs/domain.md "User"). The status changes go through the user machine
 * (`changeStatus`); the rules the machine cannot see (the caller's own account, the last active admin, a key
 * account manager's clients) are checked inside the same transaction, under one advisory lock, so two admins
 * acting at once cannot leave the instance without an active admin.
 */

/** pg_advisory_xact_lock namespace of the rules on admins (login-limit.ts and bookings.ts use their own). */
const ADMIN_RULES_LOCK = 1_200;
const ADMIN: StaffRole = 'admin';

export const USER_WRITE_MESSAGES = {
  clientsOwned: (count: number) =>
    `Reassign this key account manager's ${count} ${count === 1 ? 'client' : 'clients'} first`,
} as const;

export interface UserBody {
  name: string;
  email: string;
  role: StaffRole;
  phone?: string | undefined;
}

export interface UserChanges {
  name?: string | undefined;
  email?: string | undefined;
  role?: StaffRole | undefined;
  phone?: string | null | undefined;
}

/** A unique violation on the e-mail (users_email_unique) as the caller's 409. */
function emailTakenOr(error: unknown): unknown {
  const cause = databaseCause(error);
  return cause?.code === '23505' ? conflict(USER_MESSAGES.emailTaken) : error;
}

/**
 * E-mails are unique over every row, deleted users' included: a deleted user keeps their e-mail (their row stays
 * for audit), so it cannot be given to a new account (docs/domain.md "User"). The index is the case-insensitive
 * check (e-mails are stored lower-case); this read only answers before the insert does.
 */
async function assertEmailFree(db: Db, email: string, exceptId?: number) {
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      exceptId === undefined ? eq(users.email, email) : and(eq(users.email, email), ne(users.id, exceptId)),
    )
    .limit(1);
  if (taken) throw conflict(USER_MESSAGES.emailTaken);
}

/**
 * Refuses a change that would leave no active, not deleted admin: holds the lock of the admin rules for the rest of
 * the transaction, then counts the active admins other than `userId`.
 */
async function assertAnotherActiveAdmin(tx: Db, userId: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(${ADMIN_RULES_LOCK}::int, 0)`);
  const [other] = await tx
    .select({ id: users.id })
    .from(users)
    .where(
      and(eq(users.role, ADMIN), eq(users.status, 'active'), isNull(users.deletedAt), ne(users.id, userId)),
    )
    .limit(1);
  if (!other) throw conflict(USER_MESSAGES.lastAdmin);
}

/** `admin/add/user`: a staff account, inactive, with a password-set link e-mailed to it. */
export async function addUser(
  deps: LinkDeps,
  body: UserBody,
  actor: AuthUser,
): Promise<{ message: string; user: UserDetail }> {
  await assertEmailFree(deps.db, body.email);
  const { id, link } = await deps.db
    .transaction(async (tx) => {
      const [row] = await tx
        .insert(users)
        .values({
          email: body.email,
          name: body.name,
          role: body.role,
          phone: body.phone ?? null,
          status: 'inactive',
          createdAt: deps.now,
          updatedAt: deps.now,
        })
        .returning({ id: users.id });
      if (!row) throw new Error('addUser: no row');
      const link = await issuePasswordLink(tx, row.id, deps.now, deps.config.passwordLinkTtlHours);
      await tx.insert(auditLog).values({
        actorUserId: actor.id,
        action: 'user.add',
        entity: 'user',
        entityId: row.id,
        details: { role: body.role },
        createdAt: deps.now,
      });
      return { id: row.id, link };
    })
    .catch((error: unknown) => {
      throw emailTakenOr(error);
    });
  const mailed = await mailPasswordLink(deps, body, link, 'welcome');
  return {
    message: `${body.name} was added. ${mailWords(mailed, body.email, 'A link to set a password was e-mailed to')}`,
    user: await findUserDetail(deps.db, id, deps.now),
  };
}

/** `user/update/appsell/{id}`: name, e-mail, role or phone of a staff account that is not deleted. */
export async function updateUser(
  deps: { db: Db; now: Date },
  id: number,
  changes: UserChanges,
  actor: AuthUser,
): Promise<{ message: string; user: UserDetail }> {
  const [current] = await deps.db
    .select({ role: users.role, status: users.status, email: users.email })
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt), isStaffAccount));
  if (!current) throw notFound(USER_MESSAGES.userNotFound);
  if (changes.email !== undefined && changes.email !== current.email)
    await assertEmailFree(deps.db, changes.email, id);
  const roleChanges = changes.role !== undefined && changes.role !== current.role;
  await deps.db
    .transaction(async (tx) => {
      if (roleChanges && current.role === ADMIN && current.status === 'active')
        await assertAnotherActiveAdmin(tx, id);
      if (roleChanges) await assertNoClientsOwned(tx, id, 'role');
      const [row] = await tx
        .update(users)
        .set({
          ...(changes.name === undefined ? {} : { name: changes.name }),
          ...(changes.email === undefined ? {} : { email: changes.email }),
          ...(changes.role === undefined ? {} : { role: changes.role }),
          ...(changes.phone === undefined ? {} : { phone: changes.phone || null }),
          updatedAt: deps.now,
        })
        .where(and(eq(users.id, id), isNull(users.deletedAt)))
        .returning({ id: users.id });
      if (!row) throw notFound(USER_MESSAGES.userNotFound);
      await tx.insert(auditLog).values({
        actorUserId: actor.id,
        action: 'user.update',
        entity: 'user',
        entityId: id,
        details: {
          fields: Object.keys(changes).filter((key) => changes[key as keyof UserChanges] !== undefined),
          ...(roleChanges ? { from: current.role, to: changes.role } : {}),
        },
        createdAt: deps.now,
      });
    })
    .catch((error: unknown) => {
      throw emailTakenOr(error);
    });
  const user = await findUserDetail(deps.db, id, deps.now);
  return { message: `${user.name}'s details were saved`, user };
}

/**
 * A user who owns clients keeps them until an admin reassigns them (docs/domain.md "User"): such a user can be
 * neither deleted nor moved to another role. Read from the KAM's counter in the transaction that would change them.
 */
async function assertNoClientsOwned(tx: Db, id: number, what: 'role' | 'delete') {
  const owned = await readCounter(tx, kamClientsCounterKey(id));
  if (owned > 0)
    throw conflict(
      what === 'delete'
        ? USER_WRITE_MESSAGES.clientsOwned(owned)
        : `${USER_WRITE_MESSAGES.clientsOwned(owned)}: a user who owns clients stays a key account manager`,
    );
}

type LifecycleEventType = Exclude<UserEvent['type'], 'user.setPassword' | 'user.signIn'>;

const DONE: Record<LifecycleEventType, (name: string) => string> = {
  'user.activate': (name) => `${name} is active and can sign in`,
  'user.deactivate': (name) => `${name} is deactivated: their sessions end at their next call`,
  'user.delete': (name) => `${name} was deleted`,
};

/**
 * activate, deactivate, delete: the machine decides from the stored status (a deleted user is `deleted`, so every
 * event is refused with the machine's words); deactivating and deleting also refuse the last active admin, the
 * caller's own account and (delete) a user who still owns clients.
 */
async function changeUserStatus(deps: TransitionDeps, id: number, type: LifecycleEventType, actor: AuthUser) {
  const removes = type !== 'user.activate';
  const { row } = await changeStatus(deps, {
    machine: userMachine,
    entity: 'user',
    entityId: id,
    event: { type },
    actorId: actor.id,
    notFoundMessage: USER_MESSAGES.userNotFound,
    load: (db) => loadUserStatus(db, id),
    async write(tx, change) {
      if (removes) {
        const [target] = await tx.select({ role: users.role }).from(users).where(eq(users.id, id));
        // The last admin's own call hears why: the instance would have no active admin left.
        if (target?.role === ADMIN && change.from === 'active') await assertAnotherActiveAdmin(tx, id);
        if (id === actor.id) throw conflict(USER_MESSAGES.ownAccount);
        if (type === 'user.delete') await assertNoClientsOwned(tx, id, 'delete');
      }
      const [row] = await tx
        .update(users)
        .set(
          type === 'user.delete'
            ? { deletedAt: deps.now, updatedAt: deps.now }
            : { status: change.to as 'active' | 'inactive', updatedAt: deps.now },
        )
        .where(and(eq(users.id, id), eq(users.status, change.from as 'active'), isNull(users.deletedAt)))
        .returning({ id: users.id, name: users.name });
      return row ?? null;
    },
  });
  return { message: DONE[type](row.name) };
}

export async function activateUser(deps: TransitionDeps, id: number, actor: AuthUser) {
  const { message } = await changeUserStatus(deps, id, 'user.activate', actor);
  return { message, user: await findUserDetail(deps.db, id, deps.now) };
}

export async function deactivateUser(deps: TransitionDeps, id: number, actor: AuthUser) {
  const { message } = await changeUserStatus(deps, id, 'user.deactivate', actor);
  return { message, user: await findUserDetail(deps.db, id, deps.now) };
}

export const deleteUser = (deps: TransitionDeps, id: number, actor: AuthUser) =>
  changeUserStatus(deps, id, 'user.delete', actor);
