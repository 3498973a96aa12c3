import { Card } from '@havruta/ui';
import { useTranslation } from 'react-i18next';
import { PublicPage } from './public-page';

/** The nine feature cards, in display order. */
export const featureCards = [
  'hebrew',
  'voice',
  'handwriting',
  'lessons',
  'practice',
  'progress',
  'tutors',
  'visual',
  'sound',
] as const;

/** Features: a grid of nine cards. */
export function FeaturesPage() {
  const { t } = useTranslation('public');
  return (
    <PublicPage title={t('features.title')} lead={t('features.intro')}>
      <ul className="card-grid feature-grid" aria-label={t('features.title')}>
        {featureCards.map((id, index) => (
          <li key={id}>
            <Card
              className="feature-card"
              data-accent={index % 3}
              headingLevel={2}
              title={t(`features.cards.${id}.title`)}
            >
              <p>{t(`features.cards.${id}.body`)}</p>
            </Card>
          </li>
        ))}
      </ul>
    </PublicPage>
  );
}
