import {
  type CampaignListItem,
  PAY_ORDER_FILE_TYPES,
  PAY_ORDER_MESSAGES,
  type PayOrderFields,
  type PayOrderItem,
} from '@ooh/api/contract';
import { PAY_ORDER_STATUSES, type PayOrderStatus, payOrderMachine } from '@ooh/machines/pay-order';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import { auditLog, briefs, campaigns, payOrders, plans } from '../../db/schema.ts';
import type { Storage } from '../../deps.ts';
import { conflict, notFound } from '../../errors.ts';
import type { UploadedFile } from '../../http/multipart.ts';
import { campaignListItem } from '../campaigns/queries.ts';
import { startCampaign } from '../campaigns/writes.ts';
import {
  commitStoredFiles,
  discardStoredFiles,
  recordFile,
  sniffFileType,
  storeFile,
} from '../files/index.ts';
import {
  kindDraft,
  type NotificationDraft,
  pushToUsers,
  type Recipient,
  writeNotifications,
} from '../notifications/index.ts';
import { changeStatus, type TransitionDeps } from '../shared/index.ts';
import { findPayOrderItem, PAY_ORDER_NOT_FOUND } from './queries.ts';

/** What pay order writes need: a transition's dependencies, the upload store and the tax rate of the plan total. */
export interface PayOrderDeps extends TransitionDeps {
  storage: Storage;
  taxRatePercent: number;
}

type Fields = { po_number: string; amount: number; po_date: string } & Partial<PayOrderFields>;

/** The accepted type of a pay order document (PDF, JPEG or PNG), by its content; null when it is none of them. */
export function payOrderDocumentType(file: UploadedFile): keyof typeof PAY_ORDER_FILE_TYPES | null {
  const type = sniffFileType(file.content);
  return type !== null && type in PAY_ORDER_FILE_TYPES ? (type as keyof typeof PAY_ORDER_FILE_TYPES) : null;
}

const money = (value: number) =>
  `PKR ${value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** "PKR 12,000.00 more than the plan's total" / "less" / "matches the plan's total" (docs/domain.md "Pay order"). */
export function differenceWords(difference: number): string {
  if (difference === 0) return "matches the plan's total";
  return `${money(Math.abs(difference))} ${difference > 0 ? 'more' : 'less'} than the plan's total`;
}

/** What a pay order's notifications link to (services/notifications/kinds.ts). */
const orderRecord = (order: Pick<PayOrderItem, 'brief_id' | 'brief_number'>) => ({
  brief_id: order.brief_id,
  brief_number: order.brief_number,
});

const orderTitle = (order: Pick<PayOrderItem, 'po_number' | 'campaign_name' | 'brief_number'>) =>
  `${order.po_number} for ${order.campaign_name} (${order.brief_number})`;

/**
 * Records the client's pay order for a brief against its accepted plan (docs/domain.md "Pay order"), pending. Under
 * the brief's row lock: the brief must have an accepted plan and no pending or accepted pay order (409 naming which);
 * the partial unique index holds the same against anything else. The document is stored first and removed again if
 * the transaction fails. The other admins and KAMs are told.
 */
export async function recordPayOrder(
  deps: PayOrderDeps,
  briefId: number,
  input: { fields: Fields; file: UploadedFile },
  actorId: number,
) {
  const { now } = deps;
  const contentType = payOrderDocumentType(input.file);
  if (!contentType) throw new Error('recordPayOrder: the document was not checked');
  const stored = await storeFile(deps.storage, {
    folder: 'payorders',
    content: input.file.content,
    originalName: input.file.fileName,
    contentType,
    extension: PAY_ORDER_FILE_TYPES[contentType],
  });
  try {
    const { id, recipients, draft } = await deps.db.transaction(async (tx) => {
      const [brief] = await tx
        .select({ id: briefs.id })
        .from(briefs)
        .where(and(eq(briefs.id, briefId), isNull(briefs.deletedAt)))
        .for('update');
      if (!brief) throw notFound(PAY_ORDER_MESSAGES.briefNotFound);
      const [plan] = await tx
        .select({ id: plans.id })
        .from(plans)
        .where(and(eq(plans.briefId, briefId), eq(plans.status, 'accepted')));
      if (!plan) throw conflict(PAY_ORDER_MESSAGES.noAcceptedPlan);
      const [live] = await tx
        .select({ status: payOrders.status })
        .from(payOrders)
        .where(and(eq(payOrders.briefId, briefId), sql`${payOrders.status} in ('pending', 'accepted')`));
      if (live)
        throw conflict(
          live.status === 'pending' ? PAY_ORDER_MESSAGES.pendingExists : PAY_ORDER_MESSAGES.acceptedExists,
        );
      const [campaign] = await tx
        .select({ id: campaigns.id })
        .from(campaigns)
        .where(eq(campaigns.briefId, briefId));
      if (campaign) throw conflict(PAY_ORDER_MESSAGES.campaignExists);
      const fileId = await recordFile(tx, stored, actorId, now);
      const [row] = await tx
        .insert(payOrders)
        .values({
          briefId,
          planId: plan.id,
          poNumber: input.fields.po_number,
          amount: input.fields.amount,
          poDate: input.fields.po_date,
          fileId,
          status: 'pending',
          recordedBy: actorId,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: payOrders.id });
      if (!row) throw new Error('recordPayOrder: insert answered no row');
      await tx.insert(auditLog).values({
        actorUserId: actorId,
        action: 'payOrder.record',
        entity: 'pay_order',
        entityId: row.id,
        details: { to: 'pending', brief_id: briefId, plan_id: plan.id, file: stored.storageKey },
        createdAt: now,
      });
      const order = await findPayOrderItem(tx, row.id, deps.taxRatePercent);
      if (!order) throw new Error(`pay order ${row.id} vanished inside its own transaction`);
      const kind = kindDraft('payOrderRecorded', orderRecord(order));
      const draft: NotificationDraft = {
        roles: kind.roles,
        message: {
          title: kind.title,
          body: `${orderTitle(order)}: ${money(order.amount)}, ${differenceWords(order.difference)}. It waits for review.`,
          link: kind.link,
        },
      };
      const recipients = await writeNotifications(tx, draft, { actorId, now });
      return { id: row.id, recipients, draft };
    });
    await commitStoredFiles(deps.storage, [stored.storageKey]);
    await pushToUsers(deps, recipients, draft.message);
    const payOrder = await findPayOrderItem(deps.db, id, deps.taxRatePercent);
    if (!payOrder) throw notFound(PAY_ORDER_NOT_FOUND);
    return { message: 'Pay order recorded', pay_order: payOrder };
  } catch (error) {
    await discardStoredFiles(deps, [stored.storageKey]);
    throw error;
  }
}

function payOrderStatus(value: string): PayOrderStatus {
  if (!(PAY_ORDER_STATUSES as readonly string[]).includes(value))
    throw new Error(`not a pay order status: ${value}`);
  return value as PayOrderStatus;
}

async function loadPayOrder(db: Db, id: number) {
  const [row] = await db.select({ status: payOrders.status }).from(payOrders).where(eq(payOrders.id, id));
  return row ? { status: row.status, facts: {} } : null;
}

/**
 * Pending → accepted (docs/domain.md "Pay order"), through the pay order machine, and in the same transaction the
 * campaign of the accepted plan with its sites (`startCampaign`). The operation analysts are told the campaign
 * started (link: their screen of it); the recorder that the order was accepted.
 */
export async function acceptPayOrder(deps: PayOrderDeps, id: number, actorId: number) {
  let extra: { recipients: Recipient[]; message: { title: string; body: string } } | null = null;
  let campaign: CampaignListItem | null = null;
  const { row } = await changeStatus(deps, {
    machine: payOrderMachine,
    entity: 'pay_order',
    entityId: id,
    event: { type: 'payOrder.accept' },
    actorId,
    notFoundMessage: PAY_ORDER_NOT_FOUND,
    load: (db) => loadPayOrder(db, id),
    async write(tx, change) {
      const [written] = await tx
        .update(payOrders)
        .set({
          status: payOrderStatus(change.to),
          decidedBy: actorId,
          decidedAt: deps.now,
          updatedAt: deps.now,
        })
        .where(and(eq(payOrders.id, id), eq(payOrders.status, payOrderStatus(change.from))))
        .returning({
          briefId: payOrders.briefId,
          planId: payOrders.planId,
          recordedBy: payOrders.recordedBy,
        });
      if (!written) return null;
      const [plan] = await tx
        .select({ status: plans.status, name: briefs.campaignName })
        .from(plans)
        .innerJoin(briefs, eq(briefs.id, plans.briefId))
        .where(eq(plans.id, written.planId));
      // Accepted is final for a plan, so this cannot happen through the app; a data fix could make it.
      if (plan?.status !== 'accepted') throw conflict('The plan of this pay order is no longer accepted.');
      const campaignId = await startCampaign(tx, {
        briefId: written.briefId,
        planId: written.planId,
        payOrderId: id,
        name: plan.name,
        now: deps.now,
      });
      campaign = await campaignListItem(tx, campaignId);
      const order = await findPayOrderItem(tx, id, deps.taxRatePercent);
      if (!order || !campaign) throw new Error(`pay order ${id} vanished inside its own transaction`);
      const accepted = kindDraft('payOrderAccepted', orderRecord(order));
      const message = {
        title: accepted.title,
        body: `${orderTitle(order)} was accepted; the campaign has started with ${campaign.sites_count} sites.`,
      };
      const recipients = await writeNotifications(
        tx,
        { userIds: [written.recordedBy], message: { ...message, link: accepted.link } },
        { actorId, now: deps.now },
      );
      extra = { recipients, message };
      return order;
    },
    notify: (order) => {
      const kind = kindDraft('campaignStarted', orderRecord(order));
      return {
        roles: kind.roles,
        message: {
          title: kind.title,
          body: `${order.campaign_name} (${order.brief_number}) has started: assign trackers to its sites.`,
          link: kind.link,
        },
      };
    },
  });
  const sent = extra as { recipients: Recipient[]; message: { title: string; body: string } } | null;
  if (sent) await pushToUsers(deps, sent.recipients, sent.message);
  return {
    message: 'Pay order accepted: the campaign has started',
    pay_order: row,
    campaign: campaign as unknown as CampaignListItem,
  };
}

/** Pending → rejected with a reason (the machine's guard); the recorder is told why. */
export async function rejectPayOrder(deps: PayOrderDeps, id: number, actorId: number, reason: string) {
  const { row } = await changeStatus(deps, {
    machine: payOrderMachine,
    entity: 'pay_order',
    entityId: id,
    event: { type: 'payOrder.reject', reason },
    actorId,
    notFoundMessage: PAY_ORDER_NOT_FOUND,
    details: { reason },
    load: (db) => loadPayOrder(db, id),
    async write(tx, change) {
      const [written] = await tx
        .update(payOrders)
        .set({
          status: payOrderStatus(change.to),
          reason,
          decidedBy: actorId,
          decidedAt: deps.now,
          updatedAt: deps.now,
        })
        .where(and(eq(payOrders.id, id), eq(payOrders.status, payOrderStatus(change.from))))
        .returning({ recordedBy: payOrders.recordedBy });
      if (!written) return null;
      const order = await findPayOrderItem(tx, id, deps.taxRatePercent);
      if (!order) throw new Error(`pay order ${id} vanished inside its own transaction`);
      return { order, recordedBy: written.recordedBy };
    },
    notify: ({ order, recordedBy }) => {
      const kind = kindDraft('payOrderRejected', orderRecord(order));
      return {
        userIds: [recordedBy],
        message: {
          title: kind.title,
          body: `${orderTitle(order)} was rejected: ${reason} Record a new pay order for the brief.`,
          link: kind.link,
        },
      };
    },
  });
  return { message: 'Pay order rejected', pay_order: row.order };
}
