import type { SummaryPlan } from '@ooh/api/contract';
import {
  type AudienceValue,
  type PreCampaignAnalysis,
  preCampaignAnalysis,
  type SiteAudience,
  type SummaryRow,
} from '@ooh/api/plan-math';
import { eq, inArray, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, unionAll } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/connection.ts';
import {
  ageRanges,
  briefAgeRanges,
  briefGenders,
  briefSecRanges,
  briefs,
  clients,
  genders,
  planSites,
  plans,
  secRanges,
  siteAgeRanges,
  siteGenders,
  sites,
} from '../../db/schema.ts';
import { notFound } from '../../errors.ts';
import { isPlanColumn, loadPlanSiteRows, PLAN_NOT_FOUND } from './queries.ts';

/**
 * The summaries of one plan (docs/domain.md "Summaries for a plan"): the plan, then its rows with their figures
 * (`loadPlanSiteRows`, the rows the plan view shows), handed to a summary of `@ooh/api/plan-math` that makes one
 * pass over them. Nothing is stored. An unknown plan is a 404 "Plan not found".
 */

async function findSummaryPlan(db: Db, planId: number) {
  const [plan] = await db
    .select({
      plan_id: plans.id,
      planName: plans.name,
      status: plans.status,
      version: plans.version,
      brief_id: plans.briefId,
      brief_number: briefs.briefNumber,
      campaign_name: briefs.campaignName,
      client_name: clients.companyName,
      hideColumns: plans.hideColumns,
      briefStartDate: briefs.startDate,
      briefEndDate: briefs.endDate,
      briefBudget: briefs.budget,
      briefObjective: briefs.objective,
    })
    .from(plans)
    .innerJoin(briefs, eq(briefs.id, plans.briefId))
    .innerJoin(clients, eq(clients.id, briefs.clientId))
    .where(eq(plans.id, planId));
  if (!plan) throw notFound(PLAN_NOT_FOUND);
  const { hideColumns, briefStartDate, briefEndDate, briefBudget, briefObjective, ...header } = plan;
  const summaryPlan: SummaryPlan = { ...header, hide_columns: hideColumns.filter(isPlanColumn) };
  return {
    plan: summaryPlan,
    brief: {
      start_date: briefStartDate,
      end_date: briefEndDate,
      budget: Number(briefBudget),
      objective: briefObjective,
    },
  };
}

/** The plan and its rows with their figures, in the plan's order. */
async function planWithRows(db: Db, planId: number) {
  const found = await findSummaryPlan(db, planId);
  const rows: SummaryRow[] = (await loadPlanSiteRows(db, [planId])).get(planId) ?? [];
  return { ...found, rows };
}

/**
 * One of the seven summaries: `{ plan, ...summary(rows) }`. Hidden columns (`hide_columns`) hide no figure here; the
 * answer names them so a client-facing export can leave the same columns out (docs/domain.md, decisions).
 */
export async function planSummary<T extends object>(
  db: Db,
  planId: number,
  summarise: (rows: readonly SummaryRow[]) => T,
): Promise<{ plan: SummaryPlan } & T> {
  const { plan, rows } = await planWithRows(db, planId);
  return { plan, ...summarise(rows) };
}

// ---------------------------------------------------------------------------------------------------------------
// The pre-campaign analysis

/** The age ranges, genders and SEC class of each site of the plan, in one query. */
async function siteAudiences(db: Db, planId: number): Promise<Map<number, SiteAudience>> {
  const inPlan = (siteId: AnyPgColumn) =>
    inArray(siteId, db.select({ id: planSites.siteId }).from(planSites).where(eq(planSites.planId, planId)));
  const dimension = (name: 'age' | 'gender' | 'sec') => sql<string>`${name}`.as('dimension');
  const rows = await unionAll(
    db
      .select({
        siteId: siteAgeRanges.siteId,
        dimension: dimension('age'),
        valueId: siteAgeRanges.ageRangeId,
      })
      .from(siteAgeRanges)
      .where(inPlan(siteAgeRanges.siteId)),
    db
      .select({ siteId: siteGenders.siteId, dimension: dimension('gender'), valueId: siteGenders.genderId })
      .from(siteGenders)
      .where(inPlan(siteGenders.siteId)),
    db
      .select({
        siteId: sites.id,
        dimension: dimension('sec'),
        valueId: sql<number>`${sites.secRangeId}`.mapWith(Number).as('value_id'),
      })
      .from(sites)
      .where(sql`${inPlan(sites.id)} and ${sites.secRangeId} is not null`),
  );
  const audiences = new Map<
    number,
    { age_range_ids: number[]; gender_ids: number[]; sec_range_id: number | null }
  >();
  for (const row of rows) {
    let audience = audiences.get(row.siteId);
    if (!audience) {
      audience = { age_range_ids: [], gender_ids: [], sec_range_id: null };
      audiences.set(row.siteId, audience);
    }
    if (row.dimension === 'age') audience.age_range_ids.push(row.valueId);
    else if (row.dimension === 'gender') audience.gender_ids.push(row.valueId);
    else audience.sec_range_id = row.valueId;
  }
  return audiences;
}

/** Every age range, gender and SEC class, in their lookup order, each marked when the brief targets it. */
async function audienceValues(db: Db, briefId: number) {
  const targeted = (
    table: typeof briefAgeRanges | typeof briefGenders | typeof briefSecRanges,
    value: AnyPgColumn,
    id: AnyPgColumn,
  ) => sql<boolean>`exists (select 1 from ${table} where ${table.briefId} = ${briefId} and ${value} = ${id})`;
  const lookup = (
    name: 'age' | 'gender' | 'sec',
    table: typeof ageRanges | typeof genders | typeof secRanges,
    target: SQL<boolean>,
  ) =>
    db
      .select({
        dimension: sql<string>`${name}`.as('dimension'),
        id: table.id,
        name: table.name,
        sortOrder: table.sortOrder,
        targeted: target.as('targeted'),
      })
      .from(table);
  const rows = await unionAll(
    lookup('age', ageRanges, targeted(briefAgeRanges, briefAgeRanges.ageRangeId, ageRanges.id)),
    lookup('gender', genders, targeted(briefGenders, briefGenders.genderId, genders.id)),
    lookup('sec', secRanges, targeted(briefSecRanges, briefSecRanges.secRangeId, secRanges.id)),
  );
  const ordered = rows.sort(
    (a, b) => a.sortOrder - b.sortOrder || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0),
  );
  const of = (dimension: string): AudienceValue[] =>
    ordered
      .filter((row) => row.dimension === dimension)
      .map((row) => ({ id: row.id, name: row.name, targeted: Boolean(row.targeted) }));
  return { ageRanges: of('age'), genders: of('gender'), secRanges: of('sec') };
}

/**
 * The pre-campaign analysis form (docs/domain.md "Pre-campaign analysis"): the plan, its brief's dates, budget and
 * objective, and the analysis of its rows against the brief's audience targets.
 */
export async function preCampaignAnalysisOf(
  db: Db,
  planId: number,
): Promise<
  {
    plan: SummaryPlan;
    brief: { start_date: string; end_date: string; budget: number; objective: string };
  } & PreCampaignAnalysis
> {
  const { plan, brief, rows } = await planWithRows(db, planId);
  const audiences = await siteAudiences(db, planId);
  const values = await audienceValues(db, plan.brief_id);
  return { plan, brief, ...preCampaignAnalysis(rows, { audiences, ...values, briefBudget: brief.budget }) };
}
