import type { z } from 'zod';
import { ErrorEnvelope, type Endpoint } from '../../../../backend/contract';
import { storageKeys } from '../storage';

/** A failed call: HTTP status (0 for network or parse failures), a human message and a code. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: string = 'error',
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface CallInput {
  params?: Record<string, string | number>;
  query?: Record<string, string | number | undefined>;
  body?: unknown;
  signal?: AbortSignal;
}

/** Substitutes `:param` segments and appends the query string. */
export function buildUrl(path: string, input: CallInput = {}): string {
  const filled = path.replace(/:(\w+)/g, (_, name: string) => {
    const value = input.params?.[name];
    if (value === undefined) throw new ApiError(0, `Missing path parameter ${name}`, 'client_error');
    return encodeURIComponent(String(value));
  });
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(input.query ?? {})) {
    if (value !== undefined) query.set(key, String(value));
  }
  const search = query.toString();
  return search ? `${filled}?${search}` : filled;
}

/** Calls one contract endpoint and returns its parsed, typed response. */
export async function call<E extends Endpoint>(
  endpoint: E,
  input: CallInput = {},
): Promise<z.infer<E['response']>> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (endpoint.method !== 'GET') headers['Content-Type'] = 'application/json';
  if (endpoint.auth) {
    const token = localStorage.getItem(storageKeys.accessToken);
    if (token) headers.Authorization = `Bearer ${token}`;
  }
  const response = await fetch(buildUrl(endpoint.path, input), {
    method: endpoint.method,
    headers,
    body: endpoint.method === 'GET' ? undefined : JSON.stringify(input.body ?? {}),
    signal: input.signal,
  }).catch((error: unknown) => {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'Network error. Please check your connection and try again.', 'network_error');
  });

  let payload: unknown;
  try {
    payload = await response.json();
  } catch {
    throw new ApiError(response.status, 'Server returned an invalid response format.', 'invalid_json');
  }
  if (!response.ok) {
    const envelope = ErrorEnvelope.safeParse(payload);
    const message = envelope.success
      ? envelope.data.message
      : `Request failed with status ${response.status}`;
    throw new ApiError(response.status, message, envelope.success ? envelope.data.code : 'http_error');
  }
  const parsed = endpoint.response.safeParse(payload);
  if (!parsed.success) {
    throw new ApiError(
      response.status,
      `Unexpected response from ${endpoint.name}`,
      'contract_mismatch',
      parsed.error.issues,
    );
  }
  return parsed.data as z.infer<E['response']>;
}
