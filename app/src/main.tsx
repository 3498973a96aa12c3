import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import './styles.css';
import { AppProviders } from './providers/app-providers';
import { contractReady } from './lib/api-client/contract-steps';
import { prefetchSession } from './lib/api-client/load-auth-api';
import { readAccessToken } from './providers/session';
import { AppRouter, preloadRoute } from './routes';
// `npm run dev` serves the app from Vite, which proxies /api to Koa: stay same-origin there. Imported
// only in development (and only the config module: the client's index would pull zod and the contract
// into the entry), so the production entry carries none of it.
if (import.meta.env.DEV) {
  const { configureApiClient } = await import('./lib/api-client/config');
  configureApiClient({ baseUrl: '' });
}

// A signed-in visit starts with the session check: its call starts now, and the contract (zod and its
// schemas) loads beside the route's chunks and is built in slices while they arrive
// (app/src/lib/api-client/contract-steps.ts, early-fetch.ts).
if (readAccessToken() !== null) {
  prefetchSession();
  contractReady().catch(() => undefined);
}
preloadRoute(location.hash);

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
const app = (
  <StrictMode>
    <AppProviders>
      <AppRouter />
    </AppProviders>
  </StrictMode>
);
// The build writes the landing into #root (app/src/prerender.tsx); index.html's own script empties it on any
// other path. Still on '/', React takes that markup over as it is; if the student tapped a link before the
// entry ran, the page now shows another screen, rendered afresh.
const path = location.hash.replace(/^#/, '').split(/[?#]/)[0] ?? '';
if (container.hasChildNodes() && (path === '' || path === '/')) hydrateRoot(container, app);
else {
  container.replaceChildren();
  createRoot(container).render(app);
}
