import { fetchRoles, login, openStorybook, registerPushToken } from '../contract/endpoints/auth.ts';
import { fixtures } from './fixtures.ts';
import { type MockOptions, mockEndpoint } from './mock.ts';

export type HandlerOptions = Pick<MockOptions, 'baseURL' | 'delay'>;

/** Sign-in, push registration, the role list and the Storybook pass. */
export function authHandlers(options: HandlerOptions = {}) {
  return [
    mockEndpoint(login, fixtures.login, options),
    mockEndpoint(registerPushToken, { message: 'Device registered for notifications' }, options),
    mockEndpoint(fetchRoles, { data: fixtures.roles }, options),
    // No cookie here: a fake backend has no /storybook to open.
    mockEndpoint(
      openStorybook,
      {
        message: 'Storybook is open to you for 30 minutes, renewed while you use it',
        expiresAt: '2026-11-27T10:30:00.000Z',
      },
      options,
    ),
  ];
}
