import { once } from 'node:events';
import { createServer, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseConnection } from '../db/connection.ts';
import { mailOutbox } from '../db/schema.ts';
import { createTestDatabase } from '../test/database.ts';
import type { Log } from './log.ts';
import { createMail } from './mail.ts';

let connection: DatabaseConnection;
beforeAll(async () => {
  connection = await createTestDatabase();
  await connection.exclusive((maintenance) => maintenance.migrate());
});
afterAll(() => connection?.close());

const logged: Array<{ object: object; message?: string }> = [];
const log: Log = {
  info: (object, message) => void logged.push({ object, message }),
  warn: (object, message) => void logged.push({ object, message }),
  error: (object, message) => void logged.push({ object, message }),
};

/** A tiny SMTP server that records the conversation. */
async function fakeSmtp() {
  const commands: string[] = [];
  let data = '';
  const server = createServer((socket: Socket) => {
    let inData = false;
    let buffer = '';
    socket.write('220 fake ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let index = buffer.indexOf('\r\n');
      while (index >= 0) {
        const line = buffer.slice(0, index);
        buffer = buffer.slice(index + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            socket.write('250 queued\r\n');
          } else data += `${line}\n`;
        } else {
          commands.push(line);
          if (line.startsWith('EHLO')) socket.write('250-fake\r\n250 AUTH PLAIN\r\n');
          else if (line.startsWith('AUTH')) socket.write('235 ok\r\n');
          else if (line === 'DATA') {
            inData = true;
            socket.write('354 go ahead\r\n');
          } else if (line === 'QUIT') socket.end('221 bye\r\n');
          else socket.write('250 ok\r\n');
        }
        index = buffer.indexOf('\r\n');
      }
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { port, commands, data: () => data, close: () => server.close() };
}

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
    const rows = await connection.db.select().from(mailOutbox);
    expect(rows.at(-1)).toMatchObject({
      recipient: 'new.user@demo.local',
      subject: 'Set your password',
      sentAt: null,
    });
    expect(JSON.stringify(logged.at(-1))).toContain('http://x/set?token=1');
  });

  it('with SMTP_URL, sends through the server (AUTH PLAIN, dot-stuffing) and marks the outbox row sent', async () => {
    const smtp = await fakeSmtp();
    try {
      const mail = createMail({
        db: connection.db,
        smtpUrl: `smtp://mailer:s%40cret@127.0.0.1:${smtp.port}`,
        from: 'OOH <no-reply@ooh.test>',
        log: () => log,
      });
      await mail.send({ to: 'planner@demo.local', subject: 'Hello', text: 'line one\n.starts with a dot' });
      expect(smtp.commands).toContain('MAIL FROM:<no-reply@ooh.test>');
      expect(smtp.commands).toContain('RCPT TO:<planner@demo.local>');
      const auth = smtp.commands.find((command) => command.startsWith('AUTH PLAIN '));
      expect(Buffer.from(auth!.slice(11), 'base64').toString()).toBe('\0mailer\0s@cret');
      expect(smtp.data()).toContain('Subject: Hello');
      expect(smtp.data()).toContain('\n..starts with a dot');
      const rows = await connection.db.select().from(mailOutbox);
      expect(rows.at(-1)?.sentAt).toBeInstanceOf(Date);
    } finally {
      smtp.close();
    }
  });
});
