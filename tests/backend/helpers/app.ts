import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import knexFactory from 'knex';
import { inject } from 'vitest';
import { createApp, createMailWorker } from '../../../backend/src/app';
import { loadConfig, type Config } from '../../../backend/src/config';
import { changeFeedFor } from '../../../backend/src/db/change-feed';
import { createDb, migrate, type Db } from '../../../backend/src/db/knex';
import { demoAccountsFor, type DemoAccounts } from '../../../backend/src/db/seeds/demo';
import { seed } from '../../../backend/src/db/seeds/index';
import { createLogger } from '../../../backend/src/logger';
import type { RateLimits } from '../../../backend/src/services/rate-limit';

/** Which database this run uses: the `backend-pg` project sets HAVRUTA_TEST_DB=pg. */
export const testDatabase: 'sqlite' | 'pg' = process.env.HAVRUTA_TEST_DB === 'pg' ? 'pg' : 'sqlite';

export interface TestDb {
  db: Db;
  dataDir: string;
  /** set on PostgreSQL: the per-file database's connection string */
  databaseUrl: string | undefined;
  drop(): Promise<void>;
}

/**
 * An empty database of its own: a SQLite file in a temporary DATA_DIR, or a fresh database on the
 * run's PostgreSQL that is dropped afterwards.
 */
export async function openTestDb(): Promise<TestDb> {
  // DATA_DIR sits in a folder of its own, so a test may look at what is beside it (a file that escaped
  // DATA_DIR) without seeing what other programs left in the machine's temp folder.
  const parentDir = mkdtempSync(path.join(tmpdir(), 'havruta-test-'));
  const dataDir = path.join(parentDir, 'data');
  mkdirSync(dataDir);
  let databaseUrl: string | undefined;
  let dropDatabase = async (): Promise<void> => undefined;
  if (testDatabase === 'pg') {
    const adminUrl = inject('pgAdminUrl');
    const name = `havruta_t_${randomBytes(6).toString('hex')}`;
    const admin = knexFactory({ client: 'pg', connection: adminUrl, pool: { min: 0, max: 1 } });
    await admin.raw(`CREATE DATABASE ${name}`);
    await admin.destroy();
    databaseUrl = adminUrl.replace(/\/postgres$/, `/${name}`);
    dropDatabase = async () => {
      const again = knexFactory({ client: 'pg', connection: adminUrl, pool: { min: 0, max: 1 } });
      await again.raw(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await again.destroy();
    };
  }
  const db = createDb({ databaseUrl, dataDir });
  return {
    db,
    dataDir,
    databaseUrl,
    async drop() {
      await db.destroy();
      await dropDatabase();
      rmSync(parentDir, { recursive: true, force: true });
    },
  };
}

export interface TestApp {
  db: Db;
  config: Config;
  /** the demo accounts with the passwords generated for this test's DATA_DIR */
  demo: DemoAccounts;
  /** the login body of a demo account of this app */
  credentials(role: keyof DemoAccounts): { email: string; password: string };
  /** base URL of `app.callback()` served on an ephemeral loopback port */
  url: string;
  close(): Promise<void>;
}

/** A fresh, migrated and seeded database per test file (demo accounts included), and the Koa app over HTTP. */
export async function startTestApp(
  overrides: Record<string, string> = {},
  options: { rateLimits?: Partial<RateLimits> } = {},
): Promise<TestApp> {
  const testDb = await openTestDb();
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: testDb.dataDir,
    PORT: '0',
    PUBLIC_URL: 'http://havruta.test',
    ...(testDb.databaseUrl ? { DATABASE_URL: testDb.databaseUrl } : {}),
    ...overrides,
  });
  const { db } = testDb;
  const demo = demoAccountsFor(testDb.dataDir);
  await migrate(db);
  await seed(db, { demoAccounts: demo });
  const logger = createLogger('silent');
  // On PostgreSQL a real listener, as a node has (db/change-feed.ts); SQLite's feed is in-process.
  const changes = changeFeedFor(testDb.databaseUrl, logger);
  const mail = createMailWorker(config, db, logger);
  const app = createApp({
    config,
    db,
    logger,
    rateLimits: options.rateLimits,
    changes,
    mail,
  });
  const server: Server = createServer(app.callback());
  const served = await serve(server, async () => {
    await mail.stop();
    await changes.close();
    await testDb.drop();
  });
  return {
    db,
    config,
    demo,
    credentials: (role) => ({ email: demo[role].email, password: demo[role].password }),
    ...served,
  };
}

/** `server` listening on a free loopback port; `close` ends its connections, then runs `after`. */
async function serve(server: Server, after: () => Promise<void>): Promise<Pick<TestApp, 'url' | 'close'>> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await after();
    },
  };
}

/**
 * A second node of `first`: its own app, pool, change feed and `NODE_ID` on the same database (migrated and
 * seeded by `first`), over HTTP on its own port, as another process of a cluster would be.
 */
export async function startSecondNode(
  first: TestApp,
  overrides: Record<string, string> = {},
): Promise<Pick<TestApp, 'url' | 'close'>> {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: first.config.dataDir,
    PORT: '0',
    PUBLIC_URL: 'http://havruta.test',
    NODE_ID: 'node-b',
    ...(first.config.databaseUrl ? { DATABASE_URL: first.config.databaseUrl } : {}),
    ...overrides,
  });
  const db = createDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const logger = createLogger('silent');
  const changes = changeFeedFor(config.databaseUrl, logger);
  const mail = createMailWorker(config, db, logger);
  const server: Server = createServer(createApp({ config, db, logger, changes, mail }).callback());
  return serve(server, async () => {
    await mail.stop();
    await changes.close();
    await db.destroy();
  });
}
