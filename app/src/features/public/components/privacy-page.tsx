import { useTranslation } from 'react-i18next';
import { PublicPage } from './public-page';
import { TextSections } from './text-sections';

/** The six sections of the Privacy Policy, in order (spec: docs/requirements.md#accounts-screens). */
export const privacySections = ['collection', 'use', 'sharing', 'retention', 'rights', 'contact'] as const;

/** Privacy Policy, updated May 2025. */
export function PrivacyPage() {
  const { t } = useTranslation('public');
  const sections = privacySections.map((id) => ({
    id,
    title: t(`privacy.sections.${id}.title`),
    body: t(`privacy.sections.${id}.body`),
  }));
  return (
    <PublicPage title={t('privacy.title')} meta={t('privacy.updated')} lead={t('privacy.intro')}>
      <TextSections sections={sections} idPrefix="privacy" />
    </PublicPage>
  );
}
