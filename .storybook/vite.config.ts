import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** Storybook's own Vite config: the app's config roots itself in app/, which Storybook must not. */
export default defineConfig({
  plugins: [react()],
  // the pseudo-locale (app/src/lib/i18n/pseudo.ts) is in the locale toolbar; production builds leave it out
  define: { 'import.meta.env.VITE_PSEUDO_LOCALE': JSON.stringify('on') },
});
