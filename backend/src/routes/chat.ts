import type { Router } from '@koa/router';
import { endpoints, type BotReply } from '../../contract';
import type { Logger } from '../logger';
import { requestLanguage } from '../tutor';
import type { ChatService, SendInput } from '../services/chat';
import type { ChatMediaService } from '../services/chat-media';
import type { learningPlanService } from '../services/learning-plan';
import type { TimeoutService } from '../services/timeout';
import { defineAuthedRoute, type Authenticate } from './define';
import { clientGone, envelopeOf, eventStream, wantsEventStream } from './event-stream';

export function chatRoutes(
  router: Router,
  authenticate: Authenticate,
  services: {
    chats: ChatService;
    /** a message's picture: the caller's own upload only */
    media: Pick<ChatMediaService, 'picture'>;
    timeout: TimeoutService;
    plans: ReturnType<typeof learningPlanService>;
    logger: Logger;
  },
): void {
  const { chats, media, timeout, plans, logger } = services;

  defineAuthedRoute(router, endpoints.getUserThreads, authenticate, async ({ user }) => ({
    threads: await chats.listThreads(user),
  }));

  // Texts the server writes with no student message to follow are in the request's Accept-Language.
  defineAuthedRoute(router, endpoints.getCourseThread, authenticate, async ({ user, body, ctx }) =>
    chats.courseThread(user, body, requestLanguage(ctx.req.headers)),
  );

  defineAuthedRoute(router, endpoints.createThread, authenticate, async ({ user, body, ctx }) =>
    chats.createThread(user, body, requestLanguage(ctx.req.headers)),
  );

  defineAuthedRoute(router, endpoints.createTestThread, authenticate, async ({ user, body }) =>
    chats.createTestThread(user, body),
  );

  /**
   * JSON, or with `Accept: text/event-stream` Server-Sent Events: the same turn either way. Before
   * the message is accepted an error is an ordinary HTTP answer; after, it is an `error` event.
   */
  defineAuthedRoute(router, endpoints.chat, authenticate, async ({ user, body, ctx }): Promise<BotReply> => {
    const picture = body.image_url
      ? (await media.picture(user.id, body.image_url, body.message, 'body.image_url')).input
      : { text: body.message };
    const input: SendInput = {
      threadId: body.thread_id,
      courseId: body.course_id,
      ...picture,
      ...(body.client_message_id ? { clientMessageId: body.client_message_id } : {}),
      lessonMode: body.lesson_mode === true,
      ...(body.lesson_id ? { lessonId: body.lesson_id } : {}),
      testMode: body.test_mode === true,
      ...(body.test_id ? { testId: body.test_id } : {}),
      ...(body.test_stop === true ? { testStop: true } : {}),
      skipDbLog: body.skip_db_log === true,
    };
    const signal = clientGone(ctx);
    if (!wantsEventStream(ctx)) return (await chats.send(user, input, { signal })).reply;

    const stream = eventStream(ctx);
    const resumeFrom = ctx.get('last-event-id');
    try {
      const { reply } = await chats.send(user, input, {
        ...(resumeFrom ? { resumeFrom } : {}),
        signal: AbortSignal.any([signal, stream.stopped]),
        onAccepted: stream.start,
        onDelta: (text, id) => stream.send({ event: 'delta', data: { text } }, id),
      });
      stream.send({ event: 'reply', data: reply });
      return reply;
    } catch (error) {
      if (!stream.started) throw error;
      if (!signal.aborted && !stream.stopped.aborted) {
        stream.send({ event: 'error', data: envelopeOf(error, String(ctx.state.requestId), logger) });
      }
      return { bot: '', thread_id: body.thread_id };
    } finally {
      stream.end();
    }
  });

  defineAuthedRoute(router, endpoints.saveFeedback, authenticate, async ({ user, body }) => {
    await chats.feedback(user, body);
    return { success: true as const };
  });

  defineAuthedRoute(router, endpoints.generateTimeoutSummary, authenticate, async ({ user, body, ctx }) => ({
    summary: await timeout.summary(user, body, requestLanguage(ctx.req.headers), clientGone(ctx)),
  }));

  defineAuthedRoute(router, endpoints.injectSummary, authenticate, async ({ user, body, ctx }) => ({
    success: true as const,
    injected_threads: await timeout.inject(user, body, requestLanguage(ctx.req.headers)),
  }));

  defineAuthedRoute(router, endpoints.generatePlan, authenticate, async ({ user, body, ctx }) => ({
    success: true as const,
    learning_plan: await plans.generate(user, body, requestLanguage(ctx.req.headers), clientGone(ctx)),
  }));
}
