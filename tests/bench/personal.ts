/**
 * Personal-space benchmark: `npx tsx tests/bench/personal.ts [runs=3]`.
 *
 * Builds the app into a temp folder exactly as `npm start` does and serves it with the real server on a
 * fresh SQLite database, signed in as the seeded demo student. Prints:
 *
 * 1. The JavaScript `/#/personal` loads on open (every script the page requests, gzip level 9 of the
 *    built file): the landing entry, and what the route adds beyond it (its chunk, its strings, the
 *    API client) — then what opening Learning Progress adds.
 * 2. Lighthouse mobile performance (median of `runs`) of `/#/personal` signed in (storage kept).
 * 3. With 1,000 activity records saved for the course: the time from the course pick to the summary
 *    and the first tab (Learning Plan) on screen, split into waiting for the data and rendering after
 *    it arrived; and the time to switch to All Activities. Without and with 4× CPU throttling
 *    (Lighthouse's mobile rate), `runs` times each, medians.
 * Prints figures; asserts nothing.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium as playwright, type Page } from 'playwright-core';
import { buildApp } from '../../scripts/lib/build-app';
import { chromiumArgs, findChromium, launchDebuggableChromium } from '../../scripts/lib/chromium';
import { startTestServer } from '../../scripts/lib/test-server';
import { benchStudent } from '../../scripts/lib/bench-student';
import { lighthouseRuns, median } from '../../scripts/lib/lighthouse';

const root = process.cwd();
const runs = Number(process.argv[2] ?? 3);
const outDir = mkdtempSync(path.join(tmpdir(), 'havruta-bench-app-'));
const records = 1000;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number) => `${value.toFixed(0)} ms`;
const gzipOf = (file: string) => gzipSync(readFileSync(path.join(outDir, file)), { level: 9 }).length;

await buildApp(root, { outDir });
const html = readFileSync(path.join(outDir, 'index.html'), 'utf8');
const entry = new Set(
  [...html.matchAll(/(?:src|href)="\/?(assets\/[^"]+\.js)"/g)].map((match) => match[1] ?? ''),
);

const server = await startTestServer({ appDir: outDir });
const { base } = server;
const { api, tokens, signIn } = await benchStudent(server);

/** Script URLs of the app the page requested, as built files. */
function collectScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin === base && url.pathname.endsWith('.js')) scripts.push(url.pathname.slice(1));
  });
  return scripts;
}

function printScripts(title: string, files: string[]): number {
  let total = 0;
  console.log(title);
  for (const file of files) {
    const size = gzipOf(file);
    total += size;
    console.log(
      `  ${file.padEnd(48)} gzip ${kb(size).padStart(9)}${entry.has(file) ? '  (landing entry)' : ''}`,
    );
  }
  return total;
}

interface Timing {
  total: number;
  wait: number;
  render: number;
  switch: number;
}

/**
 * Runs in the page (a string, so the bundler's helpers stay out of it): picks the course, waits until the
 * summary counts at least `count` (the demo student also has the seed's own answers) and the Learning Plan tab is on screen, then switches to All Activities.
 */
const measure = (count: number) => `(async () => {
  const button = [...document.querySelectorAll('button')].find((item) => item.textContent.includes('מתמטיקה לתיכון'));
  const done = () =>
    document.querySelector('[role="tabpanel"]:not([hidden]) .hv-learning-plan') !== null &&
    [...document.querySelectorAll('dd')].some((dd) => Number(dd.textContent.trim()) >= ${count});
  const start = performance.now();
  button.click();
  await new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (done()) { observer.disconnect(); resolve(); }
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  });
  const shown = performance.now();
  const ends = performance.getEntriesByType('resource')
    .filter((item) => /\\/api\\/(auth\\/progress|chat\\/learning\\/plans)/.test(item.name))
    .map((item) => item.responseEnd)
    .filter((end) => end >= start);
  const arrived = Math.max(start, ...ends);
  const tab = document.querySelectorAll('[role="tab"]')[1];
  const switchStart = performance.now();
  tab.click();
  await new Promise((resolve) => {
    const check = () =>
      document.querySelectorAll('[role="tabpanel"]:not([hidden]) tbody tr').length >= 100
        ? resolve()
        : requestAnimationFrame(check);
    check();
  });
  return { total: shown - start, wait: arrived - start, render: shown - arrived, switch: performance.now() - switchStart };
})()`;

const chromiumPath = (await findChromium()).path;
const browser = await playwright.launch({ executablePath: chromiumPath, args: chromiumArgs });
try {
  // ── 1. route JS ──
  const page = await browser.newPage();
  await signIn(page);
  const scripts = collectScripts(page);
  await page.goto(`${base}/#/personal`);
  await page.reload();
  await page.getByRole('list', { name: 'אזורי המרחב האישי' }).waitFor();
  await page.waitForLoadState('networkidle');
  const opened = [...new Set(scripts)];
  const all = printScripts('/#/personal on open — every script loaded (gzip -9 of the built file):', opened);
  const beyond = opened.filter((file) => !entry.has(file)).reduce((sum, file) => sum + gzipOf(file), 0);
  console.log(`  total ${kb(all)}; beyond the landing entry: ${kb(beyond)}`);
  const before = new Set(opened);
  await page.getByRole('button', { name: /^התקדמות בלמידה/ }).click();
  await page.getByRole('button', { name: /מתמטיקה לתיכון/ }).waitFor();
  await page.waitForLoadState('networkidle');
  const added = [...new Set(scripts)].filter((file) => !before.has(file));
  const view = printScripts('opening Learning Progress adds:', added);
  console.log(`  total ${kb(view)}`);
  await page.close();

  // ── 3. 1,000 activities ──
  for (let index = 0; index < records; index += 1) {
    await api('POST', '/api/auth/progress', tokens.access, {
      course_id: 'high-school-math',
      activity_type: index % 3 === 0 ? 'test' : 'practice',
      activity_id: `bench-${index}`,
      score: (index * 37) % 101,
      time_spent: 30 + (index % 600),
      answers: [{ isCorrect: index % 2 === 0 }],
      client_id: `bench-${index}`,
    });
  }
  const listed = (await api('GET', '/api/auth/progress?course_id=high-school-math', tokens.access)) as {
    progress: unknown[];
  };
  console.log(
    `\n${records} activity records saved; GET /api/auth/progress?course_id returns ${listed.progress.length}`,
  );

  for (const throttle of [1, 4]) {
    const waits: number[] = [];
    const renders: number[] = [];
    const totals: number[] = [];
    const switches: number[] = [];
    for (let run = 0; run < runs; run += 1) {
      const view = await browser.newPage();
      await signIn(view);
      await view.goto(`${base}/#/personal?view=learning-progress`);
      await view.reload();
      const course = view.getByRole('button', { name: /מתמטיקה לתיכון/ });
      await course.waitFor();
      await view.waitForLoadState('networkidle');
      const cdp = await view.context().newCDPSession(view);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
      // In the page: click, then watch the DOM until the summary says 1000 and the plan tab is shown.
      const timing = (await view.evaluate(measure(records))) as Timing;
      waits.push(timing.wait);
      renders.push(timing.render);
      totals.push(timing.total);
      switches.push(timing.switch);
      await view.close();
    }
    console.log(
      `CPU ×${throttle}: course pick → summary + Learning Plan tab: total ${ms(median(totals))} ` +
        `(data ${ms(median(waits))}, render after the data arrived ${ms(median(renders))}); ` +
        `All Activities tab (100 rows shown) ${ms(median(switches))}  [runs: total ${totals.map(ms).join(', ')}; render ${renders.map(ms).join(', ')}]`,
    );
  }
} finally {
  await browser.close();
}

// ── 2. Lighthouse (signed in: storage is kept between the set-up page and the audit) ──
const debuggable = await launchDebuggableChromium(chromiumPath);
const debugPort = debuggable.port;
try {
  const connected = await playwright.connectOverCDP(`http://127.0.0.1:${debugPort}`);
  const setup = await (connected.contexts()[0] ?? (await connected.newContext())).newPage();
  await signIn(setup);
  await setup.close();
  const {
    scores,
    median: middle,
    lines,
  } = await lighthouseRuns(`${base}/#/personal`, {
    port: debugPort,
    runs,
    keepStorage: true,
  });
  console.log(
    `\nlighthouse mobile performance — /#/personal signed in: runs ${scores.join(', ')}; median ${middle} (goal ≥ 90)`,
  );
  lines.forEach((line, index) => console.log(`  run ${index + 1}: ${line}`));
  await connected.close();
} finally {
  await debuggable.close();
  await server.close();
  rmSync(outDir, { recursive: true, force: true });
}
