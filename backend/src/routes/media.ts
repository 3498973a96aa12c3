import { rm } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import type { Router } from '@koa/router';
import type { Context } from 'koa';
import { endpoints, type ServerFeatures, ThreadId } from '../../contract';
import type { Config } from '../config';
import { NotFound, ValidationError } from '../errors';
import type { ByteRange } from '../storage';
import type { RateLimiter, RateLimits } from '../services/rate-limit';
import { maxRecordingBytes, type TranscriptionService } from '../services/transcription';
import type { OwnedClips } from '../services/tts/owned-clips';
import { speakableTextOf } from '../services/tts/message-text';
import type { AssistantMessageLookup, VoiceThreads } from '../services/media-ports';
import type { UploadsService } from '../services/uploads';
import {
  defineAuthedFileRoute,
  defineAuthedMultipartRoute,
  defineAuthedRoute,
  defineRoute,
  type Authenticate,
  type FileAnswer,
} from './define';
import { refuseRestOfBody } from './multipart';
import { parseRange } from './ranges';

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
  /** read-aloud clips and who may play them */
  clips: OwnedClips;
  transcription: TranscriptionService;
  assistantMessages: AssistantMessageLookup;
  voiceThreads: VoiceThreads;
  limiter: RateLimiter;
  limits: RateLimits;
}

/** Waits for a check made before the body is read; when it fails, the body is refused unread. */
async function beforeBody(ctx: Context, check: Promise<void>): Promise<void> {
  try {
    await check;
  } catch (error) {
    refuseRestOfBody(ctx);
    throw error;
  }
}

/** The thread and course of a form whose text fields came before its file (the app sends them first). */
function fieldsFirst(fields: Readonly<Record<string, string>>): { thread: ThreadId; course: string } | null {
  const thread = ThreadId.safeParse(fields.thread_id);
  const course = fields.course_id?.trim();
  return thread.success && course ? { thread: thread.data, course } : null;
}

export function mediaRoutes(router: Router, authenticate: Authenticate, deps: MediaRouteDeps): void {
  const { config, uploads, clips, transcription, assistantMessages, voiceThreads, limiter, limits } = deps;
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
    await limiter.hit(`tts:${user.id}`, limits.ttsUser);
    // The stored message is spoken, not the text the client sent, so only the tutor's words
    // are ever read out.
    return clips.speak(user.id, speakableTextOf(content));
  });

  defineAuthedFileRoute(router, endpoints.getTtsAudio, authenticate, async ({ user, params, ctx }) => {
    const clip = await clips.find(user.id, params.file);
    return answerFile(ctx, {
      size: clip.size,
      contentType: clip.contentType,
      etag: `"${params.file.slice(0, 64)}"`,
      disposition: 'inline',
      filename: params.file,
      cacheControl: 'private, max-age=31536000, immutable',
      open: (range) => clip.open(range),
    });
  });

  defineAuthedMultipartRoute(
    router,
    endpoints.transcribeAudio,
    authenticate,
    { fileBytes: maxRecordingBytes, fileField: 'file' },
    async ({ user, form, ctx }) => {
      if (!transcription.available) refuseRestOfBody(ctx);
      transcription.assertAvailable();
      // Counted before a byte of the body is read: a refused call costs neither memory nor a
      // provider call.
      await beforeBody(ctx, limiter.hit(`transcribe:${user.id}`, limits.transcribeUser));
      let saved: string | undefined;
      let checked: { thread: ThreadId; course: string } | null = null;
      try {
        const { fields, file: recording } = await form(async (incoming) => {
          // Fields sent before the file: someone else's (or no) thread is refused before the file
          // is read. Sent after it, the file waits on disk for the check below.
          const early = fieldsFirst(incoming.fieldsBefore ?? {});
          if (early) {
            await voiceThreads.assertThread(user.id, early.thread, early.course);
            checked = early;
          }
          const received = await transcription.receive(incoming);
          saved = received.path;
          return received;
        });
        const { thread, course } = checked ?? { thread: '', course: '' };
        // A field sent again after the file replaces the checked one: checked again.
        if (thread !== fields.thread_id || course !== fields.course_id) {
          await voiceThreads.assertThread(user.id, fields.thread_id, fields.course_id);
        }
        const stored =
          fields.client_message_id && voiceThreads.storedTranscript
            ? await voiceThreads.storedTranscript(user.id, fields.thread_id, fields.client_message_id)
            : undefined;
        const transcript = stored ?? (await transcription.transcribe(recording));
        const answer = await voiceThreads.answer(user, { ...fields, transcript });
        return { success: true as const, transcript, ...answer };
      } finally {
        if (saved) await rm(saved, { force: true });
      }
    },
  );
}
