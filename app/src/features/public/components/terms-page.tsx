import { useTranslation } from 'react-i18next';
import { PublicPage } from './public-page';
import { TextSections } from './text-sections';

/** The seven sections of the Terms of Use, in order (spec: docs/requirements.md#accounts-screens). */
export const termsSections = [
  'service',
  'use',
  'accuracy',
  'property',
  'changes',
  'liability',
  'law',
] as const;

/** Terms of Use, last updated May 2025. */
export function TermsPage() {
  const { t } = useTranslation('public');
  const sections = termsSections.map((id) => ({
    id,
    title: t(`terms.sections.${id}.title`),
    body: t(`terms.sections.${id}.body`),
  }));
  return (
    <PublicPage title={t('terms.title')} meta={t('terms.updated')} lead={t('terms.intro')}>
      <TextSections sections={sections} idPrefix="terms" />
    </PublicPage>
  );
}
