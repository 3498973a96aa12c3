/**
 * One tutor turn, whatever keeps its messages: the student's message is accepted once (idempotent on
 * `client_message_id`) and committed before the tutor is asked, a retry is answered from what is kept,
 * the model call is charged once against the chat limit, and a failure maps to one error
 * (errors.ts `tutorFailure`). Where the messages live is a `TurnStore`: the database (every thread), or
 * the Time-Out's unlogged messages (`skip_db_log`, services/transient-messages.ts). docs/backend.md,
 * "The turn pipeline".
 */
import type { MessageContent, User } from '../../contract';
import { AppError, tutorFailure, TutorUnavailable } from '../errors';
import { chatMessages, type GuidedTestResult, maxActivitySeconds } from '../../contract';
import { nowIso } from '../db/time';
import type { Logger } from '../logger';
import type { ChatRepository, MessageRow, ThreadRow } from '../repositories/chat';
import type { ProgressRepository } from '../repositories/progress';
import { contentText, type CourseContent, type TutorReply, type TutorTurn } from '../tutor';
import {
  attachmentsOf,
  historyTurns,
  parseAttachments,
  parseContent,
  type Attachments,
} from './chat-messages';
import type { EvidenceService } from './evidence';
import type { TransientMessages } from './transient-messages';

/**
 * The most bytes of stored messages one tutor turn (or summary) reads: far more than the model is sent
 * (LLM_HISTORY_CHARS), and a bound on what an oversized old message can cost each turn.
 */
export const turnHistoryBytes = 1024 * 1024;

/** A kept answer, as the client gets it. */
export interface KeptAnswer {
  id: string;
  content: MessageContent;
  attachments: Attachments;
}

/** The student's message of a turn, with its complete answer once there is one. */
export interface KeptMessage {
  id: string;
  answer?: KeptAnswer;
}

/** Where one thread's turn keeps its messages. */
export interface TurnStore {
  /** the message kept under the client's id, if any */
  find(clientMessageId: string): Promise<KeptMessage | undefined>;
  /** keeps the student's message, or returns the one a parallel request with the same id kept */
  accept(): Promise<KeptMessage>;
  /** the conversation before `messageId` as the tutor reads it, oldest first */
  history(messageId: string): Promise<TutorTurn[]>;
  /** keeps what reached the student before a failure, marked incomplete (where the store can) */
  keepIncomplete(messageId: string, produced: string): Promise<void>;
  /** keeps the reply and what it changes; a complete answer kept meanwhile wins and is returned */
  saveReply(messageId: string, reply: TutorReply): Promise<KeptAnswer>;
}

/** What a stored turn needs to know of the message being sent. */
export interface TurnMessage {
  clientMessageId?: string;
  /** what is stored as the user's message */
  content: MessageContent;
  imageUrl?: string | null;
  audioUrl?: string | null;
}

export function clientIdReused(): AppError {
  return new AppError(422, 'client_message_id_reused', chatMessages.clientIdReused);
}

function keptAnswer(row: MessageRow): KeptAnswer {
  return {
    id: String(row.id),
    content: parseContent(row.content),
    attachments: parseAttachments(row.attachments),
  };
}

/** The database's turn store of one thread: user messages, replies, their effects on the thread. */
export function databaseTurnStore(
  deps: {
    chat: ChatRepository;
    progress: ProgressRepository;
    evidence: EvidenceService;
    transient: TransientMessages;
    historyMessages: number;
  },
  user: User,
  thread: ThreadRow,
  course: CourseContent | null,
  message: TurnMessage,
): TurnStore {
  const { chat } = deps;
  const kept = async (row: MessageRow): Promise<KeptMessage> => {
    if (row.thread_id !== thread.id) throw clientIdReused();
    const reply = await chat.replyTo(row.id);
    return reply && !reply.incomplete
      ? { id: String(row.id), answer: keptAnswer(reply) }
      : { id: String(row.id) };
  };

  /**
   * An AI-guided test's result as a test activity of the course: its real score from the tutor's own
   * result (never parsed from prose), once per test thread (a later summary of the same test is a
   * retry), and only when a question was answered.
   */
  async function recordTestResult(courseId: string, result: GuidedTestResult): Promise<void> {
    const answered = result.answers.filter((answer) => answer.isCorrect !== null).length;
    if (answered === 0) return;
    await deps.progress.insertOnce({
      user_id: user.id,
      course_id: courseId,
      activity_type: 'test',
      activity_id: result.test_id,
      score: result.score,
      time_spent: Math.min(result.time_spent, maxActivitySeconds),
      answers: JSON.stringify(result.answers),
      completed: answered === result.answers.length,
      client_id: `guided:${thread.id}`,
      created_at: nowIso(),
    });
  }

  return {
    async find(clientMessageId) {
      const row = await chat.findByClientId(user.id, clientMessageId);
      return row ? kept(row) : undefined;
    },
    async accept() {
      // Committed on its own before the tutor is asked: nothing the student writes is lost.
      const { row } = await chat.insertUserMessage({
        thread_id: thread.id,
        user_id: user.id,
        role: 'user',
        content: JSON.stringify(message.content),
        client_message_id: message.clientMessageId ?? null,
        image_url: message.imageUrl ?? null,
        audio_url: message.audioUrl ?? null,
      });
      return kept(row);
    },
    async history(messageId) {
      const id = Number(messageId);
      const read = await chat.recentMessagesWithin(thread.id, deps.historyMessages + 1, turnHistoryBytes, {
        includeHidden: true,
      });
      const rows = read.rows.filter((row) => row.id < id);
      const extra = thread.kind === 'timeout' ? await deps.transient.list(thread.id) : [];
      return historyTurns(rows.slice(-deps.historyMessages), extra);
    },
    async keepIncomplete(messageId, produced) {
      // What reached the student stays, marked incomplete; a retry answers it again.
      await chat.saveReply({
        thread_id: thread.id,
        user_id: user.id,
        role: 'assistant',
        content: JSON.stringify(produced),
        reply_to: Number(messageId),
        incomplete: true,
      });
    },
    async saveReply(messageId, reply) {
      const attachments = attachmentsOf(reply);
      const { row } = await chat.saveReply(
        {
          thread_id: thread.id,
          user_id: user.id,
          role: 'assistant',
          content: JSON.stringify(reply.bot),
          reply_to: Number(messageId),
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
      if (reply.testResult && course) await recordTestResult(course.course.id, reply.testResult);
      if (reply.state?.mode === 'lesson' && thread.kind === 'main' && thread.singleton_key === null) {
        await chat.markLesson(thread.id, reply.state.lesson_id);
      }
      return keptAnswer(row);
    },
  };
}

/**
 * The Time-Out's unlogged turn store (`skip_db_log`): the exchange is kept only for a while
 * (services/transient-messages.ts), the thread's stored messages are read as context, and a reply
 * changes nothing else.
 */
export function timeoutTurnStore(
  deps: { chat: ChatRepository; transient: TransientMessages; historyMessages: number },
  user: User,
  thread: ThreadRow,
  message: TurnMessage,
): TurnStore {
  const { transient } = deps;
  const kept = async (id: string): Promise<KeptMessage> => {
    const answer = await transient.replyTo(thread.id, id);
    return answer ? { id, answer: { id: answer.id, content: answer.content, attachments: {} } } : { id };
  };
  return {
    async find(clientMessageId) {
      const found = await transient.findByClientId(thread.id, clientMessageId);
      return found ? kept(found.id) : undefined;
    },
    async accept() {
      const added = await transient.add(thread.id, user.id, {
        role: 'user',
        content: message.content,
        clientMessageId: message.clientMessageId ?? null,
        replyTo: null,
        createdAt: nowIso(),
      });
      return kept(added.id);
    },
    async history(messageId) {
      const before = await deps.chat.recentMessagesWithin(thread.id, deps.historyMessages, turnHistoryBytes);
      const earlier = (await transient.list(thread.id))
        .filter((entry) => entry.id !== messageId)
        .slice(-deps.historyMessages);
      return historyTurns(before.rows, earlier);
    },
    // Nothing of an unlogged exchange outlives a failure.
    keepIncomplete: () => Promise.resolve(),
    async saveReply(messageId, reply) {
      const stored = await transient.add(thread.id, user.id, {
        role: 'assistant',
        content: reply.bot,
        clientMessageId: null,
        replyTo: messageId,
        createdAt: nowIso(),
      });
      return { id: stored.id, content: stored.content, attachments: {} };
    },
  };
}

/** Text a tutor produced before it failed, and the error. */
interface TutorOutcome {
  reply: TutorReply | null;
  produced: string;
  error: unknown;
}

export interface TurnCallbacks {
  /** called once the message is accepted (kept, or found kept), before the tutor's first text */
  onAccepted?: () => void;
  /** called with text as the tutor produces it */
  onDelta?: (text: string) => void;
  /** aborted when the client goes away: the tutor stops, what it produced is kept incomplete */
  signal?: AbortSignal;
}

/** What the pipeline needs beyond the store: the charge, the tutor call and the log. */
export interface TurnRunner {
  /** charges one model call against the user's chat limit (rate-limit.ts `chargeTutorTurn`) */
  charge(): Promise<void>;
  /** asks the tutor with the conversation before the message; deltas go to `onDelta` */
  ask(
    history: TutorTurn[],
    signal: AbortSignal,
    onDelta: ((text: string) => void) | undefined,
  ): Promise<TutorOutcome>;
  logger: Logger;
}

/** Links the caller's signal to a controller of our own, so the tutor can always be aborted. */
function linkedAbort(signal: AbortSignal | undefined): AbortController {
  const controller = new AbortController();
  if (signal?.aborted) controller.abort(signal.reason);
  signal?.addEventListener('abort', () => controller.abort(signal.reason), { once: true });
  return controller;
}

export interface TurnOutcome {
  answer: KeptAnswer;
  /** seconds the tutor took, when this call asked it */
  seconds?: number;
}

/** Answers a kept reply as if it were produced now (one delta with its whole text). */
function replay(answer: KeptAnswer, callbacks: TurnCallbacks): TurnOutcome {
  callbacks.onAccepted?.();
  callbacks.onDelta?.(contentText(answer.content));
  return { answer };
}

/** The turn pipeline: accept once, charge once, ask, keep the reply (docs/backend.md, "The turn pipeline"). */
export async function runTurn(
  store: TurnStore,
  runner: TurnRunner,
  clientMessageId: string | undefined,
  callbacks: TurnCallbacks,
): Promise<TurnOutcome> {
  const found = clientMessageId ? await store.find(clientMessageId) : undefined;
  if (found?.answer) return replay(found.answer, callbacks);
  await runner.charge();
  const message = found ?? (await store.accept());
  if (message.answer) return replay(message.answer, callbacks);
  callbacks.onAccepted?.();
  const abort = linkedAbort(callbacks.signal);
  const started = performance.now();
  const history = await store.history(message.id);
  const { reply, produced, error } = await runner.ask(history, abort.signal, callbacks.onDelta);
  if (!reply) {
    if (produced) await store.keepIncomplete(message.id, produced);
    const failure = tutorFailure(error, abort.signal);
    if (failure instanceof TutorUnavailable) {
      runner.logger.warn(
        { err: error instanceof Error ? error.message : String(error) },
        'tutor unavailable',
      );
    }
    throw failure;
  }
  const answer = await store.saveReply(message.id, reply);
  return { answer, seconds: Math.round(performance.now() - started) / 1000 };
}
