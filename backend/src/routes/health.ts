import type { Router } from '@koa/router';
import { endpoints } from '../../contract';
import type { HealthService } from '../services/health';
import { defineRoute } from './define';

/** `/api/health/live` and `/api/health/ready`, for a supervisor and a balancer (docs/backend.md, Many nodes). */
export function healthRoutes(router: Router, health: HealthService): void {
  defineRoute(router, endpoints.healthLive, () => Promise.resolve(health.live()));
  defineRoute(router, endpoints.healthReady, () => health.ready());
}
