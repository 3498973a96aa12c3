import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { resources } from './resources';
import { readLanguage, writeLanguage, type Language } from '../storage';

export type { Language } from '../storage';
export const languages: readonly Language[] = ['he', 'en'];

export function directionOf(language: Language): 'rtl' | 'ltr' {
  return language === 'he' ? 'rtl' : 'ltr';
}

/** Mirrors the active language onto `<html lang dir>` so CSS logical properties flip. */
function applyToDocument(language: Language): void {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = language;
  document.documentElement.dir = directionOf(language);
}

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources,
  lng: readLanguage(),
  fallbackLng: 'he',
  supportedLngs: ['he', 'en'],
  ns: ['common', 'public', 'ui', 'auth', 'dashboard'],
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});
applyToDocument(i18n.language === 'en' ? 'en' : 'he');

/** Switches the UI language, remembers it under localStorage `language`, and updates `<html>`. */
export async function setLanguage(language: Language): Promise<void> {
  writeLanguage(language);
  await i18n.changeLanguage(language);
  applyToDocument(language);
}

export function currentLanguage(): Language {
  return i18n.language === 'en' ? 'en' : 'he';
}
