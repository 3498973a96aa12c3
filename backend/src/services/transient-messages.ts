/**
 * Messages a thread keeps only in memory: the Time-Out chat with `skip_db_log` (accounts §9, "database
 * logging skipped"). They give the tutor its context and the summary its text, and are gone after
 * `ttlMs` without use or when the node restarts. Per node, behind this small interface, so a shared
 * store (several nodes) can take its place.
 *
 * Bounded in count (threads, messages per thread) and in bytes, per user and in total: past a cap the
 * oldest messages go first (docs/backend.md, Security model). A message's images are references to the
 * user's own uploads (the chat checks them before a message gets here), never the image itself.
 */
import type { MessageContent } from '../../contract';

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
  add(threadId: string, userId: number, message: Omit<TransientMessage, 'id'>): Promise<TransientMessage>;
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
  userId: number;
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
  function evict(userId: number): void {
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
