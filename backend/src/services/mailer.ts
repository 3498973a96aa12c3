import nodemailer from 'nodemailer';
import type { Logger } from '../logger';
import type { MailRepository } from '../repositories/mail';
import type { MailContent } from './mail-templates';

export interface Mailer {
  /** Delivers one mail; never throws, so a mail failure cannot undo the action that caused it. */
  send(to: string | readonly string[], mail: MailContent): Promise<void>;
}

const from = 'Havruta <no-reply@havruta.local>';

/**
 * SMTP when SMTP_URL is set; otherwise the outbox table plus a log line, which outside production
 * holds the links (in production they would put live reset and approval tokens into the logs).
 */
export function createMailer(options: {
  smtpUrl: string | undefined;
  outbox: MailRepository;
  logger: Logger;
  /** log the mail's links (development and test) */
  logLinks?: boolean;
}): Mailer {
  const { smtpUrl, outbox, logger, logLinks = false } = options;
  const transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : undefined;
  return {
    async send(to, mail) {
      const recipients = typeof to === 'string' ? [to] : [...to];
      if (recipients.length === 0) return;
      try {
        if (transport) {
          await transport.sendMail({
            from,
            to: recipients,
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
      } catch (error) {
        logger.error({ err: error, to: recipients, subject: mail.subject }, 'mail delivery failed');
      }
    },
  };
}
