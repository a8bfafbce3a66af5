import {
  activateUser,
  addUser,
  changeOwnPassword,
  checkPasswordLink,
  deactivateUser,
  deleteUser,
  fetchAllUsers,
  fetchMailOutbox,
  fetchUserDetails,
  logout,
  resendPasswordLink,
  updatePassword,
  updateUser,
} from '@ooh/api/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../http/endpoint.ts';
import { loginLimitFrom } from '../services/auth/login-limit.ts';
import * as users from '../services/users/index.ts';

/** People management (issue 17; docs/domain.md "User"): staff accounts, password links, sign-out, the outbox. */
export async function userRoutes(app: FastifyInstance) {
  route(app, fetchAllUsers, ({ db, query }) => users.listUsers(db, query));
  route(app, fetchUserDetails, async ({ db, params, now }) => ({
    user: await users.findUserDetail(db, params.id, now),
  }));
  route(app, addUser, (c) => users.addUser(c, c.body, c.user));
  route(app, updateUser, (c) => users.updateUser(c, c.params.id, c.body, c.user));
  route(app, activateUser, (c) => users.activateUser(c, c.params.id, c.user));
  route(app, deactivateUser, (c) => users.deactivateUser(c, c.params.id, c.user));
  route(app, deleteUser, (c) => users.deleteUser(c, c.params.id, c.user));
  route(app, resendPasswordLink, (c) => users.resendPasswordLink(c, c.params.id, c.user));

  route(app, checkPasswordLink, ({ db, passwordGrant }) => users.passwordLinkOf(db, passwordGrant));
  route(app, updatePassword, (c) => users.setPasswordWithLink(c, c.passwordGrant, c.body.password));
  // A wrong current password counts against the sign-in limits (docs/domain.md "Sign-in limits"): a stolen
  // session must not be a way to guess the password without them.
  route(app, changeOwnPassword, (c) =>
    users.changeOwnPassword(
      {
        db: c.db,
        now: c.now,
        address: c.ip,
        limit: loginLimitFrom(c.config),
        jwt: { secret: c.config.jwtSecret, ttlSeconds: c.config.jwtTtlSeconds },
      },
      c.user,
      c.body,
    ),
  );
  route(app, logout, ({ db, bearerToken, user, now }) => users.signOut(db, bearerToken, user.id, now));

  route(app, fetchMailOutbox, ({ db, query }) => users.listOutbox(db, query));
}
