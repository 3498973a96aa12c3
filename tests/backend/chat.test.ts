import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '../../backend/contract';
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

async function mainThread(): Promise<string> {
  return data(await call(app, endpoints.getCourseThread, { token, body: math })).thread_id;
}

describe('given a student who opens a course', () => {
  it('should create the main thread once, greet as the persona, and return its history', async () => {
    // Act
    const first = data(await call(app, endpoints.getCourseThread, { token, body: math }));
    const again = data(await call(app, endpoints.getCourseThread, { token, body: math }));

    // Assert
    expect(first.thread_id).toMatch(/^th_[\w-]{24}$/);
    expect(again.thread_id).toBe(first.thread_id);
    expect(first.messages).toHaveLength(1);
    expect(first.messages[0]).toMatchObject({ role: 'assistant', isUser: false });
    expect(String(first.messages[0]?.content)).toContain('אתנה');
  });

  it('should answer a chat message from the offline tutor and keep both messages', async () => {
    // Arrange
    const thread_id = await mainThread();

    // Act
    const reply = data(
      await call(app, endpoints.chat, {
        token,
        body: { ...math, thread_id, message: 'שלום', client_message_id: 'hello-1' },
      }),
    );
    const history = data(await call(app, endpoints.getCourseThread, { token, body: math })).messages;

    // Assert
    expect(reply.thread_id).toBe(thread_id);
    expect(typeof reply.bot).toBe('string');
    expect(history.slice(-2).map((message) => message.role)).toEqual(['user', 'assistant']);
    expect(history.at(-2)).toMatchObject({ content: 'שלום', client_message_id: 'hello-1' });
    expect(history.at(-1)?.message_id).toBe(reply.message_id);
  });
});
