import {
  type createPlanSites as createPlanSitesEndpoint,
  type EndpointBody,
  PLAN_MESSAGES,
  type PlanDetail,
  slotDataIssues,
} from '@ooh/api/contract';
import { briefMachine } from '@ooh/machines/brief';
import { statusLabel } from '@ooh/machines/lifecycle';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import { auditLog, briefs, mediums, planSites, plans, sites } from '../../db/schema.ts';
import { conflict, notFound, ValidationError } from '../../errors.ts';
import { acceptedPlanOf, acceptedPlanOfBrief, BRIEF_NOT_FOUND, liveBrief } from '../briefs/index.ts';
import type { TransitionDeps } from '../shared/index.ts';
import { clashMessage, findClashes } from './bookings.ts';
import { findPlanDetail, PLAN_NOT_FOUND, planListItem } from './queries.ts';
import { changePlanStatus } from './status.ts';

/** Why no plan is started on a brief that has an accepted plan (409). */
export const acceptedPlanOnBrief = (planName: string) =>
  `This brief already has an accepted plan (${planName}). Only one plan per brief can be accepted, so a new plan could never be accepted.`;

/**
 * Starts a plan, in progress, on an approved brief: one transaction that marks the brief `is_Plan_attached`
 * (the brief row is locked by that update, so a concurrent delete or status change waits and then sees the plan),
 * inserts the plan and writes its audit row. 404 for an unknown or deleted brief; 409 naming the brief's status when
 * it is not approved, or naming the brief's accepted plan when it has one.
 */
export async function createPlanName(
  deps: TransitionDeps,
  briefId: number,
  actorId: number,
  planName: string,
) {
  const { now } = deps;
  const plan = await deps.db.transaction(async (tx) => {
    const attached = await tx
      .update(briefs)
      .set({ isPlanAttached: true })
      .where(and(liveBrief(briefId), eq(briefs.status, 'approved')))
      .returning({ id: briefs.id });
    if (!attached.length) {
      const [brief] = await tx.select({ status: briefs.status }).from(briefs).where(liveBrief(briefId));
      if (!brief) throw notFound(BRIEF_NOT_FOUND);
      throw conflict(
        `Plans can only be built on an approved brief; this brief is ${statusLabel(briefMachine, brief.status)}.`,
      );
    }
    // One accepted plan per brief (DOMAIN.md "Plan"; docs/domain.md "Plan views and one plan per brief"): a new
    // plan on a brief that has one could never be accepted, so it is refused here rather than at review. The
    // brief row is locked by the update above; acceptance checks again under its per-brief lock.
    const [found] = await tx
      .select({ plan: acceptedPlanOfBrief(briefId) })
      .from(briefs)
      .where(eq(briefs.id, briefId));
    const accepted = acceptedPlanOf(found?.plan ?? null);
    if (accepted) throw conflict(acceptedPlanOnBrief(accepted.name));
    const [row] = await tx
      .insert(plans)
      .values({
        briefId,
        name: planName,
        status: 'inprogress',
        version: 1,
        createdBy: actorId,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: plans.id });
    if (!row) throw new Error('createPlanName: insert answered no row');
    await tx.insert(auditLog).values({
      actorUserId: actorId,
      action: 'plan.create',
      entity: 'plan',
      entityId: row.id,
      details: { to: 'inprogress', brief_id: briefId, name: planName, version: 1 },
      createdAt: now,
    });
    return planListItem(tx, row.id);
  });
  if (!plan) throw new Error('createPlanName: the new plan vanished inside its own transaction');
  return { message: 'Plan created', plan };
}

export type PlanSitesForm = EndpointBody<typeof createPlanSitesEndpoint>;
type FormRow = PlanSitesForm['plan_form'][number];

/** The row as stored: a digital row's own slot data, none on conventional rows. */
interface CheckedRow {
  siteId: number;
  startDate: string;
  endDate: string;
  lineType: 'paid' | 'foc';
  monthlyRate: number;
  discountPercent: number;
  printingRate: number;
  mountingCost: number;
  spotLengthSeconds: number | null;
  loopLengthSeconds: number | null;
  spotsPerLoop: number | null;
}

const SITE_NOT_APPROVED = 'This site is not approved yet. Choose an approved site from the inventory.';

/**
 * The 400's message: the first refused row by its place in the table and its site code, and its message, which
 * names the field ("Row 2 (LHR-D-0003): enter the spot length in seconds."), with how many more there are. The
 * `errors` keep every message on its field, for the form.
 */
function refusalMessage(
  errors: Record<string, string>,
  form: readonly FormRow[],
  codes: Map<number, string>,
) {
  const [first, ...others] = Object.entries(errors);
  if (!first) return 'Invalid input';
  const [path, message] = first;
  const index = Number(/^plan_form\.(\d+)\./.exec(path)?.[1] ?? 0);
  const row = form[index];
  const code = row ? codes.get(row.site_id) : undefined;
  const words = `${message.charAt(0).toLowerCase()}${message.slice(1)}`.replace(/\.?$/, '.');
  const more = others.length
    ? ` ${others.length} more ${others.length === 1 ? 'field needs' : 'fields need'} attention.`
    : '';
  return `Row ${index + 1}${code ? ` (${code})` : ''}: ${words}${more}`;
}

/**
 * The checks the schema cannot make, each on its row's field, keyed like the schema's own errors
 * (`plan_form.<row>.<field>`): the site exists, is not deleted and is approved; no site twice; a digital row
 * carries the slot data its figures need (docs/domain.md, "The site table's rows (issue 15)").
 */
async function checkRows(tx: Db, form: readonly FormRow[]) {
  const ids = [...new Set(form.map((row) => row.site_id))];
  const found = ids.length
    ? await tx
        .select({
          id: sites.id,
          siteCode: sites.siteCode,
          status: sites.status,
          deletedAt: sites.deletedAt,
          kind: mediums.kind,
        })
        .from(sites)
        .innerJoin(mediums, eq(mediums.id, sites.mediumId))
        .where(inArray(sites.id, ids))
    : [];
  const siteById = new Map(found.map((site) => [site.id, site]));
  const errors: Record<string, string> = {};
  const seen = new Set<number>();
  const rows: CheckedRow[] = [];
  form.forEach((row, index) => {
    const key = (field: string) => `plan_form.${index}.${field}`;
    const site = siteById.get(row.site_id);
    if (!site || site.deletedAt) errors[key('site_id')] = PLAN_MESSAGES.site;
    else if (site.status !== 'approved') errors[key('site_id')] = SITE_NOT_APPROVED;
    else if (seen.has(row.site_id)) errors[key('site_id')] = PLAN_MESSAGES.duplicateSite;
    seen.add(row.site_id);
    if (!site) return;
    const digital = site.kind === 'digital';
    // A refused site's row is the site's problem first: its slot data waits for a site that may take it.
    if (digital && !errors[key('site_id')])
      for (const [field, message] of Object.entries(slotDataIssues(row))) errors[key(field)] ??= message;
    rows.push({
      siteId: row.site_id,
      startDate: row.start_date,
      endDate: row.end_date,
      lineType: row.line_type,
      monthlyRate: row.monthly_rate,
      discountPercent: row.discount_percent,
      printingRate: row.printing_rate,
      mountingCost: row.mounting_cost,
      spotLengthSeconds: digital ? (row.spot_length_seconds ?? null) : null,
      loopLengthSeconds: digital ? (row.loop_length_seconds ?? null) : null,
      spotsPerLoop: digital ? (row.spots_per_loop ?? null) : null,
    });
  });
  if (Object.keys(errors).length) {
    const codes = new Map(found.map((site) => [site.id, site.siteCode]));
    throw new ValidationError(errors, refusalMessage(errors, form, codes));
  }
  return { rows };
}

/**
 * create-plansites: replaces the plan's whole site table and its hidden columns, through the plan machine
 * (`plan.saveSites`: in progress or modification required), in one transaction with its audit row. 409 when a site
 * is booked for overlapping dates in an accepted plan, naming that plan.
 */
export async function savePlanSites(
  deps: TransitionDeps,
  planId: number,
  actorId: number,
  form: PlanSitesForm,
): Promise<{ message: string; plan: PlanDetail }> {
  const hideColumns = [...new Set(form.hide_columns)];
  const { plan } = await changePlanStatus(deps, {
    id: planId,
    actorId,
    event: { type: 'plan.saveSites' },
    set: { hideColumns },
    details: { sites: form.plan_form.length, hide_columns: hideColumns },
    async afterWrite(tx) {
      const { rows } = await checkRows(tx, form.plan_form);
      const clashes = await findClashes(
        tx,
        rows.map((row) => ({ site_id: row.siteId, start_date: row.startDate, end_date: row.endDate })),
        { exceptPlanId: planId },
      );
      if (clashes.length) throw conflict(clashMessage(clashes));
      await tx.delete(planSites).where(eq(planSites.planId, planId));
      if (rows.length)
        await tx
          .insert(planSites)
          .values(rows.map((row) => ({ ...row, planId, createdAt: deps.now, updatedAt: deps.now })));
    },
  });
  const detail = await findPlanDetail(deps.db, plan.plan_id);
  if (!detail) throw notFound(PLAN_NOT_FOUND);
  return { message: 'Plan sites saved', plan: detail };
}
