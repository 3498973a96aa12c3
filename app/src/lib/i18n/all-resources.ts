import type { ResourceKey } from 'i18next';
import { i18n } from './index';
import { PSEUDO_LOCALE, pseudoBundle, pseudoLocaleEnabled } from './pseudo';

// Every (language, namespace) bundle, inlined: for Storybook, which must render any story in either
// language synchronously. The app itself never imports this file.
const bundles = import.meta.glob<ResourceKey>('../../../../content/locales/*/*.json', {
  import: 'default',
  eager: true,
});

/** Adds every namespace of both languages to the app's i18n instance, so no `t()` ever waits. */
export function addAllResources(): void {
  for (const [file, bundle] of Object.entries(bundles)) {
    const match = /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(file);
    if (match?.[1] && match[2]) i18n.addResourceBundle(match[1], match[2], bundle, true, true);
    if (pseudoLocaleEnabled && match?.[1] === 'en' && match[2])
      i18n.addResourceBundle(PSEUDO_LOCALE, match[2], pseudoBundle(bundle), true, true);
  }
}
