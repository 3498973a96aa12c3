import { createServer, type RequestListener, type Server } from 'node:http';
import { createApp, createMailWorker } from './app';
import { loadConfig, type Config } from './config';
import { changeFeedFor } from './db/change-feed';
import { createDb, type Db } from './db/knex';
import { migrateAndSeed } from './db/prepare';
import { demoAccountsFor, findDemoAccounts } from './db/seeds/demo';
import { createLogger } from './logger';
import { backgroundTasks } from './services/background';
import { createDrain } from './services/drain';

export interface Running {
  server: Server;
  db: Db;
  config: Config;
  /** Resolves once the work started with the server (warming the tutor, the CAS pool) is done. */
  warmed(): Promise<void>;
  close(): Promise<void>;
}

/** How often the mail worker looks for due mail besides what this node queues (services/mail-outbox.ts). */
const mailPollMs = 10_000;

/** What one server allows a client (docs/backend.md, Security model). */
export interface ServerLimits {
  /** time to receive a request's headers */
  headersTimeoutMs: number;
  /** time to receive a whole request, body included: a body trickled in byte by byte is cut off (408) */
  requestTimeoutMs: number;
  /** open connections; more are closed as they arrive */
  maxConnections: number;
  /**
   * open connections of one client address (0: no limit); more from it are closed as they arrive, so
   * one client cannot take every slot of `maxConnections`. Behind a balancer every connection comes
   * from the balancer's address: raise it or set 0 there (docs/backend.md, Security model).
   */
  maxConnectionsPerAddress: number;
}

export const serverLimits: ServerLimits = {
  headersTimeoutMs: 5_000,
  requestTimeoutMs: 30_000,
  maxConnections: 1_000,
  maxConnectionsPerAddress: 100,
};

/** Closes a new connection when its address already holds `max` open ones. */
function limitPerAddress(server: Server, max: number): void {
  const open = new Map<string, number>();
  server.on('connection', (socket) => {
    const address = socket.remoteAddress ?? '';
    const held = open.get(address) ?? 0;
    if (held >= max) {
      socket.destroy();
      return;
    }
    open.set(address, held + 1);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left <= 0) open.delete(address);
      else open.set(address, left);
    });
  });
}

/** An HTTP server with these limits; the timeouts are checked every second (Node checks every 30 s by default). */
export function createHttpServer(handler: RequestListener, limits: ServerLimits = serverLimits): Server {
  const server = createServer(
    {
      headersTimeout: limits.headersTimeoutMs,
      requestTimeout: limits.requestTimeoutMs,
      connectionsCheckingInterval: Math.min(1_000, limits.headersTimeoutMs),
    },
    handler,
  );
  server.maxConnections = limits.maxConnections;
  if (limits.maxConnectionsPerAddress > 0) limitPerAddress(server, limits.maxConnectionsPerAddress);
  return server;
}

/**
 * Production never runs with a demo account in its database: their passwords were printed on some
 * development machine's console.
 */
async function refuseDemoAccounts(db: Db): Promise<void> {
  const found = await findDemoAccounts(db);
  if (found.length === 0) return;
  await db.destroy();
  throw new Error(
    `NODE_ENV=production refuses a database with demo accounts (${found.join(', ')}): delete them ` +
      '(with their progress) or point DATABASE_URL / DATA_DIR at the production database.',
  );
}

/** Migrates, seeds and listens. Used by `npm start` and by the browser tests. */
export async function startServer(config: Config = loadConfig()): Promise<Running> {
  const logger = createLogger(config.logLevel, config.nodeId);
  const db = createDb({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    pool: config.databasePool,
  });
  if (config.env === 'production') {
    await migrateAndSeed(db);
    await refuseDemoAccounts(db);
  } else {
    await migrateAndSeed(db, { demoAccounts: demoAccountsFor(config.dataDir) });
  }
  const background = backgroundTasks(logger);
  const drain = createDrain();
  const changes = changeFeedFor(config.databaseUrl, logger);
  const mail = createMailWorker(config, db, logger);
  const app = createApp({ config, db, logger, background, drain, changes, mail, warmTutor: true });
  const server = createHttpServer(app.callback(), {
    ...serverLimits,
    maxConnectionsPerAddress: config.maxConnectionsPerAddress,
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => resolve());
  });
  logger.info(
    { host: config.host, port: config.port, database: config.databaseUrl ? 'postgresql' : 'sqlite' },
    'listening',
  );
  // Also sends what other nodes queued and could not send (they died first), and retries failures.
  mail.start(mailPollMs);
  return {
    server,
    db,
    config,
    warmed: () => background.idle(),
    async close() {
      // A balancer polling /api/health/ready stops sending new requests here; no new connection is taken,
      // idle ones close, and open event streams may finish until the drain deadline (docs/backend.md, "Drain").
      drain.draining = true;
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      logger.info({ streams: drain.streams, deadlineMs: config.drainTimeoutMs }, 'draining');
      await drain.drain(config.drainTimeoutMs);
      // A connection kept alive after its last response is idle now or soon: close each as it becomes so.
      const sweep = setInterval(() => server.closeIdleConnections(), 100);
      server.closeIdleConnections();
      await closed;
      clearInterval(sweep);
      await changes.close();
      await mail.stop();
      await background.idle();
      await db.destroy();
    },
  };
}
