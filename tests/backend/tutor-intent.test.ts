/**
 * Issue 26's intent layer through HTTP: what a student asks decides the reply (homework, pastes,
 * continuity, off-topic), and bad input (nonsense, 20,000 characters, power towers, hostile LaTeX) gets
 * a 200 with a clear reply, never a 5xx. Timing is measured by tests/bench/tutor-quality/latency.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, type BotReply, type ChatRequest } from '../../backend/contract';
import { contentText } from '../../backend/src/tutor';
import { intentSentences } from '../../backend/src/tutor/offline/replies';
import { say as solverSay } from '../../backend/src/tutor/solver';
import { badInputs } from '../fixtures/tutor/intent-bad-input';
import { startTestApp, type TestApp } from './helpers/app';
import { activeStudent, call, data } from './helpers/client';

let app: TestApp;
let token: string;
beforeAll(async () => {
  app = await startTestApp({}, { rateLimits: { chatUser: { max: 10_000, windowSeconds: 60 } } });
  token = (await activeStudent(app)).access_token;
});
afterAll(async () => {
  await app.close();
});

const math = { course_id: 'high-school-math', subject: 'Mathematics' };
const timeOut = { course_id: 'Time-out', subject: 'personal' };
const he = intentSentences('he');

async function newThread(course: typeof math = math): Promise<string> {
  return data(await call(app, endpoints.createThread, { token, body: course })).thread_id;
}

async function say(thread_id: string, message: string, extra: Partial<ChatRequest> = {}): Promise<BotReply> {
  return data(await call(app, endpoints.chat, { token, body: { ...math, thread_id, message, ...extra } }));
}

const text = (reply: BotReply) => contentText(reply.bot);

describe('given messages no student should send', () => {
  it.each(badInputs.map((input) => [input.name, input.message] as const))(
    'should answer %s with a clear reply in a course thread and in Time-Out',
    async (_name, message) => {
      // Arrange
      const course = await newThread();
      const room = await newThread(timeOut);

      // Act
      const inCourse = await call(app, endpoints.chat, {
        token,
        body: { ...math, thread_id: course, message },
      });
      const inRoom = await call(app, endpoints.chat, {
        token,
        body: { ...timeOut, thread_id: room, message, skip_db_log: true },
      });

      // Assert
      for (const result of [inCourse, inRoom]) {
        expect(result.status).toBe(200);
        expect(text(data(result)).trim().length).toBeGreaterThan(10);
      }
    },
  );
});

describe('given a student who hands over homework', () => {
  it('should answer "solve all of this for tomorrow" with a first step and an offer, then the full solution', async () => {
    // Arrange
    const thread = await newThread();

    // Act
    const first = await say(thread, 'תפתור לי את כל התרגילים למחר: 1) 2x+3=11 2) x^2=9');
    const full = await say(thread, 'פתרון מלא');

    // Assert
    expect(text(first)).toContain(he.homework_offer);
    expect(full.bot).toMatchObject({ type: 'problem_walkthrough' });
    expect(text(full)).toContain('4');
  });

  it('should answer "just the final answers" with a guided start, not a refusal', async () => {
    // Act
    const reply = await say(await newThread(), 'רק תשובות סופיות בבקשה');

    // Assert
    expect(text(reply)).toContain(he.homework_guide.split('{')[0] ?? '');
  });
});

describe('given a student who practises', () => {
  it('should give a different problem of the same topic after "כן"', async () => {
    // Arrange
    const thread = await newThread();
    const offered = await say(thread, 'תני לי תרגיל');
    for (const answer of ['א', 'ב', 'ד']) await say(thread, answer);

    // Act
    const next = await say(thread, 'כן');

    // Assert
    expect(next.bot).toMatchObject({ type: 'open_practice' });
    expect(text(next)).toContain(he.practice_another.split('{')[0] ?? '');
    expect(text(next)).not.toBe(text(offered));
  });
});

describe('given the tutor\'s "want another one?" kept in the thread state', () => {
  /** A problem asked for and answered wrongly until it ends with its offer of another (however many hints it has). */
  async function finishedProblem(thread: string): Promise<BotReply> {
    const offered = await say(thread, 'תני לי תרגיל');
    const done = solverSay('he', 'practice', 'done');
    for (let tries = 0; tries < 10; tries += 1) {
      if (text(await say(thread, 'א')).includes(done)) return offered;
      if (text(await say(thread, 'ב')).includes(done)) return offered;
    }
    throw new Error('the problem never ended');
  }

  it('should close politely on "לא", and not take a "כן" after it as a yes', async () => {
    // Arrange
    const thread = await newThread();
    await finishedProblem(thread);

    // Act
    const no = await say(thread, 'לא תודה');
    const yes = await say(thread, 'כן');

    // Assert
    expect(text(no)).toBe(he.offer_declined);
    expect(yes.bot).not.toMatchObject({ type: 'open_practice' });
    expect(text(yes)).toBe(he.continue_nothing);
  });

  it('should not take up the offer once another message came between', async () => {
    // Arrange
    const thread = await newThread();
    await finishedProblem(thread);
    await say(thread, 'תודה רבה');

    // Act
    const yes = await say(thread, 'כן');

    // Assert
    expect(yes.bot).not.toMatchObject({ type: 'open_practice' });
  });
});

describe('given a student who practises inside a lesson', () => {
  it('should answer "כן" after a finished problem with a different problem, not the lesson again', async () => {
    // Arrange: the client sends the lesson's mode with every message; three wrong answers end the problem
    const thread = await newThread();
    const lesson = { lesson_mode: true, lesson_id: 'lesson-3' };
    await say(thread, 'התחל את השיעור: הפונקציה הריבועית', lesson);
    const offered = await say(thread, 'תני לי תרגיל', lesson);
    const answers = [];
    for (const answer of ['א', 'ב', 'ד']) answers.push(await say(thread, answer, lesson));

    // Act
    const next = await say(thread, 'כן', lesson);

    // Assert
    expect(text(answers[0] as BotReply)).toMatch(/^לא נכון\. רמז 1/);
    expect(next.bot).toMatchObject({ type: 'open_practice' });
    expect(text(next)).toContain(he.practice_another.split('{')[0] ?? '');
    expect(text(next)).not.toBe(text(offered));
  });
});

describe('given a message about something else', () => {
  it('should answer honestly instead of quoting a lesson', async () => {
    // Act
    const reply = await say(await newThread(), 'מי ינצח במשחק של מכבי היום?');

    // Assert
    expect(text(reply)).toContain(he.off_topic.split('{')[0] ?? '');
  });
});
