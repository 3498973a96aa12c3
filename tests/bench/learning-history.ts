/**
 * A long history in the learning space: `npx tsx tests/bench/learning-history.ts [runs=3] [messages=200]`.
 *
 * Builds the app into a temp folder as `npm start` does and serves it with the real server on a fresh
 * SQLite database, the seeded demo student signed in with a saved course. The student's main thread of
 * High School Math gets `messages` messages with formulas: the first turns through the real chat API (the
 * offline tutor answers; the API allows 30 messages a minute), the rest written through the backend's
 * chat repository into the same database (user questions with `$…$` formulas, assistant markdown with
 * inline and display math, lists and bold). Then, `runs` times in a fresh page:
 *
 * 1. first paint of the history, defined as the frame after the message list first holds rendered
 *    messages: at least its first frame's 12 (ChatList renders the newest 12 of its newest page of 40 in
 *    its first frame and the other 28 right after), every one with its markdown rendered (none in the
 *    plain-text state), and the next frame painted (requestAnimationFrame, then a task). Two figures:
 *    - from the navigation's start (performance.now() of the page);
 *    - after the data: from the later of the history response's end (Resource Timing) and the learning
 *      screen's mount (the app asks for the history while the screen's code loads, so the response can
 *      come first) to that frame.
 *    Also timed: the frame after the whole newest page of 40 is rendered, and the frame after every
 *    formula on screen is typeset by KaTeX;
 * 2. typing 51 characters into the input bar: per keystroke, the time from the key event until its
 *    handlers, React's render and commit, and the style and layout it caused are done (keydown to the end
 *    of the input event, which run in one task); and the Event Timing API's entries of 16 ms or more
 *    (key and input events; their duration runs to the next paint, so it includes frame waits).
 * Prints p50/p95/max; asserts nothing.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { chromium as playwright } from 'playwright-core';
import { UserId, type ThreadId } from '../../backend/contract';
import catalogue from '../../content/courses/courses.json';
import { createDb } from '../../backend/src/db/knex';
import { chatRepository } from '../../backend/src/repositories/chat';
import { benchStudent } from '../../scripts/lib/bench-student';
import { buildApp } from '../../scripts/lib/build-app';
import { chromiumArgs, findChromium } from '../../scripts/lib/chromium';
import { median } from '../../scripts/lib/lighthouse';
import { startTestServer } from '../../scripts/lib/test-server';
import { CHAT_FIRST_FRAME_SIZE, CHAT_PAGE_SIZE } from '../../ui/src/chat-list/window';

const root = process.cwd();
const runs = Number(process.argv[2] ?? 3);
const total = Number(process.argv[3] ?? 200);
const apiTurns = 10;
const outDir = mkdtempSync(path.join(tmpdir(), 'havruta-bench-history-'));
/** BENCH_PROFILE=file.cpuprofile: the first run's open is recorded with the CPU profiler (DevTools format). */
const profileTo = process.env.BENCH_PROFILE;
const typed = 'x^2 + 3x - 4 = 0 so x = 1 or x = -4, check: 1+3-4=0';

const ms = (value: number) => `${value.toFixed(1)} ms`;
const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((values.length * p) / 100))] ?? 0;

/** The n-th seeded question and answer: Hebrew text with formulas, as students and the tutor write them. */
function question(n: number): string {
  return `שאלה ${n}: איך פותרים את $x^2 + ${n}x - ${n + 1} = 0$ ומה הקשר ל-$\\frac{${n}}{2}$?`;
}
function answer(n: number): string {
  return [
    `**שלב ${n}.** נשתמש בנוסחת השורשים:`,
    '',
    `$$x_{1,2} = \\frac{-${n} \\pm \\sqrt{${n}^2 + 4 \\cdot ${n + 1}}}{2}$$`,
    '',
    `- הדיסקרימיננטה היא $\\Delta = ${n * n + 4 * (n + 1)}$, ולכן יש שני פתרונות.`,
    `- פתרון אחד הוא $x = 1$, כי $1 + ${n} - ${n + 1} = 0$.`,
    '',
    'נסו להציב את הפתרון השני ולבדוק.',
  ].join('\n');
}

/**
 * Runs in the page before the app (a string, so the bundler's helpers stay out of it): records the frame
 * after the list holds at least 40 messages with their markdown rendered, and the frame after no formula
 * is still waiting for KaTeX; keeps Event Timing entries of 16 ms or more.
 */
const watchHistory = `(() => {
  const bench = { painted: 0, page: 0, typeset: 0, rendered: 0, firstItem: 0, screen: 0, events: [] };
  window.__bench = bench;
  function afterFrame(done) {
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => done(performance.now());
      channel.port2.postMessage(null);
    });
  }
  const observer = new MutationObserver(() => {
    if (!bench.screen && document.querySelector('.learning')) bench.screen = performance.now();
    const items = document.querySelectorAll('.hv-chat-list__item').length;
    if (items > 0 && !bench.firstItem) bench.firstItem = performance.now();
    if (items < ${CHAT_FIRST_FRAME_SIZE} || document.querySelector('.hv-markdown[data-state="text"]')) return;
    if (!bench.painted) {
      bench.painted = -1;
      bench.rendered = items;
      afterFrame((time) => (bench.painted = time));
    }
    if (items < ${CHAT_PAGE_SIZE}) return;
    if (!bench.page) {
      bench.page = -1;
      afterFrame((time) => (bench.page = time));
    }
    if (!bench.typeset && !document.querySelector('.hv-math[data-state="loading"]')) {
      bench.typeset = -1;
      afterFrame((time) => (bench.typeset = time));
      observer.disconnect();
    }
  });
  observer.observe(document, { childList: true, subtree: true, attributes: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) bench.events.push(entry.name + ' ' + Math.round(entry.duration) + ' ms');
  }).observe({ type: 'event', buffered: true, durationThreshold: 16 });
})()`;

const load = loadavg();
await buildApp(root, { outDir });
const server = await startTestServer({ appDir: outDir });
const { base } = server;
const course = catalogue.courses.find((item) => item.id === 'high-school-math');
if (!course) throw new Error('high-school-math is not in the catalogue');
const student = await benchStudent(server, { selectedCourse: JSON.stringify(course) });
const { api, tokens } = student;
try {
  // ── the history ──
  const thread = (await api('POST', '/api/chat/get_course_thread', tokens.access, {
    course_id: course.id,
    subject: course.subject,
  })) as { thread_id: ThreadId; messages: unknown[] };
  for (let turn = 0; turn < apiTurns; turn += 1) {
    await api('POST', '/api/chat/chat', tokens.access, {
      message: question(turn + 1),
      thread_id: thread.thread_id,
      course_id: course.id,
      client_message_id: `bench-${turn}`,
    });
  }
  // The server's own SQLite file (WAL, busy timeout: a second connection waits its turn).
  const db = createDb({ dataDir: server.dataDir });
  try {
    const chat = chatRepository(db);
    const { messages } = (await api('POST', '/api/chat/get_course_thread', tokens.access, {
      course_id: course.id,
      subject: course.subject,
    })) as { messages: unknown[] };
    const row = await db('chat_threads').where({ id: thread.thread_id }).first<{ user_id: number }>();
    if (row === undefined) throw new Error('the thread has no owner');
    const owner = UserId.parse(Number(row.user_id));
    for (let index = messages.length; index < total; index += 1) {
      const n = apiTurns + Math.floor(index / 2) + 1;
      const user = index % 2 === 0;
      await chat.insertMessage({
        thread_id: thread.thread_id,
        user_id: owner,
        role: user ? 'user' : 'assistant',
        content: JSON.stringify(user ? question(n) : answer(n)),
      });
    }
  } finally {
    await db.destroy();
  }
  const asked = performance.now();
  const history = (await api('POST', '/api/chat/get_course_thread', tokens.access, {
    course_id: course.id,
    subject: course.subject,
  })) as { messages: Array<{ content: unknown }> };
  const answered = performance.now() - asked;
  const withMath = history.messages.filter((message) => JSON.stringify(message.content).includes('$')).length;
  console.log(
    `history: ${history.messages.length} messages in the thread (${apiTurns} turns through the chat API, the rest through the chat repository), ${withMath} with formulas; get_course_thread answers it in ${ms(answered)} (fetch from Node)`,
  );

  // ── the browser ──
  const browser = await playwright.launch({
    executablePath: (await findChromium()).path,
    args: chromiumArgs,
  });
  const painted: number[] = [];
  const pages: number[] = [];
  const typeset: number[] = [];
  const keys: number[][] = [];
  const slow: string[] = [];
  const breakdown = new Map<string, number[]>();
  const afterData: number[] = [];
  let rendered = 0;
  try {
    for (let run = 0; run < runs; run += 1) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      await student.signInContext(context);
      // Before any app script: watch the DOM for the rendered history, and keep Event Timing entries.
      await context.addInitScript(watchHistory);
      const page = await context.newPage();
      const profiler = profileTo && run === 0 ? await context.newCDPSession(page) : null;
      if (profiler) {
        await profiler.send('Profiler.enable');
        await profiler.send('Profiler.setSamplingInterval', { interval: 200 });
        await profiler.send('Profiler.start');
      }
      await page.goto(`${base}/#/learning`);
      await page.waitForFunction(() => {
        const bench = (window as unknown as { __bench: { painted: number; page: number; typeset: number } })
          .__bench;
        return bench.painted > 0 && bench.page > 0 && bench.typeset > 0;
      });
      if (profiler && profileTo) {
        const { profile } = await profiler.send('Profiler.stop');
        writeFileSync(profileTo, JSON.stringify(profile));
        console.log(`CPU profile of the first run's open: ${profileTo}`);
      }
      const result = await page.evaluate(
        () =>
          (
            window as unknown as {
              __bench: { painted: number; page: number; typeset: number; rendered: number };
            }
          ).__bench,
      );
      painted.push(result.painted);
      pages.push(result.page);
      typeset.push(result.typeset);
      rendered = result.rendered;
      // Where the time went: when each part arrived (responseEnd) or appeared, since the navigation.
      const marks = (await page.evaluate(`(() => {
        const end = (pattern) => Math.max(0, ...performance.getEntriesByType('resource')
          .filter((entry) => pattern.test(entry.name)).map((entry) => entry.responseEnd));
        return {
          'first contentful paint': performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
          'route chunk (learning-page)': end(/learning-page-/),
          'API client + contract + zod chunk': end(/assets[/]api-/),
          'learning screen in the DOM': window.__bench.screen,
          'history asked (requestStart)': Math.max(0, ...performance.getEntriesByType('resource')
            .filter((entry) => /get_course_thread/.test(entry.name)).map((entry) => entry.requestStart)),
          'history (get_course_thread)': end(/get_course_thread/),
          'markdown renderer chunk': end(/markdown-renderer-/),
          'first message in the DOM': window.__bench.firstItem,
          'KaTeX chunk': end(/katex-chunk-/),
        };
      })()`)) as Record<string, number>;
      // The app can ask for the history before its screen is mounted (it is prefetched with the route's
      // code): the rendering starts when both the data and the screen are there.
      afterData.push(
        result.painted -
          Math.max(marks['history (get_course_thread)'] ?? 0, marks['learning screen in the DOM'] ?? 0),
      );
      for (const [name, value] of Object.entries(marks))
        breakdown.set(name, [...(breakdown.get(name) ?? []), value]);
      await page.waitForLoadState('networkidle');

      // Typing: the time from each key event to the end of its task, plus the layout it caused.
      const input = page.getByPlaceholder('הקלד כאן...');
      await input.click();
      // Per key: [queued (event time → first listener), the key's handlers and React's render and commit
      // (keydown … input run in one task; React flushes a discrete update before the input event ends),
      // style + layout]. Frames of unrelated work (the avatar's animation) are not counted.
      await page.evaluate(() => {
        const store = window as unknown as { __keys: number[][]; __key: number[] | null };
        store.__keys = [];
        store.__key = null;
        document.addEventListener(
          'keydown',
          (event) => {
            store.__key = [event.timeStamp, performance.now()];
          },
          true,
        );
        window.addEventListener('input', () => {
          const key = store.__key;
          if (!key) return;
          store.__key = null;
          queueMicrotask(() => {
            const worked = performance.now();
            document.body.getBoundingClientRect();
            const [start = 0, listened = 0] = key;
            store.__keys.push([listened - start, worked - listened, performance.now() - worked]);
          });
        });
      });
      await input.pressSequentially(typed, { delay: 60 });
      await page.waitForTimeout(200);
      keys.push(...(await page.evaluate(() => (window as unknown as { __keys: number[][] }).__keys)));
      const events = await page.evaluate(
        () => (window as unknown as { __bench: { events: string[] } }).__bench.events,
      );
      slow.push(...events.filter((line) => /^(keydown|keypress|keyup|input|beforeinput) /.test(line)));
      await context.close();
    }
  } finally {
    await browser.close();
  }

  console.log(`load average before the run: ${load.map((value) => value.toFixed(2)).join(', ')}`);
  console.log(
    `first paint of the history (navigation start → the frame after the list's first frame of ${rendered} rendered messages): median ${ms(median(painted))}; runs ${painted.map(ms).join(', ')} (goal ≤ 300 ms)`,
  );
  console.log(
    `  of which rendering after the history arrived (the later of its response's end and the screen in the DOM → that frame): median ${ms(median(afterData))}; runs ${afterData.map(ms).join(', ')}`,
  );
  console.log(
    `  … and the whole newest page (${CHAT_PAGE_SIZE} messages) painted: median ${ms(median(pages))}; runs ${pages.map(ms).join(', ')}`,
  );
  console.log(
    `  … and every formula on screen typeset (KaTeX loaded): median ${ms(median(typeset))}; runs ${typeset.map(ms).join(', ')}`,
  );
  const whole = keys.map((parts) => parts.reduce((sum, part) => sum + part, 0));
  const part = (index: number) => keys.map((parts) => parts[index] ?? 0);
  console.log(
    `typing ${typed.length} characters × ${runs} runs (${keys.length} keystrokes), key event → its handlers, React's render and the layout done: p50 ${ms(percentile(whole, 50))}, p95 ${ms(percentile(whole, 95))}, max ${ms(Math.max(...whole))} (goal < 16 ms)`,
  );
  for (const [index, name] of [
    'queued before the first listener',
    'handlers + React render/commit',
    'style + layout',
  ].entries())
    console.log(
      `  ${name.padEnd(34)} p50 ${ms(percentile(part(index), 50))}, p95 ${ms(percentile(part(index), 95))}, max ${ms(Math.max(...part(index)))}`,
    );
  const longest = slow.reduce((max, line) => Math.max(max, Number(/ (\d+) ms$/.exec(line)?.[1] ?? 0)), 0);
  console.log(
    `  Event Timing entries of key/input events ≥ 16 ms (duration to the next paint, 8 ms steps): ${slow.length}, longest ${longest} ms`,
  );
  console.log('where the time went (medians, ms since the navigation started):');
  for (const [name, values] of breakdown) console.log(`  ${name.padEnd(32)} ${ms(median(values))}`);
} finally {
  await server.close();
  rmSync(outDir, { recursive: true, force: true });
}
