import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Db } from '../db/connection.ts';
import { mailOutbox } from '../db/schema.ts';
import type { Mail } from '../deps.ts';
import type { LogSource } from './log.ts';

/** How long one step of an SMTP conversation may take before the send fails (the row keeps the error). */
const SMTP_TIMEOUT_MS = 15_000;

/**
 * Every message is written to the outbox table first (admins can read it, `GET /admin/mail-outbox`). With SMTP_URL
 * it is then sent through nodemailer and marked sent, or marked with the error; without, it is written to the
 * server log, so the demo's password-set links are never lost (docs/domain.md "User").
 *
 * SMTP_URL is nodemailer's connection URL: `smtp://[user:pass@]host[:587]` (STARTTLS when the server offers it),
 * `smtps://[user:pass@]host[:465]` (TLS from the start); nodemailer's options may follow as query parameters
 * (`?requireTLS=true`, `?tls.rejectUnauthorized=false` for a test server).
 */
export function createMail(options: {
  db: Db;
  smtpUrl: string | null;
  from: string;
  log: LogSource;
  /** The send time written to the outbox; the system clock when absent. */
  now?: () => Date;
}): Mail {
  const { db, smtpUrl, from, log } = options;
  const now = options.now ?? (() => new Date());
  const transport = smtpUrl
    ? nodemailer.createTransport(
        {
          url: smtpUrl,
          connectionTimeout: SMTP_TIMEOUT_MS,
          greetingTimeout: SMTP_TIMEOUT_MS,
          socketTimeout: SMTP_TIMEOUT_MS,
        },
        { from },
      )
    : null;
  return {
    delivers: transport !== null,
    async send(message) {
      const [row] = await db
        .insert(mailOutbox)
        .values({ recipient: message.to, subject: message.subject, body: message.text })
        .returning({ id: mailOutbox.id });
      if (!row) throw new Error('mail: outbox row not written');
      if (!transport) {
        log().info(
          { to: message.to, subject: message.subject, text: message.text },
          'mail (no SMTP_URL: kept in the outbox)',
        );
        return;
      }
      try {
        await transport.sendMail({ to: message.to, subject: message.subject, text: message.text });
        await db.update(mailOutbox).set({ sentAt: now() }).where(eq(mailOutbox.id, row.id));
      } catch (error) {
        await db
          .update(mailOutbox)
          .set({ error: error instanceof Error ? error.message : String(error) })
          .where(eq(mailOutbox.id, row.id));
        log().error({ err: error, to: message.to }, 'mail could not be sent; it stays in the outbox');
        throw error;
      }
    },
  };
}
