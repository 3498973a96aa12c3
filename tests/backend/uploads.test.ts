import { readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '../../backend/contract';
import type { UploadRow } from '../../backend/src/repositories/uploads';
import { startTestApp, type TestApp } from './helpers/app';
import { activeStudent, call, data } from './helpers/client';
import { buildPdf, drawnImage, type ImageFormat } from './helpers/media-files';
import { fetchFile, rawRequest, upload, uploaded } from './helpers/upload';

const notAllowed = 'File type not allowed. Please upload only images or PDFs.';
const maxBytes = 10 * 1024 * 1024;

let app: TestApp;
let token: string;
let otherToken: string;
beforeAll(async () => {
  app = await startTestApp();
  const student = app.credentials('student');
  token = data(await call(app, endpoints.login, { body: student })).access_token;
  otherToken = (await activeStudent(app)).access_token;
});
afterAll(async () => {
  await app.close();
});

const uploadsDir = () => path.join(app.config.dataDir, 'media', 'uploads');
const scratchDir = () => path.join(app.config.dataDir, 'tmp', 'uploads');
const filesIn = (dir: string): string[] => {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
};
const rowOf = async (url: string): Promise<UploadRow> =>
  app
    .db<UploadRow>('uploads')
    .where({ file: url.split('/').pop() })
    .first() as Promise<UploadRow>;

describe('given an image of every allowed type', () => {
  it.each<[ImageFormat, string, string]>([
    ['png', 'solution.png', 'image/png'],
    ['jpeg', 'solution.jpg', 'image/jpeg'],
    ['jpeg', 'photo.JPEG', 'image/jpeg'],
    ['gif', 'sketch.gif', 'image/gif'],
    ['webp', 'board.webp', 'image/webp'],
  ])('should store a %s named %s and serve it back to its owner only', async (format, name, type) => {
    // Arrange
    const bytes = await drawnImage(format);
    // Act
    const answer = uploaded(await upload(app, token, bytes, name));
    const served = await fetchFile(app, answer.public_url, token);
    const foreign = await fetchFile(app, answer.public_url, otherToken);
    // Assert
    expect(answer.is_pdf).toBe(false);
    expect(answer.public_urls).toEqual([answer.public_url]);
    expect(answer.public_url).toMatch(/^\/api\/chat\/images\/[\w-]{22}\.(png|jpg|gif|webp)$/);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe(type);
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-disposition')).toMatch(/^inline;/);
    expect(served.headers.get('content-security-policy')).toContain('sandbox');
    expect(served.headers.get('x-request-id')).toBeTruthy();
    expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);
    expect(foreign.status).toBe(404);
    const row = await rowOf(answer.public_url);
    expect(row).toMatchObject({
      kind: 'image',
      content_type: type,
      size_bytes: bytes.length,
      original_name: name,
    });
    expect(row.sha256).toMatch(/^[0-9a-f]{64}$/);
  });

  it('should answer 401 without a token and 404 for a file nobody uploaded', async () => {
    // Arrange
    const answer = uploaded(await upload(app, token, await drawnImage('png'), 'a.png'));
    // Act
    const anonymous = await fetchFile(app, answer.public_url);
    const missing = await fetchFile(app, '/api/chat/images/AAAAAAAAAAAAAAAAAAAAAA.png', token);
    const refusedUpload = await upload(app, undefined, await drawnImage('png'), 'a.png');
    // Assert
    expect(anonymous.status).toBe(401);
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as { code: string }).code).toBe('image_not_found');
    expect(refusedUpload.status).toBe(401);
  });

  it('should answer a byte range and a 304 for a known ETag', async () => {
    // Arrange
    const bytes = await drawnImage('png');
    const answer = uploaded(await upload(app, token, bytes, 'range.png'));
    // Act
    const partial = await fetchFile(app, answer.public_url, token, { range: 'bytes=0-7' });
    const etag = (await fetchFile(app, answer.public_url, token)).headers.get('etag') ?? '';
    const again = await fetchFile(app, answer.public_url, token, { 'if-none-match': etag });
    // Assert
    expect(partial.status).toBe(206);
    expect(partial.headers.get('content-range')).toBe(`bytes 0-7/${bytes.length}`);
    expect(Buffer.from(await partial.arrayBuffer()).equals(bytes.subarray(0, 8))).toBe(true);
    expect(again.status).toBe(304);
  });
});

describe('given files that are not what their names say', () => {
  const html = Buffer.from(
    '<!doctype html><html><body><script>alert(document.cookie)</script></body></html>',
  );
  const svg = Buffer.from(
    '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
  );

  it.each<[string, () => Promise<Buffer> | Buffer, string]>([
    ['a PNG renamed .pdf', () => drawnImage('png'), 'solution.pdf'],
    ['a JPEG renamed .png', () => drawnImage('jpeg'), 'solution.png'],
    ['a PDF renamed .png', () => buildPdf(['one page']), 'scan.png'],
    ['an HTML page renamed .png', () => html, 'page.png'],
    ['an SVG with a script', () => svg, 'drawing.svg'],
    ['an SVG with a script renamed .png', () => svg, 'drawing.png'],
    ['an allowed image with a disallowed extension', () => drawnImage('png'), 'solution.exe'],
    [
      'an HTML page that holds %PDF- further in',
      () => Buffer.concat([html, Buffer.from('%PDF-1.4')]),
      'a.pdf',
    ],
  ])(
    'should refuse %s with the docs/requirements.md#learning-space-validation message',
    async (_name, bytes, filename) => {
      // Act
      const result = await upload(app, token, await bytes(), filename, 'image/png');
      // Assert
      expect(result.ok).toBe(false);
      if (result.ok) return;
      expect(result.status).toBe(400);
      expect(result.error).toMatchObject({ code: 'file_type_not_allowed', message: notAllowed });
    },
  );

  it('should cut off what rides after a PNG (a PNG+HTML polyglot) and serve only the image', async () => {
    // Arrange
    const png = await drawnImage('png');
    const polyglot = Buffer.concat([png, html]);
    // Act
    const answer = uploaded(await upload(app, token, polyglot, 'polyglot.png'));
    const served = await fetchFile(app, answer.public_url, token);
    // Assert
    const body = Buffer.from(await served.arrayBuffer());
    expect(body.equals(png)).toBe(true);
    expect(body.includes('<script>')).toBe(false);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect((await rowOf(answer.public_url)).size_bytes).toBe(png.length);
  });

  it('should refuse a GIF header that is really a script (GIF/JS polyglot) as damaged', async () => {
    // Arrange
    const polyglot = Buffer.from('GIF89a/*\x00\x00\x00\x00*/=1;alert(document.domain);//;');
    // Act
    const result = await upload(app, token, polyglot, 'x.gif');
    // Assert
    expect(result.status).toBe(400);
    expect(!result.ok && result.error.code).toBe('file_damaged');
  });

  it('should refuse a truncated image and an empty file', async () => {
    // Arrange
    const png = await drawnImage('png');
    // Act
    const truncated = await upload(app, token, png.subarray(0, png.length - 20), 'cut.png');
    const empty = await upload(app, token, new Uint8Array(0), 'empty.png');
    // Assert
    expect(!truncated.ok && truncated.error.code).toBe('file_damaged');
    expect(!empty.ok && empty.error.code).toBe('file_empty');
  });
});

describe('given hostile requests', () => {
  it('should answer 413 to 10 MB + 1 byte and keep nothing', async () => {
    // Arrange
    const png = await drawnImage('png');
    const big = Buffer.alloc(maxBytes + 1);
    png.copy(big);
    const before = filesIn(uploadsDir()).length;
    // Act
    const result = await upload(app, token, big, 'big.png');
    // Assert
    expect(result.status).toBe(413);
    expect(!result.ok && result.error.code).toBe('file_too_large');
    expect(filesIn(uploadsDir())).toHaveLength(before);
    expect(filesIn(scratchDir())).toEqual([]);
  });

  it('should answer 400 to a multipart body cut off in the middle', async () => {
    // Arrange
    const png = await drawnImage('png');
    const boundary = 'x-boundary-123';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n` +
        'Content-Type: image/png\r\n\r\n',
    );
    const body = Buffer.concat([head, png.subarray(0, 40)]);
    // Act
    const answer = await rawRequest(app, {
      path: endpoints.uploadFile.path,
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': String(body.length),
      },
      body,
    });
    // Assert
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toMatchObject({ code: 'validation_error' });
    expect(filesIn(scratchDir())).toEqual([]);
  });

  it('should answer 400 to a JSON body and to a form without the file field', async () => {
    // Arrange
    const form = new FormData();
    form.set('other', 'value');
    // Act
    const json = await fetch(`${app.url}${endpoints.uploadFile.path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: '{"file":"x"}',
    });
    const noFile = await fetch(`${app.url}${endpoints.uploadFile.path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    // Assert
    expect(json.status).toBe(400);
    expect(noFile.status).toBe(400);
  });

  it('should store a file named ../../x.png under a random name inside the uploads folder', async () => {
    // Arrange
    const bytes = await drawnImage('png');
    // Act
    const answer = uploaded(await upload(app, token, bytes, '../../x.png'));
    // Assert
    const stored = answer.public_url.split('/').pop() ?? '';
    expect(filesIn(uploadsDir())).toContain(stored);
    expect(stored).not.toContain('x.png');
    expect(filesIn(path.join(app.config.dataDir, '..'))).not.toContain('x.png');
    expect(filesIn(app.config.dataDir)).not.toContain('x.png');
    expect((await rowOf(answer.public_url)).original_name).toBe('x.png');
  });

  it('should take 20 uploads at once, each stored once under its own name', async () => {
    // Arrange
    const images = await Promise.all(Array.from({ length: 20 }, (_, i) => drawnImage('png', 60 + i, 40)));
    // Act
    const answers = await Promise.all(images.map((bytes, i) => upload(app, token, bytes, `p${i}.png`)));
    // Assert
    const urls = answers.map((answer) => uploaded(answer).public_url);
    expect(new Set(urls).size).toBe(20);
    const rows = await app.db<UploadRow>('uploads').whereIn(
      'file',
      urls.map((url) => url.split('/').pop() ?? ''),
    );
    expect(rows).toHaveLength(20);
    for (const [i, url] of urls.entries()) {
      const served = Buffer.from(await (await fetchFile(app, url, token)).arrayBuffer());
      expect(served.equals(images[i] as Buffer)).toBe(true);
    }
  });
});

describe('given PDFs', () => {
  it('should render each page to an image and keep the text for the tutor', async () => {
    // Arrange
    const pdf = buildPdf(['Hello page one', 'Second page x2']);
    // Act
    const answer = uploaded(await upload(app, token, pdf, 'worksheet.pdf'));
    // Assert
    expect(answer.is_pdf).toBe(true);
    expect(answer.public_url).toMatch(/\.pdf$/);
    expect(answer.public_urls).toHaveLength(2);
    const page = await fetchFile(app, answer.public_urls[0] as string, token);
    expect(page.headers.get('content-type')).toBe('image/png');
    const png = Buffer.from(await page.arrayBuffer());
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect(png.readUInt32BE(16)).toBeGreaterThan(500);
    const original = await fetchFile(app, answer.public_url, token);
    expect(original.headers.get('content-type')).toBe('application/pdf');
    expect(original.headers.get('content-disposition')).toMatch(/^attachment;/);
    const row = await rowOf(answer.public_url);
    expect(row).toMatchObject({ kind: 'pdf', page_count: 2 });
    expect(row.text).toContain('Hello page one');
    expect(row.text).toContain('Second page x2');
    expect((await fetchFile(app, answer.public_urls[1] as string, otherToken)).status).toBe(404);
  });

  it('should render at most 50 pages of a longer PDF', async () => {
    // Arrange
    const pdf = buildPdf(Array.from({ length: 55 }, (_, i) => `Page ${i + 1}`));
    // Act
    const answer = uploaded(await upload(app, token, pdf, 'long.pdf'));
    // Assert
    expect(answer.public_urls).toHaveLength(50);
    expect((await rowOf(answer.public_url)).page_count).toBe(55);
  });

  it.each<[string, Buffer, string]>([
    ['a password-protected PDF', buildPdf(['secret'], { encrypted: true }), 'pdf_encrypted'],
    ['a corrupt PDF', Buffer.from('%PDF-1.7\nthis is not a PDF at all\n%%EOF\n'), 'pdf_damaged'],
    ['a compression bomb', buildPdf(['x'], { bombBytes: 200 * 1024 * 1024 }), 'pdf_bomb'],
  ])('should refuse %s with a clear message and keep nothing', async (_name, pdf, code) => {
    // Arrange
    const before = filesIn(uploadsDir()).length;
    // Act
    const result = await upload(app, token, pdf, 'bad.pdf');
    // Assert
    expect(result.status).toBe(400);
    expect(!result.ok && result.error.code).toBe(code);
    expect(!result.ok && result.error.message.length).toBeGreaterThan(20);
    expect(filesIn(uploadsDir())).toHaveLength(before);
  });
});

describe('given scratch files a crashed upload left behind', () => {
  it('should remove those older than an hour and keep fresh ones', async () => {
    // Arrange
    const { mkdirSync, utimesSync, writeFileSync } = await import('node:fs');
    const { sweepScratch } = await import('../../backend/src/services/uploads');
    const dir = path.join(app.config.dataDir, 'tmp', 'sweep-test');
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, 'old.part'), 'x');
    writeFileSync(path.join(dir, 'fresh.part'), 'x');
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    utimesSync(path.join(dir, 'old.part'), twoHoursAgo, twoHoursAgo);
    // Act
    const removed = await sweepScratch(dir);
    // Assert
    expect(removed).toBe(1);
    expect(filesIn(dir)).toEqual(['fresh.part']);
  });
});
