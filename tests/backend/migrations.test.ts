import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../../backend/src/db/knex';
import { demoAccountsFor } from '../../backend/src/db/seeds/demo';
import { seed } from '../../backend/src/db/seeds/index';
import { openTestDb, testDatabase, type TestDb } from './helpers/app';

const tables = [
  'schools',
  'courses',
  'users',
  'user_courses',
  'one_time_tokens',
  'refresh_tokens',
  'login_attempts',
  'activity_progress',
  'learning_plans',
  'mail_outbox',
  'login_known_addresses',
  'uploads',
  'chat_threads',
  'chat_messages',
  'chat_feedback',
  'introductions',
  'learning_evidence',
];

let testDb: TestDb;
beforeAll(async () => {
  testDb = await openTestDb();
});
afterAll(async () => {
  await testDb.drop();
});

async function existing(): Promise<string[]> {
  const present: string[] = [];
  for (const table of tables) if (await testDb.db.schema.hasTable(table)) present.push(table);
  return present;
}

describe(`given an empty ${testDatabase} database`, () => {
  it('should migrate up, all the way down, and up again cleanly, then seed twice', async () => {
    // Act + Assert: up
    await migrate(testDb.db);
    expect(await existing()).toEqual(tables);
    // down
    await testDb.db.migrate.rollback(undefined, true);
    expect(await existing()).toEqual([]);
    // up again, and seeds are idempotent
    await migrate(testDb.db);
    const demo = demoAccountsFor(testDb.dataDir);
    await seed(testDb.db, { demoAccounts: demo });
    await seed(testDb.db, { demoAccounts: demo });
    expect(await existing()).toEqual(tables);
    const count = async (table: string) =>
      Number((await testDb.db(table).count<Array<{ n: number | string }>>({ n: '*' }))[0]?.n);
    expect(await count('courses')).toBe(2);
    expect(await count('users')).toBe(2);
    expect(await count('user_courses')).toBe(4);
    expect(await count('learning_plans')).toBe(1);
    expect(await count('activity_progress')).toBe(5);
  });
});
