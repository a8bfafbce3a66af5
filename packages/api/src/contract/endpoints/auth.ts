import { z } from 'zod';
import { defineEndpoint } from '../define.ts';
import { STAFF_ROLES } from '../roles.ts';
import { IsoDateTime, listOf, rawText, text } from '../schemas.ts';

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

/**
 * The built Storybook is served at `/storybook` to signed-in staff (docs/domain.md "Storybook for designers"). A
 * browser opening that address sends no bearer header, so this call, made with one, answers with a short-lived pass
 * in a cookie only `/storybook` receives; the app's "Storybook" menu item calls it, then opens the address.
 */
export const openStorybook = defineEndpoint({
  id: 'openStorybook',
  method: 'POST',
  path: '/user/storybook-pass',
  auth: 'bearer',
  roles: STAFF_ROLES,
  group: 'users',
  extension: true,
  errorMessage: 'Failed to open Storybook',
  summary:
    'Gives the caller a pass to the built Storybook at /storybook: a cookie (HttpOnly, SameSite=Strict, Path=/storybook) good for 30 minutes, renewed while it is used, never past the bearer token; signing out ends it.',
  response: z.object({
    message: z.string(),
    /** When the pass runs out unless it is used (it is renewed while Storybook is open). */
    expiresAt: IsoDateTime,
  }),
});
