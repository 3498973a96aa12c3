import type { Readable } from 'node:stream';
import type { Router } from '@koa/router';
import type { Context } from 'koa';
import { endpoints, type ServerFeatures } from '../../contract';
import type { Config } from '../config';
import type { ByteRange } from '../storage';
import type { UploadsService } from '../services/uploads';
import {
  defineAuthedFileRoute,
  defineAuthedMultipartRoute,
  defineRoute,
  type Authenticate,
  type FileAnswer,
} from './define';
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
export function serverFeatures(config: Pick<Config, 'media' | 'tutorProvider'>): ServerFeatures {
  const { media } = config;
  return {
    tutor_provider: config.tutorProvider,
    transcription: media.transcription.provider !== 'none',
    tts: media.tts.provider === 'openai' ? 'provider' : 'offline',
    vision: config.tutorProvider === 'openai' && media.visionModel !== undefined,
    max_upload_bytes: media.maxUploadBytes,
  };
}

export function mediaRoutes(
  router: Router,
  authenticate: Authenticate,
  deps: { config: Pick<Config, 'media' | 'tutorProvider'>; uploads: UploadsService },
): void {
  const { config, uploads } = deps;
  const features = serverFeatures(config);
  defineRoute(router, endpoints.getConfig, async () => ({ features }));

  defineAuthedMultipartRoute(
    router,
    endpoints.uploadFile,
    authenticate,
    { fileBytes: config.media.maxUploadBytes, fileField: 'file' },
    async ({ user, form }) => (await form((file) => uploads.receive(user.id, file))).file,
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
}
