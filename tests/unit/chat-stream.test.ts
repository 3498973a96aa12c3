import { sendFailure } from '../../app/src/features/learning/exchange';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  chatApi,
  configureApiClient,
  createSseParser,
  resetApiClientConfig,
  resetServerFeatures,
  retryAfterSeconds,
  serverFeatures,
  type TokenStorage,
} from '../../app/src/lib/api-client';
import { ThreadId } from '../../backend/contract';
import { buildStreamDeltas, streamedReplyText } from '../../mocks/fixtures/chat';
import {
  chatHandlers,
  chatStreamScenarios,
  sseFrame,
  tutorUnavailableMessage,
  type ChatRequestLog,
} from '../../mocks/handlers/chat';
import { configHandlers } from '../../mocks/handlers';
import { server } from '../../mocks/node';

const base = 'http://localhost:5000';
const body = { message: 'שלום', thread_id: 'thread_math_0001', course_id: 'high-school-math' };
const onUnauthorized = vi.fn();
let items = new Map<string, string>();
const storage: TokenStorage = {
  getItem: (key) => items.get(key) ?? null,
  removeItem: (key) => void items.delete(key),
};

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error: unknown = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => {
  items = new Map([['access_token', 'token-abc']]);
  onUnauthorized.mockReset();
  configureApiClient({ baseUrl: base, storage: () => storage, onUnauthorized });
});
afterEach(() => {
  server.resetHandlers();
  resetApiClientConfig();
  resetServerFeatures();
});
afterAll(() => server.close());

describe('given an event stream cut into pieces', () => {
  const stream =
    'event: delta\ndata: {"text":"a"}\n\n: a comment\r\nevent: reply\r\ndata: {"x":1}\r\ndata: {"y":2}\r\n\r\n';

  it.each([
    ['in one piece', [stream]],
    ['one character at a time', [...stream]],
    ['split inside \\r\\n', [stream.slice(0, 52), stream.slice(52)]],
    ['with a byte-order mark', [`\uFEFF${stream}`]],
  ])('should dispatch the same events when it arrives %s', (_case, pieces) => {
    // Arrange
    const parse = createSseParser();

    // Act
    const events = pieces.flatMap((piece) => parse(piece));

    // Assert
    expect(events).toEqual([
      { event: 'delta', data: '{"text":"a"}' },
      { event: 'reply', data: '{"x":1}\n{"y":2}' },
    ]);
  });

  it('should name an event without `event:` message and drop an unfinished one', () => {
    // Arrange
    const parse = createSseParser();

    // Act
    const events = parse('data: one\n\ndata: unfinished');

    // Assert
    expect(events).toEqual([{ event: 'message', data: 'one' }]);
  });
});

describe('given the Retry-After header', () => {
  it.each([
    ['5', 5],
    ['0', 0],
    [null, undefined],
    ['soon', undefined],
    ['Thu, 01 Jan 2026 00:00:10 GMT', 10],
  ])('should read %s as %s seconds', (header, seconds) => {
    expect(retryAfterSeconds(header, Date.parse('2026-01-01T00:00:00Z'))).toBe(seconds);
  });
});

describe('given a streamed chat reply', () => {
  it('should report every delta and resolve with the reply, asking for text/event-stream', async () => {
    // Arrange
    const log: ChatRequestLog = [];
    let accept: string | null = null;
    server.events.on('request:start', ({ request }) => {
      accept = request.headers.get('Accept');
    });
    server.use(chatStreamScenarios.streamed({ deltaMs: 0 }, log));
    const deltas: string[] = [];

    // Act
    const reply = await chatApi.stream(
      { ...body, client_message_id: 'c-1' },
      { onDelta: (text) => deltas.push(text) },
    );

    // Assert
    server.events.removeAllListeners();
    expect(accept).toBe('text/event-stream');
    expect(deltas).toEqual(buildStreamDeltas(streamedReplyText));
    expect(deltas.join('')).toBe(reply.bot);
    expect(log[0]).toMatchObject({ client_message_id: 'c-1' });
  });

  it('should fail with the envelope as a 503 when an error event comes mid-stream', async () => {
    // Arrange
    server.use(chatStreamScenarios.errorMidStream(3));
    const deltas: string[] = [];

    // Act
    const error = await failure(chatApi.stream(body, { onDelta: (text) => deltas.push(text) }));

    // Assert
    expect(deltas).toHaveLength(3);
    expect(error).toMatchObject({ status: 503, code: 'tutor_unavailable', message: tutorUnavailableMessage });
  });

  it('should fail as a retryable 503 with Retry-After when the node shuts down mid-reply', async () => {
    // Arrange
    server.use(chatStreamScenarios.serverRestarting(2));

    // Act
    const error = await failure(chatApi.stream(body));

    // Assert
    expect(error).toMatchObject({ status: 503, code: 'server_restarting', retryAfterSeconds: 1 });
    expect(sendFailure(error)).toEqual({ kind: 'tutorUnavailable', seconds: 1 });
  });

  it('should fail as a network error when the stream ends without a reply', async () => {
    // Arrange
    server.use(chatStreamScenarios.cutMidStream(2));

    // Act
    const error = await failure(chatApi.stream(body));

    // Assert
    expect(error).toMatchObject({ status: 0, code: 'stream_incomplete' });
  });

  it('should carry Retry-After of a 503 tutor_unavailable', async () => {
    // Arrange
    server.use(chatStreamScenarios.tutorUnavailable(7));

    // Act
    const error = await failure(chatApi.stream(body));

    // Assert
    expect(error).toMatchObject({ status: 503, code: 'tutor_unavailable', retryAfterSeconds: 7 });
  });

  it('should skip events it does not know and malformed data', async () => {
    // Arrange
    const reply = { bot: 'תשובה', thread_id: ThreadId.parse('thread_math_0001') };
    server.use(
      http.post(
        '*/api/chat/chat',
        () =>
          new HttpResponse(
            `event: ping\ndata: {}\n\nevent: delta\ndata: not json\n\n${sseFrame({ event: 'reply', data: reply })}`,
            { headers: { 'Content-Type': 'text/event-stream' } },
          ),
      ),
    );

    // Act
    const result = await chatApi.stream(body);

    // Assert
    expect(result).toEqual(reply);
  });
});

describe('given a server that does not stream', () => {
  it('should read a JSON answer as the reply', async () => {
    // Arrange
    server.use(...chatHandlers.ok);
    const deltas: string[] = [];

    // Act
    const reply = await chatApi.stream(body, { onDelta: (text) => deltas.push(text) });

    // Assert
    expect(deltas).toEqual([]);
    expect(reply.thread_id).toBe(body.thread_id);
  });

  it('should fall back to the plain JSON call after a 406', async () => {
    // Arrange
    const accepts: (string | null)[] = [];
    server.use(
      http.post('*/api/chat/chat', ({ request }) => {
        const accept = request.headers.get('Accept');
        accepts.push(accept);
        if (accept === 'text/event-stream') return new HttpResponse(null, { status: 406 });
        return HttpResponse.json({ bot: 'שלום', thread_id: 'thread_math_0001' });
      }),
    );

    // Act
    const reply = await chatApi.stream(body);

    // Assert
    expect(accepts).toEqual(['text/event-stream', 'application/json']);
    expect(reply.bot).toBe('שלום');
  });

  it('should sign out and go to login on a 401', async () => {
    // Arrange
    server.use(chatHandlers.on.chat.unauthorized());

    // Act
    const error = await failure(chatApi.stream(body));

    // Assert
    expect(error.status).toBe(401);
    expect(items.has('access_token')).toBe(false);
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });
});

describe('given the server features', () => {
  it('should ask once and share the answer', async () => {
    // Arrange
    let calls = 0;
    server.events.on('request:start', () => (calls += 1));
    server.use(configHandlers.on.getConfig.empty());

    // Act
    const [first, second] = await Promise.all([serverFeatures(), serverFeatures()]);

    // Assert
    server.events.removeAllListeners();
    expect(first.transcription).toBe(false);
    expect(second).toBe(first);
    expect(calls).toBe(1);
  });

  it('should assume no transcription when the server cannot say', async () => {
    // Arrange
    server.use(configHandlers.on.getConfig.serverError());

    // Act
    const features = await serverFeatures();

    // Assert
    expect(features.transcription).toBe(false);
  });
});
