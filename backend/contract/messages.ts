import { errorCodes } from './errors';

/**
 * The messages the server sends with its auth answers, shared so the MSW mocks say exactly what the
 * backend says. The UI translates them by `code`; these are the English texts.
 */
export const authMessages = {
  registered: 'Registration successful. Please check your email to verify your account.',
  emailTaken: 'An account with this email already exists',
  invalidSchool: 'Please select a school',
  invalidCredentials: 'Invalid email or password',
  notVerified:
    'Please verify your email address before logging in. Check your inbox, or ask for a new verification link.',
  awaitingApproval:
    'Your account is awaiting approval by an administrator. You will receive an email once it is approved.',
  verified: 'Email verified successfully. An administrator will approve your account shortly.',
  invalidVerification: 'Failed to verify email. The link may be invalid or expired.',
  resent: 'If an unverified account exists for this email, a new verification link has been sent.',
  approved: 'The account has been approved.',
  invalidApproval: 'This approval link is invalid, expired or already used.',
  resetSent: 'Password reset instructions have been sent to your email.',
  resetDone: 'Password has been reset successfully. Please log in.',
  invalidReset: 'This reset link is invalid, expired or already used.',
  authRequired: 'Authentication required',
  invalidAccess: 'Your session has expired. Please log in again.',
  invalidRefresh: 'Invalid or expired refresh token. Please log in again.',
  refreshReused: 'This session was ended because its refresh token was used twice. Please log in again.',
} as const;

/**
 * The codes of a stream's `error` event after which the client sends the same message again: the tutor
 * failed or timed out (503 with `Retry-After`), or the node shut down mid-reply (docs/backend.md,
 * "Drain": retryable at once, on another node). The student's message is kept either way.
 */
export const retryableStreamCodes = [errorCodes.tutor_unavailable, errorCodes.server_restarting] as const;
export type RetryableStreamCode = (typeof retryableStreamCodes)[number];

/** Whether a code is one of `retryableStreamCodes` (any code: the server's or the client's own). */
export function isRetryableStreamCode(code: string): code is RetryableStreamCode {
  return (retryableStreamCodes as readonly string[]).includes(code);
}

/** The messages the server sends with its chat answers (English; the UI translates them by `code`). */
export const chatMessages = {
  serverRestarting: 'The server is restarting. Your message is saved; please send it again.',
  tutorUnavailable: 'The tutor is not available right now. Your message is saved; please try again shortly.',
  threadNotFound: 'Thread not found',
  messageNotFound: 'Message not found',
  unknownCourse: 'Unknown course',
  unknownLesson: 'Unknown lesson',
  unknownTest: 'Unknown test',
  clientIdReused: 'This client_message_id belongs to a message of another thread',
  wrongThreadKind: 'This thread cannot be used for this call',
  noConversation: 'There is no conversation to summarise yet',
} as const;
