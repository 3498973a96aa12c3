import type { BrowserContext, Page } from 'playwright-core';
import { demoAccountsFor } from '../../backend/src/db/seeds/demo';

/** A JSON call to the real server, with the student's Bearer token when given. */
export type BenchApi = (method: string, apiPath: string, token?: string, body?: unknown) => Promise<unknown>;

/** The seeded demo student of a test server, signed in over the API, for the browser benches. */
export interface BenchStudent {
  /** the session's tokens */
  tokens: { access: string; refresh: string };
  /** calls the server's API */
  api: BenchApi;
  /** the localStorage a signed-in browser holds: tokens, Hebrew, plus `extra` (e.g. selectedCourse) */
  storage: Record<string, string>;
  /** opens the site and writes `storage` into its localStorage (kept for later pages of the context) */
  signIn: (page: Page) => Promise<void>;
  /** writes `storage` before any page script runs, on every page of the context */
  signInContext: (context: BrowserContext) => Promise<void>;
}

/** Logs the demo student of `server` in over the real API (backend/src/db/seeds/demo.ts). */
export async function benchStudent(
  server: { base: string; dataDir: string },
  extra: Record<string, string> = {},
): Promise<BenchStudent> {
  const { base } = server;
  const api: BenchApi = async (method, apiPath, token, body) => {
    const response = await fetch(`${base}${apiPath}`, {
      method,
      headers: {
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${apiPath}: ${response.status} ${await response.text()}`);
    return response.json() as Promise<unknown>;
  };
  // The demo passwords are generated per data directory.
  const { email, password } = demoAccountsFor(server.dataDir).student;
  const session = (await api('POST', '/api/auth/login', undefined, { email, password })) as {
    access_token: string;
    refresh_token: string;
  };
  const tokens = { access: session.access_token, refresh: session.refresh_token };
  const storage = { access_token: tokens.access, refresh_token: tokens.refresh, language: 'he', ...extra };
  return {
    tokens,
    api,
    storage,
    signIn: async (page) => {
      await page.goto(`${base}/`);
      await page.evaluate((entries) => {
        for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
      }, storage);
    },
    signInContext: async (context) => {
      await context.addInitScript((entries) => {
        for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
      }, storage);
    },
  };
}
