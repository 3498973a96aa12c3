import type { Router, RouterContext } from '@koa/router';
import { z } from 'zod';
import { defineEndpoint, type Endpoint, type User } from '../../contract';
import { ValidationError } from '../errors';

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
  mount(router, endpoint, handler, options);
}

/** The user behind the request's bearer token, or a thrown 401. */
export type Authenticate = (authorization: string | undefined) => Promise<User>;

/**
 * Mounts a contract endpoint with `auth: true`: the bearer token is checked first (401 before any
 * 400), and the handler receives the signed-in user.
 */
export function defineAuthedRoute<E extends Endpoint>(
  router: Router,
  endpoint: E,
  authenticate: Authenticate,
  handler: (input: Input<E> & { user: User }) => Promise<z.infer<E['response']>>,
  options: { status?: number } = {},
): void {
  if (!endpoint.auth) throw new Error(`${endpoint.name} is public: mount it with defineRoute`);
  mount(
    router,
    endpoint,
    async (input) => handler({ ...input, user: input.ctx.state.user as User }),
    options,
    async (ctx) => {
      ctx.state.user = await authenticate(ctx.get('authorization') || undefined);
    },
  );
}

function mount<E extends Endpoint>(
  router: Router,
  endpoint: E,
  handler: (input: Input<E>) => Promise<z.infer<E['response']>>,
  options: { status?: number },
  before?: (ctx: RouterContext) => Promise<void>,
): void {
  const path = endpoint.path.replace(/^\/api/, '');
  const method = endpoint.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
  router[method](endpoint.name, path, async (ctx) => {
    if (before) await before(ctx);
    const params = parse<E['params']>(endpoint.params, ctx.params, 'params');
    const query = parse<E['query']>(endpoint.query, ctx.query, 'query');
    const rawBody: unknown = (ctx.request as { body?: unknown }).body;
    const body = parse<E['body']>(endpoint.body, endpoint.method === 'GET' ? {} : (rawBody ?? {}), 'body');
    ctx.body = await handler({ params, query, body, ctx });
    if (options.status) ctx.status = options.status;
  });
}
