import { defineEndpoint } from '@ooh/api/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { passwordTokens, users } from '../db/schema.ts';
import { hashPasswordToken } from '../services/auth/index.ts';
import { setupTestApp, type TestContext } from '../test/harness.ts';
import { route } from './endpoint.ts';

// No contract entry uses the password-set token yet (it arrives with user management); the check is tested
// through an entry declared here, registered outside /api.
const setPassword = defineEndpoint({
  id: 'testSetPassword',
  method: 'PATCH',
  path: '/test/set-password/{id}',
  auth: 'password-token',
  roles: [],
  group: 'test',
  summary: 'test only',
  params: z.object({ id: z.coerce.number().int() }),
  response: z.object({ userId: z.number(), tokenId: z.number(), param: z.number() }),
});

let t: TestContext;
let userId: number;
beforeAll(async () => {
  t = await setupTestApp({
    extend: (app) =>
      route(app, setPassword, async ({ request, params }) => {
        const grant = request.passwordGrant;
        if (!grant) throw new Error('no grant');
        return { ...grant, param: params.id };
      }),
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
    expect(response.json()).toEqual({ message: expect.stringMatching(/password link/) });
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
