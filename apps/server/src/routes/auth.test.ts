import { fetchRegions, fetchRoles, login, logout, registerPushToken, STAFF_ROLES } from '@ooh/api/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { verifyBearerToken } from '../auth/tokens.ts';
import { instanceSettings, pushTokens, users } from '../db/schema.ts';
import { findSessionUser, SIGN_IN_MESSAGES } from '../services/auth/index.ts';
import { prepared } from '../services/shared/index.ts';
import { DEMO_PASSWORD, setupTestApp, type TestContext } from '../test/harness.ts';

let t: TestContext;
beforeAll(async () => {
  t = await setupTestApp({
    config: {
      loginMaxAttempts: 3,
      loginWindowMinutes: 10,
      loginAddressMaxAttempts: 4,
      loginAccountMaxAttempts: 6,
      loginAccountWindowMinutes: 60,
    },
  });
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
      message: 'Email: enter a valid e-mail address; Password: password is required',
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

describe('sign-in rate limit (3 failures a pair, 4 an address in 10 minutes; 6 an account in an hour)', () => {
  const tooMany = /^Too many sign-in attempts\. Try again in \d+ minutes?\.$/;

  it('limits an account from one address after N failures, even with the right password; the window expires', async () => {
    const email = 'designer@demo.local';
    const address = '192.0.2.10';
    for (let attempt = 0; attempt < 3; attempt++) {
      expect((await signIn({ email, password: 'wrong' }, address)).statusCode).toBe(401);
      t.clock.advance(60_000);
    }
    const limited = await signIn({ email, password: DEMO_PASSWORD }, address);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(tooMany);
    // The first failure leaves the window 10 minutes after it was made: 7 minutes from now.
    expect(limited.json().message).toBe('Too many sign-in attempts. Try again in 7 minutes.');
    expect(Number(limited.headers['retry-after'])).toBe(7 * 60);

    t.clock.advance(7 * 60_000 + 1000);
    expect((await signIn({ email, password: DEMO_PASSWORD }, address)).statusCode).toBe(200);
    // A successful sign-in clears the pair's earlier failures.
    expect((await signIn({ email, password: 'wrong' }, address)).statusCode).toBe(401);
    expect((await signIn({ email, password: DEMO_PASSWORD }, address)).statusCode).toBe(200);
  });

  it('wrong passwords from one address do not lock the user out from another', async () => {
    const email = 'editor@demo.local';
    for (let attempt = 0; attempt < 5; attempt++) await signIn({ email, password: 'wrong' }, '192.0.2.20');
    expect((await signIn({ email, password: DEMO_PASSWORD }, '192.0.2.20')).statusCode).toBe(429);
    expect((await signIn({ email, password: DEMO_PASSWORD }, '192.0.2.21')).statusCode).toBe(200);
  });

  it('counts 40 simultaneous wrong passwords as 40: at most N are checked, the rest are refused', async () => {
    const email = 'manager@demo.local';
    const address = '192.0.2.30';
    const responses = await Promise.all(
      Array.from({ length: 40 }, () => signIn({ email, password: 'wrong' }, address)),
    );
    const codes = responses.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 401).length).toBeLessThanOrEqual(3);
    expect(codes.filter((c) => c !== 401).every((c) => c === 429 || c === 503)).toBe(true);
    for (const r of responses) expect(typeof r.json().message).toBe('string');
    t.clock.advance(10 * 60_000 + 1000);
  });

  it('caps failures on one account across many addresses', async () => {
    const email = 'key_account_manager@demo.local';
    for (let attempt = 0; attempt < 6; attempt++)
      expect((await signIn({ email, password: 'wrong' })).statusCode).toBe(401);
    const limited = await signIn({ email, password: DEMO_PASSWORD });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(tooMany);
    t.clock.advance(60 * 60_000 + 1000);
    expect((await signIn({ email, password: DEMO_PASSWORD })).statusCode).toBe(200);
  });

  it('limits an address after N failures across different accounts', async () => {
    const address = '192.0.2.77';
    for (const email of ['a@demo.local', 'b@demo.local', 'c@demo.local', 'd@demo.local']) {
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

  it('records an attempt with an over-long e-mail', async () => {
    const email = `${'x'.repeat(2000)}@demo.local`;
    const response = await signIn({ email, password: 'wrong' }, '192.0.2.90');
    expect([400, 401]).toContain(response.statusCode);
    expect(typeof response.json().message).toBe('string');
  });

  it('does not count refused attempts beyond the limit as new failures', async () => {
    const email = 'operation_analyst@demo.local';
    const address = '192.0.2.40';
    for (let attempt = 0; attempt < 3; attempt++) await signIn({ email, password: 'wrong' }, address);
    for (let attempt = 0; attempt < 5; attempt++)
      expect((await signIn({ email, password: 'x' }, address)).statusCode).toBe(429);
    t.clock.advance(10 * 60_000 + 1000);
    expect((await signIn({ email, password: DEMO_PASSWORD })).statusCode).toBe(200);
  });
});

describe('sign-in under a flood', () => {
  it('never runs more password checks at once than the gate allows, and answers the overflow 503 at once', async () => {
    const { VerificationGate } = await import('../auth/password.ts');
    const { signIn: signInService } = await import('../services/auth/index.ts');
    const gate = new VerificationGate(2, 4);
    const outcomes = await Promise.allSettled(
      Array.from({ length: 30 }, (_, i) =>
        signInService(
          t.connection.db,
          { email: `flood${i}@demo.local`, password: 'wrong' },
          {
            address: `198.51.100.${i}`,
            now: t.clock.now(),
            limit: { maxAttempts: 3, windowMinutes: 10 },
            jwtSecret: 'x'.repeat(40),
            jwtTtlSeconds: 60,
            gate,
          },
        ),
      ),
    );
    expect(gate.peak).toBeLessThanOrEqual(2);
    const codes = outcomes.map((o) =>
      o.status === 'rejected' ? (o.reason as { statusCode: number }).statusCode : 200,
    );
    expect(codes.filter((c) => c === 401).length).toBeGreaterThan(0);
    expect(codes.filter((c) => c === 503).length).toBeGreaterThan(0);
    expect(codes.every((c) => c === 401 || c === 503)).toBe(true);
  });
});

describe('the demo password off a demo', () => {
  it('is refused with the wrong-password answer on an instance not seeded as a demo', async () => {
    const [demo] = await t.connection.db
      .delete(instanceSettings)
      .where(eq(instanceSettings.key, 'demo'))
      .returning();
    try {
      const refused = await signIn({ email: 'planner@demo.local', password: DEMO_PASSWORD });
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toEqual({ message: 'Incorrect e-mail or password' });
      expect((await signIn({ email: 'planner@demo.local', password: 'demo-password' })).statusCode).toBe(401);
    } finally {
      if (demo) await t.connection.db.insert(instanceSettings).values(demo);
    }
    expect((await signIn({ email: 'planner@demo.local', password: DEMO_PASSWORD })).statusCode).toBe(200);
  });
});

describe('the account check of calls that come together (docs/domain.md "Round trips")', () => {
  it('answers each call on its own token when they are read in one statement', async () => {
    const url = `/api${fetchRoles.path}`;
    const admin = await t.tokenForRole('admin');
    const manager = await t.tokenForRole('manager');
    const signedOut = await t.tokenForRole('manager');
    expect((await t.call({ method: 'POST', url: `/api${logout.path}`, token: signedOut })).statusCode).toBe(
      200,
    );
    const planner = await t.tokenForRole('planner');
    // The planner's password is set again after the token was signed: that token no longer holds.
    const [plannerRow] = await t.connection.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'planner@demo.local'));
    if (!plannerRow) throw new Error('no seeded planner');
    await t.connection.db
      .update(users)
      .set({ sessionsValidFrom: new Date(t.clock.now().getTime() + 1000) })
      .where(eq(users.id, plannerRow.id));
    try {
      const statuses = await Promise.all(
        [admin, signedOut, manager, planner, admin, 'not-a-token', signedOut].map(async (token) => {
          const response = await t.call({ method: 'GET', url, token });
          return response.statusCode;
        }),
      );
      // The planner may not list roles (403) but would be let in; here the check refuses the token first (401).
      expect(statuses).toEqual([200, 401, 200, 401, 200, 401, 401]);
    } finally {
      await t.connection.db.update(users).set({ sessionsValidFrom: null }).where(eq(users.id, plannerRow.id));
    }
  });

  it('sends one statement for the checks asked in one turn of the event loop, and a new one after', async () => {
    const manager = await t.tokenForRole('manager');
    const admin = await t.tokenForRole('admin');
    const asked = async (token: string) => {
      const verified = await verifyBearerToken(token, { secret: t.config.jwtSecret, now: t.clock.now() });
      if (!verified) throw new Error('the test token does not verify');
      return verified;
    };
    const [one, two] = [await asked(manager), await asked(admin)];
    // The statement is prepared on first use; the spy then counts how often it is sent.
    await findSessionUser(t.connection.db, one);
    const statement = prepared(t.connection.db, 'session_accounts', () => {
      throw new Error('the statement should exist already');
    }) as { execute: (...args: unknown[]) => unknown };
    const sent = vi.spyOn(statement, 'execute');
    try {
      const together = await Promise.all([
        findSessionUser(t.connection.db, one),
        findSessionUser(t.connection.db, two),
        findSessionUser(t.connection.db, one),
      ]);
      expect(together.map((user) => user?.role)).toEqual(['manager', 'admin', 'manager']);
      expect(sent).toHaveBeenCalledTimes(1);
      expect((await findSessionUser(t.connection.db, two))?.role).toBe('admin');
      expect(sent).toHaveBeenCalledTimes(2);
    } finally {
      sent.mockRestore();
    }
  });
});
