/**
 * Issue 28, item 4: Time-Out messages kept only in memory (`skip_db_log`) were bounded by count only
 * (10,000 threads × 200 messages for 6 hours), so large messages grew the server's memory for good.
 * The store is bounded in bytes per user and in total, the oldest messages going first.
 */
import { UserId } from '../../../backend/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '../../../backend/contract';
import { nowIso } from '../../../backend/src/db/time';
import { transientMessages } from '../../../backend/src/services/transient-messages';
import { statusLog } from '../helpers/abuse';
import { startTestApp, type TestApp } from '../helpers/app';
import { activeStudent, data } from '../helpers/client';

const message = (text: string) => ({
  role: 'user' as const,
  content: text,
  clientMessageId: null,
  replyTo: null,
  createdAt: nowIso(),
});

describe('given the in-memory store with small byte caps', () => {
  it("should keep each user's messages under the per-user cap, dropping that user's oldest first", async () => {
    // Arrange
    const store = transientMessages({ maxBytesPerUser: 10_000, maxBytes: 1_000_000 });
    // Act: 40 messages of 1 KB over two threads of user 1, one of user 2
    for (let index = 0; index < 40; index += 1) {
      await store.add(`thread-${index % 2}`, UserId.parse(1), message(`${index}:${'x'.repeat(1000)}`));
    }
    await store.add('thread-b', UserId.parse(2), message('hello'));
    // Assert
    expect(await store.bytes(UserId.parse(1))).toBeLessThanOrEqual(10_000);
    expect(await store.bytes(UserId.parse(1))).toBeGreaterThan(8_000);
    const kept = [...(await store.list('thread-0')), ...(await store.list('thread-1'))].map(
      (kept) => String(kept.content).split(':')[0],
    );
    expect(kept).toContain('39');
    expect(kept).toContain('38');
    expect(kept).not.toContain('0');
    expect(await store.list('thread-b')).toHaveLength(1);
  });

  it('should keep all users together under the total cap, dropping the oldest of anyone first', async () => {
    // Arrange
    const store = transientMessages({ maxBytesPerUser: 10_000, maxBytes: 25_000 });
    // Act: 10 users, 5 messages of 1 KB each
    for (let user = 1; user <= 10; user += 1) {
      for (let index = 0; index < 5; index += 1) {
        await store.add(`thread-${user}`, UserId.parse(user), message('y'.repeat(1000)));
      }
    }
    // Assert
    expect(await store.bytes()).toBeLessThanOrEqual(25_000);
    expect(await store.list('thread-1')).toHaveLength(0);
    expect(await store.list('thread-10')).toHaveLength(5);
  });

  it('should refuse nothing and keep the newest even when one message is larger than a cap', async () => {
    // Arrange
    const store = transientMessages({ maxBytesPerUser: 1_000, maxBytes: 2_000 });
    // Act
    await store.add('thread', UserId.parse(1), message('small'));
    await store.add('thread', UserId.parse(1), message('z'.repeat(5_000)));
    // Assert: an oversized message is not kept, and the store stays within its caps
    expect(await store.bytes()).toBeLessThanOrEqual(2_000);
    expect(await store.bytes(UserId.parse(1))).toBeLessThanOrEqual(1_000);
  });
});

describe('given a student sending large Time-Out messages that are not stored', () => {
  const log = statusLog();
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(
      { TIMEOUT_MEMORY_BYTES_PER_USER: '65536' },
      { rateLimits: { chatUser: { max: 10_000, windowSeconds: 60 } } },
    );
  });
  afterAll(async () => {
    await app.close();
  });

  it('should hold at most the per-user byte cap of them, the newest kept', async () => {
    // Arrange
    const token = (await activeStudent(app)).access_token;
    const timeOut = { course_id: 'Time-out', subject: 'personal' };
    const thread = data(await log.call(app, endpoints.getCourseThread, { token, body: timeOut })).thread_id;
    // Act: 12 messages of 15,000 characters (180 KB)
    for (let index = 0; index < 12; index += 1) {
      const body = {
        ...timeOut,
        thread_id: thread,
        message: `${index}-${'ש'.repeat(15_000)}`,
        skip_db_log: true,
      };
      await log.call(app, endpoints.chat, { token, body });
    }
    const history = data(await log.call(app, endpoints.getCourseThread, { token, body: timeOut })).messages;
    // Assert
    const kept = history.filter((entry) => entry.id.startsWith('t'));
    const keptBytes = kept.reduce((sum, entry) => sum + Buffer.byteLength(JSON.stringify(entry.content)), 0);
    expect(keptBytes).toBeLessThanOrEqual(65_536);
    const texts = kept.filter((entry) => entry.isUser).map((entry) => String(entry.content).split('-')[0]);
    expect(texts).toContain('11');
    expect(texts).not.toContain('0');
    expect(log.serverErrors()).toEqual([]);
  });
});
