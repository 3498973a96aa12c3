import type { BackendModule, ResourceKey } from 'i18next';
import { PSEUDO_LOCALE, pseudoBundle, pseudoLocaleEnabled } from './pseudo';

type Loader = () => Promise<ResourceKey>;

// One lazy chunk per (language, namespace). The Hebrew bundles of the first screen are in the entry
// (./index.ts), so they are left out here, and so is Hebrew `ui`: the design system's components carry
// those strings themselves (./index.ts bundles it empty).
const loaders: Record<string, Loader> = import.meta.glob<ResourceKey>(
  ['./*/*.json', '!./he/common.json', '!./he/landing.json', '!./he/ui.json'],
  { import: 'default', base: '../../../../content/locales' },
);

/** The file of one (language, namespace) pair, as the glob above names it. */
export function localePath(language: string, namespace: string): string {
  return `./${language}/${namespace}.json`;
}

/** An i18next backend that reads a (language, namespace) bundle through a dynamic import. */
export const lazyLocales: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    // the pseudo-locale is English, transformed as it loads (development builds only; see ./pseudo.ts)
    const pseudo = pseudoLocaleEnabled && language === PSEUDO_LOCALE;
    const load = loaders[localePath(pseudo ? 'en' : language, namespace)];
    if (!load) {
      callback(new Error(`no locale file for ${language}/${namespace}`), false);
      return;
    }
    load().then(
      (bundle) => callback(null, pseudo ? pseudoBundle(bundle) : bundle),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};
