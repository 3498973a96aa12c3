import { useTranslation } from 'react-i18next';

/** Shown while a lazily loaded route's code arrives. */
export function RouteFallback() {
  const { t } = useTranslation('public');
  return (
    <p className="route-fallback" role="status">
      {t('actions.loading')}
    </p>
  );
}
