import { z } from 'zod';

/**
 * Every `code` the server's error envelope carries, in one place (docs/api.md, "Error codes"): the
 * backend's `AppError`, the mocks and the client name a code through `errorCodes.<code>`, so a typo or
 * a code the server never sends is a compile error, and a response with an unknown code fails the
 * contract in the backend tests.
 */
export const ErrorCode = z.enum([
  // any call
  'validation_error',
  'bad_request',
  'unauthorized',
  'forbidden',
  'not_found',
  'conflict',
  'too_many_requests',
  'payload_too_large',
  'not_implemented',
  'internal_error',
  'invalid_path',
  'not_ready',
  // accounts
  'invalid_token',
  'invalid_credentials',
  'email_not_verified',
  'awaiting_approval',
  'email_taken',
  'invalid_refresh_token',
  'refresh_token_reused',
  'school_not_found',
  // chat and the tutor
  'thread_not_found',
  'message_not_found',
  'client_message_id_reused',
  'tutor_unavailable',
  'server_restarting',
  'client_closed_request',
  // uploads, read-aloud and recordings
  'file_too_large',
  'file_type_not_allowed',
  'file_damaged',
  'file_empty',
  'image_too_large',
  'image_not_found',
  'upload_quota_exceeded',
  'pdf_encrypted',
  'pdf_damaged',
  'pdf_empty',
  'pdf_bomb',
  'pdf_too_complex',
  'pdf_too_slow',
  'audio_not_found',
  'not_audio',
  'no_audio',
  'transcription_unavailable',
  'transcription_busy',
  'transcription_failed',
]);
export type ErrorCode = z.infer<typeof ErrorCode>;

/** The codes by name: `errorCodes.tutor_unavailable`. */
export const errorCodes = ErrorCode.enum;

/** The code of an HTTP error no service named (Koa's own 4xx other than 400): `http_<status>`. */
export const HttpErrorCode = z.templateLiteral(['http_', z.number().int()]);
export type HttpErrorCode = z.infer<typeof HttpErrorCode>;

/** The one error envelope every 4xx/5xx carries. `error` and `message` hold the same human text. */
export const ErrorEnvelope = z.object({
  error: z.string(),
  message: z.string(),
  code: z.union([ErrorCode, HttpErrorCode]),
  details: z.unknown().optional(),
});
export type ErrorEnvelope = z.infer<typeof ErrorEnvelope>;
