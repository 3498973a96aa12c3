import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, type User } from '../../backend/contract';
import { NotFound } from '../../backend/src/errors';
import type { VoiceThreads } from '../../backend/src/routes/media';
import { startTestApp, type TestApp } from './helpers/app';
import { startAudioServer, type AudioServer } from './helpers/audio-server';
import { call, data } from './helpers/client';

/** A stand-in for the chat engine (phase 2): one thread of the demo student, answers echoed. */
const answered: Array<{ user: User; transcript: string; client_message_id?: string | undefined }> = [];
const voiceThreads: VoiceThreads = {
  async assertThread(_userId, threadId) {
    if (threadId !== 'thread-1') throw new NotFound('Thread not found', 'thread_not_found');
  },
  async answer(user, input) {
    answered.push({ user, transcript: input.transcript, client_message_id: input.client_message_id });
    return { bot: `שמעתי: ${input.transcript}`, message_id: `msg-${answered.length}` };
  },
};

async function record(app: TestApp, token: string, bytes: Uint8Array, threadId = 'thread-1') {
  const form = new FormData();
  form.set('file', new Blob([new Uint8Array(bytes)], { type: 'audio/webm' }), 'recording.webm');
  form.set('thread_id', threadId);
  form.set('course_id', 'high-school-math');
  form.set('client_message_id', 'client-1');
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
  beforeAll(async () => {
    app = await startTestApp({}, { chatMedia: { voiceThreads } });
    token = data(await call(app, endpoints.login, { body: app.credentials('student') })).access_token;
  });
  afterAll(async () => {
    await app.close();
  });

  it('should answer 503 transcription_unavailable with the message in Hebrew and English', async () => {
    // Act
    const answer = await record(app, token, recording);
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
  let server: AudioServer;
  let app: TestApp;
  let token: string;
  beforeAll(async () => {
    server = await startAudioServer();
    app = await startTestApp(
      { TRANSCRIPTION_BASE_URL: server.baseUrl, TRANSCRIPTION_TIMEOUT_MS: '1500' },
      { chatMedia: { voiceThreads } },
    );
    token = data(await call(app, endpoints.login, { body: app.credentials('student') })).access_token;
  });
  afterAll(async () => {
    await app.close();
    await server.close();
  });

  it('should transcribe in Hebrew and hand the transcript to the tutor', async () => {
    // Act
    const answer = await record(app, token, recording);
    // Assert
    expect(answer.status).toBe(200);
    const body = endpoints.transcribeAudio.response.parse(answer.body);
    expect(body.transcript).toBe(server.state.transcript);
    expect(body.bot).toBe(`שמעתי: ${server.state.transcript}`);
    expect(server.state.transcriptions.at(-1)).toMatchObject({
      model: 'whisper-1',
      language: 'he',
      bytes: recording.length,
    });
    expect(answered.at(-1)).toMatchObject({
      transcript: server.state.transcript,
      client_message_id: 'client-1',
    });
  });

  it('should answer 400 "No audio recorded" to an empty recording without calling the endpoint', async () => {
    // Arrange
    const calls = server.state.transcriptions.length;
    // Act
    const answer = await record(app, token, new Uint8Array(0));
    // Assert
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: 'no_audio', message: 'No audio recorded. Please try again.' });
    expect(server.state.transcriptions).toHaveLength(calls);
  });

  it("should pass the endpoint's 429 through with its Retry-After", async () => {
    // Arrange
    server.state.faults.push({ status: 429, retryAfter: 7 });
    // Act
    const answer = await record(app, token, recording);
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
    server.state.faults.push(fault);
    // Act
    const answer = await record(app, token, recording);
    // Assert
    expect(answer.status).toBe(503);
    expect(answer.body).toMatchObject({ code: 'transcription_failed' });
    expect(answer.headers.get('retry-after')).toBe('5');
  });

  it("should answer 404 for another user's thread before transcribing, and 401 without a token", async () => {
    // Arrange
    const calls = server.state.transcriptions.length;
    // Act
    const foreign = await record(app, token, recording, 'thread-of-someone-else');
    const anonymous = await fetch(`${app.url}${endpoints.transcribeAudio.path}`, { method: 'POST' });
    // Assert
    expect(foreign.status).toBe(404);
    expect(server.state.transcriptions).toHaveLength(calls);
    expect(anonymous.status).toBe(401);
  });
});
