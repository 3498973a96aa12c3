import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import heCommon from '../../../../content/locales/he/common.json';
import heLanding from '../../../../content/locales/he/landing.json';
import { readLanguage, writeLanguage, type Language } from '../storage';
import { lazyLocales } from './locale-loader';
import { PSEUDO_LOCALE, pseudoLocaleEnabled } from './pseudo';
import { eagerNamespaces, type Namespace } from './resources';

export type { Language } from '../storage';
export { PSEUDO_LOCALE, pseudoLocaleEnabled } from './pseudo';
export const languages: readonly Language[] = ['he', 'en'];

export function directionOf(language: Language | typeof PSEUDO_LOCALE): 'rtl' | 'ltr' {
  // the pseudo-locale tests longer text in the Hebrew layout, so it is right to left too
  return language === 'he' || language === PSEUDO_LOCALE ? 'rtl' : 'ltr';
}

/** Mirrors the active language onto `<html lang dir>` so CSS logical properties flip. */
function applyToDocument(language: Language | typeof PSEUDO_LOCALE): void {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = language;
  document.documentElement.dir = directionOf(language);
}

export const i18n = i18next.createInstance();

// Hebrew, the default language, paints the landing route with no request for strings: its first-screen
// namespaces ship in the entry. Its `ui` bundle is empty on purpose: the design system's components carry
// their own Hebrew defaults (a unit test keeps them equal to content/locales/he/ui.json), so in Hebrew the
// app passes them no overrides and those strings ship once, each with its component. Any other bundle (English,
// the other screens' namespaces) comes from `lazyLocales`; react-i18next suspends a screen until its
// namespaces are there, so no raw key shows.
void i18n
  .use(lazyLocales)
  .use(initReactI18next)
  .init({
    resources: { he: { common: heCommon, ui: {}, landing: heLanding } },
    partialBundledLanguages: true,
    lng: readLanguage(),
    fallbackLng: 'he',
    supportedLngs: pseudoLocaleEnabled ? ['he', 'en', PSEUDO_LOCALE] : ['he', 'en'],
    ns: [...eagerNamespaces],
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

/** Switches to the pseudo-locale (development builds and Storybook only); not remembered across reloads. */
export async function setPseudoLocale(): Promise<void> {
  if (!pseudoLocaleEnabled) return;
  await i18n.changeLanguage(PSEUDO_LOCALE);
  applyToDocument(PSEUDO_LOCALE);
}

/** Fetches namespaces of the active language (and its fallback) ahead of the screen that needs them. */
export function loadNamespaces(...namespaces: Namespace[]): Promise<void> {
  return i18n.loadNamespaces(namespaces);
}

export function currentLanguage(): Language {
  return i18n.language === 'en' ? 'en' : 'he';
}
