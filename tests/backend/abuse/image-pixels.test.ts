/**
 * Issue 28, item 9: a small file can announce a huge picture (an 8192 × 8192 PNG of a few hundred KB
 * costs every browser that shows it 256 MB). Images over UPLOAD_MAX_PIXELS (40 megapixels) are
 * refused by their header with a 400 that says why, and a large picture that is taken goes to a
 * vision model scaled down.
 */
import { crc32, deflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '../../../backend/contract';
import { startTestApp, type TestApp } from '../helpers/app';
import { activeStudent, call, data } from '../helpers/client';
import { messagesOf, startModelServer, type ModelServer } from '../helpers/model-server';
import { upload, uploaded } from '../helpers/upload';

let model: ModelServer;
let app: TestApp;
let token: string;
beforeAll(async () => {
  model = await startModelServer();
  app = await startTestApp({
    TUTOR_PROVIDER: 'openai',
    LLM_BASE_URL: model.url,
    LLM_MODEL: 'test-model',
    LLM_VISION_MODEL: 'test-vision',
    LLM_MAX_RETRIES: '0',
  });
  token = (await activeStudent(app)).access_token;
});
afterAll(async () => {
  await app.close();
  await model.close();
});

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(data, crc32(head.subarray(4))) >>> 0, 0);
  return Buffer.concat([head, data, crc]);
}

/** A white 1-bit greyscale PNG of `width` × `height`: a few hundred KB at most for 64 megapixels. */
function blankPng(width: number, height: number): Buffer {
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
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('given images whose headers announce more pixels than allowed', () => {
  it.each<[number, number]>([
    [8192, 8192],
    [40_000, 1001],
  ])('should refuse a %i × %i PNG with 400 image_too_large', async (width, height) => {
    // Arrange
    const png = blankPng(width, height);
    // Act
    const result = await upload(app, token, png, 'huge.png');
    // Assert
    expect(png.length).toBeLessThan(1024 * 1024);
    expect(result.status).toBe(400);
    expect(!result.ok && result.error.code).toBe('image_too_large');
    expect(!result.ok && result.error.message).toContain('40 megapixels');
  });

  it('should take a 6000 × 6000 PNG (36 megapixels)', async () => {
    // Arrange
    const png = blankPng(6000, 6000);
    // Act
    const result = await upload(app, token, png, 'large.png');
    // Assert
    expect(result.status).toBe(200);
  });
});

describe('given a large picture sent to a vision model', () => {
  it('should send the model a copy whose longest side is at most 2048 pixels, in the same format', async () => {
    // Arrange
    model.fallback = () => ({ reply: '{"type":"text","text":"רואה."}' });
    const math = { course_id: 'high-school-math', subject: 'Mathematics' };
    const thread = data(await call(app, endpoints.getCourseThread, { token, body: math })).thread_id;
    const url = uploaded(await upload(app, token, blankPng(6000, 4000), 'board.png')).public_url;
    // Act
    data(
      await call(app, endpoints.sendMessageWithImage, {
        token,
        body: { ...math, thread_id: thread, image_url: url, message: 'בדקי לי' },
      }),
    );
    // Assert
    const request = model.requests.findLast((recorded) => recorded.path === '/v1/chat/completions');
    const content = messagesOf(request).at(-1)?.content as Array<{ image_url?: { url: string } }>;
    const dataUrl = content.find((part) => part.image_url)?.image_url?.url ?? '';
    expect(dataUrl).toMatch(/^data:image\/png;base64,/);
    const png = Buffer.from(dataUrl.split(',')[1] ?? '', 'base64');
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([2048, 1365]);
  });
});
