import { fetchRoles, login, registerPushToken } from '@ooh/api/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../http/endpoint.ts';
import { listStaffRoles, rememberPushToken, signIn } from '../services/auth/index.ts';

export async function authRoutes(app: FastifyInstance) {
  route(app, login, async ({ body, request }) =>
    signIn(app.db, body, {
      address: request.ip,
      now: app.clock.now(),
      limit: { maxAttempts: app.config.loginMaxAttempts, windowMinutes: app.config.loginWindowMinutes },
      jwtSecret: app.config.jwtSecret,
      jwtTtlSeconds: app.config.jwtTtlSeconds,
    }),
  );

  route(app, registerPushToken, async ({ body, user }) => {
    await rememberPushToken(app.db, user.id, body.fcm_token, app.clock.now());
    return { message: 'Device registered for notifications' };
  });

  route(app, fetchRoles, async () => ({ data: await listStaffRoles(app.db) }));
}
