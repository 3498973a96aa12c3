import { z } from 'zod';
import { defineEndpoint } from './endpoint';

/** One mail kept in the development outbox (no SMTP_URL). */
export const DevMail = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  created_at: z.string(),
});
export type DevMail = z.infer<typeof DevMail>;

export const listDevMail = defineEndpoint({
  name: 'listDevMail',
  method: 'GET',
  path: '/api/dev/mail',
  auth: false,
  summary: 'Development only (absent in production): the outbox, newest first, optionally for one address.',
  query: z.object({
    to: z.string().trim().min(1).max(254).optional(),
    limit: z.coerce.number().int().min(1).max(200).optional(),
  }),
  response: z.object({ mails: z.array(DevMail) }),
  errors: [400],
});
