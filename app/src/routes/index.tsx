import { createElement, Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { HashRouter, Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { prefetchLearningCalls } from '../features/learning/early-calls';
import { LandingPage } from '../features/public/components/landing-page';
import { contractReady } from '../lib/api-client/contract-steps';
import { loadNamespaces } from '../lib/i18n';
import { loadedOnce, useLoadedComponent } from '../lib/lazy/lazy-component';
import type { Namespace } from '../lib/i18n/resources';
import { RouteFallback } from './route-fallback';
import { ScrollManager } from './scroll-manager';

/**
 * A lazy screen from a named export, so every route but '/' stays out of the landing bundle. The screen's
 * locale namespaces load alongside its code, so the screen does not suspend a second time for them.
 * `prefetch` starts both early (see `preloadRoute` and `NextScreenPrefetch`). The route shows its fallback
 * until they arrive and the screen in the next render, or at once when they already have
 * (`useLoadedComponent`: no Suspense, so no 300 ms hold on the reveal). `onOpen` runs when the screen is
 * opened or preloaded for opening (`preload`), not when its code is only prefetched.
 */
function lazyNamed<P extends object>(
  load: () => Promise<ComponentType<P>>,
  namespace: Namespace | readonly Namespace[],
  onOpen: () => void = () => undefined,
) {
  const once = loadedOnce(() =>
    Promise.all([load(), loadNamespaces(...[namespace].flat())]).then(([component]) => component),
  );
  function Screen(props: P) {
    // Once per mount, before its first render, so the screen's early calls start with (or before) its code.
    useState(onOpen);
    const component = useLoadedComponent(once);
    return component ? createElement(component, props) : <RouteFallback />;
  }
  const preload = () => {
    onOpen();
    return once.start();
  };
  return Object.assign(Screen, { preload, prefetch: once.start });
}

/**
 * A signed-in screen's code, handed over once the contract is built (see contractReady): its API calls start
 * in effects after the first render. The contract loads beside the screen's chunks.
 */
function withContract<T>(load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), contractReady()]).then(([loaded]) => loaded);
}

const AboutPage = lazyNamed(
  () => import('../features/public/components/about-page').then((m) => m.AboutPage),
  'public',
);
const FeaturesPage = lazyNamed(
  () => import('../features/public/components/features-page').then((m) => m.FeaturesPage),
  'public',
);
const ContactPage = lazyNamed(
  () => import('../features/public/components/contact-page').then((m) => m.ContactPage),
  'public',
);
const PrivacyPage = lazyNamed(
  () => import('../features/public/components/privacy-page').then((m) => m.PrivacyPage),
  'public',
);
const TermsPage = lazyNamed(
  () => import('../features/public/components/terms-page').then((m) => m.TermsPage),
  'public',
);
const FaqPage = lazyNamed(
  () => import('../features/public/components/faq-page').then((m) => m.FaqPage),
  'public',
);
const HowItWorksPage = lazyNamed(
  () => import('../features/public/components/how-it-works-page').then((m) => m.HowItWorksPage),
  'public',
);
const ExperimentalPage = lazyNamed(
  () => import('../features/public/components/experimental-page').then((m) => m.ExperimentalPage),
  'public',
);
const LoginPage = lazyNamed(
  () => import('../features/auth/components/login-page').then((m) => m.LoginPage),
  'auth',
);
const VerifyEmailPage = lazyNamed(
  () => import('../features/auth/components/verify-email-page').then((m) => m.VerifyEmailPage),
  'auth',
);
const ResetPasswordPage = lazyNamed(
  () => import('../features/auth/components/reset-password-page').then((m) => m.ResetPasswordPage),
  'auth',
);
const ApproveUserPage = lazyNamed(
  () => import('../features/auth/components/approve-user-page').then((m) => m.ApproveUserPage),
  'auth',
);
// The learning space's course picker is the dashboard's modal, with its strings. Opened directly, the
// screen's first calls start while its code and the contract load (features/learning/early-calls.ts).
// The early history's markdown check comes from the screen's own chunk, which the route is loading anyway.
const learningScreen = () => import('../features/learning/components/learning-page');
const LearningPage = lazyNamed(
  withContract(() => learningScreen().then((m) => m.LearningPage)),
  ['learning', 'dashboard'],
  () => prefetchLearningCalls(() => learningScreen().then((m) => m.historyNeedsMarkdown)),
);
const DashboardPage = lazyNamed(
  withContract(() => import('../features/dashboard/components/dashboard-page').then((m) => m.DashboardPage)),
  'dashboard',
);
const PersonalPage = lazyNamed(
  withContract(() => import('../features/personal/components/personal-page').then((m) => m.PersonalPage)),
  'personal',
);
const TimeoutPage = lazyNamed(
  withContract(() => import('../features/personal/components/timeout-page').then((m) => m.TimeoutPage)),
  'personal',
);

/** The lazy screens by path, for `preloadRoute`. */
const lazyScreens: Record<string, { preload: () => Promise<unknown> }> = {
  '/login': LoginPage,
  '/verify-email': VerifyEmailPage,
  '/reset-password': ResetPasswordPage,
  '/admin/approve-user': ApproveUserPage,
  '/dashboard': DashboardPage,
  '/personal': PersonalPage,
  '/timeout': TimeoutPage,
  '/experimental': ExperimentalPage,
  '/learning': LearningPage,
  '/about': AboutPage,
  '/features': FeaturesPage,
  '/contact': ContactPage,
  '/privacy': PrivacyPage,
  '/terms': TermsPage,
  '/faq': FaqPage,
  '/how-it-works': HowItWorksPage,
  '/HowItWorks': HowItWorksPage,
};

/**
 * Starts fetching the screen of a `#/path?query` hash (and its strings) before React first renders, so a
 * page opened directly on a lazy route, such as /#/login, does not wait for the first render to ask for it.
 */
export function preloadRoute(hash: string): void {
  const pathname = hash.replace(/^#/, '').split(/[?#]/)[0] ?? '';
  void lazyScreens[pathname]?.preload().catch(() => undefined);
}

/**
 * Hash routes, exactly the spec's table (docs/requirements.md#accounts-screens). '/how-it-works' and '/HowItWorks' both render How
 * It Works (docs/routes.md); '/timeout' is the Time-Out chat of the personal space (docs/routes.md).
 * The declarative router, not createHashRouter: the data router's runtime would add ~17 KB gzip to the
 * landing route for loaders and actions the app does not use.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/" element={<LandingPage />} />
      <Route path="/login" element={<LoginPage />} />
      <Route path="/verify-email" element={<VerifyEmailPage />} />
      <Route path="/reset-password" element={<ResetPasswordPage />} />
      <Route path="/admin/approve-user" element={<ApproveUserPage />} />
      <Route path="/dashboard" element={<DashboardPage />} />
      <Route path="/personal" element={<PersonalPage />} />
      <Route path="/timeout" element={<TimeoutPage />} />
      <Route path="/experimental" element={<ExperimentalPage />} />
      <Route path="/learning" element={<LearningPage />} />
      <Route path="/about" element={<AboutPage />} />
      <Route path="/features" element={<FeaturesPage />} />
      <Route path="/contact" element={<ContactPage />} />
      <Route path="/privacy" element={<PrivacyPage />} />
      <Route path="/terms" element={<TermsPage />} />
      <Route path="/faq" element={<FaqPage />} />
      <Route path="/how-it-works" element={<HowItWorksPage />} />
      <Route path="/HowItWorks" element={<HowItWorksPage />} />
      <Route path="*" element={<Navigate to="/" replace />} />
    </Routes>
  );
}

/**
 * The code of the screen a student most likely opens next, by the screen they are on: a first session goes
 * landing → login → dashboard → learning space. Code and strings only: the learning space's early calls
 * (`prefetchLearningCalls`) start when the screen is really opened.
 */
const nextScreens: Record<string, ReadonlyArray<() => Promise<unknown>>> = {
  '/': [LoginPage.prefetch],
  // The dashboard's code with the contract built (in slices: typing stays responsive), which the login
  // call needs as well: the submit then waits for its request only, and the dashboard shows at once.
  '/login': [DashboardPage.prefetch],
  '/dashboard': [LearningPage.prefetch],
};

/**
 * How long after the page's load the next screen's code may start: the current screen comes first. The
 * landing is painted from index.html before the entry has even arrived (app/src/prerender.tsx), so the
 * login's code starts as soon as the page has loaded and the browser is idle.
 */
const nextScreenDelayMs = (pathname: string) => (pathname === '/' ? 0 : 1000);

/**
 * Fetches the next screen's code while the student reads or types (tests/bench/first-session.ts), once the
 * page has loaded and the browser is idle, so the tap that opens it waits for its data only.
 */
function NextScreenPrefetch() {
  const { pathname } = useLocation();
  useEffect(() => {
    const next = nextScreens[pathname];
    if (!next) return;
    let timer: number | undefined;
    let idle: number | undefined;
    const fetchNext = () => next.forEach((load) => void load().catch(() => undefined));
    const start = () => {
      timer = window.setTimeout(() => {
        // Safari has no requestIdleCallback: there the delay alone decides.
        if ('requestIdleCallback' in window) idle = window.requestIdleCallback(fetchNext, { timeout: 2000 });
        else fetchNext();
      }, nextScreenDelayMs(pathname));
    };
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => {
      window.removeEventListener('load', start);
      window.clearTimeout(timer);
      if (idle !== undefined) window.cancelIdleCallback(idle);
    };
  }, [pathname]);
  return null;
}

/**
 * A lazy route shows the fallback while its code loads (lazyNamed); anything else that suspends (a string
 * namespace) does in one boundary with the same fallback. The scroll position resets on navigation. Once a
 * screen is shown, the next one's code loads in the background (NextScreenPrefetch). `Router` is the hash
 * router but for the build, which renders the landing under a router fixed at '/' into index.html
 * (app/src/prerender.tsx) for the entry to hydrate: the same tree, so the same markup.
 */
export function AppRouter({ Router = HashRouter }: { Router?: ComponentType<{ children?: ReactNode }> }) {
  return (
    <Router>
      <ScrollManager />
      <Suspense fallback={<RouteFallback />}>
        <AppRoutes />
        <NextScreenPrefetch />
      </Suspense>
    </Router>
  );
}
