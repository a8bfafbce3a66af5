import {
  CLIENT_MESSAGES,
  CLIENT_PROFILE_CAMPAIGNS,
  type ClientListItem,
  type ClientProfile,
  KEY_ACCOUNT_MANAGERS_MAX,
  type KeyAccountManager,
} from '@ooh/api/contract';
import { and, asc, desc, eq, ilike, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import { briefs, campaigns, clients, listCounters, users } from '../../db/schema.ts';
import { invalidInput, notFound } from '../../errors.ts';
import type { AuthUser } from '../auth/index.ts';
import { cappedCount, containsPattern, counterColumn, readCounter, searchTerm } from '../shared/index.ts';

/**
 * Reading clients (issue 17; docs/domain.md "Clients"): the list with its owner filter, one client's profile, and
 * the key account managers who may own clients.
 */

export type KamFilter = 'mine' | 'all' | 'none' | number;

/** Who a list shows: a KAM's own clients by default, all of them for the other roles. */
export function resolveKamFilter(kam: KamFilter | undefined, caller: AuthUser): 'all' | 'none' | number {
  const chosen = kam ?? (caller.role === 'key_account_manager' ? 'mine' : 'all');
  if (chosen !== 'mine') return chosen;
  if (caller.role !== 'key_account_manager') throw invalidInput({ kam: CLIENT_MESSAGES.mineNotKam });
  return caller.id;
}

/** The counter of a list chosen by the owner filter ('none' has none: its size is counted). */
const counterKey = (kam: 'all' | number) => (kam === 'all' ? 'clients' : `clients:kam:${kam}`);

/** The list's columns: the client and its owner's name (a KAM's name is read with their id, off the users key). */
const listColumns = {
  id: clients.id,
  user_id: clients.userId,
  company_name: clients.companyName,
  contact_name: clients.contactName,
  email: clients.email,
  phone: clients.phone,
  industry: clients.industry,
  kamId: clients.keyAccountManagerId,
  kamName: users.name,
};

type ListRow = { kamId: number | null; kamName: string | null } & Omit<ClientListItem, 'key_account_manager'>;

const toListItem = ({ kamId, kamName, ...client }: ListRow): ClientListItem => ({
  ...client,
  key_account_manager: kamId === null ? null : { id: kamId, name: kamName ?? '' },
});

/**
 * Live clients by company name, each with its key account manager; search over company, contact and e-mail. The
 * owner filter reads the `clients_kam_company_idx` index (owner, company, id) and its counter; `none` and a search
 * are counted up to a window past the page (docs/domain.md "Counts").
 */
export async function listClients(
  db: Db,
  query: { page: number; limit: number; search?: string | undefined; kam?: KamFilter | undefined },
  caller: AuthUser,
) {
  const kam = resolveKamFilter(query.kam, caller);
  const owner: SQL | undefined =
    kam === 'all'
      ? undefined
      : kam === 'none'
        ? isNull(clients.keyAccountManagerId)
        : eq(clients.keyAccountManagerId, kam);
  const listed = and(isNull(clients.deletedAt), owner) as SQL;
  const term = searchTerm(query.search);
  const where = term
    ? (and(
        listed,
        or(
          ilike(clients.companyName, containsPattern(term)),
          ilike(clients.contactName, containsPattern(term)),
          ilike(clients.email, containsPattern(term)),
        ),
      ) as SQL)
    : listed;
  const counted = kam !== 'none';
  const [rows, searched, unowned] = await Promise.all([
    db
      .select({ ...listColumns, ...(counted ? { allTotal: counterColumn(counterKey(kam)) } : {}) })
      .from(clients)
      .leftJoin(users, eq(users.id, clients.keyAccountManagerId))
      .where(where)
      .orderBy(asc(clients.companyName), asc(clients.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    term ? cappedCount(db, sql`select 1 from ${clients} where ${where}`, query) : null,
    counted ? null : cappedCount(db, sql`select 1 from ${clients} where ${listed}`, query),
  ]);
  const first = rows[0] as { allTotal?: string | number | null } | undefined;
  const allTotal = unowned
    ? unowned.total
    : first
      ? Number(first.allTotal ?? 0)
      : await readCounter(db, counterKey(kam as 'all' | number));
  return {
    clients: rows.map(({ allTotal: _, ...row }: ListRow & { allTotal?: unknown }) => toListItem(row)),
    total: searched?.total ?? allTotal,
    totalCapped: searched?.capped ?? unowned?.capped ?? false,
    allTotal,
  };
}

/** A live client's row (with its owner), or null. `lock` takes the row for the transaction's write. */
export async function liveClient(db: Db, id: number, options: { lock?: boolean } = {}) {
  const query = db
    .select({
      id: clients.id,
      companyName: clients.companyName,
      email: clients.email,
      keyAccountManagerId: clients.keyAccountManagerId,
    })
    .from(clients)
    .where(and(eq(clients.id, id), isNull(clients.deletedAt)));
  const [row] = await (options.lock ? query.for('update') : query);
  return row ?? null;
}

/**
 * One client's profile: its owner, its briefs by status (the total from the `briefs:client:<id>` counter, the split
 * counted over the client's own briefs off `briefs_client_idx`) and its running campaigns (the newest ten, and how
 * many). 404 for a deleted or unknown client.
 */
export async function findClientProfile(db: Db, id: number): Promise<ClientProfile> {
  const [client] = await db
    .select({
      ...listColumns,
      address: clients.address,
      createdAt: clients.createdAt,
      briefsTotal: sql<
        string | number | null
      >`(select ${listCounters.value} from ${listCounters} where ${listCounters.key} = ${`briefs:client:${id}`})`,
    })
    .from(clients)
    .leftJoin(users, eq(users.id, clients.keyAccountManagerId))
    .where(and(eq(clients.id, id), isNull(clients.deletedAt)));
  if (!client) throw notFound(CLIENT_MESSAGES.notFound);
  const running = and(eq(briefs.clientId, id), eq(campaigns.status, 'active'));
  const [statuses, items, [active]] = await Promise.all([
    db
      .select({ status: briefs.status, count: sql<number>`count(*)::int` })
      .from(briefs)
      .where(and(eq(briefs.clientId, id), isNull(briefs.deletedAt)))
      .groupBy(briefs.status),
    db
      .select({
        brief_id: campaigns.briefId,
        brief_number: briefs.briefNumber,
        name: campaigns.name,
        start_date: campaigns.startDate,
        end_date: campaigns.endDate,
      })
      .from(campaigns)
      .innerJoin(briefs, eq(briefs.id, campaigns.briefId))
      .where(running)
      .orderBy(desc(campaigns.createdAt), desc(campaigns.id))
      .limit(CLIENT_PROFILE_CAMPAIGNS),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(campaigns)
      .innerJoin(briefs, eq(briefs.id, campaigns.briefId))
      .where(running),
  ]);
  const count = (status: string) => Number(statuses.find((row) => row.status === status)?.count ?? 0);
  const { address, createdAt, briefsTotal, ...listed } = client;
  return {
    ...toListItem(listed),
    address,
    created_at: createdAt.toISOString(),
    briefs: {
      total: Number(briefsTotal ?? 0),
      by_status: { pending: count('pending'), approved: count('approved'), rejected: count('rejected') },
    },
    campaigns: { active: Number(active?.count ?? 0), items },
  };
}

/** A user who may own clients: a key account manager who is not deleted (a new one may still be inactive). */
export async function findKeyAccountManager(db: Db, id: number) {
  const [row] = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(and(eq(users.id, id), eq(users.role, 'key_account_manager'), isNull(users.deletedAt)));
  return row ?? null;
}

/** Key account managers who may own clients, by name, with how many clients each owns (their counters). */
export async function listKeyAccountManagers(db: Db): Promise<{ managers: KeyAccountManager[] }> {
  const rows = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      status: users.status,
      clients: sql<
        string | number | null
      >`(select ${listCounters.value} from ${listCounters} where ${listCounters.key} = 'clients:kam:' || ${users.id})`,
    })
    .from(users)
    .where(and(eq(users.role, 'key_account_manager'), isNull(users.deletedAt)))
    .orderBy(asc(users.name), asc(users.id))
    .limit(KEY_ACCOUNT_MANAGERS_MAX);
  return { managers: rows.map((row) => ({ ...row, clients: Number(row.clients ?? 0) })) };
}

/** Whether another live client has this e-mail (stored lower-case by the contract). */
export async function emailTaken(db: Db, email: string, except?: number) {
  const [row] = await db
    .select({ id: clients.id })
    .from(clients)
    .where(
      and(
        eq(clients.email, email),
        isNull(clients.deletedAt),
        except === undefined ? undefined : ne(clients.id, except),
      ),
    )
    .limit(1);
  return row !== undefined;
}
