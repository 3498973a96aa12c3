import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { migrate } from '../../backend/src/db/knex';
import { TooMany } from '../../backend/src/errors';
import { attemptsRepository } from '../../backend/src/repositories/attempts';
import { rateLimiter } from '../../backend/src/services/rate-limit';
import { openTestDb, testDatabase, type TestDb } from './helpers/app';

let testDb: TestDb;
beforeAll(async () => {
  testDb = await openTestDb();
  await migrate(testDb.db);
});
afterEach(() => {
  vi.useRealTimers();
});
afterAll(async () => {
  await testDb.drop();
});

const limit = { max: 3, windowSeconds: 600 };
const hourMs = 60 * 60 * 1000;

/** The limiter's answer to one more call: 'ok', or the Retry-After seconds of its 429. */
async function attempt(limiter: ReturnType<typeof rateLimiter>, key: string): Promise<'ok' | number> {
  try {
    await limiter.hit(key, limit);
    return 'ok';
  } catch (error) {
    if (error instanceof TooMany) return Number(error.headers['Retry-After']);
    throw error;
  }
}

describe('given two nodes on one database whose clocks differ by an hour (issue 30, item 6)', () => {
  it('should count both nodes’ calls in one window on PostgreSQL, where the window runs on its clock', async () => {
    // Arrange: node A, on time, uses up the limit
    const nodeA = rateLimiter(attemptsRepository(testDb.db));
    const nodeB = rateLimiter(attemptsRepository(testDb.db));
    for (let call = 0; call < limit.max; call += 1) expect(await attempt(nodeA, 'clock:user')).toBe('ok');
    // Act: node B's clock runs an hour ahead
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + hourMs });
    const answer = await attempt(nodeB, 'clock:user');
    // Assert
    if (testDatabase === 'pg') {
      // refused, with a Retry-After within the window as the database counts it
      expect(answer).toBeGreaterThan(limit.windowSeconds - 60);
      expect(answer).toBeLessThanOrEqual(limit.windowSeconds);
    } else {
      // SQLite holds one node (docs/backend.md, "Many nodes"): its clock is the process's, so the
      // jump alone moves the window past the earlier calls
      expect(answer).toBe('ok');
    }
  });
});
