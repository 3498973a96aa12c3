import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, UserId, type ActivityResult } from '../../backend/contract';
import { plansRepository } from '../../backend/src/repositories/plans';
import { progressRepository, type NewProgress } from '../../backend/src/repositories/progress';
import { startTestApp, type TestApp } from './helpers/app';
import { activeStudent, call, data, failure } from './helpers/client';

let app: TestApp;
let token: string;
beforeAll(async () => {
  // Many accounts register from 127.0.0.1 here: lift the per-address registration limit.
  app = await startTestApp({}, { rateLimits: { mailIp: { max: 1_000, windowSeconds: 3_600 } } });
  token = (await activeStudent(app)).access_token;
});
afterAll(async () => {
  await app.close();
});

const result = (overrides: Partial<ActivityResult> = {}): ActivityResult => ({
  course_id: 'high-school-math',
  activity_type: 'practice',
  activity_id: 'quadratics-q1',
  score: 80,
  time_spent: 60,
  answers: [{ userAnswer: '3', correctAnswer: '3', isCorrect: true }],
  ...overrides,
});

/** A row for the repository itself (past the contract), as the service builds it. */
const newProgress = (overrides: Partial<NewProgress> & Pick<NewProgress, 'user_id'>): NewProgress => ({
  course_id: 'high-school-math',
  activity_type: 'practice',
  activity_id: 'quadratics-q1',
  score: 50,
  time_spent: 10,
  answers: '[]',
  completed: true,
  client_id: null,
  created_at: new Date().toISOString(),
  ...overrides,
});

describe('given saved activity results', () => {
  it('should filter by course and by type, newest first', async () => {
    // Arrange
    const saved = [];
    for (const overrides of [
      { activity_type: 'practice', course_id: 'high-school-math' },
      { activity_type: 'test', course_id: 'high-school-math', completed: false },
      { activity_type: 'practice', course_id: 'statistics-2' },
    ] as const) {
      saved.push(data(await call(app, endpoints.saveProgress, { token, body: result(overrides) })).data);
    }
    // Act
    const all = data(await call(app, endpoints.getProgress, { token })).progress;
    const math = data(
      await call(app, endpoints.getProgress, { token, query: { course_id: 'high-school-math' } }),
    ).progress;
    const mathTests = data(
      await call(app, endpoints.getProgress, {
        token,
        query: { course_id: 'high-school-math', activity_type: 'test' },
      }),
    ).progress;
    // Assert
    expect(all.map((row) => row.id)).toEqual(saved.map((row) => row.id).reverse());
    expect(math.map((row) => row.course_id)).toEqual(['high-school-math', 'high-school-math']);
    expect(mathTests).toHaveLength(1);
    expect(mathTests[0]).toMatchObject({ activity_type: 'test', completed: false, score: 80 });
  });

  it('should answer 400 to an unknown activity type filter and 401 without a token', async () => {
    expect(
      failure(await call(app, endpoints.getProgress, { token, query: { activity_type: 'quiz' } })).status,
    ).toBe(400);
    expect(failure(await call(app, endpoints.getProgress)).status).toBe(401);
    expect(failure(await call(app, endpoints.saveProgress, { body: result() })).status).toBe(401);
  });
});

describe('given an invalid activity result', () => {
  it.each([
    ['a score above 100', { score: 101 }, 'body.score'],
    ['a negative time', { time_spent: -1 }, 'body.time_spent'],
    ['an unknown type', { activity_type: 'quiz' }, 'body.activity_type'],
    ['a missing activity id', { activity_id: '' }, 'body.activity_id'],
    ['nested answers', { answers: [{ deep: { no: 1 } }] }, 'body.answers.0.deep'],
    ['an unknown course', { course_id: 'astrology-101' }, 'body.course_id'],
  ])('should answer 400 with field errors for %s', async (_, overrides, field) => {
    const error = failure(
      await call(app, endpoints.saveProgress, { token, body: { ...result(), ...overrides } }),
    );
    expect(error).toMatchObject({ status: 400, code: 'validation_error' });
    expect(error.details).toMatchObject({
      fields: expect.arrayContaining([expect.objectContaining({ field })]),
    });
  });
});

describe('given retries with the same client_id', () => {
  it('should store one row and answer with it every time', async () => {
    const first = data(
      await call(app, endpoints.saveProgress, { token, body: result({ client_id: 'retry-1' }) }),
    );
    const second = data(
      await call(app, endpoints.saveProgress, { token, body: result({ client_id: 'retry-1', score: 10 }) }),
    );
    expect(second.data).toEqual(first.data);
    const rows = await app.db('activity_progress').where({ client_id: 'retry-1' });
    expect(rows).toHaveLength(1);
  });

  it('should store each of 50 concurrent writes from 10 users exactly once', async () => {
    // Arrange: 10 users, each sending 5 distinct results twice, all at once
    const users = await Promise.all(Array.from({ length: 10 }, () => activeStudent(app)));
    const writes = users.flatMap((user, u) =>
      Array.from({ length: 5 }, (_, k) =>
        result({ client_id: `c-${u}-${k}`, activity_id: `a-${u}-${k}`, score: k * 10 }),
      ).map((body) => ({ token: user.access_token, body })),
    );
    // Act
    const responses = await Promise.all(
      [...writes, ...writes].map((write) => call(app, endpoints.saveProgress, write)),
    );
    // Assert
    expect(responses.every((response) => response.status === 200)).toBe(true);
    const userIds = users.map((user) => user.user.id);
    const rows = await app.db('activity_progress').whereIn('user_id', userIds);
    expect(rows).toHaveLength(50);
    expect(new Set(rows.map((row: { client_id: string }) => row.client_id)).size).toBe(50);
    for (const user of users) {
      const mine = data(await call(app, endpoints.getProgress, { token: user.access_token })).progress;
      expect(mine).toHaveLength(5);
    }
  });
});

describe('given many saves at once (written together in groups)', () => {
  it('should answer each of 60 concurrent saves without a client_id with its own stored row', async () => {
    // Arrange: 3 users, 20 distinct results each, some of them identical but for the score
    const users = await Promise.all(Array.from({ length: 3 }, () => activeStudent(app)));
    const writes = users.flatMap((user, u) =>
      Array.from({ length: 20 }, (_, k) => ({
        token: user.access_token,
        body: result({ activity_id: `g-${u}-${k % 4}`, score: k, time_spent: 100 + k }),
      })),
    );
    // Act
    const saved = (await Promise.all(writes.map((write) => call(app, endpoints.saveProgress, write)))).map(
      (response) => data(response).data,
    );
    // Assert: every answer is the row of its own save, and every save is one row
    saved.forEach((record, index) => {
      const body = writes[index]?.body;
      expect(record).toMatchObject({
        activity_id: body?.activity_id,
        score: body?.score,
        time_spent: body?.time_spent,
      });
    });
    expect(new Set(saved.map((record) => record.id)).size).toBe(60);
    const rows = await app.db('activity_progress').whereIn(
      'user_id',
      users.map((user) => user.user.id),
    );
    expect(rows).toHaveLength(60);
  });

  it('should fail only the save that breaks a constraint when it shares a group', async () => {
    // Arrange: one repository, a user id that does not exist among valid saves
    const { user } = await activeStudent(app);
    const repository = progressRepository(app.db);
    const save = (userId: number, activityId: string) =>
      newProgress({ user_id: UserId.parse(userId), activity_id: activityId });
    // Act: the first write goes alone, the other three wait and are grouped
    const outcomes = await Promise.allSettled([
      repository.insertOnce(save(user.id, 'fk-0')),
      repository.insertOnce(save(user.id, 'fk-1')),
      repository.insertOnce(save(987_654, 'fk-2')),
      repository.insertOnce(save(user.id, 'fk-3')),
    ]);
    // Assert
    expect(outcomes.map((outcome) => outcome.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'rejected',
      'fulfilled',
    ]);
    const rows = await app.db('activity_progress').where({ user_id: user.id }).orderBy('id');
    expect(rows.map((row: { activity_id: string }) => row.activity_id)).toEqual(['fk-0', 'fk-1', 'fk-3']);
  });
});

describe('given learning plans', () => {
  it('should list the demo student\u2019s seeded plan and skip a stored plan the contract rejects', async () => {
    // Arrange
    const login = data(
      await call(app, endpoints.login, {
        body: { email: app.demo.student.email, password: app.demo.student.password },
      }),
    );
    await plansRepository(app.db).upsert(login.user.id, 'statistics-2', { type: 'mystery', content: 1 });
    // Act
    const plans = data(await call(app, endpoints.listPlans, { token: login.access_token }));
    // Assert
    expect(plans.learning_plans.map((plan) => plan.course_id)).toEqual(['high-school-math']);
    expect(plans.learning_plans[0]?.plan.type).toBe('learning_plan');
  });

  it('should seed a demo plan whose numbers all come from the demo student\u2019s saved answers', async () => {
    // Arrange
    const login = data(
      await call(app, endpoints.login, {
        body: { email: app.demo.student.email, password: app.demo.student.password },
      }),
    );

    // Act
    const plans = data(await call(app, endpoints.listPlans, { token: login.access_token }));

    // Assert
    const plan = plans.learning_plans[0]?.plan;
    if (plan?.type !== 'learning_plan') throw new Error('expected a learning_plan');
    expect(Object.keys(plan.content.topic_progress ?? {})).toEqual(['אלגברה, משוואות ואי־שוויונות']);
    // Three answers that leave the topic near its prior: counted, but no number yet.
    expect(plan.content.topic_basis?.['פונקציות וגאומטריה אנליטית']).toMatchObject({
      mastery: null,
      attempts: 3,
    });
    expect(plan.content.topic_basis?.['הסתברות']).toEqual({
      mastery: null,
      attempts: 0,
      last_activity: null,
    });
  });

  it('should list a stored plan with the topic values of answers saved after it was written', async () => {
    // Arrange: a plan written before any answer, then a practice answer
    const { access_token: bearer, user } = await activeStudent(app);
    await plansRepository(app.db).upsert(user.id, 'high-school-math', {
      type: 'learning_plan',
      content: { student_plan: [{ type: 'text', text: 'תוכנית ישנה' }], topic_progress: {}, topic_basis: {} },
      generated_at: '2026-01-01T00:00:00.000Z',
    });
    await call(app, endpoints.saveProgress, {
      token: bearer,
      body: result({ activity_id: 'algebra-alg-2', answers: [{ userAnswer: '9', isCorrect: true }] }),
    });
    // Act
    const { learning_plans: plans } = data(await call(app, endpoints.listPlans, { token: bearer }));
    // Assert
    const plan = plans[0]?.plan;
    if (plan?.type !== 'learning_plan') throw new Error('expected a learning_plan');
    expect(plan.content.student_plan).toEqual([{ type: 'text', text: 'תוכנית ישנה' }]);
    expect(plan.content.topic_basis?.['אלגברה, משוואות ואי־שוויונות']?.attempts).toBe(1);
    expect(plan.content.topic_basis?.['הסתברות']).toEqual({
      mastery: null,
      attempts: 0,
      last_activity: null,
    });
  });

  it('should list none for a new account and answer 401 without a token', async () => {
    expect(data(await call(app, endpoints.listPlans, { token })).learning_plans).toEqual([]);
    expect(failure(await call(app, endpoints.listPlans)).status).toBe(401);
  });
});

describe('given saved activities of the course files', () => {
  it.each([
    ['he', '„אלגברה והסתברות”, תרגיל'],
    ['en', '“אלגברה והסתברות”, problem'],
  ])('should name each by its course files, never by its id (%s)', async (language, practice) => {
    // Arrange
    const { access_token: bearer } = await activeStudent(app);
    const saved = [
      result({ activity_type: 'test', activity_id: 'entry-level-entry-1' }),
      result({ activity_type: 'test', activity_id: 'guided-quadratic' }),
      result({ activity_type: 'test', activity_id: 'guided-guided-quadratic' }),
      result({ activity_id: 'algebra-alg-2' }),
      result({ activity_id: 'nothing-of-the-course' }),
    ];
    for (const body of saved) await call(app, endpoints.saveProgress, { token: bearer, body });
    // Act
    const { progress } = data(
      await call(app, endpoints.getProgress, { token: bearer, headers: { 'accept-language': language } }),
    );
    // Assert
    const titles = Object.fromEntries(progress.map((record) => [record.activity_id, record.title]));
    expect(titles['entry-level-entry-1']).toBe('מבחן כניסה: אלגברה בסיסית');
    expect(titles['guided-quadratic']).toBe('מבחן מודרך: הפונקציה הריבועית');
    expect(titles['guided-guided-quadratic']).toBe('מבחן מודרך: הפונקציה הריבועית');
    expect(titles['algebra-alg-2']).toMatch(new RegExp(`^${practice} \\d+$`));
    expect(titles['nothing-of-the-course']).toBeUndefined();
  });
});

describe('given a save poisoned with a lone surrogate (issue 18, item 2)', () => {
  const poisoned = (activityId: string) =>
    JSON.stringify(result({ activity_id: 'placeholder' })).replace('"placeholder"', `"${activityId}"`);

  it("should answer the probe's request with 400 and store no row", async () => {
    // Arrange: the probe's body, `"activity_id":"x\ud800"` as raw JSON text
    const { access_token: bearer, user } = await activeStudent(app);
    // Act
    const response = await fetch(`${app.url}${endpoints.saveProgress.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${bearer}` },
      body: poisoned('x\\ud800'),
    });
    // Assert
    expect(response.status).toBe(400);
    expect(await app.db('activity_progress').where({ user_id: user.id })).toEqual([]);
  });

  it('should store each of 40 concurrent saves once when one of them is poisoned', async () => {
    // Arrange: 4 users, 10 saves each; one body carries the lone surrogate
    const users = await Promise.all(Array.from({ length: 4 }, () => activeStudent(app)));
    const bodies = users.flatMap((user, u) =>
      Array.from({ length: 10 }, (_, k) => ({
        bearer: user.access_token,
        body:
          u === 2 && k === 5 ? poisoned('x\\ud800') : JSON.stringify(result({ activity_id: `p-${u}-${k}` })),
      })),
    );
    // Act
    const statuses = await Promise.all(
      bodies.map(async ({ bearer, body }) => {
        const response = await fetch(`${app.url}${endpoints.saveProgress.path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${bearer}` },
          body,
        });
        return response.status;
      }),
    );
    // Assert
    expect(statuses.filter((status) => status === 200)).toHaveLength(39);
    expect(statuses.filter((status) => status === 400)).toHaveLength(1);
    const rows = await app.db('activity_progress').whereIn(
      'user_id',
      users.map((user) => user.user.id),
    );
    expect(rows).toHaveLength(39);
    expect(new Set(rows.map((row: { activity_id: string }) => row.activity_id)).size).toBe(39);
  });

  it('should never write a row twice, even when a stored row cannot be matched to its save', async () => {
    // Arrange: straight to the repository, past the contract, so the database rewrites the lone
    // surrogate (U+FFFD) and the stored activity_id no longer equals the one sent
    const { user } = await activeStudent(app);
    const repository = progressRepository(app.db);
    const save = (activityId: string, clientId: string | null) =>
      newProgress({ user_id: user.id, activity_id: activityId, client_id: clientId });
    const saves = Array.from({ length: 40 }, (_, k) =>
      save(k === 7 ? 'x\ud800' : `m-${k}`, k % 2 === 0 ? `key-${k}` : null),
    );
    // Act
    const outcomes = await Promise.allSettled(saves.map((item) => repository.insertOnce(item)));
    // Assert: every save that succeeded has its own row, and no row exists twice
    const rows = await app.db('activity_progress').where({ user_id: user.id });
    const stored = rows.map((row: { activity_id: string }) => row.activity_id);
    expect(stored).toHaveLength(40);
    expect(new Set(stored).size).toBe(40);
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(40);
  });
});

describe('given a long progress history (issue 18, item 11)', () => {
  it('should answer a page of 100, newest first, and a cursor that reads every record once', async () => {
    // Arrange: 250 results of one user, one second apart
    const { access_token: bearer, user } = await activeStudent(app);
    const start = Date.parse('2026-03-01T08:00:00.000Z');
    await app.db.batchInsert(
      'activity_progress',
      Array.from({ length: 250 }, (_, k) =>
        newProgress({
          user_id: user.id,
          activity_type: k % 3 === 0 ? 'test' : 'practice',
          activity_id: `h-${k}`,
          score: k % 101,
          created_at: new Date(start + k * 1000).toISOString(),
        }),
      ),
      100,
    );
    // Act
    const first = data(await call(app, endpoints.getProgress, { token: bearer }));
    const seen = [...first.progress];
    let cursor = first.next_cursor;
    let pages = 1;
    while (cursor) {
      const page = data(await call(app, endpoints.getProgress, { token: bearer, query: { before: cursor } }));
      seen.push(...page.progress);
      cursor = page.next_cursor;
      pages += 1;
    }
    // Assert
    expect(first.progress).toHaveLength(100);
    expect(first.progress[0]?.activity_id).toBe('h-249');
    expect(pages).toBe(3);
    expect(seen.map((record) => record.activity_id)).toEqual(
      Array.from({ length: 250 }, (_, k) => `h-${249 - k}`),
    );
  });

  it('should honour a limit and its maximum, and keep filters across pages', async () => {
    // Arrange
    const { access_token: bearer } = await activeStudent(app);
    for (let k = 0; k < 5; k += 1) {
      data(
        await call(app, endpoints.saveProgress, { token: bearer, body: result({ activity_id: `l-${k}` }) }),
      );
    }
    // Act
    const two = data(await call(app, endpoints.getProgress, { token: bearer, query: { limit: 2 } }));
    const next = data(
      await call(app, endpoints.getProgress, {
        token: bearer,
        query: { limit: 2, before: two.next_cursor ?? '' },
      }),
    );
    const tooMany = failure(await call(app, endpoints.getProgress, { token: bearer, query: { limit: 501 } }));
    const badCursor = failure(
      await call(app, endpoints.getProgress, { token: bearer, query: { before: 'x' } }),
    );
    // Assert
    expect(two.progress.map((record) => record.activity_id)).toEqual(['l-4', 'l-3']);
    expect(next.progress.map((record) => record.activity_id)).toEqual(['l-2', 'l-1']);
    expect(tooMany).toMatchObject({ status: 400, code: 'validation_error' });
    expect(badCursor).toMatchObject({ status: 400, code: 'validation_error' });
  });

  it('should refuse answers over 64 KB in one save', async () => {
    // Arrange: 40 answers of ~2 KB each (about 80 KB of JSON)
    const answers = Array.from({ length: 40 }, (_, k) => ({ questionId: `q${k}`, note: 'א'.repeat(1000) }));
    // Act
    const error = failure(await call(app, endpoints.saveProgress, { token, body: result({ answers }) }));
    // Assert
    expect(error).toMatchObject({ status: 400, code: 'validation_error' });
    expect(error.details).toMatchObject({ fields: [expect.objectContaining({ field: 'body.answers' })] });
  });
});

describe('given proof attempts saved from the practice window (docs/content.md, "A proof attempt as a result")', () => {
  const modelProof = [
    'AD=CB כי צלעות נגדיות במקבילית',
    '∠A=∠C כי זוויות נגדיות במקבילית',
    'AE=CF כי E ו-F אמצעי צלעות נגדיות',
    'המשולשים ADE ו-CBF חופפים לפי צ.ז.צ',
    'DE=BF כי צלעות מתאימות במשולשים חופפים',
  ].join('\n');
  const proofSave = (proof: string, claimed: { score: number; isCorrect: boolean }) =>
    result({
      activity_id: 'euclidean-geometry-geo-16',
      score: claimed.score,
      answers: [{ userAnswer: proof, isCorrect: claimed.isCorrect }],
    });

  /** The plan's basis for the topic the attempt went to (the only one with an attempt). */
  async function attemptedTopic(bearer: string) {
    const { learning_plans: plans } = data(await call(app, endpoints.listPlans, { token: bearer }));
    const plan = plans[0]?.plan;
    if (plan?.type !== 'learning_plan') throw new Error('expected a learning_plan');
    const attempted = Object.entries(plan.content.topic_basis ?? {}).filter(
      ([, basis]) => basis.attempts > 0,
    );
    expect(attempted).toHaveLength(1);
    return attempted[0]?.[1];
  }

  async function studentWithPlan() {
    const student = await activeStudent(app);
    await plansRepository(app.db).upsert(student.user.id, 'high-school-math', {
      type: 'learning_plan',
      content: { student_plan: [{ type: 'text', text: 'תוכנית' }], topic_progress: {}, topic_basis: {} },
      generated_at: '2026-01-01T00:00:00.000Z',
    });
    return student.access_token;
  }

  it('should list the attempt by its course file and count a complete proof as a right answer', async () => {
    // Arrange
    const bearer = await studentWithPlan();
    // Act
    const { data: saved } = data(
      await call(app, endpoints.saveProgress, {
        token: bearer,
        body: proofSave(modelProof, { score: 100, isCorrect: true }),
      }),
    );
    // Assert: in the activity list under its problem's name, and a right answer on the plan's topic
    const { progress } = data(await call(app, endpoints.getProgress, { token: bearer }));
    expect(progress.map((record) => record.id)).toEqual([saved.id]);
    expect(progress[0]?.title).toMatch(/תרגיל \d+$/);
    const basis = await attemptedTopic(bearer);
    expect(basis?.attempts).toBe(1);
    expect(basis?.mastery).toBeGreaterThan(0.5);
  });

  it('should count a proof with a step missing as a wrong answer, whatever the save claims', async () => {
    // Arrange: the last two steps are missing, yet the save says it is right
    const bearer = await studentWithPlan();
    const partial = modelProof.split('\n').slice(0, 3).join('\n');
    // Act
    await call(app, endpoints.saveProgress, {
      token: bearer,
      body: proofSave(partial, { score: 100, isCorrect: true }),
    });
    // Assert: one wrong answer leaves the topic too near the prior to report a number
    const basis = await attemptedTopic(bearer);
    expect(basis?.attempts).toBe(1);
    expect(basis?.mastery).toBeNull();
  });
});
