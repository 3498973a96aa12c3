import { BackArrow } from '@havruta/ui';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LanguageSwitch } from '../../../lib/i18n/language-switch';
import '../auth.css';

interface AuthFrameProps {
  /** the screen's one h1 */
  title: string;
  /** a line under the title */
  subtitle?: string;
  /** a wider card (the two-column register form) */
  wide?: boolean;
  children: ReactNode;
}

/** The frame of the account screens: Back to Home, the brand, the language switch and a centred card. */
export function AuthFrame({ title, subtitle, wide, children }: AuthFrameProps) {
  const { t } = useTranslation('auth');
  const titleId = useId();
  return (
    <div className="auth-screen">
      <header className="frame-bar">
        <Link className="pill-button pill-button--quiet" to="/">
          <BackArrow />
          {t('backToHome')}
        </Link>
        <span className="auth-screen__brand">{t('brand')}</span>
        <LanguageSwitch />
      </header>
      <main className="auth-screen__main">
        <section className="auth-card" data-size={wide ? 'wide' : 'narrow'} aria-labelledby={titleId}>
          <h1 className="auth-card__title" id={titleId}>
            {title}
          </h1>
          {subtitle && <p className="auth-card__subtitle">{subtitle}</p>}
          {children}
        </section>
      </main>
    </div>
  );
}

/** A form-level message: errors in red (role alert), confirmations in green (role status). */
export function FormMessage({ tone, children }: { tone: 'error' | 'success' | 'info'; children: ReactNode }) {
  return (
    <div className="auth-message" data-tone={tone} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}
