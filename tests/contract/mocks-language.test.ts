/**
 * The mocks write the tutor's texts in the request's language, as the server does (docs/tutor.md,
 * "Which language the tutor writes"): a thread's history, a generated plan and a chat reply follow the
 * `Accept-Language` the app sends, so the English stories show English. So do the stored plans, the
 * introduction's turns, the progress list's activity names, a finished test's wrap-up and the tutor's words
 * on a picture or a drawing.
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
  return call('POST', path, language, body);
}

async function call(
  method: 'GET' | 'POST',
  path: string,
  language: string,
  body?: unknown,
): Promise<unknown> {
  const response = await fetch(`${origin}${path}`, {
    method,
    headers: {
      'Content-Type': 'application/json',
      'Accept-Language': language,
      Authorization: 'Bearer mock-access-token-check',
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return response.json();
}

const hebrew = /[\u05D0-\u05EA]/;

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
    const written = JSON.stringify([thread.messages, plan, reply.bot]);
    expect(hebrew.test(written)).toBe(language === 'he');
  });
});

describe("given the other calls that answer with the server's own words", () => {
  it.each([
    ['he', 'he-IL,he;q=0.9'],
    ['en', 'en-US,en;q=0.9'],
  ] as const)('should write them in %s', async (language, header) => {
    // Arrange
    const { chat, sendMessageWithImage, analyzeDrawing, drawingFollowUp, superSimple } = sampleRequests;
    const query = 'course_id=high-school-math';

    // Act
    const plans = endpoints.listPlans.response.parse(await call('GET', endpoints.listPlans.path, header));
    const progress = endpoints.getProgress.response.parse(
      await call('GET', `${endpoints.getProgress.path}?${query}`, header),
    );
    const turn = endpoints.superSimple.response.parse(
      await post(endpoints.superSimple.path, superSimple.body, header),
    );
    const wrapup = endpoints.chat.response.parse(
      await post(endpoints.chat.path, { ...chat.body, test_stop: true }, header),
    );
    const picture = endpoints.sendMessageWithImage.response.parse(
      await post(endpoints.sendMessageWithImage.path, sendMessageWithImage.body, header),
    );
    const drawing = endpoints.analyzeDrawing.response.parse(
      await post(endpoints.analyzeDrawing.path, analyzeDrawing.body, header),
    );
    const followUp = endpoints.drawingFollowUp.response.parse(
      await post(endpoints.drawingFollowUp.path, drawingFollowUp.body, header),
    );

    // Assert: the student's own words (test answers, the introduction's Hebrew summary) are left out
    const written = [
      plans.learning_plans,
      progress.progress.map((record) => record.title),
      turn.message,
      wrapup.bot,
      picture.bot,
      drawing.analysis,
      followUp.bot,
    ];
    expect(plans.learning_plans.length).toBeGreaterThan(0);
    for (const part of written) expect(hebrew.test(JSON.stringify(part))).toBe(language === 'he');
  });
});
