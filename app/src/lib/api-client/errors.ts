import type { ErrorEnvelope } from '../../../../backend/contract';

/**
 * The client's own error codes, for failures that never got a server's envelope (docs/api.md, "Error
 * codes"); the server's codes are the contract's `ErrorCode`.
 */
export const clientErrorCodes = {
  /** a failure with no more precise code (a non-ApiError turned into one) */
  error: 'error',
  network_error: 'network_error',
  timeout: 'timeout',
  invalid_json: 'invalid_json',
  contract_mismatch: 'contract_mismatch',
  /** an authenticated call with no token stored */
  no_token: 'no_token',
  /** a call the client refused to build (a missing path parameter or attempt id) */
  client_error: 'client_error',
  method_not_allowed: 'method_not_allowed',
  missing_parameters: 'missing_parameters',
  /** a stream that ended with neither a reply nor an error */
  stream_incomplete: 'stream_incomplete',
  /** a file the client refused to upload (not an image or a PDF) */
  file_type: 'file_type',
  no_thread_id: 'no_thread_id',
  no_public_url: 'no_public_url',
  invalid_audio_url: 'invalid_audio_url',
  invalid_plan_response: 'invalid_plan_response',
} as const;
export type ClientErrorCode = keyof typeof clientErrorCodes;

/** Any code an ApiError carries: the server's (contract) or the client's own. */
export type ApiErrorCode = ErrorEnvelope['code'] | ClientErrorCode;

/** A failed call: HTTP status (0 for network, timeout or client-side failures), a human message and a code. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: ApiErrorCode = clientErrorCodes.error,
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
