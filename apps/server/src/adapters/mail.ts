import { eq } from 'drizzle-orm';
import type { Db } from '../db/connection.ts';
import { mailOutbox } from '../db/schema.ts';
import type { Mail } from '../deps.ts';
import type { LogSource } from './log.ts';
import { sendSmtp } from './smtp.ts';

/**
 * Every message is written to the outbox table first (admins can read it). With SMTP_URL it is then sent and
 * marked; without, it is written to the server log, so the demo's password-set links are never lost.
 */
export function createMail(options: { db: Db; smtpUrl: string | null; from: string; log: LogSource }): Mail {
  const { db, smtpUrl, from, log } = options;
  return {
    async send(message) {
      const [row] = await db
        .insert(mailOutbox)
        .values({ recipient: message.to, subject: message.subject, body: message.text })
        .returning({ id: mailOutbox.id });
      if (!row) throw new Error('mail: outbox row not written');
      if (!smtpUrl) {
        log().info(
          { to: message.to, subject: message.subject, text: message.text },
          'mail (no SMTP_URL: kept in the outbox)',
        );
        return;
      }
      try {
        await sendSmtp(smtpUrl, from, message);
        await db.update(mailOutbox).set({ sentAt: new Date() }).where(eq(mailOutbox.id, row.id));
      } catch (error) {
        await db
          .update(mailOutbox)
          .set({ error: String(error) })
          .where(eq(mailOutbox.id, row.id));
        log().error({ err: error, to: message.to }, 'mail could not be sent; it stays in the outbox');
        throw error;
      }
    },
  };
}
