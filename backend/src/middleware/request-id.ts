import { randomUUID } from 'node:crypto';
import type { Middleware } from 'koa';
import type { Logger } from 'pino';

/** Gives every request an id (kept from a sane `x-request-id`), echoes it, and logs the outcome. */
export function requestId(logger: Logger): Middleware {
  return async (ctx, next) => {
    const incoming = ctx.get('x-request-id');
    const id = /^[\w-]{8,64}$/.test(incoming) ? incoming : randomUUID();
    ctx.state.requestId = id;
    ctx.set('X-Request-Id', id);
    const started = performance.now();
    try {
      await next();
    } finally {
      logger.debug(
        {
          requestId: id,
          method: ctx.method,
          path: ctx.path,
          status: ctx.status,
          ms: Math.round(performance.now() - started),
        },
        'request',
      );
    }
  };
}
