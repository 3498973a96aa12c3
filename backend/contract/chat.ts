import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { earlyCallPaths } from './paths';
import { ErrorEnvelope } from './errors';
import { MessageId, ThreadId } from './ids';
import { LearningPlan } from './plans';
import { BotReply, ChatMessage, ThreadSummary } from './replies';

const Id = z.string().trim().min(1).max(200);
const Message = z.string().trim().min(1, 'Message is required').max(20_000);
/** A data URL or a URL the server can fetch: uploaded files and drawings. */
const ImageRef = z.string().trim().min(1).max(12_000_000);

/**
 * What one chat call may carry and one answer may hold (docs/backend.md, Security model): a small
 * request never becomes a large stored message or a large answer.
 */
export const chatLimits = {
  /** characters of a Time-Out summary `inject_summary` adds */
  summaryChars: 4_000,
  /** characters of the client's format around it (one `{summary}`) */
  summaryFormatChars: 500,
  /** threads one `inject_summary` call may name */
  injectThreads: 20,
  /** messages one history answer holds, newest kept */
  historyMessages: 500,
  /** bytes of message JSON one history answer holds, newest kept (older ones: `truncated`) */
  historyBytes: 2 * 1024 * 1024,
  /** characters of a reference to an upload (`/api/chat/images/<file>`) */
  uploadRefChars: 300,
} as const;

/** The caller's own upload, by the path `upload_file` answered; anything else is a 400 on the field. */
const UploadRef = z.string().trim().min(1).max(chatLimits.uploadRefChars);

/**
 * The client's own id of a message it sends (idempotency key): a retry with the same id never stores
 * the message twice and answers with the reply already given.
 */
export const ClientMessageId = z.string().trim().min(1).max(64);

/** Allowed upload extensions (docs/requirements.md#learning-space-validation). */
/** A read-aloud clip's name: the SHA-256 of engine, language and words, and its format. */
export const ttsClipFile = /^[0-9a-f]{64}\.(wav|mp3)$/;

export const uploadExtensions = ['png', 'jpg', 'jpeg', 'gif', 'webp', 'pdf'] as const;

export const getUserThreads = defineEndpoint({
  name: 'getUserThreads',
  method: 'GET',
  path: '/api/chat/get_user_threads',
  auth: true,
  summary: "The signed-in user's threads across courses.",
  response: z.object({ threads: z.array(ThreadSummary) }),
  errors: [401, 500],
});

export const getCourseThread = defineEndpoint({
  name: 'getCourseThread',
  method: 'POST',
  path: earlyCallPaths.getCourseThread,
  auth: true,
  summary: "The user's main thread of a course (created on first use), with its history.",
  body: z.object({ course_id: Id, subject: z.string().trim().min(1).max(100) }),
  response: z.object({
    thread_id: ThreadId,
    messages: z.array(ChatMessage),
    /**
     * true when older messages were left out: the answer holds at most `chatLimits.historyMessages`
     * messages and `chatLimits.historyBytes` bytes of them, newest kept
     */
    truncated: z.boolean().optional(),
  }),
  errors: [400, 401, 405, 500],
});

export const ChatRequest = z.object({
  message: Message,
  thread_id: ThreadId,
  course_id: Id,
  /** an upload of the caller (`upload_file`'s `public_url`) */
  image_url: UploadRef.nullable().optional(),
  skip_format_correction: z.boolean().optional(),
  test_mode: z.boolean().optional(),
  test_id: z.string().optional(),
  /** ends the AI-guided test of a test thread: the reply is its summary, with `test_result` once a question was answered */
  test_stop: z.boolean().optional(),
  lesson_mode: z.boolean().optional(),
  lesson_id: z.string().optional(),
  assistant_id: z.string().optional(),
  /** Time-Out chats are not stored */
  skip_db_log: z.boolean().optional(),
  client_message_id: ClientMessageId.optional(),
});
export type ChatRequest = z.infer<typeof ChatRequest>;

export const chat = defineEndpoint({
  name: 'chat',
  method: 'POST',
  path: '/api/chat/chat',
  auth: true,
  summary:
    'Sends one message to the tutor of a thread and returns its reply; with `Accept: text/event-stream` the reply streams as Server-Sent Events (ChatStreamEvent).',
  body: ChatRequest,
  response: BotReply,
  errors: [400, 401, 404, 422, 429, 500, 503],
});

/**
 * The Server-Sent Events of a streamed chat reply (`POST /api/chat/chat` with
 * `Accept: text/event-stream`), each sent as `event: <event>` and `data: <JSON of data>`: any number
 * of `delta` events with text as it is produced, then exactly one `reply` (the full BotReply, the same
 * object the JSON call answers) or one `error` (the error envelope: `tutor_unavailable` and
 * `server_restarting` are retryable). Each `delta` has an `id:` line, `<run>.<characters sent>`; the same
 * request sent again with `Last-Event-ID` gets only the text after it (docs/api.md).
 */
export const ChatStreamEvent = z.discriminatedUnion('event', [
  z.object({ event: z.literal('delta'), data: z.object({ text: z.string() }) }),
  z.object({ event: z.literal('reply'), data: BotReply }),
  z.object({ event: z.literal('error'), data: ErrorEnvelope }),
]);
export type ChatStreamEvent = z.infer<typeof ChatStreamEvent>;
export type ChatStreamEventName = ChatStreamEvent['event'];

export const generateTimeoutSummary = defineEndpoint({
  name: 'generateTimeoutSummary',
  method: 'POST',
  path: '/api/chat/generate_timeout_summary',
  auth: true,
  summary: 'Summarises a Time-Out conversation (Hebrew, two to three paragraphs).',
  body: z.object({ thread_id: ThreadId, prompt: z.string().trim().min(1).max(4000) }),
  response: z.object({ summary: z.string() }),
  errors: [400, 401, 404, 429, 500, 503],
});

/** Where `inject_summary`'s format takes the summary. */
export const summaryPlaceholder = '{summary}';

export const injectSummary = defineEndpoint({
  name: 'injectSummary',
  method: 'POST',
  path: '/api/chat/inject_summary',
  auth: true,
  summary: "Adds a Time-Out summary as a system message to the user's other threads.",
  body: z.object({
    summary: z.string().trim().min(1).max(chatLimits.summaryChars),
    thread_ids: z.array(ThreadId).min(1).max(chatLimits.injectThreads),
    /** a template with at most one `{summary}` where the summary goes (else it follows the text) */
    system_message_format: z
      .string()
      .max(chatLimits.summaryFormatChars)
      .refine((format) => format.split(summaryPlaceholder).length <= 2, {
        message: `At most one ${summaryPlaceholder}`,
      })
      .optional(),
  }),
  response: z.object({ success: z.literal(true), injected_threads: z.array(z.string()) }),
  errors: [400, 401, 429, 500],
});

export const createThread = defineEndpoint({
  name: 'createThread',
  method: 'POST',
  path: '/api/chat/create_thread',
  auth: true,
  summary: 'Starts a new thread for a course (lesson mode, or when no thread exists).',
  body: z.object({ course_id: Id, subject: z.string().trim().min(1).max(100) }),
  response: z.object({ thread_id: ThreadId }),
  errors: [400, 401, 429, 500],
});

export const createTestThread = defineEndpoint({
  name: 'createTestThread',
  method: 'POST',
  path: '/api/chat/create_test_thread',
  auth: true,
  summary: 'Starts the thread of an AI-guided test.',
  body: z.object({ course_id: Id, test_id: Id }),
  response: z.object({ thread_id: ThreadId }),
  errors: [400, 401, 429, 500],
});

export const sendMessageWithImage = defineEndpoint({
  name: 'sendMessageWithImage',
  method: 'POST',
  path: '/api/chat/send_message_with_image',
  auth: true,
  summary: 'Sends an uploaded image or PDF (its page images) to the tutor with an optional message.',
  body: z.object({
    thread_id: ThreadId,
    course_id: Id,
    message: z.string().max(20_000).optional(),
    image_url: UploadRef,
    is_pdf: z.boolean().optional(),
    page_urls: z.array(UploadRef).max(50).optional(),
    client_message_id: ClientMessageId.optional(),
  }),
  response: BotReply,
  errors: [400, 401, 404, 422, 429, 500, 503],
});

export const UploadResponse = z.object({
  public_url: z.string().min(1),
  is_pdf: z.boolean(),
  /** one image per PDF page; `[public_url]` for an image */
  public_urls: z.array(z.string()),
});
export type UploadResponse = z.infer<typeof UploadResponse>;

export const uploadFile = defineEndpoint({
  name: 'uploadFile',
  method: 'POST',
  path: '/api/chat/upload_file',
  auth: true,
  summary: 'Stores an image or PDF (multipart field `file`) and returns where it is served.',
  requestType: 'multipart',
  body: z.object({ file: z.instanceof(Blob) }),
  response: UploadResponse,
  errors: [400, 401, 413, 429, 500],
});

export const generateTts = defineEndpoint({
  name: 'generateTts',
  method: 'POST',
  path: '/api/chat/generate_tts',
  auth: true,
  summary:
    "Speaks an assistant message of the caller's threads; the clip is theirs, read with getTtsAudio (Bearer).",
  body: z.object({
    content: z.array(z.object({ type: z.literal('text'), text: z.string() })).min(1),
    message_id: MessageId,
  }),
  response: z.object({
    /** `/api/chat/tts/<file>`: only the caller may read it, with the Bearer token (getTtsAudio) */
    audio_url: z.string().min(1),
  }),
  errors: [400, 401, 404, 429, 500],
});

export const getTtsAudio = defineEndpoint({
  name: 'getTtsAudio',
  method: 'GET',
  path: '/api/chat/tts/:file',
  auth: true,
  summary:
    'A read-aloud clip of the caller (from generateTts), as a blob with the Bearer token; byte ranges.',
  params: z.object({ file: z.string().regex(ttsClipFile, 'Invalid file name') }),
  responseType: 'blob',
  response: z.instanceof(Blob),
  errors: [401, 404],
});

export const transcribeAudio = defineEndpoint({
  name: 'transcribeAudio',
  method: 'POST',
  path: '/api/chat/transcribe_audio',
  auth: true,
  summary: 'Transcribes a recording (multipart `file`, `thread_id`, `course_id`) and sends it to the tutor.',
  requestType: 'multipart',
  body: z.object({
    file: z.instanceof(Blob),
    thread_id: ThreadId,
    course_id: Id,
    client_message_id: ClientMessageId.optional(),
  }),
  response: z.object({
    success: z.literal(true),
    transcript: z.string(),
    bot: BotReply.shape.bot,
    message_id: MessageId,
  }),
  errors: [400, 401, 404, 429, 500, 503],
});

export const analyzeDrawing = defineEndpoint({
  name: 'analyzeDrawing',
  method: 'POST',
  path: '/api/chat/drawing',
  auth: true,
  summary: "Vision call: reads the student's drawing (a PNG data URL) in the context of the thread.",
  body: z.object({
    image: ImageRef,
    thread_id: ThreadId,
    course_id: Id,
    /** what the student asked with the drawing */
    message: z.string().max(20_000).optional(),
    client_message_id: ClientMessageId.optional(),
  }),
  response: z.object({ success: z.literal(true), analysis: z.string(), image_url: z.string() }),
  errors: [400, 401, 404, 422, 429, 500, 503],
});

export const drawingFollowUp = defineEndpoint({
  name: 'drawingFollowUp',
  method: 'POST',
  path: '/api/chat/drawing_follow_up',
  auth: true,
  summary: "The tutor's reply to a drawing, given the vision call's analysis.",
  body: z.object({
    thread_id: ThreadId,
    course_id: Id,
    analysis: z.string().trim().min(1).max(20_000),
    image_url: UploadRef.optional(),
    message: z.string().max(20_000).optional(),
    client_message_id: ClientMessageId.optional(),
  }),
  response: BotReply,
  errors: [400, 401, 404, 429, 500, 503],
});

export const FeedbackRequest = z.object({
  messageId: Id,
  isPositive: z.boolean(),
  comment: z.string().max(2000).optional(),
  threadId: Id,
  courseId: Id,
});
export type FeedbackRequest = z.infer<typeof FeedbackRequest>;

export const saveFeedback = defineEndpoint({
  name: 'saveFeedback',
  method: 'POST',
  path: '/api/chat/feedback',
  auth: true,
  summary: 'Stores helpful / not-helpful feedback on an assistant reply.',
  body: FeedbackRequest,
  response: z.object({ success: z.literal(true) }),
  errors: [400, 401, 429, 500],
});

export const generatePlan = defineEndpoint({
  name: 'generatePlan',
  method: 'POST',
  path: '/api/chat/learning/generate_plan',
  auth: true,
  summary: 'Builds (and stores) the learning plan of a course from the thread and the progress records.',
  body: z.object({ course_id: Id, thread_id: ThreadId }),
  response: z.object({ success: z.literal(true), learning_plan: LearningPlan }),
  errors: [400, 401, 404, 429, 500, 503],
});

export const getImage = defineEndpoint({
  name: 'getImage',
  method: 'GET',
  path: '/api/chat/images/:file',
  auth: true,
  summary: 'An uploaded or generated image, read as a blob with the Bearer token (image viewer).',
  params: z.object({ file: z.string().regex(/^[\w.-]+$/, 'Invalid file name') }),
  responseType: 'blob',
  response: z.instanceof(Blob),
  errors: [401, 404],
});
