/** Session set-up shared by the app stories, on top of the app's own storage helpers. */
import { storageKeys } from '../../app/src/lib/storage';
import { clearLearningState, clearTokens, storeTokens } from '../../app/src/providers/session';

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
