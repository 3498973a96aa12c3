/**
 * Issue 28, item 7 (chat): `create_thread` (the Time-Out variant also runs the tutor's greeting),
 * `start_introduction`, `inject_summary` and `feedback` had no limit per user. Each has one now,
 * configurable through the environment (README, Configuration).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '../../../backend/contract';
import { loadConfig } from '../../../backend/src/config';
import { statusLog } from '../helpers/abuse';
import { startTestApp, type TestApp } from '../helpers/app';
import { activeStudent, data, failure } from '../helpers/client';

const log = statusLog();
const math = { course_id: 'high-school-math', subject: 'Mathematics' };
const timeOut = { course_id: 'Time-out', subject: 'personal' };

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({
    RATE_LIMIT_THREADS: '3/3600',
    RATE_LIMIT_INTRODUCTIONS: '2/3600',
    RATE_LIMIT_INJECT_SUMMARY: '2/3600',
    RATE_LIMIT_FEEDBACK: '3/3600',
  });
});
afterAll(async () => {
  await app.close();
});

const statuses = (results: ReadonlyArray<{ status: number }>) => results.map((result) => result.status);

async function repeat<T extends { status: number }>(times: number, once: () => Promise<T>): Promise<T[]> {
  const results: T[] = [];
  for (let index = 0; index < times; index += 1) results.push(await once());
  return results;
}

describe('given a student creating Time-Out threads again and again', () => {
  it('should answer 429 with Retry-After past the limit and create no thread for it', async () => {
    // Arrange
    const token = (await activeStudent(app)).access_token;
    const before = Number((await app.db('chat_threads').count({ n: '*' }))[0]?.n);
    // Act
    const results = await repeat(5, () => log.call(app, endpoints.createThread, { token, body: timeOut }));
    // Assert
    expect(statuses(results)).toEqual([200, 200, 200, 429, 429]);
    const refused = results.filter((result) => !result.ok).map(failure);
    expect(refused[0]?.code).toBe('too_many_requests');
    expect(Number(refused[0]?.headers.get('retry-after'))).toBeGreaterThan(0);
    const after = Number((await app.db('chat_threads').count({ n: '*' }))[0]?.n);
    expect(after - before).toBe(3);
  });
});

describe('given a student starting the introduction again and again', () => {
  it('should answer 429 past the limit', async () => {
    // Arrange
    const token = (await activeStudent(app)).access_token;
    // Act
    const results = await repeat(3, () => log.call(app, endpoints.startIntroduction, { token }));
    // Assert
    expect(statuses(results)).toEqual([200, 200, 429]);
  });
});

describe('given a student injecting summaries again and again', () => {
  it('should answer 429 past the limit', async () => {
    // Arrange
    const token = (await activeStudent(app)).access_token;
    const thread = data(await log.call(app, endpoints.getCourseThread, { token, body: math })).thread_id;
    const body = { summary: 'סיכום', thread_ids: [thread] };
    // Act
    const results = await repeat(3, () => log.call(app, endpoints.injectSummary, { token, body }));
    // Assert
    expect(statuses(results)).toEqual([200, 200, 429]);
  });
});

describe('given a student sending feedback again and again', () => {
  it('should answer 429 past the limit', async () => {
    // Arrange
    const token = (await activeStudent(app)).access_token;
    const opened = data(await log.call(app, endpoints.getCourseThread, { token, body: math }));
    const greeting = opened.messages.find((message) => message.role === 'assistant');
    const body = {
      messageId: greeting?.id ?? '',
      isPositive: true,
      threadId: opened.thread_id,
      courseId: math.course_id,
    };
    // Act
    const results = await repeat(4, () => log.call(app, endpoints.saveFeedback, { token, body }));
    // Assert
    expect(statuses(results)).toEqual([200, 200, 200, 429]);
  });

  it('should never have answered 5xx', () => {
    expect(log.serverErrors()).toEqual([]);
  });
});

describe('given a malformed limit in the environment', () => {
  it.each(['ten', '10', '0/60', '5/0', '5/x'])('should refuse %s at start-up', (value) => {
    expect(() => loadConfig({ NODE_ENV: 'test', RATE_LIMIT_THREADS: value })).toThrow(/RATE_LIMIT_THREADS/);
  });
});
