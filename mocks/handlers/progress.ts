/** Stateful progress mock: a POST adds a record that the next GET returns. */
import type { HttpHandler } from 'msw';
import {
  endpoints,
  progressCursor,
  progressPage,
  readProgressCursor,
  type ProgressRecord,
} from '../../backend/contract';
import { languageFromAcceptLanguage } from '../../backend/contract/language';
import { buildProgressRecords, titledIn } from '../fixtures/progress';
import { defineDomain, readJson, scenarios } from '../scenarios';

export function createProgressMock(seed: () => ProgressRecord[] = buildProgressRecords) {
  let records: ProgressRecord[] = seed();
  const byClientId = new Map<string, ProgressRecord>();
  const reset = () => {
    records = seed();
    byClientId.clear();
  };

  const on = {
    getProgress: scenarios(
      endpoints.getProgress,
      ({ request }) => {
        // The input was checked against the contract before this runs.
        const query = endpoints.getProgress.query.parse(
          Object.fromEntries(new URL(request.url).searchParams),
        );
        const before = query.before === undefined ? undefined : readProgressCursor(query.before);
        const limit = query.limit ?? progressPage.defaultLimit;
        // Newest first (created_at, then id), as the backend pages them.
        const matching = records
          .filter(
            (record) =>
              (!query.course_id || record.course_id === query.course_id) &&
              (!query.activity_type || record.activity_type === query.activity_type) &&
              (!before ||
                record.created_at < before.created_at ||
                (record.created_at === before.created_at && record.id < before.id)),
          )
          .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
        const page = matching.slice(0, limit);
        const last = page.at(-1);
        // Like the server, each activity is named in the request's Accept-Language.
        const language = languageFromAcceptLanguage(request.headers.get('accept-language'));
        return {
          progress: page.map((record) => titledIn(record, language)),
          next_cursor: matching.length > limit && last ? progressCursor(last) : null,
        };
      },
      () => ({ progress: [], next_cursor: null }),
    ),
    saveProgress: scenarios(endpoints.saveProgress, async ({ request }) => {
      const body = endpoints.saveProgress.body.parse(await readJson(request));
      const known = body.client_id ? byClientId.get(body.client_id) : undefined;
      if (known) return { success: true as const, data: known };
      const { client_id: clientId, ...result } = body;
      const record: ProgressRecord = {
        ...result,
        completed: result.completed ?? true,
        id: Math.max(0, ...records.map((item) => item.id)) + 1,
        created_at: new Date().toISOString(),
      };
      records = [record, ...records];
      if (clientId) byClientId.set(clientId, record);
      return { success: true as const, data: record };
    }),
  };
  return { handlers: defineDomain(on), reset };
}

const shared = createProgressMock();

/** GET/POST /api/auth/progress: `progressHandlers.ok` (stateful), scenario factories and `fresh()`. */
export const progressHandlers = {
  ...shared.handlers,
  fresh: (): HttpHandler[] => createProgressMock().handlers.ok,
  reset: shared.reset,
};
