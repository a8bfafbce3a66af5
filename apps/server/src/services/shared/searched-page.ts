import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/connection.ts';
import { type CappedTotal, cappedCountLimit, cappedTotal } from './counts.ts';
import { prepared } from './prepared.ts';

/** A query builder that can be prepared under a name, as drizzle's selects are. */
interface Preparable<R> {
  prepare(name: string): { execute(values: Record<string, unknown>): Promise<R> };
}

/** What a searched page reads its ids with: the list's table, its id, the list's and the search's condition, the order. */
export interface SearchedIds<C extends AnyPgColumn> {
  table: PgTable;
  id: C;
  /** The list's condition and the search's. */
  where: SQL;
  order: SQL[];
}

/**
 * A searched page and its capped total (docs/domain.md "Round trips"), in two statements:
 * 1. built per call (the search's best plan depends on its term): the matches in the list's order, read once up to
 *    the window past the page (`cappedCountLimit`), answered as one row: how many were read (the capped count)
 *    and the page's slice of their ids. The search runs once, where a page and a count beside it ran it twice;
 *    a page past the last still has its count.
 * 2. the rows by those ids in the prepared statement `rows.name`, built once by `rows.build` reading the page
 *    through `pageByIds` (placeholder `ids`) and, when given, its list's counter through placeholder `counterKey`: the rows'
 *    joins were most of a searched page's planning.
 */
export async function searchedPage<C extends AnyPgColumn, R>(
  db: Db,
  ids: SearchedIds<C>,
  page: { page: number; limit: number },
  rows: { name: string; build: (db: Db) => Preparable<R>; counterKey?: string },
): Promise<{ rows: R; searched: CappedTotal }> {
  const first = (page.page - 1) * page.limit + 1;
  const order = sql.join(ids.order, sql`, `);
  const result = (await db.execute(sql`
    select count(*)::int as "matched",
           (array_agg(found.id order by found.n))[${first}::int:${first + page.limit - 1}::int] as "ids"
    from (select ${ids.id} as id, row_number() over (order by ${order}) as n
          from ${ids.table} where ${ids.where} order by ${order} limit ${cappedCountLimit(page)}) found`)) as unknown as {
    rows: Array<{ matched: number | string; ids: number[] | null }>;
  };
  const [found] = result.rows;
  const pageRows = await prepared(db, rows.name, (name, on) => rows.build(on).prepare(name)).execute({
    ids: (found?.ids ?? []).map(Number),
    counterKey: rows.counterKey,
  });
  return { rows: pageRows, searched: cappedTotal(Number(found?.matched ?? 0), page) };
}
