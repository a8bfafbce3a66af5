import { fetchRoles, login, registerPushToken } from '../contract/endpoints/auth.ts';
import { fixtures } from './fixtures.ts';
import { type MockOptions, mockEndpoint } from './mock.ts';

export type HandlerOptions = Pick<MockOptions, 'baseURL' | 'delay'>;

/** Sign-in, push registration and the role list. */
export function authHandlers(options: HandlerOptions = {}) {
  return [
    mockEndpoint(login, fixtures.login, options),
    mockEndpoint(registerPushToken, { message: 'Device registered for notifications' }, options),
    mockEndpoint(fetchRoles, { data: fixtures.roles }, options),
  ];
}
