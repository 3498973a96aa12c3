/** Errors a service may throw; the error middleware turns them into the contract's envelope. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
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
    super(400, 'validation_error', message, details);
  }
}
export class Unauthorized extends AppError {
  constructor(message = 'Authentication required', code = 'unauthorized') {
    super(401, code, message);
  }
}
export class Forbidden extends AppError {
  constructor(message = 'Forbidden', code = 'forbidden') {
    super(403, code, message);
  }
}
export class NotFound extends AppError {
  constructor(message = 'Not found', code = 'not_found') {
    super(404, code, message);
  }
}
export class Conflict extends AppError {
  constructor(message: string, code = 'conflict') {
    super(409, code, message);
  }
}
export class TooMany extends AppError {
  constructor(message: string, retryAfterSeconds: number) {
    super(429, 'too_many_requests', message, undefined, { 'Retry-After': String(retryAfterSeconds) });
  }
}
export class PayloadTooLarge extends AppError {
  constructor(message: string, code = 'payload_too_large', details?: unknown) {
    super(413, code, message, details);
  }
}
export class ServiceUnavailable extends AppError {
  constructor(message: string, code: string, details?: unknown, retryAfterSeconds?: number) {
    super(
      503,
      code,
      message,
      details,
      retryAfterSeconds === undefined ? {} : { 'Retry-After': String(retryAfterSeconds) },
    );
  }
}
