import type { Server } from 'node:http';
import { createApp } from './app';
import { loadConfig, type Config } from './config';
import { createDb, migrate, type Db } from './db/knex';
import { seed } from './db/seeds/index';
import { createLogger } from './logger';

export interface Running {
  server: Server;
  db: Db;
  config: Config;
  close(): Promise<void>;
}

/** Migrates, seeds and listens. Used by `npm start` and by the browser tests. */
export async function startServer(config: Config = loadConfig()): Promise<Running> {
  const logger = createLogger(config.logLevel);
  const db = createDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await migrate(db);
  await seed(db, { demoAccounts: config.env !== 'production' });
  const app = createApp({ config, db, logger });
  const server = await new Promise<Server>((resolve, reject) => {
    const listening = app.listen(config.port, config.host, () => resolve(listening));
    listening.once('error', reject);
  });
  logger.info({ port: config.port, database: config.databaseUrl ? 'postgresql' : 'sqlite' }, 'listening');
  return {
    server,
    db,
    config,
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await db.destroy();
    },
  };
}
