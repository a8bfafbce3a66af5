import { fetchRegions, fetchRoles, login, registerPushToken, STAFF_ROLES } from '@ooh/api/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushTokens, users } from '../db/schema.ts';
import { SIGN_IN_MESSAGES } from '../services/auth/index.ts';
import { DEMO_PASSWORD, setupTestApp, type TestContext } from '../test/harness.ts';

let t: TestContext;
beforeAll(async () => {
  t = await setupTestApp({ config: { loginMaxAttempts: 3, loginWindowMinutes: 10 } });
});
afterAll(() => t?.close());

const LOGIN_URL = `/api${login.path}`;
let addressCounter = 0;
/** Each call comes from its own address unless told, so the per-address limit of one test does not leak into another. */
const freshAddress = () => `10.0.${Math.floor(++addressCounter / 250)}.${addressCounter % 250}`;

function signIn(body: Record<string, unknown>, remoteAddress = freshAddress()) {
  return t.app.inject({ method: 'POST', url: LOGIN_URL, payload: body, remoteAddress });
}

describe('sign-in', () => {
  it('signs in every staff role and the token works on a bearer call', async () => {
    for (const role of STAFF_ROLES) {
      const response = await signIn({ email: `${role}@demo.local`, password: DEMO_PASSWORD });
      expect(response.statusCode, role).toBe(200);
      const body = response.json();
      expect(body.message).toBe('Signed in');
      expect(body.userData).toMatchObject({ email: `${role}@demo.local`, role });
      expect(typeof body.userData.userId).toBe('number');
      expect(body.userData.roleLabel).toBeTruthy();
      const regions = await t.call({ method: 'GET', url: `/api${fetchRegions.path}`, token: body.token });
      expect(regions.statusCode, role).toBe(200);
    }
  });

  it('accepts the e-mail in any case and with spaces around it', async () => {
    const response = await signIn({ email: '  Planner@Demo.Local ', password: DEMO_PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(response.json().userData.email).toBe('planner@demo.local');
  });

  it('answers a wrong password and an unknown e-mail with the same generic 401', async () => {
    const wrong = await signIn({ email: 'admin@demo.local', password: 'not-the-password' });
    const unknown = await signIn({ email: 'nobody@demo.local', password: DEMO_PASSWORD });
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: 'Incorrect e-mail or password' });
    }
  });

  it('refuses an inactive account with 403 and a clear message', async () => {
    const response = await signIn({ email: 'inactive@demo.local', password: DEMO_PASSWORD });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(SIGN_IN_MESSAGES.inactive);
    expect(response.json().message).toMatch(/^Your account is not active yet/);
  });

  it('refuses a deleted account with 403 and a clear message', async () => {
    const response = await signIn({ email: 'deleted@demo.local', password: DEMO_PASSWORD });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toMatch(/deleted/);
  });

  it('refuses a client account: clients cannot sign in to the back office', async () => {
    const response = await signIn({ email: 'client@demo.local', password: DEMO_PASSWORD });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: 'Client accounts cannot sign in to the back office' });
  });

  it('tells nothing about the account state to someone without the password', async () => {
    for (const email of ['inactive@demo.local', 'deleted@demo.local', 'client@demo.local']) {
      const response = await signIn({ email, password: 'guess' });
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe('Incorrect e-mail or password');
    }
  });

  it('answers per-field messages for invalid input', async () => {
    const response = await signIn({ email: 'not an e-mail', password: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Invalid input',
      errors: { email: 'Enter a valid e-mail address', password: 'Password is required' },
    });
  });

  it('stores the device push token for the user, and moves it to the next user of the device', async () => {
    const token = 'fcm-device-token-123';
    const first = await signIn({ email: 'planner@demo.local', password: DEMO_PASSWORD, fcm_token: token });
    expect(first.statusCode).toBe(200);
    const [stored] = await t.connection.db.select().from(pushTokens).where(eq(pushTokens.token, token));
    expect(stored?.userId).toBe(first.json().userData.userId);
    expect(stored?.updatedAt.toISOString()).toBe(t.clock.now().toISOString());

    t.clock.advance(8 * 24 * 3600_000);
    const second = await signIn({ email: 'editor@demo.local', password: DEMO_PASSWORD, fcm_token: token });
    const rows = await t.connection.db.select().from(pushTokens).where(eq(pushTokens.token, token));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.userId).toBe(second.json().userData.userId);
    expect(rows[0]?.updatedAt.toISOString()).toBe(t.clock.now().toISOString());
  });

  it('refreshes the device token of the signed-in user (the 7-day refresh)', async () => {
    const token = 'fcm-device-token-refreshed';
    const response = await t.call({
      method: 'POST',
      url: `/api${registerPushToken.path}`,
      token: await t.tokenForRole('designer'),
      payload: { fcm_token: token },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Device registered for notifications' });
    const [stored] = await t.connection.db.select().from(pushTokens).where(eq(pushTokens.token, token));
    const [designer] = await t.connection.db
      .select()
      .from(users)
      .where(eq(users.email, 'designer@demo.local'));
    expect(stored?.userId).toBe(designer?.id);
    expect(stored?.updatedAt.toISOString()).toBe(t.clock.now().toISOString());
  });

  it('lists the staff roles for admins and managers', async () => {
    const response = await t.call({
      method: 'GET',
      url: `/api${fetchRoles.path}`,
      token: await t.tokenForRole('admin'),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.map((role: { name: string }) => role.name)).toEqual([...STAFF_ROLES]);
  });

  it('stops accepting a token once the account is deactivated', async () => {
    const token = await t.tokenForRole('manager');
    const url = `/api${fetchRoles.path}`;
    expect((await t.call({ method: 'GET', url, token })).statusCode).toBe(200);
    await t.connection.db
      .update(users)
      .set({ status: 'inactive' })
      .where(eq(users.email, 'manager@demo.local'));
    try {
      expect((await t.call({ method: 'GET', url, token })).statusCode).toBe(401);
    } finally {
      await t.connection.db
        .update(users)
        .set({ status: 'active' })
        .where(eq(users.email, 'manager@demo.local'));
    }
  });
});

describe('sign-in rate limit (3 failures in 10 minutes in this file)', () => {
  const tooMany = /^Too many sign-in attempts\. Try again in \d+ minutes?\.$/;

  it('limits an account after N failures, from any address, even with the right password; the window expires', async () => {
    const email = 'designer@demo.local';
    for (let attempt = 0; attempt < 3; attempt++) {
      expect((await signIn({ email, password: 'wrong' })).statusCode).toBe(401);
      t.clock.advance(60_000);
    }
    const limited = await signIn({ email, password: DEMO_PASSWORD });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(tooMany);
    // The first failure leaves the window 10 minutes after it was made: 7 minutes from now.
    expect(limited.json().message).toBe('Too many sign-in attempts. Try again in 7 minutes.');
    expect(Number(limited.headers['retry-after'])).toBe(7 * 60);

    t.clock.advance(7 * 60_000 + 1000);
    expect((await signIn({ email, password: DEMO_PASSWORD })).statusCode).toBe(200);
    // A successful sign-in clears the account's earlier failures.
    expect((await signIn({ email, password: 'wrong' })).statusCode).toBe(401);
    expect((await signIn({ email, password: DEMO_PASSWORD })).statusCode).toBe(200);
  });

  it('limits an address after N failures across different accounts', async () => {
    const address = '192.0.2.77';
    for (const email of ['a@demo.local', 'b@demo.local', 'c@demo.local']) {
      expect((await signIn({ email, password: 'wrong' }, address)).statusCode).toBe(401);
    }
    const limited = await signIn({ email: 'admin@demo.local', password: DEMO_PASSWORD }, address);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(tooMany);
    // Another address is not affected, and neither is the account.
    expect((await signIn({ email: 'admin@demo.local', password: DEMO_PASSWORD })).statusCode).toBe(200);

    t.clock.advance(10 * 60_000 + 1000);
    expect((await signIn({ email: 'admin@demo.local', password: DEMO_PASSWORD }, address)).statusCode).toBe(
      200,
    );
  });

  it('does not count refused attempts beyond the limit as new failures', async () => {
    const email = 'operation_analyst@demo.local';
    for (let attempt = 0; attempt < 3; attempt++) await signIn({ email, password: 'wrong' });
    for (let attempt = 0; attempt < 5; attempt++)
      expect((await signIn({ email, password: 'x' })).statusCode).toBe(429);
    t.clock.advance(10 * 60_000 + 1000);
    expect((await signIn({ email, password: DEMO_PASSWORD })).statusCode).toBe(200);
  });
});
