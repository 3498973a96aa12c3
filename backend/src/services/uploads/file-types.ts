/**
 * Uploads are judged by their bytes, never by name or claimed type: the first bytes must be one of
 * the allowed formats (magic numbers), the extension must agree, and an image must be whole — its
 * structure is walked to its end marker, so a truncated file, a disguised one or a decompression
 * bomb is refused, and anything appended after the end (a polyglot's second file) is cut off.
 */
import { crc32 } from 'node:zlib';
import type { FileHandle } from 'node:fs/promises';
import type { uploadExtensions } from '../../../contract';

export type FileKind = 'png' | 'jpeg' | 'gif' | 'webp' | 'pdf';
export type ImageKind = Exclude<FileKind, 'pdf'>;

export const contentTypeOf: Record<FileKind, string> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  pdf: 'application/pdf',
};

/** The stored file's extension per kind. */
export const extensionOf: Record<FileKind, string> = {
  png: 'png',
  jpeg: 'jpg',
  gif: 'gif',
  webp: 'webp',
  pdf: 'pdf',
};

/** The kind each allowed extension (docs/requirements.md#learning-space-validation) stands for. */
const kindOfExtension: Record<(typeof uploadExtensions)[number], FileKind> = {
  png: 'png',
  jpg: 'jpeg',
  jpeg: 'jpeg',
  gif: 'gif',
  webp: 'webp',
  pdf: 'pdf',
};

/** Bytes needed to recognise every allowed format. */
export const sniffBytes = 12;

/**
 * An image's decoded size is bounded too (UPLOAD_MAX_PIXELS): a small file can hold a gigapixel of
 * zeros, and every browser that shows it pays 4 bytes a pixel.
 */
export const defaultMaxImagePixels = 40_000_000;

/** Why a file was refused, said to the student; `reason` is for the envelope's details. */
export class RefusedFile extends Error {
  constructor(
    readonly reason: 'type' | 'extension' | 'damaged' | 'too_many_pixels' | 'empty',
    message: string,
  ) {
    super(message);
  }
}

/** docs/requirements.md#learning-space-validation's message, for any file that is not an allowed image or PDF. */
export const fileTypeNotAllowed = 'File type not allowed. Please upload only images or PDFs.';

const startsWith = (head: Uint8Array, bytes: readonly number[], at = 0): boolean =>
  bytes.every((byte, index) => head[at + index] === byte);
const ascii = (text: string): number[] => [...text].map((char) => char.charCodeAt(0));

/** The format the first bytes announce, or null. Needs `sniffBytes` bytes (fewer: null). */
export function sniff(head: Uint8Array): FileKind | null {
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(head, ascii('GIF87a')) || startsWith(head, ascii('GIF89a'))) return 'gif';
  if (startsWith(head, ascii('RIFF')) && startsWith(head, ascii('WEBP'), 8)) return 'webp';
  if (startsWith(head, ascii('%PDF-'))) return 'pdf';
  return null;
}

/** The kind a file name's extension stands for, or null when the extension is not allowed. */
export function kindOfName(filename: string): FileKind | null {
  const extension = /\.([A-Za-z0-9]+)$/.exec(filename)?.[1]?.toLowerCase();
  if (!extension || !(extension in kindOfExtension)) return null;
  return kindOfExtension[extension as keyof typeof kindOfExtension];
}

/**
 * Checks the content against the allowlist and the name: the content must be an allowed format and
 * the extension must name that same format (a PNG called `.pdf` is refused like an HTML page
 * called `.png`). A name without an extension takes the content's.
 */
export function checkKind(head: Uint8Array, filename: string): FileKind {
  const kind = sniff(head);
  if (kind === null) throw new RefusedFile('type', fileTypeNotAllowed);
  const named = kindOfName(filename);
  const hasExtension = /\.[^./\\]+$/.test(filename);
  if (hasExtension && named !== kind) throw new RefusedFile('extension', fileTypeNotAllowed);
  return kind;
}

/** Reads a file front to back through one small buffer. */
export class ByteCursor {
  private readonly buffer: Buffer;
  /** file offset of buffer[0] */
  private base = 0;
  private filled = 0;
  position = 0;

  constructor(
    private readonly handle: Pick<FileHandle, 'read'>,
    readonly size: number,
    bufferBytes = 64 * 1024,
  ) {
    this.buffer = Buffer.alloc(bufferBytes);
  }

  /** Makes `count` bytes from `position` available in the buffer (count ≤ buffer size). */
  private async ensure(count: number): Promise<number> {
    if (this.position + count > this.size) throw damaged();
    let offset = this.position - this.base;
    if (offset + count <= this.filled) return offset;
    const { bytesRead } = await this.handle.read(this.buffer, 0, this.buffer.length, this.position);
    this.base = this.position;
    this.filled = bytesRead;
    offset = 0;
    if (this.filled < count) throw damaged();
    return offset;
  }

  async bytes(count: number): Promise<Buffer> {
    const offset = await this.ensure(count);
    this.position += count;
    return this.buffer.subarray(offset, offset + count);
  }

  async u8(): Promise<number> {
    return (await this.bytes(1))[0] as number;
  }

  async u16be(): Promise<number> {
    return (await this.bytes(2)).readUInt16BE(0);
  }

  async u16le(): Promise<number> {
    return (await this.bytes(2)).readUInt16LE(0);
  }

  async u32be(): Promise<number> {
    return (await this.bytes(4)).readUInt32BE(0);
  }

  async u32le(): Promise<number> {
    return (await this.bytes(4)).readUInt32LE(0);
  }

  /** Passes `count` bytes, handing each buffered piece to `onPiece` (for a checksum). */
  async skip(count: number, onPiece?: (piece: Buffer) => void): Promise<void> {
    if (count < 0 || this.position + count > this.size) throw damaged();
    let left = count;
    while (left > 0) {
      const piece = Math.min(left, this.buffer.length);
      const chunk = await this.bytes(piece);
      onPiece?.(chunk);
      left -= piece;
    }
  }

  /**
   * Moves past JPEG entropy-coded data to the next marker (0xFF followed by anything but 0x00, a
   * restart marker or fill), leaving `position` on that 0xFF.
   */
  async toJpegMarker(): Promise<void> {
    for (;;) {
      const offset = await this.ensure(Math.min(this.buffer.length, this.size - this.position));
      const end = this.filled;
      let at = this.buffer.indexOf(0xff, offset);
      while (at !== -1 && at + 1 < end) {
        const next = this.buffer[at + 1] as number;
        if (next !== 0x00 && next !== 0xff && !(next >= 0xd0 && next <= 0xd7)) {
          this.position = this.base + at;
          return;
        }
        at = this.buffer.indexOf(0xff, at + 1);
      }
      // Keep a trailing 0xFF for the next read, so a marker split across buffers is still seen.
      const consumed = at === -1 ? end : at;
      if (this.base + consumed >= this.size) throw damaged();
      this.position = this.base + consumed;
      if (consumed === offset) throw damaged();
    }
  }
}

function damaged(): RefusedFile {
  return new RefusedFile('damaged', 'The image is damaged or incomplete. Please upload it again.');
}

/** What walking an image found: where it really ends and how large it decodes. */
export interface ImageShape {
  /** offset just past the image's end marker; bytes after it are not part of the image */
  end: number;
  width: number;
  height: number;
}

function checkPixels(width: number, height: number): void {
  if (width <= 0 || height <= 0) throw damaged();
}

function checkPixelCount({ width, height }: ImageShape, maxPixels: number): void {
  if (width * height > maxPixels) {
    const megapixels = Math.round((maxPixels / 1_000_000) * 10) / 10;
    throw new RefusedFile(
      'too_many_pixels',
      `The image is too large (${width}×${height} pixels); at most ${megapixels} megapixels.`,
    );
  }
}

async function walkPng(cursor: ByteCursor): Promise<ImageShape> {
  cursor.position = 8;
  let width = 0;
  let height = 0;
  let sawData = false;
  for (let index = 0; ; index += 1) {
    const length = await cursor.u32be();
    if (length > 0x7fffffff) throw damaged();
    const type = await cursor.bytes(4);
    const name = type.toString('latin1');
    if (index === 0 && (name !== 'IHDR' || length !== 13)) throw damaged();
    let crc = crc32(type);
    if (name === 'IHDR') {
      const header = await cursor.bytes(13);
      crc = crc32(header, crc);
      width = header.readUInt32BE(0);
      height = header.readUInt32BE(4);
      checkPixels(width, height);
    } else {
      await cursor.skip(length, (piece) => {
        crc = crc32(piece, crc);
      });
    }
    if ((await cursor.u32be()) !== crc >>> 0) throw damaged();
    if (name === 'IDAT') sawData = true;
    if (name === 'IEND') {
      if (!sawData) throw damaged();
      return { end: cursor.position, width, height };
    }
  }
}

/** Start-of-frame markers (C0–CF but DHT C4, JPG C8 and DAC CC) carry the image's size. */
const isStartOfFrame = (marker: number): boolean =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

async function walkJpeg(cursor: ByteCursor): Promise<ImageShape> {
  cursor.position = 2;
  let width = 0;
  let height = 0;
  for (;;) {
    if ((await cursor.u8()) !== 0xff) throw damaged();
    let marker = await cursor.u8();
    while (marker === 0xff) marker = await cursor.u8();
    if (marker === 0xd9) {
      if (width === 0) throw damaged();
      return { end: cursor.position, width, height };
    }
    if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) continue;
    const length = await cursor.u16be();
    if (length < 2) throw damaged();
    if (isStartOfFrame(marker)) {
      const frame = await cursor.bytes(Math.min(5, length - 2));
      if (frame.length < 5) throw damaged();
      height = frame.readUInt16BE(1);
      width = frame.readUInt16BE(3);
      checkPixels(width, height);
      await cursor.skip(length - 2 - 5);
    } else {
      await cursor.skip(length - 2);
    }
    if (marker === 0xda) {
      if (width === 0) throw damaged();
      await cursor.toJpegMarker();
    }
  }
}

async function skipSubBlocks(cursor: ByteCursor): Promise<void> {
  for (let size = await cursor.u8(); size !== 0; size = await cursor.u8()) await cursor.skip(size);
}

async function walkGif(cursor: ByteCursor): Promise<ImageShape> {
  cursor.position = 6;
  const width = await cursor.u16le();
  const height = await cursor.u16le();
  checkPixels(width, height);
  const packed = await cursor.u8();
  await cursor.skip(2);
  if (packed & 0x80) await cursor.skip(3 * 2 ** ((packed & 0x07) + 1));
  let frames = 0;
  for (;;) {
    const block = await cursor.u8();
    if (block === 0x3b) {
      if (frames === 0) throw damaged();
      return { end: cursor.position, width, height };
    }
    if (block === 0x21) {
      await cursor.u8();
      await skipSubBlocks(cursor);
    } else if (block === 0x2c) {
      const descriptor = await cursor.bytes(9);
      const local = descriptor[8] as number;
      if (local & 0x80) await cursor.skip(3 * 2 ** ((local & 0x07) + 1));
      const codeSize = await cursor.u8();
      if (codeSize < 2 || codeSize > 11) throw damaged();
      await skipSubBlocks(cursor);
      frames += 1;
    } else {
      throw damaged();
    }
  }
}

async function walkWebp(cursor: ByteCursor): Promise<ImageShape> {
  cursor.position = 4;
  const riffSize = await cursor.u32le();
  const end = 8 + riffSize;
  if (riffSize < 4 || end > cursor.size) throw damaged();
  cursor.position = 12;
  let width = 0;
  let height = 0;
  let sawImage = false;
  while (cursor.position + 8 <= end) {
    const fourcc = (await cursor.bytes(4)).toString('latin1');
    const size = await cursor.u32le();
    const next = cursor.position + size + (size % 2);
    if (next > end) throw damaged();
    if (fourcc === 'VP8X' && size >= 10) {
      const chunk = await cursor.bytes(10);
      width = chunk.readUIntLE(4, 3) + 1;
      height = chunk.readUIntLE(7, 3) + 1;
    } else if (fourcc === 'VP8 ' && size >= 10) {
      const chunk = await cursor.bytes(10);
      if (!startsWith(chunk, [0x9d, 0x01, 0x2a], 3)) throw damaged();
      if (width === 0) {
        width = chunk.readUInt16LE(6) & 0x3fff;
        height = chunk.readUInt16LE(8) & 0x3fff;
      }
      sawImage = true;
    } else if (fourcc === 'VP8L' && size >= 5) {
      const chunk = await cursor.bytes(5);
      if (chunk[0] !== 0x2f) throw damaged();
      const bits = chunk.readUInt32LE(1);
      if (width === 0) {
        width = (bits & 0x3fff) + 1;
        height = ((bits >>> 14) & 0x3fff) + 1;
      }
      sawImage = true;
    } else if (fourcc === 'ANMF') {
      sawImage = true;
    }
    cursor.position = next;
  }
  if (cursor.position !== end || !sawImage) throw damaged();
  checkPixels(width, height);
  return { end, width, height };
}

const walkers: Record<ImageKind, (cursor: ByteCursor) => Promise<ImageShape>> = {
  png: walkPng,
  jpeg: walkJpeg,
  gif: walkGif,
  webp: walkWebp,
};

/**
 * Walks an image of `kind` in a file of `size` bytes; throws `RefusedFile` unless it is whole and at
 * most `maxPixels` pixels.
 */
export async function walkImage(
  kind: ImageKind,
  handle: Pick<FileHandle, 'read'>,
  size: number,
  maxPixels = defaultMaxImagePixels,
): Promise<ImageShape> {
  const shape = await walkers[kind](new ByteCursor(handle, size));
  checkPixelCount(shape, maxPixels);
  return shape;
}
