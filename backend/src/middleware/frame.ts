import type { Middleware } from 'koa';
import type { Logger } from 'pino';
import type { Metrics } from '../metrics';
import { answerError, answerUnrouted } from './errors';
import { requestIdOf } from './request-id';
import { applySecurityHeaders } from './security-headers';

/**
 * What every response gets, in one middleware rather than a stack of them (each Koa layer costs a
 * closure and a promise on every request): a request id, echoed; the node that answered
 * (`X-Served-By`); the security headers; the contract's error envelope for anything thrown below;
 * and, at log level info, one log line.
 *
 * A handler that writes its response itself (`sendJson` in routes/define.ts) sends the id and the
 * security headers in that one write; for everything Koa sends, they are added here, after the
 * handlers ran and before Koa writes the head. So any handler that sends headers early (a stream
 * with `ctx.respond = false`, `res.flushHeaders()`) must add them itself, as `sendJson` does.
 */
export function frame(logger: Logger, node: string, metrics: Metrics): Middleware {
  return async (ctx, next) => {
    const id = requestIdOf(ctx.req);
    ctx.state.requestId = id;
    // Set before any handler runs: a handler's own writeHead (sendJson, a stream) keeps it.
    ctx.res.setHeader('X-Served-By', node);
    const started = performance.now();
    try {
      await next();
      answerUnrouted(ctx);
    } catch (caught) {
      answerError(ctx, caught, logger);
    }
    const { res } = ctx;
    if (!res.headersSent) {
      res.setHeader('X-Request-Id', id);
      applySecurityHeaders(res, ctx.securityHeaders);
      // API answers (errors included) may carry tokens or personal data: never stored by a cache.
      if (ctx.path.startsWith('/api')) res.setHeader('Cache-Control', 'no-store');
    }
    const seconds = (performance.now() - started) / 1000;
    // The matched pattern, never the raw path: one series per route, whatever ids the paths carry.
    const route =
      (ctx as { _matchedRoute?: string })._matchedRoute ??
      (ctx.path.startsWith('/api') ? 'unmatched' : 'static');
    metrics.request(ctx.method, route, ctx.status, seconds);
    // The level is read per request so a runtime change applies; when info is off (the tests, a
    // benchmark at LOG_LEVEL=warn) the log object is not built.
    if (logger.isLevelEnabled('info')) {
      logger.info(
        {
          requestId: id,
          method: ctx.method,
          path: ctx.path,
          status: ctx.status,
          ms: Math.round(seconds * 1000),
        },
        'request',
      );
    }
  };
}
