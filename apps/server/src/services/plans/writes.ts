import {
  type createPlanSites as createPlanSitesEndpoint,
  type EndpointBody,
  PLAN_MESSAGES,
  type PlanDetail,
} from '@ooh/api/contract';
import { briefMachine } from '@ooh/machines/brief';
import { statusLabel } from '@ooh/machines/lifecycle';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import { auditLog, briefs, mediums, planSites, plans, sites } from '../../db/schema.ts';
import { conflict, invalidInput, notFound } from '../../errors.ts';
import { BRIEF_NOT_FOUND, liveBrief } from '../briefs/index.ts';
import type { TransitionDeps } from '../shared/index.ts';
import { clashMessage, findClashes } from './bookings.ts';
import { findPlanDetail, PLAN_NOT_FOUND, planListItem } from './queries.ts';
import { changePlanStatus } from './status.ts';

/**
 * Starts a plan, in progress, on an approved brief: one transaction that marks the brief `is_Plan_attached`
 * (the brief row is locked by that update, so a concurrent delete or status change waits and then sees the plan),
 * inserts the plan and writes its audit row. 404 for an unknown or deleted brief; 409 naming the brief's status when
 * it is not approved.
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

/** The row as stored: slot data from the site when a digital row leaves it out, none on conventional rows. */
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
const SLOT_FIELDS = ['spot_length_seconds', 'loop_length_seconds', 'spots_per_loop'] as const;

/**
 * The checks the schema cannot make, each on its row's field, keyed like the schema's own errors
 * (`plan_form.<row>.<field>`): the site exists, is not deleted and is approved; no site twice; a digital row has
 * slot data (its own or the site's).
 */
async function checkRows(tx: Db, form: readonly FormRow[]) {
  const ids = [...new Set(form.map((row) => row.site_id))];
  const found = ids.length
    ? await tx
        .select({
          id: sites.id,
          status: sites.status,
          deletedAt: sites.deletedAt,
          kind: mediums.kind,
          spotLengthSeconds: sites.spotLengthSeconds,
          loopLengthSeconds: sites.loopLengthSeconds,
          spotsPerLoop: sites.spotsPerLoop,
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
    const slot = {
      spot_length_seconds: digital ? (row.spot_length_seconds ?? site.spotLengthSeconds) : null,
      loop_length_seconds: digital ? (row.loop_length_seconds ?? site.loopLengthSeconds) : null,
      spots_per_loop: digital ? (row.spots_per_loop ?? site.spotsPerLoop) : null,
    };
    if (digital)
      for (const field of SLOT_FIELDS) {
        const value = slot[field];
        if (value === null || value <= 0) errors[key(field)] ??= PLAN_MESSAGES.digital;
      }
    rows.push({
      siteId: row.site_id,
      startDate: row.start_date,
      endDate: row.end_date,
      lineType: row.line_type,
      monthlyRate: row.monthly_rate,
      discountPercent: row.discount_percent,
      printingRate: row.printing_rate,
      mountingCost: row.mounting_cost,
      spotLengthSeconds: slot.spot_length_seconds,
      loopLengthSeconds: slot.loop_length_seconds,
      spotsPerLoop: slot.spots_per_loop,
    });
  });
  if (Object.keys(errors).length) throw invalidInput(errors);
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
