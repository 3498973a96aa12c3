import { Carousel } from '@havruta/ui';
import { useTranslation } from 'react-i18next';
import { PublicPage } from './public-page';
import { StepIcon } from './step-icon';

/** The four steps of the carousel, in order (spec: docs/requirements.md#accounts-screens). */
export const howItWorksSteps = ['identify', 'conversation', 'retrieval', 'answer'] as const;

/** How It Works: the design system's carousel with Back and Next over the four steps. */
export function HowItWorksPage() {
  const { t } = useTranslation('public');
  const slides = howItWorksSteps.map((step) => ({
    title: t(`howItWorks.steps.${step}.title`),
    body: <p>{t(`howItWorks.steps.${step}.body`)}</p>,
    media: <StepIcon step={step} />,
  }));
  return (
    <PublicPage title={t('howItWorks.title')} lead={t('howItWorks.intro')}>
      <h2 className="how-it-works__heading">{t('howItWorks.carousel')}</h2>
      <Carousel slides={slides} label={t('howItWorks.carousel')} />
    </PublicPage>
  );
}
