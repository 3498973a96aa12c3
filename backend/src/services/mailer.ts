import nodemailer from 'nodemailer';
import type { Logger } from '../logger';
import type { MailRepository } from '../repositories/mail';
import type { MailContent } from './mail-templates';

/** Delivers one mail now, or throws (the mail worker retries it later: services/mail-outbox.ts). */
export interface MailTransport {
  deliver(recipients: readonly string[], mail: MailContent): Promise<void>;
}

const from = 'Havruta <no-reply@havruta.local>';

/**
 * SMTP when SMTP_URL is set; otherwise the development outbox table plus a log line, which outside
 * production holds the links (in production they would put live reset and approval tokens into the logs).
 */
export function mailTransport(options: {
  smtpUrl: string | undefined;
  outbox: MailRepository;
  logger: Logger;
  /** log the mail's links (development and test) */
  logLinks?: boolean;
}): MailTransport {
  const { smtpUrl, outbox, logger, logLinks = false } = options;
  // Bounded waits: a stalled SMTP server fails the attempt (retried later) instead of holding the worker.
  const transport = smtpUrl
    ? nodemailer.createTransport({
        url: smtpUrl,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 30_000,
      })
    : undefined;
  return {
    async deliver(recipients, mail) {
      if (transport) {
        await transport.sendMail({
          from,
          to: [...recipients],
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
        });
        logger.info({ to: recipients, subject: mail.subject }, 'mail sent');
        return;
      }
      await outbox.insert({
        to: recipients.join(', '),
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      });
      logger.info(
        { to: recipients, subject: mail.subject, ...(logLinks ? { links: mail.links } : {}) },
        'mail kept in the outbox',
      );
    },
  };
}
