/**
 * Issue 28, item 1: `inject_summary` turned one small request into megabytes per thread (every
 * `{summary}` of the format replaced by the summary, for up to 100 threads, with no limit), and a
 * thread holding such messages answered its history with tens of megabytes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatLimits, endpoints } from '../../../backend/contract';
import { nowIso } from '../../../backend/src/db/time';
import { statusLog } from '../helpers/abuse';
import { startTestApp, type TestApp } from '../helpers/app';
import { activeStudent, data, failure } from '../helpers/client';

const math = { course_id: 'high-school-math', subject: 'Mathematics' };
const log = statusLog();

let app: TestApp;
let token: string;
let userId: number;
let thread: string;

beforeAll(async () => {
  app = await startTestApp({}, { rateLimits: { injectUser: { max: 3, windowSeconds: 3600 } } });
  const student = await activeStudent(app);
  token = student.access_token;
  userId = student.user.id;
  thread = data(await log.call(app, endpoints.getCourseThread, { token, body: math })).thread_id;
});
afterAll(async () => {
  await app.close();
});

const systemMessages = async () =>
  app.db('chat_messages').where({ thread_id: thread, role: 'system' }).select('content');

describe('given a format with many {summary} placeholders', () => {
  it('should refuse it with 400 on the format and store nothing', async () => {
    // Arrange: the probe's 24 KB request that stored 8.88 MB per thread
    const body = {
      summary: 'סיכום '.repeat(600).trim(),
      thread_ids: [thread],
      system_message_format: '{summary}'.repeat(444),
    };
    // Act
    const refused = failure(await log.call(app, endpoints.injectSummary, { token, body }));
    // Assert
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.details)).toContain('body.system_message_format');
    expect(await systemMessages()).toHaveLength(0);
  });

  it('should refuse a summary past its limit with 400', async () => {
    // Arrange
    const body = { summary: 'א'.repeat(20_000), thread_ids: [thread] };
    // Act
    const refused = failure(await log.call(app, endpoints.injectSummary, { token, body }));
    // Assert
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.details)).toContain('body.summary');
  });

  it('should refuse more threads in one call than the cap with 400', async () => {
    // Arrange
    const ids = Array.from({ length: chatLimits.injectThreads + 1 }, (_, index) => `${thread}-${index}`);
    // Act
    const refused = failure(
      await log.call(app, endpoints.injectSummary, { token, body: { summary: 'סיכום', thread_ids: ids } }),
    );
    // Assert
    expect(refused.status).toBe(400);
    expect(refused.details).toMatchObject({ fields: [{ field: 'body.thread_ids' }] });
  });
});

describe('given the largest request the contract allows', () => {
  it('should store one message per thread no larger than the formatted cap', async () => {
    // Arrange
    const body = {
      summary: 'ס'.repeat(chatLimits.summaryChars),
      thread_ids: [thread],
      system_message_format: `${'כ'.repeat(chatLimits.summaryFormatChars - 9)}{summary}`,
    };
    // Act
    const answer = data(await log.call(app, endpoints.injectSummary, { token, body }));
    // Assert
    expect(answer.injected_threads).toEqual([thread]);
    const stored = await systemMessages();
    expect(stored).toHaveLength(1);
    const text = JSON.parse(String(stored[0]?.content)) as string;
    expect(text.length).toBeLessThanOrEqual(chatLimits.summaryChars + chatLimits.summaryFormatChars);
    expect(text.split('ס'.repeat(chatLimits.summaryChars))).toHaveLength(2);
  });
});

describe('given inject_summary called again and again', () => {
  it('should answer 429 with Retry-After past the per-user limit', async () => {
    // Arrange: one call above already counted
    const body = { summary: 'סיכום קצר', thread_ids: [thread] };
    // Act
    const results = [];
    for (let attempt = 0; attempt < 4; attempt += 1) {
      results.push(await log.call(app, endpoints.injectSummary, { token, body }));
    }
    // Assert
    expect(results.map((result) => result.status)).toEqual([200, 200, 429, 429]);
    expect(Number(results[3]?.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('given a thread whose stored messages are huge (written before the cap)', () => {
  it('should answer at most the history byte cap, newest kept, and say it is truncated', async () => {
    // Arrange: five 1 MB system messages, then one small one
    const row = { thread_id: thread, user_id: userId, role: 'system', incomplete: false, hidden: false };
    const big = JSON.stringify('מ'.repeat(1024 * 1024));
    for (let index = 0; index < 5; index += 1) {
      await app.db('chat_messages').insert({ ...row, content: big, created_at: nowIso() });
    }
    await app.db('chat_messages').insert({ ...row, content: JSON.stringify('אחרון'), created_at: nowIso() });
    // Act
    const response = await fetch(`${app.url}${endpoints.getCourseThread.path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(math),
    });
    log.record(response.status);
    const raw = await response.text();
    // Assert
    expect(response.status).toBe(200);
    expect(Buffer.byteLength(raw)).toBeLessThanOrEqual(chatLimits.historyBytes + 1024);
    const history = endpoints.getCourseThread.response.parse(JSON.parse(raw));
    expect(history.truncated).toBe(true);
    expect(history.messages.at(-1)?.content).toBe('אחרון');
  });

  it('should still answer a message in that thread', async () => {
    // Act
    const reply = await log.call(app, endpoints.chat, {
      token,
      body: { ...math, thread_id: thread, message: 'מה זה נגזרת?' },
    });
    // Assert
    expect(reply.status).toBe(200);
  });

  it('should never have answered 5xx', () => {
    expect(log.serverErrors()).toEqual([]);
  });
});
