import type { Router } from '@koa/router';
import { endpoints, UserId, type User } from '../../contract';
import type { AuthService } from '../services/auth';
import { messages } from '../services/auth';
import type { CoursesService } from '../services/courses';
import { defineAuthedRoute, defineRoute } from './define';
import { prepareJson } from './prepared';

export function authRoutes(router: Router, auth: AuthService, courses: CoursesService): void {
  const authenticate = auth.authenticate;

  defineRoute(
    router,
    endpoints.register,
    async ({ body, ctx }) => {
      const { userId } = await auth.register(body, ctx.ip);
      return { success: true as const, message: messages.registered, user_id: UserId.parse(userId) };
    },
    { status: 201 },
  );

  defineRoute(router, endpoints.verifyEmailDirect, async ({ query }) => {
    await auth.verifyEmail(query.token);
    return { success: true as const, message: messages.verified };
  });

  defineRoute(router, endpoints.verifyEmail, async ({ body }) => {
    await auth.verifyEmail(body.token);
    return { success: true as const, message: messages.verified };
  });

  defineRoute(router, endpoints.resendVerification, async ({ body, ctx }) => {
    await auth.resendVerification(body.email, ctx.ip);
    return { success: true as const, message: messages.resent };
  });

  defineRoute(router, endpoints.approveUser, async ({ body }) => {
    const user = await auth.approveUser(body.token);
    return { success: true as const, message: messages.approved, user };
  });

  defineRoute(router, endpoints.login, async ({ body, ctx }) =>
    auth.login(body.email, body.password, ctx.ip),
  );

  // One answer per signed-in user (the user object is shared while its row is cached), serialised once.
  const validAnswers = new WeakMap<User, { valid: true; user: User }>();
  defineAuthedRoute(router, endpoints.validate, authenticate, async ({ user }) => {
    let answer = validAnswers.get(user);
    if (!answer) {
      answer = prepareJson({ valid: true as const, user });
      validAnswers.set(user, answer);
    }
    return answer;
  });

  defineRoute(router, endpoints.refresh, async ({ body }) => auth.refresh(body.refresh_token));

  defineRoute(router, endpoints.logout, async ({ body }) => {
    await auth.logout(body.refresh_token);
    return { success: true as const };
  });

  defineRoute(router, endpoints.forgotPassword, async ({ body, ctx }) => {
    await auth.forgotPassword(body.email, ctx.ip);
    return { success: true as const, message: messages.resetSent };
  });

  defineRoute(router, endpoints.resetPassword, async ({ body, ctx }) => {
    await auth.resetPassword(body.token, body.password, ctx.ip);
    return { success: true as const, message: messages.resetDone };
  });

  defineAuthedRoute(router, endpoints.userCourses, authenticate, async ({ user }) => ({
    courses: await courses.forUser(user.id),
  }));
}
