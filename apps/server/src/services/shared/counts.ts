import { type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import { listCounters } from '../../db/schema.ts';
import { prepared } from './prepared.ts';

/**
 * Counts that do not scan (docs/domain.md, "Counts"). A list's whole size and the status counts are read from
 * `list_counters`, which triggers keep in the same transaction as every insert, update and delete that moves
 * them (migration 0007). A searched total is counted, but only up to a cap past the page being read.
 */

/** The counters asked for, 0 for a key no row has reached yet. One prepared statement serves every read. */
export async function readCounters<K extends string>(db: Db, keys: readonly K[]): Promise<Record<K, number>> {
  const query = prepared(db, 'read_counters', (name, on) =>
    on
      .select({ key: listCounters.key, value: listCounters.value })
      .from(listCounters)
      .where(sql`${listCounters.key} = any(${sql.placeholder('keys')}::text[])`)
      .prepare(name),
  );
  const rows = keys.length === 0 ? [] : await query.execute({ keys: [...keys] });
  const out = Object.fromEntries(keys.map((key) => [key, 0])) as Record<K, number>;
  for (const row of rows) out[row.key as K] = Number(row.value);
  return out;
}

export async function readCounter(db: Db, key: string): Promise<number> {
  return (await readCounters(db, [key]))[key] ?? 0;
}

/**
 * A counter as a column of a list page's own query: the page and its list's size in one round trip (a list call
 * is then its account check and one statement). Null when no row has reached the key yet.
 */
export const counterColumn = (key: string | Placeholder) =>
  sql<
    string | number | null
  >`(select ${listCounters.value} from ${listCounters} where ${listCounters.key} = ${key})`;

/**
 * A list's size from its page's `counterColumn`: read from the first row, or on its own when the page is empty
 * (past the last page, or an empty list).
 */
export async function counterOfPage(
  db: Db,
  rows: ReadonlyArray<{ allTotal: string | number | null }>,
  key: string,
): Promise<number> {
  const [first] = rows;
  return first ? Number(first.allTotal ?? 0) : readCounter(db, key);
}

/**
 * How many matches a searched list shows past the page being read before it stops counting: the pager can always
 * go on, and a search that matches 200,000 rows costs a page plus this many, not a scan of all of them.
 */
export const SEARCH_COUNT_WINDOW = 1000;

export interface CappedTotal {
  /** The matches counted: exact when `capped` is false, a lower bound when true. */
  total: number;
  /** True when there are more matches than counted ("1,010+"). */
  capped: boolean;
}

/** The window a capped count reads up to for a page: the page's end, the window past it, and one more. */
export const cappedCountLimit = (page: { page: number; limit: number }) =>
  (page.page - 1) * page.limit + page.limit + SEARCH_COUNT_WINDOW + 1;

/**
 * The matches counted up to the window past the page, as a column of the page's own statement (an uncorrelated
 * subquery, computed once and planned as `matches` alone is); `counted: false` gives null (the plan guards of the
 * tests weigh the count by the rows it reads, apart from the page).
 */
export const cappedCountColumn = (matches: SQL, page: { page: number; limit: number }, counted: boolean) =>
  (counted
    ? sql<number>`(select count(*)::int from (${matches} limit ${cappedCountLimit(page)}) m)`
    : sql<number>`null`
  ).as('matched');

/** A count of at most `cappedCountLimit(page)` rows as the total a list shows: exact, or capped ("N+"). */
export function cappedTotal(counted: number, page: { page: number; limit: number }): CappedTotal {
  const cap = cappedCountLimit(page) - 1;
  return counted > cap ? { total: cap, capped: true } : { total: counted, capped: false };
}

/**
 * Counts the rows of `matches` (a select of any one column, without limit) up to the page's end plus the window:
 * exact for any search with fewer matches, "at least" beyond.
 */
export async function cappedCount(
  db: Db,
  matches: SQL,
  page: { page: number; limit: number },
): Promise<CappedTotal> {
  const result = (await db.execute(
    sql`select count(*)::int as value from (${matches} limit ${cappedCountLimit(page)}) as matches`,
  )) as unknown as { rows: Array<{ value: number | string }> };
  return cappedTotal(Number(result.rows[0]?.value ?? 0), page);
}
