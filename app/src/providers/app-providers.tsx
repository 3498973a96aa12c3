import { ToastProvider, UiStringsProvider, type UiStringsOverrides } from '@havruta/ui';
import { Suspense, useMemo, type ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { i18n } from '../lib/i18n';
import { AuthProvider } from './auth-provider';

/** Feeds the design system the `ui` namespace of the active language. */
function UiStringsBridge({ children }: { children: ReactNode }) {
  const { i18n: instance } = useTranslation('ui');
  const language = instance.language;
  const strings = useMemo(
    () => instance.getResourceBundle(language, 'ui') as UiStringsOverrides | undefined,
    [instance, language],
  );
  return <UiStringsProvider strings={strings}>{children}</UiStringsProvider>;
}

/**
 * Everything a screen needs above it: i18n, the design system's strings, toasts and the session. The
 * Suspense boundary holds the first paint while a language other than Hebrew fetches its first-screen
 * strings (Hebrew ships in the entry, so it never waits).
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <Suspense fallback={null}>
        <UiStringsBridge>
          <ToastProvider>
            <AuthProvider>{children}</AuthProvider>
          </ToastProvider>
        </UiStringsBridge>
      </Suspense>
    </I18nextProvider>
  );
}
