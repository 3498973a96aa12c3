import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '../../backend/contract';
import { startTestApp, type TestApp } from './helpers/app';
import { call, data, failure, registration } from './helpers/client';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app.close();
});

describe('given mail in the development outbox', () => {
  it('should list it newest first, with text and html, filtered by recipient', async () => {
    // Arrange
    const first = registration();
    const second = registration();
    data(await call(app, endpoints.register, { body: first }));
    data(await call(app, endpoints.register, { body: second }));
    // Act
    const all = data(await call(app, endpoints.listDevMail)).mails;
    const mine = data(await call(app, endpoints.listDevMail, { query: { to: first.email } })).mails;
    // Assert
    expect(all.map((mail) => mail.to)).toEqual([second.email, first.email]);
    expect(mine).toHaveLength(1);
    expect(mine[0]?.html).toContain('dir="rtl"');
    expect(mine[0]?.html).toContain('http://havruta.test/#/verify-email?token=');
    expect(mine[0]?.subject).toContain('Verify your email');
  });

  it('should answer 400 to a bad limit', async () => {
    expect(failure(await call(app, endpoints.listDevMail, { query: { limit: 0 } })).status).toBe(400);
  });
});
