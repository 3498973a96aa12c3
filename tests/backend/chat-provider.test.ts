/**
 * The chat routes with the openai provider, against the OpenAI-compatible test server over HTTP:
 * failures answer the retryable 503 with the message kept, streams carry the model's text, a stream
 * cut mid-way ends in an error event with the text stored incomplete, and a client that goes away
 * aborts the model request.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { endpoints } from '../../backend/contract';
import { startTestApp, type TestApp } from './helpers/app';
import { activeStudent, call, data, failure } from './helpers/client';
import { startModelServer, type ModelServer } from './helpers/model-server';
import { streamChat } from './helpers/sse';

let model: ModelServer;
let app: TestApp;
let token: string;
let thread_id: string;
const math = { course_id: 'high-school-math', subject: 'Mathematics' };

beforeAll(async () => {
  model = await startModelServer();
  app = await startTestApp({
    TUTOR_PROVIDER: 'openai',
    LLM_BASE_URL: model.url,
    LLM_MODEL: 'test-model',
    LLM_TIMEOUT_MS: '500',
    LLM_MAX_RETRIES: '1',
    LLM_BACKOFF_MS: '5',
  });
  token = (await activeStudent(app)).access_token;
  thread_id = data(await call(app, endpoints.getCourseThread, { token, body: math })).thread_id;
});
afterAll(async () => {
  await app.close();
  await model.close();
});
beforeEach(() => {
  model.fallback = () => ({ reply: '{"type":"text","text":"תשובה מהמודל."}' });
});

const history = async () => data(await call(app, endpoints.getCourseThread, { token, body: math })).messages;
const send = (message: string, client_message_id: string) =>
  call(app, endpoints.chat, { token, body: { ...math, thread_id, message, client_message_id } });

describe('given a new course thread', () => {
  it('should greet from the content files without asking the model', async () => {
    const before = model.requests.length;
    const { messages } = data(
      await call(app, endpoints.getCourseThread, {
        token,
        body: { course_id: 'statistics-2', subject: 'Statistics' },
      }),
    );
    expect(String(messages[0]?.content)).toContain('קליאו');
    expect(model.requests.length).toBe(before);
  });
});

describe('given a model that keeps failing', () => {
  it('should answer 503 tutor_unavailable with Retry-After, keep the message, and answer the retry later', async () => {
    // Arrange
    model.script({ fault: 'server-error' }, { fault: 'rate-limit', retryAfterSeconds: 4 });
    // Act
    const error = failure(await send('מה זה דיסקרימיננטה?', 'fail-1'));
    const kept = (await history()).filter((message) => message.client_message_id === 'fail-1');
    const retried = data(await send('מה זה דיסקרימיננטה?', 'fail-1'));
    const after = (await history()).filter((message) => message.client_message_id === 'fail-1');
    // Assert
    expect(error).toMatchObject({
      status: 503,
      code: 'tutor_unavailable',
      details: { retry_after_seconds: 4 },
    });
    expect(error.headers.get('retry-after')).toBe('4');
    expect(JSON.stringify(error)).not.toMatch(/\/work\/|at \w+ \(|127\.0\.0\.1/);
    expect(kept).toHaveLength(1);
    expect(retried.bot).toBe('תשובה מהמודל.');
    expect(after).toHaveLength(1);
  });

  it('should answer after a hang past the timeout when the retry succeeds', async () => {
    model.script({ fault: 'hang' });
    expect(data(await send('שאלה', 'hang-1')).bot).toBe('תשובה מהמודל.');
  });
});

describe('given a streamed reply from the model', () => {
  it("should pass the model's text on as deltas and end with the reply", async () => {
    // Arrange
    model.script({
      reply: '{"type":"text","text":"נפתור יחד: קודם נמצא את המקדמים."}',
      chunkSize: 4,
      firstTokenDelayMs: 50,
    });
    // Act
    const result = await streamChat(app.url, token, {
      ...math,
      thread_id,
      message: 'עזרי לי',
      client_message_id: 'sse-1',
    });
    // Assert
    const deltas = result.events.filter((event) => event.event === 'delta');
    expect(deltas.length).toBeGreaterThan(3);
    expect(result.events.at(-1)).toMatchObject({
      event: 'reply',
      data: { bot: 'נפתור יחד: קודם נמצא את המקדמים.' },
    });
  });

  it('should end a stream cut mid-way with one error event, and store what was shown as incomplete', async () => {
    // Arrange
    model.script({ fault: 'cut', afterChunks: 12 });
    // Act
    const result = await streamChat(app.url, token, {
      ...math,
      thread_id,
      message: 'ספרי עוד',
      client_message_id: 'cut-1',
    });
    const stored = await history();
    const answer = stored[stored.findIndex((message) => message.client_message_id === 'cut-1') + 1];
    const retry = data(await send('ספרי עוד', 'cut-1'));
    const again = await history();
    // Assert
    expect(result.status).toBe(200);
    expect(result.events.some((event) => event.event === 'delta')).toBe(true);
    expect(result.events.at(-1)).toMatchObject({ event: 'error', data: { code: 'tutor_unavailable' } });
    expect(answer).toMatchObject({ role: 'assistant', incomplete: true });
    expect(retry.bot).toBe('תשובה מהמודל.');
    const replaced = again[again.findIndex((message) => message.client_message_id === 'cut-1') + 1];
    expect(replaced?.incomplete).toBeUndefined();
    expect(replaced?.message_id).toBe(answer?.message_id);
  });

  it('should abort the model request when the client goes away and keep what was produced', async () => {
    // Arrange
    const abandonedBefore = model.abandoned;
    model.script({ reply: 'א'.repeat(400), chunkSize: 10, chunkDelayMs: 30 });
    const controller = new AbortController();
    // Act
    await streamChat(
      app.url,
      token,
      { ...math, thread_id, message: 'הסבר ארוך', client_message_id: 'gone-1' },
      {
        signal: controller.signal,
        onEvent: (event) => {
          if (event.event === 'delta') controller.abort();
        },
      },
    ).catch(() => undefined);
    let answer;
    for (let tries = 0; tries < 100 && !answer; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      const stored = await history();
      const index = stored.findIndex((message) => message.client_message_id === 'gone-1');
      answer = index >= 0 ? stored[index + 1] : undefined;
    }
    // Assert
    expect(answer).toMatchObject({ role: 'assistant', incomplete: true });
    expect(String(answer?.content).length).toBeLessThan(400);
    expect(model.abandoned).toBe(abandonedBefore + 1);
  });
});
