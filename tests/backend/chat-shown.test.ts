/**
 * Through HTTP (issue 26): the stream carries a worked solution's steps with their formulas before the
 * reply confirms them (offline), an offered answer is told right or wrong first (offline), and a model's
 * wrong result reaches the student with the verified one and a note (openai, against the
 * OpenAI-compatible test server).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '../../backend/contract';
import { startTestApp, type TestApp } from './helpers/app';
import { activeStudent, call, data } from './helpers/client';
import { startModelServer, type ModelServer } from './helpers/model-server';
import { streamChat } from './helpers/sse';

const math = { course_id: 'high-school-math', subject: 'Mathematics' };
let offline: TestApp;
let online: TestApp;
let model: ModelServer;

beforeAll(async () => {
  model = await startModelServer();
  [offline, online] = await Promise.all([
    startTestApp(),
    startTestApp({
      TUTOR_PROVIDER: 'openai',
      LLM_BASE_URL: model.url,
      LLM_MODEL: 'test-model',
      LLM_MAX_RETRIES: '0',
    }),
  ]);
});
afterAll(async () => {
  await Promise.all([offline.close(), online.close()]);
  await model.close();
});

async function ask(app: TestApp, message: string, id: string) {
  const token = (await activeStudent(app)).access_token;
  const { thread_id } = data(await call(app, endpoints.getCourseThread, { token, body: math }));
  const result = await streamChat(app.url, token, { ...math, thread_id, message, client_message_id: id });
  const shown = result.events.flatMap((event) => (event.event === 'delta' ? [event.data.text] : [])).join('');
  const last = result.events.at(-1);
  if (last?.event !== 'reply') throw new Error(`expected a reply, got ${JSON.stringify(last)}`);
  return { shown, bot: last.data.bot };
}

describe('given a computation streamed by the offline tutor', () => {
  it('should send the steps with their formulas as deltas before the reply', async () => {
    // Act
    const { shown, bot } = await ask(offline, 'פתרו x^2+x-6=0', 'shown-1');
    // Assert
    expect(typeof bot === 'object' && !Array.isArray(bot) && bot.type).toBe('problem_walkthrough');
    expect(shown).toContain('$$\n\\Delta=b^2-4ac=1-(-24)=25\n$$');
    expect(shown).toContain('$x=-3$ או $x=2$');
  });
});

describe('given an offered answer with a sign error', () => {
  it('should say not correct first', async () => {
    const { bot } = await ask(offline, 'פתרתי x^2+x-6=0 ויצא לי x=-2 ו-x=3, נכון?', 'shown-2');
    expect(String(bot)).toMatch(/^\*\*לא נכון\.\*\* נראה שיש טעות סימן/);
  });
});

describe('given a model that answers 2x+3=11 with x = 5 in plain text', () => {
  it('should show the verified result with a note, streamed and in the reply', async () => {
    // Arrange
    model.script({ reply: 'נחסיר 3 ונחלק ב־2.\nולכן x = 5', chunkSize: 6 });
    // Act
    const { shown, bot } = await ask(online, 'פתרו את המשוואה 2x+3=11', 'shown-3');
    // Assert
    const note = 'בדקתי את החישוב בעצמי, והתוצאה הנכונה היא $x=4$ ולא $5$';
    expect(String(bot)).toContain('ולכן x = 5');
    expect(String(bot)).toContain(note);
    expect(shown).toContain(note);
  });
});
