/**
 * Requests started before the screen that makes them has loaded: a screen opened directly (a reload on
 * /#/learning) asks for its first data while its code and the contract are still on the way. The screen's
 * own call, with the same method, URL, token, language and body, takes that response instead of asking
 * again, and reads and validates it as any other. Kept out of the client's index, so the entry that starts
 * such a request carries neither the contract nor zod.
 */
import { bootCallsGlobal } from './boot-calls';
import { apiBaseUrl, callHeaders, clientConfig, readAccessToken } from './config';

/** An early response nobody took within this time is dropped (the screen then asks again). */
export const EARLY_RESPONSE_TTL_MS = 10_000;

/** What makes two requests the same one. */
export interface EarlyRequest {
  method: string;
  headers: Record<string, string>;
  body: BodyInit | undefined;
}

const started = new Map<string, Promise<Response>>();

/**
 * A call the boot script started with the document, before this module ran (scripts/vite/route-preload.ts):
 * the same request a screen's call makes, under `bootCallsGlobal` on the window (the boot script starts none once that is null).
 */
export interface BootCall extends EarlyRequest {
  url: string;
  response: Promise<Response>;
}

type BootCallsHolder = { [bootCallsGlobal]?: BootCall[] | null };

/** Takes over the boot script's calls once, as if they had been started here, and closes the door to more. */
function adoptBootCalls(): void {
  const holder = globalThis as BootCallsHolder;
  const calls = holder[bootCallsGlobal];
  holder[bootCallsGlobal] = null;
  if (!calls) return;
  for (const { url, response, ...request } of calls) {
    const key = keyOf(url, request);
    if (key === undefined || started.has(key)) continue;
    response.catch(() => undefined);
    remember(key, response);
  }
}

function remember(key: string, response: Promise<Response>): void {
  started.set(key, response);
  setTimeout(() => {
    if (started.get(key) === response) started.delete(key);
  }, EARLY_RESPONSE_TTL_MS);
}

function keyOf(url: string, { method, headers, body }: EarlyRequest): string | undefined {
  if (body !== undefined && typeof body !== 'string') return undefined;
  return [method, url, headers.Authorization ?? '', headers['Accept-Language'] ?? '', body ?? ''].join('\n');
}

/**
 * Starts a JSON call with the stored token now; nothing happens without a token, or when the same request is
 * already under way. `peek` gets a copy of the response, for what can start before the screen reads it.
 */
export function fetchEarly(
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
  peek?: (response: Response) => void,
): void {
  const token = readAccessToken();
  if (!token) return;
  startEarly(
    `${apiBaseUrl()}${path}`,
    {
      method,
      headers: callHeaders('application/json', token, method !== 'GET'),
      body: method === 'GET' ? undefined : JSON.stringify(body ?? {}),
    },
    peek,
  );
}

/**
 * Starts `request` now, for a later `call()` of exactly the same request to take (see `takeEarlyResponse`);
 * nothing happens when it is already under way. With the contract loaded, `prepareRequest` gives the same
 * URL and headers as the call.
 */
export function startEarly(url: string, request: EarlyRequest, peek?: (response: Response) => void): void {
  adoptBootCalls();
  const key = keyOf(url, request);
  if (key === undefined) return;
  const under = started.get(key);
  if (under) {
    // Started by the boot script: the peek still gets its copy, before the taker reads the body.
    if (peek) remember(key, withPeek(under, peek));
    return;
  }
  const response = withPeek(clientConfig().fetch(url, request), peek);
  remember(key, response);
}

/** `response`, with `peek` given a copy made before anyone reads the body. */
function withPeek(response: Promise<Response>, peek?: (response: Response) => void): Promise<Response> {
  const peeked = peek
    ? response.then((received) => {
        peek(received.clone());
        return received;
      })
    : response;
  // A failure is the taker's to report (it gets the same rejection); untaken, it is dropped.
  peeked.catch(() => undefined);
  return peeked;
}

/** The early response of exactly this request, once (a second call fetches as usual). */
export function takeEarlyResponse(url: string, request: EarlyRequest): Promise<Response> | undefined {
  adoptBootCalls();
  const key = keyOf(url, request);
  if (key === undefined) return undefined;
  const response = started.get(key);
  if (response) started.delete(key);
  return response;
}

/** Forgets every early response (tests). */
export function clearEarlyResponses(): void {
  started.clear();
}
