import { PASSWORD_TOKEN_HEADER, type StaffRole, type UserDetail } from '@ooh/api/contract';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { queryRows, type TestContext } from './harness.ts';

/**
 * The calls and the people of the user-management tests (routes/users.test.ts, routes/passwords.test.ts): each
 * file keeps its own app and database and hands them in; `tokens` holds the demo roles' tokens by role.
 */
export const STRONG_PASSWORD = 'Lantern-Orchard-Quiet-58';

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

export function usersKit(app: () => TestContext, tokens: Partial<Record<StaffRole, string>>) {
  const call = (method: Method, url: string, as: StaffRole | string | null, payload?: object) =>
    app().call({
      method,
      url: `/api${url}`,
      ...(as === null ? {} : { token: as in tokens ? tokens[as as StaffRole] : as }),
      ...(payload === undefined ? {} : { payload }),
    });
  const withLink = (method: Method, url: string, token: string | null, payload?: object) =>
    app().call({
      method,
      url: `/api${url}`,
      headers: token === null ? {} : { [PASSWORD_TOKEN_HEADER]: token },
      ...(payload === undefined ? {} : { payload }),
    });

  const idOf = async (email: string) => {
    const [row] = await queryRows<{ id: number }>(
      app().connection,
      sql`select id from users where email = ${email}`,
    );
    if (!row) throw new Error(`no user ${email}`);
    return Number(row.id);
  };

  /** The token of the last password link mailed to `email` (the harness records the mail). */
  function lastLinkTo(email: string) {
    const message = app()
      .sentMail.filter((mail) => mail.to === email)
      .at(-1);
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
    const set = await withLink('PATCH', '/user/update-password/appsells', link, {
      password: STRONG_PASSWORD,
    });
    expect(set.statusCode, set.body).toBe(200);
    return { user, email, token: await app().tokenFor(email) };
  }

  const signIn = (email: string, password: string) =>
    app().call({ method: 'POST', url: '/api/user/login/user-appsell', payload: { email, password } });

  return { call, withLink, idOf, lastLinkTo, added, activeUser, signIn };
}
