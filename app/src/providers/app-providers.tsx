import { ToastProvider, UiStringsProvider, type UiStringsOverrides } from '@havruta/ui';
import { Suspense, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import '../lib/i18n';
import { AuthProvider } from './auth-provider';

/**
 * Feeds the design system the `ui` namespace of the active language. Hebrew is the design system's own
 * default language, so it gets no overrides (its `ui` bundle is empty, see lib/i18n).
 */
function UiStringsBridge({ children }: { children: ReactNode }) {
  const { i18n: instance } = useTranslation('ui');
  const language = instance.language;
  const strings = useMemo(
    () =>
      language === 'he'
        ? undefined
        : (instance.getResourceBundle(language, 'ui') as UiStringsOverrides | undefined),
    [instance, language],
  );
  return <UiStringsProvider strings={strings}>{children}</UiStringsProvider>;
}

/**
 * Everything a screen needs above it: i18n (the app's instance, which lib/i18n registers with
 * react-i18next through `initReactI18next`), the design system's strings, toasts and the session. The
 * Suspense boundary holds the first paint while a language other than Hebrew fetches its first-screen
 * strings (Hebrew ships in the entry, so it never waits).
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <UiStringsBridge>
        <ToastProvider>
          <AuthProvider>{children}</AuthProvider>
        </ToastProvider>
      </UiStringsBridge>
    </Suspense>
  );
}
