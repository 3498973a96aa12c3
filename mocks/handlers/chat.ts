import {
  chatMessages,
  endpoints,
  errorCodes,
  MessageId,
  ThreadId,
  type RetryableStreamCode,
} from '../../backend/contract';
import type { BotReply, ChatStreamEvent } from '../../backend/contract';
import { delay as streamDelay, http, HttpResponse, type HttpHandler } from 'msw';
import {
  botReplyTexts,
  buildBotReply,
  buildGuidedTestResult,
  buildChatHistory,
  buildImageBlob,
  buildStructuredReply,
  buildThreads,
  drawingTexts,
  buildTranscriptionError,
  buildTtsClip,
  buildStreamDeltas,
  buildUploadResponse,
  fixtureThreadId,
  fixtureTtsFile,
  streamedReplyText,
} from '../fixtures/chat';
import { buildLearningSessionData } from '../fixtures/content';
import { defineDomain, errorBody, errorResponse, pathPattern, readJson, scenarios } from '../scenarios';
import { languageFromAcceptLanguage } from '../../backend/contract/language';

/** The interface language the request states (Accept-Language), as the server reads it. */
const languageOf = (request: Request) => languageFromAcceptLanguage(request.headers.get('accept-language'));

const threadOf = (body: Record<string, unknown>) =>
  typeof body.thread_id === 'string' ? body.thread_id : fixtureThreadId;

async function formData(request: Request): Promise<FormData | undefined> {
  try {
    return await request.clone().formData();
  } catch {
    return undefined;
  }
}

/**
 * Like the backend: the mock knows the threads it hands out (`thread_…`, `intro_thread_…`,
 * `timeout_thread_…`) and answers any other id 404; a retry with the same client_message_id gets
 * the reply already given.
 */
const knownThread = /^(?:thread_|intro_thread_|timeout_thread_)[\w-]+$/;
const repliesByClientId = new Map<string, BotReply>();
let replyCount = 0;

/** Forgets the replies given (resetMocks). */
export function resetChatMock(): void {
  repliesByClientId.clear();
  replyCount = 0;
}

function threadNotFound(): Response {
  return errorResponse(404, chatMessages.threadNotFound, 'thread_not_found');
}

const timeoutSummaries = {
  he: 'בשיחה סיפרה התלמידה שהיא מרגישה לחץ לקראת הבגרות.\n\nסיכמנו לחלק את החזרה לשלבים קטנים ולהתחיל בנגזרות.',
  en: 'In our talk the student said she feels pressure before the matriculation exam.\n\nWe agreed to split the review into small steps and to start with derivatives.',
} as const;

/** The chat calls of the learning space and Time-Out, with replies in the request's language (Hebrew by default). */
export const chatHandlers = defineDomain({
  getUserThreads: scenarios(
    endpoints.getUserThreads,
    () => ({ threads: buildThreads() }),
    () => ({ threads: [] }),
  ),
  getCourseThread: scenarios(
    endpoints.getCourseThread,
    // Like the server, the thread's greeting is written in the request's Accept-Language.
    ({ request }) => ({
      thread_id: fixtureThreadId,
      messages: buildChatHistory(languageOf(request)),
      truncated: false,
    }),
    () => ({ thread_id: fixtureThreadId, messages: [], truncated: false }),
  ),
  chat: scenarios(endpoints.chat, async ({ request }) => {
    const body = await readJson(request);
    if (!knownThread.test(threadOf(body))) return threadNotFound();
    const key = typeof body.client_message_id === 'string' ? body.client_message_id : undefined;
    const given = key ? repliesByClientId.get(key) : undefined;
    if (given) return given;
    replyCount += 1;
    const messageId = { message_id: `msg-${100 + replyCount}` };
    const reply =
      body.test_stop === true
        ? buildBotReply({
            thread_id: threadOf(body),
            bot: buildStructuredReply('wrapup', languageOf(request)),
            test_result: buildGuidedTestResult(),
            ...messageId,
          })
        : body.lesson_mode === true
          ? buildBotReply({
              thread_id: threadOf(body),
              bot: buildStructuredReply('learning_session'),
              learning_session_data: buildLearningSessionData(),
              ...messageId,
            })
          : buildBotReply({
              thread_id: threadOf(body),
              bot: botReplyTexts[languageOf(request)],
              ...messageId,
            });
    if (key) repliesByClientId.set(key, reply);
    return reply;
  }),
  // Like the server, the summary is in the request's Accept-Language.
  generateTimeoutSummary: scenarios(endpoints.generateTimeoutSummary, ({ request }) => ({
    summary: timeoutSummaries[languageOf(request)],
  })),
  injectSummary: scenarios(endpoints.injectSummary, async ({ request }) => {
    const body = await readJson(request);
    const ids = Array.isArray(body.thread_ids) ? body.thread_ids.map(String) : [];
    return { success: true as const, injected_threads: ids };
  }),
  createThread: scenarios(endpoints.createThread, () => ({ thread_id: ThreadId.parse('thread_new_0003') })),
  createTestThread: scenarios(endpoints.createTestThread, () => ({
    thread_id: ThreadId.parse('thread_test_0004'),
  })),
  sendMessageWithImage: scenarios(endpoints.sendMessageWithImage, async ({ request }) => {
    const body = await readJson(request);
    if (!knownThread.test(threadOf(body))) return threadNotFound();
    return buildBotReply({
      thread_id: threadOf(body),
      bot: buildStructuredReply('feedback', languageOf(request)),
      image_url: typeof body.image_url === 'string' ? body.image_url : null,
    });
  }),
  uploadFile: scenarios(endpoints.uploadFile, async ({ request }) => {
    const file = (await formData(request))?.get('file');
    if (!(file instanceof Blob)) return errorResponse(400, 'No file provided', 'validation_error');
    if (file.type === 'application/pdf') {
      const pages = ['/api/chat/images/upload-page-1.png', '/api/chat/images/upload-page-2.png'];
      return buildUploadResponse({
        public_url: '/api/chat/images/upload.pdf',
        is_pdf: true,
        public_urls: pages,
      });
    }
    return buildUploadResponse();
  }),
  generateTts: scenarios(endpoints.generateTts, () => ({ audio_url: `/api/chat/tts/${fixtureTtsFile}` })),
  getTtsAudio: scenarios(endpoints.getTtsAudio, () => buildTtsClip()),
  transcribeAudio: scenarios(endpoints.transcribeAudio, async ({ request }) => {
    const file = (await formData(request))?.get('file');
    if (!(file instanceof Blob) || file.size === 0) {
      return errorResponse(400, 'No audio recorded. Please try again.', 'validation_error');
    }
    return {
      success: true as const,
      transcript: 'איך מוצאים את הקודקוד של פרבולה?',
      bot: 'משתמשים בנוסחה $x_v = -\\frac{b}{2a}$ ומציבים בחזרה בפונקציה.',
      message_id: MessageId.parse('msg-101'),
    };
  }),
  // Like the server, the tutor's words on a picture or drawing are in the request's Accept-Language.
  analyzeDrawing: scenarios(endpoints.analyzeDrawing, async ({ request }) => {
    if (!knownThread.test(threadOf(await readJson(request)))) return threadNotFound();
    return {
      success: true as const,
      analysis: drawingTexts[languageOf(request)].analysis,
      image_url: '/api/chat/images/drawing-1.png',
    };
  }),
  drawingFollowUp: scenarios(endpoints.drawingFollowUp, async ({ request }) => {
    const body = await readJson(request);
    if (!knownThread.test(threadOf(body))) return threadNotFound();
    return buildBotReply({
      thread_id: threadOf(body),
      bot: drawingTexts[languageOf(request)].followUp,
    });
  }),
  saveFeedback: scenarios(endpoints.saveFeedback, () => ({ success: true as const })),
  getImage: scenarios(endpoints.getImage, () => buildImageBlob()),
});

// ── Streamed replies (POST /api/chat/chat with Accept: text/event-stream) ──

/** One Server-Sent Event as the backend writes it. */
/** One SSE frame; with `id`, the `id:` line the backend writes on each delta (a reconnect's Last-Event-ID). */
export function sseFrame(event: ChatStreamEvent, id?: string): string {
  return `${id === undefined ? '' : `id: ${id}\n`}event: ${event.event}\ndata: ${JSON.stringify(event.data)}\n\n`;
}

interface StreamStep {
  /** waits this long before sending the frame */
  waitMs: number;
  frame: string;
}

/** Resolves when the request is aborted (the client went away); never, if it is not. */
function aborted(signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) resolve();
    else signal.addEventListener('abort', () => resolve(), { once: true });
  });
}

/** A `text/event-stream` response that sends each frame after its wait; a client that goes away ends it. */
function eventStream(steps: StreamStep[], signal: AbortSignal): Response {
  const encoder = new TextEncoder();
  let index = 0;
  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const step = steps[index];
      index += 1;
      if (!step || signal.aborted) {
        controller.close();
        return;
      }
      await Promise.race([streamDelay(step.waitMs), aborted(signal)]);
      if (signal.aborted) controller.close();
      else controller.enqueue(encoder.encode(step.frame));
    },
  });
  return new HttpResponse(stream, {
    headers: { 'Content-Type': 'text/event-stream; charset=utf-8', 'Cache-Control': 'no-cache' },
  });
}

const wantsStream = (request: Request) => (request.headers.get('Accept') ?? '').includes('text/event-stream');

export interface StreamOptions {
  /** the reply's text (a string reply); the deltas add up to it */
  text?: string;
  /** the whole reply; its `bot` must be a string when `text` is not given */
  reply?: (body: Record<string, unknown>) => BotReply;
  /** wait before the first delta, in ms */
  firstTokenMs?: number;
  /** wait between deltas, in ms */
  deltaMs?: number;
  /** characters per delta */
  deltaSize?: number;
  /** the deltas to send instead of `text` cut up: a structured reply's shown text, as the server streams it */
  deltas?: readonly string[];
  /** after this many deltas: an error event (tutor_unavailable) instead of the rest */
  errorAfter?: number;
  /** the code of that error event: `server_restarting` is the node's drain (both are retryable) */
  errorCode?: RetryableStreamCode;
  /** after this many deltas the connection ends with neither reply nor error */
  cutAfter?: number;
  /** after every delta the stream stays open this long (ms) before its reply: a story's "in progress" state */
  holdMs?: number;
}

/** The message the mocks answer an interrupted reply with (the backend's retryable error). */
export const tutorUnavailableMessage = 'The tutor is not available right now. Please try again in a moment.';

/** The message the mocks end a stream with when its node shuts down (the backend's drain). */
export const serverRestartingMessage = chatMessages.serverRestarting;

/** An `error` event's envelope: both codes are retryable, the drain's after a second. */
function streamErrorBody(code: RetryableStreamCode) {
  return code === errorCodes.server_restarting
    ? { ...errorBody(serverRestartingMessage, code), details: { retry_after_seconds: 1 } }
    : errorBody(tutorUnavailableMessage, code);
}

/** The reply a stream ends with: a string reply whose text is `text`, for the request's thread. */
function streamedReply(body: Record<string, unknown>, options: StreamOptions): BotReply {
  if (options.reply) return options.reply(body);
  return buildBotReply({ thread_id: threadOf(body), bot: options.text ?? streamedReplyText });
}

/** The frames of one streamed reply, as `options` shape them. */
function streamSteps(body: Record<string, unknown>, options: StreamOptions): StreamStep[] {
  const reply = streamedReply(body, options);
  const text = typeof reply.bot === 'string' ? reply.bot : '';
  const deltas = options.deltas ?? buildStreamDeltas(text, options.deltaSize ?? 6);
  const deltaMs = options.deltaMs ?? 30;
  const stop = options.errorAfter ?? options.cutAfter ?? deltas.length;
  let sent = 0;
  const steps: StreamStep[] = deltas.slice(0, stop).map((piece, index) => {
    sent += piece.length;
    return {
      waitMs: index === 0 ? (options.firstTokenMs ?? 0) : deltaMs,
      // The backend's stream id: the run of the turn and the characters sent so far (docs/api.md).
      frame: sseFrame({ event: 'delta', data: { text: piece } }, `mock.${sent}`),
    };
  });
  if (options.errorAfter !== undefined) {
    steps.push({
      waitMs: deltaMs,
      frame: sseFrame({
        event: 'error',
        data: streamErrorBody(options.errorCode ?? errorCodes.tutor_unavailable),
      }),
    });
  } else if (options.cutAfter === undefined) {
    steps.push({ waitMs: options.holdMs ?? deltaMs, frame: sseFrame({ event: 'reply', data: reply }) });
  }
  return steps;
}

/** Every chat request a stream mock answered, in order (bodies as sent). */
export type ChatRequestLog = Record<string, unknown>[];

/** The streamed answer to one request: SSE when asked for, else the same reply as JSON. */
function answer(request: Request, body: Record<string, unknown>, options: StreamOptions): Response {
  if (!wantsStream(request)) return HttpResponse.json(streamedReply(body, options));
  return eventStream(streamSteps(body, options), request.signal);
}

/** The backend's retryable error: 503 `tutor_unavailable` with Retry-After. */
function unavailable(retryAfterSeconds: number): Response {
  return HttpResponse.json(errorBody(tutorUnavailableMessage, errorCodes.tutor_unavailable), {
    status: 503,
    headers: { 'Retry-After': String(retryAfterSeconds) },
  });
}

/** A chat handler that logs each body and answers with `respond`. */
function chatHandler(
  respond: (request: Request, body: Record<string, unknown>, index: number) => Response,
  log?: ChatRequestLog,
): HttpHandler {
  let count = 0;
  return http.post(pathPattern(endpoints.chat), async ({ request }) => {
    const body = await readJson(request);
    log?.push(body);
    count += 1;
    return respond(request, body, count);
  });
}

/**
 * Scenario factories of the streamed chat: each answers `Accept: text/event-stream` with real SSE frames
 * through MSW and any other request with the same reply as JSON (the client's fallback). Put one
 * before `chatHandlers.ok` (or in place of `on.chat`) in a story's `chat` handlers.
 */
export const chatStreamScenarios = {
  /** a reply streamed in small deltas (a formula arrives split), then the `reply` event */
  streamed: (options: StreamOptions = {}, log?: ChatRequestLog): HttpHandler =>
    chatHandler((request, body) => answer(request, body, options), log),
  /** deltas, then an `error` event with the retryable envelope in the middle of the reply */
  errorMidStream: (afterDeltas = 4, log?: ChatRequestLog): HttpHandler =>
    chatStreamScenarios.streamed({ errorAfter: afterDeltas }, log),
  /** deltas, then the node shuts down: an `error` event `server_restarting` (retryable) */
  serverRestarting: (afterDeltas = 4, log?: ChatRequestLog): HttpHandler =>
    chatStreamScenarios.streamed({ errorAfter: afterDeltas, errorCode: errorCodes.server_restarting }, log),
  /** the connection ends after a few deltas, with neither a reply nor an error */
  cutMidStream: (afterDeltas = 4, log?: ChatRequestLog): HttpHandler =>
    chatStreamScenarios.streamed({ cutAfter: afterDeltas }, log),
  /** the first delta only after `ms` (the chat's loading indicator shows meanwhile) */
  slowFirstToken: (ms = 3000, log?: ChatRequestLog): HttpHandler =>
    chatStreamScenarios.streamed({ firstTokenMs: ms }, log),
  /** a few deltas, then the reply stays "in progress" for `holdMs` before it ends */
  inProgress: (holdMs = 4000, log?: ChatRequestLog): HttpHandler =>
    chatStreamScenarios.streamed({ holdMs, deltaSize: 40 }, log),
  /** 503 `tutor_unavailable` with Retry-After, before any event (the model failed or timed out) */
  tutorUnavailable: (retryAfterSeconds = 5, log?: ChatRequestLog): HttpHandler =>
    chatHandler(() => unavailable(retryAfterSeconds), log),
  /** fails the first `failures` sends with 503 tutor_unavailable, then streams: a retry succeeds */
  failingThenStreamed: (failures = 1, log?: ChatRequestLog, options: StreamOptions = {}): HttpHandler =>
    chatHandler(
      (request, body, index) => (index <= failures ? unavailable(1) : answer(request, body, options)),
      log,
    ),
};

/**
 * `transcribe_audio`'s own failures, as the backend answers them: no transcription endpoint on the
 * server (503, the UI hides the microphone) and the provider's 429 passed through with Retry-After
 * (the client backs off 2 s, 4 s, 8 s). Put before `chatHandlers.ok` in a handler list.
 */
export const transcriptionScenarios = {
  unavailable: (): HttpHandler =>
    http.post(pathPattern(endpoints.transcribeAudio), () =>
      HttpResponse.json(buildTranscriptionError('transcription_unavailable'), { status: 503 }),
    ),
  busy: (retryAfterSeconds = 2): HttpHandler =>
    http.post(pathPattern(endpoints.transcribeAudio), () =>
      HttpResponse.json(buildTranscriptionError('transcription_busy'), {
        status: 429,
        headers: { 'Retry-After': String(retryAfterSeconds) },
      }),
    ),
};
