import { type AnyColumn, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { type Db, preparedDbOf } from '../../db/connection.ts';

/**
 * Prepared statements for the hot reads (issue 12). A list page is a handful of small indexed reads, so building
 * each query with drizzle and having PostgreSQL parse it again on every call cost more than running it. A query
 * prepared here is built once per database handle and sent as a named statement, which node-postgres parses once
 * per connection; its values travel as placeholders (`sql.placeholder`).
 *
 * Only for queries whose text is fixed: a query whose shape depends on the input (a search, the site table's
 * filters) is built per call. The name must be unique to the query text: one name, one text, for the process.
 * `build` gets the database to build on: on PostgreSQL the pool of prepared statements, whose sessions plan them
 * once (db/connection.ts); the statement must be built on that one, not on the caller's.
 */
const byDb = new WeakMap<Db, Map<string, unknown>>();

export function prepared<T>(db: Db, name: string, build: (name: string, db: Db) => T): T {
  let queries = byDb.get(db);
  if (!queries) {
    queries = new Map();
    byDb.set(db, queries);
  }
  let query = queries.get(name) as T | undefined;
  if (query === undefined) {
    // Built on the pool of prepared statements, planned generically (db/connection.ts, `preparedDbOf`).
    query = build(name, preparedDbOf(db));
    queries.set(name, query);
  }
  return query;
}

/**
 * The page sizes a prepared page statement is planned for. Its limit is written into the statement as a literal
 * (one statement per list and size), because the planner prices `LIMIT $1` as a tenth of the table: the generic
 * plan of a page then hash-joins every plan's rows (17 ms on the grown database instead of 0.4 ms), so PostgreSQL
 * kept planning each call afresh (1.1–1.7 ms of planning for 0.4 ms of work). With the limit a literal, the
 * generic plan is the custom one, and the pool asks for generic plans (`plan_cache_mode`, db/connection.ts).
 * A page of another size reads the next size up and is cut to its own (`withinPage`); four sizes bound the
 * statements a connection can hold, whatever limits callers send.
 */
export const PREPARED_PAGE_SIZES = [10, 25, 50, 100] as const;

/** The prepared page size a page of `limit` rows reads (the largest when the limit is above them all). */
export const preparedPageSize = (limit: number): number =>
  PREPARED_PAGE_SIZES.find((size) => size >= limit) ?? PREPARED_PAGE_SIZES[PREPARED_PAGE_SIZES.length - 1]!;

/**
 * A page's limit and offset: numbers for a query built per call (sent as values); for a prepared statement
 * (`page` a placeholder), `limit` is its prepared page size, written as a literal, and the offset a placeholder
 * (`offset`, from `pageValues`).
 */
export function pageWindow(page: number | Placeholder, limit: number) {
  if (typeof page === 'number') return { limit, offset: (page - 1) * limit };
  if (!PREPARED_PAGE_SIZES.includes(limit as (typeof PREPARED_PAGE_SIZES)[number]))
    throw new Error(
      `pageWindow: a prepared page reads one of ${PREPARED_PAGE_SIZES.join(', ')} rows, not ${limit}`,
    );
  // Drizzle writes an SQL object given as a limit as it is; its types only name numbers and placeholders.
  return { limit: sql.raw(String(limit)) as unknown as number, offset: sql.placeholder('offset') };
}

/**
 * The ids of one page of a list in the list's order, read off the list's index alone: the callers join only these
 * ids to what the page shows, so a deep page skips index entries, not joined rows (docs/domain.md, "Counts"). With
 * `page` a placeholder it is part of a prepared statement (`pageWindow`).
 */
export function pageIdsQuery<C extends AnyPgColumn>(
  db: Db,
  table: PgTable,
  id: C,
  where: SQL | undefined,
  order: SQL[],
  page: number | Placeholder,
  limit: number,
) {
  const window = pageWindow(page, limit);
  return db
    .select({ id })
    .from(table)
    .where(where)
    .orderBy(...order)
    .limit(window.limit)
    .offset(window.offset);
}

/**
 * A searched page in two statements (docs/domain.md "Round trips"): its ids found by `pageIdsQuery` with the search,
 * built per call (the search's best plan depends on its term), then its rows read by those ids in a prepared
 * statement whose page is this subquery (placeholder `ids`), planned once instead of with every search. The rows'
 * joins (clients, authors, the plans' rows) were most of a searched page's planning.
 */
export function pageByIds<C extends AnyPgColumn>(db: Db, table: PgTable, id: C) {
  return db.select({ id }).from(table).where(idIsOneOfPlaceholder(id)).as('page');
}

/** `id = any($ids)`: the rows of a page whose ids a statement built per call found (placeholder `ids`). */
export const idIsOneOfPlaceholder = (id: AnyPgColumn) => sql`${id} = any(${sql.placeholder('ids')}::int[])`;

/** The value of `pageWindow`'s offset placeholder for a page of `limit` rows. */
export const pageValues = (page: number, limit: number) => ({ offset: (page - 1) * limit });

/** The first `limit` items of a page read at its prepared page size (`preparedPageSize`). */
export const withinPage = <T>(items: readonly T[], limit: number): T[] => items.slice(0, limit);

/**
 * `column = 'value'` with the value a literal of the statement, not a bound value: what selects a prepared list
 * (its status) must be known to the generic plan its statement runs with (db/connection.ts), as a custom plan would
 * know it. For the code's own constants only (a status name), never a caller's text: anything but lower-case
 * letters and underscores is refused.
 */
export function literalEquals(column: AnyColumn, value: string): SQL {
  if (!/^[a-z_]+$/.test(value))
    throw new Error(`literalEquals: not a code constant: ${JSON.stringify(value)}`);
  return sql`${column} = ${sql.raw(`'${value}'`)}`;
}
