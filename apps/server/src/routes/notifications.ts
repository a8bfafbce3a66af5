import { fetchNotifications } from '@ooh/api/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../http/endpoint.ts';
import { listNotifications } from '../services/notifications/index.ts';

export async function notificationRoutes(app: FastifyInstance) {
  route(app, fetchNotifications, ({ user, query }) =>
    listNotifications(app.db, user.id, query.page, query.limit),
  );
}
