import type { Db } from '../db/knex';
import { nowIso } from '../db/time';

export interface MailRow {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string;
  created_at: string | Date;
}

export function mailRepository(db: Db) {
  return {
    async insert(mail: Pick<MailRow, 'to' | 'subject' | 'text' | 'html'>): Promise<void> {
      await db('mail_outbox').insert({ ...mail, created_at: nowIso() });
    },
    async newest(options: { to?: string | undefined; limit: number }): Promise<MailRow[]> {
      const query = db<MailRow>('mail_outbox');
      if (options.to) query.where('to', 'like', `%${options.to.replace(/[%_\\]/g, '')}%`);
      return query
        .orderBy([
          { column: 'created_at', order: 'desc' },
          { column: 'id', order: 'desc' },
        ])
        .limit(options.limit);
    },
  };
}
export type MailRepository = ReturnType<typeof mailRepository>;
