/**
 * What one node changed, told to every node, so that a per-node cache (a user row, the course ids) never
 * outlives the row it copies (docs/backend.md, "Caches"). On PostgreSQL a trigger on the table sends a `NOTIFY`
 * inside the changing transaction (migration `notify-changes`), whoever changes the row, and PostgreSQL delivers
 * it to every listening node when, and only if, it commits; each node holds one connection of its own that
 * `LISTEN`s. On SQLite (one node) the change is told in-process after the commit.
 */
import type { Knex } from 'knex';
import pg from 'pg';
import type { Logger } from '../logger';

export const CHANGE_CHANNEL = 'havruta_changes';

/** A changed thing: `users:<id>`, `courses`; `*` means "anything may have changed" (after a lost listener). */
export type Change = `users:${number}` | 'courses' | '*';

export interface ChangeFeed {
  /**
   * Whether every other node's change reaches this node now. While it is false (the listener is connecting or
   * was lost), a cache must not serve or keep anything: a change made meanwhile would never be heard.
   */
  readonly live: boolean;
  /** Calls `listener` with every change, this node's own included; returns the unsubscribe. */
  subscribe(listener: (change: Change) => void): () => void;
  /**
   * Tells every node about `change` once `trx` commits (at once when it is not a transaction). Call it inside
   * the writing transaction, after the write.
   */
  announce(change: Change, trx: Knex | Knex.Transaction): Promise<void>;
  close(): Promise<void>;
}

function listeners() {
  const all = new Set<(change: Change) => void>();
  return {
    add(listener: (change: Change) => void) {
      all.add(listener);
      return () => void all.delete(listener);
    },
    emit(change: Change) {
      for (const listener of all) listener(change);
    },
  };
}

/** After `trx` commits, or now; a rolled-back transaction changed nothing, so it tells nothing. */
function afterCommit(trx: Knex | Knex.Transaction, work: () => void): void {
  if (!trx.isTransaction) return work();
  (trx as Knex.Transaction).executionPromise.then(work, () => undefined);
}

/** One node's database (SQLite): every change is this node's own. */
export function localChangeFeed(): ChangeFeed {
  const subscribers = listeners();
  return {
    live: true,
    subscribe: subscribers.add,
    announce(change, trx) {
      afterCommit(trx, () => subscribers.emit(change));
      return Promise.resolve();
    },
    close: () => Promise.resolve(),
  };
}

const RECONNECT_MS = { first: 100, most: 5_000 };

/**
 * PostgreSQL: a `LISTEN` connection of this node's, reconnected with a growing delay when lost. It is live only
 * while connected; on every (re)connection it tells `*`, since changes made while it was away were not heard.
 */
export function postgresChangeFeed(databaseUrl: string, logger: Logger): ChangeFeed {
  const subscribers = listeners();
  let client: pg.Client | undefined;
  let live = false;
  let closed = false;
  let delay = RECONNECT_MS.first;
  let retry: NodeJS.Timeout | undefined;

  const lost = (reason: unknown) => {
    if (closed || !client) return;
    live = false;
    const dead = client;
    client = undefined;
    dead.removeAllListeners();
    dead.on('error', () => undefined);
    void dead.end().catch(() => undefined);
    logger.warn({ err: reason, retryInMs: delay }, 'change feed lost; caches off until it is back');
    retry = setTimeout(connect, delay);
    delay = Math.min(delay * 2, RECONNECT_MS.most);
  };

  async function connect(): Promise<void> {
    if (closed) return;
    const next = new pg.Client({ connectionString: databaseUrl });
    client = next;
    next.on('error', lost);
    next.on('end', () => lost(new Error('connection ended')));
    next.on('notification', (message) => {
      if (message.channel === CHANGE_CHANNEL && message.payload) subscribers.emit(message.payload as Change);
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${CHANGE_CHANNEL}`);
      if (closed || client !== next) return;
      live = true;
      delay = RECONNECT_MS.first;
      subscribers.emit('*');
    } catch (error) {
      if (client === next) lost(error);
    }
  }
  void connect();

  return {
    get live() {
      return live;
    },
    subscribe: subscribers.add,
    announce(change, trx) {
      // The table's trigger tells every node; the writing node drops its own copy as soon as the commit is
      // done, without waiting for the notice to come back.
      afterCommit(trx, () => subscribers.emit(change));
      return Promise.resolve();
    },
    async close() {
      closed = true;
      live = false;
      clearTimeout(retry);
      const last = client;
      client = undefined;
      if (last) {
        last.removeAllListeners();
        last.on('error', () => undefined);
        await last.end().catch(() => undefined);
      }
    },
  };
}

/** PostgreSQL with no listener (a tool, a test that does not start one): other nodes' changes are unheard, so no cache. */
export function deafChangeFeed(): ChangeFeed {
  return { ...localChangeFeed(), live: false };
}

/** The feed for `db`: PostgreSQL's when it has a connection string, else the local one. */
export function changeFeedFor(databaseUrl: string | undefined, logger: Logger): ChangeFeed {
  return databaseUrl ? postgresChangeFeed(databaseUrl, logger) : localChangeFeed();
}
