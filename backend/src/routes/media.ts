import type { Readable } from 'node:stream';
import type { Router, RouterContext } from '@koa/router';
import type { Context } from 'koa';
import {
  endpoints,
  type BotReply,
  type MessageContent,
  type ServerFeatures,
  type User,
} from '../../contract';
import type { Config } from '../config';
import { NotFound, ValidationError } from '../errors';
import type { ByteRange, ObjectStore } from '../storage';
import { maxRecordingBytes, type TranscriptionService } from '../services/transcription';
import { ttsFilePattern, type TtsService } from '../services/tts';
import { speakableTextOf } from '../services/tts/message-text';
import type { UploadsService } from '../services/uploads';
import {
  defineAuthedFileRoute,
  defineAuthedMultipartRoute,
  defineAuthedRoute,
  defineRoute,
  sendFile,
  type Authenticate,
  type FileAnswer,
} from './define';
import { refuseRestOfBody } from './multipart';
import { parseRange } from './ranges';

/**
 * The chat engine's stored content of assistant message `messageId` when it is in one of `userId`'s
 * threads, else null: read-aloud speaks only such messages.
 */
export type AssistantMessageLookup = (userId: number, messageId: string) => Promise<MessageContent | null>;

/** What `transcribe_audio` needs of the chat engine's threads (services/chat-media.ts). */
export interface VoiceThreads {
  /** throws a 404 unless `threadId` is `userId`'s thread of `courseId` */
  assertThread(userId: number, threadId: string, courseId: string): Promise<void>;
  /**
   * The transcript stored for `clientMessageId` in `threadId` (a retry of a recording already
   * transcribed), so a retry is not transcribed (and paid for) twice; undefined when there is none.
   */
  storedTranscript?(userId: number, threadId: string, clientMessageId: string): Promise<string | undefined>;
  /**
   * Stores the transcript as the student's message (once per `client_message_id`) and answers it
   * as `chat` would.
   */
  answer(
    user: User,
    input: {
      thread_id: string;
      course_id: string;
      transcript: string;
      client_message_id?: string | undefined;
    },
  ): Promise<{ bot: BotReply['bot']; message_id: string }>;
}

/** A stored file as a route serves it: the same headers for uploads and audio, ranges included. */
export interface ServedFile {
  size: number;
  contentType: string;
  /** a strong validator (the content hash) */
  etag: string;
  disposition: 'inline' | 'attachment';
  /** the name offered when saved */
  filename: string;
  cacheControl: string;
  open(range?: ByteRange): Promise<Readable>;
}

/**
 * Headers that keep a stored file inert wherever it is opened: its own type (never guessed, never
 * HTML), no scripts or plugins even if a browser were to render it as a page, and no embedding by
 * other sites.
 */
const inertHeaders = {
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': "default-src 'none'; img-src 'self'; media-src 'self'; sandbox",
  'Cross-Origin-Resource-Policy': 'same-origin',
  'Accept-Ranges': 'bytes',
};

/** 200, 206, 304 or 416 for a stored file, per the request's If-None-Match and Range. */
export async function answerFile(ctx: Context, file: ServedFile): Promise<FileAnswer> {
  const headers: Record<string, string> = {
    ...inertHeaders,
    'Content-Type': file.contentType,
    'Content-Disposition': `${file.disposition}; filename="${file.filename}"`,
    'Cache-Control': file.cacheControl,
    ETag: file.etag,
  };
  const candidates = ctx
    .get('If-None-Match')
    .split(',')
    .map((value) => value.trim());
  if (candidates.includes(file.etag)) return { status: 304, headers, body: null };
  const range = parseRange(ctx.get('Range') || undefined, file.size);
  if (range === 'unsatisfiable') {
    return { status: 416, headers: { ...headers, 'Content-Range': `bytes */${file.size}` }, body: null };
  }
  if (range) {
    return {
      status: 206,
      headers: {
        ...headers,
        'Content-Range': `bytes ${range.start}-${range.end}/${file.size}`,
        'Content-Length': String(range.end - range.start + 1),
      },
      body: ctx.method === 'HEAD' ? null : await file.open(range),
    };
  }
  return {
    status: 200,
    headers: { ...headers, 'Content-Length': String(file.size) },
    body: ctx.method === 'HEAD' ? null : await file.open(),
  };
}

/** What this server can do, for `GET /api/config` (the UI hides what does not work). */
export function serverFeatures(config: Pick<Config, 'media' | 'tutor'>): ServerFeatures {
  const { media } = config;
  return {
    tutor_provider: config.tutor.provider,
    transcription: media.transcription.provider !== 'none',
    tts: media.tts.provider === 'openai' ? 'provider' : 'offline',
    vision: config.tutor.provider === 'openai' && media.visionModel !== undefined,
    max_upload_bytes: media.maxUploadBytes,
  };
}

export interface MediaRouteDeps {
  config: Pick<Config, 'media' | 'tutor'>;
  uploads: UploadsService;
  tts: TtsService;
  transcription: TranscriptionService;
  assistantMessages: AssistantMessageLookup;
  voiceThreads: VoiceThreads;
}

export function mediaRoutes(router: Router, authenticate: Authenticate, deps: MediaRouteDeps): void {
  const { config, uploads, tts, transcription, assistantMessages, voiceThreads } = deps;
  const features = serverFeatures(config);
  defineRoute(router, endpoints.getConfig, async () => ({ features }));

  defineAuthedMultipartRoute(
    router,
    endpoints.uploadFile,
    authenticate,
    { fileBytes: config.media.maxUploadBytes, fileField: 'file' },
    async ({ user, form }) => {
      await uploads.admit(user.id);
      return (await form((file) => uploads.receive(user.id, file))).file;
    },
  );

  defineAuthedFileRoute(router, endpoints.getImage, authenticate, async ({ user, params, ctx }) => {
    const row = await uploads.find(user.id, params.file);
    return answerFile(ctx, {
      size: row.size_bytes,
      contentType: row.content_type,
      etag: `"${row.sha256}"`,
      disposition: row.kind === 'pdf' ? 'attachment' : 'inline',
      filename: row.file,
      cacheControl: 'private, max-age=31536000, immutable',
      open: (range) => uploads.stream(row, range),
    });
  });

  defineAuthedRoute(router, endpoints.generateTts, authenticate, async ({ user, body }) => {
    if (!body.content.some((item) => item.text.trim() !== '')) {
      throw new ValidationError('There is no text to read aloud', {
        fields: [{ field: 'body.content', message: 'Empty text' }],
      });
    }
    const content = await assistantMessages(user.id, body.message_id);
    if (content === null) throw new NotFound('Message not found', 'message_not_found');
    // The stored message is spoken, not the text the client sent, so only the tutor's words
    // are ever read out.
    return tts.speak(speakableTextOf(content));
  });

  defineAuthedMultipartRoute(
    router,
    endpoints.transcribeAudio,
    authenticate,
    { fileBytes: maxRecordingBytes, fileField: 'file' },
    async ({ user, form, ctx }) => {
      if (!transcription.available) refuseRestOfBody(ctx);
      transcription.assertAvailable();
      const { fields, file } = await form(async (incoming) => {
        const chunks: Buffer[] = [];
        for await (const chunk of incoming.stream) chunks.push(chunk as Buffer);
        await incoming.complete;
        return {
          bytes: Buffer.concat(chunks),
          filename: incoming.filename,
          contentType: incoming.mimeType,
        };
      });
      await voiceThreads.assertThread(user.id, fields.thread_id, fields.course_id);
      const stored =
        fields.client_message_id && voiceThreads.storedTranscript
          ? await voiceThreads.storedTranscript(user.id, fields.thread_id, fields.client_message_id)
          : undefined;
      const transcript = stored ?? (await transcription.transcribe(file));
      const answer = await voiceThreads.answer(user, { ...fields, transcript });
      return { success: true as const, transcript, ...answer };
    },
  );
}

/** `/static/tts/<hash>.<ext>`: read-aloud clips, public and immutable (their name is their content). */
export function ttsAudioRoutes(router: Router, store: ObjectStore): void {
  router.get('/static/tts/:file', async (ctx: RouterContext) => {
    const file = String(ctx.params.file);
    if (!ttsFilePattern.test(file)) throw new NotFound('Audio not found', 'audio_not_found');
    const key = `tts/${file}` as const;
    const info = await store.stat(key);
    if (!info) throw new NotFound('Audio not found', 'audio_not_found');
    const answer = await answerFile(ctx, {
      size: info.size,
      contentType: file.endsWith('.mp3') ? 'audio/mpeg' : 'audio/wav',
      etag: `"${file.slice(0, 64)}"`,
      disposition: 'inline',
      filename: file,
      cacheControl: 'public, max-age=31536000, immutable',
      open: async (range) => {
        const object = await store.get(key, range);
        if (!object) throw new NotFound('Audio not found', 'audio_not_found');
        return object.body;
      },
    });
    await sendFile(ctx, answer.status, answer);
  });
}
