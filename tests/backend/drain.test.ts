/**
 * Issue 30, item 6: on SIGTERM (`Running.close()`) a node answers ready 503 at once (health.test.ts), lets open event
 * streams finish until DRAIN_TIMEOUT_MS, then ends each one left with an `error` event
 * `server_restarting` (retryable), keeps the student's message, and exits. Before, `server.close()`
 * waited for open streams with no deadline.
 */
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChatStreamEvent, endpoints } from '../../backend/contract';
import { loadConfig } from '../../backend/src/config';
import { demoAccountsFor } from '../../backend/src/db/seeds/demo';
import { startServer, type Running } from '../../backend/src/server';
import { openTestDb, type TestDb } from './helpers/app';
import { call, data } from './helpers/client';
import { startModelServer, type ModelServer } from './helpers/model-server';
import { streamChat } from './helpers/sse';

let testDb: TestDb;
let model: ModelServer;
let running: Running;
let url: string;
beforeAll(async () => {
  testDb = await openTestDb();
  model = await startModelServer();
  running = await startServer(
    loadConfig({
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: testDb.dataDir,
      LOG_LEVEL: 'silent',
      TUTOR_PROVIDER: 'openai',
      LLM_BASE_URL: model.url,
      LLM_MODEL: 'test-model',
      LLM_TIMEOUT_MS: '60000',
      LLM_MAX_RETRIES: '0',
      DRAIN_TIMEOUT_MS: '200',
      ...(testDb.databaseUrl ? { DATABASE_URL: testDb.databaseUrl } : {}),
    }),
  );
  url = `http://127.0.0.1:${(running.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await model.close();
  await testDb.drop();
});

describe('given a node shutting down while a reply streams', () => {
  it('should end the stream with server_restarting, keep the message, and close', async () => {
    // Arrange: a reply that would take minutes
    const student = demoAccountsFor(testDb.dataDir).student;
    const app = { url };
    const token = data(
      await call(app, endpoints.login, { body: { email: student.email, password: student.password } }),
    ).access_token;
    const math = { course_id: 'high-school-math', subject: 'Mathematics' };
    const threadId = data(await call(app, endpoints.getCourseThread, { token, body: math })).thread_id;
    model.script({ reply: 'ב'.repeat(4_000), chunkSize: 4, chunkDelayMs: 100 });
    let closing: Promise<void> | undefined;
    // Act: SIGTERM's close() once the first delta arrived
    const result = await streamChat(
      url,
      token,
      { ...math, thread_id: threadId, message: 'הסבר ארוך', client_message_id: 'drain-1' },
      {
        onEvent: (event) => {
          if (event.event !== 'delta' || closing) return;
          closing = running.close();
        },
      },
    );
    await closing;
    // Assert
    const last = ChatStreamEvent.parse(result.events.at(-1));
    expect(last).toMatchObject({ event: 'error', data: { code: 'server_restarting' } });
    expect(result.events.filter((event) => event.event === 'reply')).toHaveLength(0);
    const stored = await testDb.db('chat_messages').where({ client_message_id: 'drain-1' });
    expect(stored).toHaveLength(1);
    expect(model.abandoned).toBe(1);
  });
});
