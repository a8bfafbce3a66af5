import type { z } from 'zod';
import { PASSWORD_LINK_TTL_HOURS_DEFAULT, USER_MESSAGES } from '../contract/constants.ts';
import { PASSWORD_TOKEN_HEADER } from '../contract/define.ts';
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
  type UserDetail,
  type UserListItem,
  updatePassword,
  updateUser,
} from '../contract/endpoints/users.ts';
import { ROLE_LABELS } from '../contract/roles.ts';
import { PageQuery } from '../contract/schemas.ts';
import { passwordProblem } from '../passwords/index.ts';
import type { HandlerOptions } from './auth.ts';
import type { MockDb } from './db.ts';
import { errorResponse, mockEndpoint, notFound } from './mock.ts';
import {
  MOCK_CALLER_ID,
  type MockPasswordLink,
  type MockUser,
  passwordLinkMessage,
} from './user-fixtures.ts';

/** The server's words for the people calls (the server helper's are the reference; these stand in for them). */
export const USER_CALL_MESSAGES = {
  added: 'User added: a link to set their password was sent',
  updated: 'User updated',
  activated: 'User activated',
  deactivated: 'User deactivated: their sessions end on their next call',
  deleted: 'User deleted',
  linkSent: 'A new link to set the password was sent',
  passwordSet: 'Your password is set: you can sign in now',
  passwordChanged: USER_MESSAGES.passwordChanged,
  signedOut: 'Signed out',
} as const;

/** How far past the page a searched total is counted (docs/domain.md "Counts"). */
const COUNT_PAST_PAGE = 1000;
const HOUR = 3_600_000;

const invalid = (issues: readonly { path: readonly PropertyKey[]; message: string }[]) => {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '');
    if (field && !(field in errors)) errors[field] = issue.message;
  }
  const message = Object.values(errors)[0] ?? issues[0]?.message ?? 'Invalid input';
  return errorResponse(400, { message, errors }) as never;
};
const conflict = (message: string) => errorResponse(409, message) as never;
const linkInvalid = () => errorResponse(401, USER_MESSAGES.linkInvalid) as never;

function queryOf(url: URL): Record<string, string> {
  return Object.fromEntries(url.searchParams.entries());
}

/** The machine's refusal, in its words (`refusal()` of @ooh/machines/lifecycle; the api package cannot import it). */
const refused = (verb: string, status: string) => conflict(`Cannot ${verb}: this user is ${status}.`);

function toListItem(user: MockUser): UserListItem {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    role: user.role,
    role_label: user.role_label,
    phone: user.phone,
    status: user.status,
    has_password: user.has_password,
    created_at: user.created_at,
  };
}

/** The newest link of a user that has not been used (or replaced), with whether it has run out. */
function pendingLink(db: MockDb, userId: number, now = Date.now()): UserDetail['password_link'] {
  const link = db.passwordLinks
    .filter((each) => each.user_id === userId && each.used_at === null)
    .sort((a, b) => b.sent_at.localeCompare(a.sent_at))[0];
  if (!link) return null;
  return { sent_at: link.sent_at, expires_at: link.expires_at, expired: Date.parse(link.expires_at) <= now };
}

export function toUserDetail(db: MockDb, user: MockUser): UserDetail {
  return {
    ...toListItem(user),
    updated_at: user.updated_at,
    password_link: pendingLink(db, user.id),
    clients_owned: user.clients_owned,
  };
}

/** A new one-time link for the user (earlier ones stop working) and its message in the outbox. */
function sendLink(db: MockDb, user: MockUser, now = Date.now()): MockPasswordLink {
  for (const link of db.passwordLinks)
    if (link.user_id === user.id && link.used_at === null) link.used_at = new Date(now).toISOString();
  const link: MockPasswordLink = {
    token: `link-${user.id}-${now.toString(36)}-${Math.random().toString(36).slice(2, 8)}`,
    user_id: user.id,
    sent_at: new Date(now).toISOString(),
    expires_at: new Date(now + PASSWORD_LINK_TTL_HOURS_DEFAULT * HOUR).toISOString(),
    used_at: null,
  };
  db.passwordLinks.push(link);
  const id = db.outbox.reduce((max, message) => Math.max(max, message.id), 0) + 1;
  db.outbox.unshift(passwordLinkMessage(id, user, link));
  return link;
}

/** Whether `user` is the only active admin left (so it may not stop being one). */
function lastActiveAdmin(db: MockDb, user: MockUser): boolean {
  return (
    user.role === 'admin' &&
    user.status === 'active' &&
    !db.users.some(
      (other) =>
        other.id !== user.id && !other.deleted && other.role === 'admin' && other.status === 'active',
    )
  );
}

/** The link a password-token call carries, when it is still usable. */
function usableLink(db: MockDb, request: Request): { link: MockPasswordLink; user: MockUser } | null {
  const token = request.headers.get(PASSWORD_TOKEN_HEADER);
  const link = token ? db.passwordLinks.find((each) => each.token === token) : undefined;
  if (!link || link.used_at !== null || Date.parse(link.expires_at) <= Date.now()) return null;
  const user = db.users.find((each) => each.id === link.user_id && !each.deleted);
  return user ? { link, user } : null;
}

/**
 * People management (issue 17; docs/domain.md "User"): the user list (search, role and status filters, capped
 * total), one user with their pending link, add (a link in the outbox), update, activate, deactivate, delete, a
 * new link, the public link check and password set (the strength rules of `@ooh/api/passwords`), one's own
 * password, sign-out and the outbox. The refusals are the server's: 409 for a taken e-mail, the caller's own
 * account, the last active admin and a KAM who still owns clients; 401 for a link unknown, used or expired.
 * The caller of bearer calls is the fixture login's user (`MOCK_CALLER_ID`). Writes change `db.users`.
 */
export function userHandlers(db: MockDb, options: HandlerOptions = {}) {
  const live = () => db.users.filter((user) => !user.deleted);
  const find = (id: unknown) => live().find((user) => user.id === Number(id));
  const emailTaken = (email: string, exceptId?: number) =>
    db.users.some((user) => user.email === email && user.id !== exceptId);
  const touch = (user: MockUser) => {
    user.updated_at = new Date().toISOString();
  };

  return [
    mockEndpoint(
      fetchAllUsers,
      ({ url }) => {
        const parsed = fetchAllUsers.query.safeParse(queryOf(url));
        if (!parsed.success) return invalid(parsed.error.issues);
        const query = parsed.data;
        const term = query.search?.trim().toLowerCase() ?? '';
        const all = live();
        const users = all
          .filter(
            (user) =>
              (!query.role || user.role === query.role) &&
              (!query.status || user.status === query.status) &&
              (!term || `${user.name} ${user.email}`.toLowerCase().includes(term)),
          )
          .sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
        const start = (query.page - 1) * query.limit;
        const cap = start + query.limit + COUNT_PAST_PAGE;
        return {
          users: users.slice(start, start + query.limit).map(toListItem),
          total: Math.min(users.length, cap),
          totalCapped: users.length > cap,
          allTotal: all.length,
        };
      },
      options,
    ),
    mockEndpoint(
      fetchUserDetails,
      ({ params }) => {
        const user = find(params.id);
        return user ? { user: toUserDetail(db, user) } : notFound(USER_MESSAGES.userNotFound);
      },
      options,
    ),
    mockEndpoint(
      addUser,
      ({ body }) => {
        const parsed = addUser.body.safeParse(body);
        if (!parsed.success) return invalid(parsed.error.issues);
        const input = parsed.data;
        if (emailTaken(input.email))
          return errorResponse(409, {
            message: USER_MESSAGES.emailTaken,
            errors: { email: USER_MESSAGES.emailTaken },
          }) as never;
        const now = new Date().toISOString();
        const user: MockUser = {
          id: db.users.reduce((max, each) => Math.max(max, each.id), 0) + 1,
          name: input.name,
          email: input.email,
          role: input.role,
          role_label: ROLE_LABELS[input.role],
          phone: input.phone ?? null,
          status: 'inactive',
          has_password: false,
          created_at: now,
          updated_at: now,
          clients_owned: 0,
          password: null,
          deleted: false,
        };
        db.users.push(user);
        sendLink(db, user);
        return { message: USER_CALL_MESSAGES.added, user: toUserDetail(db, user) };
      },
      { ...options, status: 201 },
    ),
    mockEndpoint(
      updateUser,
      ({ params, body }) => {
        const user = find(params.id);
        if (!user) return notFound(USER_MESSAGES.userNotFound);
        const parsed = updateUser.body.safeParse(body);
        if (!parsed.success) return invalid(parsed.error.issues);
        const input = parsed.data as z.output<typeof updateUser.body>;
        if (input.email !== undefined && emailTaken(input.email, user.id))
          return errorResponse(409, {
            message: USER_MESSAGES.emailTaken,
            errors: { email: USER_MESSAGES.emailTaken },
          }) as never;
        if (input.role !== undefined && input.role !== 'admin' && lastActiveAdmin(db, user))
          return conflict(USER_MESSAGES.lastAdmin);
        if (input.name !== undefined) user.name = input.name;
        if (input.email !== undefined) user.email = input.email;
        if (input.role !== undefined) {
          user.role = input.role;
          user.role_label = ROLE_LABELS[input.role];
        }
        if (input.phone !== undefined) user.phone = input.phone || null;
        touch(user);
        return { message: USER_CALL_MESSAGES.updated, user: toUserDetail(db, user) };
      },
      options,
    ),
    mockEndpoint(
      activateUser,
      ({ params }) => {
        const user = find(params.id);
        if (!user) return notFound(USER_MESSAGES.userNotFound);
        if (user.status !== 'inactive') return refused('activate', user.status);
        user.status = 'active';
        touch(user);
        return { message: USER_CALL_MESSAGES.activated, user: toUserDetail(db, user) };
      },
      options,
    ),
    mockEndpoint(
      deactivateUser,
      ({ params }) => {
        const user = find(params.id);
        if (!user) return notFound(USER_MESSAGES.userNotFound);
        if (user.id === MOCK_CALLER_ID) return conflict(USER_MESSAGES.ownAccount);
        if (user.status !== 'active') return refused('deactivate', user.status);
        if (lastActiveAdmin(db, user)) return conflict(USER_MESSAGES.lastAdmin);
        user.status = 'inactive';
        touch(user);
        return { message: USER_CALL_MESSAGES.deactivated, user: toUserDetail(db, user) };
      },
      options,
    ),
    mockEndpoint(
      deleteUser,
      ({ params }) => {
        const user = find(params.id);
        if (!user) return notFound(USER_MESSAGES.userNotFound);
        if (user.id === MOCK_CALLER_ID) return conflict(USER_MESSAGES.ownAccount);
        if (lastActiveAdmin(db, user)) return conflict(USER_MESSAGES.lastAdmin);
        if (user.clients_owned > 0)
          return conflict(
            `${user.name} is the key account manager of ${user.clients_owned} ${user.clients_owned === 1 ? 'client' : 'clients'}: give them to another key account manager first.`,
          );
        user.deleted = true;
        touch(user);
        return { message: USER_CALL_MESSAGES.deleted };
      },
      options,
    ),
    mockEndpoint(
      resendPasswordLink,
      ({ params }) => {
        const user = find(params.id);
        if (!user) return notFound(USER_MESSAGES.userNotFound);
        sendLink(db, user);
        return { message: USER_CALL_MESSAGES.linkSent };
      },
      options,
    ),
    mockEndpoint(
      checkPasswordLink,
      ({ request }) => {
        const usable = usableLink(db, request);
        if (!usable) return linkInvalid();
        return { name: usable.user.name, email: usable.user.email, expires_at: usable.link.expires_at };
      },
      options,
    ),
    mockEndpoint(
      updatePassword,
      ({ request, body }) => {
        const usable = usableLink(db, request);
        if (!usable) return linkInvalid();
        const parsed = updatePassword.body.safeParse(body);
        if (!parsed.success) return invalid(parsed.error.issues);
        const { user, link } = usable;
        const problem = passwordProblem(parsed.data.password, user);
        if (problem) return invalid([{ path: ['password'], message: problem }]);
        link.used_at = new Date().toISOString();
        user.password = parsed.data.password;
        user.has_password = true;
        // Setting the password activates the account (the user machine's user.setPassword).
        user.status = 'active';
        touch(user);
        return { message: USER_CALL_MESSAGES.passwordSet };
      },
      options,
    ),
    mockEndpoint(
      changeOwnPassword,
      ({ body }) => {
        const parsed = changeOwnPassword.body.safeParse(body);
        if (!parsed.success) return invalid(parsed.error.issues);
        const user = find(MOCK_CALLER_ID);
        if (!user) return errorResponse(401, 'Your session has ended: sign in again') as never;
        const { current_password, new_password } = parsed.data;
        if (user.password !== current_password)
          return invalid([{ path: ['current_password'], message: USER_MESSAGES.currentPasswordWrong }]);
        const problem = passwordProblem(new_password, user);
        if (problem) return invalid([{ path: ['new_password'], message: problem }]);
        user.password = new_password;
        touch(user);
        // A stand-in token: the fake backend does not check bearer tokens.
        return { message: USER_CALL_MESSAGES.passwordChanged, token: `renewed-${user.id}-${Date.now()}` };
      },
      options,
    ),
    mockEndpoint(logout, { message: USER_CALL_MESSAGES.signedOut }, options),
    mockEndpoint(
      fetchMailOutbox,
      ({ url }) => {
        const parsed = PageQuery.safeParse(queryOf(url));
        if (!parsed.success) return invalid(parsed.error.issues);
        const { page, limit } = parsed.data;
        const start = (page - 1) * limit;
        return {
          messages: db.outbox.slice(start, start + limit),
          total: db.outbox.length,
          totalCapped: false,
        };
      },
      options,
    ),
  ];
}
