import { type SQL, sql } from 'drizzle-orm';
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
  const query = prepared(db, 'read_counters', (name) =>
    db
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

/**
 * Counts the rows of `matches` (a select of any one column, without limit) up to the page's end plus the window:
 * exact for any search with fewer matches, "at least" beyond.
 */
export async function cappedCount(
  db: Db,
  matches: SQL,
  page: { page: number; limit: number },
): Promise<CappedTotal> {
  const cap = (page.page - 1) * page.limit + page.limit + SEARCH_COUNT_WINDOW;
  const result = (await db.execute(
    sql`select count(*)::int as value from (${matches} limit ${cap + 1}) as matches`,
  )) as unknown as { rows: Array<{ value: number | string }> };
  const counted = Number(result.rows[0]?.value ?? 0);
  return counted > cap ? { total: cap, capped: true } : { total: counted, capped: false };
}
