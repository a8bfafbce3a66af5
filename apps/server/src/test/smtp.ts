import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A message as a local SMTP server received it, parsed back (mailparser). */
export interface ReceivedMail {
  /** The envelope's sender and recipients, as the SMTP conversation named them. */
  envelope: { from: string; to: string[] };
  /** The user the client signed in as (AUTH), if it did. */
  user: string | null;
  parsed: ParsedMail;
}

/**
 * A real SMTP server on a free local port (smtp-server, the server half of nodemailer's project), for the tests that
 * send through SMTP and read the message back. Plain text only (no STARTTLS: the server's certificate would be
 * self-signed); AUTH is accepted when the client offers it, with the credentials `credentials` names.
 */
export async function startSmtpServer(credentials = { user: 'mailer', pass: 's@cret' }) {
  const received: ReceivedMail[] = [];
  const waiting: Array<() => void> = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === credentials.user && auth.password === credentials.pass)
        return callback(null, { user: auth.username });
      return callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          received.push({
            envelope: {
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              to: session.envelope.rcptTo.map((to) => to.address),
            },
            user: typeof session.user === 'string' ? session.user : null,
            parsed,
          });
          for (const wake of waiting.splice(0)) wake();
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    port,
    received,
    /** The `SMTP_URL` that reaches this server, signed in with the credentials. */
    url: `smtp://${encodeURIComponent(credentials.user)}:${encodeURIComponent(credentials.pass)}@127.0.0.1:${port}`,
    /** Resolves once `count` messages have arrived. */
    async waitFor(count: number, timeoutMs = 5_000) {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > deadline) throw new Error(`expected ${count} messages, got ${received.length}`);
        await new Promise<void>((resolve) => {
          waiting.push(resolve);
          setTimeout(resolve, 100);
        });
      }
      return received;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
