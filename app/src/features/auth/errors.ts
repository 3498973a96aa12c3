/**
 * Maps a failed auth call onto the message catalogue of docs/requirements.md#accounts-errors. Screens translate the `kind`; a
 * `server` text is the server's own words, shown where the spec says the server's message is shown.
 */
import { ApiError, clientMessages } from '../../lib/api-client/errors';

export type LoginFailure =
  | 'failed'
  | 'invalidCredentials'
  | 'unexpected'
  | 'invalidResponse'
  | 'notVerified'
  | 'awaitingApproval'
  | 'tooManyRequests';

export type RegisterFailure =
  | 'failed'
  | 'unexpected'
  | 'emailTaken'
  | 'invalidEmail'
  | 'invalidName'
  | 'passwordTooShort'
  | 'tooManyRequests';

/** A classified failure: what happened, and the server's message when it sent one. */
export interface Failure<K extends string> {
  kind: K;
  server?: string;
}

/** The server's own message of an ApiError, or undefined when the client made the text up. */
export function serverText(error: ApiError): string | undefined {
  if (error.status === 0) return undefined;
  if (error.code === 'invalid_json' || error.code === 'contract_mismatch') return undefined;
  if (error.message === clientMessages.requestFailed(error.status)) return undefined;
  return error.message || undefined;
}

function withServer<K extends string>(kind: K, error: ApiError): Failure<K> {
  const server = serverText(error);
  return server ? { kind, server } : { kind };
}

export function classifyLoginError(error: unknown): Failure<LoginFailure> {
  if (!(error instanceof ApiError) || error.status === 0) return { kind: 'unexpected' };
  if (error.code === 'invalid_json') return { kind: 'invalidResponse' };
  if (error.status === 401 || error.code === 'invalid_credentials') return { kind: 'invalidCredentials' };
  if (error.code === 'email_not_verified') return { kind: 'notVerified' };
  if (error.code === 'awaiting_approval') return { kind: 'awaitingApproval' };
  if (error.status === 429) return { kind: 'tooManyRequests' };
  return withServer('failed', error);
}

export function classifyRegisterError(error: unknown): Failure<RegisterFailure> {
  if (!(error instanceof ApiError) || error.status === 0) return { kind: 'unexpected' };
  if (error.status === 409 || error.code === 'email_taken') return { kind: 'emailTaken' };
  if (error.status === 429) return { kind: 'tooManyRequests' };
  if (error.status === 400 && error.message.startsWith('Invalid body.email')) return { kind: 'invalidEmail' };
  if (error.status === 400 && error.message.startsWith('Invalid body.password'))
    return { kind: 'passwordTooShort' };
  // a name with a line break, a control or a text-direction character (the contract's name rule)
  if (error.status === 400 && /^Invalid body\.(first|last)_name/.test(error.message))
    return { kind: 'invalidName' };
  return withServer('failed', error);
}

/** Any other auth call (forgot, reset, approve): the server's words when it sent some. */
export function classifyOtherError(error: unknown): Failure<'failed' | 'tooManyRequests'> {
  if (!(error instanceof ApiError) || error.status === 0) return { kind: 'failed' };
  if (error.status === 429) return { kind: 'tooManyRequests' };
  return withServer('failed', error);
}

/** The contract's password rule (8–128 characters); the spec sets none, the backend enforces this one. */
export const minPasswordLength = 8;
