import type { PlanListItem } from '@ooh/api/contract';
import { PLAN_STATUSES, type PlanEvent, type PlanStatus, planMachine } from '@ooh/machines/plan';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import { plans } from '../../db/schema.ts';
import type { NotificationDraft } from '../notifications/index.ts';
import { changeStatus, type StatusChange, type TransitionDeps } from '../shared/index.ts';
import { otherAcceptedPlanOfBrief, PLAN_NOT_FOUND, planListItem } from './queries.ts';

export function planStatus(value: string): PlanStatus {
  if (!(PLAN_STATUSES as readonly string[]).includes(value)) throw new Error(`not a plan status: ${value}`);
  return value as PlanStatus;
}

/** The plan after its change: what the answer shows, and who built it (the planner-bound notices include them). */
export interface ChangedPlan {
  plan: PlanListItem;
  createdBy: number | null;
}

/** The written row, as the steps after the status write see it. */
export interface WrittenPlan {
  briefId: number;
  version: number;
}

export interface PlanTransition {
  id: number;
  event: PlanEvent;
  actorId: number;
  /** Columns written with the status. */
  set?: Partial<typeof plans.$inferInsert>;
  /** Resubmission: the version goes up by one with the status. */
  bumpVersion?: boolean;
  /** Audit details besides from, to, event and the version (which is always recorded). */
  details?: Record<string, unknown>;
  /** Inside the transaction, before the status is written (locks, and the checks that need them). */
  beforeWrite?(tx: Db, plan: { briefId: number }, change: StatusChange): Promise<void>;
  /** Inside the transaction, after the status is written (rows, snapshots, checks that need the row lock). */
  afterWrite?(tx: Db, written: WrittenPlan, change: StatusChange): Promise<void>;
  notify?(changed: ChangedPlan, change: StatusChange): NotificationDraft | null;
}

/** The status and the facts the plan machine's guards read, from the database. */
async function loadPlan(db: Db, id: number) {
  const [row] = await db
    .select({
      status: plans.status,
      briefId: plans.briefId,
      version: plans.version,
      siteCount: sql<number>`(select count(*)::int from "plan_sites" ps where ps."plan_id" = "plans"."id")`,
      briefHasAcceptedPlan: otherAcceptedPlanOfBrief(id, sql`"plans"."brief_id"`),
    })
    .from(plans)
    .where(eq(plans.id, id));
  return row
    ? {
        status: row.status,
        briefId: row.briefId,
        facts: {
          siteCount: Number(row.siteCount),
          briefHasAcceptedPlan: Boolean(row.briefHasAcceptedPlan),
          version: row.version,
        },
      }
    : null;
}

/**
 * One plan transition through services/shared/lifecycle.ts: the plan machine decides, then one transaction writes the
 * status (compare and set on the status it was decided from), runs the transition's own steps, the audit row with
 * the resulting version, and the notifications; push follows the commit.
 */
export async function changePlanStatus(deps: TransitionDeps, input: PlanTransition) {
  let briefId = 0;
  // Filled in when the status is written: changeStatus writes the audit row after `write`.
  const details: Record<string, unknown> = { ...input.details };
  const { row, change } = await changeStatus(deps, {
    machine: planMachine,
    entity: 'plan',
    entityId: input.id,
    event: input.event,
    actorId: input.actorId,
    notFoundMessage: PLAN_NOT_FOUND,
    details,
    async load(db) {
      const loaded = await loadPlan(db, input.id);
      if (loaded) briefId = loaded.briefId;
      return loaded;
    },
    async write(tx, change) {
      await input.beforeWrite?.(tx, { briefId }, change);
      const [written] = await tx
        .update(plans)
        .set({
          ...input.set,
          status: planStatus(change.to),
          updatedAt: deps.now,
          ...(input.bumpVersion ? { version: sql`${plans.version} + 1` } : {}),
        })
        .where(and(eq(plans.id, input.id), eq(plans.status, planStatus(change.from))))
        .returning({ briefId: plans.briefId, version: plans.version, createdBy: plans.createdBy });
      if (!written) return null;
      details.version = written.version;
      await input.afterWrite?.(tx, written, change);
      const plan = await planListItem(tx, input.id);
      if (!plan) throw new Error(`plan ${input.id} vanished inside its own transaction`);
      return { plan, createdBy: written.createdBy };
    },
    notify: input.notify,
  });
  return { ...row, change };
}
