import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '../../backend/contract';
import { startTestApp, type TestApp } from './helpers/app';
import { activeStudent, call, data } from './helpers/client';
import { startModelServer, type ModelServer } from './helpers/model-server';

const math = { course_id: 'high-school-math', subject: 'Mathematics' };

async function mainThread(app: TestApp, token: string): Promise<string> {
  return data(await call(app, endpoints.getCourseThread, { token, body: math })).thread_id;
}

async function record(
  app: TestApp,
  token: string,
  bytes: Uint8Array,
  threadId: string,
  clientMessageId: string = randomUUID(),
) {
  const form = new FormData();
  form.set('file', new Blob([new Uint8Array(bytes)], { type: 'audio/webm' }), 'recording.webm');
  form.set('thread_id', threadId);
  form.set('course_id', math.course_id);
  form.set('client_message_id', clientMessageId);
  const response = await fetch(`${app.url}${endpoints.transcribeAudio.path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as Record<string, unknown>,
  };
}

const recording = new Uint8Array(Buffer.from('OggS fake opus recording bytes'));

describe('given no transcription endpoint', () => {
  let app: TestApp;
  let token: string;
  let thread: string;
  beforeAll(async () => {
    app = await startTestApp();
    token = (await activeStudent(app)).access_token;
    thread = await mainThread(app, token);
  });
  afterAll(async () => {
    await app.close();
  });

  it('should answer 503 transcription_unavailable with the message in Hebrew and English', async () => {
    // Act
    const answer = await record(app, token, recording, thread);
    // Assert
    expect(answer.status).toBe(503);
    expect(answer.body).toMatchObject({
      code: 'transcription_unavailable',
      message: 'Voice transcription is not available on this server. Please type your question.',
      details: {
        messages: { he: expect.stringContaining('תמלול') as string, en: expect.any(String) as string },
      },
    });
  });
});

describe('given an OpenAI-compatible transcription endpoint', () => {
  let server: ModelServer;
  let app: TestApp;
  let token: string;
  let thread: string;
  beforeAll(async () => {
    server = await startModelServer();
    app = await startTestApp({ TRANSCRIPTION_BASE_URL: server.url, TRANSCRIPTION_TIMEOUT_MS: '1500' });
    token = (await activeStudent(app)).access_token;
    thread = await mainThread(app, token);
  });
  afterAll(async () => {
    await app.close();
    await server.close();
  });

  it("should transcribe in Hebrew, store the transcript as the student's message and answer it", async () => {
    // Act
    const answer = await record(app, token, recording, thread);
    const history = data(await call(app, endpoints.getCourseThread, { token, body: math })).messages;
    // Assert
    expect(answer.status).toBe(200);
    const body = endpoints.transcribeAudio.response.parse(answer.body);
    expect(body.transcript).toBe(server.audio.transcript);
    expect(server.audio.transcriptions.at(-1)).toMatchObject({
      model: 'whisper-1',
      language: 'he',
      bytes: recording.length,
    });
    const mine = history.find((message) => message.isUser && message.content === server.audio.transcript);
    expect(mine).toBeDefined();
    expect(history.find((message) => message.message_id === body.message_id)).toMatchObject({
      role: 'assistant',
      content: body.bot,
    });
  });

  it('should answer a retry with the same client_message_id from what is stored, without transcribing again', async () => {
    // Arrange
    const first = endpoints.transcribeAudio.response.parse(
      (await record(app, token, recording, thread, 'voice-retry-1')).body,
    );
    const calls = server.audio.transcriptions.length;
    server.audio.transcript = 'משפט אחר לגמרי';
    // Act
    const again = await record(app, token, recording, thread, 'voice-retry-1');
    const history = data(await call(app, endpoints.getCourseThread, { token, body: math })).messages;
    // Assert
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({
      transcript: first.transcript,
      message_id: first.message_id,
      bot: first.bot,
    });
    expect(server.audio.transcriptions).toHaveLength(calls);
    expect(history.filter((message) => message.client_message_id === 'voice-retry-1')).toHaveLength(1);
  });

  it('should answer 400 "No audio recorded" to an empty recording without calling the endpoint', async () => {
    // Arrange
    const calls = server.audio.transcriptions.length;
    // Act
    const answer = await record(app, token, new Uint8Array(0), thread);
    // Assert
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: 'no_audio', message: 'No audio recorded. Please try again.' });
    expect(server.audio.transcriptions).toHaveLength(calls);
  });

  it("should pass the endpoint's 429 through with its Retry-After", async () => {
    // Arrange
    server.audio.faults.push({ status: 429, retryAfter: 7 });
    // Act
    const answer = await record(app, token, recording, thread);
    // Assert
    expect(answer.status).toBe(429);
    expect(answer.headers.get('retry-after')).toBe('7');
    expect(answer.body).toMatchObject({ code: 'transcription_busy' });
  });

  it.each([
    ['a 500', { status: 500 }],
    ['a hang past the timeout', { hang: true as const }],
  ])('should answer 503 transcription_failed to %s', async (_name, fault) => {
    // Arrange
    server.audio.faults.push(fault);
    // Act
    const answer = await record(app, token, recording, thread);
    // Assert
    expect(answer.status).toBe(503);
    expect(answer.body).toMatchObject({ code: 'transcription_failed' });
    expect(answer.headers.get('retry-after')).toBe('5');
  });

  it("should answer 404 for another user's thread before transcribing, and 401 without a token", async () => {
    // Arrange
    const calls = server.audio.transcriptions.length;
    const someoneElse = (await activeStudent(app)).access_token;
    const foreignThread = await mainThread(app, someoneElse);
    // Act
    const foreign = await record(app, token, recording, foreignThread);
    const anonymous = await fetch(`${app.url}${endpoints.transcribeAudio.path}`, { method: 'POST' });
    // Assert
    expect(foreign.status).toBe(404);
    expect(server.audio.transcriptions).toHaveLength(calls);
    expect(anonymous.status).toBe(401);
  });
});
