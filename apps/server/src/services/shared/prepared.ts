import { type Placeholder, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';

/**
 * Prepared statements for the hot reads (issue 12). A list page is a handful of small indexed reads, so building
 * each query with drizzle and having PostgreSQL parse it again on every call cost more than running it. A query
 * prepared here is built once per database handle and sent as a named statement, which node-postgres parses once
 * per connection; its values travel as placeholders (`sql.placeholder`).
 *
 * Only for queries whose text is fixed: a query whose shape depends on the input (a search, the site table's
 * filters) is built per call. The name must be unique to the query text: one name, one text, for the process.
 */
const byDb = new WeakMap<Db, Map<string, unknown>>();

export function prepared<T>(db: Db, name: string, build: (name: string) => T): T {
  let queries = byDb.get(db);
  if (!queries) {
    queries = new Map();
    byDb.set(db, queries);
  }
  let query = queries.get(name) as T | undefined;
  if (query === undefined) {
    query = build(name);
    queries.set(name, query);
  }
  return query;
}

/** A page's limit and offset: numbers for a query built per call, placeholders (`limit`, `offset`) for a prepared one. */
export function pageWindow(page: number | Placeholder, limit: number | Placeholder) {
  return typeof page === 'number' && typeof limit === 'number'
    ? { limit, offset: (page - 1) * limit }
    : { limit: sql.placeholder('limit'), offset: sql.placeholder('offset') };
}

/** The values of `pageWindow`'s placeholders for a page. */
export const pageValues = (page: number, limit: number) => ({ limit, offset: (page - 1) * limit });
