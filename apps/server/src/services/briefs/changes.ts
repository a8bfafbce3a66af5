import type { BriefSummary } from '@ooh/api/contract';
import { BRIEF_STATUSES, type BriefEvent, type BriefStatus, briefMachine } from '@ooh/machines/brief';
import { and, eq, not, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import { briefs, clients, files } from '../../db/schema.ts';
import { badRequest, notFound } from '../../errors.ts';
import type { UploadedFile } from '../../http/multipart.ts';
import { commitStoredFiles, discardStoredFiles, recordFile, removeStoredFiles } from '../files/index.ts';
import { kindDraft, type NotificationDraft } from '../notifications/index.ts';
import { changeStatus, type StatusChange, type TransitionDeps } from '../shared/index.ts';
import { BRIEF_NOT_FOUND, findBrief, hasPlan, liveBrief as live, publicBrief } from './queries.ts';
import {
  type BriefDeps,
  type BriefFileFields,
  type BriefFormFields,
  briefTitle,
  checkBriefReferences,
  checkBriefStart,
  replaceBriefTargets,
  storeBriefDocument,
} from './writes.ts';

export { BRIEF_NOT_FOUND };

function briefStatus(value: string): BriefStatus {
  if (!(BRIEF_STATUSES as readonly string[]).includes(value)) throw new Error(`not a brief status: ${value}`);
  return value as BriefStatus;
}

/** A changed brief: what the answer shows, and who created it (rejections notify them). */
interface ChangedBrief {
  summary: BriefSummary;
  createdBy: number | null;
  kind: 'form' | 'file';
}

/** What a brief's notifications link to (services/notifications/kinds.ts). */
const briefRecord = ({ summary, kind }: ChangedBrief) => ({
  brief_id: summary.id,
  brief_kind: kind,
  brief_number: summary.brief_number,
});

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
      kind: briefs.kind,
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
    kind: row.kind,
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
    notify: (accepted) => {
      const { roles, title, link } = kindDraft('briefAccepted', briefRecord(accepted));
      return {
        roles,
        message: { title, body: `${nameOf(accepted)} was accepted; a plan can be built.`, link },
      };
    },
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
    notify: (rejected) => {
      const { roles, title, link } = kindDraft('briefRejected', briefRecord(rejected));
      return {
        roles,
        userIds: [rejected.createdBy],
        message: { title, body: `${nameOf(rejected)} was rejected: ${reason}`, link },
      };
    },
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

/** Form briefs are updated with the form, file briefs by uploading: the screens differ, and so do the fields. */
export const WRONG_KIND_MESSAGES = {
  form: 'This brief was filled in on the form; update it with the form, not by uploading a document.',
  file: 'This brief was created from a document; update it by uploading the document form.',
} as const;

export type BriefUpdate =
  | { kind: 'form'; fields: BriefFormFields }
  | { kind: 'file'; fields: BriefFileFields; file: UploadedFile | null };

/**
 * Updates a new or rejected brief through the brief machine (`brief.update`): its fields, its target lists
 * (replaced) or its document (replaced when a new one is sent), the status (a rejected brief is resubmitted:
 * pending again, reason cleared), the audit row and, on a resubmission, the notifications, all in one
 * transaction. A new document is staged first, committed after the transaction and discarded if it fails; the replaced one is removed
 * from the store only after the commit.
 */
export async function updateBrief(deps: BriefDeps, id: number, actorId: number, input: BriefUpdate) {
  const [current] = await deps.db
    .select({ kind: briefs.kind, startDate: briefs.startDate })
    .from(briefs)
    .where(live(id));
  if (!current) throw notFound(BRIEF_NOT_FOUND);
  if (current.kind !== input.kind) throw badRequest(WRONG_KIND_MESSAGES[current.kind]);
  checkBriefStart(input.fields.start_date, deps.now, current.startDate);

  const stored =
    input.kind === 'file' && input.file ? await storeBriefDocument(deps.storage, input.file) : null;
  let replacedKey: string | null = null;
  try {
    const { row, change } = await changeStatus(deps, {
      machine: briefMachine,
      entity: 'brief',
      entityId: id,
      event: { type: 'brief.update' },
      actorId,
      notFoundMessage: BRIEF_NOT_FOUND,
      details: stored ? { file: stored.storageKey } : undefined,
      load: (db) => loadBrief(db, id),
      async write(tx, change) {
        await checkBriefReferences(tx, input.fields);
        const [before] = await tx
          .select({ fileId: briefs.attachmentFileId, storageKey: files.storageKey })
          .from(briefs)
          .leftJoin(files, eq(files.id, briefs.attachmentFileId))
          .where(eq(briefs.id, id));
        const attachmentFileId = stored ? await recordFile(tx, stored, actorId, deps.now) : null;
        const { fields } = input;
        const changed = await tx
          .update(briefs)
          .set({
            clientId: fields.client_id,
            campaignName: fields.campaign_name,
            ...(input.kind === 'form' ? { objective: input.fields.objective } : {}),
            notes: fields.notes,
            startDate: fields.start_date,
            endDate: fields.end_date,
            budget: fields.budget,
            ...(attachmentFileId ? { attachmentFileId } : {}),
            status: briefStatus(change.to),
            reason: null,
            updatedAt: deps.now,
          })
          .where(and(live(id), eq(briefs.status, briefStatus(change.from)), eq(briefs.kind, input.kind)))
          .returning({ id: briefs.id });
        if (!changed.length) return null;
        if (input.kind === 'form') await replaceBriefTargets(tx, id, input.fields);
        if (attachmentFileId && before?.fileId) {
          await tx.delete(files).where(eq(files.id, before.fileId));
          replacedKey = before.storageKey;
        }
        return findBrief(tx, id);
      },
      notify: (brief, change) =>
        change.from === 'rejected'
          ? (() => {
              const { roles, title, link } = kindDraft('briefResubmitted', {
                brief_id: brief.id,
                brief_kind: brief.kind,
                brief_number: brief.brief_number,
              });
              return {
                roles,
                message: {
                  title,
                  body: `${briefTitle(brief)} was updated after its rejection and is waiting for review again.`,
                  link,
                },
              };
            })()
          : null,
    });
    await commitStoredFiles(deps.storage, [stored?.storageKey]);
    await removeStoredFiles(deps, [replacedKey]);
    return {
      message: change.from === 'rejected' ? 'Brief resubmitted' : 'Brief updated',
      brief: publicBrief(row),
    };
  } catch (error) {
    if (stored) await discardStoredFiles(deps, [stored.storageKey]);
    throw error;
  }
}
