import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createApp } from '../../../backend/src/app';
import { loadConfig, type Config } from '../../../backend/src/config';
import { createDb, migrate, type Db } from '../../../backend/src/db/knex';
import { seed } from '../../../backend/src/db/seeds/index';
import { createLogger } from '../../../backend/src/logger';

export interface TestApp {
  db: Db;
  config: Config;
  /** base URL of `app.callback()` served on an ephemeral loopback port */
  url: string;
  close(): Promise<void>;
}

/** A fresh, migrated and seeded database per test file, and the Koa app over HTTP. */
export async function startTestApp(overrides: Record<string, string> = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'havruta-test-'));
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, PORT: '0', ...overrides });
  const db = createDb({ databaseUrl: config.databaseUrl, dataDir });
  await migrate(db);
  await seed(db);
  const app = createApp({ config, db, logger: createLogger('silent') });
  const server: Server = createServer(app.callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    db,
    config,
    url: `http://127.0.0.1:${port}`,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await db.destroy();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
