/** Every localStorage key the app uses, in one place (spec: docs/requirements.md#accounts-entities, learning space docs/requirements.md#accounts-entities). */
export const storageKeys = {
  language: 'language',
  accessToken: 'access_token',
  refreshToken: 'refresh_token',
  selectedCourse: 'selectedCourse',
} as const;

export type Language = 'he' | 'en';

function storage(): Storage | undefined {
  return typeof localStorage === 'undefined' ? undefined : localStorage;
}

export function readLanguage(): Language {
  return storage()?.getItem(storageKeys.language) === 'en' ? 'en' : 'he';
}

export function writeLanguage(language: Language): void {
  storage()?.setItem(storageKeys.language, language);
}
