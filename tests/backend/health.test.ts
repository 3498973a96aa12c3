import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { endpoints } from '../../backend/contract';
import { createApp } from '../../backend/src/app';
import { loadConfig } from '../../backend/src/config';
import { migrate } from '../../backend/src/db/knex';
import type { Readiness } from '../../backend/src/services/health';
import { openTestDb, type TestApp, type TestDb } from './helpers/app';
import { call, data, failure } from './helpers/client';
import { startS3Server, type S3TestServer } from './helpers/s3-server';

interface Node {
  app: TestApp;
  readiness: Readiness;
  logLines: Array<Record<string, unknown>>;
}

const opened: Array<{ server: Server; testDb: TestDb }> = [];
let s3: S3TestServer | undefined;
afterEach(async () => {
  for (const { server, testDb } of opened.splice(0)) {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await testDb.drop();
  }
  await s3?.close();
  s3 = undefined;
});

/** One node on a fresh database, logging at info into `logLines`. */
async function startNode(env: Record<string, string> = {}): Promise<Node> {
  const testDb = await openTestDb();
  await migrate(testDb.db);
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: testDb.dataDir,
    PUBLIC_URL: 'http://havruta.test',
    NODE_ID: 'node-a',
    ...(testDb.databaseUrl ? { DATABASE_URL: testDb.databaseUrl } : {}),
    ...env,
  });
  const logLines: Array<Record<string, unknown>> = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  const logger = pino({ level: 'info', base: { service: 'havruta', node: config.nodeId } }, sink);
  const readiness: Readiness = { draining: false };
  const server = createServer(createApp({ config, db: testDb.db, logger, readiness }).callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  opened.push({ server, testDb });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const app = { url } as TestApp;
  return { app, readiness, logLines };
}

describe('given a node with its database and storage up', () => {
  it('should be live and ready, naming itself in the body and in X-Served-By', async () => {
    // Arrange
    const { app } = await startNode();
    // Act
    const live = await call(app, endpoints.healthLive);
    const ready = await call(app, endpoints.healthReady);
    // Assert
    expect(data(live)).toEqual({ status: 'live', node: 'node-a' });
    expect(data(ready)).toEqual({
      status: 'ready',
      node: 'node-a',
      checks: { database: 'ok', storage: 'ok' },
    });
    expect(ready.headers.get('x-served-by')).toBe('node-a');
  });

  it('should name the node on every answer, errors and static files included, and log each request at info', async () => {
    // Arrange
    const { app, logLines } = await startNode();
    // Act
    const missing = await fetch(`${app.url}/api/no-such-call`);
    const unauthorised = await call(app, endpoints.validate);
    // Assert
    expect(missing.headers.get('x-served-by')).toBe('node-a');
    expect(failure(unauthorised).headers.get('x-served-by')).toBe('node-a');
    const requests = logLines.filter((line) => line.msg === 'request');
    expect(requests).toHaveLength(2);
    expect(requests[1]).toMatchObject({
      node: 'node-a',
      method: 'GET',
      path: '/api/auth/validate',
      status: 401,
    });
    expect(requests[1]?.requestId).toBe(failure(unauthorised).headers.get('x-request-id'));
  });
});

describe('given a node that cannot do its work', () => {
  it('should answer 503 not_ready while draining, and stay live', async () => {
    // Arrange
    const node = await startNode();
    // Act
    node.readiness.draining = true;
    const ready = failure(await call(node.app, endpoints.healthReady));
    const live = await call(node.app, endpoints.healthLive);
    // Assert
    expect(ready).toMatchObject({ status: 503, code: 'not_ready', details: { draining: true } });
    expect(ready.headers.get('retry-after')).toBe('1');
    expect(live.status).toBe(200);
  });

  it('should answer 503 naming the storage check when the S3 store refuses', async () => {
    // Arrange: a bucket behind a server whose credentials do not match
    s3 = await startS3Server();
    const node = await startNode({
      S3_BUCKET: 'havruta',
      S3_ENDPOINT: s3.endpoint,
      S3_ACCESS_KEY_ID: 'wrong-key',
      S3_SECRET_ACCESS_KEY: 'wrong-secret',
    });
    // Act
    const ready = failure(await call(node.app, endpoints.healthReady));
    // Assert
    expect(ready).toMatchObject({ status: 503, code: 'not_ready', details: { database: 'ok' } });
    expect((ready.details as { storage: string }).storage).not.toBe('ok');
  });

  it('should be ready with a reachable S3 store', async () => {
    // Arrange
    s3 = await startS3Server();
    const node = await startNode({
      S3_BUCKET: 'havruta',
      S3_ENDPOINT: s3.endpoint,
      S3_ACCESS_KEY_ID: s3.accessKeyId,
      S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
    });
    // Act
    const ready = await call(node.app, endpoints.healthReady);
    // Assert
    expect(data(ready).checks).toEqual({ database: 'ok', storage: 'ok' });
    expect(
      s3.requests.some((request) => request.method === 'HEAD' && /^\/havruta\/?$/.test(request.path)),
    ).toBe(true);
  });
});
