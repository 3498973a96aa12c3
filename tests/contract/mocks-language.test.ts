/**
 * The mocks write the tutor's texts in the request's language, as the server does (docs/tutor.md,
 * "Which language the tutor writes"): a thread's history, a generated plan and a chat reply follow the
 * `Accept-Language` the app sends, so the English stories show English.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '../../backend/contract';
import { botReplyTexts, buildChatHistory } from '../../mocks/fixtures/chat';
import { buildStudentLearningPlan } from '../../mocks/fixtures/plans';
import { sampleRequests } from '../../mocks/fixtures/requests';
import { server } from '../../mocks/node';

const origin = 'http://localhost:5000';

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());

async function post(path: string, body: unknown, language: string): Promise<unknown> {
  const response = await fetch(`${origin}${path}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'Accept-Language': language,
      Authorization: 'Bearer mock-access-token-check',
    },
    body: JSON.stringify(body),
  });
  return response.json();
}

describe('given a request in each interface language', () => {
  it.each([
    ['he', 'he-IL,he;q=0.9'],
    ['en', 'en-US,en;q=0.9'],
  ] as const)('should answer get_course_thread, generate_plan and chat in %s', async (language, header) => {
    // Act
    const thread = endpoints.getCourseThread.response.parse(
      await post(endpoints.getCourseThread.path, sampleRequests.getCourseThread.body, header),
    );
    const plan = endpoints.generatePlan.response.parse(
      await post(endpoints.generatePlan.path, sampleRequests.generatePlan.body, header),
    );
    const reply = endpoints.chat.response.parse(
      await post(endpoints.chat.path, sampleRequests.chat.body, header),
    );

    // Assert
    expect(thread.messages).toEqual(buildChatHistory(language));
    expect(plan).toMatchObject({ learning_plan: buildStudentLearningPlan(language) });
    expect(reply.bot).toBe(botReplyTexts[language]);
    const hebrew = /[\u05D0-\u05EA]/;
    const written = JSON.stringify([thread.messages, plan, reply.bot]);
    expect(hebrew.test(written)).toBe(language === 'he');
  });
});
