import type { Plugin } from 'vite';

/** The part of a Rolldown output chunk this plugin reads. */
interface OutputChunk {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  imports: string[];
  moduleIds: string[];
  viteMetadata?: { importedCss: Set<string> };
}

/** A lazy screen of app/src/routes: the module that defines it, its string namespaces, signed in or not. */
interface Screen {
  paths: string[];
  module: RegExp;
  namespaces: string[];
  signedIn: boolean;
}

/** The lazy screens a page is often opened on directly (a bookmark, a reload, a link from a mail). */
const screens: Screen[] = [
  {
    paths: ['/learning'],
    module: /features\/learning\/components\/learning-page\.tsx$/,
    namespaces: ['learning', 'dashboard'],
    signedIn: true,
  },
  {
    paths: ['/dashboard'],
    module: /features\/dashboard\/components\/dashboard-page\.tsx$/,
    namespaces: ['dashboard'],
    signedIn: true,
  },
  {
    paths: ['/personal'],
    module: /features\/personal\/components\/personal-page\.tsx$/,
    namespaces: ['personal'],
    signedIn: true,
  },
  {
    paths: ['/timeout'],
    module: /features\/personal\/components\/timeout-page\.tsx$/,
    namespaces: ['personal'],
    signedIn: true,
  },
  {
    paths: ['/login'],
    module: /features\/auth\/components\/login-page\.tsx$/,
    namespaces: ['auth'],
    signedIn: false,
  },
];

/** The contract's steps module: the chunk holding it is the API client, the contract and zod. */
const contractModule = /app\/src\/lib\/api-client\/contract-steps\.ts$/;
const localeModule = /content\/locales\/(he|en)\/([a-z]+)\.json$/;

/** What the boot script preloads for one path. */
interface Preload {
  /** scripts (modulepreload) */
  js: string[];
  /** stylesheets (preload as style) */
  css: string[];
  /** string chunks by language */
  strings: Record<string, string[]>;
  /** only with a saved sign-in (localStorage access_token) */
  signedIn: boolean;
}

/**
 * The boot script: run before the entry, it reads the hash and the saved sign-in and adds the preload
 * links of the screen the page opened on. Plain ES5-level code, no imports; `map` is JSON.
 */
function bootSource(map: Record<string, Preload>, base: string): string {
  return `(function () {
  var map = ${JSON.stringify(map)};
  var path = location.hash.replace(/^#/, '').split(/[?#]/)[0];
  var screen = map[path];
  if (!screen) return;
  var store;
  try { store = window.localStorage; } catch (error) { return; }
  if (screen.signedIn && !store.getItem('access_token')) return;
  var language = store.getItem('language') === 'en' ? 'en' : 'he';
  var add = function (rel, file, as) {
    var link = document.createElement('link');
    link.rel = rel;
    link.href = ${JSON.stringify(base)} + file;
    if (as) link.as = as;
    // As the entry's own preloads are (Vite's preload helper): one request, shared with the later import.
    link.crossOrigin = '';
    document.head.appendChild(link);
  };
  screen.js.concat(screen.strings[language] || []).forEach(function (file) { add('modulepreload', file); });
  screen.css.forEach(function (file) { add('preload', file, 'style'); });
})();
`;
}

/**
 * Starts a screen's code with the document instead of after the entry (issue 27, docs/screens.md). A page
 * opened on `/#/learning` used to fetch the screen's chunks (the route, the contract and zod, the shared
 * signed-in parts, its strings and stylesheets) only once the ~100 KB entry had arrived and run its first
 * statements: on a slow 4G link that is the largest part of the wait for the first message. The server
 * never sees the hash, so index.html cannot name them; this build step writes a small script,
 * `assets/boot-<hash>.js`, loaded `async` beside the entry, that reads the hash (and the saved sign-in for
 * signed-in screens) and adds `<link rel="modulepreload">` and `<link rel="preload" as="style">` for that
 * screen. The entry's own `import()` of the screen then finds them loading or loaded. The landing and any
 * other path add nothing.
 */
export function routePreload(): Plugin {
  let base = '/';
  return {
    name: 'havruta:route-preload',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      base = config.base;
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter(
        (item): item is typeof item & OutputChunk => item.type === 'chunk',
      );
      const entry = chunks.find((chunk) => chunk.isEntry);
      const html = bundle['index.html'];
      if (!entry || !html || html.type !== 'asset') this.error('route-preload: no entry chunk or index.html');
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const holding = (module: RegExp) =>
        chunks.find((chunk) => chunk.moduleIds.some((id) => module.test(id)));

      // The entry and what it imports statically are already in index.html.
      const initial = new Set<string>();
      const visitInitial = (file: string) => {
        if (initial.has(file)) return;
        initial.add(file);
        for (const next of byFile.get(file)?.imports ?? []) visitInitial(next);
      };
      visitInitial(entry.fileName);

      const closure = (start: string, js: Set<string>, css: Set<string>) => {
        if (initial.has(start) || js.has(start)) return;
        js.add(start);
        const chunk = byFile.get(start);
        for (const file of chunk?.viteMetadata?.importedCss ?? []) css.add(file);
        for (const next of chunk?.imports ?? []) closure(next, js, css);
      };
      const strings = new Map<string, string>();
      for (const chunk of chunks) {
        for (const id of chunk.moduleIds) {
          const match = localeModule.exec(id);
          if (match) strings.set(`${match[1]}/${match[2]}`, chunk.fileName);
        }
      }
      const contract = holding(contractModule);

      const map: Record<string, Preload> = {};
      for (const screen of screens) {
        const chunk = holding(screen.module);
        if (!chunk) this.error(`route-preload: no chunk holds ${screen.module}`);
        const js = new Set<string>();
        const css = new Set<string>();
        closure(chunk.fileName, js, css);
        if (screen.signedIn && contract) closure(contract.fileName, js, css);
        const perLanguage: Record<string, string[]> = {};
        for (const language of ['he', 'en']) {
          perLanguage[language] = screen.namespaces
            .map((namespace) => strings.get(`${language}/${namespace}`))
            .filter((file): file is string => file !== undefined && !initial.has(file));
        }
        for (const path of screen.paths)
          map[path] = { js: [...js], css: [...css], strings: perLanguage, signedIn: screen.signedIn };
      }

      const boot = this.emitFile({
        type: 'asset',
        name: 'boot.js',
        source: bootSource(map, base),
      });
      const fileName = this.getFileName(boot);
      const source = String(html.source);
      const tag = `<script type="module" async src="${base}${fileName}"></script>`;
      // Before the entry's script, so the browser's preload scanner finds both at once.
      const at = source.indexOf('<script type="module"');
      if (at === -1) this.error('route-preload: no module script in index.html');
      html.source = `${source.slice(0, at)}${tag}\n    ${source.slice(at)}`;
    },
  };
}
