/** A failed call: HTTP status (0 for network, timeout or client-side failures), a human message and a code. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: string = 'error',
    readonly details?: unknown,
    /** the server's Retry-After, in seconds (429, 503 tutor_unavailable) */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** The client's own messages, in the specs' exact English wording where the specs give one. */
export const clientMessages = {
  network: 'Network error. Please check your connection and try again.',
  timeout: 'The request timed out. Please try again.',
  invalidJson: 'Server returned an invalid response format.',
  loginInvalidJson: 'Server returned an invalid response format. Please contact support.',
  notAuthenticated: 'Not authenticated',
  missingParameters: 'Missing required parameters',
  methodNotAllowed: 'Method Not Allowed',
  noThreadId: 'No thread ID received from server',
  noPublicUrl: 'Upload failed: the server returned no public_url',
  fileTypeNotAllowed: 'File type not allowed. Please upload only images or PDFs.',
  invalidPlanResponse: 'Invalid learning plan response: expected success or learning_plan',
  authRequired: 'Authentication required',
  missingAttemptId: 'A progress save needs its attempt id: progressApi.newAttempt()',
  unexpectedResponse: (name: string) => `Unexpected response from ${name}`,
  requestFailed: (status: number) => `Request failed with status ${status}`,
} as const;

export function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}
