import { count, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/connection.ts';
import { notifications } from '../db/schema.ts';

/** One page of a user's notifications, newest first; served by notifications_user_created_idx. */
export function notificationsPageQuery(db: Db, userId: number, page: number, limit: number) {
  return db
    .select({
      id: notifications.id,
      title: notifications.title,
      body: notifications.body,
      link: notifications.link,
      readAt: notifications.readAt,
      createdAt: notifications.createdAt,
    })
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit)
    .offset((page - 1) * limit);
}

/** The user's own notifications, newest first; paged in SQL (limit/offset) with the total counted beside it. */
export async function listNotifications(db: Db, userId: number, page: number, limit: number) {
  const [rows, [total]] = await Promise.all([
    notificationsPageQuery(db, userId, page, limit),
    db.select({ value: count() }).from(notifications).where(eq(notifications.userId, userId)),
  ]);
  const totalNotifications = total?.value ?? 0;
  return {
    notifications: rows.map((row) => ({
      id: row.id,
      title: row.title,
      body: row.body,
      link: row.link,
      read: row.readAt !== null,
      created_at: row.createdAt.toISOString(),
    })),
    totalNotifications,
    totalPages: Math.ceil(totalNotifications / limit),
    page,
    limit,
  };
}
