import {
  type AwaitingPayOrderItem,
  PAY_ORDER_MESSAGES,
  type PayOrderItem,
  type PayOrderStatus,
} from '@ooh/api/contract';
import { and, desc, eq, isNull, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { alias, type SubqueryWithSelection } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/connection.ts';
import { briefs, campaigns, clients, files, payOrders, plans, users } from '../../db/schema.ts';
import { notFound } from '../../errors.ts';
import { briefHolds } from '../briefs/queries.ts';
import { verifiedShare, verifiedSql } from '../campaigns/facts.ts';
import { grandTotalOfPlan, planFigures, storePlanFigures } from '../plans/queries.ts';
import {
  cappedCount,
  commonTermPattern,
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
import { differenceOf } from './plan-total.ts';

/**
 * The pay order reads (docs/domain.md "Pay order"): the lists by status (a page chosen off
 * pay_orders_status_created_idx, its counter in the same statement), the briefs awaiting one, the counts, one brief's
 * orders and the document. Each answer carries the plan's consolidated total and the difference, computed by the plan
 * math for the page's plans only, and the campaign's verified share once accepted.
 */

export const PAY_ORDER_NOT_FOUND = PAY_ORDER_MESSAGES.notFound;

const recorder = alias(users, 'recorder');
const decider = alias(users, 'decider');

/** The verified and total sites of the campaign a pay order started (null before it is accepted). */
const campaignSitesColumn = sql<string | { sites: number; verified: number } | null>`(
  select json_build_object('sites', count(*), 'verified', count(*) filter (where ${verifiedSql}))
  from "campaign_sites" cs where cs."campaign_id" = ${campaigns.id})`;

type PageIds = SubqueryWithSelection<{ id: typeof payOrders.id }, 'page'>;

function selectPayOrders(db: Db, page?: PageIds, counterKey?: string | Placeholder) {
  const figures = planFigures(db);
  let query = db
    .select({
      id: payOrders.id,
      briefId: payOrders.briefId,
      briefNumber: briefs.briefNumber,
      campaignName: briefs.campaignName,
      clientName: clients.companyName,
      planId: payOrders.planId,
      planName: plans.name,
      poNumber: payOrders.poNumber,
      amount: payOrders.amount,
      poDate: payOrders.poDate,
      status: payOrders.status,
      reason: payOrders.reason,
      fileName: files.originalName,
      contentType: files.contentType,
      size: files.size,
      recordedByName: recorder.name,
      createdAt: payOrders.createdAt,
      decidedByName: decider.name,
      decidedAt: payOrders.decidedAt,
      campaignId: campaigns.id,
      campaignSites: campaignSitesColumn,
      allTotal: counterKey === undefined ? sql<null>`null` : counterColumn(counterKey),
      // The plan's totals, or its rows' figure inputs for them, in the same statement (one round trip a page).
      ...figures.columns,
    })
    .from(payOrders)
    .$dynamic();
  if (page) query = query.innerJoin(page, eq(page.id, payOrders.id));
  return query
    .innerJoin(briefs, eq(briefs.id, payOrders.briefId))
    .innerJoin(clients, eq(clients.id, briefs.clientId))
    .innerJoin(plans, eq(plans.id, payOrders.planId))
    .innerJoin(files, eq(files.id, payOrders.fileId))
    .leftJoin(recorder, eq(recorder.id, payOrders.recordedBy))
    .leftJoin(decider, eq(decider.id, payOrders.decidedBy))
    .leftJoin(campaigns, eq(campaigns.payOrderId, payOrders.id))
    .leftJoinLateral(figures.inputs, sql`true`);
}

type PayOrderRow = Awaited<ReturnType<typeof selectPayOrders>>[number];

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/**
 * The rows as answers, each with its plan's consolidated total by the plan math (docs/domain.md "Pay order"). The
 * lists then store the totals they computed (`storePlanFigures`); an order read inside a transaction does not, so
 * that a pay order's decision never takes its plan's row lock.
 */
export function toPayOrderItems(rows: readonly PayOrderRow[], taxRatePercent: number): PayOrderItem[] {
  return rows.map((row) => {
    const amount = Number(row.amount);
    const planTotal = grandTotalOfPlan(row, taxRatePercent);
    const stats = typeof row.campaignSites === 'string' ? JSON.parse(row.campaignSites) : row.campaignSites;
    return {
      id: row.id,
      brief_id: row.briefId,
      brief_number: row.briefNumber,
      campaign_name: row.campaignName,
      client_name: row.clientName,
      plan_id: row.planId,
      plan_name: row.planName,
      po_number: row.poNumber,
      amount,
      po_date: row.poDate,
      status: row.status,
      reason: row.reason,
      plan_total: planTotal,
      difference: differenceOf(amount, planTotal),
      document: { file_name: row.fileName, content_type: row.contentType, size: Number(row.size) },
      recorded_by_name: row.recordedByName,
      created_at: iso(row.createdAt) as string,
      decided_by_name: row.decidedByName,
      decided_at: iso(row.decidedAt),
      campaign_id: row.campaignId,
      verified_share:
        row.campaignId === null
          ? null
          : verifiedShare(Number(stats?.verified ?? 0), Number(stats?.sites ?? 0)),
    };
  });
}

/** One pay order as every answer gives it; null when there is none. */
export async function findPayOrderItem(db: Db, id: number, taxRatePercent: number) {
  const rows = await selectPayOrders(db).where(eq(payOrders.id, id));
  const [item] = toPayOrderItems(rows, taxRatePercent);
  return item ?? null;
}

const LIST_ORDER = [desc(payOrders.createdAt), desc(payOrders.id)];

const counterOf = (status: PayOrderStatus) => `pay_orders:status:${status}`;

/**
 * Orders whose PO number, brief number or campaign name contains the term, one indexed ILIKE a branch, each looked
 * up by the term's rarest word when the column's statistics show one (docs/domain.md "Searches").
 */
function payOrderSearch(term: string, samples: SearchSamples): SQL {
  // A common term: each order of the list walked in its order is checked (`isCommonTerm`).
  const pattern = commonTermPattern(term, samples, ['briefs.campaign_name', 'pay_orders.po_number']);
  if (pattern)
    return sql`(${payOrders.poNumber} ilike ${pattern} or ${briefHolds(sql`${payOrders.briefId}`, pattern)})`;
  const contains = (table: string, alias: string, column: string) =>
    containsCondition(sql.raw(`${alias}."${column}"`), term, samples.get(`${table}.${column}`));
  return sql`${payOrders.id} in (
    select po."id" from ${payOrders} po where ${contains('pay_orders', 'po', 'po_number')}
    union all
    select po."id" from ${payOrders} po join ${briefs} b on b."id" = po."brief_id" where ${contains('briefs', 'b', 'brief_number')}
    union all
    select po."id" from ${payOrders} po join ${briefs} b on b."id" = po."brief_id" where ${contains('briefs', 'b', 'campaign_name')}
  )`;
}

function payOrderPageQuery(
  db: Db,
  where: SQL | undefined,
  page: number | Placeholder,
  limit: number,
  counterKey: string,
) {
  const pageIds = pageIdsQuery(db, payOrders, payOrders.id, where, LIST_ORDER, page, limit).as('page');
  return selectPayOrders(db, pageIds, counterKey).orderBy(...LIST_ORDER);
}

/** The prepared statement of a status's unsearched pages of `size` orders. */
export const payOrderListStatement = (db: Db, status: PayOrderStatus, size: number) =>
  payOrderPageQuery(
    db,
    literalEquals(payOrders.status, status),
    sql.placeholder('page'),
    size,
    counterOf(status),
  );

/** The orders of a searched page by their ids (`pageByIds`), with the counter of their status. */
export const payOrdersByIdsStatement = (db: Db) =>
  selectPayOrders(db, pageByIds(db, payOrders, payOrders.id), sql.placeholder('counterKey')).orderBy(
    ...LIST_ORDER,
  );

/** One page of the pay orders of a status: allTotal its counter, total the search's matches (capped). */
export async function listPayOrders(
  db: Db,
  query: { status: PayOrderStatus; page: number; limit: number; search?: string | undefined },
  taxRatePercent: number,
) {
  const byStatus = literalEquals(payOrders.status, query.status);
  const term = searchTerm(query.search);
  const where = term ? and(byStatus, payOrderSearch(term, await searchSamples(db))) : byStatus;
  const size = preparedPageSize(query.limit);
  const { rows, searched } = term
    ? await searchedPage(
        db,
        { table: payOrders, id: payOrders.id, where: where as SQL, order: LIST_ORDER },
        query,
        { name: 'pay_orders_by_ids', build: payOrdersByIdsStatement, counterKey: counterOf(query.status) },
      )
    : {
        rows: await prepared(db, `pay_orders_page_${query.status}_${size}`, (name, on) =>
          payOrderListStatement(on, query.status, size).prepare(name),
        ).execute(pageValues(query.page, query.limit)),
        searched: null,
      };
  const allTotal = await counterOfPage(db, rows, counterOf(query.status));
  const page = withinPage(rows, query.limit);
  await storePlanFigures(db, page);
  return {
    pay_orders: toPayOrderItems(page, taxRatePercent),
    total: searched?.total ?? allTotal,
    totalCapped: searched?.capped ?? false,
    allTotal,
  };
}

/** Every pay order of a brief, newest first (a brief has a handful). 404 for an unknown or deleted brief. */
export async function listBriefPayOrders(db: Db, briefId: number, taxRatePercent: number) {
  const [brief] = await db
    .select({ id: briefs.id })
    .from(briefs)
    .where(and(eq(briefs.id, briefId), isNull(briefs.deletedAt)));
  if (!brief) throw notFound(PAY_ORDER_MESSAGES.briefNotFound);
  const rows = await selectPayOrders(db)
    .where(eq(payOrders.briefId, briefId))
    .orderBy(...LIST_ORDER);
  await storePlanFigures(db, rows);
  return { pay_orders: toPayOrderItems(rows, taxRatePercent) };
}

// ---------------------------------------------------------------------------------------------------------------
// Awaiting a pay order

/**
 * An accepted plan whose brief has no pending or accepted pay order and no campaign: one is to be recorded. Read off
 * plans_status_updated_idx (accepted, latest first), each probe on pay_orders_live_brief_unique.
 */
const awaitingWhere = sql`${plans.status} = 'accepted'
  and not exists (select 1 from ${payOrders} po where po."brief_id" = ${plans.briefId} and po."status" in ('pending', 'accepted'))
  and not exists (select 1 from ${campaigns} c where c."brief_id" = ${plans.briefId})`;

function awaitingSearch(term: string, clientIds: readonly number[], samples: SearchSamples): SQL {
  // A common term: each accepted plan of the list walked in its order is checked (`isCommonTerm`).
  const pattern = commonTermPattern(term, samples, ['briefs.campaign_name']);
  if (pattern) return briefHolds(sql`${plans.briefId}`, pattern, clientIds);
  const contains = (table: string, alias: string, column: string) =>
    containsCondition(sql.raw(`${alias}."${column}"`), term, samples.get(`${table}.${column}`));
  return sql`${plans.briefId} in (
    select b."id" from ${briefs} b where ${contains('briefs', 'b', 'brief_number')}
    union all
    select b."id" from ${briefs} b where ${contains('briefs', 'b', 'campaign_name')}
    union all
    select b."id" from ${briefs} b where ${isAnyOf(sql.raw('b."client_id"'), clientIds)}
  )`;
}

/**
 * The pay order counters and how many accepted plans await a pay order, in one prepared statement (docs/domain.md
 * "Counts"): accepted plans − live pay orders (each is on a brief's one accepted plan) − campaigns started without
 * one (data older than pay orders; campaigns_pay_order_idx counts them).
 */
const payOrderCountsStatement = (db: Db) =>
  db
    .select({
      acceptedPlans: counterColumn('plans:status:accepted'),
      pending: counterColumn(counterOf('pending')),
      accepted: counterColumn(counterOf('accepted')),
      rejected: counterColumn(counterOf('rejected')),
      legacy: sql<number>`(select count(*)::int from ${campaigns} where ${campaigns.payOrderId} is null)`,
    })
    .from(sql`(values (1)) as one (x)`);

/** The tab counts of /plan-po-review, from counters: one statement. */
export async function payOrderCounts(db: Db) {
  const [row] = await prepared(db, 'pay_order_counts', (name, on) =>
    payOrderCountsStatement(on).prepare(name),
  ).execute();
  const pending = Number(row?.pending ?? 0);
  const accepted = Number(row?.accepted ?? 0);
  return {
    awaiting: Math.max(0, Number(row?.acceptedPlans ?? 0) - pending - accepted - Number(row?.legacy ?? 0)),
    pending,
    accepted,
    rejected: Number(row?.rejected ?? 0),
  };
}

export async function listBriefsAwaitingPayOrder(
  db: Db,
  query: { page: number; limit: number; search?: string | undefined },
  taxRatePercent: number,
) {
  const term = searchTerm(query.search);
  const inputs = term ? await searchInputs(db, term) : null;
  const where =
    term && inputs
      ? and(awaitingWhere, awaitingSearch(term, inputs.clientIds, inputs.samples))
      : awaitingWhere;
  const figures = planFigures(db);
  const [rows, counted, allTotal] = await Promise.all([
    db
      .select({
        planId: plans.id,
        planName: plans.name,
        acceptedAt: plans.updatedAt,
        briefId: briefs.id,
        briefNumber: briefs.briefNumber,
        campaignName: briefs.campaignName,
        clientName: clients.companyName,
        lastRejection: sql<string | AwaitingPayOrderItem['last_rejection']>`(
          select json_build_object('id', po."id", 'po_number', po."po_number", 'reason', po."reason",
                                   'decided_at', po."decided_at")
          from ${payOrders} po where po."brief_id" = ${plans.briefId} and po."status" = 'rejected'
          order by po."created_at" desc, po."id" desc limit 1)`,
        ...figures.columns,
      })
      .from(plans)
      .innerJoin(briefs, eq(briefs.id, plans.briefId))
      .innerJoin(clients, eq(clients.id, briefs.clientId))
      .leftJoinLateral(figures.inputs, sql`true`)
      .where(and(where, isNull(briefs.deletedAt)))
      .orderBy(desc(plans.updatedAt), desc(plans.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    term ? cappedCount(db, sql`select 1 from ${plans} where ${where}`, query) : null,
    payOrderCounts(db).then((counts) => counts.awaiting),
  ]);
  await storePlanFigures(db, rows);
  const briefsAwaiting: AwaitingPayOrderItem[] = rows.map((row) => {
    const rejection =
      typeof row.lastRejection === 'string' ? JSON.parse(row.lastRejection) : row.lastRejection;
    return {
      brief_id: row.briefId,
      brief_number: row.briefNumber,
      campaign_name: row.campaignName,
      client_name: row.clientName,
      plan_id: row.planId,
      plan_name: row.planName,
      plan_total: grandTotalOfPlan(row, taxRatePercent),
      accepted_at: iso(row.acceptedAt) as string,
      last_rejection: rejection
        ? {
            id: Number(rejection.id),
            po_number: String(rejection.po_number),
            reason: rejection.reason ?? null,
            decided_at: iso(rejection.decided_at ?? null),
          }
        : null,
    };
  });
  return {
    briefs: briefsAwaiting,
    total: counted?.total ?? allTotal,
    totalCapped: counted?.capped ?? false,
    allTotal,
  };
}

/** The stored document of a pay order. 404 for an unknown pay order. */
export async function findPayOrderDocument(db: Db, id: number) {
  const [row] = await db
    .select({
      storageKey: files.storageKey,
      originalName: files.originalName,
      contentType: files.contentType,
      size: files.size,
    })
    .from(payOrders)
    .innerJoin(files, eq(files.id, payOrders.fileId))
    .where(eq(payOrders.id, id));
  if (!row) throw notFound(PAY_ORDER_NOT_FOUND);
  return { ...row, size: Number(row.size) };
}
