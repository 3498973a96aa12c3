import { endpoints, uploadExtensions } from '../../../../backend/contract';
import { ApiError, clientMessages } from './errors';
import { resolveMediaUrl } from './media';
import { call, type CallInput } from './request';

type Body<E extends keyof typeof endpoints> = CallInput<(typeof endpoints)[E]>['body'];

function requirePublicUrl(payload: unknown, status: number): void {
  const record = payload && typeof payload === 'object' ? (payload as Record<string, unknown>) : {};
  if (typeof record.public_url !== 'string' || record.public_url === '') {
    const serverError = typeof record.error === 'string' && record.error ? record.error : undefined;
    throw new ApiError(status, serverError ?? clientMessages.noPublicUrl, 'no_public_url');
  }
}

/** Drawing and vision calls need both ids (learning-space §5). */
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

const imagePath = /^(?:[a-z][a-z0-9+.-]*:\/\/[^/]+)?\/api\/chat\/images\/([\w.-]+)$/i;

/** The chat calls of the learning space and Time-Out. */
export const chatApi = {
  userThreads: (signal?: AbortSignal) => call(endpoints.getUserThreads, { signal }),
  /** a 405 fails with 'Method Not Allowed: <server message>' */
  courseThread: (body: Body<'getCourseThread'>, signal?: AbortSignal) =>
    call(endpoints.getCourseThread, { body, signal }),
  send: (body: Body<'chat'>, signal?: AbortSignal) => call(endpoints.chat, { body, signal }),
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
  /** returns the audio URL resolved to an absolute one */
  async generateTts(body: Body<'generateTts'>, signal?: AbortSignal) {
    const { audio_url: audioUrl } = await call(endpoints.generateTts, { body, signal });
    return { audio_url: resolveMediaUrl(audioUrl) };
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
