import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { storageKeys } from '../../app/src/lib/storage/index.ts';

/** The `<template>` that holds the English landing until the page script below swaps it in. */
export const englishLandingId = 'landing-en';

/**
 * Runs as the parser reaches it, right after `#root` and before the first paint: the prerendered landing
 * stays only on '/'; in English (localStorage `language`) it becomes the English one, with `<html lang dir>`
 * set as lib/i18n does; on any other path `#root` is emptied and the entry renders that screen as before.
 * Plain ES5-level code; the server's Content-Security-Policy allows it by its hash.
 */
export function landingScriptSource(): string {
  return `(function () {
  var root = document.getElementById('root');
  var path = location.hash.replace(/^#/, '').split(/[?#]/)[0];
  if (path !== '' && path !== '/') { root.textContent = ''; return; }
  var language;
  try { language = window.localStorage.getItem(${JSON.stringify(storageKeys.language)}); } catch (error) { return; }
  if (language !== 'en') return;
  root.innerHTML = document.getElementById(${JSON.stringify(englishLandingId)}).innerHTML;
  document.documentElement.lang = 'en';
  document.documentElement.dir = 'ltr';
})();`;
}

/** The part of a Rolldown output asset or chunk this plugin reads. */
interface OutputItem {
  type: 'asset' | 'chunk';
  fileName: string;
  source?: string | Uint8Array;
}

/**
 * Writes the landing into the built index.html (issue 27, docs/screens.md): a first visit on a slow link
 * used to see nothing until the ~100 KB entry had arrived and run; the landing is static, so the build renders
 * it (app/src/prerender.tsx, in Node through a Vite SSR server) in Hebrew into `#root` and in English into a
 * `<template>`, and the entry hydrates it (main.tsx). The entry's stylesheet is inlined as well, so the first
 * paint needs the document alone: one round trip instead of three (document → stylesheet and entry).
 */
export function prerenderLanding(repoRoot: string): Plugin {
  return {
    name: 'havruta:prerender-landing',
    apply: 'build',
    enforce: 'post',
    async generateBundle(_options, bundle) {
      const html = bundle['index.html'] as OutputItem | undefined;
      if (!html || html.type !== 'asset') return this.error('prerender-landing: no index.html');
      const { createServer } = await import('vite');
      const server = await createServer({
        root: path.join(repoRoot, 'app'),
        configFile: false,
        logLevel: 'error',
        appType: 'custom',
        mode: 'production',
        server: { middlewareMode: true, hmr: false, ws: false },
        optimizeDeps: { noDiscovery: true, include: [] },
      });
      let markup: Record<'he' | 'en', string>;
      try {
        const module = (await server.ssrLoadModule('/src/prerender.tsx')) as {
          renderLanding: (language: 'he' | 'en') => Promise<string>;
        };
        // One language after the other: both share the app's i18n instance.
        const he = await module.renderLanding('he');
        const en = await module.renderLanding('en');
        markup = { he, en };
      } finally {
        await server.close();
      }
      if (/<\/(script|template)/i.test(markup.he + markup.en))
        return this.error('prerender-landing: the markup would close its tag');

      let source = String(html.source);
      const root = '<div id="root"></div>';
      if (!source.includes(root)) return this.error('prerender-landing: no empty #root in index.html');
      source = source.replace(
        root,
        `<div id="root">${markup.he}</div>\n    <template id="${englishLandingId}">${markup.en}</template>\n` +
          `    <script>${landingScriptSource()}</script>`,
      );

      // The entry's stylesheet inline: it is render-blocking, and the landing needs nothing else to paint.
      source = source.replace(
        /<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/,
        (tag, file: string) => {
          const css = bundle[file] as OutputItem | undefined;
          if (!css || css.type !== 'asset') return tag;
          const text = String(css.source);
          if (/<\/style/i.test(text)) return tag;
          // The disabled link is never fetched, but Vite's preload helper finds it by its href and so does
          // not fetch the stylesheet again when a lazy chunk lists it among its dependencies.
          return `<style>${text}</style>\n    <link rel="stylesheet" href="/${file}" disabled>`;
        },
      );
      // The icon as a data: URL (the policy's img-src allows data:): no request of its own, which Chrome
      // otherwise repeats on every screen change of the hash router.
      source = source.replace(
        /<link rel="icon" href="\/([^"]+\.svg)" type="image\/svg\+xml" \/>/,
        (tag, file: string) => {
          const icon = readFileSync(path.join(repoRoot, 'app/public', file), 'utf8').replace(/\s*\n\s*/g, '');
          return `<link rel="icon" href="data:image/svg+xml,${encodeURIComponent(icon)}" type="image/svg+xml" />`;
        },
      );
      html.source = source;
    },
  };
}
