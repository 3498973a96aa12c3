import { endpoints } from '../../backend/contract';
import { defineDomain, errorResponse, scenarios } from '../scenarios';

const node = 'storybook';

/** GET /api/health/live and /api/health/ready. `empty()` of readiness: a draining node (503 `not_ready`). */
export const healthHandlers = defineDomain({
  healthLive: scenarios(endpoints.healthLive, () => ({ status: 'live' as const, node })),
  healthReady: scenarios(
    endpoints.healthReady,
    () => ({ status: 'ready' as const, node, checks: { database: 'ok' as const, storage: 'ok' as const } }),
    () => errorResponse(503, 'This node is shutting down.', 'not_ready'),
  ),
});
