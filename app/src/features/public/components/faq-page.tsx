import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PublicPage } from './public-page';

/** The eight questions, in order; the privacy answer links to the Privacy Policy. */
export const faqItems = [
  'what',
  'audience',
  'cost',
  'approval',
  'accuracy',
  'teachers',
  'handwriting',
  'privacy',
] as const;

/** Frequently asked questions. */
export function FaqPage() {
  const { t } = useTranslation('public');
  return (
    <PublicPage title={t('faq.title')} lead={t('faq.intro')}>
      <ul className="faq-list">
        {faqItems.map((id) => (
          <li key={id} className="faq-list__item">
            <h2>{t(`faq.items.${id}.question`)}</h2>
            <p>{t(`faq.items.${id}.answer`)}</p>
            {id === 'privacy' && (
              <p>
                <Link className="public-link" to="/privacy">
                  {t('faq.privacyLink')}
                </Link>
              </p>
            )}
          </li>
        ))}
      </ul>
      <p className="faq-more">
        {t('faq.more')}{' '}
        <Link className="public-link" to="/contact">
          {t('faq.contactLink')}
        </Link>
      </p>
    </PublicPage>
  );
}
