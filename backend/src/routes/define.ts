import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { bodyParser } from '@koa/bodyparser';
import type { Router, RouterContext } from '@koa/router';
import { z } from 'zod';
import { defineEndpoint, wellFormed, type Endpoint, type User } from '../../contract';
import { AppError, ValidationError } from '../errors';
import { securityHeaderList } from '../middleware/security-headers';
import { drainBytesFor, drainRefusedBody, readMultipart, type MultipartLimits } from './multipart';
import type { IncomingFile } from '../services/incoming-file';
import { jsonText } from './prepared';

type Input<E extends Endpoint> = {
  params: z.infer<E['params']>;
  query: z.infer<E['query']>;
  body: z.infer<E['body']>;
  ctx: RouterContext;
};

/** The contract's `none` (the strict empty object an endpoint gets when it states no params, query or body). */
const none = defineEndpoint({
  name: 'none',
  method: 'GET',
  path: '/api',
  auth: false,
  summary: '',
  response: z.unknown(),
}).params;

/** True for a non-array object with no enumerable keys, own or inherited: what `none` accepts as is. */
function isEmptyObject(value: unknown): boolean {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  // for…in, like zod's strict check, so an inherited enumerable key counts too.
  for (const _key in value) return false;
  return true;
}

function parse<S extends z.ZodType>(schema: S, value: unknown, where: string): z.infer<S> {
  // Most calls have no params, no query and (GET) no body: `none` turns an empty object into `{}`,
  // so that answer is given without running zod. Anything else, an unexpected key included, still
  // goes through the schema and is rejected as before.
  if ((schema as z.ZodType) === none && isEmptyObject(value)) return {} as z.infer<S>;
  const result = schema.safeParse(value);
  if (!result.success) {
    const fields = result.error.issues.map((issue) => ({
      field: [where, ...issue.path.map(String)].join('.'),
      message: issue.message,
    }));
    throw new ValidationError(
      fields[0] ? `Invalid ${fields[0].field}: ${fields[0].message}` : 'Invalid request',
      { fields },
    );
  }
  return result.data as z.infer<S>;
}

/**
 * Mounts one contract endpoint: params, query and body are parsed with the contract before the
 * handler runs, and the handler must return the contract's response type.
 */
export function defineRoute<E extends Endpoint>(
  router: Router,
  endpoint: E,
  handler: (input: Input<E>) => Promise<z.infer<E['response']>>,
  options: { status?: number } = {},
): void {
  if (endpoint.auth)
    throw new Error(`${endpoint.name} needs a bearer token: mount it with defineAuthedRoute`);
  mount(router, endpoint, handler, options, () => undefined);
}

/**
 * The user behind the request's `Authorization` header, or a thrown 401. A user this node knows
 * already comes back synchronously; otherwise the answer is a promise.
 */
export type Authenticate = (authorization: string | undefined) => User | Promise<User>;

/**
 * Mounts a contract endpoint with `auth: true`: the bearer token is checked first (401 before any
 * 400, and before the body is read), and the handler receives the signed-in user.
 */
export function defineAuthedRoute<E extends Endpoint>(
  router: Router,
  endpoint: E,
  authenticate: Authenticate,
  handler: (input: Input<E> & { user: User }) => Promise<z.infer<E['response']>>,
  options: { status?: number } = {},
): void {
  if (!endpoint.auth) throw new Error(`${endpoint.name} is public: mount it with defineRoute`);
  mount(router, endpoint, handler, options, (ctx) => authenticate(ctx.req.headers.authorization));
}

/** The text fields of a multipart endpoint: its contract body without the file. */
type FormFields<E extends Endpoint> = Omit<z.infer<E['body']>, 'file'>;

/**
 * Reads the request's form: `onFile` gets the file as a stream while it arrives (and decides where it
 * goes); the text fields are parsed with the contract's body once the whole form is read.
 */
export type ReadForm<E extends Endpoint> = <T>(
  onFile: (file: IncomingFile) => Promise<T>,
) => Promise<{ fields: FormFields<E>; file: T }>;

/**
 * Mounts a contract endpoint with `requestType: 'multipart'` and `auth: true`. The bearer token is
 * checked before a byte of the body is read; the handler then reads the form through `form`, which
 * streams the file (up to `limits.fileBytes`, else 413) instead of buffering it.
 */
export function defineAuthedMultipartRoute<E extends Endpoint>(
  router: Router,
  endpoint: E,
  authenticate: Authenticate,
  limits: MultipartLimits,
  handler: (
    input: Omit<Input<E>, 'body'> & { user: User; form: ReadForm<E> },
  ) => Promise<z.infer<E['response']>>,
): void {
  if (endpoint.requestType !== 'multipart') throw new Error(`${endpoint.name} does not take multipart`);
  // The contract's body carries the `wellFormed` refinement, which zod's `omit` refuses: rebuild the
  // object from its shape without `file`, and give the form fields the same refinement.
  const fieldsSchema =
    endpoint.body instanceof z.ZodObject && 'file' in endpoint.body.shape
      ? wellFormed(z.object(endpoint.body.shape).omit({ file: true }))
      : endpoint.body;
  if (!endpoint.auth) throw new Error(`${endpoint.name} is public: mount it with defineRoute`);
  // A refusal before the body's end (401, 429, a wrong type, too large) waits for the client to finish
  // sending (routes/multipart.ts), so it reads the answer instead of a reset connection.
  const refused = async (ctx: RouterContext, error: unknown): Promise<never> => {
    await drainRefusedBody(ctx, drainBytesFor(limits));
    throw error;
  };
  mount<E, User>(
    router,
    endpoint,
    ({ body: _none, ...input }) =>
      handler({
        ...input,
        form: async (onFile) => {
          const { fields, file } = await readMultipart(input.ctx, limits, onFile);
          if (file === undefined) {
            throw new ValidationError(`No file provided (multipart field "${limits.fileField}")`, {
              fields: [{ field: `body.${limits.fileField}`, message: 'Required' }],
            });
          }
          return { fields: parse(fieldsSchema, fields, 'body') as FormFields<E>, file };
        },
      }).catch((error: unknown) => refused(input.ctx, error)),
    {},
    async (ctx) => {
      try {
        return await authenticate(ctx.req.headers.authorization);
      } catch (error) {
        return refused(ctx, error);
      }
    },
  );
}

/** What a file route answers: status, headers (type, length, disposition, caching), and the bytes. */
export interface FileAnswer {
  status: number;
  headers: Record<string, string>;
  /** null for HEAD, 304 and 416 */
  body: Readable | null;
}

/**
 * Mounts a contract endpoint with `responseType: 'blob'` and `auth: true`: the handler answers a
 * stream, which goes out with the request id and security headers (its own headers win, so a file
 * can carry a stricter Content-Security-Policy).
 */
export function defineAuthedFileRoute<E extends Endpoint>(
  router: Router,
  endpoint: E,
  authenticate: Authenticate,
  handler: (input: Input<E> & { user: User }) => Promise<FileAnswer>,
): void {
  if (endpoint.responseType !== 'blob') throw new Error(`${endpoint.name} does not answer a file`);
  mount(router, endpoint, handler, {}, (ctx) => authenticate(ctx.req.headers.authorization), sendFile);
}

/** Writes a file answer; a client that goes away mid-file only ends the stream. */
export async function sendFile(ctx: RouterContext, _status: number, answer: FileAnswer): Promise<void> {
  ctx.respond = false;
  const headers: Record<string, string> = {};
  for (let i = 0; i < securityHeaderList.length; i += 2)
    headers[securityHeaderList[i] as string] = securityHeaderList[i + 1] as string;
  Object.assign(headers, answer.headers, { 'X-Request-Id': String(ctx.state.requestId) });
  ctx.res.writeHead(answer.status, headers);
  if (!answer.body || ctx.method === 'HEAD') {
    answer.body?.destroy();
    ctx.res.end();
    return;
  }
  await pipeline(answer.body, ctx.res).catch(() => undefined);
}

/** JSON bodies only, up to 1 MB; run only by the routes whose endpoint takes a body. */
const jsonBodyParser = bodyParser({ jsonLimit: '1mb', enableTypes: ['json'], encoding: 'utf-8' });
const afterBody = async (): Promise<void> => {};

/**
 * Reads the JSON body. The parser's HTTP errors (413, 415 for an unknown Content-Encoding, 400 for
 * malformed JSON) pass as they are; anything else it throws comes from a body that does not decode
 * (gzip, deflate or br that is not), which is the client's fault: 400, not 500.
 */
async function parseJsonBody(ctx: RouterContext): Promise<void> {
  try {
    await jsonBodyParser(ctx, afterBody);
  } catch (error) {
    const status =
      typeof error === 'object' && error !== null && 'status' in error ? Number(error.status) : 0;
    if (status >= 400 && status < 500) throw error;
    throw new AppError(400, 'bad_request', 'The request body could not be decoded');
  }
}

const jsonType = 'application/json; charset=utf-8';

/**
 * Writes a contract response straight to the node response, with every header in one `writeHead`.
 * Koa's own `respond` (body setter, type lookup, length, status bookkeeping) is skipped with
 * `ctx.respond = false`, as Koa documents for handlers that write the response themselves. The
 * request id, the security headers and `Cache-Control: no-store`, which `frame` adds to what Koa
 * sends, are written here.
 */
function sendJson(ctx: RouterContext, status: number, value: unknown): void {
  const text = jsonText(value);
  ctx.respond = false;
  ctx.res.writeHead(status, [
    ...(ctx.securityHeaders ?? securityHeaderList),
    // API answers may carry tokens or personal data: never stored by a cache.
    'Cache-Control',
    'no-store',
    'X-Request-Id',
    String(ctx.state.requestId),
    'Content-Type',
    jsonType,
    'Content-Length',
    String(Buffer.byteLength(text)),
  ]);
  ctx.res.end(text);
}

/**
 * The one Koa handler behind every endpoint. It is written for the hot path, because every API
 * call runs it: a known user is identified without a promise, an empty query is not parsed, and
 * the answer goes out in one write.
 */
function mount<E extends Endpoint, U extends User | undefined, R = z.infer<E['response']>>(
  router: Router,
  endpoint: E,
  handler: (input: Input<E> & { user: U }) => Promise<R>,
  options: { status?: number },
  identify: (ctx: RouterContext) => U | Promise<U>,
  send: (ctx: RouterContext, status: number, value: R) => void | Promise<void> = sendJson,
): void {
  const path = endpoint.path.replace(/^\/api/, '');
  const method = endpoint.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
  const status = options.status ?? 200;
  // A multipart body is the handler's to read (routes/multipart.ts), as a stream.
  const multipart = endpoint.requestType === 'multipart';
  const takesBody = endpoint.method !== 'GET' && !multipart;
  const takesQuery = (endpoint.query as z.ZodType) !== none;
  router[method](endpoint.name, path, async (ctx) => {
    const identified = identify(ctx);
    const user = identified instanceof Promise ? await identified : identified;
    if (takesBody) await parseJsonBody(ctx);
    const params = parse<E['params']>(endpoint.params, ctx.params, 'params');
    // A call without a query string and an endpoint without query fields: nothing to parse.
    const query = parse<E['query']>(
      endpoint.query,
      takesQuery || ctx.querystring !== '' ? ctx.query : {},
      'query',
    );
    const rawBody: unknown = (ctx.request as { body?: unknown }).body;
    const body = multipart
      ? (undefined as z.infer<E['body']>)
      : parse<E['body']>(endpoint.body, takesBody ? (rawBody ?? {}) : {}, 'body');
    const answer = await handler({ params, query, body, ctx, user });
    // A handler that wrote the response itself (a Server-Sent Events stream) has set respond = false.
    if (ctx.respond !== false) await send(ctx, status, answer);
  });
}
