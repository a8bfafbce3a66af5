import type { PlanListItem } from '@ooh/api/contract';
import { assertTransition } from '@ooh/machines/lifecycle';
import { type PlanEvent, planMachine } from '@ooh/machines/plan';
import { count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import { planSites } from '../../db/schema.ts';
import { conflict } from '../../errors.ts';
import { kindDraft, type NotificationKindName } from '../notifications/index.ts';
import type { StatusChange, TransitionDeps } from '../shared/index.ts';
import { clashMessage, findClashes, lockForAcceptance } from './bookings.ts';
import { snapshotPlan } from './history.ts';
import { otherAcceptedPlanOfBrief, storeAcceptedFigures } from './queries.ts';
import { type ChangedPlan, changePlanStatus, type WrittenPlan } from './status.ts';

/**
 * The review transitions of a plan (docs/domain.md "Plan"), each through the plan machine with its audit row and the
 * notifications of the role that acts next: plan submitted or resubmitted → KAMs; accepted, modification requested
 * or lost → planners (and whoever built the plan). The links lead to the screen where the recipient acts.
 */

const title = ({ plan }: ChangedPlan) =>
  `"${plan.planName}" for ${plan.campaign_name} (${plan.brief_number})`;
/** The plan's view for its new status, on a route the recipient's role may open (docs/domain.md "Notifications"). */
const kindOf = (name: NotificationKindName, { plan }: ChangedPlan) =>
  kindDraft(name, { brief_id: plan.brief_id, plan_id: plan.plan_id, plan_status: plan.status });

type Answer = Promise<{ message: string; plan: PlanListItem }>;

/** The guard `hasSites` again, under the plan row's lock: a concurrent save may have emptied the plan. */
async function stillHasSites(tx: Db, planId: number, event: PlanEvent, change: StatusChange) {
  const [row] = await tx.select({ n: count() }).from(planSites).where(eq(planSites.planId, planId));
  const siteCount = row?.n ?? 0;
  if (siteCount === 0) assertTransition(planMachine, change.from, event, { siteCount });
}

/** Checks a (re)submission still has sites, then snapshots the plan as the written version. */
const snapshotOnWrite =
  (deps: TransitionDeps, planId: number, actorId: number, event: PlanEvent) =>
  async (tx: Db, written: WrittenPlan, change: StatusChange) => {
    await stillHasSites(tx, planId, event, change);
    await snapshotPlan(tx, { planId, version: written.version, actorId, now: deps.now });
  };

/** In progress → pending: the first review. Needs a site; snapshots version 1; the KAMs are told. */
export async function submitPlan(deps: TransitionDeps, id: number, actorId: number): Answer {
  const event = { type: 'plan.submit' } as const;
  const { plan } = await changePlanStatus(deps, {
    id,
    actorId,
    event,
    afterWrite: snapshotOnWrite(deps, id, actorId, event),
    notify: (changed) => {
      const kind = kindOf('planSubmitted', changed);
      return {
        roles: kind.roles,
        message: {
          title: kind.title,
          body: `${title(changed)} is ready for review with the client.`,
          link: kind.link,
        },
      };
    },
  });
  return { message: 'Plan submitted for review', plan };
}

/** Modification required → modification pending: version + 1 with its snapshot; the KAMs are told. */
export async function resubmitPlan(deps: TransitionDeps, id: number, actorId: number): Answer {
  const event = { type: 'plan.resubmit' } as const;
  const { plan } = await changePlanStatus(deps, {
    id,
    actorId,
    event,
    bumpVersion: true,
    afterWrite: snapshotOnWrite(deps, id, actorId, event),
    notify: (changed) => {
      const kind = kindOf('planResubmitted', changed);
      return {
        roles: kind.roles,
        message: {
          title: kind.title,
          body: `${title(changed)} was modified (version ${changed.plan.version}) and is waiting for review again.`,
          link: kind.link,
        },
      };
    },
  });
  return { message: 'Plan resubmitted for review', plan };
}

/**
 * Pending or modification pending → accepted. Under the brief's and the sites' locks (ascending site ids), checks
 * again that no other plan of the brief was accepted and that no site is booked for overlapping dates in another
 * accepted plan: of two concurrent acceptances that clash, the second sees the first and is refused (409).
 */
export async function acceptPlan(deps: TransitionDeps, id: number, actorId: number): Answer {
  const event = { type: 'plan.accept' } as const;
  const { plan } = await changePlanStatus(deps, {
    id,
    actorId,
    event,
    async beforeWrite(tx, { briefId }, change) {
      const rows = await tx
        .select({ site_id: planSites.siteId, start_date: planSites.startDate, end_date: planSites.endDate })
        .from(planSites)
        .where(eq(planSites.planId, id));
      await lockForAcceptance(
        tx,
        briefId,
        rows.map((row) => row.site_id),
      );
      const [brief] = await tx
        .select({ accepted: otherAcceptedPlanOfBrief(id, briefId) })
        .from(sql`(select 1) as one`);
      if (brief?.accepted) assertTransition(planMachine, change.from, event, { briefHasAcceptedPlan: true });
      const clashes = await findClashes(tx, rows, { exceptPlanId: id });
      if (clashes.length) throw conflict(`Cannot accept: ${lowerFirst(clashMessage(clashes))}`);
      // The dashboard's counters sum the accepted plans' stored figures (docs/domain.md, "Counts").
      await storeAcceptedFigures(tx, [id]);
    },
    notify: (changed) => {
      const kind = kindOf('planAccepted', changed);
      return {
        roles: kind.roles,
        userIds: [changed.createdBy],
        message: {
          title: kind.title,
          body: `${title(changed)} was accepted by the client.`,
          link: kind.link,
        },
      };
    },
  });
  return { message: 'Plan accepted', plan };
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** Pending or modification pending → modification required, with the reason; the planners are told why. */
export async function requestPlanModification(
  deps: TransitionDeps,
  id: number,
  actorId: number,
  reason: string,
): Answer {
  const { plan } = await changePlanStatus(deps, {
    id,
    actorId,
    event: { type: 'plan.requestModification', reason },
    set: { reason },
    details: { reason },
    notify: (changed) => {
      const kind = kindOf('planModificationRequested', changed);
      return {
        roles: kind.roles,
        userIds: [changed.createdBy],
        message: {
          title: kind.title,
          body: `${title(changed)} needs changes: ${reason}`,
          link: kind.link,
        },
      };
    },
  });
  return { message: 'Modification requested', plan };
}

/** Pending or modification pending → lost, with the reason; the planners are told why. */
export async function losePlan(deps: TransitionDeps, id: number, actorId: number, reason: string): Answer {
  const { plan } = await changePlanStatus(deps, {
    id,
    actorId,
    event: { type: 'plan.lose', reason },
    set: { reason },
    details: { reason },
    notify: (changed) => {
      const kind = kindOf('planLost', changed);
      return {
        roles: kind.roles,
        userIds: [changed.createdBy],
        message: {
          title: kind.title,
          body: `${title(changed)} was lost: ${reason}`,
          link: kind.link,
        },
      };
    },
  });
  return { message: 'Plan marked as lost', plan };
}
