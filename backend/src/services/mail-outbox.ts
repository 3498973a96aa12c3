import type { Knex } from 'knex';
import type { Logger } from '../logger';
import type { MailQueueRepository, QueuedKind, QueuedRow } from '../repositories/mail';
import type { MailContent } from './mail-templates';
import type { MailTransport } from './mailer';

/** A request whose mail the worker writes when it takes the row (its answer never depends on the account). */
export type MailRequest = Exclude<QueuedKind, 'mail'>;

/** Writes the mail a request asks for inside `trx` (issuing its token there), or undefined: nothing to send. */
export type MailForRequest = (
  kind: MailRequest,
  email: string,
  trx: Knex.Transaction,
) => Promise<{ recipients: readonly string[]; mail: MailContent } | undefined>;

/** Where the services put mail: rows of `mail_queue`, sent by the worker once their transaction commits. */
export interface Outbox {
  /** queues a mail, inside `trx` when given (sent once it commits) */
  send(to: string | readonly string[], mail: MailContent, trx?: Knex.Transaction): Promise<void>;
  /** queues a request (reset link, new verification link) for `email` */
  request(kind: MailRequest, email: string, trx?: Knex.Transaction): Promise<void>;
}

export interface MailRetry {
  /** the first retry's delay; each further one doubles, up to `maxDelayMs` */
  baseDelayMs: number;
  maxDelayMs: number;
  /** attempts before the worker gives up on a mail (and logs it as failed) */
  maxAttempts: number;
}

export const defaultMailRetry: MailRetry = {
  baseDelayMs: 5_000,
  maxDelayMs: 60 * 60 * 1000,
  maxAttempts: 12,
};

/** How long a worker holds a claimed row: past it (the node died mid-send), another worker takes the row. */
const leaseMs = 2 * 60 * 1000;
const batchSize = 20;
/** Sent and failed rows are kept this long, then pruned (at most once an hour). */
const keepMs = 7 * 24 * 60 * 60 * 1000;

const recipientsOf = (row: QueuedRow) =>
  row.recipients
    .split(',')
    .map((address) => address.trim())
    .filter((address) => address.length > 0);

function contentOf(row: QueuedRow): MailContent {
  const links: unknown = row.links ? JSON.parse(row.links) : [];
  return {
    subject: row.subject ?? '',
    text: row.text ?? '',
    html: row.html ?? '',
    links: Array.isArray(links) ? links.map(String) : [],
  };
}

/**
 * The durable mail outbox (docs/backend.md, Mail): services write mail rows in the transaction of the action
 * that causes them, and this worker sends them after the commit. It claims due rows (`FOR UPDATE SKIP LOCKED`
 * on PostgreSQL, so the workers of many nodes never take one row twice while a lease holds), delivers each,
 * marks it sent, and retries a failure with growing delays. A node killed after its answer loses nothing:
 * the row waits, and any node's worker sends it on its next round (a claimed row once its lease has passed).
 * Delivery is at least once: a node killed between the SMTP server's acceptance and the `sent` mark sends
 * that mail again.
 */
export function mailWorker(options: {
  queue: MailQueueRepository;
  transport: MailTransport;
  logger: Logger;
  retry?: MailRetry;
}) {
  const { queue, transport, logger, retry = defaultMailRetry } = options;
  let forRequest: MailForRequest = async () => undefined;
  let running: Promise<number> | undefined;
  let again = false;
  let poll: NodeJS.Timeout | undefined;
  const retryTimers = new Set<NodeJS.Timeout>();
  let stopped = false;
  let prunedAt = 0;

  /** The mail of a claimed row, writing it first for a request; undefined when there is nothing to send. */
  async function mailOf(
    row: QueuedRow,
  ): Promise<{ recipients: readonly string[]; mail: MailContent } | undefined> {
    if (row.kind === 'mail') return { recipients: recipientsOf(row), mail: contentOf(row) };
    const kind = row.kind;
    return queue.transaction(async (trx) => {
      const written = await forRequest(kind, row.recipients, trx);
      if (!written) {
        await queue.drop(row.id, trx);
        return undefined;
      }
      await queue.write(
        row.id,
        {
          recipients: written.recipients.join(', '),
          subject: written.mail.subject,
          text: written.mail.text,
          html: written.mail.html,
          links: JSON.stringify(written.mail.links),
        },
        trx,
      );
      return written;
    });
  }

  async function deliver(row: QueuedRow): Promise<void> {
    let written: Awaited<ReturnType<typeof mailOf>>;
    try {
      written = await mailOf(row);
      if (!written) return;
      if (written.recipients.length > 0) await transport.deliver(written.recipients, written.mail);
      await queue.sent(row.id);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      if (row.attempts >= retry.maxAttempts) {
        await queue.giveUp(row.id, reason);
        logger.error({ err: error, mail: row.id, attempts: row.attempts }, 'mail delivery failed for good');
        return;
      }
      const delayMs = Math.min(retry.baseDelayMs * 2 ** (row.attempts - 1), retry.maxDelayMs);
      await queue.retryIn(row.id, delayMs, reason);
      logger.warn(
        { err: error, mail: row.id, attempts: row.attempts, retryInMs: delayMs },
        'mail delivery failed',
      );
      if (!stopped) {
        const timer = setTimeout(() => {
          retryTimers.delete(timer);
          wake();
        }, delayMs);
        timer.unref();
        retryTimers.add(timer);
      }
    }
  }

  /** One round: claims a batch and sends it; the number of rows taken. */
  async function round(): Promise<number> {
    if (Date.now() - prunedAt > 60 * 60 * 1000) {
      prunedAt = Date.now();
      await queue.prune(keepMs);
    }
    const rows = await queue.claim(batchSize, leaseMs);
    for (const row of rows) await deliver(row);
    return rows.length;
  }

  /** Runs rounds until one takes nothing; one run at a time, and a wake during it asks for one more. */
  function drain(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    const run = (async () => {
      let total = 0;
      do {
        again = false;
        try {
          let taken = await round();
          total += taken;
          while (taken === batchSize) {
            taken = await round();
            total += taken;
          }
        } catch (error) {
          logger.error({ err: error }, 'mail worker round failed');
        }
      } while (again && !stopped);
      return total;
    })().finally(() => {
      running = undefined;
    });
    running = run;
    return run;
  }

  function wake(): void {
    if (!stopped) void drain();
  }

  /** Wakes the worker now, or once `trx` has committed (before, its rows are invisible to the worker). */
  function wakeAfter(trx: Knex.Transaction | undefined): void {
    if (!trx) wake();
    else trx.executionPromise.then(wake, () => undefined);
  }

  const outbox: Outbox = {
    async send(to, mail, trx) {
      const recipients = typeof to === 'string' ? [to] : [...to];
      if (recipients.length === 0) return;
      await queue.enqueue(
        {
          kind: 'mail',
          recipients: recipients.join(', '),
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          links: JSON.stringify(mail.links),
        },
        trx,
      );
      wakeAfter(trx);
    },
    async request(kind, email, trx) {
      await queue.enqueue({ kind, recipients: email }, trx);
      wakeAfter(trx);
    },
  };

  return {
    outbox,
    /** Sets how a request's mail is written (the auth service's, which issues the tokens). */
    writeRequestsWith(write: MailForRequest): void {
      forRequest = write;
    },
    /** Sends what is due now, soon (after a transaction that queued mail has committed). */
    wake,
    /** Sends everything due now and resolves when done (the development outbox route reads after it). */
    async flush(): Promise<void> {
      while (running) await running;
      await drain();
      while (running) await running;
    },
    /** Looks for due rows every `everyMs` too (mail queued by a node that died before sending it). */
    start(everyMs: number): void {
      if (poll || stopped) return;
      wake();
      poll = setInterval(wake, everyMs);
      poll.unref();
    },
    /** Stops waking and waits for the round in progress. */
    async stop(): Promise<void> {
      stopped = true;
      if (poll) clearInterval(poll);
      for (const timer of retryTimers) clearTimeout(timer);
      retryTimers.clear();
      while (running) await running;
    },
  };
}
export type MailWorker = ReturnType<typeof mailWorker>;
