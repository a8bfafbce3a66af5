import {
  fetchNotifications,
  fetchUnreadNotificationCount,
  markAllNotificationsRead as markAllNotificationsReadCall,
  markNotificationRead as markNotificationReadCall,
} from '@ooh/api/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../http/endpoint.ts';
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
}
