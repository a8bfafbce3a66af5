import { fetchAllUsers, fetchMailOutbox, fetchUserDetails, USER_MESSAGES } from '@ooh/api/contract';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createMockDb, MOCK_DEMO_PASSWORD, MOCK_LINK_TOKENS, resetMockDb, userHandlers } from './index.ts';

const BASE = 'http://localhost/api';
const db = createMockDb();
const server = setupServer(...userHandlers(db, { baseURL: BASE }));

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => resetMockDb(db));

async function call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${BASE}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}
const get = (path: string, headers?: Record<string, string>) => call('GET', path, undefined, headers);
const idOf = (name: string) => db.users.find((user) => user.name === name)?.id as number;

describe('the user handlers', () => {
  it('list staff by name, searched and filtered, as the contract says', async () => {
    const first = await get('/users/fetch-all/appsells?page=1&limit=10');
    expect(fetchAllUsers.response.safeParse(first.body).success).toBe(true);
    // 25 people, one deleted.
    expect(first.body).toMatchObject({ total: 24, allTotal: 24, totalCapped: false });
    const names = (first.body.users as { name: string }[]).map((user) => user.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(names).not.toContain('Nadia Aslam');

    const planners = await get('/users/fetch-all/appsells?role=planner&status=inactive');
    expect((planners.body.users as { name: string }[]).map((user) => user.name)).toEqual([
      'Imran Siddiqui',
      'Waleed Hashmi',
    ]);
    const byMail = await get('/users/fetch-all/appsells?search=KEY_ACCOUNT');
    expect((byMail.body.users as { name: string }[]).map((user) => user.name)).toEqual(['Bilal Ahmed']);
    expect((await get('/users/fetch-all/appsells?role=client')).status).toBe(400);
  });

  it('show one user with the pending link, and 404 for a deleted one', async () => {
    const imran = await get(`/user/get-single-user/details/${idOf('Imran Siddiqui')}`);
    expect(fetchUserDetails.response.safeParse(imran.body).success).toBe(true);
    expect(imran.body.user).toMatchObject({ has_password: false, password_link: { expired: false } });
    const deleted = await get(`/user/get-single-user/details/${idOf('Nadia Aslam')}`);
    expect(deleted).toEqual({ status: 404, body: { message: USER_MESSAGES.userNotFound } });
  });

  it('add a user as inactive with a link in the outbox, refusing a taken e-mail on its field', async () => {
    const added = await call('POST', '/admin/add/user', {
      name: 'Ali Raza',
      email: ' Ali.Raza@Demo.local ',
      role: 'planner',
      phone: '+92 321 5550101',
    });
    expect(added.status).toBe(201);
    expect(added.body.user).toMatchObject({ email: 'ali.raza@demo.local', status: 'inactive' });
    const outbox = await get('/admin/mail-outbox');
    expect(fetchMailOutbox.response.safeParse(outbox.body).success).toBe(true);
    expect((outbox.body.messages as { recipient: string; body: string }[])[0]).toMatchObject({
      recipient: 'ali.raza@demo.local',
      body: expect.stringContaining('/set-password?token='),
    });

    const taken = await call('POST', '/admin/add/user', {
      name: 'Someone',
      email: 'planner@demo.local',
      role: 'planner',
    });
    expect(taken).toEqual({
      status: 409,
      body: { message: USER_MESSAGES.emailTaken, errors: { email: USER_MESSAGES.emailTaken } },
    });
    const bad = await call('POST', '/admin/add/user', { name: '', email: 'x', role: 'planner' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toMatchObject({ email: USER_MESSAGES.emailInvalid });
  });

  it('refuse the caller’s own account, the last active admin and a KAM who owns clients', async () => {
    expect((await call('PATCH', '/user/deactivate-appsells/1')).body).toEqual({
      message: USER_MESSAGES.ownAccount,
    });
    expect((await call('DELETE', '/user/delete-appsells/1')).status).toBe(409);
    const kam = await call('DELETE', `/user/delete-appsells/${idOf('Bilal Ahmed')}`);
    expect(kam.status).toBe(409);
    expect(kam.body.message).toContain('key account manager of 3 clients');

    // With the caller gone, Faisal Iqbal is the only active admin left.
    db.users = db.users.filter((user) => user.id !== 1);
    const faisal = idOf('Faisal Iqbal');
    expect((await call('PATCH', `/user/deactivate-appsells/${faisal}`)).body).toEqual({
      message: USER_MESSAGES.lastAdmin,
    });
    expect((await call('PATCH', `/user/update/appsell/${faisal}`, { role: 'planner' })).status).toBe(409);
  });

  it('activate and deactivate by the user machine’s rules', async () => {
    const sana = idOf('Sana Malik');
    expect((await call('PATCH', `/user/activate-appsells/${sana}`)).body).toEqual({
      message: 'Cannot activate: this user is active.',
    });
    expect((await call('PATCH', `/user/deactivate-appsells/${sana}`)).body.user).toMatchObject({
      status: 'inactive',
    });
    expect((await call('PATCH', `/user/activate-appsells/${sana}`)).body.user).toMatchObject({
      status: 'active',
    });
    expect((await call('DELETE', `/user/delete-appsells/${sana}`)).status).toBe(200);
    expect((await get('/users/fetch-all/appsells')).body.total).toBe(23);
  });

  it('check and use a link once, with the strength rules; a used or expired one is refused', async () => {
    const header = { 'x-password-token': MOCK_LINK_TOKENS.valid };
    expect((await get('/user/password-link', header)).body).toMatchObject({ name: 'Imran Siddiqui' });
    const weak = await call('PATCH', '/user/update-password/appsells', { password: 'password2024!' }, header);
    expect(weak.status).toBe(400);
    expect(weak.body.errors).toHaveProperty('password');
    const set = await call(
      'PATCH',
      '/user/update-password/appsells',
      { password: 'kite river lantern 42' },
      header,
    );
    expect(set.status).toBe(200);
    expect(db.users.find((user) => user.name === 'Imran Siddiqui')?.status).toBe('active');
    for (const token of [MOCK_LINK_TOKENS.valid, MOCK_LINK_TOKENS.expired, MOCK_LINK_TOKENS.used, 'nope'])
      expect(await get('/user/password-link', { 'x-password-token': token })).toEqual({
        status: 401,
        body: { message: USER_MESSAGES.linkInvalid },
      });
  });

  it('re-send a link (the earlier one stops working) and change one’s own password', async () => {
    const imran = idOf('Imran Siddiqui');
    expect((await call('POST', `/admin/resend-password-link/${imran}`)).status).toBe(200);
    expect((await get('/user/password-link', { 'x-password-token': MOCK_LINK_TOKENS.valid })).status).toBe(
      401,
    );

    const wrong = await call('PATCH', '/user/change-password', {
      current_password: 'not it',
      new_password: 'kite river lantern 42',
    });
    expect(wrong.body.errors).toEqual({ current_password: USER_MESSAGES.currentPasswordWrong });
    const changed = await call('PATCH', '/user/change-password', {
      current_password: MOCK_DEMO_PASSWORD,
      new_password: 'kite river lantern 42',
    });
    expect(changed.status).toBe(200);
  });
});
