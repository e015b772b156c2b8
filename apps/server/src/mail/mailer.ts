import type { Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { mailOutbox } from '../db/schema/index.ts';

export type MailMessage = { to: string; subject: string; text: string; html: string };

export type Mailer = {
  /** `smtp` when SMTP_URL is set, else `outbox` (log + table). */
  kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
  close(): void;
};

/**
 * Sends through SMTP when `smtpUrl` is set. Without it every message goes to the log and to
 * the `mail_outbox` table, so a self-hoster with no mail server can still open a sign-in link.
 */
export function createMailer(options: {
  smtpUrl: string | undefined;
  from: string;
  db: Db;
  log: FastifyBaseLogger;
}): Mailer {
  const { smtpUrl, from, db, log } = options;
  if (smtpUrl) {
    // nodemailer is imported at the first message, not at start (resident memory, issue 11).
    let transport: Promise<Transporter> | undefined;
    let opened: Transporter | undefined;
    const open = async () => {
      const { default: nodemailer } = await import('nodemailer');
      opened = nodemailer.createTransport(smtpUrl);
      return opened;
    };
    return {
      kind: 'smtp',
      send: async (message) => {
        transport ??= open();
        await (await transport).sendMail({ from, ...message });
        log.info({ to: message.to, subject: message.subject }, 'mail sent');
      },
      close: () => opened?.close(),
    };
  }
  return {
    kind: 'outbox',
    send: async (message) => {
      await db.insert(mailOutbox).values({
        toAddress: message.to,
        subject: message.subject,
        textBody: message.text,
        htmlBody: message.html,
      });
      log.info(
        { to: message.to, subject: message.subject, text: message.text },
        'mail written to the outbox (no SMTP_URL)',
      );
    },
    close: () => undefined,
  };
}
