/**
 * Issue 26 item 6 through HTTP: after a solver walkthrough, "לא הבנתי" explains its last step again more
 * simply, from the thread state the first reply stored (offline/explain.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, type BotReply } from '../../backend/contract';
import { contentText } from '../../backend/src/tutor';
import { explainSentences } from '../../backend/src/tutor/offline/explain';
import { intentSentences } from '../../backend/src/tutor/offline/replies';
import { startTestApp, type TestApp } from './helpers/app';
import { activeStudent, call, data } from './helpers/client';

let app: TestApp;
let token: string;
beforeAll(async () => {
  app = await startTestApp();
  token = (await activeStudent(app)).access_token;
});
afterAll(async () => {
  await app.close();
});

const math = { course_id: 'high-school-math', subject: 'Mathematics' };

async function say(thread_id: string, message: string): Promise<BotReply> {
  return data(await call(app, endpoints.chat, { token, body: { ...math, thread_id, message } }));
}

describe('given a walkthrough in a course thread', () => {
  it('should answer "לא הבנתי" with its last step in short sentences and the rule it uses', async () => {
    // Arrange
    const thread = data(await call(app, endpoints.createThread, { token, body: math })).thread_id;
    const walkthrough = await say(thread, 'פתרי 2x+3=11');

    // Act
    const again = await say(thread, 'לא הבנתי');

    // Assert
    expect(walkthrough.bot).toMatchObject({ type: 'problem_walkthrough' });
    const said = contentText(again.bot);
    expect(said).toContain(explainSentences('he').rules['linear-equation']);
    expect(said).toContain('x=4');
    expect(said).not.toContain(intentSentences('he').confused_nothing);
  });
});
