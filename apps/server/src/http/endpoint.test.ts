import { defineEndpoint, USER_MESSAGES } from '@ooh/api/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { passwordTokens, users } from '../db/schema.ts';
import { type AuthUser, hashPasswordToken } from '../services/auth/index.ts';
import { setupTestApp, type TestContext } from '../test/harness.ts';
import { type ActingUser, route } from './endpoint.ts';

// No contract entry uses the password-set token yet (it arrives with user management); the check is tested
// through an entry declared here, registered outside /api.
const setPassword = defineEndpoint({
  id: 'testSetPassword',
  method: 'PATCH',
  path: '/test/set-password/{id}',
  auth: 'password-token',
  roles: [],
  group: 'test',
  errorMessage: 'An error occurred during the update',
  summary: 'test only',
  params: z.object({ id: z.coerce.number().int() }),
  response: z.object({ userId: z.number(), tokenId: z.number(), param: z.number() }),
});

// Entries of the handler-context tests: who is acting, and the request's time from the app's clock.
const whoAmI = defineEndpoint({
  id: 'testWhoAmI',
  method: 'GET',
  path: '/test/who-am-i',
  auth: 'bearer',
  roles: ['planner', 'designer'],
  group: 'test',
  summary: 'test only',
  errorMessage: 'Test failed',
  response: z.object({ email: z.string(), role: z.string(), now: z.string(), database: z.boolean() }),
});
const anonymous = defineEndpoint({
  id: 'testAnonymous',
  method: 'GET',
  path: '/test/anonymous',
  auth: 'none',
  roles: [],
  group: 'test',
  summary: 'test only',
  errorMessage: 'Test failed',
  response: z.object({ userId: z.number() }),
});

let t: TestContext;
let userId: number;
beforeAll(async () => {
  t = await setupTestApp({
    extend: (app) => {
      route(app, setPassword, async ({ passwordGrant, params }) => ({ ...passwordGrant, param: params.id }));
      route(app, whoAmI, async ({ user, now, db }) => ({
        email: user.email,
        role: user.role,
        now: now.toISOString(),
        database: typeof db.execute === 'function',
      }));
      // A programming error on purpose: no one signs in on a `none` entry.
      route(app, anonymous, async ({ user }) => ({ userId: user.id }));
    },
  });
  const [user] = await t.connection.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'inactive@demo.local'));
  userId = user!.id;
  const now = t.clock.now().getTime();
  await t.connection.db.insert(passwordTokens).values([
    { userId, tokenHash: hashPasswordToken('valid-token'), expiresAt: new Date(now + 3600_000) },
    { userId, tokenHash: hashPasswordToken('expired-token'), expiresAt: new Date(now - 1000) },
    {
      userId,
      tokenHash: hashPasswordToken('used-token'),
      expiresAt: new Date(now + 3600_000),
      usedAt: new Date(now),
    },
  ]);
});
afterAll(() => t?.close());

const send = (token?: string) =>
  t.call({
    method: 'PATCH',
    url: '/test/set-password/7',
    headers: token ? { 'x-password-token': token } : {},
  });

describe('password-token endpoints', () => {
  it('admit a valid, unused, unexpired token and hand the grant to the handler', async () => {
    const response = await send('valid-token');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ userId, tokenId: expect.any(Number), param: 7 });
  });

  it.each([
    ['missing', undefined],
    ['unknown', 'nope'],
    ['expired', 'expired-token'],
    ['used', 'used-token'],
  ])('refuse a %s token with 401', async (_case, token) => {
    const response = await send(token);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: USER_MESSAGES.linkInvalid });
  });

  it('ignore a bearer token', async () => {
    const response = await t.call({
      method: 'PATCH',
      url: '/test/set-password/7',
      token: await t.tokenForRole('admin'),
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('the handler context', () => {
  it('hands a bearer handler the acting user, checked against the roles, with the dependencies and the time', async () => {
    t.clock.advance(1000);
    const response = await t.call({
      method: 'GET',
      url: '/test/who-am-i',
      token: await t.tokenForRole('designer'),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      email: 'designer@demo.local',
      role: 'designer',
      now: t.clock.now().toISOString(),
      database: true,
    });
    const editor = await t.call({
      method: 'GET',
      url: '/test/who-am-i',
      token: await t.tokenForRole('editor'),
    });
    expect(editor.statusCode).toBe(403);
  });

  it('refuses to hand out a user on an entry without bearer auth (a 500, not a silent null)', async () => {
    const response = await t.call({ method: 'GET', url: '/test/anonymous' });
    expect(response.statusCode).toBe(500);
  });

  it('types the user from the entry: non-null on bearer entries, null where no one signs in', () => {
    expectTypeOf<ActingUser<typeof whoAmI>>().toEqualTypeOf<AuthUser>();
    // What the contract's entries will give once `defineEndpoint` keeps `auth` as a literal type.
    expectTypeOf<ActingUser<typeof anonymous & { auth: 'none' }>>().toEqualTypeOf<null>();
    expectTypeOf<ActingUser<typeof whoAmI & { auth: 'bearer' }>>().toEqualTypeOf<AuthUser>();
  });
});
