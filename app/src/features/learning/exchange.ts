/**
 * What the learning feature's hooks and components share about an exchange with the tutor: its options and
 * request, the failed message kept for Retry, the error a reported failure is rethrown as, the message ids.
 * Below the hooks and the components; it imports none of them.
 */
import type { LoaderContext } from '@havruta/ui';
import {
  isRetryableStreamCode,
  type BotReply,
  type ChatRequest,
  type MessageContent,
  type ThreadId,
} from '../../../../backend/contract';
import { ApiError } from '../../lib/api-client';
import type { ChatEntry } from './state/entries';

/** Wait before a message is sent again on a thread created because none was active (docs/requirements.md#learning-space-limits). */
export const NO_THREAD_RETRY_MS = 500;

/** Options of one exchange with the tutor. */
export interface ExchangeOptions {
  /** not shown as the learner's message (a hidden instruction) */
  hidden?: boolean;
  /** what the learner's bubble shows */
  display?: MessageContent;
  /** images shown with the learner's message (an upload's pages, a drawing) */
  imageUrls?: readonly string[];
  /** the id of an earlier try of the same message, so the server stores it once */
  clientMessageId?: string;
  /** what the loading indicator says while the reply is awaited */
  context?: LoaderContext;
  /** the caller shows its own failure toast (start lesson, finish topic …); 401 is still handled */
  quiet?: boolean;
}

/** Options of one text message to the tutor. */
export interface SendOptions extends ExchangeOptions {
  /** mode fields of the chat body beyond the current mode's (lesson_mode, lesson_id, test_mode, test_id) */
  extra?: Partial<ChatRequest>;
}

/**
 * Asks the tutor on `thread` with `clientMessageId`; `onDelta` reports streamed text; `signal` aborts it
 * when the screen closes.
 */
export type TutorRequest = (
  thread: ThreadId,
  clientMessageId: string,
  onDelta: (text: string) => void,
  signal: AbortSignal,
) => Promise<BotReply>;

/** A message that failed: its text stays in the input, and Retry sends it again with the same id. */
export interface FailedSend {
  text: string;
  clientMessageId: string;
  options: ExchangeOptions;
}

/** What a finished reply tells the rest of the screen. */
export type ReplyListener = (reply: BotReply, entry: ChatEntry) => void;

/** Thrown after a failure the conversation already reported (toast, redirect); callers only stop. */
export class ReportedError extends Error {
  constructor(readonly reason: unknown) {
    super('reported');
    this.name = 'ReportedError';
  }
}

/** What a window asks the tutor in the chat: a question about a lesson's slide, or a written proof to discuss. */
export type WindowQuestion = 'slide' | 'proof';

/**
 * The toast (learning.json) a window's failed question shows, each kind its own
 * (docs/requirements.md#learning-space-errors); null when the conversation has already reported the failure.
 */
export function questionFailure(
  kind: WindowQuestion,
  error: unknown,
): 'modes.slideQuestionFailed' | 'modes.proofDiscussionFailed' | null {
  if (error instanceof ReportedError) return null;
  return kind === 'proof' ? 'modes.proofDiscussionFailed' : 'modes.slideQuestionFailed';
}

/** A fresh client id for a message (idempotency key, kept across retries). */
export function newClientId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `c-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

/** The list key of the learner's message with this client id. */
export const userEntryKey = (clientMessageId: string) => `u-${clientMessageId}`;

/** The list key of the tutor's reply to the message with this client id. */
export const replyEntryKey = (clientMessageId: string) => `a-${clientMessageId}`;

/**
 * Which toast a failed send shows: a retryable failure's Retry-After (the tutor failed, or its node shut
 * down mid-reply: the message is kept and offered again), the network, or the catalogue's sentence.
 */
export function sendFailure(
  error: unknown,
): { kind: 'tutorUnavailable'; seconds: number } | { kind: 'network' | 'sendFailed' } {
  if (
    error instanceof ApiError &&
    isRetryableStreamCode(error.code) &&
    error.retryAfterSeconds !== undefined
  ) {
    return { kind: 'tutorUnavailable', seconds: error.retryAfterSeconds };
  }
  if (error instanceof ApiError && error.status === 0) return { kind: 'network' };
  return { kind: 'sendFailed' };
}

/** A data URL (the exercise canvas's PNG, a drawing) as a Blob. */
export function dataUrlToBlob(dataUrl: string): Blob {
  const match = /^data:([^;,]+)?(;base64)?,(.*)$/s.exec(dataUrl);
  if (!match) throw new Error('not a data URL');
  const body = match[3] ?? '';
  const bytes = match[2]
    ? Uint8Array.from(atob(body), (char) => char.charCodeAt(0))
    : new TextEncoder().encode(decodeURIComponent(body));
  return new Blob([bytes], { type: match[1] ?? 'application/octet-stream' });
}
