/** Rules the two chats of the personal space share: the words for a failure, and a message's id. */
import { ApiError } from '../../lib/api-client/errors';

/** Which locale text names a failure's reason; 'server' means the server's own words (or a generic text). */
export type FailureReason = 'network' | 'timeout' | 'noThreadId' | 'busy' | 'unavailable' | 'server';

/** Classifies a failed call for the "{reason}" of docs/requirements.md#accounts-errors's introduction messages. */
export function failureReason(error: unknown): FailureReason {
  if (!(error instanceof ApiError)) return 'network';
  if (error.code === 'network_error') return 'network';
  if (error.code === 'timeout') return 'timeout';
  if (error.code === 'no_thread_id') return 'noThreadId';
  if (error.status === 429) return 'busy';
  if (error.status === 503) return 'unavailable';
  return 'server';
}

/** The server's words for a failure, when it gave any. */
export function serverWords(error: unknown): string | null {
  return error instanceof ApiError && error.message.trim() !== '' ? error.message : null;
}

let counter = 0;

/** A client id for a message (idempotency key, kept across retries of the same text). */
export function newClientMessageId(): string {
  counter += 1;
  const random =
    typeof crypto !== 'undefined' && 'randomUUID' in crypto
      ? crypto.randomUUID()
      : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
  return `${random}-${counter}`.slice(0, 64);
}
