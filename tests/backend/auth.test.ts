import { SignJWT } from 'jose';
import argon2 from 'argon2';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { endpoints } from '../../backend/contract';
import { demoProfiles } from '../../backend/src/db/seeds/demo';
import { startTestApp, type TestApp } from './helpers/app';
import { activeStudent, call, data, failure, registration, tokenFromMail } from './helpers/client';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ ADMIN_EMAILS: 'dean@school.example, Principal@School.example' });
});
afterAll(async () => {
  await app.close();
});

const past = () => new Date(Date.now() - 60_000).toISOString();

describe('given a registration', () => {
  it('should create the account, answer 201 and mail an absolute verification link', async () => {
    // Arrange
    const body = registration();
    // Act
    const result = await call(app, endpoints.register, { body });
    // Assert
    expect(result.status).toBe(201);
    const token = await tokenFromMail(app, body.email, '/#/verify-email');
    expect(token).toMatch(/^[\w-]{43}$/);
    const stored = await app.db('one_time_tokens').where({ purpose: 'verify_email' });
    expect(stored.some((row: { token_hash: string }) => row.token_hash === token)).toBe(false);
  });

  it('should answer 409 with a clear message for a duplicate e-mail, in any letter case', async () => {
    // Arrange
    const body = registration();
    data(await call(app, endpoints.register, { body }));
    // Act
    const result = failure(
      await call(app, endpoints.register, { body: { ...body, email: body.email.toUpperCase() } }),
    );
    // Assert
    expect(result).toMatchObject({
      status: 409,
      code: 'email_taken',
      message: 'An account with this email already exists',
    });
  });

  it.each([
    ['an inactive school', { school_id: 12 }, 'body.school_id'],
    ['an unknown school', { school_id: 9999 }, 'body.school_id'],
    ['a short password', { password: 'short' }, 'body.password'],
    ['a malformed e-mail', { email: 'not-an-email' }, 'body.email'],
    ['a bad birthdate', { birthdate: '01/05/2009' }, 'body.birthdate'],
    ['an unknown school year', { school_year: '13' }, 'body.school_year'],
    ['an empty first name', { first_name: '  ' }, 'body.first_name'],
    ['an empty subject', { subject: '' }, 'body.subject'],
  ])('should answer 400 with field errors for %s', async (_, overrides, field) => {
    // Arrange
    const inactive = await app.db('schools').where({ active: false }).orderBy('id').first<{ id: number }>();
    const patch =
      'school_id' in overrides && overrides.school_id === 12 ? { school_id: inactive.id } : overrides;
    // Act
    const result = failure(await call(app, endpoints.register, { body: { ...registration(), ...patch } }));
    // Assert
    expect(result.status).toBe(400);
    expect(result.code).toBe('validation_error');
    expect(result.details).toMatchObject({
      fields: expect.arrayContaining([expect.objectContaining({ field })]),
    });
  });
});

describe('given an e-mail verification link', () => {
  it('should verify by POST once, then refuse the same token', async () => {
    // Arrange
    const body = registration();
    data(await call(app, endpoints.register, { body }));
    const token = await tokenFromMail(app, body.email, '/#/verify-email');
    // Act
    const first = await call(app, endpoints.verifyEmail, { body: { token } });
    const second = failure(await call(app, endpoints.verifyEmailDirect, { query: { token } }));
    // Assert
    expect(data(first).success).toBe(true);
    expect(second).toMatchObject({ status: 400, code: 'invalid_token' });
  });

  it('should refuse a token older than 24 hours', async () => {
    // Arrange
    const body = registration();
    data(await call(app, endpoints.register, { body }));
    const token = await tokenFromMail(app, body.email, '/#/verify-email');
    const user = await app.db('users').where({ email: body.email }).first<{ id: number }>();
    const row = await app
      .db('one_time_tokens')
      .where({ user_id: user.id, purpose: 'verify_email' })
      .first<{ expires_at: unknown; created_at: unknown }>();
    // Assert the lifetime, then expire it
    expect(
      new Date(
        String(row.expires_at instanceof Date ? row.expires_at.toISOString() : row.expires_at),
      ).getTime() - Date.now(),
    ).toBeGreaterThan(23.9 * 3600_000);
    await app.db('one_time_tokens').where({ user_id: user.id }).update({ expires_at: past() });
    // Act
    const result = failure(await call(app, endpoints.verifyEmailDirect, { query: { token } }));
    // Assert
    expect(result).toMatchObject({ status: 400, code: 'invalid_token' });
  });

  it('should answer 400 for an unknown or too short token', async () => {
    const unknown = failure(await call(app, endpoints.verifyEmail, { body: { token: 'x'.repeat(43) } }));
    const short = failure(await call(app, endpoints.verifyEmail, { body: { token: 'abc' } }));
    expect(unknown.code).toBe('invalid_token');
    expect(short.code).toBe('validation_error');
  });

  it('should mail a new link on resend, retire the old one, and answer the same for unknown addresses', async () => {
    // Arrange
    const body = registration();
    data(await call(app, endpoints.register, { body }));
    const old = await tokenFromMail(app, body.email, '/#/verify-email');
    // Act
    const known = data(await call(app, endpoints.resendVerification, { body: { email: body.email } }));
    const unknown = data(
      await call(app, endpoints.resendVerification, { body: { email: 'nobody@example.com' } }),
    );
    const fresh = await tokenFromMail(app, body.email, '/#/verify-email');
    // Assert
    expect(known).toEqual(unknown);
    expect(fresh).not.toBe(old);
    expect(failure(await call(app, endpoints.verifyEmail, { body: { token: old } })).status).toBe(400);
    expect(data(await call(app, endpoints.verifyEmail, { body: { token: fresh } })).success).toBe(true);
  });
});

describe('given a verified account awaiting approval', () => {
  it('should mail the approval link to role-admin users and ADMIN_EMAILS, and approve once', async () => {
    // Arrange
    const body = registration();
    data(await call(app, endpoints.register, { body }));
    data(
      await call(app, endpoints.verifyEmail, {
        body: { token: await tokenFromMail(app, body.email, '/#/verify-email') },
      }),
    );
    // Act
    const { mails } = data(await call(app, endpoints.listDevMail, { query: { to: 'dean@school.example' } }));
    const mail = mails.find((candidate) => candidate.text.includes(body.email));
    const token = await tokenFromMail(app, 'principal@school.example', '/#/admin/approve-user', body.email);
    const login = failure(
      await call(app, endpoints.login, { body: { email: body.email, password: body.password } }),
    );
    const approved = await call(app, endpoints.approveUser, { body: { token } });
    const again = failure(await call(app, endpoints.approveUser, { body: { token } }));
    // Assert
    expect(mail?.to.split(', ').sort()).toEqual(
      [demoProfiles.admin.email, 'dean@school.example', 'principal@school.example'].sort(),
    );
    expect(mail?.text).toContain(`http://havruta.test/#/admin/approve-user?token=${token}`);
    expect(login).toMatchObject({ status: 403, code: 'awaiting_approval' });
    expect(data(approved).user).toEqual({
      email: body.email,
      first_name: body.first_name,
      last_name: body.last_name,
    });
    expect(again).toMatchObject({ status: 400, code: 'invalid_token' });
  });
});

describe('given login attempts', () => {
  it('should answer 403 email_not_verified with the resend call for an unverified account', async () => {
    const body = registration();
    data(await call(app, endpoints.register, { body }));
    const result = failure(
      await call(app, endpoints.login, { body: { email: body.email, password: body.password } }),
    );
    expect(result).toMatchObject({
      status: 403,
      code: 'email_not_verified',
      details: { resend: '/api/auth/resend-verification' },
    });
    expect(result.message).toMatch(/verify your email/i);
  });

  it.each([
    ['a wrong password', demoProfiles.student.email, 'wrong password!'],
    ['an unknown e-mail', 'ghost@example.com', 'whatever-password'],
  ])('should answer 401 Invalid email or password for %s', async (_, email, password) => {
    const result = failure(await call(app, endpoints.login, { body: { email, password } }));
    expect(result).toMatchObject({
      status: 401,
      code: 'invalid_credentials',
      message: 'Invalid email or password',
    });
  });

  it.each([
    ['an unknown e-mail', 'ghost2@example.com'],
    ['a known e-mail', demoProfiles.admin.email],
  ])('should run one argon2 verification for %s, so timing does not reveal accounts', async (_, email) => {
    // Arrange
    const verify = vi.spyOn(argon2, 'verify');
    try {
      // Act
      const result = failure(
        await call(app, endpoints.login, { body: { email, password: 'not the password' } }),
      );
      // Assert
      expect(result.status).toBe(401);
      expect(verify).toHaveBeenCalledTimes(1);
      expect(String(verify.mock.calls[0]?.[0])).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    } finally {
      verify.mockRestore();
    }
  });

  it('should log in the demo student with an HS256 access token of at most 15 minutes', async () => {
    const result = data(
      await call(app, endpoints.login, {
        body: { email: demoProfiles.student.email, password: app.demo.student.password },
      }),
    );
    const [header, payload] = result.access_token
      .split('.')
      .slice(0, 2)
      .map((part) => JSON.parse(Buffer.from(part, 'base64url').toString()) as Record<string, unknown>);
    expect(header?.alg).toBe('HS256');
    expect(Number(payload?.exp) - Number(payload?.iat)).toBeLessThanOrEqual(15 * 60);
    expect(result.expires_in).toBeLessThanOrEqual(15 * 60);
    const stored = await app
      .db('users')
      .where({ email: demoProfiles.student.email })
      .first<{ password_hash: string }>();
    expect(stored.password_hash.startsWith('$argon2id$')).toBe(true);
  });
});

describe('given bearer tokens', () => {
  it.each([
    ['no header', undefined],
    ['a garbage token', 'not-a-jwt'],
  ])('should answer 401 to validate with %s', async (_, token) => {
    const result = failure(await call(app, endpoints.validate, token ? { token } : {}));
    expect(result.status).toBe(401);
  });

  it('should answer 401 to an expired or foreign-signed token', async () => {
    // Arrange
    const key = new TextEncoder().encode(app.config.jwtSecret);
    const expired = await new SignJWT({ typ: 'access' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('1')
      .setIssuedAt(Math.floor(Date.now() / 1000) - 3600)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(key);
    const foreign = await new SignJWT({ typ: 'access' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('1')
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode('another secret of enough length!!'));
    // Act + Assert
    expect(failure(await call(app, endpoints.validate, { token: expired })).code).toBe('invalid_token');
    expect(failure(await call(app, endpoints.validate, { token: foreign })).code).toBe('invalid_token');
  });

  it('should return one school by id with a bearer token, 404 for an unknown id, 401 without a token', async () => {
    // Arrange
    const student = await activeStudent(app);
    // Act
    const school = data(
      await call(app, endpoints.getSchool, { params: { id: 1 }, token: student.access_token }),
    );
    const missing = failure(
      await call(app, endpoints.getSchool, { params: { id: 9999 }, token: student.access_token }),
    );
    const invalid = failure(
      await call(app, endpoints.getSchool, { params: { id: 'abc' }, token: student.access_token }),
    );
    const anonymous = failure(await call(app, endpoints.getSchool, { params: { id: 1 } }));
    // Assert
    expect(school.school.id).toBe(1);
    expect(missing).toMatchObject({ status: 404, code: 'school_not_found' });
    expect(invalid.status).toBe(400);
    expect(anonymous.status).toBe(401);
  });

  it('should give a new account both catalogue courses', async () => {
    const student = await activeStudent(app);
    const result = data(await call(app, endpoints.userCourses, { token: student.access_token }));
    expect(result.courses).toEqual([{ id: 'high-school-math' }, { id: 'statistics-2' }]);
    expect(failure(await call(app, endpoints.userCourses)).status).toBe(401);
  });
});

describe('given sessions', () => {
  it('should rotate on refresh, and answer 401 to an unknown refresh token', async () => {
    const student = await activeStudent(app);
    const next = data(await call(app, endpoints.refresh, { body: { refresh_token: student.refresh_token } }));
    expect(data(await call(app, endpoints.validate, { token: next.access_token })).user.email).toBe(
      student.email,
    );
    expect(
      failure(await call(app, endpoints.refresh, { body: { refresh_token: 'unknown-token' } })).code,
    ).toBe('invalid_refresh_token');
    expect(failure(await call(app, endpoints.refresh, { body: {} })).status).toBe(400);
  });

  it('should refuse an expired refresh token', async () => {
    const student = await activeStudent(app);
    await app.db('refresh_tokens').update({ expires_at: past() }).where('revoked_at', null);
    expect(
      failure(await call(app, endpoints.refresh, { body: { refresh_token: student.refresh_token } })).status,
    ).toBe(401);
  });

  it('should revoke the session on logout and accept an unknown token', async () => {
    const student = await activeStudent(app);
    data(await call(app, endpoints.logout, { body: { refresh_token: student.refresh_token } }));
    expect(data(await call(app, endpoints.logout, { body: { refresh_token: 'never-issued' } })).success).toBe(
      true,
    );
    expect(
      failure(await call(app, endpoints.refresh, { body: { refresh_token: student.refresh_token } })).status,
    ).toBe(401);
  });
});

describe('given a forgotten password', () => {
  it('should answer the same whether or not the address exists', async () => {
    const student = await activeStudent(app);
    const known = data(await call(app, endpoints.forgotPassword, { body: { email: student.email } }));
    const unknown = data(
      await call(app, endpoints.forgotPassword, { body: { email: 'nobody@example.com' } }),
    );
    expect(known).toEqual(unknown);
    expect(
      data(await call(app, endpoints.listDevMail, { query: { to: 'nobody@example.com' } })).mails,
    ).toEqual([]);
  });

  it('should reset once with a 30-minute token and end every session', async () => {
    // Arrange
    const student = await activeStudent(app);
    data(await call(app, endpoints.forgotPassword, { body: { email: student.email } }));
    const token = await tokenFromMail(app, student.email, '/#/reset-password');
    const user = await app.db('users').where({ email: student.email }).first<{ id: number }>();
    const row = await app
      .db('one_time_tokens')
      .where({ user_id: user.id, purpose: 'reset_password' })
      .first<{ expires_at: string | Date }>();
    const lifetime = new Date(row.expires_at).getTime() - Date.now();
    await new Promise((resolve) => setTimeout(resolve, 1100));
    // Act
    const reset = await call(app, endpoints.resetPassword, {
      body: { token, password: 'a brand new password' },
    });
    const reuse = failure(
      await call(app, endpoints.resetPassword, { body: { token, password: 'another new password' } }),
    );
    // Assert
    expect(lifetime).toBeGreaterThan(29 * 60_000);
    expect(lifetime).toBeLessThanOrEqual(30 * 60_000);
    expect(data(reset).success).toBe(true);
    expect(reuse).toMatchObject({ status: 400, code: 'invalid_token' });
    expect(
      failure(await call(app, endpoints.refresh, { body: { refresh_token: student.refresh_token } })).status,
    ).toBe(401);
    expect(failure(await call(app, endpoints.validate, { token: student.access_token })).status).toBe(401);
    expect(
      failure(
        await call(app, endpoints.login, { body: { email: student.email, password: student.password } }),
      ).status,
    ).toBe(401);
    expect(
      data(
        await call(app, endpoints.login, {
          body: { email: student.email, password: 'a brand new password' },
        }),
      ).user.email,
    ).toBe(student.email);
  });

  it('should refuse an expired reset token', async () => {
    const student = await activeStudent(app);
    data(await call(app, endpoints.forgotPassword, { body: { email: student.email } }));
    const token = await tokenFromMail(app, student.email, '/#/reset-password');
    await app.db('one_time_tokens').where({ purpose: 'reset_password' }).update({ expires_at: past() });
    expect(
      failure(await call(app, endpoints.resetPassword, { body: { token, password: 'a brand new password' } }))
        .code,
    ).toBe('invalid_token');
  });
});
