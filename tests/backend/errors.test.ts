import { Writable } from 'node:stream';
import { createServer, request as httpRequest, type Server } from 'node:http';
import { gzipSync } from 'node:zlib';
import type { AddressInfo } from 'node:net';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, ErrorEnvelope } from '../../backend/contract';
import { createApp } from '../../backend/src/app';
import { loadConfig } from '../../backend/src/config';
import { migrate } from '../../backend/src/db/knex';
import { demoAccountsFor } from '../../backend/src/db/seeds/demo';
import { seed } from '../../backend/src/db/seeds/index';
import { openTestDb, type TestDb } from './helpers/app';

const logLines: Array<Record<string, unknown>> = [];
let testDb: TestDb;
let server: Server;
let url: string;

beforeAll(async () => {
  testDb = await openTestDb();
  await migrate(testDb.db);
  await seed(testDb.db, { demoAccounts: demoAccountsFor(testDb.dataDir) });
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: testDb.dataDir, PORT: '0' });
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  const app = createApp({ config, db: testDb.db, logger: pino({ level: 'debug' }, sink) });
  server = createServer(app.callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await testDb.drop();
});

const post = (
  path: string,
  body: string,
  headers: Record<string, string> = { 'content-type': 'application/json' },
) => fetch(`${url}${path}`, { method: 'POST', headers, body });

describe('given a malformed request', () => {
  it('should answer 400 with the envelope to malformed JSON', async () => {
    const response = await post(endpoints.login.path, '{"email": "a@b.c",');
    expect(response.status).toBe(400);
    expect(ErrorEnvelope.parse(await response.json()).code).toBe('bad_request');
  });

  it('should answer 413 with the envelope to a body over the limit', async () => {
    const response = await post(
      endpoints.login.path,
      JSON.stringify({ email: 'a@b.c', password: 'x'.repeat(2_000_000) }),
    );
    expect(response.status).toBe(413);
    expect(ErrorEnvelope.parse(await response.json()).code).toBe('http_413');
  });

  it('should answer 400 with every field error when the contract rejects the body', async () => {
    const response = await post(endpoints.register.path, JSON.stringify({ email: 'nope' }));
    const body = ErrorEnvelope.parse(await response.json());
    expect(response.status).toBe(400);
    expect(body.error).toBe(body.message);
    const fields = (body.details as { fields: Array<{ field: string }> }).fields.map((entry) => entry.field);
    expect(fields).toEqual(
      expect.arrayContaining(['body.email', 'body.password', 'body.first_name', 'body.school_year']),
    );
  });

  it('should answer 400 when the body is not JSON at all', async () => {
    const response = await post(endpoints.login.path, 'email=a', { 'content-type': 'text/plain' });
    expect(response.status).toBe(400);
    expect(ErrorEnvelope.parse(await response.json()).code).toBe('validation_error');
  });

  it('should answer 405 with the envelope to a wrong method', async () => {
    const response = await fetch(`${url}${endpoints.login.path}`, { method: 'PUT' });
    expect(response.status).toBe(405);
    ErrorEnvelope.parse(await response.json());
  });
});

describe('given a call with no params, query or body in its contract', () => {
  it('should still reject an unexpected query key with 400', async () => {
    // Arrange: listSchools declares no query, so its strict empty schema refuses any key.
    // Act
    const response = await fetch(`${url}${endpoints.listSchools.path}?unexpected=1`);
    // Assert
    expect(response.status).toBe(400);
    expect(ErrorEnvelope.parse(await response.json()).code).toBe('validation_error');
  });

  it('should answer normally without one', async () => {
    const response = await fetch(`${url}${endpoints.listSchools.path}`);
    expect(response.status).toBe(200);
    expect(endpoints.listSchools.response.safeParse(await response.json()).success).toBe(true);
  });
});

describe('given an unexpected server error', () => {
  it('should answer 500 with the request id and no stack, and log it with that id', async () => {
    // Arrange: break the database under the dev mail route
    await testDb.db.schema.dropTable('mail_outbox');
    // Act
    const response = await fetch(`${url}${endpoints.listDevMail.path}`, {
      headers: { 'x-request-id': 'req-fault-12345' },
    });
    const text = await response.text();
    // Assert
    expect(response.status).toBe(500);
    expect(response.headers.get('x-request-id')).toBe('req-fault-12345');
    expect(ErrorEnvelope.parse(JSON.parse(text))).toEqual({
      error: 'Internal server error',
      message: 'Internal server error',
      code: 'internal_error',
      details: { requestId: 'req-fault-12345' },
    });
    expect(text).not.toMatch(/\bat \S+ \(|mail_outbox|SQLITE|relation/);
    const logged = logLines.find((line) => line.msg === 'unhandled error');
    expect(logged).toMatchObject({ requestId: 'req-fault-12345', level: 50 });
    expect(
      logLines.some(
        (line) => line.msg === 'request' && line.requestId === 'req-fault-12345' && line.status === 500,
      ),
    ).toBe(true);
  });
});

describe('given any response', () => {
  const expectSecurityHeaders = (response: Response) => {
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    expect(response.headers.get('x-request-id')).toMatch(/^[\w-]{8,}$/);
  };

  // API answers are written by the route in one write; errors, 404s and files are sent by Koa.
  it.each([
    ['an API answer', () => fetch(`${url}${endpoints.listSchools.path}`), 200],
    ['an API error', () => post(endpoints.login.path, '{}'), 400],
    ['an unknown API path', () => fetch(`${url}/api/nowhere`), 404],
    ['a course file', () => fetch(`${url}/data/courses/high-school-math/syllabus/syllabus.json`), 200],
  ])('should carry the security headers and a request id on %s', async (_kind, call, status) => {
    const response = await call();
    expect(response.status).toBe(status);
    expectSecurityHeaders(response);
  });

  it('should echo a sane request id on an API answer', async () => {
    const response = await fetch(`${url}${endpoints.listSchools.path}`, {
      headers: { 'x-request-id': 'req-echo-12345' },
    });
    expect(response.headers.get('x-request-id')).toBe('req-echo-12345');
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(Number(response.headers.get('content-length'))).toBe(Buffer.byteLength(await response.text()));
  });

  it('should answer HEAD on an API GET with the headers and no body', async () => {
    const response = await fetch(`${url}${endpoints.listSchools.path}`, { method: 'HEAD' });
    expect(response.status).toBe(200);
    expectSecurityHeaders(response);
    expect(await response.text()).toBe('');
  });
});

describe('given a bearer call without a token', () => {
  it('should answer 401 before reading a malformed body', async () => {
    const response = await post(endpoints.saveProgress.path, '{"course_id": ');
    expect(response.status).toBe(401);
    expect(ErrorEnvelope.parse(await response.json()).code).toBe('unauthorized');
  });
});

/** A raw HTTP/1.1 request, for methods fetch refuses to send (TRACE) and for hand-made bodies. */
function rawRequest(
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body?: Buffer,
): Promise<{ status: number; json: unknown }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(`${url}${path}`, { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        resolve({ status: response.statusCode ?? 0, json: text ? (JSON.parse(text) as unknown) : undefined });
      });
    });
    request.on('error', reject);
    request.end(body);
  });
}

describe('given a method the API does not implement (issue 18, item 6)', () => {
  it.each(['TRACE', 'PROPFIND', 'MKCOL'])(
    'should answer %s on an API path with 501 and the envelope, logged at info, not as an error',
    async (method) => {
      // Arrange
      const errorsBefore = logLines.filter((line) => line.msg === 'unhandled error').length;
      // Act
      const response = await rawRequest(method, endpoints.login.path);
      // Assert
      expect(response.status).toBe(501);
      expect(ErrorEnvelope.parse(response.json).code).toBe('not_implemented');
      expect(logLines.filter((line) => line.msg === 'unhandled error').length).toBe(errorsBefore);
      expect(logLines.some((line) => line.msg === 'method not implemented' && line.level === 30)).toBe(true);
    },
  );
});

describe('given a body with a Content-Encoding (issue 18, item 7)', () => {
  const login = Buffer.from(JSON.stringify({ email: 'nobody@example.com', password: 'x' }));
  it.each([
    ['gzip that is not gzip', 'gzip', 400],
    ['deflate that is not deflate', 'deflate', 400],
    ['br that is not brotli', 'br', 400],
    ['an encoding the server does not support', 'compress', 415],
  ])('should answer %s with %s and the envelope, never 500', async (_, encoding, status) => {
    // Arrange
    const errorsBefore = logLines.filter((line) => line.msg === 'unhandled error').length;
    // Act
    const response = await rawRequest(
      'POST',
      endpoints.login.path,
      { 'content-type': 'application/json', 'content-encoding': encoding },
      login,
    );
    // Assert
    expect(response.status).toBe(status);
    ErrorEnvelope.parse(response.json);
    expect(logLines.filter((line) => line.msg === 'unhandled error').length).toBe(errorsBefore);
  });

  it('should still read a body that really is gzip', async () => {
    // Act
    const response = await rawRequest(
      'POST',
      endpoints.login.path,
      { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      gzipSync(login),
    );
    // Assert: the body was read and reached the contract (a one-letter password is refused by login)
    expect(response.status).toBe(401);
  });
});
