/**
 * Provider faults: `npx tsx tests/bench/chat-faults.ts [messages=200] [faultRate=0.3] [clients=10]`.
 *
 * The OpenAI-compatible test server (this process) fails a share of its calls with the faults a real
 * one shows (429 with Retry-After, 500, a hang past the timeout, a malformed body, a stream cut
 * mid-way), the rest answer normally. `clients` students send `messages` messages in all, half as
 * JSON and half streamed. Prints how each message ended (a reply, or the retryable
 * `tutor_unavailable`), anything else, and then checks every thread: how many of the sent messages
 * are missing from the history. Asserts nothing.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { endpoints, type ChatMessage } from '../../backend/contract';
import { faults, startModelServer, type Fault } from '../backend/helpers/model-server';
import { streamChat } from '../backend/helpers/sse';
import { login, post, startChatServer, stopChatServer, summary } from './chat-server';

const total = Number(process.argv[2] ?? 200);
const faultRate = Number(process.argv[3] ?? 0.3);
const clients = Number(process.argv[4] ?? 10);
const math = { course_id: 'high-school-math', subject: 'Mathematics' };

const model = await startModelServer();
const injected: Record<string, number> = {};
let calls = 0;
model.fallback = () => {
  calls += 1;
  if (Math.random() < faultRate) {
    const fault = faults[Math.floor(Math.random() * faults.length)] as Fault;
    injected[fault] = (injected[fault] ?? 0) + 1;
    return { fault, retryAfterSeconds: 1, afterChunks: 3 };
  }
  return { reply: '{"type":"text","text":"תשובה: נבדוק את הצעד הראשון יחד."}', chunkSize: 8 };
};
const dataDir = mkdtempSync(path.join(tmpdir(), 'havruta-bench-faults-'));
const server = await startChatServer(dataDir, {
  students: clients,
  env: {
    TUTOR_PROVIDER: 'openai',
    LLM_BASE_URL: model.url,
    LLM_TIMEOUT_MS: '1000',
    LLM_MAX_RETRIES: '2',
    LLM_BACKOFF_MS: '100',
  },
});
try {
  const outcomes: Record<string, number> = {};
  const times: number[] = [];
  const sent: Array<{ token: string; thread: string; id: string }> = [];
  const count = (outcome: string) => {
    outcomes[outcome] = (outcomes[outcome] ?? 0) + 1;
  };
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      const token = await login(server.url, client);
      const thread = (
        (await post(server.url, endpoints.getCourseThread.path, token, math)).json as { thread_id: string }
      ).thread_id;
      for (let index = client; index < total; index += clients) {
        const id = `fault-${client}-${index}`;
        const body = { ...math, thread_id: thread, message: `שאלה ${index}`, client_message_id: id };
        sent.push({ token, thread, id });
        const started = performance.now();
        if (index % 2 === 0) {
          const { status, json } = await post(server.url, endpoints.chat.path, token, body);
          const code = (json as { code?: string }).code;
          count(
            status === 200
              ? 'reply (JSON)'
              : status === 503 && code === 'tutor_unavailable'
                ? '503 tutor_unavailable (JSON)'
                : `other ${status} ${code}`,
          );
        } else {
          const result = await streamChat(server.url, token, body);
          const last = result.events.at(-1);
          if (last?.event === 'reply') count('reply (SSE)');
          else if (last?.event === 'error' && last.data.code === 'tutor_unavailable')
            count('error event tutor_unavailable (SSE)');
          else count(`other ${result.status} ${JSON.stringify(result.json ?? last)}`);
        }
        times.push(performance.now() - started);
      }
    }),
  );
  let missing = 0;
  let incomplete = 0;
  const byThread = new Map<string, { token: string; ids: string[] }>();
  for (const item of sent) {
    const entry = byThread.get(item.thread) ?? { token: item.token, ids: [] };
    entry.ids.push(item.id);
    byThread.set(item.thread, entry);
  }
  for (const { token, ids } of byThread.values()) {
    const { messages } = (await post(server.url, endpoints.getCourseThread.path, token, math)).json as {
      messages: ChatMessage[];
    };
    const stored = new Set(messages.map((message) => message.client_message_id));
    missing += ids.filter((id) => !stored.has(id)).length;
    incomplete += messages.filter((message) => message.incomplete).length;
  }
  console.log(
    `faults: ${total} messages from ${clients} students, ${calls} model calls, ${JSON.stringify(injected)} injected (rate ${faultRate})`,
  );
  for (const [outcome, n] of Object.entries(outcomes)) console.log(`  ${outcome.padEnd(40)} ${n}`);
  console.log(`  time per message: ${summary(times)}`);
  console.log(`  user messages missing from the history afterwards: ${missing} of ${sent.length}`);
  console.log(`  replies stored marked incomplete (streams cut after text went out): ${incomplete}`);
} finally {
  await stopChatServer(server);
  await model.close();
  rmSync(dataDir, { recursive: true, force: true });
}
