import { randomUUID } from 'node:crypto';
import type { Middleware } from 'koa';
import type { Logger } from 'pino';

const saneId = /^[\w-]{8,64}$/;

/** Gives every request an id (kept from a sane `x-request-id`), echoes it, and logs the outcome. */
export function requestId(logger: Logger): Middleware {
  return async (ctx, next) => {
    const incoming = ctx.req.headers['x-request-id'];
    const id = typeof incoming === 'string' && saneId.test(incoming) ? incoming : randomUUID();
    ctx.state.requestId = id;
    ctx.res.setHeader('X-Request-Id', id);
    // The level is read per request so a runtime change applies; when debug is off (production,
    // the benchmark) neither the clock nor the log object is paid for on the hot path.
    if (!logger.isLevelEnabled('debug')) return next();
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
