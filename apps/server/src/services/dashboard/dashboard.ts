import { count, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/connection.ts';
import { briefs, campaigns, clients, plans, sites } from '../../db/schema.ts';
import { planTotalsWhere } from '../plans/index.ts';

/** How many rows of `table` match, as a scalar subquery, so several counts come back in one round trip. */
const countWhere = (table: PgTable, where: SQL) =>
  sql<number>`(select count(*)::int from ${table} where ${where})`;

export async function briefCounts(db: Db) {
  const rows = await db
    .select({ status: briefs.status, total: count() })
    .from(briefs)
    .where(isNull(briefs.deletedAt))
    .groupBy(briefs.status);
  const of = (status: string) => rows.find((row) => row.status === status)?.total ?? 0;
  return {
    pendingBriefsCount: of('pending'),
    approvedBriefsCount: of('approved'),
    rejectedBriefsCount: of('rejected'),
  };
}

/** Plans of deleted briefs do not exist (a brief with a plan cannot be deleted), so no brief join is needed. */
export async function planCounts(db: Db) {
  const rows = await db.select({ status: plans.status, total: count() }).from(plans).groupBy(plans.status);
  const of = (...statuses: string[]) =>
    rows.filter((row) => statuses.includes(row.status)).reduce((sum, row) => sum + row.total, 0);
  return {
    inprogressPlansCount: of('inprogress'),
    pendingPlansCount: of('pending'),
    acceptedPlansCount: of('accepted'),
    modificationPlansCount: of('modification_required', 'modification_pending'),
    rejectedPlansCount: of('lost'),
  };
}

/**
 * Σ total (net + production) and the number of plan sites of the accepted plans (of live briefs), from their rows
 * with the plan math, so the value is the sum of what the approved list shows for each plan.
 */
async function acceptedPlanFigures(db: Db) {
  const liveBriefs = db.select({ id: briefs.id }).from(briefs).where(isNull(briefs.deletedAt));
  const totals = await planTotalsWhere(
    db,
    sql`${eq(plans.status, 'accepted')} and ${inArray(plans.briefId, liveBriefs)}`,
  );
  return { acceptedPlansValue: totals.total, sitesInAcceptedPlans: totals.sites };
}

export async function dashboardStats(db: Db) {
  const [row] = await db
    .select({
      totalBriefs: countWhere(briefs, sql`${briefs.deletedAt} is null`),
      totalPlans: countWhere(plans, sql`true`),
      activeCampaigns: countWhere(campaigns, sql`${campaigns.status} = 'active'`),
      completedCampaigns: countWhere(campaigns, sql`${campaigns.status} = 'completed'`),
      approvedSites: countWhere(sites, sql`${sites.status} = 'approved' and ${sites.deletedAt} is null`),
      pendingSites: countWhere(sites, sql`${sites.status} = 'pending' and ${sites.deletedAt} is null`),
      totalClients: countWhere(clients, sql`${clients.deletedAt} is null`),
    })
    .from(sql`(select 1) as one`);
  if (!row) throw new Error('dashboard stats: no row');
  return { ...row, ...(await acceptedPlanFigures(db)) };
}
