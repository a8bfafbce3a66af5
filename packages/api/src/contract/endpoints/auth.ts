import { z } from 'zod';
import { defineEndpoint } from '../define.ts';
import { STAFF_ROLES } from '../roles.ts';
import { listOf, rawText, text } from '../schemas.ts';

export const UserData = z.object({
  userId: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: z.enum(STAFF_ROLES),
  roleLabel: z.string(),
});
export type UserData = z.infer<typeof UserData>;

export const login = defineEndpoint({
  id: 'login',
  method: 'POST',
  path: '/user/login/user-appsell',
  auth: 'none',
  roles: [],
  rateLimited: true,
  group: 'users',
  errorMessage: 'Sign-in failed',
  summary: 'Sign in with e-mail and password; optionally registers the device push token.',
  body: z.object({
    email: rawText(320, 'Enter your e-mail address')
      .trim()
      .toLowerCase()
      .pipe(z.email({ error: 'Enter a valid e-mail address' }))
      .meta({ examples: ['planner@demo.local'] }),
    password: rawText(200, 'Password is required'),
    fcm_token: text(4096).min(1).optional(),
  }),
  response: z.object({ message: z.string(), token: z.string(), userData: UserData }),
});

export const Role = z.object({ id: z.number().int(), name: z.string(), label: z.string() });

export const fetchRoles = defineEndpoint({
  id: 'fetchRoles',
  method: 'GET',
  path: '/admin/fetch-roles',
  auth: 'bearer',
  roles: ['admin', 'manager'],
  group: 'users',
  errorMessage: 'An error occurred while fetching roles',
  summary: 'The roles a user can be given.',
  response: listOf(Role),
});

export const registerPushToken = defineEndpoint({
  id: 'registerPushToken',
  method: 'POST',
  path: '/user/push-token',
  auth: 'bearer',
  roles: STAFF_ROLES,
  group: 'users',
  errorMessage: 'An error occurred while registering the device for notifications',
  extension: true,
  summary:
    "Registers or refreshes the caller's device push token (the app refreshes it when it is older than 7 days).",
  body: z.object({ fcm_token: text(4096, { required: 'The device token is required' }) }),
  response: z.object({ message: z.string() }),
});
