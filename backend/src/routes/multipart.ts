/**
 * multipart/form-data requests (uploads, recordings), read with busboy as a stream: text fields are
 * collected, the one file field is handed to the caller as a stream and never buffered here.
 */
import { PassThrough } from 'node:stream';
import type { IncomingFile } from '../services/incoming-file';
import busboy from 'busboy';
import type { Context } from 'koa';
import { PayloadTooLarge, ValidationError } from '../errors';

export interface MultipartLimits {
  /** the largest file accepted, in bytes; past it the read fails with 413 */
  fileBytes: number;
  /** the file's form field (the contract's `file`) */
  fileField: string;
}

/** Room for the multipart boundaries, part headers and the few text fields around the file. */
const envelopeBytes = 64 * 1024;
const maxFields = 10;
const maxFieldBytes = 4096;

export function isMultipart(ctx: Context): boolean {
  return /^multipart\/form-data\s*;/i.test(ctx.get('Content-Type'));
}

/**
 * After an upload is refused before its end (wrong type, too large), the client may still be
 * sending. The answer asks it to close the connection, and whatever it still sends is discarded
 * as it arrives (never kept) until the socket closes.
 */
export function refuseRestOfBody(ctx: Context): void {
  ctx.set('Connection', 'close');
  const { req } = ctx;
  if (!req.readableEnded) {
    req.unpipe();
    req.resume();
  }
}

/** The longest a refused request's body is read (and discarded) for before the answer goes out anyway. */
const drainMs = 10_000;

/**
 * The most bytes of a refused body read and discarded before answering: enough for any body the route
 * would have accepted and a little over, so an honest client sending a file slightly too large still
 * reads the answer.
 */
export const drainBytesFor = (limits: MultipartLimits): number => 2 * (limits.fileBytes + envelopeBytes);

/**
 * Holds a refusal until the client has sent its whole body (read and discarded, never kept), up to
 * `capBytes` and `drainMs`. Answering earlier and closing the socket while the client still writes makes
 * many clients (Node's fetch among them) see a reset instead of the status and the JSON error. A body
 * declared larger than the cap is not waited for: the answer goes out at once with `Connection: close`.
 */
export function drainRefusedBody(ctx: Context, capBytes: number): Promise<void> {
  refuseRestOfBody(ctx);
  const { req } = ctx;
  const declared = Number(ctx.get('Content-Length') || Number.NaN);
  if (req.readableEnded || req.destroyed || declared > capBytes) return Promise.resolve();
  return new Promise((resolve) => {
    let read = 0;
    const done = (): void => {
      clearTimeout(timer);
      req.off('data', count);
      req.off('end', done);
      req.off('close', done);
      req.off('error', done);
      resolve();
    };
    const count = (chunk: Buffer): void => {
      read += chunk.length;
      if (read > capBytes) done();
    };
    const timer = setTimeout(done, drainMs);
    req.on('data', count);
    req.once('end', done);
    req.once('close', done);
    req.once('error', done);
  });
}

/**
 * Reads the form, calling `onFile` with the file field's stream as soon as it starts. Resolves once
 * the whole body is read and `onFile` has finished, with the text fields and what `onFile` returned.
 * A malformed or cut-off body is a 400, a body or file over the limit a 413; when `onFile` fails, the
 * rest of the body is not parsed.
 */
export function readMultipart<T>(
  ctx: Context,
  limits: MultipartLimits,
  onFile: (file: IncomingFile) => Promise<T>,
): Promise<{ fields: Record<string, string>; file: T | undefined }> {
  if (!isMultipart(ctx)) {
    return Promise.reject(
      new ValidationError(`Expected multipart/form-data with a "${limits.fileField}" file field`),
    );
  }
  const declared = Number(ctx.get('Content-Length') || Number.NaN);
  if (declared > limits.fileBytes + envelopeBytes) {
    refuseRestOfBody(ctx);
    return Promise.reject(tooLarge(limits.fileBytes));
  }
  const { req } = ctx;
  return new Promise((resolve, reject) => {
    const fields: Record<string, string> = {};
    let handled: Promise<T> | undefined;
    let settled = false;
    let formRead = (): void => undefined;
    let formFailed: (error: unknown) => void = () => undefined;
    const complete = new Promise<void>((resolveForm, rejectForm) => {
      formRead = resolveForm;
      formFailed = rejectForm;
    });
    complete.catch(() => undefined);
    const fail = (error: unknown): void => {
      formFailed(error);
      if (settled) return;
      settled = true;
      refuseRestOfBody(ctx);
      reject(error);
    };
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        limits: {
          fileSize: limits.fileBytes,
          files: 1,
          fields: maxFields,
          fieldSize: maxFieldBytes,
          parts: maxFields + 1,
        },
      });
    } catch {
      reject(new ValidationError('Malformed multipart/form-data request'));
      return;
    }
    parser.on('field', (name, value) => {
      fields[name] = value;
    });
    parser.on('file', (name, stream, info) => {
      if (name !== limits.fileField || handled) {
        stream.resume();
        return;
      }
      // busboy cuts a file at the limit and ends it quietly; the consumer must see a 413 instead.
      const file = new PassThrough();
      // The consumer hears of failures through its own pipeline; this keeps a late one quiet.
      file.on('error', () => undefined);
      stream.on('limit', () => {
        stream.unpipe(file);
        stream.resume();
        file.destroy(tooLarge(limits.fileBytes));
      });
      stream.on('error', () => file.destroy(incomplete()));
      stream.pipe(file);
      handled = onFile({
        filename: info.filename ?? '',
        mimeType: info.mimeType,
        fieldsBefore: { ...fields },
        stream: file,
        complete,
      });
      handled.catch(fail);
    });
    parser.on('error', () => fail(incomplete()));
    parser.on('close', () => {
      if (settled) return;
      formRead();
      (handled ?? Promise.resolve(undefined)).then((file) => {
        if (settled) return;
        settled = true;
        resolve({ fields, file });
      }, fail);
    });
    req.on('close', () => {
      if (!req.complete) fail(incomplete());
    });
    req.pipe(parser);
  });
}

function incomplete(): ValidationError {
  return new ValidationError('The upload is incomplete or malformed; please try again');
}

function tooLarge(limit: number): PayloadTooLarge {
  const megabytes = Math.round((limit / (1024 * 1024)) * 10) / 10;
  return new PayloadTooLarge(`The file is too large (at most ${megabytes} MB)`, 'file_too_large', {
    max_bytes: limit,
  });
}
