import type { OutboxMessage } from '@ooh/api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMail } from '../adapters/mail.ts';
import type { Mail } from '../deps.ts';
import { setupTestApp, type TestContext } from '../test/harness.ts';
import { startSmtpServer } from '../test/smtp.ts';

/**
 * Issue 17: a password-set link travels by real mail. The app sends through the production adapter (nodemailer) to
 * a local SMTP server (smtp-server), the test reads the message back and follows its link; with no SMTP server the
 * link is in the outbox admins read (docs/domain.md "User").
 */

let t: TestContext;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
/** The adapter in use: set once the app (and its database) exist; switched per test. */
let mail: Mail | null = null;
const APP_URL = 'https://ooh.example.com/back-office';
const STRONG = 'Lantern-Orchard-Quiet-58';

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await setupTestApp({
    config: { appUrl: APP_URL },
    deps: {
      mail: {
        get delivers() {
          return mail?.delivers;
        },
        send: (message) => {
          if (!mail) throw new Error('no mail adapter set');
          return mail.send(message);
        },
      },
    },
  });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const noLog = { info() {}, warn() {}, error() {} };
const useSmtp = (url: string | null) => {
  mail = createMail({
    db: t.connection.db,
    smtpUrl: url,
    from: 'OOH back office <no-reply@ooh.test>',
    log: () => noLog,
  });
};

async function addUser(email: string) {
  const res = await t.call({
    method: 'POST',
    url: '/api/admin/add/user',
    token: await t.tokenForRole('admin'),
    payload: { name: 'Mailed Person', email, role: 'planner' },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

const outbox = async (query = '') =>
  (
    await t.call({
      method: 'GET',
      url: `/api/admin/mail-outbox${query}`,
      token: await t.tokenForRole('admin'),
    })
  ).json();

const tokenIn = (text: string) => {
  const match = new RegExp(
    `${APP_URL.replaceAll('/', '\\/')}\\/set-password\\?token=([A-Za-z0-9_-]{43})`,
  ).exec(text);
  if (!match?.[1]) throw new Error(`no link in: ${text}`);
  return match[1];
};

describe('the password-set link by mail', () => {
  it('is sent through SMTP; its link sets the password and the new user signs in', async () => {
    useSmtp(smtp.url);
    const before = smtp.received.length;
    const added = await addUser('mailed.planner@example.com');
    expect(added.message).toMatch(/was e-mailed to mailed\.planner@example\.com/);
    const [message] = (await smtp.waitFor(before + 1)).slice(before);
    expect(message?.user).toBe('mailer');
    expect(message?.envelope.to).toEqual(['mailed.planner@example.com']);
    expect(message?.parsed.subject).toBe('Set your password for the OOH back office');
    expect(message?.parsed.text).toMatch(/Hello Mailed Person/);
    expect(message?.parsed.text).toMatch(/for 72 hours/);
    const token = tokenIn(message?.parsed.text ?? '');

    const set = await t.call({
      method: 'PATCH',
      url: '/api/user/update-password/appsells',
      headers: { 'x-password-token': token },
      payload: { password: STRONG },
    });
    expect(set.statusCode, set.body).toBe(200);
    const signIn = await t.call({
      method: 'POST',
      url: '/api/user/login/user-appsell',
      payload: { email: 'mailed.planner@example.com', password: STRONG },
    });
    expect(signIn.statusCode, signIn.body).toBe(200);

    const [sent] = (await outbox()).messages as OutboxMessage[];
    expect(sent).toMatchObject({ recipient: 'mailed.planner@example.com', error: null });
    expect(sent?.sent_at).not.toBeNull();
  });

  it('without SMTP, is kept in the outbox, where an admin reads the link', async () => {
    useSmtp(null);
    const added = await addUser('outbox.only@example.com');
    expect(added.message).toBe(
      'Mailed Person was added. No mail server is configured: the link is in the mail outbox.',
    );
    const listed = await outbox();
    const [kept] = listed.messages as OutboxMessage[];
    expect(kept).toMatchObject({ recipient: 'outbox.only@example.com', sent_at: null, error: null });
    const check = await t.call({
      method: 'GET',
      url: '/api/user/password-link',
      headers: { 'x-password-token': tokenIn(kept?.body ?? '') },
    });
    expect(check.json()).toMatchObject({ email: 'outbox.only@example.com' });
    expect(listed).toMatchObject({ total: 2, totalCapped: false });
  });

  it('when the SMTP server is gone, the user is still added and the answer says where the link is', async () => {
    const gone = await startSmtpServer();
    await gone.close();
    useSmtp(gone.url);
    const added = await addUser('smtp.down@example.com');
    expect(added.message).toMatch(/could not be sent: the link is kept in the mail outbox/);
    expect(added.user).toMatchObject({ status: 'inactive', password_link: { expired: false } });
    const [failed] = (await outbox()).messages as OutboxMessage[];
    expect(failed).toMatchObject({ recipient: 'smtp.down@example.com', sent_at: null });
    expect(failed?.error).toMatch(/ECONNREFUSED|connect/i);
    // A re-send says the same while the server is down.
    const again = await t.call({
      method: 'POST',
      url: `/api/admin/resend-password-link/${added.user.id}`,
      token: await t.tokenForRole('admin'),
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().message).toMatch(/kept in the mail outbox/);
  });
});

describe('GET /admin/mail-outbox', () => {
  it('lists newest first and pages', async () => {
    const all = await outbox('?limit=100');
    const ids = all.messages.map((message: OutboxMessage) => message.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const second = await outbox('?limit=1&page=2');
    expect(second.messages.map((message: OutboxMessage) => message.id)).toEqual([ids[1]]);
    expect(second.total).toBe(all.total);
  });

  it('is for admins only', async () => {
    for (const role of ['manager', 'planner'] as const) {
      const res = await t.call({
        method: 'GET',
        url: '/api/admin/mail-outbox',
        token: await t.tokenForRole(role),
      });
      expect(res.statusCode).toBe(403);
    }
    expect((await t.call({ method: 'GET', url: '/api/admin/mail-outbox' })).statusCode).toBe(401);
  });
});
