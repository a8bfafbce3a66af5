import type { PlanHistoryEntry, PlanSiteRow, PlanTotals } from '@ooh/api/contract';
import { sumTotals } from '@ooh/api/plan-math';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import { auditLog, plans, planVersions, users } from '../../db/schema.ts';
import { loadPlanSiteRows } from './queries.ts';

/**
 * A plan's versions and history. A version is the plan as the reviewer was shown it: written when the plan is
 * submitted (version 1) and each time it is resubmitted (version + 1). The history is the plan's audit trail, read
 * in the words of PlanHistoryEntry, with each (re)submission's site count and total from its snapshot.
 */

/** What plan_versions.snapshot holds. */
export interface PlanSnapshot {
  hide_columns: string[];
  rows: PlanSiteRow[];
  totals: PlanTotals;
}

/** Writes the plan's current rows and totals as `version`; inside the transaction of the (re)submission. */
export async function snapshotPlan(
  tx: Db,
  input: { planId: number; version: number; actorId: number | null; now: Date },
): Promise<PlanTotals> {
  const [plan] = await tx
    .select({ hideColumns: plans.hideColumns })
    .from(plans)
    .where(eq(plans.id, input.planId));
  const rows = (await loadPlanSiteRows(tx, [input.planId])).get(input.planId) ?? [];
  const totals = sumTotals(rows);
  const snapshot: PlanSnapshot = { hide_columns: plan?.hideColumns ?? [], rows, totals };
  await tx.insert(planVersions).values({
    planId: input.planId,
    version: input.version,
    snapshot,
    createdBy: input.actorId,
    createdAt: input.now,
  });
  return totals;
}

/** Audit actions of a plan that its history shows (saving sites is work in progress, not a step). */
export const HISTORY_ACTIONS = {
  'plan.create': 'created',
  'plan.submit': 'submitted',
  'plan.accept': 'accepted',
  'plan.requestModification': 'modification_requested',
  'plan.resubmit': 'resubmitted',
  'plan.lose': 'lost',
} as const satisfies Record<string, PlanHistoryEntry['action']>;
type HistoryAction = keyof typeof HISTORY_ACTIONS;
const isHistoryAction = (action: string): action is HistoryAction => Object.hasOwn(HISTORY_ACTIONS, action);

function detail(details: unknown, key: string): unknown {
  return typeof details === 'object' && details !== null && key in details
    ? (details as Record<string, unknown>)[key]
    : undefined;
}

/** The plan's steps, oldest first, with who took them, the reasons given and the snapshots' figures. */
export async function planHistory(db: Db, planId: number): Promise<PlanHistoryEntry[]> {
  const [steps, versions] = await Promise.all([
    db
      .select({
        action: auditLog.action,
        details: auditLog.details,
        at: auditLog.createdAt,
        actorName: users.name,
      })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorUserId))
      .where(
        and(
          eq(auditLog.entity, 'plan'),
          eq(auditLog.entityId, planId),
          inArray(auditLog.action, Object.keys(HISTORY_ACTIONS)),
        ),
      )
      .orderBy(asc(auditLog.createdAt), asc(auditLog.id)),
    db
      .select({
        version: planVersions.version,
        sites: sql<number>`(${planVersions.snapshot}->'totals'->>'sites')::int`,
        total: sql<number>`(${planVersions.snapshot}->'totals'->>'total')::float8`,
      })
      .from(planVersions)
      .where(eq(planVersions.planId, planId)),
  ]);
  const byVersion = new Map(versions.map((row) => [row.version, row]));
  return steps.flatMap((step): PlanHistoryEntry[] => {
    if (!isHistoryAction(step.action)) return [];
    const action = HISTORY_ACTIONS[step.action];
    const versionValue = detail(step.details, 'version');
    const version = typeof versionValue === 'number' ? versionValue : 1;
    const reason = detail(step.details, 'reason');
    const snapshot =
      action === 'submitted' || action === 'resubmitted' ? (byVersion.get(version) ?? null) : null;
    return [
      {
        version,
        action,
        reason: typeof reason === 'string' ? reason : null,
        actor_name: step.actorName,
        at: step.at.toISOString(),
        sites: snapshot ? Number(snapshot.sites) : null,
        total: snapshot ? Number(snapshot.total) : null,
      },
    ];
  });
}
