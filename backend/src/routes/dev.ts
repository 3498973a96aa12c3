import type { Router } from '@koa/router';
import { endpoints } from '../../contract';
import { toIsoDate } from '../db/dates';
import type { MailRepository } from '../repositories/mail';
import type { MailWorker } from '../services/mail-outbox';
import { defineRoute } from './define';

/** Development and test only: createApp never mounts this in production. */
export function devRoutes(router: Router, outbox: MailRepository, mail: MailWorker): void {
  defineRoute(router, endpoints.listDevMail, async ({ query }) => {
    // Mail queued by an answer (forgot-password, …) is in the outbox once the worker has sent what is due.
    await mail.flush();
    const rows = await outbox.newest({ to: query.to, limit: query.limit ?? 50 });
    return {
      mails: rows.map((row) => ({
        to: row.to,
        subject: row.subject,
        text: row.text,
        html: row.html,
        created_at: toIsoDate(row.created_at),
      })),
    };
  });
}
