import { createHash } from 'node:crypto';
import { isStaffRole, type StaffRole } from '@ooh/api/contract';
import { and, asc, eq, gt, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import { passwordTokens, revokedTokens, roles, users } from '../../db/schema.ts';
import { prepared } from '../shared/prepared.ts';

/** The signed-in staff member a request acts for. */
export interface AuthUser {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
  roleLabel: string;
}

/**
 * The account row of an active, not deleted staff member by id (a placeholder), with `extra` conditions: the one
 * shape of both prepared statements below.
 */
function activeStaffQuery(on: Db, extra?: SQL) {
  return on
    .select({ id: users.id, email: users.email, name: users.name, role: users.role, roleLabel: roles.label })
    .from(users)
    .innerJoin(roles, eq(roles.name, users.role))
    .where(
      and(
        eq(users.id, sql.placeholder('userId')),
        eq(users.status, 'active'),
        isNull(users.deletedAt),
        eq(roles.isStaff, true),
        extra,
      ),
    )
    .limit(1);
}

function asAuthUser(
  row: { id: number; email: string; name: string; role: string; roleLabel: string } | undefined,
) {
  if (!row || !isStaffRole(row.role)) return null;
  return { ...row, role: row.role } satisfies AuthUser;
}

/** Who may act with a token: an existing, active, not deleted staff account. Anyone else gets nothing. */
export async function findActiveStaff(db: Db, userId: number): Promise<AuthUser | null> {
  const query = prepared(db, 'active_staff', (name, on) => activeStaffQuery(on).prepare(name));
  const [row] = await query.execute({ userId });
  return asAuthUser(row);
}

/**
 * The account a bearer token acts for: `findActiveStaff`, and the token not signed out. The revocation is read in
 * the same prepared statement as the account (a primary-key probe of `revoked_tokens`), on every call, so a
 * sign-out holds at once on every server sharing the database (docs/domain.md "User").
 */
export async function findSessionUser(
  db: Db,
  token: { userId: number; tokenHash: string; issuedAt: Date },
): Promise<AuthUser | null> {
  const query = prepared(db, 'session_user', (name, on) =>
    activeStaffQuery(
      on,
      and(
        sql`not exists (select 1 from ${revokedTokens} where ${revokedTokens.tokenHash} = ${sql.placeholder('tokenHash')})`,
        // A password set or changed since the token was signed ends it (docs/domain.md "User").
        sql`(${users.sessionsValidFrom} is null or ${users.sessionsValidFrom} <= ${sql.placeholder('issuedAt')}::timestamptz)`,
      ),
    ).prepare(name),
  );
  const [row] = await query.execute({
    userId: token.userId,
    tokenHash: token.tokenHash,
    issuedAt: token.issuedAt.toISOString(),
  });
  return asAuthUser(row);
}

/** What a valid password-set link grants: setting the password of one user, once. */
export interface PasswordGrant {
  tokenId: number;
  userId: number;
}

export const hashPasswordToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function findPasswordGrant(db: Db, token: string, now: Date): Promise<PasswordGrant | null> {
  const [row] = await db
    .select({ tokenId: passwordTokens.id, userId: passwordTokens.userId })
    .from(passwordTokens)
    .innerJoin(users, eq(users.id, passwordTokens.userId))
    .where(
      and(
        eq(passwordTokens.tokenHash, hashPasswordToken(token)),
        isNull(passwordTokens.usedAt),
        gt(passwordTokens.expiresAt, now),
        isNull(users.deletedAt),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** The roles a staff member can be given (client accounts are registered separately). */
export const listStaffRoles = (db: Db) =>
  db
    .select({ id: roles.id, name: roles.name, label: roles.label })
    .from(roles)
    .where(eq(roles.isStaff, true))
    .orderBy(asc(roles.sortOrder), asc(roles.name));
