import type { Router } from '@koa/router';
import { endpoints } from '../../contract';
import type { PlansService } from '../services/plans';
import type { ProgressService } from '../services/progress';
import { defineAuthedRoute, type Authenticate } from './define';

export function progressRoutes(
  router: Router,
  authenticate: Authenticate,
  progress: ProgressService,
  plans: PlansService,
): void {
  defineAuthedRoute(router, endpoints.getProgress, authenticate, async ({ user, query }) =>
    progress.list(user.id, query),
  );

  defineAuthedRoute(router, endpoints.saveProgress, authenticate, async ({ user, body }) => ({
    success: true as const,
    data: await progress.save(user.id, body),
  }));

  defineAuthedRoute(router, endpoints.listPlans, authenticate, async ({ user }) => ({
    success: true as const,
    learning_plans: await plans.list(user.id),
  }));
}
