import type { AddressInfo } from 'node:net';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, ErrorEnvelope } from '../../backend/contract';
import { loadConfig } from '../../backend/src/config';
import { mailRepository } from '../../backend/src/repositories/mail';
import { startServer, type Running } from '../../backend/src/server';
import { resetMail } from '../../backend/src/services/mail-templates';
import { mailTransport } from '../../backend/src/services/mailer';
import { openTestDb, type TestDb } from './helpers/app';

let testDb: TestDb;
let running: Running;
let url: string;
beforeAll(async () => {
  testDb = await openTestDb();
  await testDb.db.destroy();
  running = await startServer(
    loadConfig({
      NODE_ENV: 'production',
      JWT_SECRET: 'a-production-secret-of-sufficient-length-0123',
      PUBLIC_URL: 'https://havruta.example.org',
      DATA_DIR: testDb.dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      ...(testDb.databaseUrl ? { DATABASE_URL: testDb.databaseUrl } : {}),
    }),
  );
  url = `http://127.0.0.1:${(running.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  running.server.closeAllConnections();
  await running.close();
  testDb.db = running.db;
  await testDb.drop().catch(() => undefined);
});

describe('given NODE_ENV=production', () => {
  it('should keep the links (live tokens) of outbox mail out of the log', async () => {
    // Arrange: the mail transport as createApp builds it in production, logging into memory
    const lines: string[] = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(line) });
    const transport = mailTransport({
      smtpUrl: undefined,
      outbox: mailRepository(running.db),
      logger,
      logLinks: false,
    });
    // Act
    await transport.deliver(
      ['someone@example.com'],
      resetMail('https://havruta.example.org', 'נועה', 'secret-token-123'),
    );
    // Assert
    expect(lines.join('')).toContain('mail kept in the outbox');
    expect(lines.join('')).not.toContain('secret-token-123');
  });

  it('should refuse to start without JWT_SECRET', () => {
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        PUBLIC_URL: 'https://havruta.example.org',
        DATA_DIR: testDb.dataDir,
      }),
    ).toThrow(/JWT_SECRET/);
  });

  it('should refuse to start without PUBLIC_URL (mail links would point at localhost)', () => {
    expect(() =>
      loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'a-production-secret-of-sufficient-length-0123' }),
    ).toThrow(/PUBLIC_URL/);
  });

  it('should not have the dev mail route', async () => {
    const response = await fetch(`${url}${endpoints.listDevMail.path}`);
    expect(response.status).toBe(404);
    expect(ErrorEnvelope.parse(await response.json()).code).toBe('not_found');
  });

  it('should seed schools and courses but never the demo accounts', async () => {
    const users = await running.db('users').count<Array<{ n: number | string }>>({ n: '*' });
    const courses = await running.db('courses').count<Array<{ n: number | string }>>({ n: '*' });
    expect(Number(users[0]?.n)).toBe(0);
    expect(Number(courses[0]?.n)).toBe(2);
    const schools = endpoints.listSchools.response.parse(
      await (await fetch(`${url}${endpoints.listSchools.path}`)).json(),
    );
    expect(schools.schools.length).toBeGreaterThan(0);
  });
});
