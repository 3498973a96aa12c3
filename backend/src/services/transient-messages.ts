/**
 * Messages a thread keeps only for a while: the Time-Out chat with `skip_db_log` ("database logging
 * skipped": never in the chat log). They give the tutor its context and the summary its text, and are gone
 * `ttlMs` after the thread's last message. The app keeps them in the database (`databaseTransientMessages`,
 * seen by every node); `transientMessages` is the same store in one process's memory.
 *
 * Bounded in count (threads, messages per thread) and in bytes, per user and in total: past a cap the
 * oldest messages go first (docs/backend.md, Security model). A message's images are references to the
 * user's own uploads (the chat checks them before a message gets here), never the image itself.
 */
import type { UserId } from '../../contract';
import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import type { MessageContent } from '../../contract';
import { toIsoDate } from '../db/dates';
import type { Db } from '../db/knex';
import { isoIn, nowIso } from '../db/time';

export interface TransientMessage {
  id: string;
  role: 'user' | 'assistant';
  content: MessageContent;
  clientMessageId: string | null;
  /** the id of the user message an assistant message answers */
  replyTo: string | null;
  createdAt: string;
}

export interface TransientMessages {
  list(threadId: string): Promise<TransientMessage[]>;
  /** keeps a message of `userId`'s thread; older messages may go to stay within the caps */
  add(threadId: string, userId: UserId, message: Omit<TransientMessage, 'id'>): Promise<TransientMessage>;
  findByClientId(threadId: string, clientMessageId: string): Promise<TransientMessage | undefined>;
  replyTo(threadId: string, messageId: string): Promise<TransientMessage | undefined>;
  /** the bytes held for one user, or for everyone */
  bytes(userId?: number): Promise<number>;
}

export interface TransientLimits {
  ttlMs?: number;
  maxThreads?: number;
  maxPerThread?: number;
  /** bytes of messages one user's threads hold together */
  maxBytesPerUser?: number;
  /** bytes of messages all threads hold together */
  maxBytes?: number;
}

/** What one message costs: its JSON and a fixed share for its fields and bookkeeping. */
const overheadBytes = 200;
const sizeOf = (message: Omit<TransientMessage, 'id'>): number =>
  Buffer.byteLength(JSON.stringify(message.content)) + (message.clientMessageId?.length ?? 0) + overheadBytes;

interface Entry {
  threadId: string;
  userId: UserId;
  message: TransientMessage;
  bytes: number;
}

export function transientMessages(options: TransientLimits = {}): TransientMessages {
  const ttlMs = options.ttlMs ?? 6 * 60 * 60 * 1000;
  const maxThreads = options.maxThreads ?? 10_000;
  const maxPerThread = options.maxPerThread ?? 200;
  const maxBytesPerUser = options.maxBytesPerUser ?? 1024 * 1024;
  const maxBytes = options.maxBytes ?? 64 * 1024 * 1024;
  // Maps and Sets keep insertion order: re-inserting a thread on use makes the first one the least
  // recently used, and the first entry of `all` (or of a user's set) is the oldest message.
  const threads = new Map<string, { entries: Entry[]; touched: number }>();
  const all = new Set<Entry>();
  const byUser = new Map<number, { entries: Set<Entry>; bytes: number }>();
  let totalBytes = 0;
  let counter = 0;

  function forget(entry: Entry): void {
    if (!all.delete(entry)) return;
    totalBytes -= entry.bytes;
    const user = byUser.get(entry.userId);
    if (user) {
      user.entries.delete(entry);
      user.bytes -= entry.bytes;
      if (user.entries.size === 0) byUser.delete(entry.userId);
    }
    const thread = threads.get(entry.threadId);
    if (!thread) return;
    const index = thread.entries.indexOf(entry);
    if (index >= 0) thread.entries.splice(index, 1);
    if (thread.entries.length === 0) threads.delete(entry.threadId);
  }

  function dropThread(threadId: string): void {
    for (const entry of [...(threads.get(threadId)?.entries ?? [])]) forget(entry);
    threads.delete(threadId);
  }

  function thread(threadId: string, create: boolean) {
    const now = Date.now();
    let entry = threads.get(threadId);
    if (entry && now - entry.touched > ttlMs) {
      dropThread(threadId);
      entry = undefined;
    }
    if (!entry && !create) return undefined;
    entry ??= { entries: [], touched: now };
    threads.delete(threadId);
    entry.touched = now;
    threads.set(threadId, entry);
    while (threads.size > maxThreads) {
      const oldest = threads.keys().next().value;
      if (oldest === undefined) break;
      dropThread(oldest);
    }
    return entry;
  }

  /** Drops the oldest messages until the user and everyone are within their caps. */
  function evict(userId: UserId): void {
    const user = byUser.get(userId);
    while (user && user.bytes > maxBytesPerUser) {
      const oldest = user.entries.values().next().value;
      if (!oldest) break;
      forget(oldest);
    }
    while (totalBytes > maxBytes) {
      const oldest = all.values().next().value;
      if (!oldest) break;
      forget(oldest);
    }
  }

  const messagesOf = (threadId: string): TransientMessage[] =>
    thread(threadId, false)?.entries.map((entry) => entry.message) ?? [];

  return {
    list: async (threadId) => messagesOf(threadId),
    async add(threadId, userId, message) {
      const kept = thread(threadId, true);
      counter += 1;
      const stored = { ...message, id: `t${Date.now().toString(36)}${counter}` };
      const entry: Entry = { threadId, userId, message: stored, bytes: sizeOf(message) };
      kept?.entries.push(entry);
      all.add(entry);
      totalBytes += entry.bytes;
      const user = byUser.get(userId) ?? { entries: new Set<Entry>(), bytes: 0 };
      user.entries.add(entry);
      user.bytes += entry.bytes;
      byUser.set(userId, user);
      while (kept && kept.entries.length > maxPerThread) {
        const oldest = kept.entries[0];
        if (!oldest) break;
        forget(oldest);
      }
      evict(userId);
      return stored;
    },
    findByClientId: async (threadId, clientMessageId) =>
      messagesOf(threadId).find((message) => message.clientMessageId === clientMessageId),
    replyTo: async (threadId, messageId) =>
      messagesOf(threadId).find((message) => message.replyTo === messageId),
    bytes: async (userId) => (userId === undefined ? totalBytes : (byUser.get(userId)?.bytes ?? 0)),
  };
}

interface TransientRow {
  id: string;
  thread_id: string;
  user_id: number;
  role: 'user' | 'assistant';
  content: string;
  client_message_id: string | null;
  reply_to: string | null;
  bytes: number;
  created_at: string | Date;
  expires_at: string | Date;
}

function fromRow(row: TransientRow): TransientMessage {
  let content: MessageContent;
  try {
    content = JSON.parse(row.content) as MessageContent;
  } catch {
    content = row.content;
  }
  return {
    id: row.id,
    role: row.role,
    content,
    clientMessageId: row.client_message_id,
    replyTo: row.reply_to,
    createdAt: toIsoDate(row.created_at),
  };
}

/**
 * The same store in the database (`transient_messages`), so every node lists the same Time-Out messages and a
 * retry through another node finds its message and answer. A thread's messages live `ttlMs` after its last
 * message; expired rows are swept as messages arrive. The same caps hold: per thread in count, per user and in
 * total in bytes, the oldest going first.
 */
export function databaseTransientMessages(db: Db, options: TransientLimits = {}): TransientMessages {
  const ttlMs = options.ttlMs ?? 6 * 60 * 60 * 1000;
  const maxPerThread = options.maxPerThread ?? 200;
  const maxBytesPerUser = options.maxBytesPerUser ?? 1024 * 1024;
  const maxBytes = options.maxBytes ?? 64 * 1024 * 1024;
  const live = (threadId: string) =>
    db<TransientRow>('transient_messages')
      .where({ thread_id: threadId })
      .andWhere('expires_at', '>', nowIso());

  /** Deletes, among `rows` newest first, those past `max` (count) or past `maxBytes` (bytes). */
  async function keepNewest(
    rows: Array<{ id: string; bytes: number }>,
    cap: { count?: number; bytes?: number },
  ) {
    let bytes = 0;
    const drop: string[] = [];
    rows.forEach((row, index) => {
      bytes += Number(row.bytes);
      if ((cap.count !== undefined && index >= cap.count) || (cap.bytes !== undefined && bytes > cap.bytes))
        drop.push(row.id);
    });
    for (let start = 0; start < drop.length; start += 500)
      await db('transient_messages')
        .whereIn('id', drop.slice(start, start + 500))
        .delete();
  }

  const newestFirst = (query: Knex.QueryBuilder) =>
    query.select('id', 'bytes').orderBy([
      { column: 'created_at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ]) as Promise<Array<{ id: string; bytes: number }>>;

  async function totalBytes(userId?: number): Promise<number> {
    const query = db('transient_messages').where('expires_at', '>', nowIso());
    if (userId !== undefined) query.andWhere({ user_id: userId });
    const [row] = (await query.sum({ total: 'bytes' })) as Array<{ total: number | string | null }>;
    return Number(row?.total ?? 0);
  }

  return {
    async list(threadId) {
      const rows = await live(threadId).orderBy([
        { column: 'created_at', order: 'asc' },
        { column: 'id', order: 'asc' },
      ]);
      return rows.map(fromRow);
    },
    async add(threadId, userId, message) {
      const now = nowIso();
      const expires = isoIn(ttlMs);
      await db('transient_messages').where('expires_at', '<=', now).delete();
      const row: TransientRow = {
        id: `t${Date.now().toString(36)}${randomBytes(6).toString('hex')}`,
        thread_id: threadId,
        user_id: userId,
        role: message.role,
        content: JSON.stringify(message.content),
        client_message_id: message.clientMessageId,
        reply_to: message.replyTo,
        bytes: sizeOf(message),
        created_at: message.createdAt,
        expires_at: expires,
      };
      const [inserted] = await db<TransientRow>('transient_messages')
        .insert(row)
        .onConflict(message.role === 'user' ? ['thread_id', 'client_message_id'] : ['thread_id', 'reply_to'])
        .ignore()
        .returning('*');
      if (!inserted) {
        // A parallel request (on any node) kept the same message or answer first: both go on with that one.
        const existing = await db<TransientRow>('transient_messages')
          .where(
            message.role === 'user'
              ? { thread_id: threadId, client_message_id: message.clientMessageId }
              : { thread_id: threadId, reply_to: message.replyTo },
          )
          .first();
        if (existing) return fromRow(existing);
        throw new Error('a Time-Out message conflicted with none');
      }
      // The thread lives ttlMs after its last message.
      await db('transient_messages').where({ thread_id: threadId }).update({ expires_at: expires });
      await keepNewest(await newestFirst(db('transient_messages').where({ thread_id: threadId })), {
        count: maxPerThread,
      });
      await keepNewest(await newestFirst(db('transient_messages').where({ user_id: userId })), {
        bytes: maxBytesPerUser,
      });
      if ((await totalBytes()) > maxBytes)
        await keepNewest(await newestFirst(db('transient_messages')), { bytes: maxBytes });
      return fromRow(inserted);
    },
    async findByClientId(threadId, clientMessageId) {
      const row = await live(threadId).andWhere({ client_message_id: clientMessageId }).first();
      return row ? fromRow(row) : undefined;
    },
    async replyTo(threadId, messageId) {
      const row = await live(threadId).andWhere({ reply_to: messageId }).first();
      return row ? fromRow(row) : undefined;
    },
    bytes: (userId) => totalBytes(userId),
  };
}
