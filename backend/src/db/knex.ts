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
}): Db {
  if (options.databaseUrl) {
    return knexFactory({
      client: 'pg',
      connection: options.databaseUrl,
      pool: { min: 0, max: 10 },
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

export async function migrate(db: Db): Promise<void> {
  await db.migrate.latest();
}
