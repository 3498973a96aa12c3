import { config as zodConfig, type z } from 'zod';
import { ErrorEnvelope, type Endpoint } from '../../../../backend/contract';
import { apiBaseUrl, callHeaders, clientConfig, readAccessToken, signOutAndRedirect } from './config';
import { startEarly, takeEarlyResponse } from './early-fetch';
import { ApiError, clientMessages, isAbortError } from './errors';

// The app parses each response schema a few times at most. zod's fast path is code it generates (`new Function`)
// on an object schema's first parse: that costs more than it saves here, and the first parses fall on a
// screen's first paint (in Node, the first parse of a course thread took 6.3 ms with it, 3.5 ms without).
zodConfig({ jitless: true });

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

/** Text fields first, files after: the server checks the fields (a thread's owner) before it reads a file. */
function toFormData(body: unknown): FormData {
  const form = new FormData();
  const entries = Object.entries((body ?? {}) as Record<string, unknown>).filter(
    ([, value]) => value !== undefined && value !== null,
  );
  for (const [key, value] of entries) if (!(value instanceof Blob)) form.append(key, String(value));
  for (const [key, value] of entries) {
    if (value instanceof Blob) form.append(key, value, value instanceof File ? value.name : key);
  }
  return form;
}

export function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
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

/** Seconds from a Retry-After header (a number of seconds or an HTTP date), when there is one. */
export function retryAfterSeconds(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, Math.round(seconds));
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.round((date - now) / 1000));
}

/**
 * Throws the ApiError of a failed response: a 401 (tokens removed, /#/login), or any other status with
 * the server's message and code (and Retry-After, e.g. a 503 tutor_unavailable). A success passes.
 */
export async function rejectFailed(response: Response, endpoint: Endpoint, options: CallOptions = {}) {
  if (response.status === 401 && endpoint.auth) {
    const text = await response.text();
    signOutAndRedirect();
    const parsed = parseJson(text);
    const message = serverMessage(parsed.ok ? parsed.value : undefined, text);
    throw new ApiError(401, message ?? clientMessages.authRequired, 'unauthorized');
  }
  if (response.ok) return;
  const text = await response.text();
  const parsed = parseJson(text);
  const error = failure(response.status, parsed.ok ? parsed.value : undefined, text, parsed.ok, options);
  const wait = retryAfterSeconds(response.headers.get('Retry-After'));
  throw wait === undefined
    ? error
    : new ApiError(error.status, error.message, error.code, error.details, wait);
}

/** Reads a successful JSON response and parses it with the endpoint's contract. */
export async function readJsonResponse<E extends Endpoint>(
  response: Response,
  endpoint: E,
  options: CallOptions = {},
): Promise<z.infer<E['response']>> {
  const text = await response.text();
  const parsed = parseJson(text);
  if (!parsed.ok) {
    throw new ApiError(
      response.status,
      options.invalidJsonMessage ?? clientMessages.invalidJson,
      'invalid_json',
    );
  }
  const shaped = options.normalize ? options.normalize(parsed.value) : parsed.value;
  options.guard?.(shaped, response.status);
  return parseWithContract(endpoint, shaped, response.status);
}

/** Any failure of a call as the client reports it: an ApiError, the caller's abort, or a network error. */
export function clientError(error: unknown, signal: AbortSignal | undefined, timedOut = false): unknown {
  if (error instanceof ApiError) return error;
  if (timedOut) return new ApiError(0, clientMessages.timeout, 'timeout');
  if (signal?.aborted || isAbortError(error)) return error;
  return new ApiError(0, clientMessages.network, 'network_error');
}

/** The URL, headers and body of one call; refuses a call that needs a token when there is none. */
export function prepareRequest<E extends Endpoint>(
  endpoint: E,
  input: CallInput<E>,
  options: Pick<CallOptions, 'path' | 'precheck'> & { accept?: string } = {},
): { url: string; headers: Record<string, string>; body: BodyInit | undefined } {
  // In the production build the contract's exports exist once it is built (contract-steps.ts): a call made
  // before that would otherwise fail on a property of undefined.
  if ((endpoint as Endpoint | undefined) === undefined) {
    throw new Error('The API contract is not built yet: wait for contractReady() before calling the API');
  }
  const { params, query, body } = input as LooseInput;
  const token = readAccessToken();
  if (endpoint.auth && !token) {
    signOutAndRedirect();
    throw new ApiError(401, clientMessages.notAuthenticated, 'no_token');
  }
  options.precheck?.();

  const path = buildUrl(options.path ?? endpoint.path, { params, query });
  const url = isAbsolute(path) ? path : `${apiBaseUrl()}${path}`;
  const json = endpoint.method !== 'GET' && endpoint.requestType !== 'multipart';
  const headers = callHeaders(
    options.accept ?? (endpoint.responseType === 'blob' ? '*/*' : 'application/json'),
    token,
    json,
  );
  let requestBody: BodyInit | undefined;
  if (endpoint.method !== 'GET') requestBody = json ? JSON.stringify(body ?? {}) : toFormData(body);
  return { url, headers, body: requestBody };
}

/**
 * Starts a call now, for a later `call()` of exactly the same request to take (early-fetch.ts): the screen
 * asks for what the learner is about to open while they read. Does nothing without the token a call needs.
 */
export function prefetchCall<E extends Endpoint>(endpoint: E, input: CallInput<E>): void {
  if (endpoint.auth && !readAccessToken()) return;
  const { url, headers, body } = prepareRequest(endpoint, input);
  startEarly(url, { method: endpoint.method, headers, body });
}

/** A response started earlier (early-fetch.ts), given up with the abort's reason when the call is aborted. */
function untilAborted(response: Promise<Response>, signal: AbortSignal): Promise<Response> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    response.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
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
  const { signal } = input as LooseInput;
  const { url, headers, body: requestBody } = prepareRequest(endpoint, input, options);

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
    const request = { method: endpoint.method, headers, body: requestBody };
    const early = takeEarlyResponse(url, request);
    const response = await (early
      ? untilAborted(early, controller.signal)
      : clientConfig().fetch(url, { ...request, signal: controller.signal }));
    await rejectFailed(response, endpoint, options);
    if (endpoint.responseType === 'blob') {
      return parseWithContract(endpoint, await response.blob(), response.status);
    }
    return await readJsonResponse(response, endpoint, options);
  } catch (error) {
    throw clientError(error, signal, timedOut);
  } finally {
    if (timer !== undefined) clearTimeout(timer);
    signal?.removeEventListener('abort', onAbort);
  }
}

export function parseWithContract<E extends Endpoint>(
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
