import type { Router } from '@koa/router';
import { endpoints } from '../../contract';
import { toIsoDate } from '../db/dates';
import type { MailRepository } from '../repositories/mail';
import { defineRoute } from './define';

/** Development and test only: createApp never mounts this in production. */
export function devRoutes(router: Router, outbox: MailRepository): void {
  defineRoute(router, endpoints.listDevMail, async ({ query }) => {
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
