/**
 * Issue 18, item 5: an unset NODE_ENV must not expose the development tools to the network, the demo
 * accounts have per-install passwords, and production refuses a database that holds them.
 */
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../backend/src/config';
import { migrate } from '../../backend/src/db/knex';
import { demoAccountsFor } from '../../backend/src/db/seeds/demo';
import { seed } from '../../backend/src/db/seeds/index';
import { startServer } from '../../backend/src/server';
import { openTestDb, type TestDb } from './helpers/app';

let testDb: TestDb;
beforeAll(async () => {
  testDb = await openTestDb();
});
afterAll(async () => {
  await testDb.drop();
});

const database = () => (testDb.databaseUrl ? { DATABASE_URL: testDb.databaseUrl } : {});

describe('given NODE_ENV unset (development)', () => {
  it('should listen on 127.0.0.1 unless HOST is set', () => {
    expect(loadConfig({ DATA_DIR: testDb.dataDir }).host).toBe('127.0.0.1');
    expect(loadConfig({ DATA_DIR: testDb.dataDir, HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });

  it('should start on the loopback interface only', async () => {
    // Act
    const running = await startServer(
      loadConfig({ DATA_DIR: testDb.dataDir, PORT: '0', LOG_LEVEL: 'silent', ...database() }),
    );
    try {
      // Assert
      expect((running.server.address() as AddressInfo).address).toBe('127.0.0.1');
    } finally {
      running.server.closeAllConnections();
      await running.close();
    }
  });
});

describe('given NODE_ENV=production and a database that holds a demo account', () => {
  it('should refuse to start', async () => {
    // Arrange: the development seed put the demo accounts in this database
    const seeded = await openTestDb();
    try {
      await migrate(seeded.db);
      await seed(seeded.db, { demoAccounts: demoAccountsFor(seeded.dataDir) });
      // Act
      const starting = startServer(
        loadConfig({
          NODE_ENV: 'production',
          JWT_SECRET: 'a-production-secret-of-sufficient-length-0123',
          PUBLIC_URL: 'https://havruta.example.org',
          HOST: '127.0.0.1',
          DATA_DIR: seeded.dataDir,
          PORT: '0',
          LOG_LEVEL: 'silent',
          ...(seeded.databaseUrl ? { DATABASE_URL: seeded.databaseUrl } : {}),
        }),
      );
      // Assert
      await expect(starting).rejects.toThrow(/demo account/i);
    } finally {
      await seeded.drop();
    }
  });
});
