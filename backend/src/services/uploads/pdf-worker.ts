/**
 * Reads one PDF in a child process (pdf.ts starts it): checks it for compression bombs, then renders
 * its pages to PNG for the viewer and extracts its text for the tutor, sending each page as it is
 * done. It runs apart from the server's process, under a heap limit, a ceiling on its resident memory
 * and a deadline that pdf.ts enforces by killing it, so a hostile PDF can cost this process but not
 * the server, and whatever it took is given back when it ends.
 *
 * Loaded by Node directly (type stripping) as well as through tsx, so it imports only packages and
 * `node:` modules, and uses only erasable TypeScript.
 */
import type { Canvas } from '@napi-rs/canvas';
import { crc32, createInflate, deflateSync, constants as zlib } from 'node:zlib';

export interface PdfLimits {
  /** pages rendered and read; the rest of a longer PDF is left out */
  maxPages: number;
  /** the longest side of a page image, in pixels */
  maxSide: number;
  /** pixels of one page image */
  maxPagePixels: number;
  /** bytes one compressed stream may inflate to */
  maxStreamBytes: number;
  /** bytes all compressed streams together may inflate to */
  maxInflatedBytes: number;
  /** characters of extracted text kept */
  maxTextChars: number;
  /** pdfjs-dist's folder (fonts, character maps, decoders) */
  pdfjsDir: string;
}

export type PdfRefusal = 'encrypted' | 'damaged' | 'bomb' | 'empty';

export type PdfWorkerMessage =
  | { type: 'page'; number: number; png: Uint8Array; width: number; height: number }
  | { type: 'done'; pageCount: number; text: string }
  | { type: 'scaled'; bytes: Uint8Array; width: number; height: number }
  | { type: 'refused'; reason: PdfRefusal };

/** The formats an image is scaled back into (its own). */
export type ScaledFormat = 'png' | 'jpeg' | 'gif' | 'webp';

/** Read a PDF, or scale an uploaded image down to `maxSide` for a vision model. */
export type PdfWorkerInput =
  | { job: 'pdf'; bytes: Uint8Array; limits: PdfLimits }
  | { job: 'scale'; bytes: Uint8Array; maxSide: number; format: ScaledFormat };

class Refused extends Error {
  reason: PdfRefusal;
  constructor(reason: PdfRefusal) {
    super(reason);
    this.reason = reason;
  }
}

const streamKeyword = Buffer.from('stream');
const endKeyword = Buffer.from('endstream');

/** Inflates `data`, counting and discarding the output; rejects once it passes `budget`. */
function inflatedSize(data: Uint8Array, budget: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const inflate = createInflate({ finishFlush: zlib.Z_SYNC_FLUSH });
    let total = 0;
    inflate.on('data', (chunk: Buffer) => {
      total += chunk.length;
      if (total > budget) {
        inflate.destroy();
        reject(new Refused('bomb'));
      }
    });
    // A damaged stream is pdf.js's to judge; what was inflated until then still counts.
    inflate.on('error', () => resolve(total));
    inflate.on('end', () => resolve(total));
    inflate.end(data);
  });
}

/**
 * A zlib header: the deflate method with any window size (0x08 … 0x78, as pdf.js accepts), and the
 * header checksum. Streams under other filters (ASCIIHexDecode before FlateDecode, …) are not decoded
 * here: the memory ceiling pdf.ts puts on this process stops those.
 */
const looksDeflated = (data: Uint8Array): boolean =>
  data.length > 2 &&
  ((data[0] as number) & 0x0f) === 8 &&
  (data[0] as number) >> 4 <= 7 &&
  ((data[0] as number) * 256 + (data[1] as number)) % 31 === 0;

/**
 * Inflates every deflated stream of the file (counting, never keeping, the output), so a file that
 * expands past the limits — a few kilobytes of zeros that become gigabytes — is refused before
 * pdf.js holds any of it.
 */
async function checkInflation(bytes: Buffer, limits: PdfLimits): Promise<void> {
  let total = 0;
  let at = bytes.indexOf(streamKeyword);
  while (at !== -1) {
    const isEnd = at >= 3 && bytes.toString('latin1', at - 3, at) === 'end';
    let start = at + streamKeyword.length;
    if (!isEnd) {
      if (bytes[start] === 0x0d) start += 1;
      if (bytes[start] === 0x0a) start += 1;
      const end = bytes.indexOf(endKeyword, start);
      const data = bytes.subarray(start, end === -1 ? bytes.length : end);
      if (looksDeflated(data)) {
        const budget = Math.min(limits.maxStreamBytes, limits.maxInflatedBytes - total);
        total += await inflatedSize(data, budget);
      }
      if (end === -1) return;
      start = end + endKeyword.length;
    }
    at = bytes.indexOf(streamKeyword, start);
  }
}

function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(data, crc32(head.subarray(4))) >>> 0, 0);
  return Buffer.concat([head, data, crc]);
}

/**
 * RGBA pixels to PNG. The canvas's own PNG encoder compresses hard (≈ 400 ms a page here); a page is
 * mostly flat paper, so fast deflate gives nearly the same size in a tenth of the time.
 */
function encodePng(rgba: Uint8ClampedArray, width: number, height: number): Uint8Array {
  const stride = width * 4;
  const pixels = Buffer.from(rgba.buffer, rgba.byteOffset, rgba.byteLength);
  const raw = Buffer.alloc((stride + 1) * height);
  for (let y = 0; y < height; y += 1) pixels.copy(raw, y * (stride + 1) + 1, y * stride, (y + 1) * stride);
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8);
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(raw, { level: 3 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
  return new Uint8Array(png.buffer, png.byteOffset, png.byteLength);
}

/**
 * A full collection between pages (pdf.ts starts this process with --expose-gc), then a turn of the
 * event loop in which the canvas's finalizers free the page's native pixel buffers. Without it they
 * are freed late, ~8 MB a page piles up, and the resident-memory ceiling counts it.
 */
async function collectGarbage(): Promise<void> {
  (globalThis as { gc?: () => void }).gc?.();
  await new Promise((resolve) => setImmediate(resolve));
}

/** Sends one message to pdf.ts and waits until it has been handed to the channel. */
function send(message: PdfWorkerMessage): Promise<void> {
  return new Promise((resolve, reject) => {
    if (!process.send) {
      reject(new Error('pdf-worker runs as a child process with an IPC channel'));
      return;
    }
    process.send(message, undefined, undefined, (error: Error | null) => (error ? reject(error) : resolve()));
  });
}

/** Decodes an image and draws it again with its longest side at most `maxSide`, in its own format. */
async function scale(bytes: Uint8Array, maxSide: number, format: ScaledFormat): Promise<void> {
  const { createCanvas, loadImage } = await import('@napi-rs/canvas');
  let image: Awaited<ReturnType<typeof loadImage>>;
  try {
    image = await loadImage(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  } catch {
    throw new Refused('damaged');
  }
  const factor = Math.min(1, maxSide / Math.max(image.width, image.height));
  const width = Math.max(1, Math.round(image.width * factor));
  const height = Math.max(1, Math.round(image.height * factor));
  const canvas = createCanvas(width, height);
  canvas.getContext('2d').drawImage(image, 0, 0, width, height);
  const encoded =
    format === 'png'
      ? await canvas.encode('png')
      : format === 'gif'
        ? await canvas.encode('gif')
        : await canvas.encode(format, 85);
  await send({ type: 'scaled', bytes: new Uint8Array(encoded), width, height });
}

async function read({ bytes, limits }: { bytes: Uint8Array; limits: PdfLimits }): Promise<void> {
  const data = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  await checkInflation(data, limits);
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const { createCanvas } = await import('@napi-rs/canvas');
  const dir = limits.pdfjsDir.endsWith('/') ? limits.pdfjsDir : `${limits.pdfjsDir}/`;
  const task = pdfjs.getDocument({
    data: new Uint8Array(data),
    disableFontFace: true,
    useSystemFonts: false,
    enableXfa: false,
    maxImageSize: limits.maxPagePixels * 4,
    standardFontDataUrl: `${dir}standard_fonts/`,
    cMapUrl: `${dir}cmaps/`,
    cMapPacked: true,
    wasmUrl: `${dir}wasm/`,
    iccUrl: `${dir}iccs/`,
    verbosity: 0,
  });
  let pdf: Awaited<typeof task.promise>;
  try {
    pdf = await task.promise;
  } catch (error) {
    const name = (error as { name?: string }).name;
    throw new Refused(name === 'PasswordException' ? 'encrypted' : 'damaged');
  }
  try {
    if (pdf.numPages < 1) throw new Refused('empty');
    const pageCount = Math.min(pdf.numPages, limits.maxPages);
    let canvas: Canvas | undefined;
    const texts: string[] = [];
    let textLength = 0;
    for (let number = 1; number <= pageCount; number += 1) {
      const page = await pdf.getPage(number);
      if (textLength < limits.maxTextChars) {
        const content = await page.getTextContent();
        let text = '';
        for (const item of content.items) {
          if (!('str' in item)) continue;
          text += item.str;
          if (item.hasEOL) text += '\n';
        }
        text = text.trim();
        textLength += text.length;
        texts.push(text);
      }
      const unit = page.getViewport({ scale: 1 });
      const longest = Math.max(unit.width, unit.height);
      if (!(longest > 0)) throw new Refused('damaged');
      const scale = Math.min(
        2,
        limits.maxSide / longest,
        Math.sqrt(limits.maxPagePixels / (unit.width * unit.height)),
      );
      const viewport = page.getViewport({ scale });
      const width = Math.max(1, Math.floor(viewport.width));
      const height = Math.max(1, Math.floor(viewport.height));
      // Pages of one size share a canvas: a new one each page is native memory the heap's collector
      // does not see, and it piled up to hundreds of MB over a few dozen pages.
      if (!canvas || canvas.width !== width || canvas.height !== height) {
        canvas = createCanvas(width, height);
      }
      const context = canvas.getContext('2d');
      context.setTransform(1, 0, 0, 1, 0, 0);
      context.fillStyle = '#ffffff';
      context.fillRect(0, 0, canvas.width, canvas.height);
      await page.render({
        canvas: canvas as unknown as HTMLCanvasElement,
        canvasContext: context as unknown as CanvasRenderingContext2D,
        viewport,
      }).promise;
      const pixels = context.getImageData(0, 0, canvas.width, canvas.height);
      const png = encodePng(pixels.data, canvas.width, canvas.height);
      const message: PdfWorkerMessage = {
        type: 'page',
        number,
        png,
        width: canvas.width,
        height: canvas.height,
      };
      await send(message);
      page.cleanup();
      await collectGarbage();
    }
    const text = texts.join('\n\n').slice(0, limits.maxTextChars);
    await send({ type: 'done', pageCount: pdf.numPages, text });
  } finally {
    await task.destroy();
  }
}

// The last message ('done' or 'refused') tells pdf.ts to end this process; anything else thrown
// ends it with a failure code, which pdf.ts reads as a damaged file.
// Orphaned (the server gone): nothing would read the result.
process.once('disconnect', () => process.exit());
process.once('message', (input: PdfWorkerInput) => {
  const work = input.job === 'scale' ? scale(input.bytes, input.maxSide, input.format) : read(input);
  work.then(
    () => process.disconnect?.(),
    async (error: unknown) => {
      if (!(error instanceof Refused)) {
        process.exitCode = 1;
        process.disconnect?.();
        return;
      }
      await send({ type: 'refused', reason: error.reason });
      process.disconnect?.();
    },
  );
});
