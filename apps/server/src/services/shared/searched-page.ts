import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/connection.ts';
import { type CappedTotal, cappedCount, cappedCountColumn, cappedTotal } from './counts.ts';
import { pageWindow, prepared } from './prepared.ts';

/** A query builder that can be prepared under a name, as drizzle's selects are. */
interface Preparable<R> {
  prepare(name: string): { execute(values: Record<string, unknown>): Promise<R> };
}

/** What a searched page reads its ids with: the list's table, its id, the list and the search, order and page. */
export interface SearchedIds<C extends AnyPgColumn> {
  table: PgTable;
  id: C;
  /** The list's condition and the search's. */
  where: SQL;
  order: SQL[];
  page: number;
  limit: number;
}

/**
 * A searched page and its capped total (docs/domain.md "Round trips"), in two statements:
 * 1. built per call (the search's best plan depends on its term): the page's ids in the list's order, with the
 *    matches counted up to the window past the page (`cappedCountColumn`, an uncorrelated subquery the database
 *    computes once) as a column of the same statement;
 * 2. the rows by those ids in the prepared statement `rows.name`, built once by `rows.build` reading the page
 *    through `pageByIds` (placeholder `ids`) and its list's counter through placeholder `counterKey`: the rows'
 *    joins were most of a searched page's planning.
 * Only a page past the last (no ids, so no count column) counts on its own; an empty first page has no matches.
 */
export async function searchedPage<C extends AnyPgColumn, R>(
  db: Db,
  ids: SearchedIds<C>,
  rows: { name: string; build: (db: Db) => Preparable<R>; counterKey: string },
): Promise<{ rows: R; searched: CappedTotal }> {
  const window = pageWindow(ids.page, ids.limit);
  const matches = sql`select 1 from ${ids.table} where ${ids.where}`;
  const page = await db
    .select({ id: ids.id, matched: cappedCountColumn(matches, ids, true) })
    .from(ids.table)
    .where(ids.where)
    .orderBy(...ids.order)
    .limit(window.limit)
    .offset(window.offset);
  const [pageRows, searched] = await Promise.all([
    prepared(db, rows.name, (name, on) => rows.build(on).prepare(name)).execute({
      ids: page.map((row) => row.id),
      counterKey: rows.counterKey,
    }),
    searchedTotalOfPage(db, page, matches, ids),
  ]);
  return { rows: pageRows, searched };
}

/**
 * A searched page's capped total from the `matched` column (`cappedCountColumn`) of its first row: the page and
 * its count in one statement. Counted on its own only past the last page (no rows, so no column); an empty first
 * page has no matches at all.
 */
export async function searchedTotalOfPage(
  db: Db,
  rows: ReadonlyArray<{ matched: number | string | null }>,
  matches: SQL,
  page: { page: number; limit: number },
): Promise<CappedTotal> {
  const [first] = rows;
  if (first) return cappedTotal(Number(first.matched ?? 0), page);
  return page.page === 1 ? { total: 0, capped: false } : cappedCount(db, matches, page);
}
