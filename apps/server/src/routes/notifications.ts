import {
  fetchNotifications,
  fetchUnreadNotificationCount,
  markAllNotificationsRead as markAllNotificationsReadCall,
  markNotificationRead as markNotificationReadCall,
  openNotificationStream,
} from '@ooh/api/contract';
import type { FastifyInstance } from 'fastify';
import { type EventStream, route } from '../http/endpoint.ts';
import {
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  unreadNotificationCount,
} from '../services/notifications/index.ts';

export async function notificationRoutes(app: FastifyInstance) {
  route(app, fetchNotifications, ({ db, user, query }) =>
    listNotifications(db, user.id, query.page, query.limit),
  );
  route(app, fetchUnreadNotificationCount, ({ db, user }) => unreadNotificationCount(db, user.id));
  route(app, markNotificationReadCall, ({ db, user, params, now }) =>
    markNotificationRead(db, user.id, params.id, now),
  );
  route(app, markAllNotificationsReadCall, ({ db, user, now }) => markAllNotificationsRead(db, user.id, now));
  // Live delivery (docs/domain.md "Notifications", "Live delivery"): the process's one fan-out (app.ts).
  route(app, openNotificationStream, async ({ user, query, stillAllowed }) => {
    const stream = await app.notificationStreams.open({
      userId: user.id,
      lastEventId: query.last_event_id ?? null,
      stillSignedIn: stillAllowed,
    });
    return { kind: 'event-stream', stream } satisfies EventStream;
  });
}
