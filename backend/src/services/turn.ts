/**
 * One tutor turn, whatever keeps its messages: the student's message is accepted once (idempotent on
 * `client_message_id`) and committed before the tutor is asked, a retry is answered from what is kept,
 * the model call is charged once against the chat limit, and a failure maps to one error
 * (errors.ts `tutorFailure`). Where the messages live is a `TurnStore`: the database (every thread), or
 * the Time-Out's unlogged messages (`skip_db_log`, services/transient-messages.ts). docs/backend.md,
 * "The turn pipeline".
 */
import type { MessageContent, User } from '../../contract';
import { randomBytes } from 'node:crypto';
import { AppError, ClientGone, tutorFailure, TutorUnavailable } from '../errors';
import { chatMessages, type GuidedTestResult, maxActivitySeconds } from '../../contract';
import { toIsoDate } from '../db/dates';
import { nowIso } from '../db/time';
import type { Logger } from '../logger';
import type { ChatRepository, MessageRow, ThreadRow } from '../repositories/chat';
import type { ProgressRepository } from '../repositories/progress';
import type { TurnRow, TurnsRepository } from '../repositories/turns';
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
            ? {
                state: reply.state === null ? null : JSON.stringify(reply.state),
                stateVersion: Number(thread.version ?? 0),
              }
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
  /** called with text as the tutor produces it, and the id of the stream up to its end (SSE `id:`) */
  onDelta?: (text: string, id: string) => void;
  /** aborted when the client goes away: the tutor stops, what it produced is kept incomplete */
  signal?: AbortSignal;
  /** the last stream id the client saw (`Last-Event-ID`): text up to it is not sent again */
  resumeFrom?: string;
}

/** What the pipeline needs beyond the store: the charge, the tutor call and the log. */
export interface TurnRunner {
  /** charges one model call against the user's chat limit (rate-limit.ts `chargeTutorTurn`) */
  charge(): Promise<void>;
  /** asks the tutor with the conversation before the message; deltas go to `onDelta` */
  ask(history: TutorTurn[], signal: AbortSignal, onDelta: (text: string) => void): Promise<TutorOutcome>;
  logger: Logger;
}

/** The turn's lease: who runs it, seen by every node (docs/backend.md, "Turns across nodes"). */
export interface TurnLease {
  turns: TurnsRepository;
  threadId: string;
  /** this node (`NODE_ID`) */
  nodeId: string;
  /** a running turn whose heartbeat is older than this has lost its node and is taken over */
  leaseMs: number;
  /** how often a retry attached to another node's turn reads its progress */
  pollMs: number;
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

/** A stream id: the run of the turn that produced the text, and how many characters of it were sent. */
export function streamId(holder: string, offset: number): string {
  return `${holder}.${offset}`;
}

/** The characters of `holder`'s text the client has seen, by its `Last-Event-ID`; 0 for another run's id. */
function seenOf(resumeFrom: string | undefined, holder: string): number {
  const match = /^([\w-]+)\.(\d{1,9})$/.exec(resumeFrom ?? '');
  return match && match[1] === holder ? Number(match[2]) : 0;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The turn pipeline: accept once, charge once, lease, ask, keep the reply (docs/backend.md, "The turn pipeline"). */
export async function runTurn(
  store: TurnStore,
  runner: TurnRunner,
  lease: TurnLease,
  clientMessageId: string | undefined,
  callbacks: TurnCallbacks,
): Promise<TurnOutcome> {
  const { turns } = lease;
  const keyOf = (messageId: string) => `${lease.threadId}:${messageId}`;
  const alive = (row: TurnRow) =>
    Date.now() - new Date(toIsoDate(row.heartbeat_at)).getTime() < lease.leaseMs;

  /** A kept answer sent again: the text the client has not seen (by its Last-Event-ID), then the reply. */
  async function replay(messageId: string, answer: KeptAnswer): Promise<TurnOutcome> {
    callbacks.onAccepted?.();
    const row = await turns.find(keyOf(messageId));
    const holder = row?.status === 'done' ? row.holder : 'kept';
    const text = row?.status === 'done' ? row.produced : contentText(answer.content);
    const seen = Math.min(seenOf(callbacks.resumeFrom, holder), text.length);
    if (seen < text.length || text.length === 0)
      callbacks.onDelta?.(text.slice(seen), streamId(holder, text.length));
    return { answer };
  }

  const found = clientMessageId ? await store.find(clientMessageId) : undefined;
  if (found?.answer) return replay(found.id, found.answer);
  // A turn still running (alive: attach; its node gone: take over) was charged when it started.
  const running = found ? await turns.find(keyOf(found.id)) : undefined;
  if (running?.status !== 'running') await runner.charge();
  const message = found ?? (await store.accept());
  if (message.answer) return replay(message.id, message.answer);
  callbacks.onAccepted?.();
  const key = keyOf(message.id);

  /** Claims the turn for a new run of this node, or returns the live run of another. */
  async function claim(holder: string): Promise<'mine' | TurnRow> {
    for (;;) {
      if (await turns.insert({ key, thread_id: lease.threadId, node_id: lease.nodeId, holder }))
        return 'mine';
      const row = await turns.find(key);
      if (!row) continue;
      if (row.status === 'running' && alive(row)) return row;
      if (await turns.takeOver(key, row.holder, { node_id: lease.nodeId, holder })) {
        if (row.status === 'running') runner.logger.warn({ key, node: row.node_id }, 'turn taken over');
        return 'mine';
      }
    }
  }

  /**
   * Follows another node's run of the turn: its text as it grows, then its kept answer. 'again' when that
   * run's node is gone (its lease expired) and this one should take over.
   */
  async function follow(row: TurnRow): Promise<TurnOutcome | 'again'> {
    let holder = row.holder;
    let sent = seenOf(callbacks.resumeFrom, holder);
    for (;;) {
      if (callbacks.signal?.aborted) throw new ClientGone();
      const now = await turns.find(key);
      if (!now) return 'again';
      if (now.holder !== holder) {
        holder = now.holder;
        sent = 0;
      }
      if (now.produced.length > sent) {
        callbacks.onDelta?.(now.produced.slice(sent), streamId(holder, now.produced.length));
        sent = now.produced.length;
      }
      if (now.status === 'done') {
        const kept = clientMessageId ? await store.find(clientMessageId) : undefined;
        if (kept?.answer) return { answer: kept.answer };
      }
      // The run failed: the client is told to retry, as the first request was (its retry runs the turn).
      if (now.status === 'failed') throw new TutorUnavailable(1);
      if (now.status === 'running' && !alive(now)) return 'again';
      await sleep(lease.pollMs);
    }
  }

  /** This node's run: the tutor asked, its text and heartbeat written to the lease, the reply kept. */
  async function generate(holder: string): Promise<TurnOutcome> {
    const abort = linkedAbort(callbacks.signal);
    let produced = '';
    let lost = false;
    let writing: Promise<void> | undefined;
    let dirty = false;
    const write = () => {
      dirty = true;
      writing ??= (async () => {
        while (dirty) {
          dirty = false;
          if (!(await turns.progress(key, holder, produced))) {
            // Another node took the turn over (this one stopped beating in time): this run's text is dropped.
            lost = true;
            abort.abort(new Error('the turn was taken over'));
          }
        }
        writing = undefined;
      })();
    };
    const heartbeat = setInterval(write, Math.max(50, Math.floor(lease.leaseMs / 3)));
    const started = performance.now();
    let outcome: TutorOutcome;
    try {
      const history = await store.history(message.id);
      outcome = await runner.ask(history, abort.signal, (text) => {
        produced += text;
        callbacks.onDelta?.(text, streamId(holder, produced.length));
        write();
      });
    } finally {
      clearInterval(heartbeat);
      await writing;
    }
    const { reply, error } = outcome;
    if (lost) throw new TutorUnavailable(1);
    if (!reply) {
      const partial = outcome.produced;
      if (await turns.finish(key, holder, 'failed', partial)) {
        if (partial) await store.keepIncomplete(message.id, partial);
      }
      const failure = tutorFailure(error, abort.signal);
      if (failure instanceof TutorUnavailable) {
        runner.logger.warn(
          { err: error instanceof Error ? error.message : String(error) },
          'tutor unavailable',
        );
      }
      throw failure;
    }
    // Kept only while this run still holds the lease; then the followers are told it is done.
    if (!(await turns.progress(key, holder, produced))) throw new TutorUnavailable(1);
    const answer = await store.saveReply(message.id, reply);
    await turns.finish(key, holder, 'done', produced);
    return { answer, seconds: Math.round(performance.now() - started) / 1000 };
  }

  for (;;) {
    const holder = randomBytes(9).toString('base64url');
    const claimed = await claim(holder);
    if (claimed === 'mine') return generate(holder);
    const followed = await follow(claimed);
    if (followed !== 'again') return followed;
  }
}
