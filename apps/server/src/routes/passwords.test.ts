import { createHash } from 'node:crypto';
import { PASSWORD_LINK_TTL_HOURS_DEFAULT, type StaffRole, USER_MESSAGES } from '@ooh/api/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, setupTestApp, TEST_NOW, type TestContext } from '../test/harness.ts';
import { STRONG_PASSWORD, usersKit } from '../test/users-kit.ts';

/** Issue 17: password links, one's own password and sign-out, as callers see them (docs/domain.md "User"). */

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

const { call, withLink, idOf, lastLinkTo, added, activeUser, signIn } = usersKit(() => t, tokens);

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

  // Open item of issue 17: a password changed left the account's other sessions signed in.
  it('ends the account’s other sessions and gives this one a fresh token (docs/domain.md "User")', async () => {
    const { email, token: first } = await activeUser('designer');
    const otherDevice = await t.tokenFor(email);
    t.clock.advance(1_000);
    try {
      const ok = await call('PATCH', '/user/change-password', first, {
        current_password: STRONG,
        new_password: 'Fresh-Orchard-Secret-63',
      });
      expect(ok.statusCode, ok.body).toBe(200);
      const { message, token: renewed } = ok.json();
      expect(message).toBe(USER_MESSAGES.passwordChanged);
      expect(renewed).toEqual(expect.any(String));
      for (const old of [first, otherDevice]) {
        const refused = await call('GET', '/user/fetch-notifications', old);
        expect(refused.statusCode).toBe(401);
      }
      expect((await call('GET', '/user/fetch-notifications', renewed)).statusCode).toBe(200);
      // A sign-in after the change stands too.
      const again = await signIn(email, 'Fresh-Orchard-Secret-63');
      expect(again.statusCode, again.body).toBe(200);
      expect((await call('GET', '/user/fetch-notifications', again.json().token)).statusCode).toBe(200);
    } finally {
      t.clock.set(TEST_NOW);
    }
  });

  it('a password set through a link (a forgotten one) ends the sessions signed before it', async () => {
    const { user, email, token } = await activeUser('editor');
    t.clock.advance(1_000);
    try {
      expect((await call('POST', `/admin/resend-password-link/${user.id}`, 'admin')).statusCode).toBe(200);
      const set = await withLink('PATCH', '/user/update-password/appsells', lastLinkTo(email), {
        password: 'Second-Lantern-Secret-44',
      });
      expect(set.statusCode, set.body).toBe(200);
      expect((await call('GET', '/user/fetch-notifications', token)).statusCode).toBe(401);
      const again = await signIn(email, 'Second-Lantern-Secret-44');
      expect((await call('GET', '/user/fetch-notifications', again.json().token)).statusCode).toBe(200);
    } finally {
      t.clock.set(TEST_NOW);
    }
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
