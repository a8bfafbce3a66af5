import {
  type CampaignSiteItem,
  type ExecutionHistoryEntry,
  FIELD_MESSAGES,
  type StaffRole,
} from '@ooh/api/contract';
import {
  type ExecutionStatusEvent,
  executionStatusMachine,
  nextExecutionStatusId,
} from '@ooh/machines/execution-status';
import { assertTransition } from '@ooh/machines/lifecycle';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import {
  auditLog,
  campaignSites,
  executionStatuses,
  executionStatusHistory,
  sites,
  users,
} from '../../db/schema.ts';
import { notFound } from '../../errors.ts';
import type { AuthUser } from '../auth/index.ts';
import { NOTIFICATION_KINDS } from '../notifications/index.ts';
import {
  assertCampaignEditable,
  type CampaignSiteState,
  campaignSiteFor,
  executionStatusOrder,
  type FieldDeps,
  fieldSiteItem,
  notifyInTransaction,
  type PendingPush,
  pushAfterCommit,
} from './campaign-sites.ts';

/**
 * The execution status of a campaign site (docs/domain.md "Execution status of a plan site"): the operation analyst
 * proposes the next status in order, an admin approves or rejects it. Every write checks the campaign machine (a
 * completed campaign is read-only) and the execution-status machine (the next status only, one proposal at a time),
 * on the rows it holds locked, and writes the status, the history row, the audit row and the notification in one
 * transaction; push follows the commit.
 */

/** The machine's state of a site: a proposal waits, or the approved status is current. */
const machineStatus = (site: CampaignSiteState) =>
  site.proposedExecutionStatusId === null ? 'current' : 'awaitingApproval';

/** fetch-execution-statuses-dropdown: the list in order; with `plan_id`, what the site may be proposed next. */
export async function executionStatusDropdown(db: Db, siteId: number, planId: number | undefined) {
  const [site] = await db.select({ id: sites.id }).from(sites).where(eq(sites.id, siteId));
  if (!site) throw notFound(FIELD_MESSAGES.siteNotFound);
  const data = await executionStatusOrder(db);
  if (planId === undefined) return { data, next_id: null };
  const state = await campaignSiteFor(db, siteId, planId);
  const nextId =
    state.proposedExecutionStatusId === null
      ? nextExecutionStatusId({
          statusOrder: data.map((status) => status.id),
          currentStatusId: state.executionStatusId,
          proposedStatusId: null,
        })
      : null;
  return { data, next_id: nextId };
}

/** fetch-execution-statuses-admin: the site's history, newest first, with the status and the person's names. */
export async function executionStatusHistoryOf(
  db: Db,
  siteId: number,
  planId: number,
): Promise<{ data: ExecutionHistoryEntry[] }> {
  await campaignSiteFor(db, siteId, planId);
  const rows = await db
    .select({
      id: executionStatusHistory.id,
      action: executionStatusHistory.action,
      statusId: executionStatuses.id,
      statusName: executionStatuses.name,
      reason: executionStatusHistory.reason,
      byName: users.name,
      at: executionStatusHistory.at,
    })
    .from(executionStatusHistory)
    .leftJoin(executionStatuses, eq(executionStatuses.id, executionStatusHistory.executionStatusId))
    .leftJoin(users, eq(users.id, executionStatusHistory.byUser))
    .where(and(eq(executionStatusHistory.planId, planId), eq(executionStatusHistory.siteId, siteId)))
    .orderBy(desc(executionStatusHistory.at), desc(executionStatusHistory.id));
  return {
    data: rows.map((row) => ({
      id: row.id,
      action: row.action,
      execution_status:
        row.statusId === null || row.statusName === null ? null : { id: row.statusId, name: row.statusName },
      reason: row.reason,
      by_name: row.byName,
      at: row.at.toISOString(),
    })),
  };
}

type Decision = 'propose' | 'approve' | 'reject';

/**
 * One execution-status step on a locked campaign site: both machines decide, then the site, the history row, the
 * audit row and the notification are written in the caller's transaction.
 */
async function step(
  deps: FieldDeps,
  input: { siteId: number; planId: number; statusId?: number; reason?: string | null },
  decision: Decision,
  actor: AuthUser,
): Promise<{ message: string; site: CampaignSiteItem }> {
  const { db, now } = deps;
  const order = await executionStatusOrder(db);
  if (decision === 'propose' && !order.some((status) => status.id === input.statusId))
    throw notFound(FIELD_MESSAGES.executionStatusNotFound);

  const { pending, message } = await db.transaction(async (tx) => {
    const site = await campaignSiteFor(tx, input.siteId, input.planId, { lock: true });
    assertCampaignEditable(site.campaignStatus, 'campaign.updateExecutionStatus');
    const event: ExecutionStatusEvent =
      decision === 'propose'
        ? { type: 'executionStatus.propose', statusId: input.statusId as number }
        : { type: decision === 'approve' ? 'executionStatus.approve' : 'executionStatus.reject' };
    const from = machineStatus(site);
    const to = assertTransition(executionStatusMachine, from, event, {
      statusOrder: order.map((status) => status.id),
      currentStatusId: site.executionStatusId,
      proposedStatusId: site.proposedExecutionStatusId,
    });
    const statusId = decision === 'propose' ? (input.statusId as number) : site.proposedExecutionStatusId;
    const status = order.find((entry) => entry.id === statusId);
    if (statusId === null || !status) throw notFound(FIELD_MESSAGES.nothingProposed);

    const cleared = { proposedExecutionStatusId: null, proposedBy: null, proposedAt: null };
    const set =
      decision === 'propose'
        ? { proposedExecutionStatusId: statusId, proposedBy: actor.id, proposedAt: now }
        : decision === 'approve'
          ? { executionStatusId: statusId, ...cleared }
          : cleared;
    await tx
      .update(campaignSites)
      .set({ ...set, updatedAt: now })
      .where(eq(campaignSites.id, site.id));
    const reason = decision === 'reject' ? input.reason?.trim() || null : null;
    await tx.insert(executionStatusHistory).values({
      campaignSiteId: site.id,
      planId: site.planId,
      siteId: site.siteId,
      executionStatusId: statusId,
      action: decision === 'propose' ? 'proposed' : decision === 'approve' ? 'approved' : 'rejected',
      reason,
      byUser: actor.id,
      at: now,
    });
    await tx.insert(auditLog).values({
      actorUserId: actor.id,
      action: event.type,
      entity: 'campaign_site',
      entityId: site.id,
      details: {
        from,
        to,
        event: event.type,
        execution_status_id: statusId,
        plan_id: site.planId,
        site_id: site.siteId,
        ...(reason ? { reason } : {}),
      },
      createdAt: now,
    });

    // docs/domain.md "Notifications": a proposal goes to the admins, a decision to the person who proposed.
    const kind =
      NOTIFICATION_KINDS[
        decision === 'propose'
          ? 'executionProposed'
          : decision === 'approve'
            ? 'executionApproved'
            : 'executionRejected'
      ];
    const link = (role: StaffRole) => kind.link({ brief_id: site.briefId }, role);
    const where = `${site.siteCode} · ${site.campaignName}`;
    const notices: PendingPush[] = [];
    if (decision === 'propose')
      notices.push(
        await notifyInTransaction(
          tx,
          {
            roles: NOTIFICATION_KINDS.executionProposed.roles,
            message: {
              title: kind.title,
              body: `${where}: ${actor.name} proposes "${status.name}".`,
              link,
            },
          },
          { actorId: actor.id, now },
        ),
      );
    else
      notices.push(
        await notifyInTransaction(
          tx,
          {
            userIds: [site.proposedBy],
            message: {
              title: kind.title,
              body:
                decision === 'approve'
                  ? `${where}: "${status.name}" is now the site's status.`
                  : `${where}: "${status.name}" was not approved${reason ? `: ${reason}` : '.'}`,
              link,
            },
          },
          { actorId: actor.id, now },
        ),
      );
    const message =
      decision === 'propose'
        ? `"${status.name}" proposed: waiting for an admin's approval`
        : decision === 'approve'
          ? `"${status.name}" approved`
          : `"${status.name}" rejected`;
    return { pending: notices, message };
  });
  await pushAfterCommit(deps, pending);
  return { message, site: await fieldSiteItem(db, input.planId, input.siteId) };
}

/** update-execution-status: propose the next status (docs/domain.md "Execution status of a plan site"). */
export const proposeExecutionStatus = (
  deps: FieldDeps,
  input: { statusId: number; siteId: number; planId: number },
  actor: AuthUser,
) => step(deps, input, 'propose', actor);

/** approve-execution-status: the proposal becomes the current status. */
export const approveExecutionStatus = (
  deps: FieldDeps,
  input: { siteId: number; planId: number },
  actor: AuthUser,
) => step(deps, input, 'approve', actor);

/** reject-execution-status: the proposal is discarded (with an optional reason); the current status stays. */
export const rejectExecutionStatus = (
  deps: FieldDeps,
  input: { siteId: number; planId: number; reason?: string | null },
  actor: AuthUser,
) => step(deps, input, 'reject', actor);
