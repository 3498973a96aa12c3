import type { Router } from '@koa/router';
import { endpoints } from '../../contract';
import type { PlansService } from '../services/plans';
import type { ProgressService } from '../services/progress';
import { requestLanguage } from '../tutor';
import { defineAuthedRoute, type Authenticate } from './define';

export function progressRoutes(
  router: Router,
  authenticate: Authenticate,
  progress: ProgressService,
  plans: PlansService,
): void {
  defineAuthedRoute(router, endpoints.getProgress, authenticate, async ({ user, query, ctx }) =>
    progress.list(user.id, query, requestLanguage(ctx.req.headers)),
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
