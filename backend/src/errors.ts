/** Errors a service may throw; the error middleware turns them into the contract's envelope. */
import { chatMessages, errorCodes, type ErrorCode } from '../contract';
import { TutorUnavailableError } from './tutor/errors';

export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly details?: unknown,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class ValidationError extends AppError {
  constructor(message = 'Invalid request', details?: unknown) {
    super(400, errorCodes.validation_error, message, details);
  }
}
export class Unauthorized extends AppError {
  constructor(message = 'Authentication required', code: ErrorCode = errorCodes.unauthorized) {
    super(401, code, message);
  }
}
export class Forbidden extends AppError {
  constructor(message = 'Forbidden', code: ErrorCode = errorCodes.forbidden) {
    super(403, code, message);
  }
}
export class NotFound extends AppError {
  constructor(message = 'Not found', code: ErrorCode = errorCodes.not_found) {
    super(404, code, message);
  }
}
export class Conflict extends AppError {
  constructor(message: string, code: ErrorCode = errorCodes.conflict) {
    super(409, code, message);
  }
}
export class TooMany extends AppError {
  constructor(message: string, retryAfterSeconds: number) {
    super(429, errorCodes.too_many_requests, message, undefined, {
      'Retry-After': String(retryAfterSeconds),
    });
  }
}
export class PayloadTooLarge extends AppError {
  constructor(message: string, code: ErrorCode = errorCodes.payload_too_large, details?: unknown) {
    super(413, code, message, details);
  }
}
export class ServiceUnavailable extends AppError {
  constructor(message: string, code: ErrorCode, details?: unknown, retryAfterSeconds?: number) {
    super(
      503,
      code,
      message,
      details,
      retryAfterSeconds === undefined ? {} : { 'Retry-After': String(retryAfterSeconds) },
    );
  }
}

/** The longest Retry-After a tutor failure asks of a client, and the shortest. */
const tutorRetryAfterSeconds = { least: 1, most: 300 };

/** The tutor failed after its retries: a retryable 503 `tutor_unavailable`, the student's message kept. */
export class TutorUnavailable extends AppError {
  constructor(retryAfterSeconds: number) {
    const seconds = Math.max(
      tutorRetryAfterSeconds.least,
      Math.min(tutorRetryAfterSeconds.most, Math.round(retryAfterSeconds)),
    );
    super(
      503,
      errorCodes.tutor_unavailable,
      chatMessages.tutorUnavailable,
      { retry_after_seconds: seconds },
      { 'Retry-After': String(seconds) },
    );
  }
}

/**
 * The client went away mid-turn: nobody is left to answer (what was produced is stored incomplete).
 * nginx's 499 "client closed request", which no client ever reads.
 */
export class ClientGone extends AppError {
  constructor() {
    super(499, errorCodes.client_closed_request, 'The client closed the connection');
  }
}

/**
 * The one mapping from a tutor call's failure to what the client is told, for every service that asks
 * the tutor (a turn, a Time-Out summary, a learning plan): the caller gone → ClientGone, the provider
 * down → TutorUnavailable with its Retry-After clamped, anything else unchanged (a 500).
 */
export function tutorFailure(error: unknown, signal?: AbortSignal): Error {
  if (signal?.aborted) return new ClientGone();
  if (error instanceof TutorUnavailableError) return new TutorUnavailable(error.retryAfterSeconds);
  return error instanceof Error ? error : new Error(String(error));
}
