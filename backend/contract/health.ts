import { z } from 'zod';
import { defineEndpoint } from './endpoint';

/** Which node answered (`NODE_ID`; the host name by default), as in the `X-Served-By` header. */
const node = z.string().min(1).max(128);

export const HealthLive = z.object({ status: z.literal('live'), node });
export type HealthLive = z.infer<typeof HealthLive>;

/** What readiness checked; a failing check answers 503 with the error envelope instead. */
export const HealthReady = z.object({
  status: z.literal('ready'),
  node,
  checks: z.object({ database: z.literal('ok'), storage: z.literal('ok') }),
});
export type HealthReady = z.infer<typeof HealthReady>;

export const healthLive = defineEndpoint({
  name: 'healthLive',
  method: 'GET',
  path: '/api/health/live',
  auth: false,
  summary: 'Liveness: the process answers. For a supervisor that restarts a hung node.',
  response: HealthLive,
  errors: [],
});

export const healthReady = defineEndpoint({
  name: 'healthReady',
  method: 'GET',
  path: '/api/health/ready',
  auth: false,
  summary:
    'Readiness for a balancer: the database answers `SELECT 1`, the object store is writable and the node is not draining; otherwise 503 `not_ready` with the failed checks in `details`.',
  response: HealthReady,
  errors: [503],
});
