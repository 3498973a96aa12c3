/**
 * Uploads (issue 14): an image or PDF arrives as a stream, is counted, hashed and written to a
 * scratch file with at most one chunk in memory, judged by its bytes (file-types.ts), and moved into
 * the object store under a random name. A PDF's pages become images and its text is kept for the
 * tutor. Nothing is served from a static root: `open` hands a file only to its owner.
 */
import type { UserId } from '../../../contract';
import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open as openFile, readdir, readFile, rm, stat, truncate } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ErrorCode, UploadResponse } from '../../../contract';
import { AppError, NotFound, PayloadTooLarge, TooMany } from '../../errors';
import type { Logger } from '../../logger';
import type { NewUpload, UploadRow, UploadsRepository } from '../../repositories/uploads';
import type { IncomingFile } from '../incoming-file';
import type { ByteRange, ObjectKey, ObjectStore } from '../../storage';
import type { Limit, RateLimiter } from '../rate-limit';
import {
  checkKind,
  contentTypeOf,
  extensionOf,
  fileTypeNotAllowed,
  RefusedFile,
  sniffBytes,
  walkImage,
  type FileKind,
  type ImageKind,
} from './file-types';
import { PdfQueueFull, PdfRefused, type PdfProblem, type PdfReader } from './pdf';
import type { ScaledFormat } from './pdf-worker';

/** The longest side of a picture sent to a vision model (larger ones are scaled down for it). */
export const maxModelImageSide = 2048;

const scaledFormatOf: Record<string, ScaledFormat> = {
  'image/png': 'png',
  'image/jpeg': 'jpeg',
  'image/gif': 'gif',
  'image/webp': 'webp',
};

/** Where an uploaded file is served (the contract's `getImage`). */
export const imagePathPrefix = '/api/chat/images/';

const pdfMessages: Record<PdfProblem, string> = {
  encrypted: 'This PDF is password-protected. Please upload a copy without a password.',
  damaged: 'This PDF is damaged and cannot be read. Please export it again and upload the new copy.',
  empty: 'This PDF has no pages.',
  bomb: 'This PDF expands to far more data than its size suggests, so it was refused.',
  too_complex: 'This PDF is too complex to read. Please upload fewer or simpler pages.',
  too_slow: 'Reading this PDF took too long. Please upload fewer or simpler pages.',
};

const refusalCodes: Record<RefusedFile['reason'], ErrorCode> = {
  type: 'file_type_not_allowed',
  extension: 'file_type_not_allowed',
  damaged: 'file_damaged',
  too_many_pixels: 'image_too_large',
  empty: 'file_empty',
};

function refusal(error: RefusedFile): AppError {
  return new AppError(400, refusalCodes[error.reason], error.message, { reason: error.reason });
}

/** Random, unguessable and URL-safe: 128 bits in base64url. */
const randomName = (): string => randomBytes(16).toString('base64url');

const keyOf = (file: string): ObjectKey => `uploads/${file}`;

/** The last path segment of the client's name, without control characters, for the record only. */
function displayName(filename: string): string | null {
  const base = filename.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').slice(0, 255);
  return clean === '' ? null : clean;
}

async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(file), hash);
  return hash.digest('hex');
}

export interface UploadsServiceDeps {
  store: ObjectStore;
  repository: UploadsRepository;
  pdf: PdfReader;
  /** where files are written while they arrive */
  scratchDir: string;
  logger: Logger;
  /** counts `upload_file` calls per user (`upload:<user id>`) */
  limiter: RateLimiter;
  uploadLimit: Limit;
  /** UPLOAD_MAX_PIXELS */
  maxImagePixels: number;
  /** UPLOAD_QUOTA_BYTES: what one user's uploads may take in the store */
  quotaBytes: number;
}

const megabytesOf = (bytes: number): number => Math.round((bytes / (1024 * 1024)) * 10) / 10;

function quotaExceeded(quotaBytes: number, usedBytes: number): PayloadTooLarge {
  return new PayloadTooLarge(
    `Your uploads have reached their storage limit (${megabytesOf(quotaBytes)} MB).`,
    'upload_quota_exceeded',
    { quota_bytes: quotaBytes, used_bytes: usedBytes },
  );
}

/** Scratch files older than this are left over from a crash mid-upload. */
const staleScratchMs = 60 * 60 * 1000;

/** Removes scratch files a crashed process left behind (best effort, at start). */
export async function sweepScratch(scratchDir: string, now = Date.now()): Promise<number> {
  let removed = 0;
  for (const name of await readdir(scratchDir).catch(() => [])) {
    const file = path.join(scratchDir, name);
    const info = await stat(file).catch(() => null);
    if (info && now - info.mtimeMs > staleScratchMs) {
      await rm(file, { force: true });
      removed += 1;
    }
  }
  return removed;
}

export function uploadsService(deps: UploadsServiceDeps) {
  const { store, repository, pdf, scratchDir, logger } = deps;
  sweepScratch(scratchDir).then(
    (removed) => removed > 0 && logger.info({ removed }, 'upload scratch files of an earlier run removed'),
    (error: unknown) => logger.warn({ err: error }, 'could not sweep the upload scratch directory'),
  );
  /**
   * Streams the file to a scratch file: counts, hashes, and checks the first bytes as they come, so
   * a file of the wrong type is refused after its first chunk, not its last.
   */
  async function receiveToScratch(
    incoming: IncomingFile,
    scratch: string,
  ): Promise<{ kind: FileKind; size: number; sha256: string }> {
    const hash = createHash('sha256');
    let head = Buffer.alloc(0);
    let kind: FileKind | undefined;
    let size = 0;
    const inspect = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        size += chunk.length;
        hash.update(chunk);
        if (kind === undefined) {
          head = Buffer.concat([head, chunk.subarray(0, sniffBytes - head.length)]);
          if (head.length >= sniffBytes) {
            try {
              kind = checkKind(head, incoming.filename);
            } catch (error) {
              done(error as Error);
              return;
            }
          }
        }
        done(null, chunk);
      },
      flush(done) {
        if (kind !== undefined) return done();
        done(
          size === 0
            ? new RefusedFile('empty', 'The file is empty.')
            : new RefusedFile('type', fileTypeNotAllowed),
        );
      },
    });
    await pipeline(incoming.stream, inspect, createWriteStream(scratch, { flags: 'wx' }));
    if (kind === undefined) throw new RefusedFile('type', fileTypeNotAllowed);
    return { kind, size, sha256: hash.digest('hex') };
  }

  /** Walks an image to its end; bytes after the end (a second file riding along) are cut off. */
  async function checkImage(kind: ImageKind, scratch: string, size: number) {
    const handle = await openFile(scratch, 'r');
    try {
      const shape = await walkImage(kind, handle, size, deps.maxImagePixels);
      return shape;
    } finally {
      await handle.close();
    }
  }

  async function storeImage(
    userId: UserId,
    kind: ImageKind,
    scratch: string,
    received: { size: number; sha256: string },
    originalName: string | null,
  ): Promise<UploadResponse> {
    const shape = await checkImage(kind, scratch, received.size);
    let { size, sha256 } = received;
    if (shape.end < size) {
      await truncate(scratch, shape.end);
      size = shape.end;
      sha256 = await sha256Of(scratch);
      logger.info({ userId, cut: received.size - shape.end }, 'upload: bytes after the image end cut off');
    }
    const file = `${randomName()}.${extensionOf[kind]}`;
    const contentType = contentTypeOf[kind];
    await store.putFile(keyOf(file), scratch, { size, contentType });
    try {
      await repository.insert({
        file,
        user_id: userId,
        kind: 'image',
        content_type: contentType,
        size_bytes: size,
        sha256,
        original_name: originalName,
        width: shape.width,
        height: shape.height,
        page_number: null,
        page_count: null,
        text: null,
      });
    } catch (error) {
      await store.delete(keyOf(file)).catch(() => undefined);
      throw error;
    }
    const url = `${imagePathPrefix}${file}`;
    return { public_url: url, is_pdf: false, public_urls: [url] };
  }

  async function storePdf(
    userId: UserId,
    scratch: string,
    received: { size: number; sha256: string },
    originalName: string | null,
  ): Promise<UploadResponse> {
    const base = randomName();
    const file = `${base}.pdf`;
    const stored: ObjectKey[] = [];
    const pages: NewUpload[] = [];
    try {
      const bytes = await readFile(scratch);
      const reading = await pdf.read(
        bytes,
        async (page) => {
          const pageFile = `${base}-p${page.number}.png`;
          await store.putBytes(keyOf(pageFile), page.png, { contentType: 'image/png' });
          stored.push(keyOf(pageFile));
          pages.push({
            file: pageFile,
            user_id: userId,
            kind: 'pdf_page',
            content_type: 'image/png',
            size_bytes: page.png.byteLength,
            sha256: createHash('sha256').update(page.png).digest('hex'),
            original_name: null,
            width: page.width,
            height: page.height,
            page_number: page.number,
            page_count: null,
            text: null,
          });
        },
        String(userId),
      );
      await store.putFile(keyOf(file), scratch, { size: received.size, contentType: contentTypeOf.pdf });
      stored.push(keyOf(file));
      await repository.insert(
        {
          file,
          user_id: userId,
          kind: 'pdf',
          content_type: contentTypeOf.pdf,
          size_bytes: received.size,
          sha256: received.sha256,
          original_name: originalName,
          width: null,
          height: null,
          page_number: null,
          page_count: reading.pageCount,
          text: reading.text,
        },
        pages,
      );
    } catch (error) {
      await Promise.all(stored.map((key) => store.delete(key).catch(() => undefined)));
      if (error instanceof PdfQueueFull) {
        throw new TooMany(
          error.scope === 'owner'
            ? 'Your earlier PDFs are still being read. Please wait a little and upload this one again.'
            : 'Many PDFs are being read right now. Please wait a little and upload this one again.',
          error.retryAfterSeconds,
        );
      }
      if (error instanceof PdfRefused) {
        throw new AppError(400, `pdf_${error.problem}`, pdfMessages[error.problem], {
          reason: error.problem,
        });
      }
      throw error;
    }
    return {
      public_url: `${imagePathPrefix}${file}`,
      is_pdf: true,
      public_urls: pages.map((page) => `${imagePathPrefix}${page.file}`),
    };
  }

  async function stream(row: UploadRow, range?: ByteRange): Promise<Readable> {
    const object = await store.get(keyOf(row.file), range);
    if (!object) throw new NotFound('Image not found', 'image_not_found');
    return object.body;
  }

  return {
    /**
     * Lets `userId` upload one more file, before any of it is read: counts the call against the
     * user's rate limit (429) and refuses a user whose uploads already fill the quota (413).
     */
    async admit(userId: UserId): Promise<void> {
      await deps.limiter.hit(`upload:${userId}`, deps.uploadLimit);
      const used = await repository.bytesUsed(userId);
      if (used >= deps.quotaBytes) throw quotaExceeded(deps.quotaBytes, used);
    },

    /**
     * Receives one uploaded file for `userId` and answers where it is served. Refusals are 400s
     * with the reason in `details.reason`; a file over the limit fails in the stream with a 413, and
     * one that would take the user's uploads past the quota with a 413 after it arrived.
     */
    async receive(userId: UserId, incoming: IncomingFile): Promise<UploadResponse> {
      await mkdir(scratchDir, { recursive: true });
      const scratch = path.join(scratchDir, `${randomName()}.part`);
      try {
        const received = await receiveToScratch(incoming, scratch);
        await incoming.complete;
        const used = await repository.bytesUsed(userId);
        if (used + received.size > deps.quotaBytes) throw quotaExceeded(deps.quotaBytes, used);
        const originalName = displayName(incoming.filename);
        return received.kind === 'pdf'
          ? await storePdf(userId, scratch, received, originalName)
          : await storeImage(userId, received.kind, scratch, received, originalName);
      } catch (error) {
        if (error instanceof RefusedFile) throw refusal(error);
        throw error;
      } finally {
        await rm(scratch, { force: true });
      }
    },

    /** The upload `file` (the URL's last segment) names when it is `userId`'s; else 404. */
    async find(userId: UserId, file: string): Promise<UploadRow> {
      const row = await repository.findOwned(userId, file);
      if (!row) throw new NotFound('Image not found', 'image_not_found');
      return row;
    },

    /** An upload's bytes, or the asked range of them. */
    stream,

    // ── for the chat (services/chat-media.ts): the tutor sees the caller's uploads ──

    /**
     * The upload an `/api/chat/images/<file>` URL (or a bare file name) names, when it is
     * `userId`'s; undefined for anything else (another user's file, an outside URL, a data URL).
     */
    async resolve(userId: UserId, urlOrFile: string): Promise<UploadRow | undefined> {
      const file = urlOrFile.startsWith(imagePathPrefix)
        ? urlOrFile.slice(imagePathPrefix.length)
        : urlOrFile;
      if (!/^[\w-]+(?:\.[a-z]+)$/.test(file)) return undefined;
      return repository.findOwned(userId, file);
    },

    /**
     * The bytes of an upload for a vision model's data URL, in its own format: an image larger than
     * `maxModelImageSide` is scaled down first (in a child process, like a PDF), so the model is never
     * sent tens of megapixels. Should scaling fail, the stored bytes go as they are.
     */
    async bytesOf(row: UploadRow): Promise<Buffer> {
      const body = await stream(row);
      const chunks: Buffer[] = [];
      for await (const chunk of body) chunks.push(chunk as Buffer);
      const bytes = Buffer.concat(chunks);
      const format = scaledFormatOf[row.content_type];
      if (row.kind !== 'image' || !format || Math.max(row.width ?? 0, row.height ?? 0) <= maxModelImageSide) {
        return bytes;
      }
      try {
        const scaled = await pdf.scale(bytes, format, maxModelImageSide, String(row.user_id));
        return Buffer.from(scaled.bytes.buffer, scaled.bytes.byteOffset, scaled.bytes.byteLength);
      } catch (error) {
        logger.warn({ err: error, file: row.file }, 'upload: could not scale an image down for the model');
        return bytes;
      }
    },

    /** A PDF's page uploads in order (empty for an image). */
    pagesOf: (row: UploadRow): Promise<UploadRow[]> => repository.pagesOf(row.id),
  };
}
export type UploadsService = ReturnType<typeof uploadsService>;
