import { delay, http, HttpResponse, type HttpHandler, type JsonBodyType } from 'msw';
import type { z } from 'zod';
import type { Endpoint, ErrorEnvelope } from '../backend/contract';

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

/** The `:param` names of a contract path, in order. */
export function paramNames(path: string): string[] {
  return [...path.matchAll(/:(\w+)/g)].map((match) => match[1] ?? '');
}

/**
 * Matches the endpoint's path on any origin, and only right after the origin: a `*` prefix would
 * let `/data/courses/...` also match `/static/data/courses/...`.
 */
export function pathPattern(endpoint: Endpoint): RegExp {
  const body = endpoint.path.split(/:\w+/).map(escapeRegExp).join('([^/?#]+)');
  return new RegExp(`^[a-z][a-z0-9+.-]*://[^/]+${body}(?:[?#].*)?$`, 'i');
}

function method(endpoint: Endpoint) {
  const verbs = { GET: http.get, POST: http.post, PUT: http.put, PATCH: http.patch, DELETE: http.delete };
  return verbs[endpoint.method];
}

/** The error envelope, as the backend sends it (docs/api.md, "Error codes"). */
export function errorBody(message: string, code: ErrorEnvelope['code']): ErrorEnvelope {
  return { error: message, message, code };
}

export function errorResponse(
  status: number,
  message: string,
  code: ErrorEnvelope['code'] = `http_${status}`,
): Response {
  return HttpResponse.json(errorBody(message, code), { status });
}

export interface ResolverInfo {
  request: Request;
  /** the `:param` values of the contract path, decoded */
  params: Record<string, string>;
}

/** A happy-path resolver returns a contract-typed body, or a whole Response for a flow's own errors. */
export type Resolver<E extends Endpoint> = (
  info: ResolverInfo,
) => z.infer<E['response']> | Response | Promise<z.infer<E['response']> | Response>;

/** Server messages the scenario factories answer with (the original backend's wording where known). */
export const scenarioMessages = {
  401: 'Authentication required',
  405: 'The method is not allowed for the requested URL.',
  422: 'The request could not be processed.',
  429: 'Too many requests. Please slow down.',
  500: 'Internal server error',
} as const;

function toResponse(body: unknown, responseType: Endpoint['responseType']): Response {
  if (body instanceof Response) return body;
  if (responseType === 'blob' && body instanceof Blob) {
    return new HttpResponse(body, { headers: { 'Content-Type': body.type || 'application/octet-stream' } });
  }
  return HttpResponse.json(body as JsonBodyType);
}

/** Like the backend, the happy path refuses a request the contract rejects (400, first issue's text). */
async function validateInput(endpoint: Endpoint, info: ResolverInfo): Promise<Response | undefined> {
  const url = new URL(info.request.url);
  const checks: [string, z.ZodType, unknown][] = [
    ['params', endpoint.params, info.params],
    ['query', endpoint.query, Object.fromEntries(url.searchParams)],
  ];
  if (endpoint.method !== 'GET' && endpoint.requestType !== 'multipart') {
    checks.push(['body', endpoint.body, await readJson(info.request)]);
  }
  for (const [where, schema, value] of checks) {
    const result = schema.safeParse(value);
    const issue = result.success ? undefined : result.error.issues[0];
    if (issue) {
      const field = [where, ...issue.path.map(String)].join('.');
      return errorResponse(400, `Invalid ${field}: ${issue.message}`, 'validation_error');
    }
  }
  return undefined;
}

/**
 * The scenario factories every endpoint gets: the happy path, plus empty, the error statuses of the
 * specs' catalogues, slow/timeout, invalid JSON and a network failure. Bodies are typed by the contract.
 */
export function scenarios<E extends Endpoint>(endpoint: E, ok: Resolver<E>, empty?: Resolver<E>) {
  const on = method(endpoint);
  const pattern = pathPattern(endpoint);
  const names = paramNames(endpoint.path);
  const handle = (resolver: (info: ResolverInfo) => Promise<Response> | Response): HttpHandler =>
    on(pattern, ({ request, params }) => {
      const named: Record<string, string> = {};
      names.forEach((name, index) => {
        named[name] = decodeURIComponent(String(params[String(index)] ?? ''));
      });
      return resolver({ request, params: named });
    });
  const respond = (resolver: Resolver<E>): HttpHandler =>
    handle(async (info) => {
      const invalid = await validateInput(endpoint, info);
      return invalid ?? toResponse(await resolver(info), endpoint.responseType);
    });
  const error = (status = 500, message?: string, code?: ErrorEnvelope['code']): HttpHandler =>
    handle(() =>
      errorResponse(
        status,
        message ?? scenarioMessages[status as keyof typeof scenarioMessages] ?? `Error ${status}`,
        code,
      ),
    );
  const slow = (ms: number | 'infinite' = 'infinite'): HttpHandler =>
    handle(async (info) => {
      await delay(ms);
      return toResponse(await ok(info), endpoint.responseType);
    });
  return {
    endpoint,
    ok: respond(ok),
    /** the empty variant of the response (no items); the happy path when there is none */
    empty: (): HttpHandler => respond(empty ?? ok),
    error,
    unauthorized: (message?: string) => error(401, message ?? scenarioMessages[401], 'unauthorized'),
    /** 405 with the server's message (get_course_thread's catalogue entry); Koa's own code, `http_405` */
    methodNotAllowed: (message?: string) => error(405, message ?? scenarioMessages[405]),
    unprocessable: (message?: string) => error(422, message ?? scenarioMessages[422]),
    tooManyRequests: (message?: string): HttpHandler =>
      handle(() =>
        HttpResponse.json(errorBody(message ?? scenarioMessages[429], 'too_many_requests'), {
          status: 429,
          headers: { 'Retry-After': '2' },
        }),
      ),
    serverError: (message?: string) => error(500, message ?? scenarioMessages[500], 'internal_error'),
    /** Waits `ms` (default: forever, for loading states) before answering like `ok`. */
    slow,
    /** never answers: the client's own timeout must fire */
    timeout: (): HttpHandler => slow('infinite'),
    /** 200 with an HTML body, as a misconfigured proxy answers */
    invalidJson: (): HttpHandler =>
      handle(
        () =>
          new HttpResponse('<html>Bad gateway</html>', {
            status: 200,
            headers: { 'Content-Type': 'text/html' },
          }),
      ),
    /** the connection fails (fetch rejects) */
    networkError: (): HttpHandler => handle(() => HttpResponse.error()),
  };
}

export type Scenarios = ReturnType<typeof scenarios<Endpoint>>;

type StatusFactory =
  'unauthorized' | 'methodNotAllowed' | 'unprocessable' | 'tooManyRequests' | 'serverError';

/**
 * One domain's handlers: `ok` (every endpoint's happy path), the same scenario factories applied to
 * every endpoint of the domain, and `on.<endpoint>` for one endpoint's scenarios. Put an override
 * before `ok` in a handler list: MSW answers with the first handler that matches.
 */
export function defineDomain<M extends Record<string, Scenarios>>(on: M) {
  const all: Scenarios[] = Object.values(on);
  const every =
    (factory: StatusFactory) =>
    (message?: string): HttpHandler[] =>
      all.map((item) => item[factory](message));
  return {
    on,
    ok: all.map((item) => item.ok),
    empty: (): HttpHandler[] => all.map((item) => item.empty()),
    error: (status?: number, message?: string, code?: ErrorEnvelope['code']): HttpHandler[] =>
      all.map((item) => item.error(status, message, code)),
    unauthorized: every('unauthorized'),
    methodNotAllowed: every('methodNotAllowed'),
    unprocessable: every('unprocessable'),
    tooManyRequests: every('tooManyRequests'),
    serverError: every('serverError'),
    slow: (ms?: number | 'infinite'): HttpHandler[] => all.map((item) => item.slow(ms)),
    timeout: (): HttpHandler[] => all.map((item) => item.timeout()),
    invalidJson: (): HttpHandler[] => all.map((item) => item.invalidJson()),
    networkError: (): HttpHandler[] => all.map((item) => item.networkError()),
  };
}

/** Reads a JSON request body, or `{}` when it is missing or not JSON (the mock stays lenient). */
export async function readJson(request: Request): Promise<Record<string, unknown>> {
  try {
    const body: unknown = await request.clone().json();
    return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** The bearer token of a request, if any. */
export function bearerToken(request: Request): string | undefined {
  const header = request.headers.get('Authorization') ?? '';
  const match = /^Bearer\s+(.+)$/i.exec(header);
  return match?.[1];
}
