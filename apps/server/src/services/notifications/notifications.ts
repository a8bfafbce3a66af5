import { isStaffRole, type StaffRole } from '@ooh/api/contract';
import { and, desc, eq, inArray, isNull, ne, or, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/connection.ts';
import { notifications, pushTokens, users } from '../../db/schema.ts';
import type { Push, PushMessage } from '../../deps.ts';
import { notFound } from '../../errors.ts';
import { counterColumn, counterOfPage, readCounter } from '../shared/counts.ts';
import { announce } from '../shared/events.ts';
import { pageValues, pageWindow, prepared, preparedPageSize, withinPage } from '../shared/prepared.ts';

/** What a notification shows (`publicNotification`): the page's rows and the one marked read alike. */
const shownColumns = {
  id: notifications.id,
  title: notifications.title,
  body: notifications.body,
  link: notifications.link,
  readAt: notifications.readAt,
  createdAt: notifications.createdAt,
};

/**
 * One page of a user's notifications, newest first. The page's keys come first, off notifications_user_created_idx
 * alone (an index-only scan), and only those ten rows are read from the table: a deep page skips index entries,
 * not table rows.
 */
export function notificationsPageQuery(
  db: Db,
  userId: number | Placeholder,
  page: number | Placeholder,
  limit: number,
  counterKey: string | Placeholder,
  unreadKey: string | Placeholder,
) {
  const window = pageWindow(page, limit);
  const pageKeys = db
    .select({ id: notifications.id, createdAt: notifications.createdAt })
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(window.limit)
    .offset(window.offset)
    .as('page');
  // Ordered by the page's own keys, which come off the index in that order: nothing is sorted, not even the ten.
  return db
    .select({
      ...shownColumns,
      allTotal: counterColumn(counterKey),
      unreadTotal: counterColumn(unreadKey),
    })
    .from(pageKeys)
    .innerJoin(notifications, eq(notifications.id, pageKeys.id))
    .orderBy(desc(pageKeys.createdAt), desc(pageKeys.id));
}

/**
 * The prepared statement of a user's pages of `size` notifications (a size of PREPARED_PAGE_SIZES): the user, the
 * offset and the counter's key its placeholders; routes/scale.test.ts checks its generic plan.
 */
export const notificationsStatement = (db: Db, size: number) =>
  notificationsPageQuery(
    db,
    sql.placeholder('userId'),
    sql.placeholder('page'),
    size,
    sql.placeholder('counterKey'),
    sql.placeholder('unreadKey'),
  );

/** The user's own notifications, newest first; paged in SQL (limit/offset) with the total counted beside it. */
export async function listNotifications(db: Db, userId: number, page: number, limit: number) {
  // docs/domain.md, "Counts": the user's counter, not a count of their rows, read in the page's statement.
  const counterKey = `notifications:user:${userId}`;
  const unreadKey = unreadCounterKey(userId);
  // Prepared per page size (shared/prepared.ts): a page of another size reads the next size up, cut to its own.
  const size = preparedPageSize(limit);
  const read = await prepared(db, `notifications_page_${size}`, (name, on) =>
    notificationsStatement(on, size).prepare(name),
  ).execute({ userId, ...pageValues(page, limit), counterKey, unreadKey });
  const rows = withinPage(read, limit);
  const totalNotifications = await counterOfPage(db, rows, counterKey);
  const [first] = rows;
  const unreadNotifications = first ? Number(first.unreadTotal ?? 0) : await readCounter(db, unreadKey);
  return {
    notifications: rows.map(publicNotification),
    totalNotifications,
    unreadNotifications,
    totalPages: Math.ceil(totalNotifications / limit),
    page,
    limit,
  };
}

type NotificationRow = Pick<
  typeof notifications.$inferSelect,
  'id' | 'title' | 'body' | 'link' | 'readAt' | 'createdAt'
>;

function publicNotification(row: NotificationRow) {
  return {
    id: row.id,
    title: row.title,
    body: row.body,
    link: row.link,
    read: row.readAt !== null,
    created_at: row.createdAt.toISOString(),
  };
}

/** The counter of a user's unread notifications (migration 0012; docs/domain.md "Notifications"). */
const unreadCounterKey = (userId: number) => `notifications:unread:${userId}`;

/** How many of the user's notifications are unread: one counter row, whatever the number of notifications. */
export async function unreadNotificationCount(db: Db, userId: number) {
  return { unread: await readCounter(db, unreadCounterKey(userId)) };
}

export const NOTIFICATION_NOT_FOUND = 'Notification not found';

/**
 * Marks one of the user's notifications read (docs/domain.md "Links, recipients and read state (issue 15)"). Only
 * an unread row is written, so opening a read one again changes nothing; a notification of another user is not
 * found (404), never told apart from one that does not exist. The unread counter moves in the same statement's
 * trigger.
 */
export async function markNotificationRead(db: Db, userId: number, id: number, now: Date) {
  return db.transaction(async (tx) => {
    await tx
      .update(notifications)
      .set({ readAt: now })
      .where(and(eq(notifications.id, id), eq(notifications.userId, userId), isNull(notifications.readAt)));
    const [row] = await tx
      .select(shownColumns)
      .from(notifications)
      .where(and(eq(notifications.id, id), eq(notifications.userId, userId)));
    if (!row) throw notFound(NOTIFICATION_NOT_FOUND);
    return {
      message: 'Notification marked as read',
      notification: publicNotification(row),
      unread: await readCounter(tx, unreadCounterKey(userId)),
    };
  });
}

/**
 * Marks every unread notification of the user read: the rows come off notifications_user_unread_idx (a partial
 * index of unread rows), not from all of the user's notifications.
 */
export async function markAllNotificationsRead(db: Db, userId: number, now: Date) {
  return db.transaction(async (tx) => {
    const marked = await tx
      .update(notifications)
      .set({ readAt: now })
      .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
      .returning({ id: notifications.id });
    return {
      message:
        marked.length === 1
          ? '1 notification marked as read'
          : `${marked.length} notifications marked as read`,
      marked: marked.length,
      unread: await readCounter(tx, unreadCounterKey(userId)),
    };
  });
}

/** A notification about a lifecycle event, and who should get it (docs/domain.md "Notifications"). */
export interface NotificationDraft {
  /** Everyone active with one of these roles… */
  roles?: readonly StaffRole[];
  /** …and these particular users (e.g. the brief's creator), if still active. */
  userIds?: ReadonlyArray<number | null>;
  message: Omit<Required<PushMessage>, 'link' | 'notificationId'> & {
    /**
     * Where the notification leads. By role when the screen differs by role (a KAM reviews a modification-pending
     * plan on another route than a planner): each recipient gets a link it may open.
     */
    link: string | ((role: StaffRole) => string);
  };
}

/** One recipient of a written notification, with the link it was given (push sends the same). */
export interface Recipient {
  id: number;
  link: string;
  /**
   * The recipient's own notification row: push carries its id, so a tab that has it from the live stream too shows
   * it once (docs/domain.md "Notifications", "Live delivery").
   */
  notificationId: number;
}

/**
 * Writes the notification for every active recipient except the person who acted (they know what they did), and
 * answers the recipients' ids, for push. Runs inside the transaction of the change it reports.
 */
export async function writeNotifications(
  db: Db,
  draft: NotificationDraft,
  context: { actorId: number; now: Date },
): Promise<Recipient[]> {
  const who: SQL[] = [];
  if (draft.roles?.length) who.push(inArray(users.role, [...draft.roles]));
  const userIds = (draft.userIds ?? []).filter((id): id is number => id !== null);
  if (userIds.length) who.push(inArray(users.id, userIds));
  if (who.length === 0) return [];
  const recipients = await db
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(
      and(or(...who), eq(users.status, 'active'), isNull(users.deletedAt), ne(users.id, context.actorId)),
    )
    .orderBy(users.id);
  if (recipients.length === 0) return [];
  const { title, body, link } = draft.message;
  const linkOf = (role: string) =>
    typeof link === 'string' ? link : isStaffRole(role) ? link(role) : link('admin');
  const drafts = recipients.map(({ id, role }) => ({ id, link: linkOf(role) }));
  const rows = await db
    .insert(notifications)
    .values(drafts.map(({ id, link }) => ({ userId: id, title, body, link, createdAt: context.now })))
    .returning({ id: notifications.id, userId: notifications.userId });
  const rowOf = new Map(rows.map((row) => [row.userId, row.id]));
  const written = drafts.map((draft) => ({ ...draft, notificationId: rowOf.get(draft.id) ?? 0 }));
  // Every server sharing the database hears it once the transaction commits (never if it rolls back): what pushes
  // the notification to the recipients' open tabs, whichever server they are connected to.
  await announce(db, { type: 'notifications', userIds: written.map(({ id }) => id) });
  return written;
}

/**
 * Sends the notification to the recipients' devices when push is configured. Called after the change is
 * committed; a push failure is logged and never fails the call (the notification is listed either way).
 */
export async function pushToUsers(
  deps: { db: Db; push: Push; log: FastifyBaseLogger },
  recipients: Recipient[],
  message: Pick<PushMessage, 'title' | 'body'>,
): Promise<void> {
  if (!deps.push.enabled || recipients.length === 0) return;
  try {
    // One send per recipient, to all of their devices: each message carries that recipient's notification id.
    const rows = await deps.db
      .select({ userId: pushTokens.userId, token: pushTokens.token })
      .from(pushTokens)
      .where(
        inArray(
          pushTokens.userId,
          recipients.map(({ id }) => id),
        ),
      );
    for (const { id, link, notificationId } of recipients) {
      const tokens = rows.filter((row) => row.userId === id).map((row) => row.token);
      if (tokens.length === 0) continue;
      const { invalidTokens } = await deps.push.send(tokens, { ...message, link, notificationId });
      if (invalidTokens.length) {
        await deps.db.delete(pushTokens).where(inArray(pushTokens.token, invalidTokens));
      }
    }
  } catch (error) {
    deps.log.warn({ err: error }, 'push notification could not be sent');
  }
}
