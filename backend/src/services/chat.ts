/**
 * The tutor's chat: the thread service (services/threads.ts) and the turn pipeline (services/turn.ts)
 * put together. `send` is the one entry point for every route that sends the tutor a message (chat,
 * images, drawings, audio, introduction): streaming and JSON are one path (with or without `onDelta`).
 */
import type { UserId } from '../../contract';
import type { MessageContent, ThreadId, User } from '../../contract';
import { nowIso } from '../db/time';
import type { Logger } from '../logger';
import type { Metrics } from '../metrics';
import type { ChatRepository, MessageRow, ThreadKind, ThreadRow } from '../repositories/chat';
import type { CoursesRepository } from '../repositories/courses';
import type { TurnsRepository } from '../repositories/turns';
import { tutorEvidenceLimit, type ProgressRepository } from '../repositories/progress';
import {
  findGuidedTest,
  findLesson,
  parseState,
  replyLanguage,
  TutorUnavailableError,
  type CourseContent,
  type CourseLibrary,
  type Language,
  type Tutor,
  type TutorContext,
  type TutorTurn,
} from '../tutor';
import { chatMessages, type BotReply } from '../../contract';
import { historyTurns, replyOf } from './chat-messages';
import type { EvidenceService } from './evidence';
import { toProgressRecord } from './progress';
import type { RateLimiter } from './rate-limit';
import { courseKinds, fieldError, threadService } from './threads';
import type { TransientMessages } from './transient-messages';
import { databaseTurnStore, runTurn, timeoutTurnStore, turnHistoryBytes, type TurnCallbacks } from './turn';

export { toChatMessage } from './chat-messages';
export { newThreadId, timeoutCourseId, type History } from './threads';

export interface ChatServiceDeps {
  chat: ChatRepository;
  courses: CoursesRepository;
  progress: ProgressRepository;
  library: CourseLibrary;
  tutor: Tutor;
  limiter: RateLimiter;
  transient: TransientMessages;
  logger: Logger;
  /** earlier messages a tutor turn sees */
  historyMessages: number;
  /** the stored introduction summary of a user (the introduction service owns it) */
  introductionOf(userId: UserId): Promise<string | null>;
  /** the mastery model's evidence: read for a turn, and what a reply judged stored */
  evidence: EvidenceService;
  /** where each tutor turn's time is counted (`GET /metrics`) */
  metrics?: Pick<Metrics, 'tutorTurn'>;
  /** the turns' leases, seen by every node (services/turn.ts) */
  turns: TurnsRepository;
  /** this node (`NODE_ID`), a running turn's lease (TURN_LEASE_MS) and how often an attached retry looks */
  lease: { nodeId: string; leaseMs: number; pollMs: number };
}

/** A message to the tutor, from any route that sends one (chat, images, drawings, audio, introduction). */
export interface SendInput {
  threadId: ThreadId;
  /** the course the client says the thread belongs to; checked against the thread */
  courseId?: string;
  /** what the tutor reads */
  text: string;
  /** the request's interface language: the reply's when the message has no words of its own ("?") */
  interfaceLanguage?: Language;
  /**
   * the images for the tutor (the caller's uploads, services/chat-media.ts), read after the message is
   * stored: a vision model's data URLs come from the object store, which may be a network call
   */
  tutorImages?: () => Promise<string[]>;
  /** what is stored as the user's message; the text when absent, text and image blocks with images */
  content?: MessageContent;
  imageUrl?: string | null;
  audioUrl?: string | null;
  clientMessageId?: string;
  lessonMode?: boolean;
  lessonId?: string;
  testMode?: boolean;
  testId?: string;
  /** ends the AI-guided test of a test thread */
  testStop?: boolean;
  /** Time-Out: keep the exchange out of the chat log (services/transient-messages.ts) */
  skipDbLog?: boolean;
  /** the thread kinds this call may use; every course kind when absent */
  kinds?: readonly ThreadKind[];
}

export type SendOptions = TurnCallbacks;

export interface SendResult {
  reply: BotReply;
  /** set when this turn completed the introduction */
  introductionSummary: string | null;
}

export function chatService(deps: ChatServiceDeps) {
  const { chat, tutor, limiter, transient, logger } = deps;
  const threads = threadService({ ...deps, open });

  /** Runs one tutor turn: deltas to `onDelta`, the reply collected; text produced so far on failure. */
  async function runTutor(context: TutorContext, onDelta: ((text: string) => void) | undefined) {
    const started = performance.now();
    const result = await tutorTurn(context, onDelta);
    deps.metrics?.tutorTurn(result.reply ? 'ok' : 'error', (performance.now() - started) / 1000);
    return result;
  }

  async function tutorTurn(context: TutorContext, onDelta: ((text: string) => void) | undefined) {
    let produced = '';
    try {
      for await (const event of tutor.respond(context)) {
        if (event.type === 'delta') {
          produced += event.text;
          onDelta?.(event.text);
        } else {
          return { reply: event.reply, produced, error: undefined };
        }
      }
      return { reply: null, produced, error: new Error('the tutor stream ended without a reply') };
    } catch (error) {
      const partial = error instanceof TutorUnavailableError && error.partial ? error.partial : produced;
      return { reply: null, produced: partial, error };
    }
  }

  async function buildContext(
    user: User,
    thread: ThreadRow,
    input: SendInput,
    history: TutorTurn[],
    signal: AbortSignal,
    opening = false,
  ): Promise<TutorContext> {
    const course = await threads.courseOf(thread);
    let progress: Promise<ReturnType<typeof toProgressRecord>[]> | undefined;
    let introduction: Promise<string | null> | undefined;
    let evidence: ReturnType<TutorContext['student']['evidence']> | undefined;
    return {
      language: replyLanguage(input.text, input.interfaceLanguage),
      course,
      thread: {
        id: thread.id,
        kind: thread.kind,
        lessonId: thread.lesson_id,
        testId: thread.test_id,
        state: parseState(thread.state),
      },
      history,
      opening,
      message: {
        text: input.text,
        images: input.tutorImages ? await input.tutorImages() : [],
      },
      mode: {
        lessonMode: input.lessonMode === true,
        lessonId: input.lessonMode ? (input.lessonId ?? null) : null,
        testMode: input.testMode === true,
        testId: input.testMode ? (input.testId ?? null) : null,
        ...(input.testStop ? { testStop: true } : {}),
      },
      student: {
        firstName: user.first_name,
        introduction: () => (introduction ??= deps.introductionOf(user.id)),
        progress: () => {
          progress ??= deps.progress
            .list(user.id, { course_id: thread.course_id ?? undefined }, { limit: tutorEvidenceLimit })
            .then((rows) => rows.map(toProgressRecord));
          return progress;
        },
        evidence: () =>
          (evidence ??= course ? deps.evidence.forCourse(user.id, course) : Promise.resolve([])),
      },
      now: nowIso(),
      signal,
    };
  }

  /** Checks the mode fields of a message against the course files (400 with the field). */
  function checkMode(thread: ThreadRow, course: CourseContent | null, input: SendInput): void {
    if (input.courseId !== undefined && input.courseId !== thread.course_id) {
      throw fieldError('body.course_id', chatMessages.unknownCourse);
    }
    if (input.lessonMode && input.lessonId !== undefined && !(course && findLesson(course, input.lessonId))) {
      throw fieldError('body.lesson_id', chatMessages.unknownLesson);
    }
    if (input.testMode && input.testId !== undefined && !(course && findGuidedTest(course, input.testId))) {
      throw fieldError('body.test_id', chatMessages.unknownTest);
    }
  }

  /**
   * Checks the thread and the message's modes, then runs the turn pipeline over the thread's store:
   * the database, or the Time-Out's unlogged messages with `skipDbLog`.
   */
  async function send(user: User, input: SendInput, options: SendOptions = {}): Promise<SendResult> {
    const thread = await threads.ownedThread(user.id, input.threadId, input.kinds ?? courseKinds);
    const course = await threads.courseOf(thread);
    checkMode(thread, course, input);
    const message = {
      content: input.content ?? input.text,
      imageUrl: input.imageUrl ?? null,
      audioUrl: input.audioUrl ?? null,
      ...(input.clientMessageId ? { clientMessageId: input.clientMessageId } : {}),
    };
    const stores = { ...deps, chat, transient };
    const store =
      thread.kind === 'timeout' && input.skipDbLog
        ? timeoutTurnStore(stores, user, thread, message)
        : databaseTurnStore(stores, user, thread, course, message);
    const { answer, seconds } = await runTurn(
      store,
      {
        charge: () => limiter.chargeTutorTurn(user.id),
        ask: async (history, signal, onDelta) =>
          runTutor(await buildContext(user, thread, input, history, signal), onDelta),
        logger,
      },
      { turns: deps.turns, threadId: thread.id, ...deps.lease },
      input.clientMessageId,
      options,
    );
    return {
      reply: replyOf(thread.id, answer.content, answer.attachments, answer.id, seconds),
      introductionSummary: answer.attachments.introduction_summary ?? null,
    };
  }

  /**
   * The tutor's first message in a new thread (a greeting, the introduction's first question), in the
   * interface language of the request: there is no student message yet to take the language from.
   */
  async function open(user: User, thread: ThreadRow, language: Language): Promise<MessageRow | undefined> {
    const abort = new AbortController();
    const input: SendInput = { threadId: thread.id, text: '' };
    const context = { ...(await buildContext(user, thread, input, [], abort.signal, true)), language };
    const { reply, error } = await runTutor(context, undefined);
    if (!reply) {
      // A greeting is a courtesy: the thread works without it.
      logger.warn({ err: error instanceof Error ? error.message : String(error) }, 'no opening message');
      return undefined;
    }
    const row = await chat.insertMessage({
      thread_id: thread.id,
      user_id: user.id,
      role: 'assistant',
      content: JSON.stringify(reply.bot),
    });
    if (reply.state !== undefined) {
      await chat.markState(thread.id, reply.state === null ? null : JSON.stringify(reply.state));
    }
    return row;
  }

  return {
    ...threads,
    send,
    open,

    /** Earlier messages of a thread as the tutor sees them (logged and unlogged), for summaries. */
    async conversation(thread: ThreadRow): Promise<TutorTurn[]> {
      const { rows } = await chat.recentMessagesWithin(thread.id, deps.historyMessages * 4, turnHistoryBytes);
      return historyTurns(rows, thread.kind === 'timeout' ? await transient.list(thread.id) : []);
    },
  };
}
export type ChatService = ReturnType<typeof chatService>;
