import {
  ChatStreamEvent,
  endpoints,
  isRetryableStreamCode,
  uploadExtensions,
  type BotReply,
  type ErrorEnvelope,
} from '../../../../backend/contract';
import { clientConfig } from './config';
import { ApiError, clientMessages } from './errors';
import { resolveMediaUrl } from './media';
import {
  call,
  clientError,
  parseJson,
  prepareRequest,
  readJsonResponse,
  rejectFailed,
  type CallInput,
} from './request';
import { createSseParser } from './sse';

type Body<E extends keyof typeof endpoints> = CallInput<(typeof endpoints)[E]>['body'];

function requirePublicUrl(payload: unknown, status: number): void {
  const record = payload && typeof payload === 'object' ? (payload as Record<string, unknown>) : {};
  if (typeof record.public_url !== 'string' || record.public_url === '') {
    const serverError = typeof record.error === 'string' && record.error ? record.error : undefined;
    throw new ApiError(status, serverError ?? clientMessages.noPublicUrl, 'no_public_url');
  }
}

/** Drawing and vision calls need both ids (docs/requirements.md#learning-space-validation). */
function requireIds(body: { thread_id?: string; course_id?: string }): () => void {
  return () => {
    if (!body.thread_id || !body.course_id) {
      throw new ApiError(0, clientMessages.missingParameters, 'missing_parameters');
    }
  };
}

/** Whether a file name has an allowed upload extension (png, jpg, jpeg, gif, webp, pdf). */
export function isAllowedUpload(fileName: string): boolean {
  const extension = fileName.split('.').pop()?.toLowerCase() ?? '';
  return fileName.includes('.') && (uploadExtensions as readonly string[]).includes(extension);
}

/** What a streamed reply reports while it arrives. */
export interface StreamHandlers {
  /** text as the tutor produces it (each call adds to the last) */
  onDelta?: (text: string) => void;
}

/**
 * An `error` event's envelope as an ApiError: 503 with its Retry-After for a retryable one (the tutor
 * failed, or the node shut down mid-reply), else 500.
 */
function streamError(envelope: ErrorEnvelope): ApiError {
  const retryable = isRetryableStreamCode(envelope.code);
  const details = envelope.details as { retry_after_seconds?: unknown } | undefined;
  const seconds = typeof details?.retry_after_seconds === 'number' ? details.retry_after_seconds : undefined;
  return new ApiError(
    retryable ? 503 : 500,
    envelope.message || envelope.error,
    envelope.code,
    envelope.details,
    retryable ? seconds : undefined,
  );
}

/** Reads an event stream to its `reply` (or `error`) event, reporting each `delta` on the way. */
async function readChatStream(response: Response, handlers: StreamHandlers): Promise<BotReply> {
  const parse = createSseParser();
  const decoder = new TextDecoder();
  const handle = (events: ReturnType<typeof parse>): BotReply | undefined => {
    for (const raw of events) {
      const json = parseJson(raw.data);
      const event = ChatStreamEvent.safeParse({ event: raw.event, data: json.ok ? json.value : undefined });
      // An event this client does not know (or a malformed one) is skipped, as an EventSource would.
      if (!event.success) continue;
      if (event.data.event === 'delta') handlers.onDelta?.(event.data.data.text);
      else if (event.data.event === 'reply') return event.data.data;
      else throw streamError(event.data.data);
    }
    return undefined;
  };
  if (!response.body) {
    const reply = handle(parse(await response.text()));
    if (reply) return reply;
  } else {
    const reader = response.body.getReader();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        const reply = handle(parse(decoder.decode(value, { stream: true })));
        if (reply) return reply;
      }
    } finally {
      reader.releaseLock();
    }
  }
  // The stream ended with neither a reply nor an error: the connection was cut.
  throw new ApiError(0, clientMessages.network, 'stream_incomplete');
}

/**
 * `POST /api/chat/chat` as a stream (docs/requirements.md#learning-space-calls, the contract's ChatStreamEvent): asks for
 * `text/event-stream`, reports each delta and resolves with the final BotReply. A server that answers
 * JSON instead (no streaming, a proxy that strips it) is read as the plain call; a 406 or 415 falls back
 * to the plain JSON call. 401 and error envelopes fail like every other call.
 */
async function streamChat(
  body: CallInput<typeof endpoints.chat>['body'],
  handlers: StreamHandlers = {},
  signal?: AbortSignal,
): Promise<BotReply> {
  const endpoint = endpoints.chat;
  const request = prepareRequest(endpoint, { body }, { accept: 'text/event-stream' });
  let response: Response;
  try {
    response = await clientConfig().fetch(request.url, {
      method: endpoint.method,
      headers: request.headers,
      body: request.body,
      signal,
    });
  } catch (error) {
    throw clientError(error, signal);
  }
  if (response.status === 406 || response.status === 415) return call(endpoint, { body, signal });
  try {
    await rejectFailed(response, endpoint);
    const type = response.headers.get('Content-Type') ?? '';
    if (!type.includes('text/event-stream')) return await readJsonResponse(response, endpoint);
    return await readChatStream(response, handlers);
  } catch (error) {
    throw clientError(error, signal);
  }
}

const imagePath = /^(?:[a-z][a-z0-9+.-]*:\/\/[^/]+)?\/api\/chat\/images\/([\w.-]+)$/i;
const ttsAudioPath = /^(?:[a-z][a-z0-9+.-]*:\/\/[^/]+)?\/api\/chat\/tts\/([0-9a-f]{64}\.(?:wav|mp3))$/;

/** The chat calls of the learning space and Time-Out. */
export const chatApi = {
  userThreads: (signal?: AbortSignal) => call(endpoints.getUserThreads, { signal }),
  /** a 405 fails with 'Method Not Allowed: <server message>' */
  courseThread: (body: Body<'getCourseThread'>, signal?: AbortSignal) =>
    call(endpoints.getCourseThread, { body, signal }),
  send: (body: Body<'chat'>, signal?: AbortSignal) => call(endpoints.chat, { body, signal }),
  /** the same call, streamed: deltas as they arrive, then the BotReply (JSON answers are read too) */
  stream: streamChat,
  timeoutSummary: (body: Body<'generateTimeoutSummary'>, signal?: AbortSignal) =>
    call(endpoints.generateTimeoutSummary, { body, signal }),
  injectSummary: (body: Body<'injectSummary'>, signal?: AbortSignal) =>
    call(endpoints.injectSummary, { body, signal }),
  createThread: (body: Body<'createThread'>, signal?: AbortSignal) =>
    call(endpoints.createThread, { body, signal }),
  createTestThread: (body: Body<'createTestThread'>, signal?: AbortSignal) =>
    call(endpoints.createTestThread, { body, signal }),
  sendWithImage: (body: Body<'sendMessageWithImage'>, signal?: AbortSignal) =>
    call(endpoints.sendMessageWithImage, { body, signal }),
  /** multipart `file`; refuses other extensions, and a response without public_url */
  uploadFile: (file: File, signal?: AbortSignal) =>
    call(
      endpoints.uploadFile,
      { body: { file }, signal },
      {
        guard: requirePublicUrl,
        precheck: () => {
          if (!isAllowedUpload(file.name))
            throw new ApiError(0, clientMessages.fileTypeNotAllowed, 'file_type');
        },
      },
    ),
  /** returns the audio URL resolved to an absolute one; it is read with `getTtsAudio` (Bearer) */
  async generateTts(body: Body<'generateTts'>, signal?: AbortSignal) {
    const { audio_url: audioUrl } = await call(endpoints.generateTts, { body, signal });
    return { audio_url: resolveMediaUrl(audioUrl) };
  },
  /** a read-aloud clip of the signed-in user as a blob, with the Bearer token (an /api/chat/tts/… URL) */
  getTtsAudio(url: string, signal?: AbortSignal): Promise<Blob> {
    const file = ttsAudioPath.exec(url)?.[1];
    if (!file)
      return Promise.reject(
        new ApiError(0, clientMessages.unexpectedResponse('generateTts'), 'invalid_audio_url'),
      );
    return call(endpoints.getTtsAudio, { params: { file }, signal });
  },
  transcribeAudio: (body: Body<'transcribeAudio'>, signal?: AbortSignal) =>
    call(endpoints.transcribeAudio, { body, signal }),
  /** needs a token ('Not authenticated') and both ids ('Missing required parameters') */
  analyzeDrawing: (body: Body<'analyzeDrawing'>, signal?: AbortSignal) =>
    call(endpoints.analyzeDrawing, { body, signal }, { precheck: requireIds(body) }),
  drawingFollowUp: (body: Body<'drawingFollowUp'>, signal?: AbortSignal) =>
    call(endpoints.drawingFollowUp, { body, signal }, { precheck: requireIds(body) }),
  saveFeedback: (body: Body<'saveFeedback'>, signal?: AbortSignal) =>
    call(endpoints.saveFeedback, { body, signal }),
  /** an image as a blob, with the Bearer token: an /api/chat/images/… URL or a bare file name */
  getImage(urlOrFile: string, signal?: AbortSignal): Promise<Blob> {
    const file = imagePath.exec(urlOrFile)?.[1] ?? urlOrFile;
    if (/^[\w.-]+$/.test(file)) return call(endpoints.getImage, { params: { file }, signal });
    return call(
      endpoints.getImage,
      { params: { file: 'image' }, signal },
      { path: resolveMediaUrl(urlOrFile) },
    );
  },
};
