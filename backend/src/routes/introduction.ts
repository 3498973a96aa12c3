import type { Router } from '@koa/router';
import { endpoints } from '../../contract';
import type { IntroductionService } from '../services/introduction';
import { defineAuthedRoute, type Authenticate } from './define';

export function introductionRoutes(
  router: Router,
  authenticate: Authenticate,
  introduction: IntroductionService,
): void {
  defineAuthedRoute(router, endpoints.getIntroductionStatus, authenticate, async ({ user }) =>
    introduction.status(user),
  );
  defineAuthedRoute(router, endpoints.startIntroduction, authenticate, async ({ user }) =>
    introduction.start(user),
  );
  defineAuthedRoute(router, endpoints.superSimple, authenticate, async ({ user, body }) =>
    introduction.turn(user, body),
  );
}
