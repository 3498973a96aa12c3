/**
 * Reads an uploaded PDF — page images for the viewer, text for the tutor — in a worker thread of its
 * own (pdf-worker.ts), under a heap limit and a deadline, a few at a time. pdf.js (Apache-2.0) parses
 * and draws, @napi-rs/canvas (MIT) paints; both install from npm and work offline.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { PdfLimits, PdfRefusal, PdfWorkerInput, PdfWorkerMessage } from './pdf-worker';

/** One rendered page. */
export interface PdfPage {
  /** 1-based */
  number: number;
  png: Uint8Array;
  width: number;
  height: number;
}

export interface PdfReading {
  /** pages in the document (may exceed the pages rendered) */
  pageCount: number;
  /** the text of the rendered pages, pages separated by a blank line */
  text: string;
}

export type PdfProblem = PdfRefusal | 'too_complex' | 'too_slow';

/** Why a PDF was not read; pdf.ts never throws anything else for a bad file. */
export class PdfRefused extends Error {
  constructor(readonly problem: PdfProblem) {
    super(`PDF refused: ${problem}`);
  }
}

export const defaultPdfLimits: Omit<PdfLimits, 'pdfjsDir'> = {
  maxPages: 50,
  maxSide: 1600,
  maxPagePixels: 1600 * 1600,
  maxStreamBytes: 128 * 1024 * 1024,
  maxInflatedBytes: 768 * 1024 * 1024,
  maxTextChars: 200_000,
};

/** The worker's JavaScript heap; page pixels live in native memory, bounded by `maxPagePixels`. */
const workerHeapMb = 384;

const pdfjsDir = path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
const workerUrl = new URL('./pdf-worker.ts', import.meta.url);

export interface PdfReader {
  /**
   * Reads `bytes`, calling `onPage` for each rendered page in order (awaited before the next one is
   * handed over). Throws `PdfRefused` for an encrypted, damaged, empty, bomb-like, too complex or
   * too slow PDF.
   */
  read(bytes: Uint8Array, onPage: (page: PdfPage) => Promise<void>): Promise<PdfReading>;
}

export function pdfReader(options: {
  timeoutMs: number;
  /** PDFs read at the same time; the rest wait their turn */
  concurrency?: number;
  limits?: Partial<Omit<PdfLimits, 'pdfjsDir'>>;
}): PdfReader {
  const limits: PdfLimits = { ...defaultPdfLimits, ...options.limits, pdfjsDir };
  let running = 0;
  const waiting: Array<() => void> = [];
  const concurrency = options.concurrency ?? 2;

  async function turn<T>(work: () => Promise<T>): Promise<T> {
    if (running >= concurrency) await new Promise<void>((resolve) => waiting.push(resolve));
    running += 1;
    try {
      return await work();
    } finally {
      running -= 1;
      waiting.shift()?.();
    }
  }

  function readInWorker(bytes: Uint8Array, onPage: (page: PdfPage) => Promise<void>): Promise<PdfReading> {
    return new Promise((resolve, reject) => {
      const worker = new Worker(workerUrl, {
        resourceLimits: { maxOldGenerationSizeMb: workerHeapMb, maxYoungGenerationSizeMb: 32 },
        stdout: true,
        stderr: true,
      });
      // pdf.js warns about fonts and broken objects on the console; those are not the server's logs.
      worker.stdout.resume();
      worker.stderr.resume();
      let finished = false;
      let done = false;
      let pages = Promise.resolve();
      const finish = (outcome: () => void): void => {
        if (finished) return;
        finished = true;
        clearTimeout(deadline);
        void worker.terminate();
        outcome();
      };
      const deadline = setTimeout(() => finish(() => reject(new PdfRefused('too_slow'))), options.timeoutMs);
      worker.on('message', (message: PdfWorkerMessage) => {
        if (message.type === 'page') {
          const { type: _type, ...page } = message;
          pages = pages.then(() => (finished ? undefined : onPage(page)));
          pages.catch((error: unknown) => finish(() => reject(error)));
        } else if (message.type === 'done') {
          done = true;
          const reading = { pageCount: message.pageCount, text: message.text };
          pages.then(
            () => finish(() => resolve(reading)),
            (error: unknown) => finish(() => reject(error)),
          );
        } else {
          finish(() => reject(new PdfRefused(message.reason)));
        }
      });
      // Out of heap (ERR_WORKER_OUT_OF_MEMORY) or pdf.js failing in a way it does not report.
      worker.on('error', (error: NodeJS.ErrnoException) =>
        finish(() =>
          reject(new PdfRefused(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'too_complex' : 'damaged')),
        ),
      );
      // After 'done' the thread may end by itself while the last pages are still being stored.
      worker.on('exit', () => {
        if (!done) finish(() => reject(new PdfRefused('damaged')));
      });
      const copy = new Uint8Array(bytes);
      const input: PdfWorkerInput = { bytes: copy, limits };
      worker.postMessage(input, [copy.buffer]);
    });
  }

  return {
    read: (bytes, onPage) => turn(() => readInWorker(bytes, onPage)),
  };
}
