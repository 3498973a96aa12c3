import type { Knex } from 'knex';
import type { Db } from '../db/knex';
import { databaseClock, nowIso } from '../db/time';

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

/** What a `mail_queue` row holds: a mail, or a request whose mail the worker writes (migration 20261128010000). */
export type QueuedKind = 'mail' | 'reset_password' | 'resend_verification';

export interface QueuedRow {
  id: number;
  kind: QueuedKind;
  recipients: string;
  subject: string | null;
  text: string | null;
  html: string | null;
  /** JSON array of the mail's links */
  links: string | null;
  attempts: number;
}

const queuedColumns = ['id', 'kind', 'recipients', 'subject', 'text', 'html', 'links', 'attempts'] as const;

/**
 * The mail queue that the mail worker drains (services/mail-outbox.ts). Claims use `FOR UPDATE SKIP
 * LOCKED` on PostgreSQL, so workers on many nodes each take other rows; SQLite has one node and one
 * connection, whose statements never interleave. Times are the database's (db/time.ts).
 */
export function mailQueueRepository(db: Db) {
  const clock = databaseClock(db);
  const pg = db.client.config.client === 'pg';
  return {
    /** Runs `work` in one transaction (a request's token and its mail are written together). */
    transaction<T>(work: (trx: Knex.Transaction) => Promise<T>): Promise<T> {
      return db.transaction(work);
    },
    /** Queues a mail or a request, inside `trx` when given (then it is sent only if that commits). */
    async enqueue(
      row: { kind: QueuedKind; recipients: string } & Partial<
        Pick<QueuedRow, 'subject' | 'text' | 'html' | 'links'>
      >,
      trx: Db = db,
    ): Promise<void> {
      await trx('mail_queue').insert({ ...row, next_attempt_at: clock.now(), created_at: clock.now() });
    },
    /** Takes up to `limit` due rows for `leaseMs`, counting one attempt on each. */
    async claim(limit: number, leaseMs: number): Promise<QueuedRow[]> {
      const due = db('mail_queue')
        .select('id')
        .whereNull('sent_at')
        .whereNull('failed_at')
        .andWhere('next_attempt_at', '<=', clock.now())
        .andWhere((query) => query.whereNull('claimed_until').orWhere('claimed_until', '<=', clock.now()))
        .orderBy('id')
        .limit(limit);
      if (pg) due.forUpdate().skipLocked();
      const rows: QueuedRow[] = await db('mail_queue')
        .whereIn('id', due)
        .update({ claimed_until: clock.in(leaseMs), attempts: db.raw('attempts + 1') })
        .returning([...queuedColumns]);
      return rows.sort((a, b) => a.id - b.id);
    },
    /** Turns a claimed request into the mail it asks for, inside the transaction that issued its token. */
    async write(
      id: number,
      mail: Pick<QueuedRow, 'recipients' | 'subject' | 'text' | 'html' | 'links'>,
      trx: Db,
    ): Promise<void> {
      await trx('mail_queue')
        .where({ id })
        .update({ ...mail, kind: 'mail' });
    },
    async sent(id: number): Promise<void> {
      await db('mail_queue')
        .where({ id })
        .update({ sent_at: clock.now(), claimed_until: null, last_error: null });
    },
    /** A request with nothing to send (no such account, already verified). */
    async drop(id: number, trx: Db = db): Promise<void> {
      await trx('mail_queue').where({ id }).delete();
    },
    async retryIn(id: number, delayMs: number, error: string): Promise<void> {
      await db('mail_queue')
        .where({ id })
        .update({ next_attempt_at: clock.in(delayMs), claimed_until: null, last_error: error.slice(0, 500) });
    },
    async giveUp(id: number, error: string): Promise<void> {
      await db('mail_queue')
        .where({ id })
        .update({ failed_at: clock.now(), claimed_until: null, last_error: error.slice(0, 500) });
    },
    /** Drops rows sent or given up more than `olderThanMs` ago. */
    async prune(olderThanMs: number): Promise<void> {
      await db('mail_queue')
        .where('sent_at', '<', clock.ago(olderThanMs))
        .orWhere('failed_at', '<', clock.ago(olderThanMs))
        .delete();
    },
  };
}
export type MailQueueRepository = ReturnType<typeof mailQueueRepository>;
