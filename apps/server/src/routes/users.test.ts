import { createHash } from 'node:crypto';
import {
  PASSWORD_LINK_TTL_HOURS_DEFAULT,
  PASSWORD_TOKEN_HEADER,
  type StaffRole,
  USER_MESSAGES,
  type UserDetail,
  type UserListItem,
} from '@ooh/api/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, setupTestApp, TEST_NOW, type TestContext } from '../test/harness.ts';

/** Issue 17: people management as callers see it (docs/domain.md "User"). */

let t: TestContext;
const tokens = {} as Record<StaffRole, string>;
const HOUR = 3_600_000;
const STRONG = 'Lantern-Orchard-Quiet-58';

beforeAll(async () => {
  t = await setupTestApp();
  for (const role of ['admin', 'planner', 'key_account_manager', 'manager', 'designer'] as const)
    tokens[role] = await t.tokenForRole(role);
});
afterAll(() => t?.close());

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, as: StaffRole | string | null, payload?: object) =>
  t.call({
    method,
    url: `/api${url}`,
    ...(as === null ? {} : { token: as in tokens ? tokens[as as StaffRole] : as }),
    ...(payload === undefined ? {} : { payload }),
  });
const withLink = (method: Method, url: string, token: string | null, payload?: object) =>
  t.call({
    method,
    url: `/api${url}`,
    headers: token === null ? {} : { [PASSWORD_TOKEN_HEADER]: token },
    ...(payload === undefined ? {} : { payload }),
  });

const idOf = async (email: string) => {
  const [row] = await queryRows<{ id: number }>(
    t.connection,
    sql`select id from users where email = ${email}`,
  );
  if (!row) throw new Error(`no user ${email}`);
  return Number(row.id);
};

/** The token of the last password link mailed to `email` (the harness records the mail). */
function lastLinkTo(email: string) {
  const message = t.sentMail.filter((mail) => mail.to === email).at(-1);
  const match = message && /\/set-password\?token=([A-Za-z0-9_-]+)/.exec(message.text);
  if (!match?.[1]) throw new Error(`no link mailed to ${email}`);
  return match[1];
}

let serial = 0;
/** Adds a user as the admin and answers it with the link's token. */
async function added(role: StaffRole = 'planner', extra: object = {}) {
  serial += 1;
  const email = `person.${serial}@example.com`;
  const res = await call('POST', '/admin/add/user', 'admin', {
    name: `Person ${serial}`,
    email,
    role,
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(201);
  const user: UserDetail = res.json().user;
  return { user, email, link: lastLinkTo(email) };
}

/** A user added, who set a password through the link: active, with a token of their own. */
async function activeUser(role: StaffRole = 'planner') {
  const { user, email, link } = await added(role);
  const set = await withLink('PATCH', '/user/update-password/appsells', link, { password: STRONG });
  expect(set.statusCode, set.body).toBe(200);
  return { user, email, token: await t.tokenFor(email) };
}

const signIn = (email: string, password: string) =>
  t.call({ method: 'POST', url: '/api/user/login/user-appsell', payload: { email, password } });

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

describe('password links', () => {
  it('tells whose link it is, sets a strong password once, activates the account and lets it sign in', async () => {
    const { user, email, link } = await added('editor');
    const check = await withLink('GET', '/user/password-link', link);
    expect(check.statusCode, check.body).toBe(200);
    expect(check.json()).toEqual({
      name: user.name,
      email,
      expires_at: new Date(TEST_NOW.getTime() + PASSWORD_LINK_TTL_HOURS_DEFAULT * HOUR).toISOString(),
    });

    const set = await withLink('PATCH', '/user/update-password/appsells', link, { password: STRONG });
    expect(set.statusCode, set.body).toBe(200);
    const detail = (await call('GET', `/user/get-single-user/details/${user.id}`, 'admin')).json().user;
    expect(detail).toMatchObject({ status: 'active', has_password: true, password_link: null });
    const signedIn = await signIn(email, STRONG);
    expect(signedIn.statusCode, signedIn.body).toBe(200);

    // Used: refused, to check and to set again.
    for (const answer of [
      await withLink('GET', '/user/password-link', link),
      await withLink('PATCH', '/user/update-password/appsells', link, { password: `${STRONG}!` }),
    ]) {
      expect(answer.statusCode).toBe(401);
      expect(answer.json()).toEqual({ message: USER_MESSAGES.linkInvalid });
    }
  });

  it('refuses a weak password with the rule it breaks, on the password field, and keeps the link', async () => {
    const { link, email } = await added();
    for (const [password, rule] of [
      ['short1!', /at least 12 characters/],
      ['Password2024!', /too common/],
      ['qwertyqwerty', /too common/],
      [`${email.split('@')[0]}-2025x`, /e-mail address or be your name/],
    ] as const) {
      const res = await withLink('PATCH', '/user/update-password/appsells', link, { password });
      expect(res.statusCode, password).toBe(400);
      expect(res.json().message).toMatch(rule);
      expect(res.json().errors.password).toBe(res.json().message);
    }
    expect((await withLink('GET', '/user/password-link', link)).statusCode).toBe(200);
  });

  it('refuses a missing, unknown or expired link (401), and works until the last minute', async () => {
    const { link } = await added();
    for (const token of [null, 'x'.repeat(43)]) {
      const res = await withLink('PATCH', '/user/update-password/appsells', token, { password: STRONG });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: USER_MESSAGES.linkInvalid });
    }
    try {
      t.clock.set(new Date(TEST_NOW.getTime() + PASSWORD_LINK_TTL_HOURS_DEFAULT * HOUR - 60_000));
      expect((await withLink('GET', '/user/password-link', link)).statusCode).toBe(200);
      t.clock.set(new Date(TEST_NOW.getTime() + PASSWORD_LINK_TTL_HOURS_DEFAULT * HOUR));
      expect((await withLink('GET', '/user/password-link', link)).statusCode).toBe(401);
      const late = await withLink('PATCH', '/user/update-password/appsells', link, { password: STRONG });
      expect(late.statusCode).toBe(401);
      expect(late.json()).toEqual({ message: USER_MESSAGES.linkInvalid });
    } finally {
      t.clock.set(TEST_NOW);
    }
  });

  it('the expiry follows PASSWORD_LINK_TTL_HOURS', async () => {
    const short = await setupTestApp({ config: { passwordLinkTtlHours: 2 } });
    try {
      const res = await short.call({
        method: 'POST',
        url: '/api/admin/add/user',
        token: await short.tokenForRole('admin'),
        payload: { name: 'Short Link', email: 'short.link@example.com', role: 'planner' },
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().user.password_link.expires_at).toBe(
        new Date(TEST_NOW.getTime() + 2 * HOUR).toISOString(),
      );
      expect(short.sentMail.at(-1)?.text).toMatch(/for 2 hours/);
    } finally {
      await short.close();
    }
  });

  it('spends a link once when two people use it at the same time', async () => {
    const { link } = await added();
    const answers = await Promise.all(
      [STRONG, `${STRONG}-b`].map((password) =>
        withLink('PATCH', '/user/update-password/appsells', link, { password }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 401]);
  });

  it('re-sending a link mails a new one and stops the earlier ones', async () => {
    const { user, email, link: first } = await added();
    t.clock.advance(HOUR / 2);
    try {
      const res = await call('POST', `/admin/resend-password-link/${user.id}`, 'admin');
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().message).toMatch(email);
      const second = lastLinkTo(email);
      expect(second).not.toBe(first);
      expect(t.sentMail.at(-1)?.text).toMatch(/earlier links no longer work/);
      expect((await withLink('GET', '/user/password-link', first)).statusCode).toBe(401);
      expect((await withLink('GET', '/user/password-link', second)).statusCode).toBe(200);
      const detail = (await call('GET', `/user/get-single-user/details/${user.id}`, 'admin')).json().user;
      expect(detail.password_link.sent_at).toBe(new Date(TEST_NOW.getTime() + HOUR / 2).toISOString());
    } finally {
      t.clock.set(TEST_NOW);
    }
  });

  it('an active user may get a link too (a forgotten password); a deleted user may not', async () => {
    const planner = await idOf('planner@demo.local');
    expect((await call('POST', `/admin/resend-password-link/${planner}`, 'admin')).statusCode).toBe(200);
    const deleted = await call(
      'POST',
      `/admin/resend-password-link/${await idOf('deleted@demo.local')}`,
      'admin',
    );
    expect(deleted.statusCode).toBe(409);
    expect(deleted.json().message).toMatch(/^Cannot send a password link: this user is deleted/);
    expect((await call('POST', '/admin/resend-password-link/999999', 'admin')).statusCode).toBe(404);
    expect((await call('POST', `/admin/resend-password-link/${planner}`, 'manager')).statusCode).toBe(403);
  });

  it("a deleted user's link stops working", async () => {
    const { user, link } = await added();
    expect((await call('DELETE', `/user/delete-appsells/${user.id}`, 'admin')).statusCode).toBe(200);
    expect((await withLink('GET', '/user/password-link', link)).statusCode).toBe(401);
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

describe('PATCH /user/change-password', () => {
  it('checks the current password, applies the strength rules, then changes it', async () => {
    const { email, token } = await activeUser('designer');
    const wrong = await call('PATCH', '/user/change-password', token, {
      current_password: 'not-my-password',
      new_password: 'Another-Strong-Secret-77',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      message: USER_MESSAGES.currentPasswordWrong,
      errors: { current_password: USER_MESSAGES.currentPasswordWrong },
    });
    const weak = await call('PATCH', '/user/change-password', token, {
      current_password: STRONG,
      new_password: 'password1234',
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors.new_password).toMatch(/too common/);
    const ok = await call('PATCH', '/user/change-password', token, {
      current_password: STRONG,
      new_password: 'Another-Strong-Secret-77',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await signIn(email, STRONG)).statusCode).toBe(401);
    expect((await signIn(email, 'Another-Strong-Secret-77')).statusCode).toBe(200);
  });

  it('counts wrong current passwords against the sign-in limit: a stolen session cannot guess the password', async () => {
    const { email, token } = await activeUser('editor');
    const guess = (current_password: string) =>
      call('PATCH', '/user/change-password', token, {
        current_password,
        new_password: 'Yet-Another-Secret-91',
      });
    // LOGIN_MAX_ATTEMPTS (5) wrong guesses, each a 400 on its field…
    for (let attempt = 1; attempt <= 5; attempt += 1)
      expect((await guess(`guess-number-${attempt}`)).statusCode).toBe(400);
    // …then 429 with Retry-After, even for the right password, here and at the sign-in form.
    const limited = await guess(STRONG);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toMatch(/^\d+$/);
    expect(limited.json().message).toEqual(expect.any(String));
    expect((await signIn(email, STRONG)).statusCode).toBe(429);
  });

  it('refuses without a token and with missing fields', async () => {
    expect(
      (await call('PATCH', '/user/change-password', null, { current_password: 'a', new_password: 'b' }))
        .statusCode,
    ).toBe(401);
    const missing = await call('PATCH', '/user/change-password', 'planner', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toMatchObject({
      current_password: USER_MESSAGES.currentPassword,
      new_password: USER_MESSAGES.password,
    });
  });
});

describe('POST /user/logout', () => {
  it('revokes only the token it was called with, stored as a hash until the token would expire', async () => {
    const { user, token: first } = await activeUser('planner');
    const second = await t.tokenFor(user.email);
    expect(second).not.toBe(first);
    const res = await call('POST', '/user/logout', first);
    expect(res.statusCode, res.body).toBe(200);
    expect((await call('GET', '/user/fetch-notifications', first)).statusCode).toBe(401);
    expect((await call('POST', '/user/logout', first)).statusCode).toBe(401);
    expect((await call('GET', '/user/fetch-notifications', second)).statusCode).toBe(200);
    const rows = await queryRows<{ token_hash: string; expires_at: Date | string }>(
      t.connection,
      sql`select token_hash, expires_at from revoked_tokens where user_id = ${user.id}`,
    );
    expect(rows.map((row) => row.token_hash)).toEqual([createHash('sha256').update(first).digest('hex')]);
    // The harness mints tokens for an hour.
    expect(new Date(rows[0]?.expires_at ?? 0).toISOString()).toBe(
      new Date(TEST_NOW.getTime() + HOUR).toISOString(),
    );
  });

  it('prunes sign-outs whose tokens have expired anyway', async () => {
    const planner = await idOf('planner@demo.local');
    await t.connection.db.execute(
      sql`insert into revoked_tokens (token_hash, user_id, expires_at) values ('stale', ${planner}, ${new Date(TEST_NOW.getTime() - 1000).toISOString()})`,
    );
    expect((await call('POST', '/user/logout', await t.tokenForRole('planner'))).statusCode).toBe(200);
    const left = await queryRows(t.connection, sql`select 1 from revoked_tokens where token_hash = 'stale'`);
    expect(left).toEqual([]);
  });

  it('holds on every server at once: a second server that already let the token in refuses it next', async () => {
    const other = await setupTestApp({ shareDatabaseOf: t });
    try {
      const token = await t.tokenForRole('designer');
      const onOther = () => other.call({ method: 'GET', url: '/api/user/fetch-notifications', token });
      expect((await onOther()).statusCode).toBe(200);
      expect((await call('POST', '/user/logout', token)).statusCode).toBe(200);
      expect((await onOther()).statusCode).toBe(401);
    } finally {
      await other.close();
    }
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
