import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '../../backend/contract';
import { startTestApp, type TestApp } from './helpers/app';
import { call, data, failure, registration } from './helpers/client';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp(
    {},
    {
      rateLimits: {
        loginAccountAddress: { max: 3, windowSeconds: 600 },
        loginIp: { max: 6, windowSeconds: 600 },
        mailIp: { max: 2, windowSeconds: 3600 },
        resetIp: { max: 2, windowSeconds: 3600 },
      },
    },
  );
});
afterAll(async () => {
  await app.close();
});

const login = (email: string, password: string) => call(app, endpoints.login, { body: { email, password } });

describe('given repeated failed logins on one account', () => {
  it('should answer 429 with Retry-After past the limit, even with the right password', async () => {
    // Arrange
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect(failure(await login(app.demo.admin.email, 'wrong password')).status).toBe(401);
    }
    // Act
    const blocked = failure(await login(app.demo.admin.email, app.demo.admin.password));
    // Assert
    expect(blocked).toMatchObject({ status: 429, code: 'too_many_requests' });
    const retryAfter = Number(blocked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(600);
    const rows = await app
      .db('login_attempts')
      .where({ key: `login:account-ip:${app.demo.admin.email} 127.0.0.1` });
    expect(rows).toHaveLength(3);
  });

  it('should count per address too: failures across accounts block the address', async () => {
    // Arrange: 3 more failures on other accounts reach the per-address limit of 6
    for (const email of ['a@example.com', 'b@example.com', 'c@example.com']) {
      expect(failure(await login(email, 'wrong password')).status).toBe(401);
    }
    // Act
    const blocked = failure(await login(app.demo.student.email, app.demo.student.password));
    // Assert
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it('should let a login through again once the window has passed', async () => {
    // Arrange: age every recorded attempt beyond the window
    await app.db('login_attempts').update({ attempted_at: new Date(Date.now() - 3_600_000).toISOString() });
    // Act
    const result = await login(app.demo.student.email, app.demo.student.password);
    // Assert
    expect(data(result).user.email).toBe(app.demo.student.email);
  });
});

describe('given repeated mail-sending calls from one address', () => {
  it.each([
    ['register', () => call(app, endpoints.register, { body: registration() })],
    ['forgot-password', () => call(app, endpoints.forgotPassword, { body: { email: 'x@example.com' } })],
    [
      'resend-verification',
      () => call(app, endpoints.resendVerification, { body: { email: 'x@example.com' } }),
    ],
  ])('should answer 429 to %s past the limit', async (_, send) => {
    await send();
    await send();
    const blocked = failure(await send());
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('given repeated reset-password calls from one address (issue 18, item 4)', () => {
  it('should answer 429 past the per-address limit, whatever the tokens', async () => {
    // Arrange
    const reset = () =>
      call(app, endpoints.resetPassword, {
        body: { token: 'y'.repeat(43), password: 'a brand new password' },
      });
    // Act
    const first = failure(await reset());
    const second = failure(await reset());
    const third = failure(await reset());
    // Assert
    expect([first.status, second.status]).toEqual([400, 400]);
    expect(third).toMatchObject({ status: 429, code: 'too_many_requests' });
    expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
