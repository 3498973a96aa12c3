import { useTranslation } from 'react-i18next';

/** Shown while a lazily loaded route's code arrives. */
export function RouteFallback() {
  // `common` is bundled with the entry: a fallback must never wait for a namespace itself.
  const { t } = useTranslation('common');
  return (
    <p className="route-fallback" role="status">
      {t('loading')}
    </p>
  );
}
