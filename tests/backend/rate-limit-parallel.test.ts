/**
 * Issue 18, items 1, 12 and 16: the rate limits under parallel requests, their pruning, and lock-outs
 * by strangers. Requests come from different loopback addresses (127.0.0.x) where the address matters.
 */
import { request } from 'node:http';
import argon2 from 'argon2';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { endpoints, ErrorEnvelope } from '../../backend/contract';
import { startTestApp, type TestApp } from './helpers/app';
import { activeStudent, call, data } from './helpers/client';

let app: TestApp;
beforeAll(async () => {
  // The default limits, except a first delay of 60 s (default 1 s) after the free failures of an
  // account, so that "the next attempt must wait" holds however slowly this machine runs the test.
  app = await startTestApp(
    {},
    {
      rateLimits: {
        loginAccount: { free: 10, windowSeconds: 86_400, baseDelaySeconds: 60, maxDelaySeconds: 900 },
      },
    },
  );
});
afterAll(async () => {
  await app.close();
});

interface Answer {
  status: number;
  retryAfter: string | undefined;
  code: string | undefined;
}

/** POSTs JSON from a given local address, so the server sees that client address. */
function postFrom(target: TestApp, from: string, path: string, body: unknown): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const text = JSON.stringify(body);
    const outgoing = request(
      `${target.url}${path}`,
      {
        method: 'POST',
        localAddress: from,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const json = JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown;
          const envelope = ErrorEnvelope.safeParse(json);
          const retryAfter = response.headers['retry-after'];
          resolve({
            status: response.statusCode ?? 0,
            retryAfter: typeof retryAfter === 'string' ? retryAfter : undefined,
            code: envelope.success ? envelope.data.code : undefined,
          });
        });
      },
    );
    outgoing.on('error', reject);
    outgoing.end(text);
  });
}

const login = (from: string, email: string, password: string, target: TestApp = app) =>
  postFrom(target, from, endpoints.login.path, { email, password });

describe('given 50 parallel wrong logins against one account from one address (item 1)', () => {
  it('should let exactly the limit reach the password check and answer the rest 429 with Retry-After', async () => {
    // Arrange
    const victim = await activeStudent(app);
    const verify = vi.spyOn(argon2, 'verify');
    try {
      // Act
      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, k) => login('127.0.0.1', victim.email, `wrong password ${k}`)),
      );
      // Assert: 5 failures per account and address (docs/backend.md, Security model)
      const checked = answers.filter((answer) => answer.status === 401);
      const refused = answers.filter((answer) => answer.status === 429);
      // Exactly the limit: no call counts another's reservation before that one is refused and taken back.
      expect(verify.mock.calls.length).toBe(5);
      expect(checked.length).toBe(5);
      expect(checked.length + refused.length).toBe(50);
      for (const answer of refused) {
        expect(answer.code).toBe('too_many_requests');
        expect(Number(answer.retryAfter)).toBeGreaterThan(0);
      }
    } finally {
      verify.mockRestore();
    }
  });
});

describe('given 40 parallel forgot-password calls for one victim (item 1)', () => {
  it('should send at most the limit of reset mails', async () => {
    // Arrange
    const victim = await activeStudent(app);
    // Act
    const answers = await Promise.all(
      Array.from({ length: 40 }, () =>
        postFrom(app, '127.0.0.3', endpoints.forgotPassword.path, { email: victim.email }),
      ),
    );
    // Assert: 20 calls per hour and address
    const { mails } = data(
      await call(app, endpoints.listDevMail, { query: { to: victim.email, limit: 200 } }),
    );
    const resets = mails.filter((mail) => mail.text.includes('/#/reset-password?token='));
    expect(resets.length).toBeLessThanOrEqual(20);
    expect(answers.filter((answer) => answer.status === 200).length).toBeLessThanOrEqual(20);
    expect(answers.filter((answer) => answer.status === 429).length).toBeGreaterThanOrEqual(20);
  });
});

describe('given strangers guessing the password of an account (item 16)', () => {
  it('should not lock the owner out: the tight limit is per account and address', async () => {
    // Arrange: the owner signs in from 127.0.0.1; a stranger fails 5 times from 127.0.0.4
    const owner = await activeStudent(app);
    for (let k = 0; k < 5; k += 1) {
      expect((await login('127.0.0.4', owner.email, 'guess')).status).toBe(401);
    }
    // Act
    const stranger = await login('127.0.0.4', owner.email, 'guess');
    const ownerAgain = await login('127.0.0.1', owner.email, owner.password);
    // Assert
    expect(stranger.status).toBe(429);
    expect(ownerAgain.status).toBe(200);
  });

  it('should bound guessing spread over many addresses, and still let the owner in from a known address', async () => {
    // Arrange: the owner has signed in from 127.0.0.1 before
    const owner = await activeStudent(app);
    const verify = vi.spyOn(argon2, 'verify');
    try {
      // Act: 30 strangers guess at once, then 11 more one after the other, each from its own address
      const burst = await Promise.all(
        Array.from({ length: 30 }, (_, k) => login(`127.0.1.${k + 1}`, owner.email, 'guess')),
      );
      const after: Answer[] = [];
      for (let k = 0; k < 11; k += 1) after.push(await login(`127.0.3.${k + 1}`, owner.email, 'guess'));
      const reached = verify.mock.calls.length;
      const ownerAgain = await login('127.0.0.1', owner.email, owner.password);
      const newDevice = await login('127.0.2.1', owner.email, owner.password);
      // Assert: 10 free failures a day per account, then one attempt per growing delay (60 s first here)
      expect(reached).toBeLessThanOrEqual(10);
      expect([...burst, ...after].filter((answer) => answer.status === 429).length).toBeGreaterThanOrEqual(
        31,
      );
      expect(after.at(-1)?.status).toBe(429);
      expect(ownerAgain.status).toBe(200);
      expect(newDevice.status).toBe(429);
      expect(Number(newDevice.retryAfter)).toBeGreaterThan(0);
      expect(Number(newDevice.retryAfter)).toBeLessThanOrEqual(60);
    } finally {
      verify.mockRestore();
    }
  });
});

describe('given expired rows in login_attempts (item 12)', () => {
  it('should prune them as part of normal operation', async () => {
    // Arrange: a fresh server with old and recent rows
    const fresh = await startTestApp();
    try {
      const old = new Date(Date.now() - 3 * 24 * 3600_000).toISOString();
      const recent = new Date(Date.now() - 60_000).toISOString();
      await fresh.db('login_attempts').insert([
        { key: 'login:account:gone@example.com', attempted_at: old },
        { key: 'forgot:ip:10.0.0.1', attempted_at: old },
        { key: 'forgot:ip:10.0.0.2', attempted_at: recent },
      ]);
      // Act: any limited call
      await postFrom(fresh, '127.0.0.1', endpoints.forgotPassword.path, { email: 'someone@example.com' });
      // Assert
      const keys = (await fresh.db('login_attempts').select('key')).map((row: { key: string }) => row.key);
      expect(keys).not.toContain('login:account:gone@example.com');
      expect(keys).not.toContain('forgot:ip:10.0.0.1');
      expect(keys).toContain('forgot:ip:10.0.0.2');
    } finally {
      await fresh.close();
    }
  });
});
