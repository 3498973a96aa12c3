/**
 * The offline tutor's rule path and bad input, against the real app in its own process (tests/bench/
 * chat-server.ts, SQLite, warmed as `startServer` warms it): the server time of every reply to the intent
 * set's messages (p50/p95/max; goal p95 ≤ 50 ms), then hostile messages — nonsense, 20,000-character
 * pastes, `x^x^x^x^x`, hostile LaTeX — in a course thread and in a Time-Out thread (kept in memory only,
 * as the abuse bench sends them): each one's status and server time, and the longest the server's event
 * loop was blocked (`monitorEventLoopDelay`, goal ≤ 100 ms). Asserts nothing.
 *
 *   npx tsx tests/bench/tutor-quality/latency.ts
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { endpoints } from '../../../backend/contract';
import { intentExamples } from '../../fixtures/tutor/intent';
import { badInputs } from '../../fixtures/tutor/intent-bad-input';
import {
  login,
  post,
  serverChatTimes,
  serverEventLoop,
  startChatServer,
  stopChatServer,
  summary,
} from '../chat-server';

const math = { course_id: 'high-school-math', subject: 'Mathematics' };
const statistics = { course_id: 'statistics-2', subject: 'Statistics' };
const timeOut = { course_id: 'Time-out', subject: 'personal' };

async function send(url: string, token: string, body: Record<string, unknown>): Promise<number> {
  return (await post(url, endpoints.chat.path, token, body)).status;
}

function describeTimes(times: readonly number[]): string {
  return times.length ? summary(times) : 'none';
}

export async function report(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'havruta-bench-latency-'));
  const server = await startChatServer(dataDir);
  try {
    const token = await login(server.url, 0);
    const thread = async (course: Record<string, string>) =>
      ((await post(server.url, endpoints.createThread.path, token, course)).json as { thread_id: string })
        .thread_id;
    const threads = {
      math: await thread(math),
      statistics: await thread(statistics),
      timeout: await thread(timeOut),
    };
    // warm the lessons' indexes and the first turn of each kind, as a running server has them
    for (const [course, id] of [
      [math, threads.math],
      [statistics, threads.statistics],
    ] as const) {
      await send(server.url, token, { ...course, thread_id: id, message: 'מה זה נגזרת?' });
    }
    await serverChatTimes(server.url);
    await serverEventLoop(server.url);
    const load = readFileSync('/proc/loadavg', 'utf8').split(' ')[0];

    // The rule path: every labelled message, twice (the first pass has each solver kind's first call after
    // start), in the course's thread.
    const statuses = new Map<number, number>();
    let ruleTimes: number[] = [];
    let slowest: { ms: number; loop: number; text: string }[] = [];
    let ruleLoop = 0;
    for (const [pass, example] of [...intentExamples, ...intentExamples].entries()) {
      if (pass === intentExamples.length) {
        console.log(
          `\n# First pass (cold): server time ${describeTimes(ruleTimes)}; longest event-loop block ${ruleLoop.toFixed(1)} ms`,
        );
        for (const { ms, loop, text } of slowest.sort((a, b) => b.ms - a.ms).slice(0, 3)) {
          console.log(`  slowest: ${ms.toFixed(1)} ms (loop ${loop.toFixed(1)} ms) ${text}`);
        }
        ruleTimes = [];
        slowest = [];
        ruleLoop = 0;
      }
      const course = example.course === 'statistics' ? statistics : math;
      const id = example.course === 'statistics' ? threads.statistics : threads.math;
      const status = await send(server.url, token, { ...course, thread_id: id, message: example.text });
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
      const [ms = NaN] = await serverChatTimes(server.url);
      const { maxMs } = await serverEventLoop(server.url);
      ruleTimes.push(ms);
      ruleLoop = Math.max(ruleLoop, maxMs);
      slowest.push({ ms, loop: maxMs, text: example.text.slice(0, 60).replace(/\n/g, ' ⏎ ') });
    }
    slowest.sort((a, b) => b.ms - a.ms);
    console.log(`\n# Rule path and bad input (load average ${load} at the start)`);
    console.log(
      `rule path (second pass), ${intentExamples.length} labelled messages: server time ${describeTimes(ruleTimes)}; ` +
        `statuses ${[...statuses].map(([status, n]) => `${n} × ${status}`).join(', ')}; ` +
        `longest event-loop block ${ruleLoop.toFixed(1)} ms`,
    );
    for (const { ms, loop, text } of slowest.slice(0, 5)) {
      console.log(`  slowest: ${ms.toFixed(1)} ms (loop ${loop.toFixed(1)} ms) ${text}`);
    }

    // Bad input, one at a time, in a course thread and in a Time-Out thread.
    let worstLoop = 0;
    let worstTime = 0;
    let errors = 0;
    for (const { name, message } of badInputs) {
      const line: string[] = [];
      for (const [where, body] of [
        ['math', { ...math, thread_id: threads.math }],
        ['Time-Out', { ...timeOut, thread_id: threads.timeout, skip_db_log: true }],
      ] as const) {
        const status = await send(server.url, token, { ...body, message });
        const [time = NaN] = await serverChatTimes(server.url);
        const { maxMs } = await serverEventLoop(server.url);
        worstLoop = Math.max(worstLoop, maxMs);
        worstTime = Math.max(worstTime, time);
        if (status >= 500) errors += 1;
        line.push(`${where} ${status} in ${time.toFixed(1)} ms (loop ${maxMs.toFixed(1)} ms)`);
      }
      console.log(`  ${name.padEnd(36)} ${line.join(' · ')}`);
    }
    console.log(
      `bad input: ${badInputs.length * 2} messages, 5xx: ${errors}, slowest server time ${worstTime.toFixed(1)} ms, ` +
        `longest event-loop block ${worstLoop.toFixed(1)} ms`,
    );

    // Time-Out's 20,000-character messages, four at a time as the abuse bench sends them.
    const burst = Array.from({ length: 40 }, (_, index) => `${index} ${'ש'.repeat(19_990)}`);
    await serverEventLoop(server.url);
    for (let start = 0; start < burst.length; start += 4) {
      await Promise.all(
        burst
          .slice(start, start + 4)
          .map((message) =>
            send(server.url, token, { ...timeOut, thread_id: threads.timeout, message, skip_db_log: true }),
          ),
      );
    }
    const burstTimes = await serverChatTimes(server.url);
    const burstLoop = await serverEventLoop(server.url);
    console.log(
      `Time-Out, 40 messages of 20,000 characters, 4 at a time: server time ${describeTimes(burstTimes)}; ` +
        `longest event-loop block ${burstLoop.maxMs.toFixed(1)} ms`,
    );
  } finally {
    await stopChatServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await report();
