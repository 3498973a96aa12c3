import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  authApi,
  call,
  chatApi,
  configureApiClient,
  defaultBaseUrl,
  introductionApi,
  plansApi,
  maxListedRecords,
  progressApi,
  resetApiClientConfig,
  saveRetryDelaysMs,
  resolveMediaUrl,
  staticDataApi,
  type AttemptBody,
  type TokenStorage,
} from '../../app/src/lib/api-client';
import { i18n } from '../../app/src/lib/i18n';
import { authMessages, endpoints } from '../../backend/contract';
import { mockTokens } from '../../mocks/fixtures/auth';
import { fixtureTtsFile } from '../../mocks/fixtures/chat';
import { introductionGreetings } from '../../mocks/fixtures/introduction';
import { buildProgressRecord } from '../../mocks/fixtures/progress';
import {
  authHandlers,
  chatHandlers,
  createProgressMock,
  introductionHandlers,
  plansHandlers,
  progressHandlers,
  resetMocks,
  staticDataHandlers,
} from '../../mocks/handlers';
import { server } from '../../mocks/node';

const base = 'http://localhost:5000';
const page = { protocol: 'http:', hostname: 'localhost', port: '5173', origin: 'http://localhost:5173' };

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  const storage: TokenStorage & { items: Map<string, string> } = {
    items,
    getItem: (key) => items.get(key) ?? null,
    removeItem: (key) => void items.delete(key),
  };
  return storage;
}

let storage = memoryStorage();
const onUnauthorized = vi.fn();

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
  storage = memoryStorage({ access_token: 'token-abc', refresh_token: 'refresh-abc' });
  onUnauthorized.mockReset();
  resetMocks();
  configureApiClient({ baseUrl: base, storage: () => storage, onUnauthorized, location: () => page });
});
afterEach(() => {
  server.resetHandlers();
  resetApiClientConfig();
  vi.useRealTimers();
});
afterAll(() => server.close());

describe('given the base URL rule', () => {
  it.each([
    ['a localhost dev server on another port', { ...page }, 'http://localhost:5000'],
    ['localhost on the API port', { ...page, port: '5000', origin: 'http://localhost:5000' }, ''],
    ['localhost without a port', { ...page, port: '', origin: 'http://localhost' }, ''],
    [
      'a deployed host',
      {
        protocol: 'https:',
        hostname: 'havruta.example.org',
        port: '',
        origin: 'https://havruta.example.org',
      },
      '',
    ],
    [
      '127.0.0.1 (Storybook test runner)',
      { protocol: 'http:', hostname: '127.0.0.1', port: '6006', origin: 'http://127.0.0.1:6006' },
      '',
    ],
  ])('should use %s → "%s"', (_, location, expected) => {
    expect(defaultBaseUrl(location)).toBe(expected);
  });

  it('should send calls to the configured base', async () => {
    // Arrange
    const seen: string[] = [];
    server.use(
      http.get('*/api/auth/schools', ({ request }) => {
        seen.push(request.url);
        return HttpResponse.json({ schools: [] });
      }),
    );

    // Act
    await authApi.listSchools();

    // Assert
    expect(seen).toEqual(['http://localhost:5000/api/auth/schools']);
  });
});

describe('given an authenticated JSON call', () => {
  it('should send JSON and the Bearer token from storage', async () => {
    // Arrange
    let headers: Headers | undefined;
    let body: unknown;
    server.use(
      http.post('*/api/chat/feedback', async ({ request }) => {
        headers = request.headers;
        body = await request.json();
        return HttpResponse.json({ success: true });
      }),
    );
    const feedback = { messageId: 'm1', isPositive: true, threadId: 't1', courseId: 'high-school-math' };

    // Act
    await chatApi.saveFeedback(feedback);

    // Assert
    expect(headers?.get('Authorization')).toBe('Bearer token-abc');
    expect(headers?.get('Content-Type')).toBe('application/json');
    expect(body).toEqual(feedback);
  });

  it('should remove both tokens and go to /#/login on a 401', async () => {
    // Arrange
    server.use(progressHandlers.on.saveProgress.unauthorized('Token expired'));

    // Act
    const error = await failure(
      progressApi.save({
        course_id: 'c',
        activity_type: 'test',
        activity_id: 'a',
        score: 50,
        time_spent: 1,
        answers: [],
        client_id: progressApi.newAttempt(),
      }),
    );

    // Assert
    expect(error.status).toBe(401);
    expect(error.message).toBe('Token expired');
    expect(storage.items.has('access_token')).toBe(false);
    expect(storage.items.has('refresh_token')).toBe(false);
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('should not send the request, and redirect, when no token is stored', async () => {
    // Arrange
    storage = memoryStorage({ refresh_token: 'refresh-abc' });
    const sent = vi.fn(() => HttpResponse.json({ threads: [] }));
    server.use(http.get('*/api/chat/get_user_threads', sent));

    // Act
    const error = await failure(chatApi.userThreads());

    // Assert
    expect(error.message).toBe('Not authenticated');
    expect(error.code).toBe('no_token');
    expect(onUnauthorized).toHaveBeenCalledOnce();
    expect(storage.items.has('refresh_token')).toBe(false);
    expect(sent).not.toHaveBeenCalled();
  });

  it('should default the login navigation to location.hash = #/login', async () => {
    // Arrange
    resetApiClientConfig();
    const fakeLocation = { ...page, hash: '' };
    vi.stubGlobal('location', fakeLocation);
    configureApiClient({ baseUrl: base, storage: () => storage });
    storage = memoryStorage();

    // Act
    await failure(chatApi.userThreads());

    // Assert
    expect(fakeLocation.hash).toBe('#/login');
    vi.unstubAllGlobals();
  });

  it('should keep the user on the page when login answers 401', async () => {
    // Act
    const error = await failure(
      authApi.login({ email: 'noa.cohen@example.com', password: 'wrong-password' }),
    );

    // Assert
    expect(error.message).toBe('Invalid email or password');
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(storage.items.get('access_token')).toBe('token-abc');
  });
});

describe('given the error scenarios of the catalogues', () => {
  it.each([
    [
      422,
      chatHandlers.on.chat.unprocessable('The message could not be processed.'),
      'The message could not be processed.',
    ],
    [429, chatHandlers.on.chat.tooManyRequests(), 'Too many requests. Please slow down.'],
    [500, chatHandlers.on.chat.serverError(), 'Internal server error'],
  ])('should surface a %i with the server message', async (status, handler, message) => {
    // Arrange
    server.use(handler);

    // Act
    const error = await failure(chatApi.send({ message: 'שלום', thread_id: 't1', course_id: 'c1' }));

    // Assert
    expect(error.status).toBe(status);
    expect(error.message).toBe(message);
  });

  it('should report a 405 of get_course_thread as Method Not Allowed with the server message', async () => {
    // Arrange
    server.use(chatHandlers.on.getCourseThread.methodNotAllowed());

    // Act
    const error = await failure(
      chatApi.courseThread({ course_id: 'high-school-math', subject: 'Mathematics' }),
    );

    // Assert
    expect(error.status).toBe(405);
    expect(error.message).toBe('Method Not Allowed: The method is not allowed for the requested URL.');
  });

  it('should report a failed connection with the spec message', async () => {
    server.use(chatHandlers.on.getUserThreads.networkError());
    const error = await failure(chatApi.userThreads());
    expect(error.message).toBe('Network error. Please check your connection and try again.');
  });

  it('should show the support message when login answers with something other than JSON', async () => {
    server.use(authHandlers.on.login.invalidJson());
    const error = await failure(authApi.login({ email: 'noa.cohen@example.com', password: 'x' }));
    expect(error.message).toBe('Server returned an invalid response format. Please contact support.');
  });

  it('should report non-JSON from other calls without the support sentence', async () => {
    server.use(chatHandlers.on.getUserThreads.invalidJson());
    const error = await failure(chatApi.userThreads());
    expect(error.message).toBe('Server returned an invalid response format.');
  });

  it('should turn a response that breaks the contract into a clear ApiError', async () => {
    // Arrange
    server.use(http.post('*/api/chat/chat', () => HttpResponse.json({ reply: 'no bot field' })));

    // Act
    const error = await failure(chatApi.send({ message: 'שלום', thread_id: 't1', course_id: 'c1' }));

    // Assert
    expect(error.code).toBe('contract_mismatch');
    expect(error.message).toBe('Unexpected response from chat');
    expect(error.details).toEqual(expect.arrayContaining([expect.objectContaining({ path: ['bot'] })]));
  });
});

describe('given the progress list', () => {
  const record = buildProgressRecord();

  it.each([
    ['a progress field', { progress: [record] }],
    ['a bare array', [record]],
    ['the first array field', { count: 1, items: [record] }],
  ])('should accept %s', async (_, payload) => {
    server.use(http.get('*/api/auth/progress', () => HttpResponse.json(payload)));
    await expect(progressApi.list({ course_id: 'high-school-math' })).resolves.toEqual([record]);
  });

  it('should fall back to /auth/progress when /api/auth/progress fails', async () => {
    // Arrange
    const seen: string[] = [];
    server.use(
      http.get('*/api/auth/progress', ({ request }) => {
        seen.push(new URL(request.url).pathname);
        return HttpResponse.json({ error: 'boom', message: 'boom', code: 'x' }, { status: 500 });
      }),
      http.get('*/auth/progress', ({ request }) => {
        seen.push(new URL(request.url).pathname);
        return HttpResponse.json([record]);
      }),
    );

    // Act
    const result = await progressApi.list({ course_id: 'high-school-math', activity_type: 'practice' });

    // Assert
    expect(result).toEqual([record]);
    expect(seen).toEqual(['/api/auth/progress', '/auth/progress']);
  });

  it('should end with [] when both paths fail', async () => {
    // Arrange
    const errors: string[] = [];
    server.use(
      progressHandlers.on.getProgress.serverError(),
      http.get('*/auth/progress', () => new HttpResponse('<html></html>', { status: 502 })),
    );

    // Act
    const result = await progressApi.list({}, { onError: (error) => errors.push(error.message) });

    // Assert
    expect(result).toEqual([]);
    expect(errors).toEqual(['Internal server error', 'Request failed with status 502']);
  });

  it('should give up on each path after 15 s', async () => {
    // Arrange
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const errors: string[] = [];
    server.use(
      progressHandlers.on.getProgress.timeout(),
      http.get('*/auth/progress', () => new Promise<never>(() => undefined)),
    );
    let settled = false;

    // Act
    const result = progressApi.list({}, { onError: (error) => errors.push(error.message) }).finally(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(14_999);
    const earlyErrors = [...errors];
    await vi.advanceTimersByTimeAsync(1);
    await vi.advanceTimersByTimeAsync(15_000);

    // Assert
    expect(earlyErrors).toEqual([]);
    await expect(result).resolves.toEqual([]);
    expect(settled).toBe(true);
    expect(errors).toEqual([
      'The request timed out. Please try again.',
      'The request timed out. Please try again.',
    ]);
  });

  it('should save a result that the next list returns (stateful mock)', async () => {
    // Act
    const saved = await progressApi.save({
      course_id: 'statistics-2',
      activity_type: 'test',
      activity_id: 'final-final-1',
      score: 90,
      time_spent: 300,
      answers: [{ questionId: 'q1', selectedAnswer: 2, isCorrect: true }],
      completed: true,
      client_id: progressApi.newAttempt(),
    });
    const listed = await progressApi.list({ course_id: 'statistics-2' });

    // Assert
    expect(listed).toEqual([saved.data]);
  });
});

describe('given a long progress history (issue 18, item 11)', () => {
  /** `count` records, one a minute, newest first, as the server keeps them. */
  const history = (count: number) => () =>
    Array.from({ length: count }, (_, k) =>
      buildProgressRecord({
        id: count - k,
        activity_id: `h-${count - k}`,
        created_at: new Date(Date.parse('2026-01-01T00:00:00.000Z') + (count - k) * 60_000).toISOString(),
      }),
    );

  it('should read every page and return every record, newest first', async () => {
    // Arrange: 1,234 records, so three pages of at most 500
    const pages: string[] = [];
    server.use(
      http.get('*/api/auth/progress', ({ request }) => {
        pages.push(new URL(request.url).search);
      }),
      ...createProgressMock(history(1_234)).handlers.ok,
    );
    // Act
    const records = await progressApi.list({ course_id: 'high-school-math' });
    // Assert
    expect(records).toHaveLength(1_234);
    expect(records[0]?.activity_id).toBe('h-1234');
    expect(records.at(-1)?.activity_id).toBe('h-1');
    expect(new Set(records.map((record) => record.id)).size).toBe(1_234);
    expect(pages).toHaveLength(3);
    expect(pages.every((search) => search.includes('limit=500'))).toBe(true);
  });

  it('should stop at the limit asked for, and at the overall cap without one', async () => {
    // Arrange
    server.use(...createProgressMock(history(maxListedRecords + 300)).handlers.ok);
    // Act
    const some = await progressApi.list({ limit: 42 });
    const capped = await progressApi.list();
    // Assert
    expect(some).toHaveLength(42);
    expect(capped).toHaveLength(maxListedRecords);
  });

  it('should return the pages it read and report the failure when a later page fails', async () => {
    // Arrange: the second page fails
    const errors: string[] = [];
    let calls = 0;
    server.use(
      http.get('*/api/auth/progress', () => {
        calls += 1;
        return calls === 2
          ? HttpResponse.json(
              { error: 'Internal error', message: 'boom', code: 'internal_error' },
              { status: 500 },
            )
          : undefined;
      }),
      ...createProgressMock(history(700)).handlers.ok,
    );
    // Act
    const records = await progressApi.list({}, { onError: (error) => errors.push(error.message) });
    // Assert
    expect(records).toHaveLength(500);
    expect(errors).toEqual(['boom']);
  });
});

describe('given progress saves (issue 18, item 3)', () => {
  const body: Omit<AttemptBody, 'client_id'> = {
    course_id: 'high-school-math',
    activity_type: 'practice',
    activity_id: 'quadratics-q3',
    score: 100,
    time_spent: 30,
    answers: [{ userAnswer: '4', correctAnswer: '4', isCorrect: true }],
  };

  it('should give every attempt its own id', () => {
    const ids = new Set(Array.from({ length: 100 }, () => progressApi.newAttempt()));
    expect(ids.size).toBe(100);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{32}$/);
  });

  it('should refuse a save without its attempt id, before any request', async () => {
    // Arrange
    const sent = vi.fn();
    server.use(http.post('*/api/auth/progress', sent));
    // Act
    // @ts-expect-error: the body type requires client_id
    const error = await failure(progressApi.save({ ...body }));
    // Assert
    expect(error.code).toBe('client_error');
    expect(sent).not.toHaveBeenCalled();
  });

  it('should try again after a network failure and a 5xx with the same attempt id, and store it once', async () => {
    // Arrange: the first request never arrives, the second meets a 503, the third is stored
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const seen: unknown[] = [];
    let tries = 0;
    server.use(
      http.post('*/api/auth/progress', async ({ request }) => {
        seen.push(((await request.clone().json()) as { client_id?: unknown }).client_id);
        tries += 1;
        if (tries === 1) return HttpResponse.error();
        if (tries === 2)
          return HttpResponse.json({ error: 'x', message: 'busy', code: 'x' }, { status: 503 });
        return undefined;
      }),
    );
    const attempt = progressApi.newAttempt();
    // Act
    let settled = false;
    const saving = progressApi.save({ ...body, client_id: attempt }).finally(() => {
      settled = true;
    });
    // The pauses between tries, in small steps (each try's request resolves in between).
    for (let waited = 0; !settled && waited <= saveRetryDelaysMs.reduce((a, b) => a + b, 0); waited += 100) {
      await vi.advanceTimersByTimeAsync(100);
    }
    const saved = await saving;
    const again = await progressApi.save({ ...body, client_id: attempt });
    // Assert
    expect(seen).toEqual([attempt, attempt, attempt, attempt]);
    expect(again.data.id).toBe(saved.data.id);
    const listed = await progressApi.list({ course_id: 'high-school-math' });
    expect(listed.filter((record) => record.activity_id === 'quadratics-q3')).toHaveLength(1);
  });

  it('should not try again after a 400', async () => {
    // Arrange
    let tries = 0;
    server.use(
      http.post('*/api/auth/progress', () => {
        tries += 1;
        return HttpResponse.json({ error: 'bad', message: 'bad', code: 'validation_error' }, { status: 400 });
      }),
    );
    // Act
    const error = await failure(progressApi.save({ ...body, client_id: progressApi.newAttempt() }));
    // Assert
    expect(error.status).toBe(400);
    expect(tries).toBe(1);
  });
});

describe('given the plans calls', () => {
  it('should time out after 15 s and return []', async () => {
    // Arrange
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const errors: string[] = [];
    server.use(plansHandlers.on.listPlans.timeout());

    // Act
    const result = plansApi.list({ onError: (error) => errors.push(error.code) });
    await vi.advanceTimersByTimeAsync(15_000);

    // Assert
    await expect(result).resolves.toEqual([]);
    expect(errors).toEqual(['timeout']);
  });

  it('should refuse a plan response with neither success nor learning_plan', async () => {
    // Arrange
    server.use(http.post('*/api/chat/learning/generate_plan', () => HttpResponse.json({ plan: {} })));

    // Act
    const error = await failure(plansApi.generate({ course_id: 'high-school-math', thread_id: 't1' }));

    // Assert
    expect(error.message).toBe('Invalid learning plan response: expected success or learning_plan');
  });

  it('should list the mock plans', async () => {
    const plans = await plansApi.list();
    expect(plans.map((plan) => plan.plan.type)).toEqual(['visual_plan', 'learning_plan']);
  });
});

describe('given the introduction', () => {
  it('should fail with the spec message when start returns no thread_id', async () => {
    server.use(
      http.post('*/api/introduction/start_introduction', () => HttpResponse.json({ message: 'שלום' })),
    );
    const error = await failure(introductionApi.start());
    expect(error.message).toBe('No thread ID received from server');
  });

  it('should bring the summary on the third answer (stateful mock)', async () => {
    // Arrange
    server.use(...introductionHandlers.fresh());
    const { thread_id: threadId } = await introductionApi.start();

    // Act
    const replies = [];
    for (const message of ['כיתה י״א', 'אוהבת גאומטריה', 'רוצה 90 בבגרות']) {
      replies.push(await introductionApi.send({ message, thread_id: threadId }));
    }

    // Assert
    expect(replies.map((reply) => reply.has_summary)).toEqual([false, false, true]);
    expect(replies[2]?.summary).toMatch(/נגזרות/);
  });
});

describe('given the interface language', () => {
  function recordLanguages(): string[] {
    const seen: string[] = [];
    server.use(
      http.post('*/api/chat/feedback', ({ request }) => {
        seen.push(request.headers.get('Accept-Language') ?? '');
        return HttpResponse.json({ success: true });
      }),
      http.get('*/api/introduction/get_introduction_status', ({ request }) => {
        seen.push(request.headers.get('Accept-Language') ?? '');
        return HttpResponse.json({ exists: false, id: null, content: null });
      }),
    );
    return seen;
  }
  const feedback = { messageId: 'm1', isPositive: true, threadId: 't1', courseId: 'high-school-math' };

  it('should send it as Accept-Language with every call, GET and POST', async () => {
    // Arrange
    const seen = recordLanguages();
    configureApiClient({ language: () => 'en' });

    // Act
    await chatApi.saveFeedback(feedback);
    await introductionApi.status();

    // Assert
    expect(seen).toEqual(['en', 'en']);
  });

  it('should take the current i18next language by default', async () => {
    // Arrange
    const seen = recordLanguages();

    // Act
    await i18n.changeLanguage('en');
    try {
      await chatApi.saveFeedback(feedback);
    } finally {
      await i18n.changeLanguage('he');
    }
    await chatApi.saveFeedback(feedback);

    // Assert
    expect(seen).toEqual(['en', 'he']);
  });

  it.each(['he', 'en'] as const)(
    "should get the introduction's first question in %s from the mock, as from the server",
    async (language) => {
      // Arrange
      server.use(...introductionHandlers.fresh());
      configureApiClient({ language: () => language });

      // Act
      const started = await introductionApi.start();

      // Assert
      expect(started.message).toBe(introductionGreetings[language]);
    },
  );
});

describe('given an upload', () => {
  const png = new File([new Uint8Array([137, 80, 78, 71])], 'solution.png', { type: 'image/png' });

  it('should send the file as multipart and return the public URL', async () => {
    await expect(chatApi.uploadFile(png)).resolves.toEqual({
      public_url: '/api/chat/images/upload-solution.png',
      is_pdf: false,
      public_urls: ['/api/chat/images/upload-solution.png'],
    });
  });

  it.each([
    [{ is_pdf: false, public_urls: [] }, 'Upload failed: the server returned no public_url'],
    [{ error: 'File too large' }, 'File too large'],
  ])('should require public_url in %j', async (payload, message) => {
    server.use(http.post('*/api/chat/upload_file', () => HttpResponse.json(payload)));
    const error = await failure(chatApi.uploadFile(png));
    expect(error.message).toBe(message);
  });

  it('should refuse a file type that is not an image or a PDF', async () => {
    const error = await failure(chatApi.uploadFile(new File(['x'], 'notes.docx')));
    expect(error.message).toBe('File type not allowed. Please upload only images or PDFs.');
  });
});

describe('given TTS audio URLs', () => {
  it.each([
    ['an absolute URL', 'https://cdn.example.com/tts/a.mp3', base, 'https://cdn.example.com/tts/a.mp3'],
    ['a /static/ URL, API on port 5000', '/static/tts/a.mp3', base, 'http://localhost:5000/static/tts/a.mp3'],
    ['a /static/ URL, same origin', '/static/tts/a.mp3', '', 'http://localhost:5173/static/tts/a.mp3'],
    [
      'an /api/ URL, API on port 5000',
      '/api/chat/tts/a.wav',
      base,
      'http://localhost:5000/api/chat/tts/a.wav',
    ],
    ['a relative URL', 'tts/a.mp3', base, 'http://localhost:5173/tts/a.mp3'],
    ['a root-relative URL', '/media/a.mp3', base, 'http://localhost:5173/media/a.mp3'],
  ])('should resolve %s', (_, url, baseUrl, expected) => {
    configureApiClient({ baseUrl });
    expect(resolveMediaUrl(url)).toBe(expected);
  });

  it('should return the resolved URL from generateTts', async () => {
    const { audio_url: url } = await chatApi.generateTts({
      content: [{ type: 'text', text: 'שלום' }],
      message_id: 'msg-100',
    });
    expect(url).toBe(`http://localhost:5000/api/chat/tts/${fixtureTtsFile}`);
  });

  it('should read the clip of that URL as a blob with the bearer token', async () => {
    // Arrange
    const { audio_url: url } = await chatApi.generateTts({
      content: [{ type: 'text', text: 'שלום' }],
      message_id: 'msg-100',
    });
    // Act
    const clip = await chatApi.getTtsAudio(url);
    // Assert
    expect(clip.type).toBe('audio/wav');
    expect(clip.size).toBeGreaterThan(44);
  });

  it('should refuse a clip URL that is not a read-aloud clip of the API', async () => {
    const error = await failure(chatApi.getTtsAudio('https://elsewhere.example/a.mp3'));
    expect(error.code).toBe('invalid_audio_url');
  });
});

describe('given the drawing calls', () => {
  it('should need both ids', async () => {
    const error = await failure(
      chatApi.analyzeDrawing({ image: 'data:image/png;base64,AA==', thread_id: '', course_id: 'c' }),
    );
    expect(error.message).toBe('Missing required parameters');
  });

  it('should need a token first', async () => {
    storage = memoryStorage();
    const error = await failure(
      chatApi.analyzeDrawing({ image: 'data:image/png;base64,AA==', thread_id: '', course_id: '' }),
    );
    expect(error.message).toBe('Not authenticated');
  });

  it('should read an image as a blob with the token', async () => {
    const blob = await chatApi.getImage('http://localhost:5000/api/chat/images/drawing-1.png');
    expect(blob.type).toBe('image/png');
    expect(blob.size).toBeGreaterThan(0);
  });
});

describe('given the stateful auth mock', () => {
  it('should carry register → verify → approve → login → validate', async () => {
    // Arrange
    server.use(...authHandlers.fresh());
    const email = 'miriam.katz@example.com';
    const password = 'סיסמה-ארוכה-42';

    // Act
    await authApi.register({
      email,
      password,
      first_name: 'מרים',
      last_name: 'כץ',
      birthdate: '2007-05-20',
      school_id: 3,
      school_year: 'uni-1',
      subject: 'סטטיסטיקה',
    });
    const beforeVerify = await failure(authApi.login({ email, password }));
    await authApi.verifyEmailDirect(mockTokens.verification(email));
    const beforeApproval = await failure(authApi.login({ email, password }));
    await authApi.approveUser(mockTokens.approval(email));
    const session = await authApi.login({ email, password });
    storage = memoryStorage({ access_token: session.access_token });
    const validated = await authApi.validate();

    // Assert
    expect(beforeVerify.message).toBe(authMessages.notVerified);
    expect(beforeApproval.message).toBe(authMessages.awaitingApproval);
    expect(validated.user).toMatchObject({ email, name: 'מרים כץ', email_verified: true, approved: true });
  });

  it('should mail the verification link to the dev outbox', async () => {
    server.use(...authHandlers.fresh());
    await authApi.resendVerification('dana.levi@example.com');
    const { mails } = await call(endpoints.listDevMail, { query: { to: 'dana.levi@example.com' } });
    expect(mails[0]?.text).toContain(mockTokens.verification('dana.levi@example.com'));
  });
});

describe('given the static course data', () => {
  afterEach(() => server.events.removeAllListeners());

  /** The paths of the lesson files the client asks for. */
  function lessonRequests(): string[] {
    const paths: string[] = [];
    server.events.on('request:start', ({ request }) => {
      const path = new URL(request.url).pathname;
      if (path.includes('/lessons/')) paths.push(path);
    });
    return paths;
  }

  it('should load every lesson in one request, from lessons/index.json', async () => {
    // Arrange
    const requested = lessonRequests();
    // Act
    const lessons = await staticDataApi.lessons('high-school-math');
    // Assert
    expect(lessons.map((lesson) => lesson.id)).toEqual(['lesson-1', 'lesson-2']);
    expect(requested).toEqual(['/static/data/courses/high-school-math/lessons/index.json']);
  });

  it('should load lessons until the first 404 where there is no index', async () => {
    // Arrange
    server.use(staticDataHandlers.on.getLessonIndex.empty());
    const requested = lessonRequests();
    // Act
    const lessons = await staticDataApi.lessons('high-school-math');
    // Assert
    expect(lessons.map((lesson) => lesson.id)).toEqual(['lesson-1', 'lesson-2']);
    expect(requested).toHaveLength(4);
  });

  it('should keep /data and /static/data apart', async () => {
    const [category, index] = await Promise.all([
      staticDataApi.testCategory('high-school-math', 'final'),
      staticDataApi.guidedTestIndex('high-school-math'),
    ]);
    expect(category.tests[0]?.id).toBe('final-1');
    expect(index.tests[0]?.file).toBe('guided-quadratics.json');
  });
});
