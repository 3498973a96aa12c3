import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  authApi,
  chatApi,
  configureApiClient,
  resetServerFeatures,
  serverFeatures,
  staticDataApi,
  resetApiClientConfig,
  type TokenStorage,
} from '../../app/src/lib/api-client';
import { clearEarlyResponses, fetchEarly } from '../../app/src/lib/api-client/early-fetch';
import { courseThreadBody } from '../../app/src/lib/courses/course-thread-call';
import { historyNeedsMarkdown } from '../../app/src/features/learning/state/history-markdown';
import { prefetchSession } from '../../app/src/lib/api-client/load-auth-api';
import { readSavedFields } from '../../app/src/lib/courses/saved-fields';
import { earlyCallPaths, endpoints } from '../../backend/contract';
import { buildUser } from '../../mocks/fixtures/auth';
import { bootSource, type Preload } from '../../scripts/vite/route-preload';

const courseThreadPath = earlyCallPaths.getCourseThread;

const base = 'http://localhost:5000';
const body = courseThreadBody({ id: 'high-school-math', subject: 'math' });
const thread = {
  thread_id: 'thread-1',
  messages: [
    {
      id: 'm1',
      role: 'assistant',
      content: 'שלום! אני אתנה.',
      timestamp: '2026-11-23T10:00:00.000Z',
      isUser: false,
    },
  ],
};

function storageWith(token: string | null): TokenStorage {
  return { getItem: () => token, removeItem: () => undefined };
}

/** The client with a stored token and `fetchSpy` as its fetch, fresh for each test. */
function useSignedInClient(fetchSpy: ReturnType<typeof vi.fn<typeof fetch>>): void {
  beforeEach(() => {
    fetchSpy.mockClear();
    configureApiClient({
      baseUrl: base,
      storage: () => storageWith('token-1'),
      fetch: fetchSpy,
      language: () => 'he',
    });
  });
  afterEach(() => {
    clearEarlyResponses();
    resetApiClientConfig();
  });
}

describe('given a course thread asked for before its screen loaded', () => {
  const fetchSpy = vi.fn<typeof fetch>(async () => Response.json(thread));
  useSignedInClient(fetchSpy);

  it("should send the body of the contract's call", () => {
    expect(endpoints.getCourseThread.body.safeParse(body).success).toBe(true);
  });

  it('should hand its response to the same call once, then fetch as usual', async () => {
    // Arrange
    fetchEarly('POST', courseThreadPath, body);
    // Act
    const first = await chatApi.courseThread(body);
    const second = await chatApi.courseThread(body);
    // Assert
    expect(first).toEqual(endpoints.getCourseThread.response.parse(thread));
    expect(second).toEqual(first);
    expect(fetchSpy).toHaveBeenCalledTimes(2);
  });

  it('should give its peek a copy, and the call the whole body', async () => {
    // Arrange
    const peeked = new Promise<unknown>((resolve) =>
      fetchEarly('POST', courseThreadPath, body, (response) => void response.json().then(resolve)),
    );
    // Act
    const taken = await chatApi.courseThread(body);
    // Assert
    expect(await peeked).toEqual(thread);
    expect(taken.messages).toHaveLength(1);
  });

  it('should not hand it to a call with another body or another language', async () => {
    // Arrange
    fetchEarly('POST', courseThreadPath, body);
    // Act
    await chatApi.courseThread({ ...body, course_id: 'statistics' });
    configureApiClient({ language: () => 'en' });
    await chatApi.courseThread(body);
    // Assert
    expect(fetchSpy).toHaveBeenCalledTimes(3);
  });

  it('should reject an aborted call that took it with the abort', async () => {
    // Arrange
    fetchEarly('POST', courseThreadPath, body);
    const controller = new AbortController();
    // Act
    const call = chatApi.courseThread(body, controller.signal);
    controller.abort();
    // Assert
    await expect(call).rejects.toThrow();
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });

  it("should hand the session check's answer to the session provider's call", async () => {
    // Arrange
    const user = buildUser();
    fetchSpy.mockImplementationOnce(async () => Response.json({ valid: true, user }));
    prefetchSession();
    // Act
    const answer = await authApi.validate();
    // Assert
    expect(answer.user.email).toBe(user.email);
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    expect(String(fetchSpy.mock.calls[0]?.[0])).toBe(`${base}${earlyCallPaths.validate}`);
  });

  it("should hand the server's features to the screen's call", async () => {
    // Arrange
    const features = {
      tutor_provider: 'offline',
      transcription: true,
      tts: 'offline',
      vision: false,
      max_upload_bytes: 1024,
    };
    fetchSpy.mockImplementationOnce(async () => Response.json({ features }));
    resetServerFeatures();
    fetchEarly('GET', earlyCallPaths.getConfig);
    // Act
    const answer = await serverFeatures();
    // Assert
    expect(answer.transcription).toBe(true);
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    resetServerFeatures();
  });

  it('should ask nothing without a token', () => {
    // Arrange
    configureApiClient({ storage: () => storageWith(null) });
    // Act
    fetchEarly('POST', courseThreadPath, body);
    // Assert
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});

describe('given an early course thread answer, not yet checked', () => {
  it.each([
    ['a plain greeting', thread, false],
    ['a learner message with markup', { messages: [{ role: 'user', content: '**x**' }] }, false],
    ['an assistant reply with a formula', { messages: [{ role: 'assistant', content: 'So $x^2$.' }] }, true],
    ['an assistant reply in bold', { messages: [{ role: 'assistant', content: '**Well done!**' }] }, true],
    ['blocks', { messages: [{ role: 'assistant', content: [{ type: 'text', text: 'a' }] }] }, true],
    ['an unknown author', { messages: [{ role: 'robot', content: '**x**' }] }, false],
    ['no messages', { thread_id: 't' }, false],
    ['not an object', 'oops', false],
  ])('should say whether %s needs the markdown renderer', (_name, payload, expected) => {
    expect(historyNeedsMarkdown(payload)).toBe(expected);
  });
});

describe('given a saved course read before the catalogue loads', () => {
  it.each([
    [null, 'missing'],
    ['', 'missing'],
    ['not json', 'invalid'],
    ['"text"', 'invalid'],
    [JSON.stringify({ id: 'a', name: 'A', subject: 'math' }), 'invalid'],
    [JSON.stringify({ id: 'a', name: 'A', subject: 'math', dataFolder: 'a' }), 'valid'],
  ])('should read %j as %s', (raw, status) => {
    expect(readSavedFields(raw).status).toBe(status);
  });
});

describe('given calls prefetched while the learner reads (the course list, the lesson index)', () => {
  const courses = { courses: [{ id: 'high-school-math' }] };
  const index = { lessons: [] };
  const fetchSpy = vi.fn<typeof fetch>(async (input) =>
    Response.json(String(input).includes('/lessons/') ? index : courses),
  );
  useSignedInClient(fetchSpy);

  it('should answer the course list from the prefetched request', async () => {
    // Arrange
    authApi.prefetchUserCourses();
    // Act
    const answer = await authApi.userCourses();
    // Assert
    expect(answer).toEqual(courses);
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });

  it('should answer the lesson index from the request started with the tap', async () => {
    // Arrange
    staticDataApi.prefetchLessons('math');
    // Act
    const lessons = await staticDataApi.lessons('math');
    // Assert
    expect(lessons).toEqual([]);
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });

  it('should not prefetch a call that needs a token when there is none', () => {
    // Arrange
    configureApiClient({ baseUrl: base, storage: () => storageWith(null), fetch: fetchSpy });
    // Act
    authApi.prefetchUserCourses();
    // Assert
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});

describe('given the calls the boot script started with the document (scripts/vite/route-preload.ts)', () => {
  const features = {
    tutor_provider: 'offline',
    transcription: false,
    tts: 'offline',
    vision: false,
    max_upload_bytes: 1024,
  };
  const user = buildUser();
  const answerOf = (url: string) => {
    if (url.endsWith(earlyCallPaths.validate)) return { valid: true, user };
    if (url.endsWith(earlyCallPaths.getConfig)) return { features };
    return thread;
  };
  const fetchSpy = vi.fn<typeof fetch>(async (input) => Response.json(answerOf(String(input))));
  useSignedInClient(fetchSpy);
  const holder = globalThis as { havrutaBootCalls?: unknown };
  afterEach(() => {
    delete holder.havrutaBootCalls;
  });

  /** Runs the boot script of `/learning` as a page on a localhost dev server would, with the client's token. */
  function runBootScript(selectedCourse: string | null): void {
    const preload: Preload = { js: [], css: [], strings: {}, signedIn: true, learningCalls: true };
    const page = { hostname: 'localhost', port: '5173', hash: '#/learning' };
    const stored: Record<string, string | null> = { access_token: 'token-1', language: 'he', selectedCourse };
    // The page's window, sharing the global the app's early-fetch.ts reads.
    const window = {
      localStorage: { getItem: (key: string) => stored[key] ?? null },
      havrutaBootCalls: holder.havrutaBootCalls,
    };
    new Function('window', 'location', 'document', 'fetch', bootSource({ '/learning': preload }, '/'))(
      window,
      page,
      {},
      fetchSpy,
    );
    holder.havrutaBootCalls = window.havrutaBootCalls;
  }

  it("should hand the session check, the features and the course thread to the screen's calls", async () => {
    // Arrange
    resetServerFeatures();
    runBootScript(
      JSON.stringify({ id: 'high-school-math', name: 'Math', subject: 'math', dataFolder: 'math' }),
    );
    // Act
    const session = await authApi.validate();
    const answer = await serverFeatures();
    const taken = await chatApi.courseThread(body);
    // Assert
    expect(session.user.email).toBe(user.email);
    expect(answer.vision).toBe(false);
    expect(taken.messages).toHaveLength(1);
    expect(fetchSpy).toHaveBeenCalledTimes(3);
    resetServerFeatures();
  });

  it("should still give the route's peek a copy of the thread", async () => {
    // Arrange
    runBootScript(
      JSON.stringify({ id: 'high-school-math', name: 'Math', subject: 'math', dataFolder: 'math' }),
    );
    // Act
    const peeked = new Promise<unknown>((resolve) =>
      fetchEarly('POST', courseThreadPath, body, (response) => void response.json().then(resolve)),
    );
    const taken = await chatApi.courseThread(body);
    // Assert
    expect(await peeked).toEqual(thread);
    expect(taken.messages).toHaveLength(1);
    expect(fetchSpy).toHaveBeenCalledTimes(3);
  });

  it('should not ask for a thread without a valid saved course, nor start anything once the app took over', () => {
    // Arrange
    runBootScript(JSON.stringify({ id: 'high-school-math', subject: 'math' }));
    prefetchSession();
    // Act
    runBootScript(null);
    // Assert
    expect(fetchSpy).toHaveBeenCalledTimes(2);
    expect(holder.havrutaBootCalls).toBeNull();
  });
});
