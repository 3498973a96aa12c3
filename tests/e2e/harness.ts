/**
 * What every browser journey shares: the real server (built app, Koa API, SQLite in a temp DATA_DIR),
 * Chromium, one run per language with a page-error check and a screenshot on failure, and the small
 * helpers the journeys use (checks, labels, links from the dev outbox, API calls with the user's token).
 */
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContextOptions, type Page } from 'playwright-core';
import { DevMail } from '../../backend/contract';
import { appBuildIsStale, buildApp } from '../../scripts/lib/build-app';
import { chromiumArgs, findChromium } from '../../scripts/lib/chromium';
import { startTestServer } from '../../scripts/lib/test-server';
import { a11yViolations } from './a11y';

export type Lang = 'he' | 'en';

/** The running test server: its address, and its data directory (the demo accounts' passwords). */
export interface E2eServer {
  base: string;
  dataDir: string;
}

/** One journey in one language, on a page of its own browser context. */
export type Journey = (page: Page, base: string, lang: Lang, server: E2eServer) => Promise<void>;

/** A journey run in its own browser context: a language and a screen. */
export interface JourneyRun {
  /** the run's name in the log, e.g. `he` or `phone-he` */
  name: string;
  lang: Lang;
  /** the context's screen (viewport, touch); Playwright's 1280×720 desktop window when absent */
  device?: Pick<BrowserContextOptions, 'viewport' | 'isMobile' | 'hasTouch' | 'deviceScaleFactor'>;
  journey: Journey;
}

/** A phone as the issue reports were tried on: 390×844 CSS pixels, touch, the mobile viewport meta. */
export const phone = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 1,
} as const;

export function check(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

/** A regular expression for text that starts with `text` (labels may carry a required mark). */
export function label(text: string): RegExp {
  return new RegExp(`^${escapeRegExp(text)}`);
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The step logger of a journey run (its language, or a run's name such as `phone-he`): `[e2e:he] 3 …`. */
export function stepper(run: string): (name: string) => void {
  return (name) => console.log(`[e2e:${run}] ${name}`);
}

/**
 * With `E2E_SCREENS=<dir>` set, saves the page as `<dir>/<name>-<lang>.jpg` (the screenshots in
 * docs/screens.md come from the journeys this way); otherwise does nothing.
 */
export async function shoot(page: Page, lang: Lang, name: string): Promise<void> {
  const dir = process.env.E2E_SCREENS;
  if (!dir) return;
  // Let transitions and lazy chunks settle so the picture shows the state the step checked.
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
  await page.screenshot({
    path: path.join(dir, `${name}-${lang}.jpg`),
    type: 'jpeg',
    quality: 80,
    fullPage: true,
    animations: 'disabled',
  });
}

/** The first `/#/<route>?token=` link in the dev outbox (for `to`, or anyone) that mentions `mention`. */
export async function mailLink(
  base: string,
  to: string | undefined,
  route: string,
  mention: string,
): Promise<string> {
  const pattern = new RegExp(`https?://[^\\s"<>]+/#/${route}\\?token=[^\\s"<>]+`);
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const query = to ? `?to=${encodeURIComponent(to)}` : '';
    const response = await fetch(`${base}/api/dev/mail${query}`);
    check(response.ok, `GET /api/dev/mail answered ${response.status}`);
    const { mails } = (await response.json()) as { mails: unknown[] };
    for (const raw of mails) {
      const mail = DevMail.parse(raw);
      const link = pattern.exec(mail.text)?.[0];
      if (link && mail.text.includes(mention)) return link;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no mail with a /#/${route} link mentioning ${mention}`);
}

/** Calls the API as the page's signed-in user (its access_token) and returns the parsed JSON. */
export async function apiAs(
  page: Page,
  base: string,
  method: 'GET' | 'POST',
  apiPath: string,
  body?: unknown,
): Promise<unknown> {
  const token = await page.evaluate(() => localStorage.getItem('access_token'));
  check(token, 'no access_token in the page');
  const response = await fetch(`${base}${apiPath}`, {
    method,
    headers: {
      Authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  check(response.ok, `${method} ${apiPath} answered ${response.status}: ${text.slice(0, 200)}`);
  return JSON.parse(text) as unknown;
}

/**
 * Builds the app when stale, starts the real server on a fresh SQLite database, and runs each of `runs` in
 * Chromium, one after the other, each in a fresh browser context. A run fails on its first failed step, on
 * a page error, and on any serious or critical accessibility violation its `checkA11y` calls found
 * (tests/e2e/a11y.ts). Exits 0 when every run passes, 1 otherwise.
 */
export async function runJourneys(name: string, runs: readonly JourneyRun[]): Promise<never> {
  const root = process.cwd();
  if (appBuildIsStale(root)) {
    console.log(`[${name}] building the app…`);
    await buildApp(root);
  }
  const server = await startTestServer();
  const { base } = server;
  const executable = await findChromium();
  const browser = await chromium.launch({
    executablePath: executable.path,
    args: chromiumArgs,
    headless: true,
  });
  let failed = false;
  try {
    for (const run of runs) {
      const { lang } = run;
      const tag = `${name}:${run.name}`;
      const started = performance.now();
      const context = await browser.newContext({
        locale: lang === 'he' ? 'he-IL' : 'en-US',
        ...run.device,
      });
      await context.addInitScript((language) => localStorage.setItem('language', language), lang);
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      try {
        await run.journey(page, base, lang, server);
        check(errors.length === 0, `page errors: ${errors.join('; ')}`);
        const violations = a11yViolations(page);
        check(
          violations.length === 0,
          `${violations.length} serious or critical accessibility violations:\n  ${violations.join('\n  ')}`,
        );
        console.log(`[${tag}] ✓ passed in ${((performance.now() - started) / 1000).toFixed(1)} s`);
      } catch (error) {
        failed = true;
        const shot = path.join(tmpdir(), `havruta-${name}-${run.name}.png`);
        await page.screenshot({ path: shot, fullPage: true }).catch(() => undefined);
        console.error(
          `[${tag}] ✗ ${error instanceof Error ? error.message : String(error)} (screenshot ${shot})`,
        );
        const violations = a11yViolations(page);
        if (violations.length > 0)
          console.error(`[${tag}] and, before it, accessibility violations:\n  ${violations.join('\n  ')}`);
      } finally {
        await context.close();
      }
    }
  } finally {
    await browser.close();
    await server.close();
  }
  process.exit(failed ? 1 : 0);
}
