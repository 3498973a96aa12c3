import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BotReply, endpoints } from '../../backend/contract';
import { startTestApp, type TestApp } from './helpers/app';
import { activeStudent, call, data } from './helpers/client';

let app: TestApp;
let token: string;
let thread: string;
const math = { course_id: 'high-school-math', subject: 'Mathematics' };

beforeAll(async () => {
  app = await startTestApp({}, { rateLimits: { chatUser: { max: 10_000, windowSeconds: 60 } } });
  token = (await activeStudent(app)).access_token;
  thread = data(await call(app, endpoints.getCourseThread, { token, body: math })).thread_id;
});
afterAll(async () => {
  await app.close();
});

/** Sends a message as the practice window does and returns the reply's text, validated by the contract. */
async function send(message: string): Promise<string> {
  const response = await call(app, endpoints.chat, { token, body: { ...math, thread_id: thread, message } });
  const reply = data(response);
  expect(BotReply.parse(reply)).toEqual(reply);
  return typeof reply.bot === 'string' ? reply.bot : JSON.stringify(reply.bot);
}

const header = 'ההוכחה שלי לשאלה (מזהה geo-16):';

describe('given a proof sent from the practice window', () => {
  it('should say which statements lack a reason or are missing, and never call it complete', async () => {
    // Arrange
    const proof = ['AD=CB', '∠A=∠C זוויות נגדיות במקבילית', 'המשולשים חופפים לפי צ.ז.צ', 'DE=BF'].join('\n');

    // Act
    const text = await send(`${header}\n${proof}`);

    // Assert
    expect(text).toContain('2 מתוך 5');
    expect(text).toContain('כתבתם $AD=CB$, אבל בלי נימוק');
    expect(text).toContain('חסרה הטענה $AE=CF$');
    expect(text).toContain('ההוכחה עדיין לא שלמה');
    expect(text).not.toMatch(/נכון!|כל הכבוד/);
    // the reason of an unjustified statement is the student's to find
    expect(text).not.toContain('צלעות נגדיות במקבילית');
  });

  it('should confirm a proof that has every statement and reason of the checklist', async () => {
    // Arrange
    const proof = [
      'AD=CB – צלעות נגדיות במקבילית',
      '∠A=∠C – זוויות נגדיות במקבילית',
      'AE=CF כי E ו־F אמצעי צלעות שוות',
      'ADE≅CBF לפי צ.ז.צ',
      'DE=BF צלעות מתאימות במשולשים חופפים',
    ].join('\n');

    // Act
    const text = await send(`${header}\n${proof}`);

    // Assert
    expect(text).toContain('5 מתוך 5');
    expect(text).toContain('כל הטענות והנימוקים');
  });

  it('should answer an English proof in English', async () => {
    // Act
    const text = await send(
      'My proof for problem (id ind-14):\nbase case n=1: 2=1*2\nassume 2+...+2k=k(k+1)\nthen by the hypothesis the sum is (k+1)(k+2)',
    );

    // Assert
    expect(text).toContain('Statements with their reason: 3 of 4');
    expect(text).toContain('The proof is not complete yet');
  });

  it('should ask for the proof when only the header came', async () => {
    expect(await send(header)).toContain('לא מצאתי הוכחה בהודעה');
  });

  it('should leave a message that names a problem without a proof checklist to the other skills', async () => {
    expect(await send('ההוכחה שלי לשאלה (מזהה geo-2):\n24')).not.toContain('רשימת הבדיקה');
  });
});
