import { useTranslation } from 'react-i18next';
import { PublicPage } from '../features/public/components/public-page';

/** Routes whose screens later issues build; each shows a plain page with Back until then. */
export type PlaceholderScreen = 'personal' | 'learning';

/** A plain page with the screen's title and a Back button to '/'. */
export function PlaceholderPage({ screen }: { screen: PlaceholderScreen }) {
  const { t } = useTranslation('public');
  return (
    <PublicPage title={t(`placeholder.titles.${screen}`)}>
      <p>{t('placeholder.body')}</p>
    </PublicPage>
  );
}
