import { delay, http, HttpResponse, type HttpHandler, type JsonBodyType } from 'msw';
import type { z } from 'zod';
import type { Endpoint, ErrorEnvelope } from '../backend/contract';

/** Matches the endpoint on any origin, with `:param` segments as MSW params. */
export function pathPattern(endpoint: Endpoint): string {
  return `*${endpoint.path}`;
}

function method(endpoint: Endpoint) {
  const verbs = { GET: http.get, POST: http.post, PUT: http.put, PATCH: http.patch, DELETE: http.delete };
  return verbs[endpoint.method];
}

/** The error envelope of STYLE.md, as the backend sends it. */
export function errorBody(message: string, code = 'error'): ErrorEnvelope {
  return { error: message, message, code };
}

type Resolver<E extends Endpoint> = (info: {
  request: Request;
  params: Record<string, unknown>;
}) => z.infer<E['response']> | Promise<z.infer<E['response']>>;

/**
 * The scenario factories every endpoint gets: the happy path, plus empty, error, slow and
 * invalid-JSON variants. Response bodies are typed by the contract.
 */
export function scenarios<E extends Endpoint>(
  endpoint: E,
  ok: Resolver<E>,
  empty?: () => z.infer<E['response']>,
) {
  const on = method(endpoint);
  const pattern = pathPattern(endpoint);
  const respond = (resolver: Resolver<E>): HttpHandler =>
    on(pattern, async ({ request, params }) =>
      HttpResponse.json((await resolver({ request, params })) as JsonBodyType),
    );
  return {
    ok: respond(ok),
    empty: (): HttpHandler =>
      respond(() => (empty ? empty() : ok({ request: new Request('http://x'), params: {} }))),
    error: (status = 500, message = 'Internal server error', code?: string): HttpHandler =>
      on(pattern, () => HttpResponse.json(errorBody(message, code ?? `http_${status}`), { status })),
    /** Waits `ms` (default: forever, for loading states) before answering like `ok`. */
    slow: (ms: number | 'infinite' = 'infinite'): HttpHandler =>
      on(pattern, async ({ request, params }) => {
        await delay(ms);
        return HttpResponse.json((await ok({ request, params })) as JsonBodyType);
      }),
    invalidJson: (): HttpHandler =>
      on(
        pattern,
        () =>
          new HttpResponse('<html>Bad gateway</html>', {
            status: 200,
            headers: { 'Content-Type': 'text/html' },
          }),
      ),
  };
}
