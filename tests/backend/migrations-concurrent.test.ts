import { afterEach, describe, expect, it } from 'vitest';
import { createDb, migrate, type Db } from '../../backend/src/db/knex';
import { migrateAndSeed } from '../../backend/src/db/prepare';
import { demoAccountsFor } from '../../backend/src/db/seeds/demo';
import { openTestDb, testDatabase, type TestDb } from './helpers/app';

const NODES = 3;
const ROUNDS = 5;

let opened: TestDb[] = [];
let handles: Db[] = [];
afterEach(async () => {
  await Promise.all(handles.map((db) => db.destroy()));
  await Promise.all(opened.map((testDb) => testDb.drop()));
  handles = [];
  opened = [];
});

/** Three database handles on one new, empty database: three nodes starting at the same moment. */
async function emptyDatabaseWithNodes(): Promise<{ testDb: TestDb; nodes: Db[] }> {
  const testDb = await openTestDb();
  opened.push(testDb);
  const nodes = Array.from({ length: NODES }, () =>
    createDb({ databaseUrl: testDb.databaseUrl, dataDir: testDb.dataDir }),
  );
  handles.push(...nodes);
  return { testDb, nodes };
}

async function count(db: Db, table: string): Promise<number> {
  return Number((await db(table).count<Array<{ n: number | string }>>({ n: '*' }))[0]?.n);
}

describe(`given ${NODES} nodes starting together on an empty ${testDatabase} database`, () => {
  it(`should migrate and seed once, with every node starting, in ${ROUNDS} rounds out of ${ROUNDS}`, async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      // Arrange
      const { testDb, nodes } = await emptyDatabaseWithNodes();
      const demo = demoAccountsFor(testDb.dataDir);
      // Act
      const started = await Promise.allSettled(nodes.map((db) => migrateAndSeed(db, { demoAccounts: demo })));
      // Assert
      expect(started.map((result) => result.status)).toEqual(Array<string>(NODES).fill('fulfilled'));
      const [first] = nodes;
      if (!first) throw new Error('no node');
      expect(await count(first, 'courses')).toBe(2);
      expect(await count(first, 'users')).toBe(2);
      const locks = await first('knex_migrations_lock').select('is_locked');
      expect(locks).toEqual([{ is_locked: 0 }]);
    }
  });

  it('should start even when a node was killed mid-migration and left the knex lock taken', async () => {
    // Arrange: a migrated database whose lock row says a migration is running, as a SIGKILL leaves it
    const { nodes } = await emptyDatabaseWithNodes();
    const [first] = nodes;
    if (!first) throw new Error('no node');
    await migrate(first);
    await first('knex_migrations_lock').update({ is_locked: 1 });
    // Act
    const started = await Promise.allSettled(nodes.map((db) => migrateAndSeed(db)));
    // Assert
    expect(started.map((result) => result.status)).toEqual(Array<string>(NODES).fill('fulfilled'));
    expect(await first('knex_migrations_lock').select('is_locked')).toEqual([{ is_locked: 0 }]);
  });
});
