import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '../../backend/contract';
import { startTestApp, type TestApp } from './helpers/app';
import { call, data, failure, registration, tokenFromMail } from './helpers/client';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app.close();
});

describe('given a new student on a fresh install', () => {
  it('should run the whole acceptance journey with contract-valid responses', async () => {
    // Arrange
    const body = registration({ email: 'journey@example.com' });

    // Act + Assert, step by step: 1. register
    const registered = data(await call(app, endpoints.register, { body }));
    expect(registered.user_id).toBeGreaterThan(0);
    // 2–3. read the verification link from the dev outbox and verify (direct GET)
    const verifyToken = await tokenFromMail(app, body.email, '/#/verify-email');
    data(await call(app, endpoints.verifyEmailDirect, { query: { token: verifyToken } }));
    // 4–5. read the approval link mailed to the administrators and approve
    const approveToken = await tokenFromMail(
      app,
      'admin@havruta.example',
      '/#/admin/approve-user',
      body.email,
    );
    const approved = data(await call(app, endpoints.approveUser, { body: { token: approveToken } }));
    expect(approved.user.email).toBe(body.email);
    // 6. login, then validate
    const login = data(
      await call(app, endpoints.login, { body: { email: body.email, password: body.password } }),
    );
    expect(login.user).toMatchObject({
      email: body.email,
      email_verified: true,
      approved: true,
      role: 'student',
    });
    const validated = data(await call(app, endpoints.validate, { token: login.access_token }));
    expect(validated.user.id).toBe(registered.user_id);
    // 7. courses
    const courses = data(await call(app, endpoints.userCourses, { token: login.access_token }));
    expect(courses.courses.map((course) => course.id)).toEqual(['high-school-math', 'statistics-2']);
    // 8. save progress and read it back
    const saved = data(
      await call(app, endpoints.saveProgress, {
        token: login.access_token,
        body: {
          course_id: 'high-school-math',
          activity_type: 'practice',
          activity_id: 'quadratics-q1',
          score: 100,
          time_spent: 42,
          answers: [{ userAnswer: '2', correctAnswer: '2', isCorrect: true }],
          client_id: 'journey-1',
        },
      }),
    );
    const read = data(await call(app, endpoints.getProgress, { token: login.access_token }));
    expect(read.progress).toEqual([saved.data]);
    // 9. refresh
    const refreshed = data(
      await call(app, endpoints.refresh, { body: { refresh_token: login.refresh_token } }),
    );
    expect(refreshed.refresh_token).not.toBe(login.refresh_token);
    // 10. reuse the old refresh token → 401, and the rotated one dies with its family
    const reused = failure(
      await call(app, endpoints.refresh, { body: { refresh_token: login.refresh_token } }),
    );
    expect(reused).toMatchObject({ status: 401, code: 'refresh_token_reused' });
    const family = failure(
      await call(app, endpoints.refresh, { body: { refresh_token: refreshed.refresh_token } }),
    );
    expect(family.status).toBe(401);
    // 11. logout (a fresh session)
    const again = data(
      await call(app, endpoints.login, { body: { email: body.email, password: body.password } }),
    );
    data(await call(app, endpoints.logout, { body: { refresh_token: again.refresh_token } }));
    const afterLogout = failure(
      await call(app, endpoints.refresh, { body: { refresh_token: again.refresh_token } }),
    );
    expect(afterLogout.status).toBe(401);
  });
});
