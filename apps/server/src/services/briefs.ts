import type { BriefSummary } from '@ooh/api/contract';
import { BRIEF_STATUSES, type BriefEvent, type BriefStatus, briefMachine } from '@ooh/machines/brief';
import { and, eq, isNull, not, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/connection.ts';
import { briefs, clients, plans } from '../db/schema.ts';
import { changeStatus, type StatusChange, type TransitionDeps } from './lifecycle.ts';
import type { NotificationDraft } from './notifications.ts';

export const BRIEF_NOT_FOUND = 'Brief not found';

/** `table`.`column`, qualified: drizzle leaves single-table selects unqualified, which a correlated subquery misreads. */
const qualified = (table: typeof briefs | typeof plans, column: { name: string }) =>
  sql`${table}.${sql.identifier(column.name)}`;

/** `is_Plan_attached`: the flag, or any plan row for the brief (whichever is written first). */
const hasPlan = sql<boolean>`(${qualified(briefs, briefs.isPlanAttached)} or exists (select 1 from ${plans} where ${qualified(plans, plans.briefId)} = ${qualified(briefs, briefs.id)}))`;

const live = (id: number) => and(eq(briefs.id, id), isNull(briefs.deletedAt));

function briefStatus(value: string): BriefStatus {
  if (!(BRIEF_STATUSES as readonly string[]).includes(value)) throw new Error(`not a brief status: ${value}`);
  return value as BriefStatus;
}

/** A changed brief: what the answer shows, and who created it (rejections notify them). */
interface ChangedBrief {
  summary: BriefSummary;
  createdBy: number | null;
}

/** The brief as every brief answer shows it (deleted briefs only in the answer of the delete itself). */
async function changedBrief(db: Db, id: number): Promise<ChangedBrief> {
  const [row] = await db
    .select({
      id: briefs.id,
      briefNumber: briefs.briefNumber,
      campaignName: briefs.campaignName,
      clientName: clients.companyName,
      status: briefs.status,
      reason: briefs.reason,
      hasPlan,
      updatedAt: briefs.updatedAt,
      createdBy: briefs.createdBy,
    })
    .from(briefs)
    .innerJoin(clients, eq(clients.id, briefs.clientId))
    .where(eq(briefs.id, id));
  if (!row) throw new Error(`brief ${id} vanished inside its own transaction`);
  return {
    summary: {
      id: row.id,
      brief_number: row.briefNumber,
      campaign_name: row.campaignName,
      client_name: row.clientName,
      status: row.status,
      reason: row.reason,
      is_Plan_attached: row.hasPlan ? 'Y' : 'N',
      updated_at: row.updatedAt.toISOString(),
    },
    createdBy: row.createdBy,
  };
}

async function loadBrief(db: Db, id: number) {
  const [row] = await db.select({ status: briefs.status, hasPlan }).from(briefs).where(live(id)).limit(1);
  return row ? { status: row.status, facts: { hasPlan: Boolean(row.hasPlan) } } : null;
}

interface BriefTransition {
  id: number;
  event: BriefEvent;
  actorId: number;
  /** Columns written with the status. */
  set?: Partial<typeof briefs.$inferInsert>;
  /** A condition the row must still meet when written, besides its status (a guard's fact). */
  stillTrue?: SQL;
  details?: Record<string, unknown>;
  notify?(brief: ChangedBrief, change: StatusChange): NotificationDraft | null;
}

async function changeBriefStatus(deps: TransitionDeps, input: BriefTransition) {
  const { row } = await changeStatus(deps, {
    machine: briefMachine,
    entity: 'brief',
    entityId: input.id,
    event: input.event,
    actorId: input.actorId,
    notFoundMessage: BRIEF_NOT_FOUND,
    details: input.details,
    load: (db) => loadBrief(db, input.id),
    async write(tx, change) {
      const changed = await tx
        .update(briefs)
        .set({ ...input.set, status: briefStatus(change.to), updatedAt: deps.now })
        .where(and(live(input.id), eq(briefs.status, briefStatus(change.from)), input.stillTrue))
        .returning({ id: briefs.id });
      return changed.length ? changedBrief(tx, input.id) : null;
    },
    notify: input.notify,
  });
  return row.summary;
}

const nameOf = ({ summary }: ChangedBrief) => `${summary.campaign_name} (${summary.brief_number})`;

/** pending → approved; the planners can now build a plan. */
export async function acceptBrief(deps: TransitionDeps, id: number, actorId: number) {
  const brief = await changeBriefStatus(deps, {
    id,
    actorId,
    event: { type: 'brief.accept' },
    // A brief resubmitted after a rejection keeps no stale reason once accepted.
    set: { reason: null },
    notify: (accepted) => ({
      roles: ['planner'],
      message: {
        title: 'Brief accepted',
        body: `${nameOf(accepted)} was accepted; a plan can be built.`,
        link: '/plan',
      },
    }),
  });
  return { message: 'Brief accepted', brief };
}

/** pending → rejected with a reason; the creator (the KAM) and the admins are told why. */
export async function rejectBrief(deps: TransitionDeps, id: number, actorId: number, reason: string) {
  const brief = await changeBriefStatus(deps, {
    id,
    actorId,
    event: { type: 'brief.reject', reason },
    set: { reason },
    details: { reason },
    notify: (rejected) => ({
      roles: ['admin'],
      userIds: [rejected.createdBy],
      message: {
        title: 'Brief rejected',
        body: `${nameOf(rejected)} was rejected: ${reason}`,
        link: '/brief',
      },
    }),
  });
  return { message: 'Brief rejected', brief };
}

/**
 * Any status → deleted, unless a plan is attached. The row stays for the audit trail with `deleted_at` set, and
 * no list, count or call finds it again. Nobody is notified.
 */
export async function deleteBrief(deps: TransitionDeps, id: number, actorId: number) {
  const brief = await changeBriefStatus(deps, {
    id,
    actorId,
    event: { type: 'brief.delete' },
    set: { deletedAt: deps.now },
    // The machine read "no plan" a moment ago; a plan created since then must still stop the delete.
    stillTrue: not(hasPlan),
  });
  return { message: 'Brief deleted', brief };
}
