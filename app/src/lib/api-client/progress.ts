import { endpoints, type ProgressRecord } from '../../../../backend/contract';
import { ApiError, isAbortError } from './errors';
import { call, type CallInput } from './request';

/** Progress and plans give up after 15 s (accounts §9). */
export const slowCallTimeoutMs = 15_000;

/** The legacy path the progress list falls back to. */
export const legacyProgressPath = '/auth/progress';

/** Accepts `{progress: […]}`, a bare array, or the first array-valued field (accounts §5). */
export function normalizeProgress(payload: unknown): unknown {
  if (Array.isArray(payload)) return { progress: payload };
  if (payload && typeof payload === 'object') {
    const record = payload as Record<string, unknown>;
    if (Array.isArray(record.progress)) return { progress: record.progress };
    const first = Object.values(record).find(Array.isArray);
    if (first) return { progress: first };
  }
  return payload;
}

type ProgressQuery = NonNullable<CallInput<typeof endpoints.getProgress>['query']>;
type ActivityBody = CallInput<typeof endpoints.saveProgress>['body'];

export interface ListOptions {
  signal?: AbortSignal;
  /** told about each failure before the next fallback (the list itself never throws but on abort) */
  onError?: (error: ApiError) => void;
}

/** Progress records: GET with fallbacks, and "save activity result" (POST /api/auth/progress). */
export const progressApi = {
  /** /api/auth/progress, then /auth/progress, then `[]`; 15 s each. */
  async list(query: ProgressQuery = {}, options: ListOptions = {}): Promise<ProgressRecord[]> {
    for (const path of [endpoints.getProgress.path, legacyProgressPath]) {
      try {
        const { progress } = await call(
          endpoints.getProgress,
          { query, signal: options.signal },
          { path, timeoutMs: slowCallTimeoutMs, normalize: normalizeProgress },
        );
        return progress;
      } catch (error) {
        if (isAbortError(error) || options.signal?.aborted) throw error;
        const failure = error instanceof ApiError ? error : new ApiError(0, String(error));
        options.onError?.(failure);
        // After a 401 the user is already on the way to the login page.
        if (failure.status === 401) break;
      }
    }
    return [];
  },
  save: (body: ActivityBody, signal?: AbortSignal) => call(endpoints.saveProgress, { body, signal }),
};
