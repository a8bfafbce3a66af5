import { z } from 'zod';
import { USER_MESSAGES } from '../constants.ts';
import { defineEndpoint } from '../define.ts';
import { STAFF_ROLES } from '../roles.ts';
import { IdParams, IsoDateTime, PageQuery, rawText, SearchPageQuery, text } from '../schemas.ts';

/**
 * People management (issue 17; docs/domain.md "User"). Staff accounts only: client accounts are registered with
 * the client (`/client/register`) and never listed here. Every change is the admin's; the manager reads.
 */

/** A user's stored status (the user machine's `inactive` | `active`; `deleted` users are never listed). */
export const USER_STATUSES_LISTED = ['active', 'inactive'] as const;

export const UserListItem = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: z.enum(STAFF_ROLES),
  role_label: z.string(),
  phone: z.string().nullable(),
  status: z.enum(USER_STATUSES_LISTED),
  /** False until the user has set a password through the e-mailed link. */
  has_password: z.boolean(),
  created_at: IsoDateTime,
});
export type UserListItem = z.infer<typeof UserListItem>;

export const UserDetail = UserListItem.extend({
  updated_at: IsoDateTime,
  /** The newest unused password-set link: when it was sent and when it stops working; null when none is pending. */
  password_link: z.object({ sent_at: IsoDateTime, expires_at: IsoDateTime, expired: z.boolean() }).nullable(),
  /** Clients this user owns as their key account manager (0 for other roles). */
  clients_owned: z.number().int().min(0),
});
export type UserDetail = z.infer<typeof UserDetail>;

/** Digits, spaces, +, ( ) and -; a refinement, so the string keeps text()'s NUL-refusing pattern. */
const PHONE = /^[+0-9 ()-]*$/;

const UserBody = {
  name: text(120, { required: USER_MESSAGES.name }),
  email: rawText(320, USER_MESSAGES.email)
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: USER_MESSAGES.emailInvalid }))
    .meta({ examples: ['new.planner@demo.local'] }),
  role: z.enum(STAFF_ROLES, { error: USER_MESSAGES.role }),
  phone: text(40)
    .refine((value) => PHONE.test(value), USER_MESSAGES.phone)
    .meta({ examples: ['+92 300 1234567'] })
    .optional()
    .transform((value) => (value ? value : undefined)),
};

export const fetchAllUsers = defineEndpoint({
  id: 'fetchAllUsers',
  method: 'GET',
  path: '/users/fetch-all/appsells',
  auth: 'bearer',
  roles: ['admin', 'manager'],
  group: 'users',
  errorMessage: 'An error occurred while fetching users',
  summary:
    'Staff accounts that are not deleted, by name; search over name and e-mail, filter by role and status. total = matching (counted up to 1,000 past the page; totalCapped says when there are more), allTotal = every staff account.',
  query: SearchPageQuery.extend({
    role: z.enum(STAFF_ROLES, { error: 'Choose a valid role' }).optional(),
    status: z.enum(USER_STATUSES_LISTED, { error: 'Choose active or inactive' }).optional(),
  }),
  response: z.object({
    users: z.array(UserListItem),
    total: z.number().int().min(0),
    totalCapped: z.boolean(),
    allTotal: z.number().int().min(0),
  }),
});

export const fetchUserDetails = defineEndpoint({
  id: 'fetchUserDetails',
  method: 'GET',
  path: '/user/get-single-user/details/{id}',
  auth: 'bearer',
  roles: ['admin', 'manager'],
  group: 'users',
  errorMessage: 'An error occurred while fetching the user',
  summary: 'One staff account with its pending password link. 404 for a deleted or unknown user.',
  params: IdParams,
  response: z.object({ user: UserDetail }),
});

export const addUser = defineEndpoint({
  id: 'addUser',
  method: 'POST',
  path: '/admin/add/user',
  auth: 'bearer',
  roles: ['admin'],
  group: 'users',
  errorMessage: 'An error occurred while adding the user',
  summary:
    'Adds a staff account as inactive and e-mails it a one-time password-set link. 409 when the e-mail is taken.',
  successStatus: 201,
  body: z.object(UserBody),
  response: z.object({ message: z.string(), user: UserDetail }),
});

export const updateUser = defineEndpoint({
  id: 'updateUser',
  method: 'PATCH',
  path: '/user/update/appsell/{id}',
  auth: 'bearer',
  roles: ['admin'],
  group: 'users',
  errorMessage: 'An error occurred during the update',
  summary:
    "Changes a user's name, e-mail, role or phone (only the fields sent). 409 when the e-mail is taken, or when the change would leave no active admin.",
  params: IdParams,
  body: z
    .object({
      name: UserBody.name.optional(),
      email: UserBody.email.optional(),
      role: UserBody.role.optional(),
      phone: text(40)
        .refine((value) => PHONE.test(value), USER_MESSAGES.phone)
        .nullable()
        .optional()
        .meta({ examples: ['+92 300 1234567'] }),
    })
    .refine((body) => Object.values(body).some((value) => value !== undefined), USER_MESSAGES.nothingToChange)
    .meta({ examples: [{ name: 'Sana Malik' }] }),
  response: z.object({ message: z.string(), user: UserDetail }),
});

export const activateUser = defineEndpoint({
  id: 'activateUser',
  method: 'PATCH',
  path: '/user/activate-appsells/{id}',
  auth: 'bearer',
  roles: ['admin'],
  group: 'users',
  lifecycle: 'user',
  errorMessage: 'Failed to update status',
  summary: 'Activates an inactive account (user.activate). 409 when it is already active.',
  params: IdParams,
  response: z.object({ message: z.string(), user: UserDetail }),
});

export const deactivateUser = defineEndpoint({
  id: 'deactivateUser',
  method: 'PATCH',
  path: '/user/deactivate-appsells/{id}',
  auth: 'bearer',
  roles: ['admin'],
  group: 'users',
  lifecycle: 'user',
  extension: true,
  errorMessage: 'Failed to update status',
  summary:
    "Suspends an active account (user.deactivate): its sessions end on their next call. 409 for the caller's own account and for the last active admin.",
  params: IdParams,
  response: z.object({ message: z.string(), user: UserDetail }),
});

export const deleteUser = defineEndpoint({
  id: 'deleteUser',
  method: 'DELETE',
  path: '/user/delete-appsells/{id}',
  auth: 'bearer',
  roles: ['admin'],
  group: 'users',
  lifecycle: 'user',
  errorMessage: 'An error occurred during the deletion',
  summary:
    "Deletes an account (user.delete; final, the row stays for audit). 409 for the caller's own account, the last active admin, and a key account manager who still owns clients.",
  params: IdParams,
  response: z.object({ message: z.string() }),
});

export const resendPasswordLink = defineEndpoint({
  id: 'resendPasswordLink',
  method: 'POST',
  path: '/admin/resend-password-link/{id}',
  auth: 'bearer',
  roles: ['admin'],
  group: 'users',
  extension: true,
  errorMessage: 'An error occurred while sending the link',
  summary: "E-mails the user a new one-time password-set link; the user's earlier links stop working.",
  params: IdParams,
  response: z.object({ message: z.string() }),
});

/** What the password-set screen shows before the user types: whose link it is, and until when it works. */
export const checkPasswordLink = defineEndpoint({
  id: 'checkPasswordLink',
  method: 'GET',
  path: '/user/password-link',
  auth: 'password-token',
  roles: [],
  group: 'users',
  extension: true,
  errorMessage: 'An error occurred while checking the link',
  summary:
    'The account a password-set link is for (name, e-mail) and its expiry. 401 when the link is unknown, used or expired.',
  response: z.object({ name: z.string(), email: z.string(), expires_at: IsoDateTime }),
});

export const updatePassword = defineEndpoint({
  id: 'updatePassword',
  method: 'PATCH',
  path: '/user/update-password/appsells',
  auth: 'password-token',
  roles: [],
  group: 'users',
  lifecycle: 'user',
  errorMessage: 'Failed to set the password',
  summary:
    'Sets the password with the one-time token of the e-mailed link (header x-password-token) and activates the account. 401 when the link is unknown, used or expired; 400 when the password breaks the strength rules.',
  body: z.object({ password: rawText(200, USER_MESSAGES.password) }),
  response: z.object({ message: z.string() }),
});

export const changeOwnPassword = defineEndpoint({
  id: 'changeOwnPassword',
  method: 'PATCH',
  path: '/user/change-password',
  auth: 'bearer',
  roles: STAFF_ROLES,
  group: 'users',
  extension: true,
  errorMessage: 'Failed to change the password',
  summary:
    "The signed-in user's own password: the current one, then the new one (same strength rules). Ends the account's other sessions (their tokens are refused from now on) and answers a fresh token for this one. 400 when the current password is wrong.",
  body: z.object({
    current_password: rawText(200, USER_MESSAGES.currentPassword),
    new_password: rawText(200, USER_MESSAGES.password),
  }),
  /** `token` replaces the caller's: the one this call was made with is refused from now on. */
  response: z.object({ message: z.string(), token: z.string() }),
});

export const logout = defineEndpoint({
  id: 'logout',
  method: 'POST',
  path: '/user/logout',
  auth: 'bearer',
  roles: STAFF_ROLES,
  group: 'users',
  extension: true,
  errorMessage: 'Failed to sign out',
  summary: 'Signs out: the token of this call is refused from now on (other devices stay signed in).',
  response: z.object({ message: z.string() }),
});

export const OutboxMessage = z.object({
  id: z.number().int(),
  recipient: z.string(),
  subject: z.string(),
  body: z.string(),
  sent_at: IsoDateTime.nullable(),
  error: z.string().nullable(),
  created_at: IsoDateTime,
});
export type OutboxMessage = z.infer<typeof OutboxMessage>;

export const fetchMailOutbox = defineEndpoint({
  id: 'fetchMailOutbox',
  method: 'GET',
  path: '/admin/mail-outbox',
  auth: 'bearer',
  roles: ['admin'],
  group: 'users',
  extension: true,
  errorMessage: 'An error occurred while fetching the outbox',
  summary:
    'Mail the server wrote, newest first: sent, failed (with the error), or kept when no SMTP server is configured. Password-set links are readable here by admins. total is counted up to 1,000 past the page; totalCapped says when there are more.',
  query: PageQuery,
  response: z.object({
    messages: z.array(OutboxMessage),
    total: z.number().int().min(0),
    totalCapped: z.boolean(),
  }),
});
