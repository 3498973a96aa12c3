/**
 * Requests started before the screen that makes them has loaded: a screen opened directly (a reload on
 * /#/learning) asks for its data while its code is still on the way. The screen's own call, with the same
 * method, URL, token, language and body, takes the response instead of asking again; it then reads and
 * validates it as any response. Kept out of the client's index, so the landing entry carries no contract.
 */
import { apiBaseUrl, clientConfig, readAccessToken } from './config';

/** An early response nobody took within this time is dropped (the screen asks again). */
export const EARLY_RESPONSE_TTL_MS = 10_000;

const started = new Map<string, Promise<Response>>();

interface RequestShape {
  method: string;
  headers: Record<string, string>;
  body: BodyInit | undefined;
}

function keyOf(url: string, { method, headers, body }: RequestShape): string | undefined {
  if (body !== undefined && typeof body !== 'string') return undefined;
  return [method, url, headers.Authorization ?? '', headers['Accept-Language'] ?? '', body ?? ''].join('\n');
}

/** Starts a JSON call with the stored token now; nothing happens without a token. */
export function fetchEarly(method: 'GET' | 'POST', path: string, body?: unknown): void {
  const token = readAccessToken();
  if (!token) return;
  const url = `${apiBaseUrl()}${path}`;
  const request: RequestShape = {
    method,
    headers: {
      Accept: 'application/json',
      'Accept-Language': clientConfig().language(),
      Authorization: `Bearer ${token}`,
      ...(method === 'GET' ? {} : { 'Content-Type': 'application/json' }),
    },
    body: method === 'GET' ? undefined : JSON.stringify(body ?? {}),
  };
  const key = keyOf(url, request);
  if (key === undefined || started.has(key)) return;
  const response = clientConfig().fetch(url, request);
  // A failure is the taker's to report (it gets the same rejection); untaken, it is dropped.
  response.catch(() => undefined);
  started.set(key, response);
  setTimeout(() => {
    if (started.get(key) === response) started.delete(key);
  }, EARLY_RESPONSE_TTL_MS);
}

/** The early response of exactly this request, once (later calls fetch as usual). */
export function takeEarlyResponse(url: string, request: RequestShape): Promise<Response> | undefined {
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
