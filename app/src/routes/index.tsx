import { lazy, Suspense, type ComponentType } from 'react';
import {
  createHashRouter,
  Navigate,
  Outlet,
  RouterProvider,
  ScrollRestoration,
  type RouteObject,
} from 'react-router-dom';
import { LandingPage } from '../features/public/components/landing-page';
import { RouteFallback } from './route-fallback';

/** React.lazy for a named export, so every route but '/' stays out of the landing bundle. */
function lazyNamed<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(async () => ({ default: await load() }));
}

const AboutPage = lazyNamed(() =>
  import('../features/public/components/about-page').then((m) => m.AboutPage),
);
const FeaturesPage = lazyNamed(() =>
  import('../features/public/components/features-page').then((m) => m.FeaturesPage),
);
const ContactPage = lazyNamed(() =>
  import('../features/public/components/contact-page').then((m) => m.ContactPage),
);
const PrivacyPage = lazyNamed(() =>
  import('../features/public/components/privacy-page').then((m) => m.PrivacyPage),
);
const TermsPage = lazyNamed(() =>
  import('../features/public/components/terms-page').then((m) => m.TermsPage),
);
const FaqPage = lazyNamed(() => import('../features/public/components/faq-page').then((m) => m.FaqPage));
const HowItWorksPage = lazyNamed(() =>
  import('../features/public/components/how-it-works-page').then((m) => m.HowItWorksPage),
);
const ExperimentalPage = lazyNamed(() =>
  import('../features/public/components/experimental-page').then((m) => m.ExperimentalPage),
);
const PlaceholderPage = lazyNamed(() => import('./placeholder-page').then((m) => m.PlaceholderPage));
const LoginPage = lazyNamed(() => import('../features/auth/components/login-page').then((m) => m.LoginPage));
const VerifyEmailPage = lazyNamed(() =>
  import('../features/auth/components/verify-email-page').then((m) => m.VerifyEmailPage),
);
const ResetPasswordPage = lazyNamed(() =>
  import('../features/auth/components/reset-password-page').then((m) => m.ResetPasswordPage),
);
const ApproveUserPage = lazyNamed(() =>
  import('../features/auth/components/approve-user-page').then((m) => m.ApproveUserPage),
);
const DashboardPage = lazyNamed(() =>
  import('../features/dashboard/components/dashboard-page').then((m) => m.DashboardPage),
);

/** Every lazy route suspends here; the scroll position resets on navigation. */
function RouteShell() {
  return (
    <>
      <ScrollRestoration />
      <Suspense fallback={<RouteFallback />}>
        <Outlet />
      </Suspense>
    </>
  );
}

/**
 * Hash routes, exactly the spec's table (accounts §2). '/how-it-works' and '/HowItWorks' both render How
 * It Works (docs/routes.md). '/personal' and '/learning' are placeholders with Back until their issues land.
 */
export const routes: RouteObject[] = [
  {
    element: <RouteShell />,
    children: [
      { path: '/', element: <LandingPage /> },
      { path: '/login', element: <LoginPage /> },
      { path: '/verify-email', element: <VerifyEmailPage /> },
      { path: '/reset-password', element: <ResetPasswordPage /> },
      { path: '/admin/approve-user', element: <ApproveUserPage /> },
      { path: '/dashboard', element: <DashboardPage /> },
      { path: '/personal', element: <PlaceholderPage screen="personal" /> },
      { path: '/experimental', element: <ExperimentalPage /> },
      { path: '/learning', element: <PlaceholderPage screen="learning" /> },
      { path: '/about', element: <AboutPage /> },
      { path: '/features', element: <FeaturesPage /> },
      { path: '/contact', element: <ContactPage /> },
      { path: '/privacy', element: <PrivacyPage /> },
      { path: '/terms', element: <TermsPage /> },
      { path: '/faq', element: <FaqPage /> },
      { path: '/how-it-works', element: <HowItWorksPage /> },
      { path: '/HowItWorks', element: <HowItWorksPage /> },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];

const router = createHashRouter(routes);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
