import { afterEach, describe, expect, it } from 'vitest';
import { endpoints } from '../../backend/contract';
import { startTestApp, type TestApp } from './helpers/app';
import { call, failure } from './helpers/client';

const limits = {
  loginIp: { max: 4, windowSeconds: 600 },
  loginAccountAddress: { max: 50, windowSeconds: 600 },
};

let app: TestApp | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

async function failedLoginsFrom(running: TestApp, forwardedFor: string, count: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let attempt = 0; attempt < count; attempt += 1) {
    const answer = await call(running, endpoints.login, {
      body: { email: `nobody${attempt}@example.com`, password: 'wrong password' },
      headers: { 'X-Forwarded-For': forwardedFor },
    });
    statuses.push(failure(answer).status);
  }
  return statuses;
}

describe('given a balancer on loopback named in TRUST_PROXY', () => {
  it('should count failed logins per forwarded client address, not per balancer', async () => {
    // Arrange
    app = await startTestApp({ TRUST_PROXY: 'loopback' }, { rateLimits: limits });
    // Act: one client uses up its address's limit
    const first = await failedLoginsFrom(app, '198.51.100.7', 5);
    const second = await failedLoginsFrom(app, '203.0.113.9', 1);
    // Assert
    expect(first).toEqual([401, 401, 401, 401, 429]);
    expect(second).toEqual([401]);
    const keys = (await app.db('login_attempts').select('key')).map((row: { key: string }) => row.key);
    expect(keys).toContain('login:ip:198.51.100.7');
    expect(keys).not.toContain('login:ip:127.0.0.1');
  });

  it('should not let a client choose its address by writing X-Forwarded-For itself', async () => {
    // Arrange: the client prepends made-up hops; the balancer appends the address it saw
    app = await startTestApp({ TRUST_PROXY: 'loopback' }, { rateLimits: limits });
    // Act
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1)
      statuses.push(...(await failedLoginsFrom(app, `10.9.9.${attempt}, 198.51.100.7`, 1)));
    // Assert: every attempt counts against 198.51.100.7
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
  });
});

describe('given no TRUST_PROXY, or a peer outside it', () => {
  it.each([[{}], [{ TRUST_PROXY: '10.0.0.0/8' }]])(
    'should ignore X-Forwarded-For and count the socket address (%o)',
    async (overrides: Record<string, string>) => {
      // Arrange
      app = await startTestApp(overrides, { rateLimits: limits });
      // Act: five "different" forwarded addresses from one socket address
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 5; attempt += 1)
        statuses.push(...(await failedLoginsFrom(app, `198.51.100.${attempt}`, 1)));
      // Assert
      expect(statuses).toEqual([401, 401, 401, 401, 429]);
    },
  );
});
