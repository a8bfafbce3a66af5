import {
  CAMPAIGN_MESSAGES,
  type CampaignDetail,
  type CampaignListItem,
  type CampaignListQuery,
  type CampaignStatus,
} from '@ooh/api/contract';
import { and, desc, eq, isNull, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { SubqueryWithSelection } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/connection.ts';
import {
  briefs,
  campaignSites,
  campaigns,
  clients,
  payOrders,
  plans,
  sites,
  users,
} from '../../db/schema.ts';
import { notFound } from '../../errors.ts';
import { differenceOf } from '../payorders/plan-total.ts';
import { grandTotalOfPlan, planFigures, storePlanFigures } from '../plans/queries.ts';
import {
  cappedCount,
  containsCondition,
  counterColumn,
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
  searchSamples,
  searchTerm,
  withinPage,
} from '../shared/index.ts';
import { campaignStatsColumn, statsFields } from './facts.ts';
import {
  type CampaignSitesQuery,
  campaignSitesPage,
  campaignSitesPageByBrief,
  isNarrowed,
  sitesPageOf,
} from './site-queries.ts';

/**
 * The campaign reads (docs/domain.md "Campaign"): the active and completed lists with the spec's filters, per client
 * too, one campaign by its brief with a page of its sites, and the campaign site items the field calls reuse. A page
 * is chosen in SQL off campaigns_status_created_idx; the per-campaign counts (sites, what waits, the verified share)
 * are computed for that page's campaigns only.
 */

export const CAMPAIGN_NOT_FOUND = CAMPAIGN_MESSAGES.notFound;

// ---------------------------------------------------------------------------------------------------------------
// List items

const listColumns = {
  id: campaigns.id,
  briefId: campaigns.briefId,
  briefNumber: briefs.briefNumber,
  planId: campaigns.planId,
  payOrderId: campaigns.payOrderId,
  name: campaigns.name,
  clientId: briefs.clientId,
  clientName: clients.companyName,
  status: campaigns.status,
  startDate: campaigns.startDate,
  endDate: campaigns.endDate,
  designLink: briefs.designLink,
  highresLink: briefs.highresLink,
  createdAt: campaigns.createdAt,
  completedAt: campaigns.completedAt,
  stats: campaignStatsColumn(sql`${campaigns.id}`),
};

/** The ids of one page of campaigns, as a subquery aliased `page`. */
type CampaignPageIds = SubqueryWithSelection<{ id: typeof campaigns.id }, 'page'>;

/** Campaigns with their brief, client and stats; the page's ids first in the joins when given. */
function selectCampaigns(db: Db, page?: CampaignPageIds, counterKey?: string | Placeholder) {
  let query = db
    .select({
      ...listColumns,
      allTotal: counterKey === undefined ? sql<null>`null` : counterColumn(counterKey),
    })
    .from(campaigns)
    .$dynamic();
  if (page) query = query.innerJoin(page, eq(page.id, campaigns.id));
  return query
    .innerJoin(briefs, eq(briefs.id, campaigns.briefId))
    .innerJoin(clients, eq(clients.id, briefs.clientId));
}

type CampaignRow = Omit<Awaited<ReturnType<typeof selectCampaigns>>[number], 'allTotal'>;

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export function toCampaignListItem(row: CampaignRow): CampaignListItem {
  return {
    id: row.id,
    brief_id: row.briefId,
    brief_number: row.briefNumber,
    plan_id: row.planId,
    pay_order_id: row.payOrderId,
    name: row.name,
    client_id: row.clientId,
    client_name: row.clientName,
    status: row.status,
    start_date: row.startDate,
    end_date: row.endDate,
    ...statsFields(row.stats),
    design_link: row.designLink,
    highres_link: row.highresLink,
    created_at: iso(row.createdAt) as string,
    completed_at: iso(row.completedAt),
  };
}

/** One campaign as the lists show it, by its id; null when there is none. */
export async function campaignListItem(db: Db, id: number): Promise<CampaignListItem | null> {
  const [row] = await selectCampaigns(db).where(eq(campaigns.id, id));
  return row ? toCampaignListItem(row) : null;
}

/** Newest first: campaigns_status_created_idx reads a status's list in this order. */
const LIST_ORDER = [desc(campaigns.createdAt), desc(campaigns.id)];

const COUNTERS: Record<CampaignStatus, string> = {
  active: 'campaigns:status:active',
  completed: 'campaigns:status:completed',
};

// ---------------------------------------------------------------------------------------------------------------
// Filters

type Filters = Omit<CampaignListQuery, 'page' | 'limit'>;

/**
 * The spec's filters (docs/domain.md "Campaign", the filters' readings): the name and the client's company contain
 * the text (trigram indexes), start_date keeps campaigns still running on or after it (ending on or after it),
 * end_date those started on or before it, region and city those with a site there, count those with at least that
 * many sites.
 */
export function campaignFilters(
  filters: Filters,
  samples: SearchSamples,
  /** The clients `client_name` names (`clientsMatching`), read first. */
  clientIds: readonly number[],
): SQL[] {
  const where: SQL[] = [];
  const name = searchTerm(filters.campaign_name);
  // By the name's rarest word when the column's statistics show one (docs/domain.md "Searches").
  if (name) where.push(containsCondition(sql`${campaigns.name}`, name, samples.get('campaigns.name')));
  const client = searchTerm(filters.client_name);
  if (client)
    where.push(
      sql`${campaigns.briefId} in (select b."id" from ${briefs} b where ${isAnyOf(sql.raw('b."client_id"'), clientIds)})`,
    );
  if (filters.start_date) where.push(sql`${campaigns.endDate} >= ${filters.start_date}`);
  if (filters.end_date) where.push(sql`${campaigns.startDate} <= ${filters.end_date}`);
  if (filters.region !== undefined)
    where.push(
      sql`exists (select 1 from ${campaignSites} cs join ${sites} s on s."id" = cs."site_id"
            where cs."campaign_id" = ${campaigns.id} and s."region_id" = ${Number(filters.region)})`,
    );
  if (filters.city !== undefined)
    where.push(
      sql`exists (select 1 from ${campaignSites} cs join ${sites} s on s."id" = cs."site_id"
            where cs."campaign_id" = ${campaigns.id} and s."city_id" = ${Number(filters.city)})`,
    );
  if (filters.count !== undefined && Number(filters.count) > 0)
    where.push(
      sql`(select count(*) from ${campaignSites} cs where cs."campaign_id" = ${campaigns.id}) >= ${Number(filters.count)}`,
    );
  return where;
}

const ofClient = (clientId: number) =>
  sql`${campaigns.briefId} in (select b."id" from ${briefs} b where b."client_id" = ${clientId})`;

// ---------------------------------------------------------------------------------------------------------------
// Lists

function campaignPageQuery(
  db: Db,
  where: SQL | undefined,
  page: number | Placeholder,
  limit: number,
  counterKey: string | Placeholder,
) {
  const pageIds = pageIdsQuery(db, campaigns, campaigns.id, where, LIST_ORDER, page, limit).as('page');
  return selectCampaigns(db, pageIds, counterKey).orderBy(...LIST_ORDER);
}

/** The prepared statement of a status's unfiltered pages of `size` campaigns (routes/scale.test.ts style). */
export const campaignListStatement = (db: Db, status: CampaignStatus, size: number) =>
  campaignPageQuery(
    db,
    literalEquals(campaigns.status, status),
    sql.placeholder('page'),
    size,
    COUNTERS[status],
  );

/**
 * The campaigns of a filtered page by their ids (`pageByIds`, placeholder `ids`) with their list's counter
 * (placeholder `counterKey`): the page's ids and its capped count come from a statement built per call with the
 * filters, these rows from a prepared one (`searchedPage`, docs/domain.md "Round trips"); routes/scale.test.ts
 * checks its generic plan.
 */
export const campaignsByIdsStatement = (db: Db) =>
  selectCampaigns(db, pageByIds(db, campaigns, campaigns.id), sql.placeholder('counterKey')).orderBy(
    ...LIST_ORDER,
  );

/** Whether any filter is given (the samples only choose how a name is looked up, not whether it is). */
const hasFilters = (filters: Filters) => campaignFilters(filters, new Map(), []).length > 0;

/**
 * One page of the active or completed campaigns, optionally of one client (`clientId`, the clients table's id; 404
 * when unknown). Unfiltered and across clients: a prepared statement, its total the list's counter. Filtered or per
 * client: built per call, its total counted up to a window past the page (`totalCapped`); allTotal is the counter, or
 * for one client its campaigns of that status counted the same capped way.
 */
export async function listCampaigns(
  db: Db,
  status: CampaignStatus,
  query: CampaignListQuery & { page: number; limit: number },
  clientId?: number,
) {
  if (clientId !== undefined) {
    const [client] = await db
      .select({ id: clients.id })
      .from(clients)
      .where(and(eq(clients.id, clientId), isNull(clients.deletedAt)));
    if (!client) throw notFound(CAMPAIGN_MESSAGES.clientNotFound);
  }
  const byStatus = literalEquals(campaigns.status, status);
  const scope = clientId === undefined ? byStatus : and(byStatus, ofClient(clientId));
  const filtered = hasFilters(query);
  let rows: Awaited<ReturnType<typeof selectCampaigns>>;
  let total: { total: number; capped: boolean };
  let allTotal: number;
  if (!filtered && clientId === undefined) {
    const size = preparedPageSize(query.limit);
    rows = await prepared(db, `campaigns_page_${status}_${size}`, (name, on) =>
      campaignListStatement(on, status, size).prepare(name),
    ).execute(pageValues(query.page, query.limit));
    allTotal = await counterOfPage(db, rows, COUNTERS[status]);
    total = { total: allTotal, capped: false };
  } else {
    const client = searchTerm(query.client_name);
    const { samples, clientIds } = client
      ? await searchInputs(db, client)
      : { samples: await searchSamples(db), clientIds: [] };
    const where = and(scope, ...campaignFilters(query, samples, clientIds));
    const [page, scoped] = await Promise.all([
      searchedPage(
        db,
        { table: campaigns, id: campaigns.id, where: where as SQL, order: LIST_ORDER },
        query,
        { name: 'campaigns_by_ids', build: campaignsByIdsStatement, counterKey: COUNTERS[status] },
      ),
      clientId === undefined ? null : cappedCount(db, sql`select 1 from ${campaigns} where ${scope}`, query),
    ]);
    rows = page.rows;
    total = page.searched;
    allTotal = scoped ? scoped.total : await counterOfPage(db, rows, COUNTERS[status]);
  }
  return {
    campaigns: withinPage(rows.map(toCampaignListItem), query.limit),
    total: total.total,
    totalCapped: total.capped,
    allTotal,
    totalPages: Math.ceil(total.total / query.limit),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// One campaign

/**
 * One campaign by its brief (the screens' routes carry brief_id; a brief has at most one campaign) with its header
 * and a page of its sites in site-code order. 404 when the brief is unknown or has no campaign yet.
 */
export async function getCampaignByBrief(
  db: Db,
  briefId: number,
  query: CampaignSitesQuery,
  taxRatePercent: number,
) {
  // The campaign with what its header adds (plan, pay order with the plan's rows for its total, who completed it) in
  // one prepared statement, and the unnarrowed page of its sites by the same brief beside it: one round of two
  // statements (issue 12: the page was four round trips one after the other, each query planned afresh).
  const narrowed = isNarrowed(query);
  const [[header], firstRead] = await Promise.all([
    prepared(db, 'campaign_with_header_by_brief', (name, on) => campaignByBrief(on).prepare(name)).execute({
      briefId,
    }),
    narrowed ? undefined : campaignSitesPageByBrief(db, briefId, query),
  ]);
  if (!header) {
    const [brief] = await db
      .select({ id: briefs.id })
      .from(briefs)
      .where(and(eq(briefs.id, briefId), isNull(briefs.deletedAt)));
    throw notFound(brief ? CAMPAIGN_MESSAGES.briefNoCampaign : 'Brief not found');
  }
  // The plan's totals are read (and so may be stored) only with a pay order (`campaignByBrief`).
  if (header.poId !== null) await storePlanFigures(db, [header]);
  const item = toCampaignListItem(header);
  const page = firstRead
    ? sitesPageOf(firstRead, null, item.sites_count)
    : await campaignSitesPage(db, header.id, item.sites_count, query);
  const campaign: CampaignDetail = {
    ...item,
    plan_name: header.planName,
    pay_order: campaignPayOrder(header, taxRatePercent),
    completed_by_name: header.completedByName,
  };

  return { campaign, ...page };
}

/**
 * A campaign by its brief as the lists show it, with what its header adds: the plan's name, who completed it, and its
 * pay order with the plan's rows' figure inputs for the order's plan total (read only when there is a pay order).
 */
function campaignByBrief(db: Db) {
  const figures = planFigures(db, sql`${campaigns.payOrderId} is not null`);
  return db
    .select({
      ...listColumns,
      planName: plans.name,
      completedByName: users.name,
      poId: payOrders.id,
      poNumber: payOrders.poNumber,
      amount: payOrders.amount,
      poDate: payOrders.poDate,
      poStatus: payOrders.status,
      ...figures.columns,
    })
    .from(campaigns)
    .innerJoin(briefs, eq(briefs.id, campaigns.briefId))
    .innerJoin(clients, eq(clients.id, briefs.clientId))
    .innerJoin(plans, eq(plans.id, campaigns.planId))
    .leftJoin(users, eq(users.id, campaigns.completedBy))
    .leftJoin(payOrders, eq(payOrders.id, campaigns.payOrderId))
    .leftJoinLateral(figures.inputs, sql`true`)
    .where(eq(campaigns.briefId, sql.placeholder('briefId')));
}

type CampaignHeader = Awaited<ReturnType<ReturnType<typeof campaignByBrief>['execute']>>[number];

/** The campaign's pay order as its header shows it, when it has one (data older than pay orders has none). */
function campaignPayOrder(extra: CampaignHeader, taxRatePercent: number): CampaignDetail['pay_order'] {
  if (extra.poId === null || extra.poNumber === null || extra.poDate === null || extra.poStatus === null)
    return null;
  const amount = Number(extra.amount);
  const planTotal = grandTotalOfPlan(extra, taxRatePercent);
  return {
    id: extra.poId,
    po_number: extra.poNumber,
    amount,
    po_date: extra.poDate,
    status: extra.poStatus,
    plan_total: planTotal,
    difference: differenceOf(amount, planTotal),
  };
}
