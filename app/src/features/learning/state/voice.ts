/** Recording and transcription rules (docs/requirements.md#learning-space-validation, #learning-space-errors, #learning-space-limits). Pure. */
import { errorCodes } from '../../../../../backend/contract';
import { ApiError } from '../../../lib/api-client/errors';

/** Waits before each retry of a rate-limited transcription: 2 s, 4 s, 8 s (2^n s, up to 3 retries). */
export const transcriptionRetryDelays = [2000, 4000, 8000] as const;

/** Whether a failed transcription may be retried after a wait (the provider or server rate-limited it). */
export function isRateLimited(error: unknown): boolean {
  return error instanceof ApiError && error.status === 429;
}

/**
 * Which message a failed transcription shows: after every retry was rate-limited, the provider is under
 * high demand; a 503 (busy, with Retry-After) asks to wait a moment; a server without transcription says
 * so; anything else is the network or a plain failure.
 */
export function transcriptionFailure(
  error: unknown,
): 'highDemand' | 'busy' | 'unavailable' | 'empty' | 'network' | 'failed' {
  if (!(error instanceof ApiError)) return 'failed';
  if (error.status === 429) return 'highDemand';
  if (error.code === errorCodes.transcription_unavailable) return 'unavailable';
  if (error.status === 503) return 'busy';
  if (error.status === 400 && /no audio/i.test(error.message)) return 'empty';
  if (error.status === 0) return 'network';
  return 'failed';
}
