import type { Plugin } from 'vite';
import { earlyCallPaths } from '../../backend/contract/paths.ts';
import { bootCallsGlobal, devApiPort } from '../../app/src/lib/api-client/boot-calls.ts';
import { storageKeys } from '../../app/src/lib/storage/index.ts';

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
  /** asks for the saved course's thread and the server's features (app/src/features/learning/early-calls.ts) */
  learningCalls?: boolean;
}

/** The lazy screens a page is often opened on directly (a bookmark, a reload, a link from a mail). */
const screens: Screen[] = [
  {
    paths: ['/learning'],
    module: /features\/learning\/components\/learning-page\.tsx$/,
    namespaces: ['learning', 'dashboard'],
    signedIn: true,
    learningCalls: true,
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

/** What the boot script preloads and starts for one path. */
export interface Preload {
  /** scripts (modulepreload) */
  js: string[];
  /** stylesheets (preload as style) */
  css: string[];
  /** string chunks by language */
  strings: Record<string, string[]>;
  /** only with a saved sign-in (localStorage access_token); also starts the session check */
  signedIn: boolean;
  /** also starts the learning screen's first calls */
  learningCalls: boolean;
}

/**
 * The boot script: run before the entry, it reads the hash and the saved sign-in and adds the preload
 * links of the screen the page opened on. Plain ES5-level code, no imports; `map` is JSON.
 */
export function bootSource(map: Record<string, Preload>, base: string): string {
  return `(function () {
  var map = ${JSON.stringify(map)};
  var keys = ${JSON.stringify(storageKeys)};
  var paths = ${JSON.stringify(earlyCallPaths)};
  var path = location.hash.replace(/^#/, '').split(/[?#]/)[0];
  var screen = map[path];
  if (!screen) return;
  var store;
  try { store = window.localStorage; } catch (error) { return; }
  var token = store.getItem(keys.accessToken);
  if (screen.signedIn && !token) return;
  var language = store.getItem(keys.language) === 'en' ? 'en' : 'he';
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
  ${bootCallsSource}
})();
`;
}

/**
 * The boot script's calls: the session check, and on the learning screen the server's features and the saved
 * course's thread, started with the document instead of after the entry has run. Each is exactly the request
 * the entry would start (app/src/lib/api-client/early-fetch.ts takes them over: same URL, headers and body;
 * the base URL rule of config.ts's defaultBaseUrl, the saved course's required fields of saved-fields.ts).
 * Nothing starts once the entry has taken over (the global is then null).
 */
const bootCallsSource = `var holder = window;
  if (!token || holder.${bootCallsGlobal} === null || typeof fetch !== 'function') return;
  var apiBase = location.hostname === 'localhost' && location.port !== '' && location.port !== ${JSON.stringify(devApiPort)}
    ? 'http://' + location.hostname + ':' + ${JSON.stringify(devApiPort)} : '';
  var calls = holder.${bootCallsGlobal} || [];
  holder.${bootCallsGlobal} = calls;
  var start = function (method, callPath, body) {
    var headers = { Accept: 'application/json', 'Accept-Language': language, Authorization: 'Bearer ' + token };
    if (method !== 'GET') headers['Content-Type'] = 'application/json';
    var request = { method: method, headers: headers, body: body };
    var url = apiBase + callPath;
    var response = fetch(url, request);
    response.catch(function () { return undefined; });
    calls.push({ url: url, method: method, headers: headers, body: body, response: response });
  };
  start('GET', paths.validate);
  if (!screen.learningCalls) return;
  start('GET', paths.getConfig);
  var course;
  try { course = JSON.parse(store.getItem(keys.selectedCourse) || ''); } catch (error) { return; }
  var text = function (value) { return typeof value === 'string' && value.trim() !== ''; };
  if (!course || typeof course !== 'object' || !text(course.id) || !text(course.name) || !text(course.subject) ||
    !text(course.dataFolder)) return;
  start('POST', paths.getCourseThread, JSON.stringify({ course_id: course.id, subject: course.subject }));`;

/**
 * Starts a screen's code with the document instead of after the entry (issue 27, docs/screens.md). A page
 * opened on `/#/learning` used to fetch the screen's chunks (the route, the contract and zod, the shared
 * signed-in parts, its strings and stylesheets) only once the ~100 KB entry had arrived and run its first
 * statements: on a slow 4G link that is the largest part of the wait for the first message. The server
 * never sees the hash, so index.html cannot name them; this build step inlines a small script into
 * index.html, before the entry, that reads the hash (and the saved sign-in for signed-in screens) and
 * adds `<link rel="modulepreload">` and `<link rel="preload" as="style">` for that screen. The entry's own `import()` of the screen then finds them loading or loaded. The landing and any
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
          map[path] = {
            js: [...js],
            css: [...css],
            strings: perLanguage,
            signedIn: screen.signedIn,
            learningCalls: screen.learningCalls === true,
          };
      }

      const source = String(html.source);
      const boot = bootSource(map, base);
      if (/<\/script/i.test(boot)) this.error('route-preload: the boot script would close its own tag');
      // Inline, before the entry's script: it runs as the parser reaches it, so the screen's chunks and
      // first calls start with the document, beside the entry, not a round trip later. The server's
      // Content-Security-Policy allows it by its hash (backend/src/middleware/security-headers.ts).
      const tag = `<script>${boot}</script>`;
      const at = source.indexOf('<script type="module"');
      if (at === -1) this.error('route-preload: no module script in index.html');
      html.source = `${source.slice(0, at)}${tag}\n    ${source.slice(at)}`;
    },
  };
}
