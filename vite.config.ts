import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { contractSteps } from './scripts/vite/contract-steps.ts';
import { prerenderLanding } from './scripts/vite/prerender-landing.ts';
import { reactRouterPure } from './scripts/vite/react-router-pure.ts';
import { routeChunks } from './scripts/vite/route-chunks.ts';
import { routePreload } from './scripts/vite/route-preload.ts';

const reactRouterDist = fileURLToPath(
  new URL('./node_modules/react-router/dist/production/', import.meta.url),
);

/** The app: root app/, built to dist/app; `npm run dev` proxies /api and course data to Koa on 5000. */
export default defineConfig(({ command }) => ({
  root: 'app',
  plugins: [
    react(),
    reactRouterPure(),
    contractSteps(fileURLToPath(new URL('.', import.meta.url))),
    // A page opened on a screen's hash starts that screen's chunks with the document.
    routePreload(),
    // The landing's markup and the entry's stylesheet written into index.html: it paints with the document.
    prerenderLanding(fileURLToPath(new URL('.', import.meta.url))),
  ],
  resolve: {
    // react-router's exports map names only its development build, which keeps its dev warnings in
    // production bundles; the build uses the identical production build (ENABLE_DEV_WARNINGS = false).
    alias:
      command === 'build'
        ? [
            { find: /^react-router$/, replacement: `${reactRouterDist}index.mjs` },
            { find: /^react-router\/dom$/, replacement: `${reactRouterDist}dom-export.mjs` },
          ]
        : [],
  },
  build: {
    outDir: '../dist/app',
    emptyOutDir: true,
    sourcemap: false,
    // Every browser the app supports has <link rel="modulepreload">; the polyfill would only add bytes.
    modulePreload: { polyfill: false },
    // Fewer, larger chunks: one round trip for a screen's code instead of four (scripts/vite/route-chunks.ts).
    rolldownOptions: { output: { codeSplitting: { groups: routeChunks() } } },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://127.0.0.1:5000',
      '/data': 'http://127.0.0.1:5000',
      '/static': 'http://127.0.0.1:5000',
    },
  },
}));
