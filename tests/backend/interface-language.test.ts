/**
 * Texts the server writes with no student message to follow (a thread's greeting, the introduction's
 * first question, the learning plan, the Time-Out summary and its injected note) are in the request's
 * `Accept-Language`; a reply to a student's message follows the message. Every answer is validated
 * against the contract by `call`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, type LearningPlan } from '../../backend/contract';
import { detectLanguage } from '../../backend/src/tutor';
import { startTestApp, type TestApp } from './helpers/app';
import { activeStudent, call, data } from './helpers/client';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({}, { rateLimits: { chatUser: { max: 10_000, windowSeconds: 60 } } });
});
afterAll(async () => {
  await app.close();
});

const math = { course_id: 'high-school-math', subject: 'Mathematics' };
const timeOut = { course_id: 'Time-out', subject: 'personal' };
const hebrewLetter = /[\u05D0-\u05EA]/;

/** A fresh student, whose course and Time-Out threads are new and open with the server's own text. */
async function student(): Promise<string> {
  return (await activeStudent(app)).access_token;
}

function text(content: unknown): string {
  return typeof content === 'string' ? content : JSON.stringify(content);
}

function planText(plan: LearningPlan): string {
  return plan.type === 'learning_plan'
    ? plan.content.student_plan
        .map((item) => ('title' in item ? `${item.title} ${item.text}` : item.text))
        .join(' ')
    : JSON.stringify(plan.content);
}

/** The math course's plan generated in the course thread, validated against the contract by `call`. */
async function generatedPlan(token: string, headers: Record<string, string>): Promise<LearningPlan> {
  const { thread_id } = data(await call(app, endpoints.getCourseThread, { token, headers, body: math }));
  const body = { course_id: math.course_id, thread_id };
  return data(await call(app, endpoints.generatePlan, { token, headers, body })).learning_plan;
}

describe.each([
  { header: 'en', language: 'en' },
  { header: 'he', language: 'he' },
  { header: 'en-US,en;q=0.9,he;q=0.8', language: 'en' },
  { header: 'fr-FR, he;q=0.7, en;q=0.5', language: 'he' },
])('given a request with Accept-Language: $header', ({ header, language }) => {
  const headers = { 'accept-language': header };
  // One student per header (registrations are rate limited): each test below opens other threads.
  let token: string;
  beforeAll(async () => {
    token = await student();
  });

  it(`should greet a new course thread in ${language}`, async () => {
    // Act
    const thread = data(await call(app, endpoints.getCourseThread, { token, headers, body: math }));

    // Assert: the course's name stays as the course has it; the sentence is in the language
    expect(thread.messages).toHaveLength(1);
    const greeting = text(thread.messages[0]?.content);
    expect(detectLanguage(greeting)).toBe(language);
    expect(greeting.startsWith(language === 'en' ? "Hello! I'm Athena" : 'שלום! אני אתנה')).toBe(true);
    // a Hebrew text names the course by its Hebrew title, an English one by the catalogue's name
    expect(greeting).toContain(language === 'en' ? '“High School Math (IL)”' : '„מתמטיקה לתיכון”');
    if (language === 'he') expect(greeting).not.toContain('High School Math');
  });

  it(`should open the Time-Out in ${language}, by get_course_thread and by create_thread`, async () => {
    // Act
    const opened = data(await call(app, endpoints.getCourseThread, { token, headers, body: timeOut }));
    const created = data(await call(app, endpoints.createThread, { token, headers, body: timeOut }));
    const [createdGreeting] = await app
      .db('chat_messages')
      .where({ thread_id: created.thread_id, role: 'assistant' })
      .select('content');

    // Assert
    const greeting = text(opened.messages[0]?.content);
    expect(detectLanguage(greeting)).toBe(language);
    expect(hebrewLetter.test(greeting)).toBe(language === 'he');
    expect(createdGreeting?.content).toBe(JSON.stringify(greeting));
  });

  it(`should ask the introduction's first question in ${language}`, async () => {
    // Act
    const started = data(await call(app, endpoints.startIntroduction, { token, headers }));

    // Assert
    expect(started.thread_id).toMatch(/^th_/);
    expect(detectLanguage(started.message)).toBe(language);
    expect(hebrewLetter.test(started.message)).toBe(language === 'he');
  });

  it(`should write the learning plan in ${language}`, async () => {
    // Act
    const learning_plan = await generatedPlan(token, headers);

    // Assert: the course's own topic names stay Hebrew; the plan's sentences are in the language
    const sentences = planText(learning_plan);
    const overview = language === 'en' ? 'There are not enough answers yet' : 'עוד אין מספיק תשובות';
    expect(sentences).toContain(overview);
  });

  it(`should name the plan's next activities by id in data and by title only in ${language} text`, async () => {
    // Act: `call` validates the answer against the contract
    const learning_plan = await generatedPlan(token, headers);

    // Assert
    if (learning_plan.type !== 'learning_plan') throw new Error(`unexpected plan type ${learning_plan.type}`);
    const sections = learning_plan.content.student_plan.flatMap((item) =>
      item.type === 'section' ? [item] : [],
    );
    const activities = sections.flatMap((section) => section.activities ?? []);
    expect(new Set(activities.map((activity) => activity.kind))).toEqual(
      new Set(['lesson', 'practice', 'test']),
    );
    expect(activities.find((activity) => activity.kind === 'lesson')?.id).toMatch(/^lesson-\d+$/);
    const texts = learning_plan.content.student_plan.flatMap((item) => [
      item.text,
      ...(item.type === 'section'
        ? [item.title, ...(item.activities ?? []).map((activity) => activity.title)]
        : []),
    ]);
    for (const text of texts) {
      expect(text).not.toMatch(/[a-z]+-\d+/);
      for (const activity of activities) expect(text).not.toContain(activity.id);
    }
  });

  it(`should summarise the Time-Out and inject its note in ${language}`, async () => {
    // Arrange
    const { thread_id } = data(await call(app, endpoints.getCourseThread, { token, headers, body: timeOut }));
    const prompt = 'Summarise the conversation';
    const main = data(await call(app, endpoints.getCourseThread, { token, headers, body: math })).thread_id;

    // Act
    const { summary } = data(
      await call(app, endpoints.generateTimeoutSummary, { token, headers, body: { thread_id, prompt } }),
    );
    await call(app, endpoints.injectSummary, { token, headers, body: { summary, thread_ids: [main] } });
    const history = data(await call(app, endpoints.getCourseThread, { token, headers, body: math })).messages;

    // Assert
    expect(detectLanguage(summary)).toBe(language);
    expect(hebrewLetter.test(summary)).toBe(language === 'he');
    const note = text(history.at(-1)?.content);
    expect(history.at(-1)?.role).toBe('system');
    expect(note).toContain(summary);
    expect(note).toContain(language === 'en' ? 'Summary of the time-out conversation' : 'סיכום');
  });
});

describe('given an English interface and a student who writes Hebrew', () => {
  it('should answer the message in Hebrew, the language the student wrote', async () => {
    // Arrange
    const token = await student();
    const headers = { 'accept-language': 'en' };
    const { thread_id } = data(await call(app, endpoints.getCourseThread, { token, headers, body: math }));

    // Act
    const reply = data(
      await call(app, endpoints.chat, { token, headers, body: { ...math, thread_id, message: 'תודה רבה!' } }),
    );

    // Assert
    expect(detectLanguage(text(reply.bot))).toBe('he');
  });
});

/** The words a reply shows: its text, or the string values of a structured reply (not its keys). */
function shownText(content: unknown): string {
  if (typeof content === 'string') return content;
  if (Array.isArray(content)) return content.map(shownText).join(' ');
  if (content && typeof content === 'object') return Object.values(content).map(shownText).join(' ');
  return '';
}

describe.each([
  { header: 'en', message: '?', language: 'en', why: 'a message without words follows the interface' },
  { header: 'he', message: '?', language: 'he', why: 'a message without words follows the interface' },
  { header: 'en', message: '5', language: 'en', why: 'a number alone has no words' },
  {
    header: 'en',
    message: 'פתרו את המשוואה x^2-5x+6=0',
    language: 'he',
    why: 'a Hebrew message with a Latin formula is Hebrew',
  },
  {
    header: 'en',
    message: 'תסביר לי מה זה sin x ו-cos x',
    language: 'he',
    why: 'function names are not English words',
  },
  { header: 'he', message: 'what is the derivative?', language: 'en', why: 'an English message is English' },
])('given Accept-Language: $header and the message "$message"', ({ header, message, language, why }) => {
  it(`should reply in ${language} (${why})`, async () => {
    // Arrange
    const token = await student();
    const headers = { 'accept-language': header };
    const { thread_id } = data(await call(app, endpoints.getCourseThread, { token, headers, body: math }));

    // Act
    const reply = data(
      await call(app, endpoints.chat, { token, headers, body: { ...math, thread_id, message } }),
    );

    // Assert (an English reply may still name a Hebrew lesson by its title)
    const shown = shownText(reply.bot);
    expect(shown.length).toBeGreaterThan(0);
    expect(detectLanguage(shown)).toBe(language);
  });
});

describe('given malformed, empty or unsupported Accept-Language headers', () => {
  let token: string;
  beforeAll(async () => {
    token = await student();
  });

  it.each([
    ['empty', ''],
    ['any language', '*'],
    ['garbage', ';;;q=abc,,'],
    ['a weight above 1', 'en;q=2'],
    ['English refused', 'en;q=0'],
    ['no supported language', 'xx-YY, zz'],
    ['a weight that is not a number', 'en;q=abc'],
    ['5,000 characters', `en,${'a'.repeat(5000)}`],
  ])('should answer a header with %s with 200 in Hebrew, never a 4xx or a 500', async (_case, header) => {
    // Act
    const result = await call(app, endpoints.startIntroduction, {
      token,
      headers: { 'accept-language': header },
    });

    // Assert
    expect(result.status).toBe(200);
    expect(hebrewLetter.test(data(result).message)).toBe(true);
  });
});
