import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import { clients } from '../../db/schema.ts';

/**
 * The ILIKE pattern that finds `term` anywhere in a text: `%`, `_` and the escape character itself are matched
 * literally (backslash is ILIKE's default escape), so a search for "50%" finds "50%", not "50 anything".
 */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** The search term of a list query, or null when there is nothing to search for. */
export function searchTerm(search: string | undefined): string | null {
  const term = search?.trim();
  return term ? term : null;
}

// ---------------------------------------------------------------------------------------------------------------
// Searching by the rarest word (docs/domain.md, "Counts" → "Searches")

/**
 * A sample of a column's values: the most common values and the histogram bounds PostgreSQL's statistics keep
 * (`pg_stats`, written by ANALYZE), lower-cased. The planner estimates a `%term%` pattern from the same sample.
 */
export type ColumnSample = readonly string[];

/** The samples of the searched columns, by `table.column`. */
export type SearchSamples = ReadonlyMap<string, ColumnSample>;

/** Below this many values a sample says nothing about a word. */
const MIN_SAMPLE = 20;
/** A word found in this share of the sample or more is common: looking it up in the index reads long lists. */
const COMMON_SHARE = 0.05;

/**
 * The word of a multi-word `term` that the trigram index should look up alone, or null to look up the whole term.
 *
 * A trigram index answers `%campaign 1234%` by reading the lists of every trigram of the term and intersecting
 * them. When one word is common ("campaign" in every brief's name), its lists hold most of the table, and reading
 * them is most of the search (at 200,000 briefs: 529 index pages, 7.3 ms, against 7 pages, 0.07 ms, for `%1234%`).
 * So when the sample shows a common word beside a rarer one, the index looks up the rarest word and the whole term
 * is checked on what it found. Words under 3 characters have no trigram of their own and are never chosen.
 */
export function selectiveWord(term: string, sample: ColumnSample | undefined): string | null {
  if (!sample || sample.length < MIN_SAMPLE) return null;
  const words = [...new Set(term.toLowerCase().split(/\s+/))].filter((word) => word.length >= 3);
  if (words.length < 2) return null;
  const hits = words.map((word) => ({ word, hits: sample.filter((value) => value.includes(word)).length }));
  hits.sort((a, b) => a.hits - b.hits);
  const rarest = hits[0];
  const commonest = hits[hits.length - 1];
  if (!rarest || !commonest) return null;
  if (commonest.hits / sample.length < COMMON_SHARE || rarest.hits >= commonest.hits) return null;
  return rarest.word;
}

/**
 * Whether the sample shows `term` itself as common (in `COMMON_SHARE` of the column's values or more): its matches
 * are then so many that finding them all through the trigram index costs more than walking a list in its order and
 * checking each row until the page and the count's window are found (docs/domain.md "Searches").
 */
export function isCommonTerm(term: string, sample: ColumnSample | undefined): boolean {
  if (!sample || sample.length < MIN_SAMPLE) return false;
  const needle = term.toLowerCase();
  return sample.filter((value) => value.includes(needle)).length / sample.length >= COMMON_SHARE;
}

/**
 * The ILIKE pattern of `term` when it is common (`isCommonTerm`) in the sample of any of `columns` (`table.column`
 * names of `SEARCHED_COLUMNS`), or null: a search then filters each row of its list walked in order instead of
 * looking its matches up (docs/domain.md "Searches").
 */
export function commonTermPattern(
  term: string,
  samples: SearchSamples | undefined,
  columns: readonly string[],
): string | null {
  return columns.some((column) => isCommonTerm(term, samples?.get(column))) ? containsPattern(term) : null;
}

/**
 * `column ILIKE '%term%'`, looked up in the column's trigram index by the term's rarest word when the sample shows
 * one (`selectiveWord`): the whole term is then checked on an expression of the column (`column || ''`), which the
 * index does not serve, so the planner cannot fold it back into the index scan. The rows found are the same.
 */
export function containsCondition(column: SQL, term: string, sample: ColumnSample | undefined): SQL {
  const word = selectiveWord(term, sample);
  const pattern = containsPattern(term);
  if (!word) return sql`${column} ilike ${pattern}`;
  return sql`${column} ilike ${containsPattern(word)} and (${column} || '') ilike ${pattern}`;
}

/**
 * The clients whose company name contains `term`, read before the search that uses them (docs/domain.md
 * "Searches"): a search through the client's name is then `client_id = any(array[…])` of those ids, which the
 * planner weighs by the ids' own statistics, instead of a join from a clients filter it cannot estimate. It
 * guessed one matching client (the least it guesses) for a term no company name holds, and one client's briefs
 * are thousands: it then hash-joined every plan of the list to the search's matches (3.3 ms of a 6.8 ms count at
 * 1M sites) instead of looking up the few found. One small query more, on the clients' trigram index.
 */
export async function clientsMatching(db: Db, term: string, samples?: SearchSamples): Promise<number[]> {
  const rows = await clientsMatchingQuery(db, term, samples);
  return rows.map((row) => row.id);
}

/**
 * What a search built per call needs besides its term: the columns' samples (`searchSamples`, cached) and the
 * clients the term names (`clientsMatching`), read in that order.
 */
export async function searchInputs(
  db: Db,
  term: string,
): Promise<{ samples: SearchSamples; clientIds: number[] }> {
  const samples = await searchSamples(db);
  return { samples, clientIds: await clientsMatching(db, term, samples) };
}

/** The query of `clientsMatching` (its plan is checked by the tests). */
export const clientsMatchingQuery = (db: Db, term: string, samples?: SearchSamples) =>
  db
    .select({ id: clients.id })
    .from(clients)
    .where(containsCondition(sql`${clients.companyName}`, term, samples?.get('clients.company_name')));

/**
 * `column = any(array[…])` of ids read from the database, written as literals (integers) so that the planner
 * weighs them; `false` for none, which the planner drops with its branch.
 */
export function isAnyOf(column: SQL, ids: readonly number[]): SQL {
  if (ids.length === 0) return sql`false`;
  const literals = ids.map((id) => {
    if (!Number.isSafeInteger(id)) throw new Error(`isAnyOf: ${id} is not an id`);
    return String(id);
  });
  return sql`${column} = any(${sql.raw(`array[${literals.join(',')}]`)}::int[])`;
}

/** How long the samples are kept: statistics change only when ANALYZE runs. */
const SAMPLES_TTL_MS = 10 * 60_000;

const cache = new WeakMap<Db, { at: number; samples: Promise<SearchSamples> }>();

/**
 * The statistics' samples of every text column a list searches, read once per connection every ten minutes
 * (one small query on `pg_stats`; empty before the first ANALYZE, when every search looks up the whole term).
 */
export function searchSamples(db: Db, now = Date.now()): Promise<SearchSamples> {
  const hit = cache.get(db);
  if (hit && now - hit.at < SAMPLES_TTL_MS) return hit.samples;
  const samples = readSamples(db).catch((error: unknown) => {
    cache.delete(db);
    throw error;
  });
  cache.set(db, { at: now, samples });
  return samples;
}

/** The columns searched with `containsCondition` (each has a trigram index). */
export const SEARCHED_COLUMNS = [
  ['briefs', 'campaign_name'],
  ['briefs', 'brief_number'],
  ['clients', 'company_name'],
  ['plans', 'name'],
  ['campaigns', 'name'],
  ['pay_orders', 'po_number'],
] as const;

async function readSamples(db: Db): Promise<SearchSamples> {
  const wanted = SEARCHED_COLUMNS.map(([table, column]) => sql`(${table}, ${column})`);
  const result = (await db.execute(sql`
    select tablename as "table", attname as "column",
      coalesce(most_common_vals::text::text[], '{}') || coalesce(histogram_bounds::text::text[], '{}') as "values"
    from pg_stats
    where schemaname = current_schema() and (tablename, attname) in (${sql.join(wanted, sql`, `)})
  `)) as unknown as { rows: Array<{ table: string; column: string; values: string[] | null }> };
  const samples = new Map<string, ColumnSample>();
  for (const row of result.rows)
    samples.set(
      `${row.table}.${row.column}`,
      (row.values ?? []).map((value) => value.toLowerCase()),
    );
  return samples;
}
