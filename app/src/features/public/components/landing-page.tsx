import { Card } from '@havruta/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LanguageSwitch } from '../../../lib/i18n/language-switch';
import { AnimatedBackground } from './animated-background';
import { HeroIllustration } from './hero-illustration';
import '../public.css';

/** The five points of the offer shown under the hero (spec: docs/requirements.md#accounts-overview). */
export const offerItems = ['hebrew', 'handwriting', 'lessons', 'progress', 'sound'] as const;
const tutors = ['athena', 'clio'] as const;
const closingCards = ['technology', 'companion', 'pricing'] as const;
const navLinks = [
  { to: '/features', key: 'nav.features' },
  { to: '/how-it-works', key: 'nav.howItWorks' },
  { to: '/about', key: 'nav.about' },
  { to: '/contact', key: 'nav.contact' },
] as const;
const footerLinks = [
  { to: '/privacy', key: 'footer.privacy' },
  { to: '/terms', key: 'footer.terms' },
  { to: '/faq', key: 'footer.faq' },
] as const;

/** The landing page at '/': nav, Log In / Sign Up, language switch, the hero and the offer, and the footer. */
export function LandingPage() {
  const { t } = useTranslation(['landing', 'common']);
  return (
    <div className="landing">
      <header className="landing__header">
        <Link className="landing__brand" to="/">
          {t('app.name', { ns: 'common' })}
        </Link>
        <nav className="landing__nav" aria-label={t('nav.label')}>
          <ul>
            {navLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{t(link.key)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="landing__actions">
          <LanguageSwitch />
          <Link className="pill-button pill-button--quiet" to="/login">
            {t('actions.login')}
          </Link>
          <Link className="pill-button" to="/login?signup=true">
            {t('actions.signup')}
          </Link>
        </div>
      </header>

      <main>
        <section className="landing__hero" aria-labelledby="landing-title">
          <AnimatedBackground />
          <div className="landing__hero-text">
            <p className="landing__eyebrow">{t('hero.eyebrow')}</p>
            <h1 id="landing-title">{t('hero.title')}</h1>
            <p className="landing__lead">{t('hero.lead')}</p>
            <div className="landing__cta">
              <Link className="pill-button pill-button--large" to="/login?signup=true">
                {t('hero.signup')}
              </Link>
              <Link className="pill-button pill-button--quiet pill-button--large" to="/how-it-works">
                {t('hero.howItWorks')}
              </Link>
            </div>
          </div>
          <HeroIllustration />
        </section>

        <section className="landing__section" aria-labelledby="landing-offer">
          <h2 id="landing-offer">{t('offer.title')}</h2>
          <ul className="card-grid landing__offer">
            {offerItems.map((id) => (
              <li key={id}>
                <Card className="landing__card" title={t(`offer.items.${id}.title`)}>
                  <p>{t(`offer.items.${id}.body`)}</p>
                </Card>
              </li>
            ))}
          </ul>
        </section>

        <section className="landing__section" aria-labelledby="landing-tutors">
          <h2 id="landing-tutors">{t('tutors.title')}</h2>
          <ul className="card-grid landing__tutors">
            {tutors.map((id) => (
              <li key={id}>
                <Card
                  className="landing__card landing__tutor"
                  data-tutor={id}
                  media={<span className="landing__tutor-mark" aria-hidden="true" />}
                  title={t(`tutors.${id}.name`)}
                >
                  <p className="landing__tutor-subject">{t(`tutors.${id}.subject`)}</p>
                  <p>{t(`tutors.${id}.body`)}</p>
                </Card>
              </li>
            ))}
          </ul>
        </section>

        <section className="landing__section landing__closing">
          {closingCards.map((id) => (
            <Card key={id} className="landing__card" headingLevel={2} title={t(`${id}.title`)}>
              <p>{t(`${id}.body`)}</p>
            </Card>
          ))}
        </section>
      </main>

      <footer className="landing__footer">
        <nav aria-label={t('footer.label')}>
          <ul>
            {footerLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{t(link.key)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <p>{t('footer.copyright')}</p>
      </footer>
    </div>
  );
}
