import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseConnection } from '../db/connection.ts';
import { mailOutbox } from '../db/schema.ts';
import { createTestDatabase } from '../test/database.ts';
import { startSmtpServer } from '../test/smtp.ts';
import type { Log } from './log.ts';
import { createMail } from './mail.ts';

let connection: DatabaseConnection;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
beforeAll(async () => {
  connection = await createTestDatabase();
  await connection.exclusive((maintenance) => maintenance.migrate());
  smtp = await startSmtpServer();
});
afterAll(async () => {
  await smtp?.close();
  await connection?.close();
});

const logged: Array<{ object: object; message?: string }> = [];
const log: Log = {
  info: (object, message) => void logged.push({ object, message }),
  warn: (object, message) => void logged.push({ object, message }),
  error: (object, message) => void logged.push({ object, message }),
};
const sentAt = new Date('2030-05-06T07:08:09.000Z');

const lastOutboxRow = async () => (await connection.db.select().from(mailOutbox)).at(-1);

describe('mail', () => {
  it('without SMTP_URL, keeps the message in the outbox and writes it to the log', async () => {
    const mail = createMail({
      db: connection.db,
      smtpUrl: null,
      from: 'OOH <no-reply@ooh.test>',
      log: () => log,
    });
    await mail.send({
      to: 'new.user@demo.local',
      subject: 'Set your password',
      text: 'Open http://x/set?token=1',
    });
    expect(await lastOutboxRow()).toMatchObject({
      recipient: 'new.user@demo.local',
      subject: 'Set your password',
      sentAt: null,
      error: null,
    });
    expect(JSON.stringify(logged.at(-1))).toContain('http://x/set?token=1');
  });

  it('with SMTP_URL, sends through the SMTP server (signed in) and marks the outbox row sent', async () => {
    const mail = createMail({
      db: connection.db,
      smtpUrl: smtp.url,
      from: 'OOH back office <no-reply@ooh.test>',
      log: () => log,
      now: () => sentAt,
    });
    const before = smtp.received.length;
    await mail.send({
      to: 'planner@demo.local',
      subject: 'Hello — Zoë',
      text: 'line one\n.starts with a dot\nhttp://localhost:3000/set-password?token=abc_-123',
    });
    const [message] = (await smtp.waitFor(before + 1)).slice(before);
    expect(message?.user).toBe('mailer');
    expect(message?.envelope).toEqual({ from: 'no-reply@ooh.test', to: ['planner@demo.local'] });
    expect(message?.parsed.subject).toBe('Hello — Zoë');
    expect(message?.parsed.from?.value).toEqual([{ name: 'OOH back office', address: 'no-reply@ooh.test' }]);
    expect(message?.parsed.text).toContain('\n.starts with a dot\n');
    expect(message?.parsed.text).toContain('http://localhost:3000/set-password?token=abc_-123');
    expect(await lastOutboxRow()).toMatchObject({ recipient: 'planner@demo.local', sentAt, error: null });
  });

  it('keeps the message in the outbox with the error when the SMTP server refuses, and says so', async () => {
    const mail = createMail({
      db: connection.db,
      smtpUrl: smtp.url.replace('s%40cret', 'wrong'),
      from: 'OOH <no-reply@ooh.test>',
      log: () => log,
    });
    await expect(mail.send({ to: 'planner@demo.local', subject: 'Refused', text: 'x' })).rejects.toThrow(
      /Invalid username or password/,
    );
    const row = await lastOutboxRow();
    expect(row).toMatchObject({ subject: 'Refused', sentAt: null });
    expect(row?.error).toMatch(/Invalid username or password/);
    expect(logged.at(-1)?.message).toMatch(/stays in the outbox/);
  });
});
