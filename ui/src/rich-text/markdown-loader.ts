import { useSyncExternalStore } from 'react';
import { lazyModule } from '../lazy-module';

// The markdown parser (react-markdown, micromark, GFM, math) is about 50 KB gzip: it loads on first use,
// so a screen that opens with no markdown on it does not wait for it. This module holds only the loader,
// so an app can start the fetch (preloadMarkdown) without importing the component and its styles.
export const markdownRenderer = lazyModule(() => import('./markdown-renderer'));

/**
 * Loads the markdown renderer ahead of the first Markdown: a screen about to show a chat history, or its
 * route while the screen's own code is still on the way.
 */
export function preloadMarkdown(): Promise<void> {
  return markdownRenderer.load().then(() => undefined);
}

/**
 * Whether the markdown renderer has settled: loaded, or failed to load (Markdown then shows plain text). A
 * screen that holds back markdown until the renderer is there reads it while rendering, so a renderer that
 * is already loaded costs no extra render.
 */
export function useMarkdownSettled(): boolean {
  const status = useSyncExternalStore(
    markdownRenderer.subscribe,
    markdownRenderer.status,
    markdownRenderer.status,
  );
  return status === 'ready' || status === 'failed';
}
