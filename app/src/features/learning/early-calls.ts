/**
 * The learning screen's first calls (its history and the server's features), started by its route while
 * the screen's code and the contract are still loading, so the first paint of the history does not wait for
 * them. The screen's own calls take the responses (lib/api-client/early-fetch.ts). Everything here stays
 * light: the entry imports it.
 */
import { preloadMarkdown } from '@havruta/ui';
import { earlyCallPaths } from '../../../../backend/contract/paths';
import { fetchEarly } from '../../lib/api-client/early-fetch';
import { startLearningCalls } from '../../lib/courses/course-thread-call';
import { readSavedFields } from '../../lib/courses/saved-fields';
import { storageKeys } from '../../lib/storage';

/** Whether a course thread's answer (not yet checked) needs the markdown renderer (state/history-markdown.ts). */
export type HistoryCheck = (payload: unknown) => boolean;

/**
 * Asks now for the server's features and, when there is a valid saved course, its main thread (without a
 * token nothing is asked; without a saved course the screen shows the picker, as it does without this). A
 * history that needs the markdown renderer starts loading it as soon as the answer arrives; a fresh
 * thread's plain greeting does not. `loadCheck` brings the check with the screen's code: the route, which
 * is already loading that code, hands it over, so the entry carries only the request and no chunk of its
 * own is fetched for the check.
 */
export function prefetchLearningCalls(loadCheck: () => Promise<HistoryCheck>): void {
  if (typeof localStorage === 'undefined') return;
  const saved = readSavedFields(localStorage.getItem(storageKeys.selectedCourse));
  if (saved.status !== 'valid') {
    fetchEarly('GET', earlyCallPaths.getConfig);
    return;
  }
  startLearningCalls(saved.record, (response) => {
    if (!response.ok) return;
    response
      .json()
      .then(async (payload: unknown) => {
        const historyNeedsMarkdown = await loadCheck();
        if (historyNeedsMarkdown(payload)) await preloadMarkdown();
      })
      .catch(() => undefined);
  });
}
