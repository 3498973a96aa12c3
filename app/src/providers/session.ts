/** The session's browser storage (docs/requirements.md#accounts-entities, #accounts-states): tokens, and the learning state cleared on login and logout. */
import { storageKeys } from '../lib/storage';

/** Keys of the learning space's mode state; login and logout remove them. */
export const learningStateKeys = [
  'lessonMode',
  'selectedLesson',
  'lessonThread',
  'testMode',
  'selectedTest',
  'testThread',
] as const;

/** Delay between a successful login and the dashboard (docs/requirements.md#accounts-limits). */
export const loginRedirectDelayMs = 100;

function storage(): Storage | undefined {
  return typeof localStorage === 'undefined' ? undefined : localStorage;
}

export function readAccessToken(): string | null {
  return storage()?.getItem(storageKeys.accessToken) ?? null;
}

export function readRefreshToken(): string | null {
  return storage()?.getItem(storageKeys.refreshToken) ?? null;
}

export function storeTokens(accessToken: string, refreshToken: string): void {
  storage()?.setItem(storageKeys.accessToken, accessToken);
  storage()?.setItem(storageKeys.refreshToken, refreshToken);
}

export function clearTokens(): void {
  storage()?.removeItem(storageKeys.accessToken);
  storage()?.removeItem(storageKeys.refreshToken);
}

export function clearLearningState(): void {
  for (const key of learningStateKeys) storage()?.removeItem(key);
}

export function wait(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
