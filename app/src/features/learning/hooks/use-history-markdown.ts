import { loadKatex, preloadMarkdown, useMarkdownSettled } from '@havruta/ui';
import { useEffect, useMemo, useState } from 'react';
import type { ChatEntry } from '../state/entries';
import type { HistoryStatus } from '../state/conversation';
import { messagesNeedMarkdown } from '../state/history-markdown';

/**
 * A history of plain prose shows without the markdown renderer; the renderer then loads this long after the
 * history is painted, once the browser is idle, ready for the first reply (and clear of the screen's first
 * paint and calls).
 */
const markdownPreloadDelayMs = 1000;

/** Runs `task` `delayMs` after the next frame, once the browser is idle (where it can say); returns the cancel. */
function afterPaintWhenIdle(task: () => void, delayMs: number): () => void {
  let cancel: () => void = () => undefined;
  const frame = requestAnimationFrame(() => {
    const timer = setTimeout(() => {
      if (typeof requestIdleCallback !== 'function') {
        task();
        return;
      }
      const handle = requestIdleCallback(task, { timeout: delayMs });
      cancel = () => cancelIdleCallback(handle);
    }, delayMs);
    cancel = () => clearTimeout(timer);
  });
  return () => {
    cancelAnimationFrame(frame);
    cancel();
  };
}

/**
 * When the chat's entries may show, and when the markdown renderer (about 50 KB) and KaTeX load. It loads as soon as a
 * message on screen needs it. The history waits for it (no plain-text frame that shifts when it arrives); once
 * the history is shown, a later reply that needs it shows as plain text for the moment it takes. A history of
 * plain prose (a fresh thread's greeting) shows at once without it, and the renderer loads a little later
 * (markdownPreloadDelayMs), so it does not share the network with the screen's first calls.
 */
export function useHistoryMarkdown(
  entries: readonly ChatEntry[],
  historyStatus: HistoryStatus,
): { entriesReady: boolean; historyLoading: boolean } {
  const markdownReady = useMarkdownSettled();
  const markdownNeeded = useMemo(() => messagesNeedMarkdown(entries), [entries]);
  const historySettled = historyStatus !== 'loading';
  const [historyShown, setHistoryShown] = useState(false);
  if (!historyShown && historySettled && (markdownReady || !markdownNeeded)) setHistoryShown(true);
  useEffect(() => {
    if (markdownReady || (!markdownNeeded && !historySettled)) return;
    const load = () => void preloadMarkdown().catch(() => undefined);
    if (markdownNeeded) {
      load();
      return;
    }
    return afterPaintWhenIdle(load, markdownPreloadDelayMs);
  }, [historySettled, markdownNeeded, markdownReady]);
  // KaTeX (about 80 KB) comes after the shown history, once the browser is idle: the student's first question
  // is typed meanwhile, so the reply's formulas do not wait for it (tests/bench/first-session.ts).
  useEffect(() => {
    if (!historyShown) return;
    // Its main font too: a browser fetches a face only once text uses it, and a formula waits for it.
    const load = () =>
      void loadKatex()
        .then(() =>
          typeof document !== 'undefined' && 'fonts' in document ? document.fonts.load('1em KaTeX_Main') : [],
        )
        .catch(() => undefined);
    return afterPaintWhenIdle(load, markdownPreloadDelayMs);
  }, [historyShown]);
  const entriesReady = historyShown || markdownReady || !markdownNeeded;
  return { entriesReady, historyLoading: historyStatus === 'loading' || !entriesReady };
}
