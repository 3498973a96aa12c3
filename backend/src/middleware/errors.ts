import type { Context } from 'koa';
import type { Logger } from 'pino';
import type { ErrorEnvelope } from '../../contract';
import { AppError } from '../errors';

function envelope(code: ErrorEnvelope['code'], message: string, details?: unknown): ErrorEnvelope {
  return details === undefined
    ? { error: message, message, code }
    : { error: message, message, code, details };
}

/** An `/api` request no route answered gets the contract's 404 envelope rather than Koa's text. */
export function answerUnrouted(ctx: Context): void {
  if (ctx.status === 404 && ctx.body === undefined && ctx.path.startsWith('/api')) {
    ctx.status = 404;
    ctx.body = envelope('not_found', `No route for ${ctx.method} ${ctx.path}`);
  }
}

/** Turns a thrown error into the contract's envelope; unknown errors become a plain 500. */
export function answerError(ctx: Context, caught: unknown, logger: Logger): void {
  if (caught instanceof AppError) {
    ctx.status = caught.status;
    ctx.set(caught.headers);
    ctx.body = envelope(caught.code, caught.message, caught.details);
    return;
  }
  // Koa's own HTTP errors (malformed JSON, body too large, 405 from allowedMethods) carry `status`.
  const status =
    typeof caught === 'object' && caught !== null && 'status' in caught ? Number(caught.status) : 500;
  // A method no route implements (TRACE, PROPFIND, …): the client's doing, not a server fault.
  if (status === 501) {
    logger.info(
      { requestId: ctx.state.requestId, method: ctx.method, path: ctx.path },
      'method not implemented',
    );
    ctx.status = 501;
    ctx.body = envelope('not_implemented', `The method ${ctx.method} is not implemented`);
    return;
  }
  const expose =
    typeof caught === 'object' && caught !== null && 'expose' in caught && caught.expose === true;
  // co-body's JSON syntax errors carry status 400 but not `expose`: answer them too, with our own text.
  if (status >= 400 && status < 500) {
    const fallback = caught instanceof SyntaxError ? 'Malformed JSON in the request body' : 'Bad request';
    const message = expose && caught instanceof Error ? caught.message : fallback;
    ctx.status = status;
    ctx.body = envelope(status === 400 ? 'bad_request' : `http_${status}`, message);
    return;
  }
  const requestId = String(ctx.state.requestId ?? '');
  logger.error({ err: caught, requestId }, 'unhandled error');
  ctx.status = 500;
  ctx.body = envelope('internal_error', 'Internal server error', { requestId });
}
