/**
 * Streaming overhead: `npx tsx tests/bench/chat-stream.ts [messages=100] [delayMs=200]`.
 *
 * The OpenAI-compatible test server (this process) answers every chat completion with its first
 * token after a fixed delay; the app (its own process, openai provider) streams the reply over SSE.
 * Prints the time from sending the request to the first `delta` event at the client, minus that
 * delay: what the server adds before the student sees text. Asserts nothing.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { endpoints } from '../../backend/contract';
import { startModelServer } from '../backend/helpers/model-server';
import { streamChat } from '../backend/helpers/sse';
import { login, post, startChatServer, stopChatServer, summary } from './chat-server';

const total = Number(process.argv[2] ?? 100);
const delayMs = Number(process.argv[3] ?? 200);
const math = { course_id: 'high-school-math', subject: 'Mathematics' };
const model = await startModelServer();
model.fallback = () => ({
  reply: '{"type":"text","text":"נפתור יחד צעד אחר צעד: קודם נמצא את המקדמים, ואז נציב בנוסחה."}',
  firstTokenDelayMs: delayMs,
  chunkSize: 6,
});
const dataDir = mkdtempSync(path.join(tmpdir(), 'havruta-bench-stream-'));
const server = await startChatServer(dataDir, {
  env: {
    TUTOR_PROVIDER: 'openai',
    LLM_BASE_URL: model.url,
    LLM_MODEL: 'bench-model',
    LLM_TIMEOUT_MS: '5000',
  },
});
try {
  const token = await login(server.url, 0);
  const { json } = await post(server.url, endpoints.getCourseThread.path, token, math);
  const thread_id = (json as { thread_id: string }).thread_id;
  const overhead: number[] = [];
  const beforeModel: number[] = [];
  const afterModel: number[] = [];
  for (let index = 0; index < total; index += 1) {
    const sentAt = performance.now();
    const result = await streamChat(server.url, token, { ...math, thread_id, message: `שאלה מספר ${index}` });
    const modelAt = model.requests.at(-1)?.at ?? sentAt;
    if (result.firstDeltaMs === undefined || result.events.at(-1)?.event !== 'reply') {
      throw new Error(
        `message ${index}: ${result.status} ${JSON.stringify(result.json ?? result.events.at(-1))}`,
      );
    }
    overhead.push(result.firstDeltaMs - delayMs);
    beforeModel.push(modelAt - sentAt);
    afterModel.push(sentAt + result.firstDeltaMs - (modelAt + delayMs));
  }
  console.log(`streaming, model's first token after ${delayMs} ms, openai provider over SSE, SQLite:`);
  console.log(`  time to first delta at the client minus ${delayMs} ms: ${summary(overhead)}`);
  console.log(
    `    of which: request sent → model asked (auth, storing the message, history, prompt): ${summary(beforeModel)}`,
  );
  console.log(`    and: model's first token → first delta at the client: ${summary(afterModel)}`);
} finally {
  await stopChatServer(server);
  await model.close();
  rmSync(dataDir, { recursive: true, force: true });
}
