/**
 * The lesson list on open: `npx tsx tests/bench/lesson-list.ts [runs=5] [appDir]`.
 *
 * Builds the app as `npm start` does (or takes an already built `appDir`), serves it with the real server
 * (course data compressed, as in production), the seeded demo student signed in with the math course, and
 * opens /#/learning in Hebrew at 390×844 in a fresh browser context per run. Once the chat is ready it clicks
 * the toolbar's Lessons button and records, in the page, the time from that click to the animation frame
 * after the first lesson card is in the document, and every request for a file under lessons/ with its
 * status, and when (from the click) the first lesson file was asked for and the last one was in. Each run is made with and without `lessons/index.json` (the index answered 404, so the app falls
 * back to lesson_1, lesson_2, … as it did before the index), unthrottled and with the CPU throttled 4×
 * (Lighthouse's mobile factor; the network is not throttled). Prints each run and the medians.
 * Prints figures; asserts nothing.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { chromium as playwright, type Browser } from 'playwright-core';
import catalogue from '../../content/courses/courses.json';
import heLearning from '../../content/locales/he/learning.json';
import { benchStudent, type BenchStudent } from '../../scripts/lib/bench-student';
import { buildApp } from '../../scripts/lib/build-app';
import { chromiumArgs, findChromium } from '../../scripts/lib/chromium';
import { median } from '../../scripts/lib/lighthouse';
import { startTestServer } from '../../scripts/lib/test-server';

const runs = Number(process.argv[2] ?? 5);
const given = process.argv[3];
const built = given ? undefined : mkdtempSync(path.join(tmpdir(), 'havruta-bench-lessons-'));
const appDir = given ? path.resolve(given) : (built ?? '');

interface Run {
  ms: number;
  /** from the click: the first lesson file requested, and its answer complete */
  requested: number;
  arrived: number;
  requests: string[];
}

/** Runs in the page: stamps the click and the frame after the first lesson card appears. */
const probe = `(() => {
  window.__lessons = { clicked: null, shown: null };
  document.addEventListener('click', () => { window.__lessons.clicked ??= performance.now(); }, true);
  new MutationObserver((_, observer) => {
    if (window.__lessons.clicked === null || !document.querySelector('.hv-lessons__card-title')) return;
    observer.disconnect();
    requestAnimationFrame(() => { window.__lessons.shown = performance.now(); });
  }).observe(document, { subtree: true, childList: true });
})()`;

async function once(
  browser: Browser,
  student: BenchStudent,
  base: string,
  options: { index: boolean; throttle: number },
): Promise<Run> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'he-IL' });
  try {
    await student.signInContext(context);
    const page = await context.newPage();
    const requests: string[] = [];
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.pathname.includes('/lessons/') && url.pathname.endsWith('.json'))
        requests.push(`${url.pathname.split('/').pop()} ${response.status()}`);
    });
    if (!options.index)
      await page.route('**/lessons/index.json', (route) => route.fulfill({ status: 404, body: 'Not found' }));
    await page.goto(`${base}/#/learning`);
    await page.locator('.hv-chat-list__item').first().waitFor({ timeout: 20_000 });
    await page.waitForLoadState('networkidle');
    if (options.throttle > 1) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: options.throttle });
    }
    await page.evaluate(probe);
    await page.getByRole('button', { name: heLearning.tools.lessons, exact: true }).click();
    await page.waitForFunction(
      () => (window as unknown as { __lessons: { shown: number | null } }).__lessons.shown !== null,
      undefined,
      { timeout: 30_000 },
    );
    const stamps = await page.evaluate(() => {
      const { clicked, shown } = (window as unknown as { __lessons: { clicked: number; shown: number } })
        .__lessons;
      const files = performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.includes('/lessons/') && entry.name.endsWith('.json'))
        .filter((entry) => entry.startTime >= clicked) as PerformanceResourceTiming[];
      const first = files[0];
      const last = files.at(-1);
      return {
        clicked,
        shown,
        requested: first ? first.startTime - clicked : Number.NaN,
        arrived: last ? last.responseEnd - clicked : Number.NaN,
      };
    });
    return {
      ms: stamps.shown - stamps.clicked,
      requested: stamps.requested,
      arrived: stamps.arrived,
      requests,
    };
  } finally {
    await context.close();
  }
}

try {
  if (built) await buildApp(process.cwd(), { outDir: built });
  const server = await startTestServer({ appDir });
  const course = catalogue.courses.find((item) => item.id === 'high-school-math');
  const student = await benchStudent(server, { selectedCourse: JSON.stringify(course) });
  const browser = await playwright.launch({
    executablePath: (await findChromium()).path,
    args: chromiumArgs,
  });
  console.log(
    `load average before the runs: ${loadavg()
      .map((value) => value.toFixed(2))
      .join(', ')}`,
  );
  try {
    for (const throttle of [1, 4]) {
      for (const index of [true, false]) {
        const label = `${index ? 'with lessons/index.json   ' : 'without (lesson_N, before)'} CPU ×${throttle}`;
        const results: Run[] = [];
        for (let run = 1; run <= runs; run += 1)
          results.push(await once(browser, student, server.base, { index, throttle }));
        const requests = results.at(-1)?.requests ?? [];
        const ms = (pick: (result: Run) => number) => `${median(results.map(pick)).toFixed(0)} ms`;
        console.log(
          `${label}: click → first lesson card shown, median ${ms((result) => result.ms)} ` +
            `(runs: ${results.map((result) => result.ms.toFixed(0)).join(', ')}); the first lesson file ` +
            `asked for at ${ms((result) => result.requested)}, the last one in at ` +
            `${ms((result) => result.arrived)}; ${requests.length} lesson request(s): ${requests.join(', ')}`,
        );
      }
    }
  } finally {
    await browser.close();
    await server.close();
  }
} finally {
  if (built) rmSync(built, { recursive: true, force: true });
}
