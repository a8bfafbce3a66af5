import { createHash } from 'node:crypto';
import {
  PASSWORD_LINK_TTL_HOURS_DEFAULT,
  type StaffRole,
  USER_MESSAGES,
  type UserListItem,
} from '@ooh/api/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, setupTestApp, TEST_NOW, type TestContext } from '../test/harness.ts';
import { STRONG_PASSWORD, usersKit } from '../test/users-kit.ts';

/** Issue 17: people management as callers see it (docs/domain.md "User"): the accounts and their lifecycle. */

let t: TestContext;
const tokens = {} as Record<StaffRole, string>;
const HOUR = 3_600_000;
const STRONG = STRONG_PASSWORD;

beforeAll(async () => {
  t = await setupTestApp();
  for (const role of ['admin', 'planner', 'key_account_manager', 'manager', 'designer'] as const)
    tokens[role] = await t.tokenForRole(role);
});
afterAll(() => t?.close());

const { call, idOf, lastLinkTo, added, activeUser, signIn } = usersKit(() => t, tokens);

describe('GET /users/fetch-all/appsells', () => {
  it('lists the staff accounts that are not deleted, by name, with every staff account counted', async () => {
    const res = await call('GET', '/users/fetch-all/appsells?limit=100', 'admin');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    const emails = body.users.map((user: UserListItem) => user.email);
    expect(emails).toContain('planner@demo.local');
    expect(emails).toContain('inactive@demo.local');
    expect(emails).not.toContain('deleted@demo.local');
    expect(emails).not.toContain('client@demo.local');
    const names = body.users.map((user: UserListItem) => user.name);
    expect(names).toEqual([...names].sort((a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)));
    const [expected] = await queryRows<{ n: number }>(
      t.connection,
      sql`select count(*)::int as n from users u join roles r on r.name = u.role where r.is_staff and u.deleted_at is null`,
    );
    expect(body).toMatchObject({ total: expected?.n, allTotal: expected?.n, totalCapped: false });
    const planner = body.users.find((user: UserListItem) => user.email === 'planner@demo.local');
    expect(planner).toMatchObject({
      role: 'planner',
      role_label: 'Planner',
      status: 'active',
      has_password: true,
    });
  });

  it('searches name and e-mail, filters by role and status, and counts what matches', async () => {
    const byName = (await call('GET', '/users/fetch-all/appsells?search=qureshi', 'manager')).json();
    expect(byName.users.map((user: UserListItem) => user.email)).toEqual(['manager@demo.local']);
    expect(byName).toMatchObject({ total: 1, totalCapped: false });
    const byEmail = (await call('GET', '/users/fetch-all/appsells?search=INACTIVE@', 'admin')).json();
    expect(byEmail.users.map((user: UserListItem) => user.email)).toEqual(['inactive@demo.local']);
    const planners = (await call('GET', '/users/fetch-all/appsells?role=planner&limit=100', 'admin')).json();
    expect(planners.users.every((user: UserListItem) => user.role === 'planner')).toBe(true);
    expect(planners.total).toBe(planners.users.length);
    const inactive = (
      await call('GET', '/users/fetch-all/appsells?status=inactive&limit=100', 'admin')
    ).json();
    expect(inactive.users.map((user: UserListItem) => user.email)).toContain('inactive@demo.local');
    expect(inactive.users.every((user: UserListItem) => user.status === 'inactive')).toBe(true);
    expect(inactive.total).toBe(inactive.users.length);
    expect(inactive.allTotal).toBe(planners.allTotal);
    const none = (await call('GET', '/users/fetch-all/appsells?search=nobody-by-this-name', 'admin')).json();
    expect(none).toMatchObject({ users: [], total: 0 });
  });

  it('pages', async () => {
    const first = (await call('GET', '/users/fetch-all/appsells?limit=2&page=1', 'admin')).json();
    const second = (await call('GET', '/users/fetch-all/appsells?limit=2&page=2', 'admin')).json();
    expect(first.users).toHaveLength(2);
    expect(second.users[0].id).not.toBe(first.users[0].id);
    expect(second.total).toBe(first.total);
  });

  it('refuses other roles, no token and a wrong filter', async () => {
    expect((await call('GET', '/users/fetch-all/appsells', 'planner')).statusCode).toBe(403);
    expect((await call('GET', '/users/fetch-all/appsells', null)).statusCode).toBe(401);
    const bad = await call('GET', '/users/fetch-all/appsells?role=client', 'admin');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/valid role/);
    expect((await call('GET', '/users/fetch-all/appsells?status=deleted', 'admin')).statusCode).toBe(400);
  });
});

describe('GET /user/get-single-user/details/{id}', () => {
  it('answers one staff account, with no pending link and no clients for a planner', async () => {
    const res = await call(
      'GET',
      `/user/get-single-user/details/${await idOf('planner@demo.local')}`,
      'manager',
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().user).toMatchObject({
      email: 'planner@demo.local',
      role: 'planner',
      password_link: null,
      clients_owned: 0,
      has_password: true,
    });
  });

  it('answers 404 for an unknown, a deleted or a client account, 403 for other roles', async () => {
    for (const id of [999_999, await idOf('deleted@demo.local'), await idOf('client@demo.local')]) {
      const res = await call('GET', `/user/get-single-user/details/${id}`, 'admin');
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: USER_MESSAGES.userNotFound });
    }
    expect((await call('GET', '/user/get-single-user/details/1', 'designer')).statusCode).toBe(403);
  });
});

describe('POST /admin/add/user', () => {
  it('adds an inactive account and e-mails it a one-time link; only the hash of the token is stored', async () => {
    const res = await call('POST', '/admin/add/user', 'admin', {
      name: '  Bilal Ahmed ',
      email: ' Bilal.Ahmed@Example.com ',
      role: 'designer',
      phone: '+92 300 1234567',
    });
    expect(res.statusCode, res.body).toBe(201);
    const { user, message } = res.json();
    expect(message).toMatch(/bilal\.ahmed@example\.com/);
    expect(user).toMatchObject({
      name: 'Bilal Ahmed',
      email: 'bilal.ahmed@example.com',
      role: 'designer',
      role_label: 'Designer',
      status: 'inactive',
      has_password: false,
      clients_owned: 0,
      password_link: {
        sent_at: TEST_NOW.toISOString(),
        expires_at: new Date(TEST_NOW.getTime() + PASSWORD_LINK_TTL_HOURS_DEFAULT * HOUR).toISOString(),
        expired: false,
      },
    });
    const mail = t.sentMail.at(-1);
    expect(mail?.to).toBe('bilal.ahmed@example.com');
    expect(mail?.subject).toBe('Set your password for the OOH back office');
    expect(mail?.text).toContain(`${t.config.appUrl}/set-password?token=`);
    const token = lastLinkTo('bilal.ahmed@example.com');
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const stored = await queryRows<{ token_hash: string }>(
      t.connection,
      sql`select token_hash from password_tokens where user_id = ${user.id}`,
    );
    expect(stored).toEqual([{ token_hash: createHash('sha256').update(token).digest('hex') }]);
    const listed = (await call('GET', '/users/fetch-all/appsells?search=bilal.ahmed', 'admin')).json();
    expect(listed.users).toHaveLength(1);
    // An inactive account cannot sign in until it has a password.
    expect((await signIn('bilal.ahmed@example.com', STRONG)).statusCode).toBe(401);
  });

  it("refuses an e-mail in use, whatever its case, and a deleted user's (which keeps it)", async () => {
    for (const email of ['PLANNER@demo.local', 'deleted@demo.local']) {
      const res = await call('POST', '/admin/add/user', 'admin', { name: 'Twin', email, role: 'planner' });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message: USER_MESSAGES.emailTaken });
    }
  });

  it('refuses bad input with the field named, and every role but admin', async () => {
    const bad = await call('POST', '/admin/add/user', 'admin', {
      name: '',
      email: 'not-an-email',
      role: 'client',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toMatchObject({
      name: USER_MESSAGES.name,
      email: USER_MESSAGES.emailInvalid,
      role: USER_MESSAGES.role,
    });
    const phone = await call('POST', '/admin/add/user', 'admin', {
      name: 'X',
      email: 'x@example.com',
      role: 'editor',
      phone: 'call me',
    });
    expect(phone.json().errors).toMatchObject({ phone: USER_MESSAGES.phone });
    const body = { name: 'Y', email: 'y@example.com', role: 'editor' };
    expect((await call('POST', '/admin/add/user', 'manager', body)).statusCode).toBe(403);
    expect((await call('POST', '/admin/add/user', null, body)).statusCode).toBe(401);
  });
});

describe('PATCH /user/update/appsell/{id}', () => {
  it("changes only the fields sent, and refuses another account's e-mail", async () => {
    const { user } = await added('designer');
    const res = await call('PATCH', `/user/update/appsell/${user.id}`, 'admin', {
      name: 'Renamed Person',
      phone: null,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().user).toMatchObject({
      name: 'Renamed Person',
      phone: null,
      role: 'designer',
      email: user.email,
    });
    const role = await call('PATCH', `/user/update/appsell/${user.id}`, 'admin', { role: 'editor' });
    expect(role.json().user).toMatchObject({ role: 'editor', role_label: 'Editor', name: 'Renamed Person' });
    const taken = await call('PATCH', `/user/update/appsell/${user.id}`, 'admin', {
      email: 'Manager@demo.local',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ message: USER_MESSAGES.emailTaken });
    const same = await call('PATCH', `/user/update/appsell/${user.id}`, 'admin', {
      email: user.email.toUpperCase(),
    });
    expect(same.statusCode, same.body).toBe(200);
  });

  it('refuses an empty change, unknown or deleted users, and other roles', async () => {
    const empty = await call(
      'PATCH',
      `/user/update/appsell/${await idOf('planner@demo.local')}`,
      'admin',
      {},
    );
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({
      message: USER_MESSAGES.nothingToChange,
      errors: { body: USER_MESSAGES.nothingToChange },
    });
    for (const id of [999_999, await idOf('deleted@demo.local')])
      expect((await call('PATCH', `/user/update/appsell/${id}`, 'admin', { name: 'X' })).statusCode).toBe(
        404,
      );
    expect((await call('PATCH', '/user/update/appsell/1', 'manager', { name: 'X' })).statusCode).toBe(403);
  });

  it('a role change applies at the next call of that user', async () => {
    const { user, token } = await activeUser('planner');
    expect((await call('GET', '/users/fetch-all/appsells', token)).statusCode).toBe(403);
    await call('PATCH', `/user/update/appsell/${user.id}`, 'admin', { role: 'manager' });
    expect((await call('GET', '/users/fetch-all/appsells', token)).statusCode).toBe(200);
  });
});

describe('activate, deactivate, delete', () => {
  it('activates an inactive account; the machine refuses to activate it twice', async () => {
    const { user } = await added();
    const res = await call('PATCH', `/user/activate-appsells/${user.id}`, 'admin');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().user.status).toBe('active');
    const again = await call('PATCH', `/user/activate-appsells/${user.id}`, 'admin');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/^Cannot activate: this user is active/);
  });

  it("deactivating ends the user's sessions at their next call; activating lets the token in again", async () => {
    const { user, token } = await activeUser('planner');
    expect((await call('GET', '/user/fetch-notifications', token)).statusCode).toBe(200);
    const res = await call('PATCH', `/user/deactivate-appsells/${user.id}`, 'admin');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().user.status).toBe('inactive');
    expect((await call('GET', '/user/fetch-notifications', token)).statusCode).toBe(401);
    const twice = await call('PATCH', `/user/deactivate-appsells/${user.id}`, 'admin');
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toMatch(/^Cannot deactivate: this user is inactive/);
    await call('PATCH', `/user/activate-appsells/${user.id}`, 'admin');
    expect((await call('GET', '/user/fetch-notifications', token)).statusCode).toBe(200);
  });

  it("deleting ends the user's sessions, hides them, and is final", async () => {
    const { user, token, email } = await activeUser('designer');
    const res = await call('DELETE', `/user/delete-appsells/${user.id}`, 'admin');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: `${user.name} was deleted` });
    expect((await call('GET', '/user/fetch-notifications', token)).statusCode).toBe(401);
    expect((await call('GET', `/user/get-single-user/details/${user.id}`, 'admin')).statusCode).toBe(404);
    const listed = (
      await call('GET', `/users/fetch-all/appsells?search=${encodeURIComponent(email)}`, 'admin')
    ).json();
    expect(listed.users).toEqual([]);
    for (const [method, url] of [
      ['DELETE', `/user/delete-appsells/${user.id}`],
      ['PATCH', `/user/activate-appsells/${user.id}`],
      ['PATCH', `/user/deactivate-appsells/${user.id}`],
    ] as const) {
      const refused = await call(method, url, 'admin');
      expect(refused.statusCode, url).toBe(409);
      expect(refused.json().message).toMatch(/this user is deleted\. Deleted users cannot sign in/);
    }
    const [row] = await queryRows<{ deleted: boolean }>(
      t.connection,
      sql`select deleted_at is not null as deleted from users where id = ${user.id}`,
    );
    expect(row?.deleted).toBe(true);
    expect((await signIn(email, STRONG)).statusCode).toBe(403);
  });

  it('refuses a key account manager who still owns clients, naming how many', async () => {
    const { user } = await added('key_account_manager');
    await t.connection.db.execute(
      sql`update clients set key_account_manager_id = ${user.id} where id in (select id from clients where deleted_at is null order by id limit 2)`,
    );
    try {
      const detail = (await call('GET', `/user/get-single-user/details/${user.id}`, 'admin')).json().user;
      expect(detail.clients_owned).toBe(2);
      const refused = await call('DELETE', `/user/delete-appsells/${user.id}`, 'admin');
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({ message: "Reassign this key account manager's 2 clients first" });
      const demoted = await call('PATCH', `/user/update/appsell/${user.id}`, 'admin', { role: 'planner' });
      expect(demoted.statusCode).toBe(409);
      expect(demoted.json().message).toMatch(/^Reassign this key account manager's 2 clients first/);
      // Deactivating (a suspension) keeps the clients: allowed. The machine only needs it active first.
      await call('PATCH', `/user/activate-appsells/${user.id}`, 'admin');
      expect((await call('PATCH', `/user/deactivate-appsells/${user.id}`, 'admin')).statusCode).toBe(200);
    } finally {
      await t.connection.db.execute(
        sql`update clients set key_account_manager_id = null where key_account_manager_id = ${user.id}`,
      );
    }
    expect((await call('DELETE', `/user/delete-appsells/${user.id}`, 'admin')).statusCode).toBe(200);
  });

  it('answers 404 for an unknown or a client account, 403 for other roles, 401 without a token', async () => {
    for (const id of [999_999, await idOf('client@demo.local')]) {
      for (const [method, url] of [
        ['PATCH', `/user/activate-appsells/${id}`],
        ['PATCH', `/user/deactivate-appsells/${id}`],
        ['DELETE', `/user/delete-appsells/${id}`],
      ] as const) {
        const res = await call(method, url, 'admin');
        expect(res.statusCode, url).toBe(404);
        expect(res.json()).toEqual({ message: USER_MESSAGES.userNotFound });
      }
    }
    const planner = await idOf('planner@demo.local');
    for (const role of ['manager', 'planner', 'key_account_manager'] as const)
      expect((await call('PATCH', `/user/deactivate-appsells/${planner}`, role)).statusCode).toBe(403);
    expect((await call('DELETE', `/user/delete-appsells/${planner}`, null)).statusCode).toBe(401);
  });
});

describe('the last active admin and the own account', () => {
  it('the only active admin cannot deactivate, delete or demote themselves', async () => {
    const admin = await idOf('admin@demo.local');
    for (const [method, url, payload] of [
      ['PATCH', `/user/deactivate-appsells/${admin}`, undefined],
      ['DELETE', `/user/delete-appsells/${admin}`, undefined],
      ['PATCH', `/user/update/appsell/${admin}`, { role: 'manager' }],
    ] as const) {
      const res = await call(method, url, 'admin', payload);
      expect(res.statusCode, url).toBe(409);
      expect(res.json()).toEqual({ message: USER_MESSAGES.lastAdmin });
    }
    // Other changes of the last admin are fine.
    expect(
      (await call('PATCH', `/user/update/appsell/${admin}`, 'admin', { phone: '+92 300 7654321' }))
        .statusCode,
    ).toBe(200);
  });

  it('with a second active admin, an admin still cannot deactivate or delete their own account', async () => {
    const second = await activeUser('admin');
    const admin = await idOf('admin@demo.local');
    for (const [method, url] of [
      ['PATCH', `/user/deactivate-appsells/${admin}`],
      ['DELETE', `/user/delete-appsells/${admin}`],
    ] as const) {
      const res = await call(method, url, 'admin');
      expect(res.statusCode, url).toBe(409);
      expect(res.json()).toEqual({ message: USER_MESSAGES.ownAccount });
    }
    // …but may demote the other admin, who then is no admin at their next call.
    const demoted = await call('PATCH', `/user/update/appsell/${second.user.id}`, 'admin', {
      role: 'manager',
    });
    expect(demoted.statusCode, demoted.body).toBe(200);
    expect(
      (
        await call('POST', '/admin/add/user', second.token, {
          name: 'Z',
          email: 'z@example.com',
          role: 'editor',
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe('two admins at once', () => {
  it('cannot leave the instance without an active admin', async () => {
    const second = await activeUser('admin');
    const first = await idOf('admin@demo.local');
    const answers = await Promise.all([
      call('PATCH', `/user/deactivate-appsells/${second.user.id}`, 'admin'),
      call('PATCH', `/user/deactivate-appsells/${first}`, second.token),
    ]);
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes[0]).toBe(200);
    // The loser either is already signed out (its account was deactivated first) or hears the rule.
    expect([401, 409]).toContain(codes[1]);
    const [admins] = await queryRows<{ n: number }>(
      t.connection,
      sql`select count(*)::int as n from users where role = 'admin' and status = 'active' and deleted_at is null`,
    );
    expect(admins?.n).toBe(1);
  });
});
