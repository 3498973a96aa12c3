import type { z } from 'zod';
import { ErrorEnvelope, type Endpoint } from '../../../../backend/contract';
import { apiBaseUrl, clientConfig, readAccessToken, signOutAndRedirect } from './config';
import { ApiError, clientMessages, isAbortError } from './errors';

type Field<S extends z.ZodType, K extends string> =
  Record<string, never> extends z.input<S> ? { [P in K]?: z.input<S> } : { [P in K]: z.input<S> };

/** Params, query and body of one endpoint, typed by its contract (each optional when it has none). */
export type CallInput<E extends Endpoint> = Field<E['params'], 'params'> &
  Field<E['query'], 'query'> &
  Field<E['body'], 'body'> & { signal?: AbortSignal };

type Scalar = string | number | boolean | null | undefined;

interface LooseInput {
  params?: Record<string, Scalar>;
  query?: Record<string, Scalar>;
  body?: unknown;
  signal?: AbortSignal;
}

/** Per-call rules layered on the shared ones. */
export interface CallOptions {
  /** aborts the call after this many milliseconds (progress and plans: 15 s) */
  timeoutMs?: number;
  /** another path (or absolute URL) for the same contract, e.g. the legacy /auth/progress */
  path?: string;
  /** the message of a response that is not JSON (login has its own) */
  invalidJsonMessage?: string;
  /** reshapes a lenient response before the contract parses it */
  normalize?: (payload: unknown) => unknown;
  /** a rule the raw response must meet, checked before the contract; throws its own ApiError */
  guard?: (payload: unknown, status: number) => void;
  /** a rule the input must meet, checked after the token and before the request */
  precheck?: () => void;
}

/** Substitutes `:param` segments and appends the query string. */
export function buildUrl(path: string, input: Pick<LooseInput, 'params' | 'query'> = {}): string {
  const filled = path.replace(/:(\w+)/g, (_, name: string) => {
    const value = input.params?.[name];
    if (value === undefined || value === null) {
      throw new ApiError(0, `Missing path parameter ${name}`, 'client_error');
    }
    return encodeURIComponent(String(value));
  });
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(input.query ?? {})) {
    if (value !== undefined && value !== null) query.set(key, String(value));
  }
  const search = query.toString();
  return search ? `${filled}?${search}` : filled;
}

function isAbsolute(url: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(url);
}

function toFormData(body: unknown): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries((body ?? {}) as Record<string, unknown>)) {
    if (value === undefined || value === null) continue;
    if (value instanceof Blob) {
      form.append(key, value, value instanceof File ? value.name : key);
    } else {
      form.append(key, String(value));
    }
  }
  return form;
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

/** The server's words for a failure: the envelope's message, else an `error` or `message` field, else plain text. */
function serverMessage(payload: unknown, text: string): string | undefined {
  const envelope = ErrorEnvelope.safeParse(payload);
  if (envelope.success) return envelope.data.message || envelope.data.error;
  if (payload && typeof payload === 'object') {
    const record = payload as Record<string, unknown>;
    for (const key of ['error', 'message', 'detail']) {
      if (typeof record[key] === 'string' && record[key]) return record[key];
    }
  }
  const plain = text.trim();
  return plain && !plain.startsWith('<') && plain.length <= 300 ? plain : undefined;
}

function failure(
  status: number,
  payload: unknown,
  text: string,
  json: boolean,
  options: CallOptions,
): ApiError {
  const message = serverMessage(payload, text);
  const code = ErrorEnvelope.safeParse(payload).data?.code ?? `http_${status}`;
  if (status === 405) {
    return new ApiError(
      405,
      message ? `${clientMessages.methodNotAllowed}: ${message}` : clientMessages.methodNotAllowed,
      'method_not_allowed',
    );
  }
  if (!json && options.invalidJsonMessage)
    return new ApiError(status, options.invalidJsonMessage, 'invalid_json');
  return new ApiError(status, message ?? clientMessages.requestFailed(status), code);
}

/**
 * Calls one contract endpoint and returns its parsed, typed response. Every rule of the shared client
 * lives here: base URL, Bearer token, 401 handling, timeouts, JSON and contract validation.
 */
export async function call<E extends Endpoint>(
  endpoint: E,
  input: CallInput<E>,
  options: CallOptions = {},
): Promise<z.infer<E['response']>> {
  const { params, query, body, signal } = input as LooseInput;
  const token = readAccessToken();
  if (endpoint.auth && !token) {
    signOutAndRedirect();
    throw new ApiError(401, clientMessages.notAuthenticated, 'no_token');
  }
  options.precheck?.();

  const path = buildUrl(options.path ?? endpoint.path, { params, query });
  const url = isAbsolute(path) ? path : `${apiBaseUrl()}${path}`;
  const headers: Record<string, string> = {
    Accept: endpoint.responseType === 'blob' ? '*/*' : 'application/json',
    // Not a forbidden header name: fetch sends the app's language instead of the browser's list.
    'Accept-Language': clientConfig().language(),
  };
  if (token) headers.Authorization = `Bearer ${token}`;
  let requestBody: BodyInit | undefined;
  if (endpoint.method !== 'GET') {
    if (endpoint.requestType === 'multipart') {
      requestBody = toFormData(body);
    } else {
      headers['Content-Type'] = 'application/json';
      requestBody = JSON.stringify(body ?? {});
    }
  }

  const controller = new AbortController();
  let timedOut = false;
  const onAbort = () => controller.abort(signal?.reason);
  if (signal?.aborted) onAbort();
  signal?.addEventListener('abort', onAbort, { once: true });
  const timer =
    options.timeoutMs === undefined
      ? undefined
      : setTimeout(() => {
          timedOut = true;
          controller.abort();
        }, options.timeoutMs);

  try {
    const response = await clientConfig().fetch(url, {
      method: endpoint.method,
      headers,
      body: requestBody,
      signal: controller.signal,
    });
    if (response.status === 401 && endpoint.auth) {
      const text = await response.text();
      signOutAndRedirect();
      const parsed = parseJson(text);
      const message = serverMessage(parsed.ok ? parsed.value : undefined, text);
      throw new ApiError(401, message ?? clientMessages.authRequired, 'unauthorized');
    }
    if (response.ok && endpoint.responseType === 'blob') {
      return parseWithContract(endpoint, await response.blob(), response.status);
    }
    const text = await response.text();
    const parsed = parseJson(text);
    const payload = parsed.ok ? parsed.value : undefined;
    if (!response.ok) throw failure(response.status, payload, text, parsed.ok, options);
    if (!parsed.ok) {
      throw new ApiError(
        response.status,
        options.invalidJsonMessage ?? clientMessages.invalidJson,
        'invalid_json',
      );
    }
    const shaped = options.normalize ? options.normalize(payload) : payload;
    options.guard?.(shaped, response.status);
    return parseWithContract(endpoint, shaped, response.status);
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (timedOut) throw new ApiError(0, clientMessages.timeout, 'timeout');
    if (signal?.aborted || isAbortError(error)) throw error;
    throw new ApiError(0, clientMessages.network, 'network_error');
  } finally {
    if (timer !== undefined) clearTimeout(timer);
    signal?.removeEventListener('abort', onAbort);
  }
}

function parseWithContract<E extends Endpoint>(
  endpoint: E,
  payload: unknown,
  status: number,
): z.infer<E['response']> {
  const result = endpoint.response.safeParse(payload);
  if (!result.success) {
    throw new ApiError(
      status,
      clientMessages.unexpectedResponse(endpoint.name),
      'contract_mismatch',
      result.error.issues,
    );
  }
  return result.data as z.infer<E['response']>;
}
