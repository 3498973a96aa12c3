/**
 * The landing's markup for index.html, rendered at build time (scripts/vite/prerender-landing.ts): the page
 * is static, so a first visit shows it as soon as the document arrives and the entry hydrates it once it has
 * run (main.tsx), instead of the student waiting for the entry's transfer and evaluation. Not part of the
 * app's bundle: the build loads it in Node.
 */
import { StrictMode, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { createPath, Router, type Navigator } from 'react-router-dom';
import { i18n, loadNamespaces, type Language } from './lib/i18n';
import { eagerNamespaces } from './lib/i18n/resources';
import { AppProviders } from './providers/app-providers';
import { AppRouter } from './routes';

/** Links as the hash router writes them (`#/login`); nothing navigates during a render. */
const hashNavigator: Navigator = {
  createHref: (to) => `#${typeof to === 'string' ? to : createPath(to)}`,
  push: () => undefined,
  replace: () => undefined,
  go: () => undefined,
};

/** A router fixed at '/', writing hash links. */
function LandingRouter({ children }: { children?: ReactNode }) {
  return (
    <Router location="/" navigator={hashNavigator} static>
      {children}
    </Router>
  );
}

/** The whole app at '/' in `language`, exactly the tree main.tsx renders, so the markup hydrates as it is. */
export async function renderLanding(language: Language): Promise<string> {
  await i18n.changeLanguage(language);
  await loadNamespaces(...eagerNamespaces);
  return renderToString(
    <StrictMode>
      <AppProviders>
        <AppRouter Router={LandingRouter} />
      </AppProviders>
    </StrictMode>,
  );
}
