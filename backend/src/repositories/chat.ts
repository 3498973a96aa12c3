import type { Knex } from 'knex';
import type { ThreadId, ThreadKind, UserId } from '../../contract';
import type { Db } from '../db/knex';
import { nowIso } from '../db/time';
import { isUniqueViolation } from './users';

export type { ThreadKind } from '../../contract';

export interface ThreadRow {
  id: ThreadId;
  user_id: number;
  kind: ThreadKind;
  course_id: string | null;
  lesson_id: string | null;
  test_id: string | null;
  singleton_key: string | null;
  /** JSON text, or null */
  state: string | null;
  /** counts the writes of `state`: a turn writes it only over the version it read */
  version: number;
  created_at: string | Date;
  updated_at: string | Date;
}

/** A thread to store: its owner is a parsed user id (a row as read keeps the database's number). */
export type NewThread = Pick<ThreadRow, 'id' | 'kind'> &
  Partial<Pick<ThreadRow, 'course_id' | 'lesson_id' | 'test_id' | 'singleton_key' | 'state'>> & {
    user_id: UserId;
  };

export interface MessageRow {
  id: number;
  thread_id: ThreadId;
  user_id: number;
  role: 'user' | 'assistant' | 'system';
  /** JSON text of MessageContent */
  content: string;
  client_message_id: string | null;
  reply_to: number | null;
  incomplete: boolean | number;
  hidden: boolean | number;
  image_url: string | null;
  audio_url: string | null;
  /** JSON text of what else the reply carried, or null */
  attachments: string | null;
  created_at: string | Date;
}

/** A message to store: its owner is a parsed user id. */
export type NewMessage = Pick<MessageRow, 'thread_id' | 'role' | 'content'> &
  Partial<
    Pick<
      MessageRow,
      'client_message_id' | 'reply_to' | 'incomplete' | 'hidden' | 'image_url' | 'audio_url' | 'attachments'
    >
  > & { user_id: UserId };

type Runner = Knex | Knex.Transaction;

/** What a complete reply changes besides itself. */
export interface ReplyEffects {
  /** the thread's new state (JSON text or null) */
  state?: string | null;
  /** the thread's `version` the turn read: the state is written only over it */
  stateVersion?: number;
  hideUserMessage?: boolean;
}

/** Threads and their messages: knex only, no rules. */
export function chatRepository(db: Db) {
  async function messageById(id: number, runner: Runner = db): Promise<MessageRow | undefined> {
    return runner<MessageRow>('chat_messages').where({ id }).first();
  }

  async function insertMessage(message: NewMessage, runner: Runner = db): Promise<MessageRow> {
    // RETURNING * on both databases: one statement instead of an insert and a read.
    const [row] = await runner<MessageRow>('chat_messages')
      .insert({ incomplete: false, hidden: false, ...message, created_at: nowIso() })
      .returning('*');
    if (!row) throw new Error('chat message vanished after its insert');
    return row;
  }

  /**
   * Writes a reply: an insert that the unique index on reply_to lets in once, then its effects; when
   * an answer is there already, a complete one wins and an incomplete one is replaced. With effects it
   * runs in one short transaction; a plain reply is one statement.
   */
  async function writeReply(
    message: NewMessage & { reply_to: number },
    effects: ReplyEffects,
  ): Promise<{ row: MessageRow; stored: boolean }> {
    const withEffects = effects.state !== undefined || effects.hideUserMessage === true;
    const write = async (runner: Runner): Promise<{ row: MessageRow; stored: boolean }> => {
      const [inserted] = await runner<MessageRow>('chat_messages')
        .insert({ incomplete: false, hidden: false, ...message, created_at: nowIso() })
        .onConflict('reply_to')
        .ignore()
        .returning('*');
      let row = inserted;
      if (!row) {
        const existing = await runner<MessageRow>('chat_messages')
          .where({ reply_to: message.reply_to })
          .first();
        if (!existing) throw new Error('a reply conflicted with none');
        if (!existing.incomplete) return { row: existing, stored: false };
        // Compare-and-set: an incomplete answer is replaced only while it is still incomplete.
        const replaced = await runner('chat_messages')
          .where({ id: existing.id, incomplete: true })
          .update({
            content: message.content,
            attachments: message.attachments ?? null,
            incomplete: message.incomplete ?? false,
            created_at: nowIso(),
          });
        row = (await messageById(existing.id, runner)) ?? existing;
        if (replaced === 0) return { row, stored: false };
      }
      if (!message.incomplete) {
        if (effects.state !== undefined) {
          // Not last-write-wins: a state written by another turn since this one read the thread stays.
          const thread = runner('chat_threads').where({ id: message.thread_id });
          if (effects.stateVersion !== undefined) thread.andWhere({ version: effects.stateVersion });
          await thread.update({ state: effects.state, version: db.raw('version + 1'), updated_at: nowIso() });
        }
        if (effects.hideUserMessage) {
          await runner('chat_messages').where({ id: message.reply_to }).update({ hidden: true });
        }
      }
      return { row, stored: true };
    };
    return withEffects ? db.transaction(write) : write(db);
  }

  return {
    async findThread(userId: UserId, threadId: ThreadId): Promise<ThreadRow | undefined> {
      return db<ThreadRow>('chat_threads').where({ id: threadId, user_id: userId }).first();
    },

    async insertThread(thread: NewThread): Promise<ThreadRow> {
      const now = nowIso();
      await db('chat_threads').insert({ ...thread, created_at: now, updated_at: now });
      const row = await db<ThreadRow>('chat_threads').where({ id: thread.id }).first();
      if (!row) throw new Error('chat thread vanished after its insert');
      return row;
    },

    /**
     * The thread stored under (user, singleton key), created from `thread` when there is none. Two
     * first calls racing each other both get the one row the unique index let in.
     */
    async singleton(
      thread: NewThread & { singleton_key: string },
    ): Promise<{ row: ThreadRow; created: boolean }> {
      const find = () =>
        db<ThreadRow>('chat_threads')
          .where({ user_id: thread.user_id, singleton_key: thread.singleton_key })
          .first();
      const existing = await find();
      if (existing) return { row: existing, created: false };
      const now = nowIso();
      const inserted = await db('chat_threads')
        .insert({ ...thread, created_at: now, updated_at: now })
        .onConflict(['user_id', 'singleton_key'])
        .ignore()
        .returning('id');
      const row = await find();
      if (!row) throw new Error('singleton thread missing after its insert');
      return { row, created: inserted.length > 0 };
    },

    async listThreads(userId: UserId, kinds: readonly ThreadKind[]): Promise<ThreadRow[]> {
      return db<ThreadRow>('chat_threads')
        .where({ user_id: userId })
        .whereIn('kind', kinds)
        .orderBy([
          { column: 'created_at', order: 'desc' },
          { column: 'id', order: 'asc' },
        ]);
    },

    /** The rows among `ids` that belong to the user. */
    async ownedThreads(userId: UserId, ids: readonly string[]): Promise<ThreadRow[]> {
      return db<ThreadRow>('chat_threads').where({ user_id: userId }).whereIn('id', ids);
    },

    async markState(threadId: ThreadId, state: string | null): Promise<void> {
      await db('chat_threads')
        .where({ id: threadId })
        .update({ state, version: db.raw('version + 1'), updated_at: nowIso() });
    },

    /** A lesson start turns a plain course thread into a lesson thread. */
    async markLesson(threadId: ThreadId, lessonId: string): Promise<void> {
      await db('chat_threads')
        .where({ id: threadId, kind: 'main' })
        .whereNull('singleton_key')
        .update({ kind: 'lesson', lesson_id: lessonId });
    },

    /**
     * The newest messages of a thread (hidden ones too with `includeHidden`), at most `limit` and at most `maxBytes` bytes of
     * content, URLs and attachments together, oldest first; `truncated` when older ones were left
     * out. Sizes are read first, with `octet_length`, which neither SQLite nor PostgreSQL answers by
     * reading the value: rows past the budget are never loaded.
     */
    async recentMessagesWithin(
      threadId: string,
      limit: number,
      maxBytes: number,
      options: { includeHidden?: boolean } = {},
    ): Promise<{ rows: MessageRow[]; truncated: boolean }> {
      const query = db('chat_messages').where({ thread_id: threadId });
      if (!options.includeHidden) query.andWhere({ hidden: false });
      const sizes: Array<{ id: number; size: number | string }> = await query
        .orderBy('id', 'desc')
        .limit(limit + 1)
        .select(
          'id',
          db.raw(
            'octet_length(content) + coalesce(octet_length(image_url), 0) + coalesce(octet_length(audio_url), 0) + coalesce(octet_length(attachments), 0) as size',
          ),
        );
      const ids: number[] = [];
      let bytes = 0;
      for (const { id, size } of sizes.slice(0, limit)) {
        bytes += Number(size);
        if (bytes > maxBytes) break;
        ids.push(Number(id));
      }
      const rows =
        ids.length === 0 ? [] : await db<MessageRow>('chat_messages').whereIn('id', ids).orderBy('id', 'asc');
      return { rows, truncated: ids.length < sizes.length };
    },

    async findByClientId(userId: UserId, clientMessageId: string): Promise<MessageRow | undefined> {
      return db<MessageRow>('chat_messages')
        .where({ user_id: userId, client_message_id: clientMessageId })
        .first();
    },

    /** A message of one of the user's threads, or undefined. */
    async findOwnedMessage(userId: UserId, messageId: number): Promise<MessageRow | undefined> {
      return db<MessageRow>('chat_messages').where({ id: messageId, user_id: userId }).first();
    },

    async replyTo(messageId: number): Promise<MessageRow | undefined> {
      return db<MessageRow>('chat_messages').where({ reply_to: messageId }).first();
    },

    insertMessage: (message: NewMessage) => insertMessage(message),

    /**
     * Stores a user message once per (user, client_message_id): the unique index decides, so a
     * retry racing its original stores one row and both get it back, with `created` telling which.
     */
    async insertUserMessage(message: NewMessage): Promise<{ row: MessageRow; created: boolean }> {
      try {
        return { row: await insertMessage(message), created: true };
      } catch (error) {
        const key = message.client_message_id;
        if (!key || !isUniqueViolation(error)) throw error;
        const row = await db<MessageRow>('chat_messages')
          .where({ user_id: message.user_id, client_message_id: key })
          .first();
        if (!row) throw error;
        return { row, created: false };
      }
    },

    /**
     * Stores the answer to a user message and what it changes (the thread's state, a hidden start
     * message), in its own short transaction: a complete answer already stored wins (it is returned
     * unchanged, and nothing else is written); an incomplete one is replaced.
     */
    async saveReply(
      message: NewMessage & { reply_to: number },
      effects: ReplyEffects = {},
    ): Promise<{ row: MessageRow; stored: boolean }> {
      try {
        return await writeReply(message, effects);
      } catch (error) {
        // A concurrent retry stored its answer first: the unique index on reply_to lets one in.
        if (!isUniqueViolation(error)) throw error;
        const row = await db<MessageRow>('chat_messages').where({ reply_to: message.reply_to }).first();
        if (!row) throw error;
        return { row, stored: false };
      }
    },

    /** System messages (an injected summary) into several threads at once. */
    async insertSystemMessages(messages: NewMessage[]): Promise<void> {
      if (messages.length === 0) return;
      const now = nowIso();
      await db.transaction(async (trx) => {
        await trx('chat_messages').insert(
          messages.map((message) => ({ incomplete: false, hidden: false, ...message, created_at: now })),
        );
      });
    },

    async saveFeedback(feedback: {
      user_id: UserId;
      message_id: number;
      thread_id: string;
      course_id: string;
      is_positive: boolean;
      comment: string | null;
    }): Promise<void> {
      const now = nowIso();
      await db('chat_feedback')
        .insert({ ...feedback, created_at: now, updated_at: now })
        .onConflict(['user_id', 'message_id'])
        .merge(['is_positive', 'comment', 'thread_id', 'course_id', 'updated_at']);
    },
  };
}
export type ChatRepository = ReturnType<typeof chatRepository>;

export interface IntroductionRow {
  id: number;
  user_id: number;
  thread_id: string | null;
  summary: string;
  created_at: string | Date;
  updated_at: string | Date;
}

export function introductionsRepository(db: Db) {
  return {
    async find(userId: UserId): Promise<IntroductionRow | undefined> {
      return db<IntroductionRow>('introductions').where({ user_id: userId }).first();
    },
    /** One introduction per user: a new one replaces the summary and keeps the id. */
    async save(userId: UserId, threadId: string, summary: string): Promise<void> {
      const now = nowIso();
      await db('introductions')
        .insert({ user_id: userId, thread_id: threadId, summary, created_at: now, updated_at: now })
        .onConflict('user_id')
        .merge(['thread_id', 'summary', 'updated_at']);
    },
  };
}
export type IntroductionsRepository = ReturnType<typeof introductionsRepository>;
