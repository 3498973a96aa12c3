import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** Storybook's own Vite config: the app's config roots itself in app/, which Storybook must not. */
export default defineConfig({
  plugins: [react()],
});
