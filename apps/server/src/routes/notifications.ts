import { fetchNotifications } from '@ooh/api/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../http/endpoint.ts';
import { listNotifications } from '../services/notifications/index.ts';

export async function notificationRoutes(app: FastifyInstance) {
  route(app, fetchNotifications, ({ db, user, query }) =>
    listNotifications(db, user.id, query.page, query.limit),
  );
}
