import { endpoints } from '../../backend/contract';
import {
  buildBotReply,
  buildChatHistory,
  buildImageBlob,
  buildStructuredReply,
  buildThreads,
  buildTranscriptionError,
  buildUploadResponse,
  fixtureThreadId,
} from '../fixtures/chat';
import { buildLearningSessionData } from '../fixtures/content';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { defineDomain, errorResponse, pathPattern, readJson, scenarios } from '../scenarios';
import { chatMessages, type BotReply } from '../../backend/contract';
import { languageFromAcceptLanguage } from '../../backend/contract/language';

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

/** The chat calls of the learning space and Time-Out, with Hebrew replies. */
export const chatHandlers = defineDomain({
  getUserThreads: scenarios(
    endpoints.getUserThreads,
    () => ({ threads: buildThreads() }),
    () => ({ threads: [] }),
  ),
  getCourseThread: scenarios(
    endpoints.getCourseThread,
    () => ({ thread_id: fixtureThreadId, messages: buildChatHistory() }),
    () => ({ thread_id: fixtureThreadId, messages: [] }),
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
      body.lesson_mode === true
        ? buildBotReply({
            thread_id: threadOf(body),
            bot: buildStructuredReply('learning_session'),
            learning_session_data: buildLearningSessionData(),
            ...messageId,
          })
        : buildBotReply({ thread_id: threadOf(body), ...messageId });
    if (key) repliesByClientId.set(key, reply);
    return reply;
  }),
  // Like the server, the summary is in the request's Accept-Language.
  generateTimeoutSummary: scenarios(endpoints.generateTimeoutSummary, ({ request }) => ({
    summary: timeoutSummaries[languageFromAcceptLanguage(request.headers.get('accept-language'))],
  })),
  injectSummary: scenarios(endpoints.injectSummary, async ({ request }) => {
    const body = await readJson(request);
    const ids = Array.isArray(body.thread_ids) ? body.thread_ids.map(String) : [];
    return { success: true as const, injected_threads: ids };
  }),
  createThread: scenarios(endpoints.createThread, () => ({ thread_id: 'thread_new_0003' })),
  createTestThread: scenarios(endpoints.createTestThread, () => ({ thread_id: 'thread_test_0004' })),
  sendMessageWithImage: scenarios(endpoints.sendMessageWithImage, async ({ request }) => {
    const body = await readJson(request);
    if (!knownThread.test(threadOf(body))) return threadNotFound();
    return buildBotReply({
      thread_id: threadOf(body),
      bot: buildStructuredReply('feedback'),
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
  generateTts: scenarios(endpoints.generateTts, () => ({ audio_url: '/static/tts/msg-100.mp3' })),
  transcribeAudio: scenarios(endpoints.transcribeAudio, async ({ request }) => {
    const file = (await formData(request))?.get('file');
    if (!(file instanceof Blob) || file.size === 0) {
      return errorResponse(400, 'No audio recorded. Please try again.', 'validation_error');
    }
    return {
      success: true as const,
      transcript: 'איך מוצאים את הקודקוד של פרבולה?',
      bot: 'משתמשים בנוסחה $x_v = -\\frac{b}{2a}$ ומציבים בחזרה בפונקציה.',
      message_id: 'msg-101',
    };
  }),
  analyzeDrawing: scenarios(endpoints.analyzeDrawing, async ({ request }) => {
    if (!knownThread.test(threadOf(await readJson(request)))) return threadNotFound();
    return {
      success: true as const,
      analysis: 'בציור מופיעה פרבולה שקודקודה בנקודה (2, -1) ושתי נקודות חיתוך עם ציר ה־x.',
      image_url: '/api/chat/images/drawing-1.png',
    };
  }),
  drawingFollowUp: scenarios(endpoints.drawingFollowUp, async ({ request }) => {
    const body = await readJson(request);
    if (!knownThread.test(threadOf(body))) return threadNotFound();
    return buildBotReply({
      thread_id: threadOf(body),
      bot: 'שרטוט יפה! הקודקוד במקום הנכון. עכשיו נבדוק את נקודות החיתוך: הציבי $y = 0$.',
    });
  }),
  saveFeedback: scenarios(endpoints.saveFeedback, () => ({ success: true as const })),
  getImage: scenarios(endpoints.getImage, () => buildImageBlob()),
});

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
