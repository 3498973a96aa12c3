import { BackArrow } from '@havruta/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LanguageSwitch } from '../../../lib/i18n/language-switch';
import { AnimatedBackground } from './animated-background';
import '../public.css';

type PublicPageProps = {
  /** The page's one h1. */
  title: string;
  /** A short line under the title, such as the last-updated date. */
  meta?: string;
  /** The introductory paragraph. */
  lead?: string;
  /** The page body. */
  children: ReactNode;
};

/** The frame of every static page: animated background, Back to '/', language switch and a readable card. */
export function PublicPage({ title, meta, lead, children }: PublicPageProps) {
  const { t } = useTranslation('public');
  return (
    <div className="public-page">
      <AnimatedBackground />
      <header className="public-page__bar">
        <Link className="pill-button pill-button--quiet" to="/">
          <BackArrow />
          {t('actions.back')}
        </Link>
        <LanguageSwitch />
      </header>
      <main className="public-page__main">
        <article className="public-page__card">
          <h1 className="public-page__title">{title}</h1>
          {meta && <p className="public-page__meta">{meta}</p>}
          {lead && <p className="public-page__lead">{lead}</p>}
          {children}
        </article>
      </main>
    </div>
  );
}
