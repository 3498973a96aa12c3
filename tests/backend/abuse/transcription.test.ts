/**
 * Issue 28, item 5: `transcribe_audio` may not cost the server memory or provider calls before it
 * knows the caller may use it. Parallel calls reach the transcription endpoint at most as often as
 * the per-user limit allows; large recordings for a thread that is not the caller's are refused
 * without being held in memory (fields first: before a byte of the file is read; file first: the
 * file waits on disk and is deleted); a file that is not audio never reaches the endpoint.
 */
import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '../../../backend/contract';
import { defaultRateLimits } from '../../../backend/src/services/rate-limit';
import { scratchDirOf } from '../../../backend/src/storage';
import { startTestApp, type TestApp } from '../helpers/app';
import { activeStudent, call, data } from '../helpers/client';
import { startModelServer, type ModelServer } from '../helpers/model-server';
import { uploadRecording } from '../helpers/recording-upload';

const math = { course_id: 'high-school-math', subject: 'Mathematics' };
const megabyte = 1024 * 1024;

let server: ModelServer;
let app: TestApp;
beforeAll(async () => {
  server = await startModelServer();
  app = await startTestApp({ TRANSCRIPTION_BASE_URL: server.url, TRANSCRIPTION_TIMEOUT_MS: '5000' });
});
afterAll(async () => {
  await app.close();
  await server.close();
});

/** A new student and their main math thread. */
async function student(): Promise<{ token: string; thread: string }> {
  const token = (await activeStudent(app)).access_token;
  const thread = data(await call(app, endpoints.getCourseThread, { token, body: math })).thread_id;
  return { token, thread };
}

/** The highest RSS of this process (server and test client) seen while `work` runs. */
async function peakRss<T>(work: () => Promise<T>): Promise<{ result: T; before: number; peak: number }> {
  const before = process.memoryUsage.rss();
  let peak = before;
  const sample = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss());
  }, 5);
  try {
    const result = await work();
    peak = Math.max(peak, process.memoryUsage.rss());
    return { result, before, peak };
  } finally {
    clearInterval(sample);
  }
}

const scratchFiles = () => {
  try {
    return readdirSync(scratchDirOf(app.config));
  } catch {
    return [];
  }
};

describe('given 45 parallel recordings from one student', () => {
  it('should call the transcription endpoint at most the per-user limit and answer 200 or 429 only', async () => {
    // Arrange
    const { token, thread } = await student();
    const calls = server.audio.transcriptions.length;
    // Act
    const answers = await Promise.all(
      Array.from({ length: 45 }, () =>
        uploadRecording({
          url: app.url,
          token,
          fields: { thread_id: thread, course_id: math.course_id },
          bytes: 4096,
          fieldsFirst: true,
        }),
      ),
    );
    // Assert
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    expect(statuses.every((status) => status === 200 || status === 429)).toBe(true);
    expect(statuses).toContain(200);
    expect(server.audio.transcriptions.length - calls).toBeLessThanOrEqual(
      defaultRateLimits.transcribeUser.max,
    );
  });
});

describe('given ten parallel 24 MB recordings for a thread that does not exist', () => {
  it.each([
    ['before the file', true],
    ['after the file', false],
  ])(
    'should answer 404 with the fields %s, without holding the recordings in memory or on disk',
    async (_where, fieldsFirst) => {
      // Arrange
      const { token } = await student();
      const calls = server.audio.transcriptions.length;
      // Act
      const {
        result: answers,
        before,
        peak,
      } = await peakRss(() =>
        Promise.all(
          Array.from({ length: 10 }, () =>
            uploadRecording({
              url: app.url,
              token,
              fields: { thread_id: 'made-up-thread', course_id: math.course_id },
              bytes: 24 * megabyte,
              fieldsFirst,
            }),
          ),
        ),
      );
      // Assert: buffered, ten recordings would add 240 MB and more
      const statuses = answers.map((answer) => answer.status);
      expect(statuses.filter((status) => status >= 500)).toEqual([]);
      expect(statuses.filter((status) => status !== 0).every((status) => status === 404)).toBe(true);
      expect(statuses.filter((status) => status === 404).length).toBeGreaterThan(0);
      expect((peak - before) / megabyte).toBeLessThan(100);
      expect(server.audio.transcriptions.length).toBe(calls);
      expect(scratchFiles()).toEqual([]);
    },
  );
});

describe('given a file that is not audio', () => {
  it('should answer 400 not_audio without calling the endpoint or keeping the file', async () => {
    // Arrange
    const { token, thread } = await student();
    const calls = server.audio.transcriptions.length;
    // Act
    const answer = await uploadRecording({
      url: app.url,
      token,
      fields: { thread_id: thread, course_id: math.course_id },
      bytes: 64 * 1024,
      fieldsFirst: true,
      head: Buffer.from('<html><script>alert(1)</script>'),
    });
    // Assert
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toMatchObject({ code: 'not_audio' });
    expect(server.audio.transcriptions.length).toBe(calls);
    expect(scratchFiles()).toEqual([]);
  });
});
