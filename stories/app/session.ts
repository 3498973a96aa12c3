/** Session set-up shared by the app stories, on top of the app's own storage helpers. */
import { storageKeys } from '../../app/src/lib/storage';
import { clearLearningState, clearTokens, storeTokens } from '../../app/src/providers/session';
import { authHandlers } from '../../mocks/handlers';

/** Removes both tokens, the selected course and the learning state. */
export function clearSession(): void {
  clearTokens();
  clearLearningState();
  localStorage.removeItem(storageKeys.selectedCourse);
}

/**
 * A `beforeEach` for screens behind login: a fresh session with stored tokens, which the auth mock
 * reads as the demo user's (נועה); it returns the clean-up.
 */
export function signedIn(): () => void {
  clearSession();
  storeTokens('story-access-token', 'story-refresh-token');
  return clearSession;
}

/**
 * Spread into the meta of a screen behind login: full screen, signed in, and the mocks it calls on their happy
 * path (`handlers`, keyed by domain; the auth mock alone by default).
 */
export function signedInScreen(handlers: Record<string, unknown> = { auth: authHandlers.ok }) {
  return { parameters: { layout: 'fullscreen', msw: { handlers } }, beforeEach: signedIn };
}
