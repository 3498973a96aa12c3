/**
 * Reads an uploaded PDF — page images for the viewer, text for the tutor — in a child process of its
 * own (pdf-worker.ts), a few at a time behind a bounded queue. The child has a heap limit, and its
 * resident memory (what the machine really gives it: pdf.js's inflated streams live outside the heap)
 * is watched and the process killed past a ceiling, as it is past the deadline; its memory goes back
 * to the system when it ends. pdf.js (Apache-2.0) parses and draws, @napi-rs/canvas (MIT) paints; both
 * install from npm and work offline.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { setPriority } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PdfLimits, PdfRefusal, PdfWorkerInput, PdfWorkerMessage, ScaledFormat } from './pdf-worker';

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

/** The queue is full (for everyone, or for this owner): try again after `retryAfterSeconds`. */
export class PdfQueueFull extends Error {
  constructor(
    readonly scope: 'owner' | 'total',
    readonly retryAfterSeconds: number,
  ) {
    super(`PDF queue full (${scope})`);
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

/** The child's JavaScript heap; the resident-memory ceiling (`maxRssBytes`) bounds the rest. */
const workerHeapMb = 384;
/** The reading process's niceness (0 is the server's; 19 the lowest priority). */
const readerNiceness = 10;
/** How often the child's resident memory is read; a bomb grows a few hundred MB a second at most. */
const rssPollMs = 20;

const pdfjsDir = path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
const workerFile = fileURLToPath(new URL('./pdf-worker.ts', import.meta.url));

/** A process's resident memory in bytes from /proc (Linux), or undefined where there is none. */
export async function residentBytes(pid: number): Promise<number | undefined> {
  try {
    const status = await readFile(`/proc/${pid}/status`, 'latin1');
    const kilobytes = /^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1];
    return kilobytes === undefined ? undefined : Number(kilobytes) * 1024;
  } catch {
    return undefined;
  }
}

export interface PdfReader {
  /**
   * Reads `bytes` for `owner`, calling `onPage` for each rendered page in order (awaited before the
   * next one is handed over). Throws `PdfQueueFull` when `owner` already has its share of the queue
   * or the queue is full, and `PdfRefused` for an encrypted, damaged, empty, bomb-like, too complex
   * or too slow PDF.
   */
  read(bytes: Uint8Array, onPage: (page: PdfPage) => Promise<void>, owner?: string): Promise<PdfReading>;
  /**
   * An image scaled down (longest side ≤ `maxSide`) and encoded again as `format`, decoded in the
   * same kind of process and queue as a PDF, so a large picture never costs the server its pixels.
   */
  scale(bytes: Uint8Array, format: ScaledFormat, maxSide: number, owner?: string): Promise<ScaledImage>;
}

export interface ScaledImage {
  bytes: Uint8Array;
  width: number;
  height: number;
}

export interface PdfReaderOptions {
  timeoutMs: number;
  /** PDFs read at the same time; the rest wait their turn */
  concurrency?: number;
  /** PDFs one owner may have read or waiting at once (PDF_QUEUE_PER_USER) */
  perOwner?: number;
  /** PDFs that may wait for a turn, all owners together (PDF_QUEUE_MAX) */
  maxWaiting?: number;
  /** the resident memory a reading process may reach before it is killed (PDF_MAX_RSS_MB) */
  maxRssBytes?: number;
  limits?: Partial<Omit<PdfLimits, 'pdfjsDir'>>;
}

/** How a child's job settles, for the handler of its messages. */
interface ChildJob<T> {
  /** ends the job once (kills the child, stops the clocks), then runs `outcome` */
  finish(outcome: () => void): void;
  resolve(value: T): void;
  reject(error: unknown): void;
  /** true once the job has ended (refused, killed or done) */
  finished(): boolean;
}

export function pdfReader(options: PdfReaderOptions): PdfReader {
  const limits: PdfLimits = { ...defaultPdfLimits, ...options.limits, pdfjsDir };
  const concurrency = options.concurrency ?? 2;
  const perOwner = options.perOwner ?? 2;
  const maxWaiting = options.maxWaiting ?? 8;
  const maxRssBytes = options.maxRssBytes ?? 512 * 1024 * 1024;
  let running = 0;
  /** readings waiting for a turn, oldest first */
  const waiting: Array<{ owner: string | undefined; start: () => void }> = [];
  /** readings per owner, running or waiting */
  const inFlight = new Map<string, number>();
  /** readings per owner that are running */
  const runningOf = new Map<string, number>();
  // One owner never holds every turn: with two, another owner's PDF starts at once.
  const runningPerOwner = Math.max(1, concurrency - 1);

  /** A wait long enough for the readings ahead to move on: the deadline of one, per turn of the queue. */
  const retryAfter = (): number =>
    Math.max(1, Math.ceil(((waiting.length / concurrency + 1) * options.timeoutMs) / 1000 / 4));

  const mayStart = (owner: string | undefined): boolean =>
    running < concurrency && (owner === undefined || (runningOf.get(owner) ?? 0) < runningPerOwner);

  const count = (map: Map<string, number>, owner: string | undefined, by: number): void => {
    if (owner === undefined) return;
    const value = (map.get(owner) ?? 0) + by;
    if (value > 0) map.set(owner, value);
    else map.delete(owner);
  };

  /** Starts the oldest waiting readings whose owners may run one more. */
  function startWaiting(): void {
    for (let index = 0; index < waiting.length && running < concurrency;) {
      const next = waiting[index] as (typeof waiting)[number];
      if (!mayStart(next.owner)) {
        index += 1;
        continue;
      }
      waiting.splice(index, 1);
      running += 1;
      count(runningOf, next.owner, 1);
      next.start();
    }
  }

  async function turn<T>(owner: string | undefined, work: () => Promise<T>): Promise<T> {
    const mine = owner === undefined ? 0 : (inFlight.get(owner) ?? 0);
    if (mine >= perOwner) throw new PdfQueueFull('owner', retryAfter());
    if (!mayStart(owner) && waiting.length >= maxWaiting) throw new PdfQueueFull('total', retryAfter());
    count(inFlight, owner, 1);
    if (mayStart(owner)) {
      running += 1;
      count(runningOf, owner, 1);
    } else {
      await new Promise<void>((start) => waiting.push({ owner, start }));
    }
    try {
      return await work();
    } finally {
      running -= 1;
      count(runningOf, owner, -1);
      count(inFlight, owner, -1);
      startWaiting();
    }
  }

  /**
   * Runs one job in a child process; `onMessage` settles it through `finish`. The child is killed
   * when the job settles, past the deadline, or past the memory ceiling.
   */
  function inChild<T>(
    input: PdfWorkerInput,
    onMessage: (message: PdfWorkerMessage, job: ChildJob<T>) => void,
  ): Promise<T> {
    return new Promise((resolve, reject) => {
      // Node strips the worker's types itself; no loader of the server's is passed on.
      const child: ChildProcess = fork(workerFile, [], {
        execArgv: [
          `--max-old-space-size=${workerHeapMb}`,
          '--max-semi-space-size=16',
          '--expose-gc',
          '--no-warnings',
        ],
        serialization: 'advanced',
        // pdf.js warns about fonts and broken objects on the console; those are not the server's logs.
        stdio: ['ignore', 'ignore', 'ignore', 'ipc'],
      });
      // Reading runs below the server's priority, so pages drawn on a busy machine do not stall requests.
      if (child.pid !== undefined) {
        try {
          setPriority(child.pid, readerNiceness);
        } catch {
          // not allowed here: it runs at the server's priority
        }
      }
      let finished = false;
      let watch: NodeJS.Timeout | undefined;
      const finish = (outcome: () => void): void => {
        if (finished) return;
        finished = true;
        clearTimeout(deadline);
        clearTimeout(watch);
        if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
        outcome();
      };
      const deadline = setTimeout(() => finish(() => reject(new PdfRefused('too_slow'))), options.timeoutMs);
      const watchMemory = async (): Promise<void> => {
        const pid = child.pid;
        if (finished || pid === undefined) return;
        const rss = await residentBytes(pid);
        if (rss !== undefined && rss > maxRssBytes) {
          finish(() => reject(new PdfRefused('too_complex')));
          return;
        }
        if (!finished) watch = setTimeout(() => void watchMemory(), rssPollMs);
      };
      void watchMemory();
      // After its last message the process may end by itself while the last pages are still stored.
      let last = false;
      child.on('message', (message: PdfWorkerMessage) => {
        if (message.type === 'refused') {
          finish(() => reject(new PdfRefused(message.reason)));
          return;
        }
        if (message.type === 'done' || message.type === 'scaled') last = true;
        onMessage(message, { finish, resolve, reject, finished: () => finished });
      });
      // Out of heap (V8 aborts the process), a crash in pdf.js or the canvas, or a failure to start.
      child.on('error', () => finish(() => reject(new PdfRefused('damaged'))));
      child.on('exit', (code, signal) => {
        if (last) return;
        const outOfMemory = signal === 'SIGABRT' || signal === 'SIGTRAP' || code === 134;
        finish(() => reject(new PdfRefused(outOfMemory ? 'too_complex' : 'damaged')));
      });
      child.send(input);
    });
  }

  function readInChild(bytes: Uint8Array, onPage: (page: PdfPage) => Promise<void>): Promise<PdfReading> {
    let pages = Promise.resolve();
    return inChild<PdfReading>(
      { job: 'pdf', bytes, limits },
      (message, { finish, resolve, reject, finished }) => {
        if (message.type === 'page') {
          const { type: _type, ...page } = message;
          pages = pages.then(() => (finished() ? undefined : onPage(page)));
          pages.catch((error: unknown) => finish(() => reject(error)));
        } else if (message.type === 'done') {
          const reading = { pageCount: message.pageCount, text: message.text };
          pages.then(
            () => finish(() => resolve(reading)),
            (error: unknown) => finish(() => reject(error)),
          );
        }
      },
    );
  }

  function scaleInChild(bytes: Uint8Array, format: ScaledFormat, maxSide: number): Promise<ScaledImage> {
    return inChild<ScaledImage>({ job: 'scale', bytes, format, maxSide }, (message, { finish, resolve }) => {
      if (message.type === 'scaled') {
        const { type: _type, ...image } = message;
        finish(() => resolve(image));
      }
    });
  }

  return {
    read: (bytes, onPage, owner) => turn(owner, () => readInChild(bytes, onPage)),
    scale: (bytes, format, maxSide, owner) => turn(owner, () => scaleInChild(bytes, format, maxSide)),
  };
}
