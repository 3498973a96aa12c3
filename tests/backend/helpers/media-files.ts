/**
 * Real files for the upload tests: images drawn and encoded by @napi-rs/canvas, and small PDFs
 * written by hand (plain, several pages, password-protected, corrupt, and compression bombs), and blank
 * PNGs of any size.
 */
import { randomFillSync } from 'node:crypto';
import { once } from 'node:events';
import { crc32, createDeflate, deflateSync } from 'node:zlib';
import { createCanvas } from '@napi-rs/canvas';

export type ImageFormat = 'png' | 'jpeg' | 'gif' | 'webp';

/** A small drawing (a parabola on white) in `format`. */
export async function drawnImage(format: ImageFormat, width = 120, height = 80): Promise<Buffer> {
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  context.strokeStyle = '#1d4ed8';
  context.lineWidth = 3;
  context.beginPath();
  for (let x = 0; x <= width; x += 4) {
    const y = height - ((x - width / 2) ** 2 / (width * width)) * 4 * height;
    if (x === 0) context.moveTo(x, y);
    else context.lineTo(x, y);
  }
  context.stroke();
  if (format === 'png') return canvas.encode('png');
  if (format === 'gif') return canvas.encode('gif');
  return canvas.encode(format, 90);
}

/** A PNG of `bytes` bytes or a little more: random pixels do not compress (opaque: 3 bytes each). */
export async function noisePng(bytes: number): Promise<Buffer> {
  const side = Math.ceil(Math.sqrt(bytes / 3));
  const canvas = createCanvas(side, side);
  const context = canvas.getContext('2d');
  const image = context.createImageData(side, side);
  randomFillSync(image.data);
  for (let i = 3; i < image.data.length; i += 4) image.data[i] = 255;
  context.putImageData(image, 0, 0);
  return canvas.encode('png');
}

export interface PdfOptions {
  /** a Standard security handler with a user password (unknown to anyone) */
  encrypted?: boolean;
  /** one page whose content stream inflates to this many bytes of spaces */
  bombBytes?: number;
  /** one page whose content stream is this (`bombStream`'s answer) */
  bomb?: BombStream;
}

/** A content stream's bytes and the filter chain that decodes them. */
export interface BombStream {
  data: Buffer;
  filter: string;
}

/**
 * `bytes` spaces as a compressed stream pdf.js inflates: plain zlib, zlib with a small window (its
 * header byte is not 0x78), or zlib under ASCIIHexDecode. Deflated 1 MB at a time, so the spaces are
 * never all in memory.
 */
export async function bombStream(
  bytes: number,
  encoding: 'zlib' | 'small-window' | 'ascii-hex',
): Promise<BombStream> {
  const deflate = createDeflate({ level: 9, windowBits: encoding === 'small-window' ? 13 : 15 });
  const parts: Buffer[] = [];
  deflate.on('data', (part: Buffer) => parts.push(part));
  const chunk = Buffer.alloc(1024 * 1024, 0x20);
  for (let written = 0; written < bytes; written += chunk.length) {
    if (!deflate.write(chunk.subarray(0, Math.min(chunk.length, bytes - written)))) {
      await once(deflate, 'drain');
    }
  }
  deflate.end();
  await once(deflate, 'end');
  const deflated = Buffer.concat(parts);
  return encoding === 'ascii-hex'
    ? { data: Buffer.from(`${deflated.toString('hex')}>`), filter: '[/ASCIIHexDecode /FlateDecode]' }
    : { data: deflated, filter: '/FlateDecode' };
}

/** A PDF with one page per text (Helvetica, ASCII), built object by object with a correct xref. */
export function buildPdf(pages: string[], options: PdfOptions = {}): Buffer {
  const objects: Array<string | Buffer> = [];
  const add = (body: string | Buffer): number => objects.push(body);
  const catalog = add('');
  const pageTree = add('');
  const font = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>');
  const kids: number[] = [];
  for (const text of pages) {
    let contents: string | Buffer;
    if (options.bomb) {
      contents = Buffer.concat([
        Buffer.from(`<< /Length ${options.bomb.data.length} /Filter ${options.bomb.filter} >>\nstream\n`),
        options.bomb.data,
        Buffer.from('\nendstream'),
      ]);
    } else if (options.bombBytes) {
      const packed = deflateSync(Buffer.alloc(options.bombBytes, 0x20), { level: 9 });
      contents = Buffer.concat([
        Buffer.from(`<< /Length ${packed.length} /Filter /FlateDecode >>\nstream\n`),
        packed,
        Buffer.from('\nendstream'),
      ]);
    } else {
      const content = `BT /F1 24 Tf 72 720 Td (${text}) Tj ET`;
      contents = `<< /Length ${content.length} >>\nstream\n${content}\nendstream`;
    }
    const stream = add(contents);
    kids.push(
      add(
        `<< /Type /Page /Parent ${pageTree} 0 R /MediaBox [0 0 612 792] /Contents ${stream} 0 R ` +
          `/Resources << /Font << /F1 ${font} 0 R >> >> >>`,
      ),
    );
  }
  objects[catalog - 1] = `<< /Type /Catalog /Pages ${pageTree} 0 R >>`;
  objects[pageTree - 1] =
    `<< /Type /Pages /Kids [${kids.map((kid) => `${kid} 0 R`).join(' ')}] /Count ${kids.length} >>`;
  const encrypt = options.encrypted
    ? add(`<< /Filter /Standard /V 1 /R 2 /O <${'11'.repeat(32)}> /U <${'22'.repeat(32)}> /P -4 >>`)
    : undefined;
  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let offset = (parts[0] as Buffer).length;
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(offset);
    const bytes = Buffer.concat([
      Buffer.from(`${index + 1} 0 obj\n`),
      typeof body === 'string' ? Buffer.from(body, 'latin1') : body,
      Buffer.from('\nendobj\n'),
    ]);
    parts.push(bytes);
    offset += bytes.length;
  });
  const xref = [
    `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`,
    ...offsets.map((at) => `${String(at).padStart(10, '0')} 00000 n \n`),
  ].join('');
  const id = `<${'ab'.repeat(16)}>`;
  const trailer =
    `trailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R` +
    (encrypt ? ` /Encrypt ${encrypt} 0 R /ID [${id} ${id}]` : '') +
    ` >>\nstartxref\n${offset}\n%%EOF\n`;
  parts.push(Buffer.from(xref + trailer, 'latin1'));
  return Buffer.concat(parts);
}

function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(data, crc32(head.subarray(4))) >>> 0, 0);
  return Buffer.concat([head, data, crc]);
}

/** A white 1-bit greyscale PNG of `width` × `height`: a few hundred KB at most for 64 megapixels. */
export function blankPng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([1, 0, 0, 0, 0], 8);
  const row = Buffer.alloc(1 + Math.ceil(width / 8), 0xff);
  row[0] = 0;
  const raw = Buffer.alloc(row.length * height);
  for (let y = 0; y < height; y += 1) row.copy(raw, y * row.length);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(raw, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}
