import { assertTransition, type LifecycleFacts } from '@ooh/machines/lifecycle';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/connection.ts';
import { auditLog } from '../../db/schema.ts';
import type { Push } from '../../deps.ts';
import { conflict, notFound } from '../../errors.ts';
import { type NotificationDraft, pushToUsers, writeNotifications } from '../notifications/index.ts';

type LifecycleMachine = Parameters<typeof assertTransition>[0];
/** The events of a lifecycle machine, as `assertTransition` takes them. */
export type LifecycleEvent<M extends LifecycleMachine> = Parameters<typeof assertTransition<M>>[2];

export interface StatusChange {
  from: string;
  to: string;
}

export interface TransitionDeps {
  db: Db;
  push: Push;
  log: FastifyBaseLogger;
  now: Date;
}

/** One status change of one entity, decided by its lifecycle machine. */
export interface Transition<M extends LifecycleMachine, Row> {
  machine: M;
  /** The audit log's entity name, e.g. `brief`. */
  entity: string;
  entityId: number;
  event: LifecycleEvent<M>;
  actorId: number;
  /** The 404 message when the entity does not exist (or is deleted). */
  notFoundMessage: string;
  /** Reads the current status and the facts the machine's guards need; null when there is nothing to act on. */
  load(db: Db): Promise<{ status: string; facts: LifecycleFacts<M> } | null>;
  /**
   * Writes the new status only where the row still holds `change.from` (compare and set), and answers the
   * changed row; null when no row changed because someone else changed it first.
   */
  write(tx: Db, change: StatusChange): Promise<Row | null>;
  /** Audit details besides from, to and the event (e.g. the reason). */
  details?: Record<string, unknown>;
  /** The notification of docs/domain.md for this change, if any. */
  notify?(row: Row, change: StatusChange): NotificationDraft | null;
}

/**
 * The one way a status changes: load → the machine decides (a refusal is a TransitionRefusedError, answered 409
 * naming the current status) → one transaction writing the status, its audit row and its notifications → push,
 * after the commit. Two concurrent callers may both pass the machine with the same status; the compare and set
 * lets exactly one of them win, and the other gets the refusal for the status it lost to.
 */
export async function changeStatus<M extends LifecycleMachine, Row>(
  deps: TransitionDeps,
  transition: Transition<M, Row>,
): Promise<{ row: Row; change: StatusChange }> {
  const { machine, event } = transition;
  const { now } = deps;
  const current = await transition.load(deps.db);
  if (!current) throw notFound(transition.notFoundMessage);
  const change = {
    from: current.status,
    to: assertTransition(machine, current.status, event, current.facts),
  };

  const { row, recipients, draft } = await deps.db.transaction(async (tx) => {
    const row = await transition.write(tx, change);
    if (row === null) throw await lostRace(tx, transition);
    await tx.insert(auditLog).values({
      actorUserId: transition.actorId,
      action: event.type,
      entity: transition.entity,
      entityId: transition.entityId,
      details: { from: change.from, to: change.to, event: event.type, ...transition.details },
      createdAt: now,
    });
    const draft = transition.notify?.(row, change) ?? null;
    const recipients = draft ? await writeNotifications(tx, draft, { actorId: transition.actorId, now }) : [];
    return { row, recipients, draft };
  });

  if (draft) await pushToUsers(deps, recipients, draft.message);
  return { row, change };
}

/** Why the compare and set changed nothing, read again now that the other change is committed. */
async function lostRace<M extends LifecycleMachine, Row>(tx: Db, transition: Transition<M, Row>) {
  const now = await transition.load(tx);
  if (!now) return notFound(transition.notFoundMessage);
  try {
    assertTransition(transition.machine, now.status, transition.event, now.facts);
  } catch (refused) {
    return refused;
  }
  return conflict(`This ${transition.entity} was changed by someone else just now. Reload it and try again.`);
}
