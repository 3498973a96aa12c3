/**
 * The rules of the tutor's chat: threads belong to one user (anyone else gets the same 404 as for an
 * unknown id), the student's message is committed in its own short transaction before the tutor is
 * asked, a retry with the same `client_message_id` is answered from what is stored, a tutor failure is
 * a retryable 503 with the message kept, and streaming and JSON are one path (`send` with or without
 * `onDelta`).
 */
import { randomBytes } from 'node:crypto';
import {
  BotReply,
  type ChatMessage,
  chatLimits,
  chatMessages,
  ExerciseData,
  GuidedTestResult,
  LearningSessionData,
  maxActivitySeconds,
  MessageContent,
  tutorUnavailableCode,
  type ThreadSummary,
  type User,
} from '../../contract';
import { toIsoDate } from '../db/dates';
import { nowIso } from '../db/time';
import { AppError, NotFound, ValidationError } from '../errors';
import type { Logger } from '../logger';
import type { Metrics } from '../metrics';
import type { ChatRepository, MessageRow, ThreadKind, ThreadRow } from '../repositories/chat';
import type { CoursesRepository } from '../repositories/courses';
import { tutorEvidenceLimit, type ProgressRepository } from '../repositories/progress';
import {
  contentText,
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
  type TutorReply,
  type TutorTurn,
} from '../tutor';
import type { EvidenceService } from './evidence';
import { toProgressRecord } from './progress';
import type { RateLimiter } from './rate-limit';
import type { TransientMessage, TransientMessages } from './transient-messages';

/** The course id and subject the Time-Out chat uses (accounts §9). */
export const timeoutCourseId = 'Time-out';
/**
 * The most bytes of stored messages one tutor turn (or summary) reads: far more than the model is sent
 * (LLM_HISTORY_CHARS), and a bound on what an oversized old message can cost each turn.
 */
const turnHistoryBytes = 1024 * 1024;

/** A thread's history as `get_course_thread` answers it. */
export interface History {
  messages: ChatMessage[];
  /** older messages were left out (chatLimits: at most so many messages and bytes, newest kept) */
  truncated: boolean;
}

/** The newest messages (of a list oldest first) whose JSON fits in `maxBytes`. */
function newestWithin(messages: readonly ChatMessage[], maxBytes: number): ChatMessage[] {
  let bytes = 0;
  let first = messages.length;
  while (first > 0) {
    bytes += Buffer.byteLength(JSON.stringify(messages[first - 1])) + 1;
    if (bytes > maxBytes) break;
    first -= 1;
  }
  return messages.slice(first);
}

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
  introductionOf(userId: number): Promise<string | null>;
  /** the mastery model's evidence: read for a turn, and what a reply judged stored */
  evidence: EvidenceService;
  /** where each tutor turn's time is counted (`GET /metrics`) */
  metrics?: Pick<Metrics, 'tutorTurn'>;
}

/** A message to the tutor, from any route that sends one (chat, images, drawings, audio, introduction). */
export interface SendInput {
  threadId: string;
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
  /** Time-Out: keep the exchange in memory only */
  skipDbLog?: boolean;
  /** the thread kinds this call may use; every course kind when absent */
  kinds?: readonly ThreadKind[];
}

export interface SendOptions {
  /** called once the message is accepted (stored, or found stored), before the tutor's first text */
  onAccepted?: () => void;
  /** called with text as the tutor produces it (the SSE route) */
  onDelta?: (text: string) => void;
  /** aborted when the client goes away: the tutor stops, what it produced is stored incomplete */
  signal?: AbortSignal;
}

export interface SendResult {
  reply: BotReply;
  /** set when this turn completed the introduction */
  introductionSummary: string | null;
}

interface Attachments {
  learning_session_data?: LearningSessionData | null;
  exercise_data?: ExerciseData | null;
  test_result?: GuidedTestResult;
  introduction_summary?: string;
}

const courseKinds: readonly ThreadKind[] = ['main', 'lesson', 'test', 'timeout'];

export class TutorUnavailable extends AppError {
  constructor(retryAfterSeconds: number) {
    super(
      503,
      tutorUnavailableCode,
      chatMessages.tutorUnavailable,
      { retry_after_seconds: retryAfterSeconds },
      {
        'Retry-After': String(retryAfterSeconds),
      },
    );
  }
}

function fieldError(field: string, message: string): ValidationError {
  return new ValidationError(`Invalid ${field}: ${message}`, { fields: [{ field, message }] });
}

export function newThreadId(): string {
  return `th_${randomBytes(18).toString('base64url')}`;
}

function parseJson(text: string | null): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function parseContent(text: string): MessageContent {
  const parsed = MessageContent.safeParse(parseJson(text));
  return parsed.success ? parsed.data : text;
}

function parseAttachments(text: string | null): Attachments {
  const json = parseJson(text);
  if (!json || typeof json !== 'object') return {};
  const record = json as Record<string, unknown>;
  const attachments: Attachments = {};
  const session = LearningSessionData.safeParse(record.learning_session_data);
  if (session.success) attachments.learning_session_data = session.data;
  const exercise = ExerciseData.safeParse(record.exercise_data);
  if (exercise.success) attachments.exercise_data = exercise.data;
  const result = GuidedTestResult.safeParse(record.test_result);
  if (result.success) attachments.test_result = result.data;
  if (typeof record.introduction_summary === 'string')
    attachments.introduction_summary = record.introduction_summary;
  return attachments;
}

export function toChatMessage(row: MessageRow): ChatMessage {
  const id = String(row.id);
  return {
    id,
    role: row.role,
    content: parseContent(row.content),
    timestamp: toIsoDate(row.created_at),
    isUser: row.role === 'user',
    ...(row.image_url ? { imageUrl: row.image_url } : {}),
    ...(row.audio_url ? { audioUrl: row.audio_url } : {}),
    message_id: id,
    ...(row.client_message_id ? { client_message_id: row.client_message_id } : {}),
    ...(row.incomplete ? { incomplete: true } : {}),
  };
}

function transientToChatMessage(message: TransientMessage): ChatMessage {
  return {
    id: message.id,
    role: message.role,
    content: message.content,
    timestamp: message.createdAt,
    isUser: message.role === 'user',
    message_id: message.id,
    ...(message.clientMessageId ? { client_message_id: message.clientMessageId } : {}),
  };
}

function botOf(content: MessageContent): BotReply['bot'] {
  if (typeof content === 'string') return content;
  if (Array.isArray(content)) return contentText(content);
  return content;
}

function replyOf(
  threadId: string,
  content: MessageContent,
  attachments: Attachments,
  messageId: string,
  seconds?: number,
): BotReply {
  return BotReply.parse({
    bot: botOf(content),
    thread_id: threadId,
    message_id: messageId,
    image_url: null,
    image_urls: [],
    images: [],
    audio_url: null,
    ...(seconds === undefined ? {} : { api_response_time: seconds }),
    learning_session_data: attachments.learning_session_data ?? null,
    exercise_data: attachments.exercise_data ?? null,
    ...(attachments.test_result ? { test_result: attachments.test_result } : {}),
  });
}

function attachmentsOf(reply: TutorReply): Attachments {
  return {
    ...(reply.learningSession ? { learning_session_data: reply.learningSession } : {}),
    ...(reply.exercise ? { exercise_data: reply.exercise } : {}),
    ...(reply.testResult ? { test_result: reply.testResult } : {}),
    ...(reply.introductionSummary ? { introduction_summary: reply.introductionSummary } : {}),
  };
}

function userContent(input: SendInput): MessageContent {
  return input.content ?? input.text;
}

/** Links the caller's signal to a controller of our own, so the tutor can always be aborted. */
function linkedAbort(signal: AbortSignal | undefined): AbortController {
  const controller = new AbortController();
  if (signal?.aborted) controller.abort(signal.reason);
  signal?.addEventListener('abort', () => controller.abort(signal.reason), { once: true });
  return controller;
}

export function chatService(deps: ChatServiceDeps) {
  const { chat, courses, library, tutor, limiter, transient, logger } = deps;

  /** The newest stored messages of a thread a tutor turn reads, oldest first. */
  async function recentRows(
    threadId: string,
    limit: number,
    options: { includeHidden?: boolean } = {},
  ): Promise<MessageRow[]> {
    return (await chat.recentMessagesWithin(threadId, limit, turnHistoryBytes, options)).rows;
  }

  async function ownedThread(
    userId: number,
    threadId: string,
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
    userId: number,
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

  function historyTurns(rows: readonly MessageRow[], extra: readonly TransientMessage[] = []): TutorTurn[] {
    const stored = rows.map((row) => ({
      role: row.role,
      text: contentText(parseContent(row.content)),
      at: toIsoDate(row.created_at),
    }));
    const kept = extra.map((message) => ({
      role: message.role,
      text: contentText(message.content),
      at: message.createdAt,
    }));
    return [...stored, ...kept]
      .sort((a, b) => a.at.localeCompare(b.at))
      .map(({ role, text }) => ({ role, text }));
  }

  /** Runs one tutor turn: deltas to `onDelta`, the reply collected; text produced so far on failure. */
  async function runTutor(
    context: TutorContext,
    onDelta: ((text: string) => void) | undefined,
  ): Promise<{ reply: TutorReply | null; produced: string; error: unknown }> {
    const started = performance.now();
    const result = await tutorTurn(context, onDelta);
    deps.metrics?.tutorTurn(result.reply ? 'ok' : 'error', (performance.now() - started) / 1000);
    return result;
  }

  async function tutorTurn(
    context: TutorContext,
    onDelta: ((text: string) => void) | undefined,
  ): Promise<{ reply: TutorReply | null; produced: string; error: unknown }> {
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
    const course = await courseOf(thread);
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

  /** The reply to a Time-Out message kept only in memory. */
  async function sendTransient(
    user: User,
    thread: ThreadRow,
    input: SendInput,
    options: SendOptions,
  ): Promise<SendResult> {
    const key = input.clientMessageId;
    const existing = key ? transient.findByClientId(thread.id, key) : undefined;
    const answered = existing ? transient.replyTo(thread.id, existing.id) : undefined;
    if (answered) {
      options.onAccepted?.();
      options.onDelta?.(contentText(answered.content));
      return { reply: replyOf(thread.id, answered.content, {}, answered.id), introductionSummary: null };
    }
    await limiter.hitUser('chatUser', user.id);
    const before = await recentRows(thread.id, deps.historyMessages);
    const earlier = transient
      .list(thread.id)
      .filter((kept) => kept.id !== existing?.id)
      .slice(-deps.historyMessages);
    const message =
      existing ??
      transient.add(thread.id, user.id, {
        role: 'user',
        content: userContent(input),
        clientMessageId: key ?? null,
        replyTo: null,
        createdAt: nowIso(),
      });
    options.onAccepted?.();
    const abort = linkedAbort(options.signal);
    const started = performance.now();
    const context = await buildContext(user, thread, input, historyTurns(before, earlier), abort.signal);
    const { reply, error } = await runTutor(context, options.onDelta);
    if (!reply) throw failure(error, abort.signal);
    const stored = transient.add(thread.id, user.id, {
      role: 'assistant',
      content: reply.bot,
      clientMessageId: null,
      replyTo: message.id,
      createdAt: nowIso(),
    });
    return {
      reply: replyOf(thread.id, reply.bot, {}, stored.id, seconds(started)),
      introductionSummary: null,
    };
  }

  function seconds(started: number): number {
    return Math.round(performance.now() - started) / 1000;
  }

  function failure(error: unknown, signal: AbortSignal): Error {
    if (signal.aborted) return new ClientGone();
    if (error instanceof TutorUnavailableError) {
      logger.warn({ err: error.message }, 'tutor unavailable');
      return new TutorUnavailable(Math.max(1, Math.min(300, error.retryAfterSeconds)));
    }
    return error instanceof Error ? error : new Error(String(error));
  }

  /**
   * Stores the student's message once (idempotent on client_message_id), commits it, then asks the
   * tutor and stores the reply. The one entry point for every route that sends the tutor a message.
   */
  async function send(user: User, input: SendInput, options: SendOptions = {}): Promise<SendResult> {
    const thread = await ownedThread(user.id, input.threadId, input.kinds ?? courseKinds);
    const course = await courseOf(thread);
    checkMode(thread, course, input);
    if (thread.kind === 'timeout' && input.skipDbLog) return sendTransient(user, thread, input, options);

    const key = input.clientMessageId;
    let message = key ? await chat.findByClientId(user.id, key) : undefined;
    if (message && message.thread_id !== thread.id) {
      throw new AppError(422, 'client_message_id_reused', chatMessages.clientIdReused);
    }
    const answered = async (row: MessageRow | undefined): Promise<SendResult | undefined> => {
      const reply = row ? await chat.replyTo(row.id) : undefined;
      if (!reply || reply.incomplete) return undefined;
      const content = parseContent(reply.content);
      const attachments = parseAttachments(reply.attachments);
      options.onAccepted?.();
      options.onDelta?.(contentText(content));
      return {
        reply: replyOf(thread.id, content, attachments, String(reply.id)),
        introductionSummary: attachments.introduction_summary ?? null,
      };
    };
    const given = await answered(message);
    if (given) return given;

    await limiter.hitUser('chatUser', user.id);
    if (!message) {
      // Committed on its own before the tutor is asked: nothing the student writes is lost.
      const inserted = await chat.insertUserMessage({
        thread_id: thread.id,
        user_id: user.id,
        role: 'user',
        content: JSON.stringify(userContent(input)),
        client_message_id: key ?? null,
        image_url: input.imageUrl ?? null,
        audio_url: input.audioUrl ?? null,
      });
      message = inserted.row;
      if (!inserted.created) {
        if (message.thread_id !== thread.id)
          throw new AppError(422, 'client_message_id_reused', chatMessages.clientIdReused);
        const raced = await answered(message);
        if (raced) return raced;
      }
    }
    const userMessage = message;
    options.onAccepted?.();
    const rows = (await recentRows(thread.id, deps.historyMessages + 1, { includeHidden: true })).filter(
      (row) => row.id < userMessage.id,
    );
    const extra = thread.kind === 'timeout' ? transient.list(thread.id) : [];
    const abort = linkedAbort(options.signal);
    const started = performance.now();
    const context = await buildContext(
      user,
      thread,
      input,
      historyTurns(rows.slice(-deps.historyMessages), extra),
      abort.signal,
    );
    const { reply, produced, error } = await runTutor(context, options.onDelta);

    if (!reply) {
      if (produced) {
        // What reached the student stays, marked incomplete; a retry answers it again.
        await chat.saveReply({
          thread_id: thread.id,
          user_id: user.id,
          role: 'assistant',
          content: JSON.stringify(produced),
          reply_to: userMessage.id,
          incomplete: true,
        });
      }
      throw failure(error, abort.signal);
    }
    const attachments = attachmentsOf(reply);
    const { row } = await chat.saveReply(
      {
        thread_id: thread.id,
        user_id: user.id,
        role: 'assistant',
        content: JSON.stringify(reply.bot),
        reply_to: userMessage.id,
        attachments: Object.keys(attachments).length ? JSON.stringify(attachments) : null,
      },
      {
        ...(reply.state !== undefined
          ? { state: reply.state === null ? null : JSON.stringify(reply.state) }
          : {}),
        hideUserMessage: reply.hideUserMessage === true,
      },
    );
    if (reply.evidence?.length && course) {
      // Keyed by the reply: a retry that finds this reply stored writes nothing twice.
      await deps.evidence.record(user.id, course.course.id, `reply:${row.id}`, reply.evidence);
    }
    if (reply.testResult && course)
      await recordTestResult(user.id, course.course.id, thread.id, reply.testResult);
    if (reply.state?.mode === 'lesson' && thread.kind === 'main' && thread.singleton_key === null) {
      await chat.markLesson(thread.id, reply.state.lesson_id);
    }
    const storedAttachments = parseAttachments(row.attachments);
    return {
      reply: replyOf(
        thread.id,
        parseContent(row.content),
        storedAttachments,
        String(row.id),
        seconds(started),
      ),
      introductionSummary: storedAttachments.introduction_summary ?? null,
    };
  }

  /**
   * An AI-guided test's result as a test activity of the course: its real score from the tutor's own
   * result (never parsed from prose), once per test thread (a later summary of the same test is a retry),
   * and only when a question was answered.
   */
  async function recordTestResult(
    userId: number,
    courseId: string,
    threadId: string,
    result: GuidedTestResult,
  ): Promise<void> {
    const answered = result.answers.filter((answer) => answer.isCorrect !== null).length;
    if (answered === 0) return;
    await deps.progress.insertOnce({
      user_id: userId,
      course_id: courseId,
      activity_type: 'test',
      activity_id: result.test_id,
      score: result.score,
      time_spent: Math.min(result.time_spent, maxActivitySeconds),
      answers: JSON.stringify(result.answers),
      completed: answered === result.answers.length,
      client_id: `guided:${threadId}`,
      created_at: nowIso(),
    });
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

  /**
   * The newest messages of a thread within chatLimits (count and bytes). The database is asked for no
   * more stored bytes than the cap, so a thread of huge old rows costs no more memory than a full answer.
   */
  async function history(thread: ThreadRow): Promise<History> {
    const { historyMessages, historyBytes } = chatLimits;
    const read = await chat.recentMessagesWithin(thread.id, historyMessages, historyBytes);
    const kept = thread.kind === 'timeout' ? transient.list(thread.id).map(transientToChatMessage) : [];
    const all = [...read.rows.map(toChatMessage), ...kept].sort((a, b) =>
      a.timestamp.localeCompare(b.timestamp),
    );
    const messages = newestWithin(all.slice(-historyMessages), historyBytes);
    return { messages, truncated: read.truncated || messages.length < all.length };
  }

  return {
    send,
    open,
    ownedThread,
    assignedCourse,
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
      if (created) await open(user, row, language);
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
      if (timeout) await open(user, row, language);
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

    /** Earlier messages of a thread as the tutor sees them (DB and memory), for summaries. */
    async conversation(thread: ThreadRow): Promise<TutorTurn[]> {
      const rows = await recentRows(thread.id, deps.historyMessages * 4);
      return historyTurns(rows, thread.kind === 'timeout' ? transient.list(thread.id) : []);
    },
  };
}
export type ChatService = ReturnType<typeof chatService>;

/**
 * The client went away mid-turn: nobody is left to answer (what was produced is stored incomplete).
 * nginx's 499 "client closed request", which no client ever reads.
 */
export class ClientGone extends AppError {
  constructor() {
    super(499, 'client_closed_request', 'The client closed the connection');
  }
}
