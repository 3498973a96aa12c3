/**
 * Issue 28's chat attacks (items 1, 3, 4 and 7), each against the real app over SQLite in a child process
 * (tests/bench/chat-server.ts), with the per-user limits at their defaults (the chat limit raised, as in
 * every chat benchmark). For each attack it prints the requests tried and their statuses, the server's
 * RSS before and after, and the longest wait of an unrelated request (another student's thread list,
 * asked in a loop) while the attack ran. Loopback only.
 *
 *   npx tsx tests/bench/abuse-chat.ts
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { endpoints } from '../../backend/contract';
import { createDb } from '../../backend/src/db/knex';
import { login, percentile, post, startChatServer, stopChatServer, type ChatServer } from './chat-server';

const math = { course_id: 'high-school-math', subject: 'Mathematics' };
const timeOut = { course_id: 'Time-out', subject: 'personal' };

function rssMb(server: ChatServer): number {
  const status = readFileSync(`/proc/${server.child.pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN);
  return Math.round(kb / 102.4) / 10;
}

/** Asks `probe` in a loop until stopped; answers the longest wait and the 95th percentile. */
function watch(probe: () => Promise<unknown>): { stop(): Promise<string> } {
  let running = true;
  const waits: number[] = [];
  const loop = (async () => {
    while (running) {
      const started = performance.now();
      await probe();
      waits.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      return `${Math.max(...waits).toFixed(0)} ms (p95 ${percentile(waits, 95).toFixed(0)} ms, n=${waits.length})`;
    },
  };
}

/** Runs `count` calls, `parallel` at a time; answers the statuses. */
async function attack(count: number, parallel: number, once: (index: number) => Promise<number>) {
  const statuses: number[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < count) {
        const index = next;
        next += 1;
        statuses.push(await once(index));
      }
    }),
  );
  return statuses;
}

function tally(statuses: readonly number[]): string {
  const counts = new Map<number, number>();
  for (const status of statuses) counts.set(status, (counts.get(status) ?? 0) + 1);
  return [...counts].map(([status, n]) => `${n} × ${status}`).join(', ');
}

async function measure(
  name: string,
  server: ChatServer,
  probe: () => Promise<unknown>,
  run: () => Promise<number[]>,
): Promise<void> {
  const before = rssMb(server);
  const watcher = watch(probe);
  const started = performance.now();
  const statuses = await run();
  const seconds = (performance.now() - started) / 1000;
  const stall = await watcher.stop();
  const after = rssMb(server);
  const errors = statuses.filter((status) => status >= 500).length;
  console.log(
    `${name}\n  requests ${statuses.length} (${tally(statuses)}) in ${seconds.toFixed(1)} s · ` +
      `RSS ${before} → ${after} MB · longest unrelated request ${stall} · 5xx: ${errors}`,
  );
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'havruta-abuse-chat-'));
  const server = await startChatServer(dataDir, { students: 3 });
  try {
    const [attacker, bystander, other] = await Promise.all(
      [0, 1, 2].map((index) => login(server.url, index)),
    );
    if (!attacker || !bystander || !other) throw new Error('no tokens');
    const probe = () =>
      fetch(`${server.url}${endpoints.getUserThreads.path}`, {
        headers: { authorization: `Bearer ${bystander}` },
      }).then((response) => response.arrayBuffer());
    const opened = await post(server.url, endpoints.getCourseThread.path, attacker, math);
    const thread = (opened.json as { thread_id: string }).thread_id;
    const timeoutThread = (
      (await post(server.url, endpoints.getCourseThread.path, attacker, timeOut)).json as {
        thread_id: string;
      }
    ).thread_id;
    const baseline = watch(probe);
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const load = readFileSync('/proc/loadavg', 'utf8').split(' ')[0];
    console.log(`idle (3 s, load average ${load}): longest unrelated request ${await baseline.stop()}`);

    // Item 1: the probe's request (444 placeholders, 20,000 characters, 100 threads), then the largest
    // the contract allows until the per-user limit answers.
    await measure(
      '1a inject_summary, amplifying request (444 × {summary}, 20,000 chars, 100 threads)',
      server,
      probe,
      () =>
        attack(40, 4, async () => {
          const body = {
            summary: 'ס'.repeat(20_000),
            thread_ids: Array.from({ length: 100 }, () => thread),
            system_message_format: '{summary}'.repeat(444),
          };
          return (await post(server.url, endpoints.injectSummary.path, attacker, body)).status;
        }),
    );
    const threads: string[] = [];
    for (let index = 0; index < 20; index += 1) {
      const created = await post(server.url, endpoints.createThread.path, attacker, math);
      threads.push((created.json as { thread_id: string }).thread_id);
    }
    await measure(
      '1b inject_summary, largest allowed request (4,000 + 500 chars, 20 threads)',
      server,
      probe,
      () =>
        attack(40, 4, async () => {
          const body = {
            summary: 'ס'.repeat(4_000),
            thread_ids: threads,
            system_message_format: `${'כ'.repeat(491)}{summary}`,
          };
          return (await post(server.url, endpoints.injectSummary.path, attacker, body)).status;
        }),
    );
    // A thread as the probe left it before the fix: ten 8.88 MB messages (88.8 MB), read again and again.
    const db = createDb({ dataDir });
    const user = await db('users').where({ email: 'bench-0@havruta.example' }).first<{ id: number }>();
    const huge = JSON.stringify('ס'.repeat(8_880_000 / 2));
    for (let index = 0; index < 10; index += 1) {
      await db('chat_messages').insert({
        thread_id: thread,
        user_id: user.id,
        role: 'system',
        content: huge,
        incomplete: false,
        hidden: false,
        created_at: new Date().toISOString(),
      });
    }
    await db.destroy();
    let largest = 0;
    await measure('1c history of a thread holding 88.8 MB (get_course_thread × 10)', server, probe, () =>
      attack(10, 2, async () => {
        const response = await fetch(`${server.url}${endpoints.getCourseThread.path}`, {
          method: 'POST',
          headers: { authorization: `Bearer ${attacker}`, 'content-type': 'application/json' },
          body: JSON.stringify(math),
        });
        largest = Math.max(largest, (await response.arrayBuffer()).byteLength);
        return response.status;
      }),
    );
    console.log(`  largest history answer ${(largest / 1024).toFixed(1)} KB`);
    await measure('1d chat turns in that thread (× 10)', server, probe, () =>
      attack(10, 2, async (index) => {
        const body = { ...math, thread_id: thread, message: `מה זה נגזרת? ${index}` };
        return (await post(server.url, endpoints.chat.path, attacker, body)).status;
      }),
    );

    // Item 3: image references that are not the caller's uploads.
    const foreign = [
      'http://169.254.169.254/latest/meta-data/',
      'file:///etc/passwd',
      `${server.url}/api/dev/mail`,
      'javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'https://tracker.example.com/pixel.png',
      `/api/chat/images/${'a'.repeat(100_000)}.png`,
    ];
    await measure('3 chat with foreign image_url (7 kinds, course and Time-Out)', server, probe, () =>
      attack(140, 4, async (index) => {
        const where =
          index % 2 === 0 ? { ...math, thread_id: thread } : { ...timeOut, thread_id: timeoutThread };
        const body = {
          ...where,
          message: 'תמונה',
          image_url: foreign[index % foreign.length],
          skip_db_log: true,
        };
        return (await post(server.url, endpoints.chat.path, attacker, body)).status;
      }),
    );

    // Item 4: the largest Time-Out messages the contract allows, kept in memory only.
    await measure('4 Time-Out messages not stored (300 × 20,000 chars, skip_db_log)', server, probe, () =>
      attack(300, 4, async (index) => {
        const body = {
          ...timeOut,
          thread_id: timeoutThread,
          message: `${index} ${'ש'.repeat(19_990)}`,
          skip_db_log: true,
        };
        return (await post(server.url, endpoints.chat.path, attacker, body)).status;
      }),
    );

    // Item 7: the newly limited calls, far past their limits.
    await measure('7a create_thread, Time-Out (runs the greeting) × 100', server, probe, () =>
      attack(
        100,
        4,
        async () => (await post(server.url, endpoints.createThread.path, other, timeOut)).status,
      ),
    );
    await measure('7b start_introduction × 40', server, probe, () =>
      attack(40, 4, async () => (await post(server.url, endpoints.startIntroduction.path, other, {})).status),
    );
    const greeting = (await post(server.url, endpoints.getCourseThread.path, other, math)).json as {
      thread_id: string;
      messages: Array<{ id: string; role: string }>;
    };
    const messageId = greeting.messages.find((message) => message.role === 'assistant')?.id ?? '';
    await measure('7c feedback × 200', server, probe, () =>
      attack(200, 4, async (index) => {
        const body = {
          messageId,
          isPositive: index % 2 === 0,
          threadId: greeting.thread_id,
          courseId: math.course_id,
        };
        return (await post(server.url, endpoints.saveFeedback.path, other, body)).status;
      }),
    );
  } finally {
    await stopChatServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
