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
 * Active, not deleted staff accounts (`which` says whose), with what a request's user carries and `more` columns:
 * the one shape of both prepared statements below (one account by id; the accounts of a batch of tokens).
 */
function activeStaffQuery<M extends Record<string, SQL.Aliased | SQL>>(on: Db, which: SQL, more: M) {
  return on
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      role: users.role,
      roleLabel: roles.label,
      ...more,
    })
    .from(users)
    .innerJoin(roles, eq(roles.name, users.role))
    .where(and(which, eq(users.status, 'active'), isNull(users.deletedAt), eq(roles.isStaff, true)));
}

function asAuthUser(
  row: { id: number; email: string; name: string; role: string; roleLabel: string } | undefined,
) {
  if (!row || !isStaffRole(row.role)) return null;
  return { ...row, role: row.role } satisfies AuthUser;
}

/** Who may act with a token: an existing, active, not deleted staff account. Anyone else gets nothing. */
export async function findActiveStaff(db: Db, userId: number): Promise<AuthUser | null> {
  const query = prepared(db, 'active_staff', (name, on) =>
    activeStaffQuery(on, eq(users.id, sql.placeholder('userId')), {})
      .limit(1)
      .prepare(name),
  );
  const [row] = await query.execute({ userId });
  return asAuthUser(row);
}

/** What a bearer token's check needs of it: whose it is, its hash (its revocation's key) and when it was signed. */
export interface SessionToken {
  userId: number;
  tokenHash: string;
  /** Whole seconds (a token's `iat`). */
  issuedAt: Date;
}

/** At most this many checks in one batch's statement; a busier moment makes another batch. */
const SESSION_BATCH_MAX = 100;

/**
 * The accounts of a batch of tokens, in one prepared statement: every asked id's active staff account with the
 * whole second from which its sessions hold (`sessions_valid_from` rounded up, compared with the tokens' whole-second
 * `iat` below, as `sessions_valid_from <= iat` would be), and which of the asked tokens are signed out (primary-key
 * probes of `revoked_tokens`, once for the batch).
 */
function sessionAccountsQuery(on: Db) {
  return activeStaffQuery(on, sql`${users.id} = any(${sql.placeholder('userIds')}::int[])`, {
    validFromSecond: sql<string | null>`ceil(extract(epoch from ${users.sessionsValidFrom}))::bigint`,
    revoked: sql<
      string[]
    >`(select coalesce(array_agg(r.token_hash), '{}') from ${revokedTokens} r where r.token_hash = any(${sql.placeholder('tokenHashes')}::text[]))`,
  });
}

type Asked = {
  token: SessionToken;
  resolve: (user: AuthUser | null) => void;
  reject: (error: unknown) => void;
};

/** The batch each database is gathering now: asked in this turn of the event loop, read at its end. */
const gathering = new WeakMap<Db, Asked[]>();
// Taken at load: a test that fakes timers must not hold every call's account check.
const atTurnEnd = globalThis.setImmediate;

async function readBatch(db: Db, batch: Asked[]): Promise<void> {
  try {
    const query = prepared(db, 'session_accounts', (name, on) => sessionAccountsQuery(on).prepare(name));
    const rows = await query.execute({
      userIds: [...new Set(batch.map((asked) => asked.token.userId))],
      tokenHashes: [...new Set(batch.map((asked) => asked.token.tokenHash))],
    });
    const byId = new Map(rows.map((row) => [row.id, row]));
    const revoked = new Set(rows[0]?.revoked ?? []);
    for (const { token, resolve } of batch) {
      const row = byId.get(token.userId);
      const holdsFrom = row?.validFromSecond == null ? null : Number(row.validFromSecond);
      const holds =
        row !== undefined &&
        !revoked.has(token.tokenHash) &&
        (holdsFrom === null || holdsFrom <= Math.floor(token.issuedAt.getTime() / 1000));
      resolve(holds ? asAuthUser(row) : null);
    }
  } catch (error) {
    for (const { reject } of batch) reject(error);
  }
}

/**
 * The account a bearer token acts for: an active staff account (`findActiveStaff`), the token not signed out, and
 * not signed before the account's password was last set (docs/domain.md "User"). Read from the database on every
 * call, so a sign-out, a deactivation or a role change holds at once on every server sharing it.
 *
 * The checks asked in one turn of the event loop are read together, in one statement at the end of that turn
 * (docs/domain.md "Round trips"): each call's check is still a read sent after the call arrived, never an earlier
 * answer kept, but a busy server sends one statement for the calls that came together instead of one each.
 */
export function findSessionUser(db: Db, token: SessionToken): Promise<AuthUser | null> {
  return new Promise((resolve, reject) => {
    let batch = gathering.get(db);
    if (!batch) {
      const started: Asked[] = [];
      batch = started;
      gathering.set(db, started);
      atTurnEnd(() => {
        if (gathering.get(db) === started) gathering.delete(db);
        void readBatch(db, started);
      });
    }
    batch.push({ token, resolve, reject });
    // A full batch is read as it is; the next check starts another.
    if (batch.length >= SESSION_BATCH_MAX) gathering.delete(db);
  });
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
