/**
 * A Server-Sent Events response written straight to the node response (`ctx.respond = false`). The
 * head goes out on the first event, with the security headers and the request id that `frame` adds
 * only to responses Koa sends (docs/backend.md, "Request path"). A comment line every 15 s keeps
 * proxies from closing a stream that waits for a slow first token.
 */
import type { RouterContext } from '@koa/router';
import type { ChatStreamEvent, ErrorEnvelope } from '../../contract';
import { AppError } from '../errors';
import type { Logger } from '../logger';
import { securityHeaderList } from '../middleware/security-headers';

const heartbeatMs = 15_000;

export function wantsEventStream(ctx: RouterContext): boolean {
  return /\btext\/event-stream\b/i.test(ctx.get('accept'));
}

/** An AbortSignal that fires when the client goes away before the response is complete. */
export function clientGone(ctx: RouterContext): AbortSignal {
  const controller = new AbortController();
  ctx.res.once('close', () => {
    if (!ctx.res.writableFinished) controller.abort(new Error('client closed the connection'));
  });
  return controller.signal;
}

/** The envelope of an error, as the error middleware would send it (no stack, no path). */
export function envelopeOf(error: unknown, requestId: string, logger: Logger): ErrorEnvelope {
  if (error instanceof AppError) {
    return error.details === undefined
      ? { error: error.message, message: error.message, code: error.code }
      : { error: error.message, message: error.message, code: error.code, details: error.details };
  }
  logger.error({ err: error, requestId }, 'unhandled error in an event stream');
  return {
    error: 'Internal server error',
    message: 'Internal server error',
    code: 'internal_error',
    details: { requestId },
  };
}

/**
 * An event stream of `ctx`. While open it is known to the node's drain (services/drain.ts): past the drain
 * deadline it gets an `error` event `server_restarting` and `stopped` fires, so the route stops its work.
 */
export function eventStream(ctx: RouterContext) {
  let started = false;
  let heartbeat: NodeJS.Timeout | undefined;
  const { res } = ctx;
  const stop = new AbortController();
  const write = (event: ChatStreamEvent, id?: string) => {
    const line = id === undefined ? '' : `id: ${id}\n`;
    if (!res.writableEnded)
      res.write(`${line}event: ${event.event}\ndata: ${JSON.stringify(event.data)}\n\n`);
  };
  const start = () => {
    if (started) return;
    started = true;
    ctx.respond = false;
    res.writeHead(200, [
      ...securityHeaderList,
      'X-Request-Id',
      String(ctx.state.requestId),
      'Content-Type',
      'text/event-stream; charset=utf-8',
      'Cache-Control',
      'no-cache, no-transform',
      'X-Accel-Buffering',
      'no',
    ]);
    res.flushHeaders();
    heartbeat = setInterval(() => {
      if (!res.writableEnded) res.write(': keep-alive\n\n');
    }, heartbeatMs);
    ctx.metrics?.streams(1);
    const forget = ctx.drain?.open((envelope) => {
      write({ event: 'error', data: envelope });
      stop.abort(new Error('the node is shutting down'));
    });
    res.once('close', () => {
      clearInterval(heartbeat);
      ctx.metrics?.streams(-1);
      forget?.();
    });
  };
  return {
    /** Opens the stream (status 200 and the head) without an event yet. */
    start,
    get started() {
      return started;
    },
    /** fires when the node's drain ended the stream (its `error` event is sent already) */
    stopped: stop.signal,
    /** writes `event`; with `id`, an `id:` line a reconnect sends back as `Last-Event-ID` */
    send(event: ChatStreamEvent, id?: string): void {
      start();
      if (!stop.signal.aborted) write(event, id);
    },
    end(): void {
      clearInterval(heartbeat);
      if (started && !res.writableEnded) res.end();
    },
  };
}
