/** Stateful progress mock: a POST adds a record that the next GET returns. */
import type { HttpHandler } from 'msw';
import { endpoints, type ProgressRecord } from '../../backend/contract';
import { buildProgressRecords } from '../fixtures/progress';
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
        const query = new URL(request.url).searchParams;
        const course = query.get('course_id');
        const type = query.get('activity_type');
        return {
          progress: records.filter(
            (record) => (!course || record.course_id === course) && (!type || record.activity_type === type),
          ),
        };
      },
      () => ({ progress: [] }),
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
