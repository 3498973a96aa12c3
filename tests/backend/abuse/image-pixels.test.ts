/**
 * Issue 28, item 9: a small file can announce a huge picture (an 8192 × 8192 PNG of a few hundred KB
 * costs every browser that shows it 256 MB). Images over UPLOAD_MAX_PIXELS (40 megapixels) are
 * refused by their header with a 400 that says why.
 */
import { crc32, deflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app';
import { activeStudent } from '../helpers/client';
import { upload } from '../helpers/upload';

let app: TestApp;
let token: string;
beforeAll(async () => {
  app = await startTestApp();
  token = (await activeStudent(app)).access_token;
});
afterAll(async () => {
  await app.close();
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
