import type { Decorator, Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { isCommonAssetRequest } from 'msw';
import '../app/src/styles.css';
import { i18n, directionOf, PSEUDO_LOCALE, type Language } from '../app/src/lib/i18n';
import { addAllResources } from '../app/src/lib/i18n/all-resources';
import { AppProviders } from '../app/src/providers/app-providers';
import { configureApiClient } from '../app/src/lib/api-client';
import { preloadMarkdown } from '@havruta/ui';
import { viewportOptions } from './viewports';

// The app fetches most locale bundles on demand; a story renders any screen in either language at once.
addAllResources();

// Stories call same-origin paths, which the MSW worker answers (also under `storybook dev` on localhost:6006).
configureApiClient({ baseUrl: '' });

declare global {
  interface Window {
    /** API-like requests that reached no MSW handler; the test runner fails a story that has any. */
    __unhandledRequests?: string[];
  }
}

/** Anything that would hit the backend must be mocked; assets and Storybook internals pass. */
function isApiRequest(url: URL): boolean {
  return /^\/(api|data|static|avatars)\//.test(url.pathname) || url.origin !== location.origin;
}

const setupWorker = async () => {
  const { setupWorker: create } = await import('msw/browser');
  const worker = create();
  await worker.start({
    quiet: true,
    serviceWorker: { url: './mockServiceWorker.js' },
    onUnhandledRequest(request, print) {
      const url = new URL(request.url);
      if (isCommonAssetRequest(request) || !isApiRequest(url)) return;
      (window.__unhandledRequests ??= []).push(`${request.method} ${url.pathname}`);
      print.error();
    },
  });
  return worker;
};

/** Sets the language through the app's own i18n instance, and `<html lang dir>` with it. */
const withLocale: Decorator = (Story, context) => {
  const global: unknown = context.globals.locale;
  const locale: Language | typeof PSEUDO_LOCALE =
    global === 'en' ? 'en' : global === PSEUDO_LOCALE ? PSEUDO_LOCALE : 'he';
  if (i18n.language !== locale) void i18n.changeLanguage(locale);
  document.documentElement.lang = locale;
  document.documentElement.dir = directionOf(locale);
  return (
    <AppProviders>
      <div dir={directionOf(locale)} lang={locale}>
        <Story />
      </div>
    </AppProviders>
  );
};

const preview: Preview = {
  beforeEach() {
    window.__unhandledRequests = [];
  },
  // The markdown renderer is a lazy chunk in the app; stories render with it already there, as a screen
  // that preloads it does.
  loaders: [mswLoader(setupWorker), preloadMarkdown],
  decorators: [withLocale],
  globalTypes: {
    locale: {
      description: 'Interface language',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: [
          { value: 'he', title: 'עברית (rtl)' },
          { value: 'en', title: 'English (ltr)' },
          { value: PSEUDO_LOCALE, title: 'Pseudo (accented, +35 %, rtl)' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'he' },
  parameters: {
    a11y: { test: 'error' },
    controls: { expanded: true },
    layout: 'padded',
    viewport: { options: viewportOptions },
  },
};

export default preview;
