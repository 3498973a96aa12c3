import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The app: root app/, built to dist/app; `npm run dev` proxies /api and course data to Koa on 5000. */
export default defineConfig({
  root: 'app',
  plugins: [react()],
  build: {
    outDir: '../dist/app',
    emptyOutDir: true,
    sourcemap: false,
  },
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://127.0.0.1:5000',
      '/data': 'http://127.0.0.1:5000',
      '/static': 'http://127.0.0.1:5000',
    },
  },
});
