/**
 * The tutor chat's threads: they belong to one user (anyone else gets the same 404 as for an unknown
 * id), a course has one main thread and the Time-Out one of its own, and a thread's history is bounded
 * by chatLimits. Asking the tutor is the turn pipeline's (services/turn.ts); a new thread's greeting
 * comes from `open`, which the chat service passes in.
 */
import type { UserId } from '../../contract';
import { randomBytes } from 'node:crypto';
import { chatLimits, chatMessages, ThreadId, type ThreadSummary, type User } from '../../contract';
import { toIsoDate } from '../db/dates';
import { NotFound, ValidationError } from '../errors';
import type { ChatRepository, MessageRow, ThreadKind, ThreadRow } from '../repositories/chat';
import type { CoursesRepository } from '../repositories/courses';
import { findGuidedTest, type CourseContent, type CourseLibrary, type Language } from '../tutor';
import { newestWithin, toChatMessage, transientToChatMessage } from './chat-messages';
import type { RateLimiter } from './rate-limit';
import type { TransientMessages } from './transient-messages';
import type { ChatMessage } from '../../contract';

/** The course id and subject the Time-Out chat uses (docs/requirements.md#accounts-limits). */
export const timeoutCourseId = 'Time-out';

export const courseKinds: readonly ThreadKind[] = ['main', 'lesson', 'test', 'timeout'];

/** A thread's history as `get_course_thread` answers it. */
export interface History {
  messages: ChatMessage[];
  /** older messages were left out (chatLimits: at most so many messages and bytes, newest kept) */
  truncated: boolean;
}

export function fieldError(field: string, message: string): ValidationError {
  return new ValidationError(`Invalid ${field}: ${message}`, { fields: [{ field, message }] });
}

export function newThreadId(): ThreadId {
  return ThreadId.parse(`th_${randomBytes(18).toString('base64url')}`);
}

export interface ThreadServiceDeps {
  chat: ChatRepository;
  courses: CoursesRepository;
  library: CourseLibrary;
  limiter: RateLimiter;
  transient: TransientMessages;
  /** the tutor's first message of a new thread (the chat service's) */
  open(user: User, thread: ThreadRow, language: Language): Promise<MessageRow | undefined>;
}

export function threadService(deps: ThreadServiceDeps) {
  const { chat, courses, library, limiter, transient } = deps;

  async function ownedThread(
    userId: UserId,
    threadId: ThreadId,
    kinds: readonly ThreadKind[] = courseKinds,
  ): Promise<ThreadRow> {
    const thread = await chat.findThread(userId, threadId);
    // Someone else's thread answers exactly like an unknown one.
    if (!thread) throw new NotFound(chatMessages.threadNotFound, 'thread_not_found');
    if (!kinds.includes(thread.kind)) throw fieldError('body.thread_id', chatMessages.wrongThreadKind);
    return thread;
  }

  /** A catalogue course assigned to the user, or a 400 field error. */
  async function assignedCourse(
    userId: UserId,
    courseId: string,
    field = 'body.course_id',
  ): Promise<CourseContent> {
    const content = (await courses.assignedIds(userId)).includes(courseId)
      ? await library.get(courseId)
      : undefined;
    if (!content) throw fieldError(field, chatMessages.unknownCourse);
    return content;
  }

  async function courseOf(thread: ThreadRow): Promise<CourseContent | null> {
    return thread.course_id && thread.course_id !== timeoutCourseId
      ? ((await library.get(thread.course_id)) ?? null)
      : null;
  }

  /**
   * The newest messages of a thread within chatLimits (count and bytes). The database is asked for no
   * more stored bytes than the cap, so a thread of huge old rows costs no more memory than a full answer.
   */
  async function history(thread: ThreadRow): Promise<History> {
    const { historyMessages, historyBytes } = chatLimits;
    const read = await chat.recentMessagesWithin(thread.id, historyMessages, historyBytes);
    const kept =
      thread.kind === 'timeout' ? (await transient.list(thread.id)).map(transientToChatMessage) : [];
    const all = [...read.rows.map(toChatMessage), ...kept].sort((a, b) =>
      a.timestamp.localeCompare(b.timestamp),
    );
    const messages = newestWithin(all.slice(-historyMessages), historyBytes);
    return { messages, truncated: read.truncated || messages.length < all.length };
  }

  return {
    ownedThread,
    assignedCourse,
    courseOf,
    history,

    /** The course's main thread (or the Time-Out's); a new one opens with a greeting in `language`. */
    async courseThread(user: User, body: { course_id: string; subject: string }, language: Language) {
      const timeout = body.course_id === timeoutCourseId;
      if (!timeout) await assignedCourse(user.id, body.course_id);
      const { row, created } = await chat.singleton({
        id: newThreadId(),
        user_id: user.id,
        kind: timeout ? 'timeout' : 'main',
        course_id: body.course_id,
        singleton_key: timeout ? 'timeout' : `main:${body.course_id}`,
      });
      if (created) await deps.open(user, row, language);
      return { thread_id: row.id, ...(await history(row)) };
    },

    /** A new thread; a Time-Out thread opens with its greeting in `language`. */
    async createThread(user: User, body: { course_id: string; subject: string }, language: Language) {
      await limiter.hitUser('threadUser', user.id);
      const timeout = body.course_id === timeoutCourseId;
      if (!timeout) await assignedCourse(user.id, body.course_id);
      const row = await chat.insertThread({
        id: newThreadId(),
        user_id: user.id,
        kind: timeout ? 'timeout' : 'main',
        course_id: body.course_id,
      });
      if (timeout) await deps.open(user, row, language);
      return { thread_id: row.id };
    },

    async createTestThread(user: User, body: { course_id: string; test_id: string }) {
      await limiter.hitUser('threadUser', user.id);
      const course = await assignedCourse(user.id, body.course_id);
      const entry = findGuidedTest(course, body.test_id);
      if (!entry) throw fieldError('body.test_id', chatMessages.unknownTest);
      const row = await chat.insertThread({
        id: newThreadId(),
        user_id: user.id,
        kind: 'test',
        course_id: body.course_id,
        test_id: entry.id,
      });
      return { thread_id: row.id };
    },

    async listThreads(user: User): Promise<ThreadSummary[]> {
      const rows = await chat.listThreads(user.id, ['main', 'lesson', 'test']);
      const names = new Map<string, string>();
      for (const id of new Set(rows.map((row) => row.course_id ?? ''))) {
        names.set(id, (await library.get(id))?.course.name ?? id);
      }
      return rows.map((row) => ({
        thread_id: row.id,
        course_id: row.course_id ?? '',
        course_name: names.get(row.course_id ?? '') ?? '',
        created_at: toIsoDate(row.created_at),
      }));
    },

    /** Helpful / not-helpful on an assistant reply of one of the user's threads. */
    async feedback(
      user: User,
      body: {
        messageId: string;
        isPositive: boolean;
        comment?: string | undefined;
        threadId: string;
        courseId: string;
      },
    ) {
      await limiter.hitUser('feedbackUser', user.id);
      const id = /^\d{1,15}$/.test(body.messageId) ? Number(body.messageId) : NaN;
      const message = Number.isSafeInteger(id) ? await chat.findOwnedMessage(user.id, id) : undefined;
      if (!message || message.thread_id !== body.threadId || message.role !== 'assistant') {
        throw fieldError('body.messageId', chatMessages.messageNotFound);
      }
      await chat.saveFeedback({
        user_id: user.id,
        message_id: message.id,
        thread_id: body.threadId,
        course_id: body.courseId,
        is_positive: body.isPositive,
        comment: body.comment?.trim() || null,
      });
    },
  };
}
export type ThreadService = ReturnType<typeof threadService>;
