import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { contractSteps } from './scripts/vite/contract-steps.ts';
import { routeChunks } from './scripts/vite/route-chunks.ts';
import { routePreload } from './scripts/vite/route-preload.ts';

const reactRouterDist = fileURLToPath(
  new URL('./node_modules/react-router/dist/production/', import.meta.url),
);

/**
 * react-router's top-level `var X = React.forwardRef(…)`, `React.createContext(…)` and `X.displayName = …`
 * statements carry no pure annotation, so the bundler keeps every component they define (Form, NavLink,
 * ScrollRestoration, the data-router contexts) and all they reference, used or not. Marking those calls
 * pure and the displayName writes (a devtools label) as droppable lets unused ones go.
 */
function reactRouterPure(): Plugin {
  return {
    name: 'havruta:react-router-pure',
    apply: 'build',
    transform(code, id) {
      if (!id.includes('/node_modules/react-router/dist/')) return null;
      return (
        code
          .replace(/^(var \w+ = )(React\d*\.(?:forwardRef|createContext|memo)\()/gm, '$1/* @__PURE__ */ $2')
          .replace(/^(\w+)\.displayName = ("[^"\n]*");$/gm, '')
          // <Link> renders PrefetchPageLinks only in framework mode, never under <HashRouter>: drop it.
          .replace(/React\d*\.createElement\(PrefetchPageLinks, \{ page: href \}\)/g, 'null')
      );
    },
  };
}

/** The app: root app/, built to dist/app; `npm run dev` proxies /api and course data to Koa on 5000. */
export default defineConfig(({ command }) => ({
  root: 'app',
  plugins: [
    react(),
    reactRouterPure(),
    contractSteps(fileURLToPath(new URL('.', import.meta.url))),
    // A page opened on a screen's hash starts that screen's chunks with the document.
    routePreload(),
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
