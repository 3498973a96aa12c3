/**
 * Concept questions through the chat (issue 26, item 4): the questions the tutor missed, in other words than
 * the lessons', reach the right lesson's passage in Hebrew and the concept's English explanation in English;
 * an off-topic question gets the honest "not in the lessons". Every answer is validated against the contract.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '../../backend/contract';
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

const courses = {
  math: { course_id: 'high-school-math', subject: 'Mathematics' },
  stats: { course_id: 'statistics-2', subject: 'Statistics' },
};

async function ask(course: keyof typeof courses, message: string, language: 'he' | 'en') {
  const headers = { 'accept-language': language };
  const body = courses[course];
  const { thread_id } = data(await call(app, endpoints.getCourseThread, { token, headers, body }));
  return data(await call(app, endpoints.chat, { token, headers, body: { ...body, thread_id, message } })).bot;
}

describe('given a concept question in other words than the lesson', () => {
  it.each([
    ['stats', 'תסביר לי במילים פשוטות מה זה משפט הגבול המרכזי', 'משיעור 1:'],
    ['stats', 'למה מחלקים ב-n−1 בשונות של המדגם?', 'משיעור 9:'],
    ['math', 'מה זה הצמוד של מספר מרוכב?', 'משיעור 19:'],
    ['math', 'למה הנגזרת שווה לאפס בנקודת קיצון?', 'משיעור 8:'],
  ] as const)('should answer %s "%s" %s', async (course, message, title) => {
    // Act
    const bot = await ask(course, message, 'he');

    // Assert
    expect(typeof bot === 'object' && bot.type).toBe('teaching');
    if (typeof bot === 'object' && bot.type === 'teaching') expect(bot.title.startsWith(title)).toBe(true);
  });
});

describe('given an English concept question', () => {
  it('should answer in English from the lesson that teaches it', async () => {
    // Act
    const bot = await ask('stats', 'what is the central limit theorem?', 'en');

    // Assert
    expect(typeof bot === 'object' && bot.type).toBe('teaching');
    if (typeof bot !== 'object' || bot.type !== 'teaching') return;
    expect(bot.title).toBe('From lesson 1: Sampling distributions and the central limit theorem');
    expect(bot.content).not.toMatch(/[\u05D0-\u05EA]/);
  });
});

describe('given an off-topic question that shares a root with a lesson', () => {
  it('should not quote the induction lesson for a question about Hamlet', async () => {
    // Act
    const bot = await ask('math', 'מי כתב את המחזה המלט?', 'he');

    // Assert
    const shown = typeof bot === 'string' ? bot : JSON.stringify(bot);
    expect(shown).not.toMatch(/משיעור 20/);
    expect(typeof bot === 'object' && bot.type === 'teaching').toBe(false);
  });
});
