/**
 * The first concept question after the server starts (issue 26: it may not take 3.5 s): the real app in a
 * child process (tests/bench/chat-server.ts), one student who logs in, opens the course thread and asks a
 * concept question, as the first thing and again after a pause. Three starts: nothing warmed (the first
 * question builds the course's index), warmed in the background at start as `startServer` does (asked at
 * once, and asked after `pause` seconds). Prints round trips; asserts nothing.
 *
 *   npx tsx tests/bench/first-lookup.ts [pause=5]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { endpoints } from '../../backend/contract';
import { login, post, startChatServer, stopChatServer } from './chat-server';

const pause = Number(process.argv[2] ?? 5);
const stats = { course_id: 'statistics-2', subject: 'Statistics' };
const questions = ['תסביר לי במילים פשוטות מה זה משפט הגבול המרכזי', 'what is a p value?'];

async function run(label: string, warm: 'none' | 'start', wait: number): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'havruta-bench-first-'));
  const started = performance.now();
  const server = await startChatServer(dataDir, { env: { BENCH_WARM: warm } });
  const listening = performance.now() - started;
  try {
    if (wait > 0) await sleep(wait * 1000);
    const token = await login(server.url, 0);
    const { json } = await post(server.url, endpoints.getCourseThread.path, token, stats);
    const thread = (json as { thread_id: string }).thread_id;
    const times: string[] = [];
    for (const message of questions) {
      const asked = performance.now();
      const { status } = await post(server.url, endpoints.chat.path, token, {
        ...stats,
        thread_id: thread,
        message,
      });
      times.push(
        `${(performance.now() - asked).toFixed(0)} ms${status === 200 ? '' : ` (status ${status})`}`,
      );
    }
    console.log(
      `${label.padEnd(44)} listening after ${listening.toFixed(0)} ms; first question ${times[0]}, second ${times[1]}`,
    );
  } finally {
    await stopChatServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await run('not warmed (index built by the first question)', 'none', 0);
await run('warmed at start, asked at once', 'start', 0);
await run(`warmed at start, asked after ${pause} s`, 'start', pause);
