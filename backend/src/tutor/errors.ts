/** A provider failed or timed out after its retries; the service answers 503 `tutor_unavailable`. */
export class TutorUnavailableError extends Error {
  constructor(
    message: string,
    /** seconds the client should wait before retrying */
    readonly retryAfterSeconds: number,
    /** text produced before the failure (a stream cut mid-way), stored marked incomplete */
    readonly partial = '',
  ) {
    super(message);
    this.name = 'TutorUnavailableError';
  }
}
