import { CLIENT_MESSAGES, type ClientInput, type ClientProfile, PLAN_STATUSES } from '@ooh/api/contract';
import { and, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/connection.ts';
import { auditLog, briefs, campaigns, clients, plans } from '../../db/schema.ts';
import { conflict, forbidden, invalidInput, notFound } from '../../errors.ts';
import type { AuthUser } from '../auth/index.ts';
import { emailTaken, findClientProfile, findKeyAccountManager, liveClient } from './clients.ts';

/**
 * Registering, editing and deleting clients (issue 17; docs/domain.md "Clients"). Ownership: a key account manager
 * owns what they register and edits only their own clients; an admin names, changes or removes the owner. Each
 * write is one transaction with its audit row; the list counters move by the table's triggers (migration 0015).
 */

export type ClientBody = z.output<typeof ClientInput>;

/** Advisory lock keys: one e-mail is checked and written by one transaction at a time (no unique index). */
const CLIENT_EMAIL_LOCK = 61_003;

/** Plan statuses of work under way: being built, under review, or being altered after a review. */
const PLANS_UNDER_WAY = PLAN_STATUSES.filter((status) => status !== 'accepted' && status !== 'lost');

const audit = (tx: Db, actorId: number, action: string, clientId: number, details: object, now: Date) =>
  tx
    .insert(auditLog)
    .values({ actorUserId: actorId, action, entity: 'client', entityId: clientId, details, createdAt: now });

const lockEmail = (tx: Db, email: string) =>
  tx.execute(sql`select pg_advisory_xact_lock(${CLIENT_EMAIL_LOCK}::int, hashtext(${email}))`);

/** The owner a write asks for, checked: a KAM may only name themselves; a named owner must be a KAM. */
async function ownerFor(
  tx: Db,
  wanted: number | null | undefined,
  actor: AuthUser,
): Promise<{ id: number; name: string } | null | undefined> {
  if (actor.role === 'key_account_manager') {
    if (wanted !== undefined && wanted !== null && wanted !== actor.id)
      throw forbidden(CLIENT_MESSAGES.kamAssignsSelf);
    if (wanted === null) throw forbidden(CLIENT_MESSAGES.kamAssignsSelf);
    return wanted === undefined ? undefined : { id: actor.id, name: actor.name };
  }
  if (wanted === undefined || wanted === null) return wanted;
  const manager = await findKeyAccountManager(tx, wanted);
  if (!manager) throw invalidInput({ key_account_manager_id: CLIENT_MESSAGES.keyAccountManager });
  return manager;
}

const profileColumns = (body: ClientBody) => ({
  companyName: body.company_name,
  contactName: body.contact_name,
  email: body.email,
  phone: body.phone,
  industry: body.industry,
  address: body.address,
});

/** client/register: a KAM owns what they register; an admin names the owner or leaves none. */
export async function registerClient(
  deps: { db: Db; now: Date },
  body: ClientBody,
  actor: AuthUser,
): Promise<{ message: string; client: ClientProfile }> {
  const id = await deps.db.transaction(async (tx) => {
    const owner =
      actor.role === 'key_account_manager'
        ? await ownerFor(tx, body.key_account_manager_id ?? actor.id, actor)
        : await ownerFor(tx, body.key_account_manager_id, actor);
    await lockEmail(tx, body.email);
    if (await emailTaken(tx, body.email)) throw conflict(CLIENT_MESSAGES.emailTaken);
    const [row] = await tx
      .insert(clients)
      .values({ ...profileColumns(body), keyAccountManagerId: owner?.id ?? null, createdAt: deps.now })
      .returning({ id: clients.id });
    if (!row) throw new Error('registerClient: no row');
    await audit(
      tx,
      actor.id,
      'client.register',
      row.id,
      { company_name: body.company_name, key_account_manager_id: owner?.id ?? null },
      deps.now,
    );
    return row.id;
  });
  const client = await findClientProfile(deps.db, id);
  return { message: CLIENT_MESSAGES.registered(client.company_name), client };
}

/**
 * update-client/profile: the whole profile. A KAM may change only their own clients (403 for another's: the
 * client is no secret, they may read it, so "not found" would be untrue) and cannot give one away; an admin may
 * change or remove the owner (left out: unchanged).
 */
export async function updateClient(
  deps: { db: Db; now: Date },
  id: number,
  body: ClientBody,
  actor: AuthUser,
): Promise<{ message: string; client: ClientProfile }> {
  await deps.db.transaction(async (tx) => {
    const current = await liveClient(tx, id, { lock: true });
    if (!current) throw notFound(CLIENT_MESSAGES.notFound);
    if (actor.role === 'key_account_manager' && current.keyAccountManagerId !== actor.id)
      throw forbidden(CLIENT_MESSAGES.notYourClient);
    const owner = await ownerFor(tx, body.key_account_manager_id, actor);
    await lockEmail(tx, body.email);
    if (body.email !== current.email && (await emailTaken(tx, body.email, id)))
      throw conflict(CLIENT_MESSAGES.emailTaken);
    const ownerId = owner === undefined ? current.keyAccountManagerId : (owner?.id ?? null);
    await tx
      .update(clients)
      .set({ ...profileColumns(body), keyAccountManagerId: ownerId })
      .where(eq(clients.id, id));
    await audit(
      tx,
      actor.id,
      'client.update',
      id,
      ownerId === current.keyAccountManagerId
        ? { company_name: body.company_name }
        : {
            company_name: body.company_name,
            from_key_account_manager_id: current.keyAccountManagerId,
            to_key_account_manager_id: ownerId,
          },
      deps.now,
    );
  });
  const client = await findClientProfile(deps.db, id);
  return { message: CLIENT_MESSAGES.updated(client.company_name), client };
}

/**
 * delete-clients: a soft delete (the row stays: briefs, plans and campaigns name it). Refused (409) while the
 * client has running campaigns (the rule) or work under way that would be left without a client: new
 * briefs, and plans being built, reviewed or altered (docs/domain.md "Clients").
 */
export async function deleteClient(deps: { db: Db; now: Date }, id: number, actor: AuthUser) {
  return deps.db.transaction(async (tx) => {
    const client = await liveClient(tx, id, { lock: true });
    if (!client) throw notFound(CLIENT_MESSAGES.notFound);
    // One after another: `tx` is one connection, which takes one query at a time.
    const ofClient = and(eq(briefs.clientId, id), isNull(briefs.deletedAt));
    const [running] = await tx
      .select({ n: count() })
      .from(campaigns)
      .innerJoin(briefs, eq(briefs.id, campaigns.briefId))
      .where(and(eq(briefs.clientId, id), eq(campaigns.status, 'active')));
    const [fresh] = await tx
      .select({ n: count() })
      .from(briefs)
      .where(and(ofClient, eq(briefs.status, 'pending')));
    const [underWay] = await tx
      .select({ n: count() })
      .from(plans)
      .innerJoin(briefs, eq(briefs.id, plans.briefId))
      .where(and(ofClient, inArray(plans.status, PLANS_UNDER_WAY)));
    const refused = CLIENT_MESSAGES.deleteRefused(client.companyName, {
      campaigns: running?.n ?? 0,
      briefs: fresh?.n ?? 0,
      plans: underWay?.n ?? 0,
    });
    if (refused) throw conflict(refused);
    await tx.update(clients).set({ deletedAt: deps.now }).where(eq(clients.id, id));
    await audit(tx, actor.id, 'client.delete', id, { company_name: client.companyName }, deps.now);
    return { message: CLIENT_MESSAGES.deleted(client.companyName) };
  });
}
