/**
 * Issue 28, item 9: a small file can announce a huge picture (an 8192 × 8192 PNG of a few hundred KB
 * costs every browser that shows it 256 MB). Images over UPLOAD_MAX_PIXELS (40 megapixels) are
 * refused by their header with a 400 that says why, and a large picture that is taken goes to a
 * vision model scaled down.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '../../../backend/contract';
import { startTestApp, type TestApp } from '../helpers/app';
import { activeStudent, call, data } from '../helpers/client';
import { blankPng } from '../helpers/media-files';
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
