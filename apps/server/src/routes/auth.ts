import { fetchRoles, login, openStorybook, registerPushToken } from '@ooh/api/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../http/endpoint.ts';
import { issueStorybookPass } from '../http/storybook.ts';
import { listStaffRoles, rememberPushToken, signIn } from '../services/auth/index.ts';
import { loginLimitFrom } from '../services/auth/login-limit.ts';
import { signInRefusal } from '../services/auth/sign-in.ts';

export async function authRoutes(app: FastifyInstance) {
  route(app, login, async ({ db, body, ip, now, config }) => {
    try {
      return await signIn(db, body, {
        address: ip,
        now,
        limit: loginLimitFrom(config),
        jwtSecret: config.jwtSecret,
        jwtTtlSeconds: config.jwtTtlSeconds,
        demoPassword: config.demoPassword,
      });
    } catch (error) {
      // Counted by reason for the operators (a wave of wrong passwords, accounts locked out by the limits).
      const reason = signInRefusal(error);
      if (reason) app.metrics.signInRefused(reason);
      throw error;
    }
  });

  route(app, registerPushToken, async ({ db, body, user, now }) => {
    await rememberPushToken(db, user.id, body.fcm_token, now);
    return { message: 'Device registered for notifications' };
  });

  route(app, fetchRoles, async ({ db }) => ({ data: await listStaffRoles(db) }));

  // The pass travels in a cookie only /storybook receives (http/storybook.ts says why that is safe).
  route(app, openStorybook, async ({ bearerToken, config, now, secure, header }) => {
    const pass = await issueStorybookPass(bearerToken, { secret: config.jwtSecret, now, secure });
    header('set-cookie', pass.cookie);
    const minutes = Math.round((pass.expiresAt.getTime() - now.getTime()) / 60_000);
    return {
      message: `Storybook is open to you for ${minutes} minutes, renewed while you use it`,
      expiresAt: pass.expiresAt.toISOString(),
    };
  });
}
