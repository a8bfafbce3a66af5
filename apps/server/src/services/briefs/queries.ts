import type { Brief, BriefListItem, BriefPage, BriefPlan, BriefStatus } from '@ooh/api/contract';
import {
  type AnyColumn,
  and,
  asc,
  desc,
  eq,
  inArray,
  isNull,
  type Placeholder,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import {
  ageRanges,
  briefAgeRanges,
  briefCities,
  briefGenders,
  briefMediums,
  briefRegions,
  briefSecRanges,
  briefs,
  cities,
  clients,
  files,
  genders,
  mediums,
  plans,
  regions,
  secRanges,
  users,
} from '../../db/schema.ts';
import { notFound } from '../../errors.ts';
import {
  commonTermPattern,
  containsCondition,
  counterColumn,
  counterOfPage,
  idIsOneOfPlaceholder,
  isAnyOf,
  literalEquals,
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

export const BRIEF_NOT_FOUND = 'Brief not found';
export const CLIENT_NOT_FOUND = 'Client not found';
export const NO_DOCUMENT = 'This brief has no document';

/** `is_Plan_attached`: the flag, which the database sets with the brief's first plan (migration 0007). */
export const hasPlan = sql<boolean>`${briefs.isPlanAttached}`;

/**
 * The brief's accepted plan as `{ id, name }` (JSON; a string on some drivers), or null: at most one (docs/domain.md
 * "Plan views and one plan per brief"), read through plans_brief_idx. The brief lists show it, and no new plan is
 * started on a brief that has one (plans' createPlanName).
 */
export const acceptedPlanOfBrief = (briefId: SQL | AnyColumn | number) =>
  sql<AcceptedPlanJson>`(select json_build_object('id', p."id", 'name', p."name") from ${plans} p
    where p."brief_id" = ${briefId} and p."status" = 'accepted' order by p."id" limit 1)`;

type AcceptedPlanJson = { id: number; name: string } | string | null;

/** The accepted plan of `acceptedPlanOfBrief`'s answer, whichever form the driver gave it. */
export function acceptedPlanOf(value: AcceptedPlanJson): { id: number; name: string } | null {
  if (value === null) return null;
  const plan = typeof value === 'string' ? (JSON.parse(value) as { id: number; name: string }) : value;
  return { id: Number(plan.id), name: String(plan.name) };
}

/** A brief that exists and is not deleted. */
export const liveBrief = (id: number) => and(eq(briefs.id, id), isNull(briefs.deletedAt));

const listColumns = {
  id: briefs.id,
  briefNumber: briefs.briefNumber,
  campaignName: briefs.campaignName,
  clientName: clients.companyName,
  status: briefs.status,
  reason: briefs.reason,
  hasPlan,
  updatedAt: briefs.updatedAt,
  kind: briefs.kind,
  clientId: briefs.clientId,
  startDate: briefs.startDate,
  endDate: briefs.endDate,
  budget: briefs.budget,
  createdByName: users.name,
  createdAt: briefs.createdAt,
  acceptedPlan: acceptedPlanOfBrief(briefs.id),
};

interface ListRow {
  id: number;
  briefNumber: string;
  campaignName: string;
  clientName: string;
  status: BriefStatus;
  reason: string | null;
  hasPlan: boolean;
  updatedAt: Date;
  kind: 'form' | 'file';
  clientId: number;
  startDate: string;
  endDate: string;
  budget: number;
  createdByName: string | null;
  createdAt: Date;
  acceptedPlan: AcceptedPlanJson;
}

function toListItem(row: ListRow): BriefListItem {
  return {
    id: row.id,
    brief_number: row.briefNumber,
    campaign_name: row.campaignName,
    client_name: row.clientName,
    status: row.status,
    reason: row.reason,
    is_Plan_attached: row.hasPlan ? 'Y' : 'N',
    updated_at: row.updatedAt.toISOString(),
    kind: row.kind,
    client_id: row.clientId,
    start_date: row.startDate,
    end_date: row.endDate,
    budget: Number(row.budget),
    created_by_name: row.createdByName,
    created_at: row.createdAt.toISOString(),
    accepted_plan: acceptedPlanOf(row.acceptedPlan),
  };
}

/**
 * Briefs whose campaign name, number or client's company name contains the term. Written as a semi-join on a
 * union with one ILIKE per branch, so that each branch uses its own trigram index: an OR across the join could
 * use none, and even the OR of campaign name and number within briefs made the planner scan the table (27 ms
 * against 1.5 ms over 20,000 briefs, measured with `npm run bench`).
 */
export function briefSearch(term: string, clientIds: readonly number[], samples?: SearchSamples): SQL {
  // A common term ("campaign" in every grown brief's name): a filter of each brief, which the list's order index
  // walks until the page and the count's window are found, instead of finding every match first (200,000 of them).
  const pattern = commonTermPattern(term, samples, ['briefs.campaign_name']);
  if (pattern) return briefMatches(sql`${briefs}`, pattern, clientIds);
  const contains = (table: string, alias: string, column: string) =>
    containsCondition(sql.raw(`${alias}."${column}"`), term, samples?.get(`${table}.${column}`));
  return sql`${briefs.id} in (
    select s."id" from ${briefs} s where ${contains('briefs', 's', 'campaign_name')}
    union all
    select s."id" from ${briefs} s where ${contains('briefs', 's', 'brief_number')}
    union all
    select s."id" from ${briefs} s where ${isAnyOf(sql.raw('s."client_id"'), clientIds)}
  )`;
}

/**
 * Whether the brief `brief` (the briefs table or an alias of it) holds a common term's `pattern` in its campaign name
 * or number, or is of one of `clientIds` when they are given: what a common term's search checks of each row it walks
 * (docs/domain.md "Searches", `isCommonTerm`).
 */
const briefMatches = (brief: SQL, pattern: string, clientIds?: readonly number[]) =>
  sql`(${brief}."campaign_name" ilike ${pattern} or ${brief}."brief_number" ilike ${pattern}${
    clientIds ? sql` or ${isAnyOf(sql`${brief}."client_id"`, clientIds)}` : sql``
  })`;

/**
 * A common term's filter of a plan, pay order or other row whose brief is `briefId` (`briefMatches`), by a scalar
 * subquery: a lookup per row walked, which the planner cannot turn into a join that hashes every brief (as an
 * EXISTS, PGlite did).
 */
export const briefHolds = (briefId: SQL, pattern: string, clientIds?: readonly number[]) =>
  sql`coalesce((select ${briefMatches(sql.raw('b'), pattern, clientIds)} from ${briefs} b where b."id" = ${briefId}), false)`;

/** `briefSearch` of `term` with the clients it names read first (`clientsMatching`). */
export async function briefSearchOf(db: Db, term: string): Promise<SQL> {
  const { samples, clientIds } = await searchInputs(db, term);
  return briefSearch(term, clientIds, samples);
}

/** A brief list's order, newest first (briefs_status_created_idx). */
const LIST_ORDER = [desc(briefs.createdAt), desc(briefs.id)];

/**
 * One page of briefs matching `where`, newest first. The page's ids are chosen first, off briefs_status_created_idx
 * (or briefs_client_idx) alone, and only those rows are joined to their client and author: a deep page skips
 * index entries, not joined rows (docs/domain.md, "Counts").
 */
export function briefPageQuery(
  db: Db,
  where: SQL | undefined,
  page: number | Placeholder,
  limit: number,
  counterKey: string | Placeholder,
) {
  const pageIds = pageIdsQuery(db, briefs, briefs.id, where, LIST_ORDER, page, limit);
  return db
    .select({ ...listColumns, allTotal: counterColumn(counterKey) })
    .from(briefs)
    .innerJoin(clients, eq(clients.id, briefs.clientId))
    .leftJoin(users, eq(users.id, briefs.createdBy))
    .where(inArray(briefs.id, pageIds))
    .orderBy(...LIST_ORDER);
}

/**
 * The prepared statement of a brief list's unsearched pages of `size` briefs (a size of PREPARED_PAGE_SIZES): the
 * offset and the counter's key its placeholders, with the list's own (`where`'s); routes/scale.test.ts checks its
 * generic plan.
 */
export const briefListStatement = (db: Db, where: SQL, size: number) =>
  briefPageQuery(db, where, sql.placeholder('page'), size, sql.placeholder('counterKey'));

/**
 * The briefs of a searched page by their ids (placeholder `ids`), with their client and author and the list's
 * counter (placeholder `counterKey`): the page's ids come from a statement built per call with the search, these
 * rows from a prepared one (docs/domain.md "Round trips"); routes/scale.test.ts checks its generic plan.
 */
export const briefsByIdsStatement = (db: Db) =>
  db
    .select({ ...listColumns, allTotal: counterColumn(sql.placeholder('counterKey')) })
    .from(briefs)
    .innerJoin(clients, eq(clients.id, briefs.clientId))
    .leftJoin(users, eq(users.id, briefs.createdBy))
    .where(idIsOneOfPlaceholder(briefs.id))
    .orderBy(...LIST_ORDER);

/** The condition of a status list as its prepared statement writes it (`literalEquals`). */
export const briefStatusIs = (status: Exclude<BriefStatus, 'deleted'>) =>
  literalEquals(briefs.status, status);

/** Which briefs a list holds: as a condition, and as the prepared statement that reads its unsearched pages. */
interface BriefList {
  where: SQL;
  /** The statement's name, its condition with placeholders, and their values. */
  prepared: { name: string; where: SQL; values: Record<string, unknown> };
  counterKey: string;
}

/**
 * One page of a brief list. `allTotal` is the list's counter (docs/domain.md, "Counts"); a searched total is
 * counted up to a window past the page (`cappedCount`), so neither scans the list. An unsearched page, what the
 * screens ask for most, is a prepared statement.
 */
async function briefPage(
  db: Db,
  list: BriefList,
  query: { page: number; limit: number; search?: string },
): Promise<BriefPage> {
  const term = searchTerm(query.search);
  const where = term ? and(list.where, await briefSearchOf(db, term)) : list.where;
  // Prepared per page size (shared/prepared.ts): a page of another size reads the next size up, cut to its own.
  const size = preparedPageSize(query.limit);
  const { rows, searched } = term
    ? await searchedPage(
        db,
        { table: briefs, id: briefs.id, where: where as SQL, order: LIST_ORDER },
        query,
        { name: 'briefs_by_ids', build: briefsByIdsStatement, counterKey: list.counterKey },
      )
    : {
        rows: await prepared(db, `${list.prepared.name}_${size}`, (name, on) =>
          briefListStatement(on, list.prepared.where, size).prepare(name),
        ).execute({
          ...list.prepared.values,
          ...pageValues(query.page, query.limit),
          counterKey: list.counterKey,
        }),
        searched: null,
      };
  const allTotal = await counterOfPage(db, rows, list.counterKey);
  return {
    briefs: withinPage(rows, query.limit).map(toListItem),
    total: searched?.total ?? allTotal,
    totalCapped: searched?.capped ?? false,
    allTotal,
  };
}

/** The New, Approved or Rejected list (deleted briefs have their own status, so they never match). */
export function listBriefsByStatus(
  db: Db,
  status: Exclude<BriefStatus, 'deleted'>,
  query: { page: number; limit: number; search?: string },
) {
  // A status other than `deleted` implies deleted_at is null (briefs_deleted_check): the status alone is the list,
  // which briefs_status_created_idx reads in order.
  return briefPage(
    db,
    {
      where: eq(briefs.status, status),
      // A statement per status, the status a literal of it, for the generic plan it runs with.
      prepared: { name: `briefs_page_${status}`, where: briefStatusIs(status), values: {} },
      counterKey: `briefs:status:${status}`,
    },
    query,
  );
}

/** One client's briefs in every status but deleted; the client is found by its account's user id. */
export async function listClientBriefs(db: Db, userId: number, query: { page: number; limit: number }) {
  const [client] = await db
    .select({ id: clients.id })
    .from(clients)
    .where(and(eq(clients.userId, userId), isNull(clients.deletedAt)));
  if (!client) throw notFound(CLIENT_NOT_FOUND);
  return briefPage(
    db,
    {
      where: and(eq(briefs.clientId, client.id), isNull(briefs.deletedAt)) as SQL,
      prepared: {
        name: 'briefs_page_of_client',
        where: and(eq(briefs.clientId, sql.placeholder('clientId')), isNull(briefs.deletedAt)) as SQL,
        values: { clientId: client.id },
      },
      counterKey: `briefs:client:${client.id}`,
    },
    query,
  );
}

/**
 * The chosen targets of a brief, each list in its lookup's own order (the order the pickers show). The six
 * queries run one after another: `db` may be the brief's transaction, whose one connection takes one query at a
 * time (node-postgres warns about queued queries, and its next major refuses them).
 */
async function briefTargets(db: Db, id: number) {
  const queries = [
    db
      .select({ id: regions.id, name: regions.name })
      .from(briefRegions)
      .innerJoin(regions, eq(regions.id, briefRegions.regionId))
      .where(eq(briefRegions.briefId, id))
      .orderBy(asc(regions.name)),
    db
      .select({ id: cities.id, name: cities.name })
      .from(briefCities)
      .innerJoin(cities, eq(cities.id, briefCities.cityId))
      .innerJoin(regions, eq(regions.id, cities.regionId))
      .where(eq(briefCities.briefId, id))
      .orderBy(asc(regions.name), asc(cities.name)),
    db
      .select({ id: mediums.id, name: mediums.name })
      .from(briefMediums)
      .innerJoin(mediums, eq(mediums.id, briefMediums.mediumId))
      .where(eq(briefMediums.briefId, id))
      .orderBy(asc(mediums.kind), asc(mediums.name)),
    db
      .select({ id: secRanges.id, name: secRanges.name })
      .from(briefSecRanges)
      .innerJoin(secRanges, eq(secRanges.id, briefSecRanges.secRangeId))
      .where(eq(briefSecRanges.briefId, id))
      .orderBy(asc(secRanges.sortOrder), asc(secRanges.name)),
    db
      .select({ id: ageRanges.id, name: ageRanges.name })
      .from(briefAgeRanges)
      .innerJoin(ageRanges, eq(ageRanges.id, briefAgeRanges.ageRangeId))
      .where(eq(briefAgeRanges.briefId, id))
      .orderBy(asc(ageRanges.sortOrder), asc(ageRanges.name)),
    db
      .select({ id: genders.id, name: genders.name })
      .from(briefGenders)
      .innerJoin(genders, eq(genders.id, briefGenders.genderId))
      .where(eq(briefGenders.briefId, id))
      .orderBy(asc(genders.sortOrder), asc(genders.name)),
  ];
  const lists: Array<Array<{ id: number; name: string }>> = [];
  for (const query of queries) lists.push(await query);
  const [regions_, cities_, mediums_, secRanges_, ageRanges_, genders_] = lists as [
    Named[],
    Named[],
    Named[],
    Named[],
    Named[],
    Named[],
  ];
  return {
    regions: regions_,
    cities: cities_,
    mediums: mediums_,
    secRanges: secRanges_,
    ageRanges: ageRanges_,
    genders: genders_,
  };
}

type Named = { id: number; name: string };

/** A whole brief as the review, details and update screens show it; null when it does not exist or is deleted. */
export async function findBrief(db: Db, id: number): Promise<(Brief & { createdBy: number | null }) | null> {
  const [row] = await db
    .select({
      ...listColumns,
      objective: briefs.objective,
      notes: briefs.notes,
      designLink: briefs.designLink,
      highresLink: briefs.highresLink,
      createdBy: briefs.createdBy,
      fileName: files.originalName,
      contentType: files.contentType,
      size: files.size,
      uploadedAt: files.createdAt,
    })
    .from(briefs)
    .innerJoin(clients, eq(clients.id, briefs.clientId))
    .leftJoin(users, eq(users.id, briefs.createdBy))
    .leftJoin(files, eq(files.id, briefs.attachmentFileId))
    .where(liveBrief(id));
  if (!row) return null;
  const targets = await briefTargets(db, id);
  return {
    ...toListItem(row),
    objective: row.objective,
    notes: row.notes,
    regions: targets.regions,
    cities: targets.cities,
    mediums: targets.mediums,
    sec_ranges: targets.secRanges,
    age_ranges: targets.ageRanges,
    genders: targets.genders,
    design_link: row.designLink,
    highres_link: row.highresLink,
    attachment:
      row.fileName !== null && row.contentType !== null && row.size !== null && row.uploadedAt !== null
        ? {
            file_name: row.fileName,
            content_type: row.contentType,
            size: Number(row.size),
            uploaded_at: row.uploadedAt.toISOString(),
          }
        : null,
    createdBy: row.createdBy,
  };
}

/** The brief as the contract's `Brief` (without the server-only creator id). */
export function publicBrief(brief: Brief & { createdBy?: number | null }): Brief {
  const { createdBy: _createdBy, ...rest } = brief;
  return rest;
}

/** fetch-single-brief-admin: the brief and its plans, oldest plan first. */
export async function getBriefWithPlans(db: Db, id: number): Promise<{ brief: Brief; plans: BriefPlan[] }> {
  const brief = await findBrief(db, id);
  if (!brief) throw notFound(BRIEF_NOT_FOUND);
  const planRows = await db
    .select({
      id: plans.id,
      name: plans.name,
      status: plans.status,
      version: plans.version,
      updatedAt: plans.updatedAt,
    })
    .from(plans)
    .where(eq(plans.briefId, id))
    .orderBy(asc(plans.createdAt), asc(plans.id));
  return {
    brief: publicBrief(brief),
    plans: planRows.map((plan) => ({
      id: plan.id,
      name: plan.name,
      status: plan.status,
      version: plan.version,
      updated_at: plan.updatedAt.toISOString(),
    })),
  };
}

/** The stored document of a brief, for the download: 404 for no brief, or a brief without a document. */
export async function findBriefDocument(db: Db, id: number) {
  const [row] = await db
    .select({
      storageKey: files.storageKey,
      originalName: files.originalName,
      contentType: files.contentType,
      size: files.size,
    })
    .from(briefs)
    .leftJoin(files, eq(files.id, briefs.attachmentFileId))
    .where(liveBrief(id));
  if (!row) throw notFound(BRIEF_NOT_FOUND);
  if (row.storageKey === null || row.originalName === null || row.contentType === null || row.size === null)
    throw notFound(NO_DOCUMENT);
  return {
    storageKey: row.storageKey,
    originalName: row.originalName,
    contentType: row.contentType,
    size: Number(row.size),
  };
}
