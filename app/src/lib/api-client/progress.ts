import type { z } from 'zod';
import { endpoints, progressPage, type ProgressRecord } from '../../../../backend/contract';
import { ApiError, clientErrorCodes, clientMessages, isAbortError } from './errors';
import { call, type CallInput } from './request';

/** Progress and plans give up after 15 s (docs/requirements.md#accounts-limits). */
export const slowCallTimeoutMs = 15_000;

/** The legacy path the progress list falls back to. */
export const legacyProgressPath = '/auth/progress';

/** `list` reads at most this many records over all its pages (10 pages of 500). */
export const maxListedRecords = 5_000;

/** Pauses before the second and the third try of a save that failed on the way or on the server. */
export const saveRetryDelaysMs: readonly number[] = [1_000, 3_000];

/**
 * Accepts `{progress: […]}`, a bare array, or the first array-valued field (docs/requirements.md#accounts-validation); a page's
 * `next_cursor` is kept when the server sends one.
 */
export function normalizeProgress(payload: unknown): unknown {
  if (Array.isArray(payload)) return { progress: payload };
  if (payload && typeof payload === 'object') {
    const record = payload as Record<string, unknown>;
    if (Array.isArray(record.progress)) return { progress: record.progress, next_cursor: record.next_cursor };
    const first = Object.values(record).find(Array.isArray);
    if (first) return { progress: first };
  }
  return payload;
}

/** Filters of the list; `limit` is how many records to read in all (default and cap `maxListedRecords`). */
type ProgressQuery = Omit<z.output<(typeof endpoints.getProgress)['query']>, 'before'>;
type ActivityBody = CallInput<typeof endpoints.saveProgress>['body'];

/** A save's body with the id of its attempt (`progressApi.newAttempt()`), which retries keep. */
export type AttemptBody = ActivityBody & { client_id: string };

export interface ListOptions {
  signal?: AbortSignal;
  /** told about each failure before the next fallback (the list itself never throws but on abort) */
  onError?: (error: ApiError) => void;
}

/** An ApiError, whatever was thrown. */
function asApiError(error: unknown): ApiError {
  return error instanceof ApiError ? error : new ApiError(0, String(error));
}

/** A failure a second try may fix: the request did not arrive or time out, or the server failed. */
export function retryable(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  return (
    error.code === clientErrorCodes.network_error ||
    error.code === clientErrorCodes.timeout ||
    error.status >= 500
  );
}

function pause(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });
}

/** 16 random bytes in hex: `crypto.getRandomValues` works on plain-http pages too (randomUUID does not). */
function randomId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Progress records: GET with paging and fallbacks, and "save activity result" (POST /api/auth/progress). */
export const progressApi = {
  /**
   * Every record that matches (newest first, up to `query.limit` or `maxListedRecords`), read a page
   * of up to 500 at a time: /api/auth/progress, then /auth/progress, then `[]`; 15 s per request.
   * When a later page fails, the records read so far come back and `onError` is told.
   */
  async list(query: ProgressQuery = {}, options: ListOptions = {}): Promise<ProgressRecord[]> {
    const wanted = Math.min(query.limit ?? maxListedRecords, maxListedRecords);
    for (const path of [endpoints.getProgress.path, legacyProgressPath]) {
      const records: ProgressRecord[] = [];
      try {
        let before: string | undefined;
        do {
          const limit = Math.min(progressPage.maxLimit, wanted - records.length);
          const page = await call(
            endpoints.getProgress,
            { query: { ...query, limit, before }, signal: options.signal },
            { path, timeoutMs: slowCallTimeoutMs, normalize: normalizeProgress },
          );
          records.push(...page.progress);
          before = page.next_cursor ?? undefined;
        } while (before && records.length < wanted);
        return records.slice(0, wanted);
      } catch (error) {
        if (isAbortError(error) || options.signal?.aborted) throw error;
        const failure = asApiError(error);
        options.onError?.(failure);
        if (records.length > 0) return records;
        // After a 401 the user is already on the way to the login page.
        if (failure.status === 401) break;
      }
    }
    return [];
  },

  /** A new attempt's id: one per answered practice problem or submitted test, kept by its retries. */
  newAttempt: (): string => randomId(),

  /**
   * Saves one result under its attempt id (`client_id`, required): the server stores one row per id,
   * so the tries this makes after a network failure, a timeout or a 5xx (after 1 s, then 3 s) can
   * never store it twice. A screen that tries again itself passes the same body, same id.
   */
  async save(body: AttemptBody, signal?: AbortSignal) {
    if (!body.client_id) throw new ApiError(0, clientMessages.missingAttemptId, 'client_error');
    for (let attempt = 0; ; attempt += 1) {
      try {
        return await call(endpoints.saveProgress, { body, signal }, { timeoutMs: slowCallTimeoutMs });
      } catch (error) {
        const delay = saveRetryDelaysMs[attempt];
        if (delay === undefined || !retryable(error) || signal?.aborted) throw error;
        await pause(delay, signal);
      }
    }
  },
};
