/**
 * Messages a thread keeps only in memory: the Time-Out chat with `skip_db_log` (accounts §9, "database
 * logging skipped"). They give the tutor its context and the summary its text, and are gone after
 * `ttlMs` without use or when the node restarts. Per node, behind this small interface, so a shared
 * store (several nodes) can take its place.
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
  list(threadId: string): TransientMessage[];
  add(threadId: string, message: Omit<TransientMessage, 'id'>): TransientMessage;
  findByClientId(threadId: string, clientMessageId: string): TransientMessage | undefined;
  replyTo(threadId: string, messageId: string): TransientMessage | undefined;
}

export function transientMessages(
  options: { ttlMs?: number; maxThreads?: number; maxPerThread?: number } = {},
): TransientMessages {
  const ttlMs = options.ttlMs ?? 6 * 60 * 60 * 1000;
  const maxThreads = options.maxThreads ?? 10_000;
  const maxPerThread = options.maxPerThread ?? 200;
  // A Map keeps insertion order: re-inserting on use makes the first entry the least recently used.
  const threads = new Map<string, { messages: TransientMessage[]; touched: number }>();
  let counter = 0;

  function thread(threadId: string, create: boolean) {
    const now = Date.now();
    let entry = threads.get(threadId);
    if (entry && now - entry.touched > ttlMs) {
      threads.delete(threadId);
      entry = undefined;
    }
    if (!entry && !create) return undefined;
    entry ??= { messages: [], touched: now };
    threads.delete(threadId);
    entry.touched = now;
    threads.set(threadId, entry);
    while (threads.size > maxThreads) {
      const oldest = threads.keys().next().value;
      if (oldest === undefined) break;
      threads.delete(oldest);
    }
    return entry;
  }

  return {
    list: (threadId) => [...(thread(threadId, false)?.messages ?? [])],
    add(threadId, message) {
      const entry = thread(threadId, true);
      counter += 1;
      const stored = { ...message, id: `t${Date.now().toString(36)}${counter}` };
      entry?.messages.push(stored);
      if (entry && entry.messages.length > maxPerThread)
        entry.messages.splice(0, entry.messages.length - maxPerThread);
      return stored;
    },
    findByClientId: (threadId, clientMessageId) =>
      thread(threadId, false)?.messages.find((message) => message.clientMessageId === clientMessageId),
    replyTo: (threadId, messageId) =>
      thread(threadId, false)?.messages.find((message) => message.replyTo === messageId),
  };
}
