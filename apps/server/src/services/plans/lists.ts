import type { PlanStatus } from '@ooh/api/contract';
import { and, desc, eq, inArray, isNull, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import { briefs, plans } from '../../db/schema.ts';
import { notFound } from '../../errors.ts';
import { BRIEF_NOT_FOUND, briefHolds, liveBrief } from '../briefs/index.ts';
import {
  commonTermPattern,
  containsCondition,
  counterOfPage,
  isAnyOf,
  literalEquals,
  pageByIds,
  pageIdsQuery,
  pageValues,
  prepared,
  preparedPageSize,
  type SearchSamples,
  searchedPage,
  searchInputs,
  searchTerm,
  withinPage,
} from '../shared/index.ts';
import { type PlanPage, selectPlanList, toPlanListItems } from './queries.ts';

/**
 * The plan lists (docs/domain.md "Plan": in-progress, pending, alter-required, alter-pending, altered, lost, approved),
 * across all briefs and per brief. A page and its counts are chosen in SQL; the site count and total of each of the
 * page's plans are its stored totals, or, for a plan whose totals are not stored (new, or changed since), computed
 * from its rows with the plan math and stored (`toPlanListItems`, docs/domain.md "Plan figures in lists"), so a list
 * shows the same figures as the plan itself.
 */

/** Which plans a list holds. */
export type PlanList = PlanStatus | 'altered';

const byStatus = (...statuses: PlanStatus[]) =>
  statuses.length === 1 ? eq(plans.status, statuses[0]!) : inArray(plans.status, statuses);

/**
 * "altered" = plans with more than one version, whatever their status now. The 1 is a literal, as in the predicate
 * of plans_altered_updated_idx: a generic plan (db/connection.ts) can use that partial index only then.
 */
const altered = sql`${plans.version} > 1`;

/** A list's status as a literal of its prepared statement (`literalEquals`), for the generic plan it runs with. */
const hasStatus = (status: PlanStatus) => literalEquals(plans.status, status);

const LISTS: Record<PlanList, SQL> = {
  inprogress: hasStatus('inprogress'),
  pending: hasStatus('pending'),
  altered,
  lost: hasStatus('lost'),
  modification_pending: hasStatus('modification_pending'),
  modification_required: hasStatus('modification_required'),
  accepted: hasStatus('accepted'),
};

/** Plans of a deleted brief cannot exist (a brief with a plan cannot be deleted); guarded all the same. */
const briefIsLive = isNull(briefs.deletedAt);

/**
 * Plans whose name, brief number, campaign name or client's company name contains the term: a semi-join on a
 * union with one ILIKE a branch, so that each can use its own trigram index (an OR across the joins could use
 * none, and even an OR within briefs loses to a scan of the briefs once they are joined in).
 */
export function planSearch(term: string, clientIds: readonly number[], samples?: SearchSamples): SQL {
  // A common term (in every grown plan's and brief's name): a filter of each plan and its brief, which the list's
  // order index walks until the page and the count's window are found, instead of finding every match first.
  const pattern = commonTermPattern(term, samples, ['plans.name', 'briefs.campaign_name']);
  if (pattern)
    return sql`(${plans.name} ilike ${pattern} or ${briefHolds(sql`${plans.briefId}`, pattern, clientIds)})`;
  const contains = (table: string, alias: string, column: string) =>
    containsCondition(sql.raw(`${alias}."${column}"`), term, samples?.get(`${table}.${column}`));
  return sql`${plans.id} in (
    select p."id" from ${plans} p where ${contains('plans', 'p', 'name')}
    union all
    select p."id" from ${plans} p join ${briefs} b on b."id" = p."brief_id" where ${contains('briefs', 'b', 'campaign_name')}
    union all
    select p."id" from ${plans} p join ${briefs} b on b."id" = p."brief_id" where ${contains('briefs', 'b', 'brief_number')}
    union all
    select p."id" from ${plans} p join ${briefs} b on b."id" = p."brief_id"
      where ${isAnyOf(sql.raw('b."client_id"'), clientIds)}
  )`;
}

/** `planSearch` of `term` with the clients it names read first (`clientsMatching`). */
export async function planSearchOf(db: Db, term: string): Promise<SQL> {
  const { samples, clientIds } = await searchInputs(db, term);
  return planSearch(term, clientIds, samples);
}

/** Newest first: the last changed, then the highest id (plans change state often, and a list shows where each is now). */
const LIST_ORDER = [desc(plans.updatedAt), desc(plans.id)];

/** Plans matching `where` with their brief, client, author and their site rows' figure inputs, newest first. */
export function planListQuery(
  db: Db,
  where: SQL | undefined,
  page?: PlanPage,
  counterKey?: string | Placeholder,
) {
  return selectPlanList(db, page, counterKey)
    .where(and(where, briefIsLive))
    .orderBy(...LIST_ORDER);
}

/**
 * One page of `planListQuery`, in one query: the page's ids first, off plans_status_updated_idx (or the altered
 * index) alone, then only those plans joined to their brief, client, author and rows, so a deep page skips index
 * entries, not joined rows. No brief join in the ids: a plan's brief is never deleted (the database refuses it,
 * migration 0007). With placeholders (`limit`, `offset`) it is the prepared statement of a list's pages.
 */
export function planPageQuery(
  db: Db,
  where: SQL | undefined,
  page: number | Placeholder,
  limit: number,
  counterKey: string | Placeholder,
) {
  const pageIds = pageIdsQuery(db, plans, plans.id, where, LIST_ORDER, page, limit).as('page');
  return planListQuery(db, undefined, pageIds, counterKey);
}

/** The plans of a searched page by their ids (`pageByIds`), with their list's counter (placeholder `counterKey`). */
export const plansByIdsStatement = (db: Db) =>
  planListQuery(db, undefined, pageByIds(db, plans, plans.id), sql.placeholder('counterKey'));

/** The counter of each list (docs/domain.md, "Counts"). */
const COUNTERS: Record<PlanList, string> = {
  inprogress: 'plans:status:inprogress',
  pending: 'plans:status:pending',
  altered: 'plans:altered',
  lost: 'plans:status:lost',
  modification_pending: 'plans:status:modification_pending',
  modification_required: 'plans:status:modification_required',
  accepted: 'plans:status:accepted',
};

/**
 * The prepared statement of a list's unsearched pages of `size` plans (a size of PREPARED_PAGE_SIZES): its offset
 * the one placeholder (`offset`), planned once per connection (db/connection.ts); routes/scale.test.ts checks its
 * generic plan.
 */
export const planListStatement = (db: Db, list: PlanList, size: number) =>
  planPageQuery(db, LISTS[list], sql.placeholder('page'), size, COUNTERS[list]);

/**
 * One page of a plan list: `allTotal` is the list's counter, `totalPlans` the matches of the search counted up to
 * a window past the page (neither scans the list).
 */
export async function listPlans(
  db: Db,
  list: PlanList,
  query: { page: number; limit: number; search?: string | undefined },
) {
  const which = LISTS[list];
  const term = searchTerm(query.search);
  const where = term ? and(which, await planSearchOf(db, term)) : which;
  // An unsearched page, what the screens ask for most, is a prepared statement of its list and page size.
  // The list's counter comes in the page's own statement (`counterColumn`).
  const size = preparedPageSize(query.limit);
  const { rows, searched } = term
    ? await searchedPage(db, { table: plans, id: plans.id, where: where as SQL, order: LIST_ORDER }, query, {
        name: 'plans_by_ids',
        build: plansByIdsStatement,
        counterKey: COUNTERS[list],
      })
    : {
        rows: await prepared(db, `plans_page_${list}_${size}`, (name, on) =>
          planListStatement(on, list, size).prepare(name),
        ).execute(pageValues(query.page, query.limit)),
        searched: null,
      };
  const allTotal = await counterOfPage(db, rows, COUNTERS[list]);
  return {
    plans: await toPlanListItems(db, withinPage(rows, query.limit)),
    totalPlans: searched?.total ?? allTotal,
    totalCapped: searched?.capped ?? false,
    allTotal,
  };
}

/** Which plans of one brief a per-brief list holds. */
export type BriefPlanList = PlanList | 'awaiting_review' | 'all';

const BRIEF_LISTS: Record<BriefPlanList, SQL | undefined> = {
  ...LISTS,
  /** fetch-pending-plans-admin: waiting for a review, first or after a modification. */
  awaiting_review: byStatus('pending', 'modification_pending'),
  all: undefined,
};

/**
 * The plans of one brief in a list (a brief has a handful, so no paging), with how many of them are altered.
 * 404 for an unknown or deleted brief.
 */
export async function listPlansOfBrief(db: Db, briefId: number, list: BriefPlanList, status?: PlanStatus) {
  // Both at once: the list is empty for a brief that does not exist, and then the answer is a 404 anyway.
  const [[brief], rows] = await Promise.all([
    db.select({ id: briefs.id }).from(briefs).where(liveBrief(briefId)),
    planListQuery(
      db,
      and(eq(plans.briefId, briefId), BRIEF_LISTS[list], status ? byStatus(status) : undefined),
    ),
  ]);
  if (!brief) throw notFound(BRIEF_NOT_FOUND);
  const items = await toPlanListItems(db, rows);
  return {
    plans: items,
    totalPlans: items.length,
    totalAlteredPlans: items.filter((item) => item.version > 1).length,
  };
}
