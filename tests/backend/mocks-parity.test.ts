/**
 * Mocks and routes answer the same shapes: the same chat calls, in the same order, go to the MSW mocks
 * (mocks/node.ts) and to the real routes; every answer must parse with the contract on both sides, and
 * status, error code and the retry behaviour of client_message_id must agree.
 */
import { bypass } from 'msw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  BotReply,
  endpoints,
  ErrorEnvelope,
  type ChatStreamEvent,
  type Endpoint,
  type EndpointName,
} from '../../backend/contract';
import { resetMocks } from '../../mocks/handlers';
import { chatStreamScenarios, transcriptionScenarios } from '../../mocks/handlers/chat';
import { server as mockServer } from '../../mocks/node';
import { startTestApp, type TestApp } from './helpers/app';
import { activeStudent } from './helpers/client';
import { parseEvents } from './helpers/sse';

interface Side {
  name: 'mocks' | 'routes';
  base: string;
  token: string;
  /** the thread ids each side handed out, by role in the script */
  threads: Record<string, string>;
}

interface Answer {
  status: number;
  body: unknown;
}

let app: TestApp;
const sides: Side[] = [];
beforeAll(async () => {
  app = await startTestApp();
  const student = await activeStudent(app);
  // From here on MSW answers every /api call, except those marked with bypass() for the routes.
  mockServer.listen({ onUnhandledFrame: 'error' });
  resetMocks();
  sides.push(
    { name: 'mocks', base: 'http://localhost:5000', token: 'mock-access-token-parity', threads: {} },
    { name: 'routes', base: app.url, token: student.access_token, threads: {} },
  );
});
afterAll(async () => {
  mockServer.close();
  await app.close();
});

async function send<N extends EndpointName>(side: Side, name: N, body?: unknown): Promise<Answer> {
  const endpoint: Endpoint = endpoints[name];
  const request = new Request(`${side.base}${endpoint.path}`, {
    method: endpoint.method,
    headers: {
      authorization: `Bearer ${side.token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const response = await fetch(side.name === 'routes' ? bypass(request) : request);
  const json: unknown = await response.json();
  if (response.ok) {
    const parsed = endpoint.response.safeParse(json);
    expect(parsed.success, `${side.name} ${name}: ${parsed.success ? '' : parsed.error.message}`).toBe(true);
  } else {
    expect(ErrorEnvelope.safeParse(json).success, `${side.name} ${name} error envelope`).toBe(true);
  }
  return { status: response.status, body: json };
}

/** Runs one call on both sides and asks them to agree on the status (and error code). */
async function both<N extends EndpointName>(
  name: N,
  body: (side: Side) => unknown = () => undefined,
): Promise<Record<Side['name'], Answer>> {
  const [mocks, routes] = (await Promise.all(sides.map((side) => send(side, name, body(side))))) as [
    Answer,
    Answer,
  ];
  expect(routes.status, `${name}: routes ${routes.status}, mocks ${mocks.status}`).toBe(mocks.status);
  if (mocks.status >= 400) {
    expect((routes.body as ErrorEnvelope).code).toBe((mocks.body as ErrorEnvelope).code);
  }
  return { mocks, routes };
}

/** Keeps the thread id each side answered under `role`. */
function remember(role: string, answers: Record<Side['name'], Answer>): void {
  for (const side of sides) side.threads[role] = (answers[side.name].body as { thread_id: string }).thread_id;
}

type Data<N extends EndpointName> = z.infer<(typeof endpoints)[N]['response']>;
const as = <N extends EndpointName>(answer: Answer) => answer.body as Data<N>;

const math = { course_id: 'high-school-math', subject: 'Mathematics' };

describe('given the same chat calls to the mocks and to the routes', () => {
  it('should answer the same statuses and contract shapes, call by call', async () => {
    // the main thread, its history, and a chat turn
    remember('main', await both('getCourseThread', () => math));
    const chatBody =
      (message: string, extra: Record<string, unknown> = {}) =>
      (side: Side) => ({
        ...math,
        thread_id: side.threads.main,
        message,
        ...extra,
      });
    const first = await both('chat', chatBody('שלום', { client_message_id: 'parity-1' }));
    const again = await both('chat', chatBody('שלום', { client_message_id: 'parity-1' }));
    for (const side of ['mocks', 'routes'] as const) {
      expect(as<'chat'>(again[side]).message_id).toBe(as<'chat'>(first[side]).message_id);
      expect(as<'chat'>(again[side]).bot).toEqual(as<'chat'>(first[side]).bot);
    }

    // bad input: an unknown thread, an empty message
    await both('chat', () => ({ ...math, thread_id: 'th_unknown', message: 'שלום' }));
    await both('chat', chatBody('   '));

    // threads
    await both('createThread', () => math);
    await both('createTestThread', () => ({ course_id: 'high-school-math', test_id: 'guided-quadratic' }));
    await both('getUserThreads');

    // feedback on the reply
    await both('saveFeedback', (side) => ({
      messageId: String(as<'chat'>(first[side.name]).message_id),
      isPositive: true,
      threadId: side.threads.main,
      courseId: 'high-school-math',
    }));

    // Time-Out: summary and injection
    remember(
      'timeout',
      await both('getCourseThread', () => ({ course_id: 'Time-out', subject: 'personal' })),
    );
    await both('chat', (side) => ({
      course_id: 'Time-out',
      thread_id: side.threads.timeout,
      message: 'קשה לי היום',
      skip_db_log: true,
    }));
    await both('generateTimeoutSummary', (side) => ({
      thread_id: side.threads.timeout,
      prompt: 'סכם בעברית',
    }));
    await both('injectSummary', (side) => ({ summary: 'סיכום', thread_ids: [side.threads.main] }));

    // plans
    await both('generatePlan', (side) => ({ course_id: 'high-school-math', thread_id: side.threads.main }));
    await both('listPlans');

    // introduction
    await both('getIntroductionStatus');
    const start = await both('startIntroduction', () => ({}));
    await both('superSimple', (side) => ({
      thread_id: as<'startIntroduction'>(start[side.name]).thread_id,
      message: 'כיתה י״א',
    }));
  });
});

describe('given transcribe_audio on a server without transcription', () => {
  it("should answer the mock's unavailable scenario and the route alike: 503 with the same code and messages", async () => {
    // Arrange
    mockServer.use(transcriptionScenarios.unavailable());
    const threads = await both('getCourseThread', () => math);
    const answers: Record<string, { status: number; body: ErrorEnvelope }> = {};
    // Act
    for (const side of sides) {
      const form = new FormData();
      form.set('file', new Blob([new Uint8Array([1, 2, 3])], { type: 'audio/webm' }), 'recording.webm');
      form.set('thread_id', as<'getCourseThread'>(threads[side.name]).thread_id);
      form.set('course_id', math.course_id);
      const request = new Request(`${side.base}${endpoints.transcribeAudio.path}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${side.token}` },
        body: form,
      });
      const response = await fetch(side.name === 'routes' ? bypass(request) : request);
      answers[side.name] = { status: response.status, body: ErrorEnvelope.parse(await response.json()) };
    }
    mockServer.resetHandlers();
    // Assert
    expect(answers.routes).toEqual(answers.mocks);
    expect(answers.routes?.status).toBe(503);
  });
});

describe('given the same streamed chat request (Accept: text/event-stream) to the mock and to the route', () => {
  it('should answer both as an event stream of contract events: deltas, then one reply', async () => {
    // Arrange
    mockServer.use(chatStreamScenarios.streamed());
    const threads = await both('getCourseThread', () => math);
    const answers: Record<string, { status: number; type: string | null; events: ChatStreamEvent[] }> = {};
    // Act
    for (const side of sides) {
      const request = new Request(`${side.base}${endpoints.chat.path}`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${side.token}`,
          'content-type': 'application/json',
          accept: 'text/event-stream',
        },
        body: JSON.stringify({
          ...math,
          thread_id: as<'getCourseThread'>(threads[side.name]).thread_id,
          message: 'כמה זה 15*4+3?',
        }),
      });
      const response = await fetch(side.name === 'routes' ? bypass(request) : request);
      // parseEvents validates every event against the contract's ChatStreamEvent
      answers[side.name] = {
        status: response.status,
        type: response.headers.get('content-type'),
        events: parseEvents(await response.text()),
      };
    }
    mockServer.resetHandlers();
    // Assert
    for (const side of sides) {
      const answer = answers[side.name];
      expect(answer?.status, side.name).toBe(200);
      expect(answer?.type, side.name).toMatch(/^text\/event-stream/);
      const names = answer?.events.map((event) => event.event).join(' ');
      expect(names, side.name).toMatch(/^(delta )+reply$/);
      const reply = answer?.events.at(-1);
      expect(reply?.event === 'reply' && BotReply.safeParse(reply.data).success, side.name).toBe(true);
    }
  });
});
