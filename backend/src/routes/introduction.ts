import type { Router } from '@koa/router';
import { endpoints } from '../../contract';
import type { IntroductionService } from '../services/introduction';
import { requestLanguage } from '../tutor';
import { defineAuthedRoute, type Authenticate } from './define';

export function introductionRoutes(
  router: Router,
  authenticate: Authenticate,
  introduction: IntroductionService,
): void {
  defineAuthedRoute(router, endpoints.getIntroductionStatus, authenticate, async ({ user }) =>
    introduction.status(user),
  );
  // The first question is in the request's Accept-Language: the student has not written yet.
  defineAuthedRoute(router, endpoints.startIntroduction, authenticate, async ({ user, ctx }) =>
    introduction.start(user, requestLanguage(ctx.req.headers)),
  );
  // An answer without words ("10") is answered in the request's Accept-Language.
  defineAuthedRoute(router, endpoints.superSimple, authenticate, async ({ user, body, ctx }) =>
    introduction.turn(user, body, requestLanguage(ctx.req.headers)),
  );
}
