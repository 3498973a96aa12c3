import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './styles.css';
import { AppProviders } from './providers/app-providers';
import { AppRouter } from './routes';
import { configureApiClient } from './lib/api-client';

// `npm run dev` serves the app from Vite, which proxies /api to Koa: stay same-origin there.
if (import.meta.env.DEV) configureApiClient({ baseUrl: '' });

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
createRoot(container).render(
  <StrictMode>
    <AppProviders>
      <AppRouter />
    </AppProviders>
  </StrictMode>,
);
