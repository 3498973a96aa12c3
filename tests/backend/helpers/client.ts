import { expect } from 'vitest';
import type { z } from 'zod';
import {
  endpoints,
  ErrorEnvelope,
  type Endpoint,
  type LoginResponse,
  type RegisterRequest,
} from '../../../backend/contract';
import type { TestApp } from './app';

export interface CallInput {
  params?: Record<string, string | number>;
  query?: Record<string, string | number | undefined>;
  body?: unknown;
  token?: string;
  headers?: Record<string, string>;
}

export type CallResult<E extends Endpoint> =
  | { ok: true; status: number; headers: Headers; data: z.infer<E['response']> }
  | { ok: false; status: number; headers: Headers; error: ErrorEnvelope };

/**
 * Calls one contract endpoint over HTTP and validates the answer against the contract: a 2xx body
 * with the endpoint's response schema, anything else with the error envelope and the endpoint's
 * declared error statuses (plus 401 for bearer calls).
 */
export async function call<E extends Endpoint>(
  app: Pick<TestApp, 'url'>,
  endpoint: E,
  input: CallInput = {},
): Promise<CallResult<E>> {
  let path = endpoint.path.replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent(String(input.params?.[name])),
  );
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(input.query ?? {}))
    if (value !== undefined) query.set(key, String(value));
  if ([...query].length > 0) path += `?${query}`;
  const headers: Record<string, string> = { ...input.headers };
  if (input.token) headers.authorization = `Bearer ${input.token}`;
  if (input.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${app.url}${path}`, {
    method: endpoint.method,
    headers,
    body: input.body === undefined ? undefined : JSON.stringify(input.body),
  });
  const json: unknown = await response.json();
  if (response.ok) {
    return {
      ok: true,
      status: response.status,
      headers: response.headers,
      data: endpoint.response.parse(json) as z.infer<E['response']>,
    };
  }
  const allowed = new Set([...endpoint.errors, ...(endpoint.auth ? [401] : []), 500]);
  expect(allowed.has(response.status), `${endpoint.name} answered undeclared ${response.status}`).toBe(true);
  return { ok: false, status: response.status, headers: response.headers, error: ErrorEnvelope.parse(json) };
}

/** Asserts success and narrows to the data. */
export function data<E extends Endpoint>(result: CallResult<E>): z.infer<E['response']> {
  if (!result.ok)
    throw new Error(`expected success, got ${result.status} ${result.error.code}: ${result.error.message}`);
  return result.data;
}

/** Asserts failure and narrows to the envelope. */
export function failure<E extends Endpoint>(
  result: CallResult<E>,
): ErrorEnvelope & { status: number; headers: Headers } {
  if (result.ok) throw new Error(`expected an error, got ${result.status}`);
  return { ...result.error, status: result.status, headers: result.headers };
}

/** The token of the newest mail to `to` whose link opens `route` (e.g. `/#/verify-email`). */
export async function tokenFromMail(
  app: TestApp,
  to: string,
  route: string,
  mentioning?: string,
): Promise<string> {
  const { mails } = data(await call(app, endpoints.listDevMail, { query: { to, limit: 200 } }));
  for (const mail of mails) {
    if (mentioning && !mail.text.includes(mentioning)) continue;
    const escaped = route.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
    const match = new RegExp(`${escaped}\\?token=([\\w-]+)`).exec(mail.text);
    if (match?.[1]) return decodeURIComponent(match[1]);
  }
  throw new Error(`no mail to ${to} with a ${route} link${mentioning ? ` about ${mentioning}` : ''}`);
}

let counter = 0;
/** A valid registration body with a unique address. */
export function registration(overrides: Partial<RegisterRequest> = {}): RegisterRequest {
  counter += 1;
  return {
    email: `student${counter}.${Date.now()}@example.com`,
    password: 'correct horse battery',
    first_name: 'נועה',
    last_name: 'לוי',
    birthdate: '2009-05-01',
    school_id: 1,
    school_year: '11',
    subject: 'מתמטיקה',
    ...overrides,
  };
}

/** Register → verify → approve (via the mailed links) → login. */
export async function activeStudent(
  app: TestApp,
  overrides: Partial<RegisterRequest> = {},
): Promise<LoginResponse & { email: string; password: string }> {
  const body = registration(overrides);
  data(await call(app, endpoints.register, { body }));
  const verify = await tokenFromMail(app, body.email, '/#/verify-email');
  data(await call(app, endpoints.verifyEmail, { body: { token: verify } }));
  const approve = await tokenFromMail(app, 'admin@havruta.example', '/#/admin/approve-user', body.email);
  data(await call(app, endpoints.approveUser, { body: { token: approve } }));
  const login = data(
    await call(app, endpoints.login, { body: { email: body.email, password: body.password } }),
  );
  return { ...login, email: body.email, password: body.password };
}

/** Polls `condition` every 20 ms until it holds or `ms` have passed; whether it held. */
export async function until(condition: () => Promise<boolean>, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await condition()) return true;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return condition();
}
