import { randomUUID } from 'node:crypto';
import { connect as connectTcp, type Socket } from 'node:net';
import { connect as connectTls, type TLSSocket } from 'node:tls';
import type { MailMessage } from '../deps.ts';

/**
 * A minimal SMTP client (no mail library is installed): `smtp://[user:pass@]host[:587]` upgrades with STARTTLS
 * when the server offers it, `smtps://[user:pass@]host[:465]` uses TLS from the start; AUTH PLAIN when a user is
 * given. Enough for password-set links; not a general mailer.
 */
export async function sendSmtp(
  url: string,
  from: string,
  message: MailMessage,
  timeoutMs = 15_000,
): Promise<void> {
  const target = new URL(url);
  const secure = target.protocol === 'smtps:';
  const host = target.hostname;
  const port = Number(target.port) || (secure ? 465 : 587);
  let socket: Socket | TLSSocket = secure
    ? connectTls({ host, port, servername: host })
    : connectTcp({ host, port });
  socket.setTimeout(timeoutMs, () => socket.destroy(new Error('SMTP server timed out')));

  let buffer = '';
  let waiting: { resolve: (reply: string) => void; reject: (error: Error) => void } | null = null;
  let failed: Error | null = null;
  const attach = (s: Socket | TLSSocket) => {
    s.setEncoding('utf8');
    s.on('data', (chunk: string) => {
      buffer += chunk;
      // A reply is complete at a line whose code is followed by a space (not a dash).
      const match = /(^|\r\n)(\d{3}) [^\r\n]*\r\n$/.exec(buffer);
      if (match && waiting) {
        const reply = buffer;
        buffer = '';
        waiting.resolve(reply);
        waiting = null;
      }
    });
    s.on('error', (error) => {
      failed = error;
      waiting?.reject(error);
    });
  };
  attach(socket);
  const read = () =>
    new Promise<string>((resolve, reject) => {
      if (failed) return reject(failed);
      waiting = { resolve, reject };
    });
  const expect = async (codes: number[], command?: string) => {
    if (command !== undefined) socket.write(`${command}\r\n`);
    const reply = await read();
    const code = Number(reply.trimEnd().split('\r\n').at(-1)?.slice(0, 3));
    if (!codes.includes(code))
      throw new Error(`SMTP ${command?.split(' ')[0] ?? 'greeting'} refused: ${reply.trim()}`);
    return reply;
  };

  try {
    await expect([220]);
    let features = await expect([250], `EHLO ${process.env.HOSTNAME ?? 'localhost'}`);
    if (!secure && /STARTTLS/i.test(features)) {
      await expect([220], 'STARTTLS');
      socket.removeAllListeners('data');
      socket = connectTls({ socket, servername: host });
      attach(socket);
      features = await expect([250], `EHLO ${process.env.HOSTNAME ?? 'localhost'}`);
    }
    if (target.username) {
      const credentials = `\0${decodeURIComponent(target.username)}\0${decodeURIComponent(target.password)}`;
      await expect([235], `AUTH PLAIN ${Buffer.from(credentials).toString('base64')}`);
    }
    const address = (value: string) => /<([^>]+)>/.exec(value)?.[1] ?? value;
    await expect([250], `MAIL FROM:<${address(from)}>`);
    await expect([250, 251], `RCPT TO:<${address(message.to)}>`);
    await expect([354], 'DATA');
    const headers = [
      `From: ${from}`,
      `To: ${message.to}`,
      `Subject: ${message.subject}`,
      `Date: ${new Date().toUTCString()}`,
      `Message-ID: <${randomUUID()}@${host}>`,
      'MIME-Version: 1.0',
      'Content-Type: text/plain; charset=utf-8',
      'Content-Transfer-Encoding: 8bit',
    ];
    // Dot-stuffing: a line starting with "." gets another one, so it is not read as the end of the data.
    const body = message.text.replace(/\r?\n/g, '\r\n').replace(/^\./gm, '..');
    await expect([250], `${headers.join('\r\n')}\r\n\r\n${body}\r\n.`);
    await expect([221], 'QUIT').catch(() => {});
  } finally {
    socket.end();
  }
}
