/**
 * Issue 18: the holes an outside probe found, each reproduced as the probe sent it. The rate limits,
 * the mail timing, the server limits and production mode have files of their own.
 */
import argon2 from 'argon2';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { endpoints, ErrorEnvelope } from '../../backend/contract';
import { startTestApp, type TestApp } from './helpers/app';
import { activeStudent, call, data, failure, registration, tokenFromMail } from './helpers/client';

let app: TestApp;
let https: TestApp;
beforeAll(async () => {
  app = await startTestApp();
  https = await startTestApp({ PUBLIC_URL: 'https://havruta.example.org' });
});
afterAll(async () => {
  await app.close();
  await https.close();
});

const post = (target: TestApp, path: string, body: string) =>
  fetch(`${target.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });

/** The payload of a JWT, unverified. */
function claimsOf(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as Record<
    string,
    unknown
  >;
}

describe('given strings with unpaired surrogates or non-characters (item 2)', () => {
  it('should refuse a registration whose name holds a non-character, and store nothing', async () => {
    // Arrange
    const body = registration({ first_name: 'נועה\uFDD0' });
    // Act
    const result = failure(await call(app, endpoints.register, { body }));
    // Assert
    expect(result).toMatchObject({ status: 400, code: 'validation_error' });
    expect(result.details).toMatchObject({ fields: [expect.objectContaining({ field: 'body.first_name' })] });
    expect(await app.db('users').where({ email: body.email })).toEqual([]);
  });

  it('should refuse a lone surrogate in a login body (sent as the JSON escape)', async () => {
    // Act: JSON.stringify keeps a lone surrogate as the escape \ud800
    const response = await post(
      app,
      endpoints.login.path,
      JSON.stringify({ email: 'nobody@example.com', password: 'x\ud800' }),
    );
    // Assert
    expect(response.status).toBe(400);
    expect(ErrorEnvelope.parse(await response.json()).details).toMatchObject({
      fields: [expect.objectContaining({ field: 'body.password' })],
    });
  });

  it('should refuse a non-character in a query string', async () => {
    // Arrange
    const student = await activeStudent(app);
    // Act: U+FFFE, percent-encoded as UTF-8
    const response = await fetch(`${app.url}${endpoints.getProgress.path}?course_id=%EF%BF%BE`, {
      headers: { authorization: `Bearer ${student.access_token}` },
    });
    // Assert
    expect(response.status).toBe(400);
  });
});

describe('given a flood of bogus reset tokens (item 4)', () => {
  it('should check the token before hashing: a bogus token costs no argon2', async () => {
    // Arrange
    const hash = vi.spyOn(argon2, 'hash');
    try {
      // Act
      const result = failure(
        await call(app, endpoints.resetPassword, {
          body: { token: 'x'.repeat(43), password: 'a brand new password' },
        }),
      );
      // Assert
      expect(result).toMatchObject({ status: 400, code: 'invalid_token' });
      expect(hash).not.toHaveBeenCalled();
    } finally {
      hash.mockRestore();
    }
  });
});

describe('given an access token issued in the same second as a password reset (item 8)', () => {
  it('should refuse the token once the password has been reset', async () => {
    // Arrange: a session, then a reset; the reset's timestamp is put in the token's own second
    const student = await activeStudent(app);
    data(await call(app, endpoints.forgotPassword, { body: { email: student.email } }));
    const token = await tokenFromMail(app, student.email, '/#/reset-password');
    data(await call(app, endpoints.resetPassword, { body: { token, password: 'a brand new password' } }));
    const issuedAt = Number(claimsOf(student.access_token).iat);
    await app
      .db('users')
      .where({ email: student.email })
      .update({ password_changed_at: new Date(issuedAt * 1000 + 999).toISOString() });
    // Act
    const result = await call(app, endpoints.validate, { token: student.access_token });
    // Assert
    expect(failure(result)).toMatchObject({ status: 401, code: 'invalid_token' });
  });

  it('should accept a token issued right after the reset', async () => {
    // Arrange
    const student = await activeStudent(app);
    data(await call(app, endpoints.forgotPassword, { body: { email: student.email } }));
    const token = await tokenFromMail(app, student.email, '/#/reset-password');
    data(await call(app, endpoints.resetPassword, { body: { token, password: 'a brand new password' } }));
    // Act
    const login = data(
      await call(app, endpoints.login, { body: { email: student.email, password: 'a brand new password' } }),
    );
    // Assert
    expect(data(await call(app, endpoints.validate, { token: login.access_token })).user.email).toBe(
      student.email,
    );
  });
});

describe('given answers that carry tokens or personal data (item 10)', () => {
  it('should mark login, refresh and validate answers no-store', async () => {
    // Arrange
    const student = await activeStudent(app);
    // Act
    const login = await call(app, endpoints.login, {
      body: { email: student.email, password: student.password },
    });
    const refresh = await call(app, endpoints.refresh, {
      body: { refresh_token: data(login).refresh_token },
    });
    const validate = await call(app, endpoints.validate, { token: data(refresh).access_token });
    const refused = await call(app, endpoints.validate, { token: 'not-a-token' });
    // Assert
    for (const result of [login, refresh, validate, refused]) {
      expect(result.headers.get('cache-control')).toBe('no-store');
    }
  });

  it('should send HSTS when PUBLIC_URL is https, and not when it is http', async () => {
    // Act
    const secure = await fetch(`${https.url}${endpoints.listSchools.path}`);
    const plain = await fetch(`${app.url}${endpoints.listSchools.path}`);
    const secureFile = await fetch(`${https.url}/data/courses/high-school-math/syllabus/syllabus.json`);
    // Assert
    expect(secure.headers.get('strict-transport-security')).toMatch(/^max-age=\d{7,}; includeSubDomains$/);
    expect(secureFile.headers.get('strict-transport-security')).toMatch(/^max-age=/);
    expect(plain.headers.get('strict-transport-security')).toBeNull();
  });
});

describe('given names with line breaks, bidi controls or URLs (item 13)', () => {
  it.each([
    ['a CR/LF header injection', { first_name: 'Eve\r\nBcc: victim@example.com' }, 'body.first_name'],
    ['a tab', { last_name: 'Lev\ti' }, 'body.last_name'],
    ['a right-to-left override', { first_name: '\u202Etxt.exe' }, 'body.first_name'],
    ['a directional isolate', { last_name: 'לוי\u2066admin\u2069' }, 'body.last_name'],
    ['a line separator', { first_name: 'Noa\u2028Admin' }, 'body.first_name'],
  ])('should refuse %s in a name', async (_, overrides, field) => {
    // Arrange
    const body = registration(overrides);
    // Act
    const result = failure(await call(app, endpoints.register, { body }));
    // Assert
    expect(result).toMatchObject({ status: 400, code: 'validation_error' });
    expect(result.details).toMatchObject({ fields: [expect.objectContaining({ field })] });
  });

  it('should keep a URL typed as a name out of the approval mail as a link', async () => {
    // Arrange
    const body = registration({ first_name: 'https://evil.example/login', last_name: 'www.evil.example' });
    data(await call(app, endpoints.register, { body }));
    data(
      await call(app, endpoints.verifyEmail, {
        body: { token: await tokenFromMail(app, body.email, '/#/verify-email') },
      }),
    );
    // Act
    const { mails } = data(
      await call(app, endpoints.listDevMail, { query: { to: 'admin@havruta.example' } }),
    );
    const mail = mails.find((candidate) => candidate.text.includes(body.email));
    // Assert: the name is there, readable, but nothing in it is a URL a mail client would link
    expect(mail).toBeDefined();
    for (const part of [mail?.subject, mail?.text, mail?.html]) {
      expect(part).not.toMatch(/https?:\/\/evil|evil\.example|www\./);
      expect(part).toContain('evil');
    }
    expect(mail?.html.match(/<a /g)).toHaveLength(2);
  });
});

describe('given JWTs signed with the right secret but malformed claims (item 15)', () => {
  async function sign(claims: { sub?: string; exp?: boolean }): Promise<string> {
    const jwt = new SignJWT({ typ: 'access', ver: 0 }).setProtectedHeader({ alg: 'HS256' }).setIssuedAt();
    if (claims.sub !== undefined) jwt.setSubject(claims.sub);
    if (claims.exp !== false) jwt.setExpirationTime('5m');
    return jwt.sign(new TextEncoder().encode(app.config.jwtSecret));
  }
  let adminId: number;
  beforeAll(async () => {
    adminId = Number(
      (await app.db('users').where({ email: 'admin@havruta.example' }).first<{ id: number }>()).id,
    );
  });

  it('should accept a well-formed token (the control case)', async () => {
    const result = await call(app, endpoints.validate, { token: await sign({ sub: String(adminId) }) });
    expect(data(result).user.id).toBe(adminId);
  });

  it('should refuse a token without exp', async () => {
    const result = await call(app, endpoints.validate, {
      token: await sign({ sub: String(adminId), exp: false }),
    });
    expect(failure(result)).toMatchObject({ status: 401, code: 'invalid_token' });
  });

  it.each([
    ['hexadecimal', (id: number) => `0x${id.toString(16)}`],
    ['a leading zero', (id: number) => `0${id}`],
    ['a decimal point', (id: number) => `${id}.0`],
    ['an exponent', (id: number) => `${id}e0`],
    ['a sign', (id: number) => `+${id}`],
    ['spaces', (id: number) => ` ${id} `],
  ])('should refuse a sub written in %s', async (_, write) => {
    const result = await call(app, endpoints.validate, { token: await sign({ sub: write(adminId) }) });
    expect(failure(result)).toMatchObject({ status: 401, code: 'invalid_token' });
  });
});
