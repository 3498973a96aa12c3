import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, type BotReply } from '../../backend/contract';
import { startTestApp, type TestApp } from './helpers/app';
import { activeStudent, call, data } from './helpers/client';

const statistics = { course_id: 'statistics-2', subject: 'Statistics' };

let app: TestApp;
let token: string;
let thread: string;
beforeAll(async () => {
  app = await startTestApp({}, { rateLimits: { chatUser: { max: 10_000, windowSeconds: 60 } } });
  token = (await activeStudent(app)).access_token;
  thread = data(await call(app, endpoints.getCourseThread, { token, body: statistics })).thread_id;
});
afterAll(async () => {
  await app.close();
});

async function ask(message: string, language?: 'en'): Promise<BotReply['bot']> {
  const headers = language ? { 'Accept-Language': 'en' } : undefined;
  return data(
    await call(app, endpoints.chat, { token, headers, body: { ...statistics, thread_id: thread, message } }),
  ).bot;
}

function walkthrough(bot: BotReply['bot']) {
  if (typeof bot === 'string' || bot.type !== 'problem_walkthrough')
    throw new Error(`not a walkthrough: ${JSON.stringify(bot)}`);
  return bot;
}

describe('given the offline tutor of the statistics course', () => {
  it('should answer a chi-square goodness-of-fit question with the test and its decision, not with descriptive statistics', async () => {
    // Act
    const bot = walkthrough(
      await ask(
        'נצפו 44, 28, 22, 20, 36 היעדרויות בחמשת ימי השבוע. האם הן מתפלגות באופן שווה? חי בריבוע, רמת מובהקות 5%',
      ),
    );

    // Assert
    expect(bot.answer).toContain('\\chi^2=13.33');
    expect(bot.answer).toContain('דוחים את $H_0$ ברמת מובהקות 0.05');
    expect(bot.steps.map((step) => step.latex ?? '').join(' ')).toContain('\\chi^2\\ge 9.488');
  });

  it("should give a z-test's conclusion in words, parameters written in words", async () => {
    // Act
    const bot = walkthrough(
      await ask(
        'ממוצע 20, סטיית תקן 4 באוכלוסייה, גודל מדגם 25, ממוצע האוכלוסייה 18, רמת מובהקות 5%. האם יש הבדל מובהק?',
      ),
    );

    // Assert
    expect(bot.answer).toContain('z=2.5');
    expect(bot.answer).toContain('דוחים את $H_0$');
    expect(bot.answer).toContain('התוחלת שונה מ־18');
  });

  it('should answer an English ANOVA question in English with "do not reject" when p > α', async () => {
    // Act
    const bot = walkthrough(
      await ask(
        'one way anova, group 1: 5, 6, 7; group 2: 6, 7, 8; group 3: 5, 7, 6. is there a significant difference?',
        'en',
      ),
    );

    // Assert
    expect(bot.answer).toMatch(/^\$F=1,\\ p=0\.4219\$\. Do not reject \$H_0\$ at significance level 0\.05\./);
  });

  it('should answer a Bayes question from a tree with the total probability and the posterior', async () => {
    // Act
    const bot = walkthrough(await ask('P(A)=0.01, P(B|A)=0.9, P(B|not A)=0.08. Find P(A|B)', 'en'));

    // Assert
    expect(bot.answer).toBe('$P(B)=0.0882,\\ P(A|B)=0.102$');
  });

  it("should test one regression coefficient from an output, lesson 12's way", async () => {
    // Act
    const bot = walkthrough(
      await ask('מודל עם k=3 משתנים מסבירים ו-n=30 תצפיות: b2=0.8, SE(b2)=0.5. האם המקדם מובהק?'),
    );

    // Assert
    expect(bot.answer).toContain('t=1.6');
    expect(bot.answer).toContain('לא דוחים את $H_0$');
  });

  it('should give a one-sided lower bound with all of α in one tail', async () => {
    // Act
    const bot = walkthrough(await ask('רווח סמך חד צדדי 95%, גבול תחתון: ממוצע 500, σ=10, n=25'));

    // Assert
    expect(bot.answer).toBe('$\\mu\\ge 496.7$');
  });
});
