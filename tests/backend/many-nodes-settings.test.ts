import { SignJWT } from 'jose';
import { afterEach, describe, expect, it } from 'vitest';
import { endpoints } from '../../backend/contract';
import { loadConfig } from '../../backend/src/config';
import { createDb } from '../../backend/src/db/knex';
import { openTestDb, startTestApp, testDatabase, type TestApp, type TestDb } from './helpers/app';
import { call, data, failure } from './helpers/client';

let app: TestApp | undefined;
let opened: TestDb | undefined;
afterEach(async () => {
  await app?.close();
  await opened?.drop();
  app = undefined;
  opened = undefined;
});

const base = { NODE_ENV: 'test', PUBLIC_URL: 'http://havruta.test' };

describe('given NODES above one', () => {
  it.each([
    [{ NODES: '3' }, /DATABASE_URL/],
    [{ NODES: '3', DATABASE_URL: 'postgres://db/havruta' }, /S3_BUCKET/],
    [{ NODES: '3', S3_BUCKET: 'media' }, /DATABASE_URL/],
    [{ NODES: '0' }, /NODES/],
  ])('should refuse to start with %o', (env, reason) => {
    expect(() => loadConfig({ ...base, ...env })).toThrow(reason);
  });

  it('should start with PostgreSQL and a bucket', () => {
    const config = loadConfig({
      ...base,
      NODES: '3',
      DATABASE_URL: 'postgres://db/havruta',
      S3_BUCKET: 'media',
    });
    expect(config.nodes).toBe(3);
  });
});

describe('given a JWT secret being rotated', () => {
  async function tokenSignedWith(secret: string, userId: number): Promise<string> {
    return new SignJWT({ typ: 'access', ver: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(userId))
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode(secret));
  }

  it('should accept tokens of the current and the previous secrets, and no other', async () => {
    // Arrange: the node has moved to a new secret; the old one is listed as previous
    const previous = 'the-old-secret-being-retired-0123456789abcdef';
    app = await startTestApp({
      JWT_SECRET: 'the-new-secret-now-signing-0123456789abcdefgh',
      JWT_PREVIOUS_SECRETS: ` ${previous} , another-old-secret-0123456789abcdefghijk`,
    });
    const { user } = data(await call(app, endpoints.login, { body: app.credentials('student') }));
    // Act
    const byOld = await call(app, endpoints.validate, { token: await tokenSignedWith(previous, user.id) });
    const byStranger = await call(app, endpoints.validate, {
      token: await tokenSignedWith('a-secret-this-server-never-had-0123456789', user.id),
    });
    const fresh = data(await call(app, endpoints.login, { body: app.credentials('student') }));
    const byNew = await call(app, endpoints.validate, { token: fresh.access_token });
    // Assert
    expect(data(byOld).user.id).toBe(user.id);
    expect(failure(byStranger).status).toBe(401);
    expect(data(byNew).user.id).toBe(user.id);
    expect(app.config.jwtPreviousSecrets).toHaveLength(2);
  });
});

describe(`given DB_POOL_MAX and DB_STATEMENT_TIMEOUT_MS on ${testDatabase}`, () => {
  it('should size the pool, and on PostgreSQL end a statement that runs past the limit', async () => {
    // Arrange
    opened = await openTestDb();
    const db = createDb({
      databaseUrl: opened.databaseUrl,
      dataDir: opened.dataDir,
      pool: { max: 3, statementTimeoutMs: 300 },
    });
    try {
      if (testDatabase === 'pg') {
        // Act
        const slow = db.raw('select pg_sleep(2)');
        // Assert
        await expect(slow).rejects.toThrow(/statement timeout/);
        expect((await db.raw<{ rows: Array<{ ok: number }> }>('select 1 as ok')).rows).toEqual([{ ok: 1 }]);
        expect(db.client.pool.max).toBe(3);
      } else {
        // SQLite keeps its one connection (docs/backend.md, Databases): the settings are PostgreSQL's.
        await db.raw('select 1');
        expect(db.client.pool.max).toBe(1);
      }
    } finally {
      await db.destroy();
    }
  });
});
