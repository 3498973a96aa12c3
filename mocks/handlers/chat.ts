import { endpoints } from '../../backend/contract';
import {
  buildBotReply,
  buildChatHistory,
  buildImageBlob,
  buildStructuredReply,
  buildThreads,
  buildUploadResponse,
  fixtureThreadId,
} from '../fixtures/chat';
import { buildLearningSessionData } from '../fixtures/content';
import { defineDomain, errorResponse, readJson, scenarios } from '../scenarios';
import { chatMessages, type BotReply } from '../../backend/contract';

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
  generateTimeoutSummary: scenarios(endpoints.generateTimeoutSummary, () => ({
    summary:
      'בשיחה סיפרה התלמידה שהיא מרגישה לחץ לקראת הבגרות.\n\nסיכמנו לחלק את החזרה לשלבים קטנים ולהתחיל בנגזרות.',
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
  analyzeDrawing: scenarios(endpoints.analyzeDrawing, () => ({
    success: true as const,
    analysis: 'בציור מופיעה פרבולה שקודקודה בנקודה (2, -1) ושתי נקודות חיתוך עם ציר ה־x.',
    image_url: '/api/chat/images/drawing-1.png',
  })),
  drawingFollowUp: scenarios(endpoints.drawingFollowUp, async ({ request }) => {
    const body = await readJson(request);
    return buildBotReply({
      thread_id: threadOf(body),
      bot: 'שרטוט יפה! הקודקוד במקום הנכון. עכשיו נבדוק את נקודות החיתוך: הציבי $y = 0$.',
    });
  }),
  saveFeedback: scenarios(endpoints.saveFeedback, () => ({ success: true as const })),
  getImage: scenarios(endpoints.getImage, () => buildImageBlob()),
});
