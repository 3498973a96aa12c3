import { mkdirSync } from 'node:fs';
import path from 'node:path';
import knexFactory, { type Knex } from 'knex';
import { migrationSource } from './migrations/index';

export type Db = Knex;

interface SqliteConnection {
  run(sql: string, callback: (error: Error | null) => void): void;
}

/**
 * SQLite under DATA_DIR by default; PostgreSQL when DATABASE_URL is set. Every SQLite connection gets
 * foreign keys, WAL and a busy timeout.
 */
export function createDb(options: {
  databaseUrl?: string | undefined;
  dataDir: string;
  filename?: string;
  /** PostgreSQL: the pool's size (DB_POOL_MAX) and the longest one statement may run (DB_STATEMENT_TIMEOUT_MS, 0: none) */
  pool?: { max: number; statementTimeoutMs: number };
}): Db {
  if (options.databaseUrl) {
    const { max, statementTimeoutMs } = options.pool ?? { max: 10, statementTimeoutMs: 30_000 };
    return knexFactory({
      client: 'pg',
      // A stuck statement ends with an error instead of holding a pool connection for good.
      connection: {
        connectionString: options.databaseUrl,
        statement_timeout: statementTimeoutMs || undefined,
      },
      pool: { min: 0, max },
      migrations: { migrationSource },
    });
  }
  const filename = options.filename ?? path.join(options.dataDir, 'havruta.sqlite');
  if (filename !== ':memory:') mkdirSync(path.dirname(filename), { recursive: true });
  return knexFactory({
    client: 'sqlite3',
    connection: { filename },
    useNullAsDefault: true,
    pool: {
      min: 1,
      max: 1,
      afterCreate(connection: SqliteConnection, done: (error: Error | null, connection: unknown) => void) {
        connection.run('PRAGMA foreign_keys = ON', (fkError) => {
          if (fkError) return done(fkError, connection);
          connection.run('PRAGMA journal_mode = WAL', (walError) => {
            if (walError) return done(walError, connection);
            connection.run('PRAGMA busy_timeout = 5000', (busyError) => {
              if (busyError) return done(busyError, connection);
              // WAL's recommended setting: commits stay atomic and durable across a crash of the
              // process, without an fsync per transaction.
              connection.run('PRAGMA synchronous = NORMAL', (syncError) => done(syncError, connection));
            });
          });
        });
      },
    },
    migrations: { migrationSource },
  });
}

/** The key of the PostgreSQL advisory lock that schema work (migrate, seed) runs under: any constant of the app's own. */
export const SCHEMA_LOCK_KEY = 0x4876_7274; // "Hvrt"

/** SQLite holds one node (docs/backend.md, "Many nodes"): its schema work is serialised per database file in-process. */
const sqliteSchemaWork = new Map<string, Promise<unknown>>();

/**
 * Runs `work` while holding the database's schema lock, so nodes that start together on one database migrate
 * and seed one after another instead of racing (knex's own lock table is not safe for that: two nodes can both
 * create it, or leave two lock rows behind). On PostgreSQL it is a session advisory lock on a connection of its
 * own, released when `work` ends or when that connection dies with its process. Inside the lock no other migrator
 * can be running, so a knex lock row left by a process that was killed mid-migration is freed instead of blocking
 * every later start.
 */
export async function underSchemaLock<T>(db: Db, work: () => Promise<T>): Promise<T> {
  const freeStaleLock = async () => {
    if (await db.schema.hasTable('knex_migrations_lock')) await db.migrate.forceFreeMigrationsLock();
  };
  if (db.client.config.client !== 'pg') {
    const key = String((db.client.config.connection as { filename?: string } | undefined)?.filename);
    const before = sqliteSchemaWork.get(key) ?? Promise.resolve();
    const mine = before
      .catch(() => undefined)
      .then(async () => {
        await freeStaleLock();
        return work();
      });
    sqliteSchemaWork.set(key, mine);
    try {
      return await mine;
    } finally {
      if (sqliteSchemaWork.get(key) === mine) sqliteSchemaWork.delete(key);
    }
  }
  const connection: unknown = await db.client.acquireConnection();
  const query = (sql: string) => db.raw(sql, [SCHEMA_LOCK_KEY]).connection(connection);
  try {
    // Waiting for another node's migrations may take longer than DB_STATEMENT_TIMEOUT_MS allows one statement.
    await db.raw('set statement_timeout = 0').connection(connection);
    await query('select pg_advisory_lock(?)');
    try {
      await freeStaleLock();
      return await work();
    } finally {
      await query('select pg_advisory_unlock(?)');
      await db.raw('reset statement_timeout').connection(connection);
    }
  } finally {
    await db.client.releaseConnection(connection);
  }
}

/** Brings the schema to the latest migration, under the schema lock. */
export async function migrate(db: Db): Promise<void> {
  await underSchemaLock(db, () => db.migrate.latest());
}
