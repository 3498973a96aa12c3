import { mkdtempSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '../../backend/contract';
import { diskStore } from '../../backend/src/storage/disk';
import { s3Store } from '../../backend/src/storage/s3';
import type { ObjectStore } from '../../backend/src/storage';
import { startTestApp, type TestApp } from './helpers/app';
import { call, data } from './helpers/client';
import { buildPdf, drawnImage } from './helpers/media-files';
import { startS3Server, type S3TestServer } from './helpers/s3-server';
import { fetchFile, upload, uploaded } from './helpers/upload';

let s3: S3TestServer;
let scratch: string;
beforeAll(async () => {
  s3 = await startS3Server();
  scratch = mkdtempSync(path.join(tmpdir(), 'havruta-store-'));
});
afterAll(async () => {
  await s3.close();
  rmSync(scratch, { recursive: true, force: true });
});

const s3Config = (secretAccessKey = s3.secretAccessKey) => ({
  bucket: 'havruta',
  endpoint: s3.endpoint,
  region: s3.region,
  accessKeyId: s3.accessKeyId,
  secretAccessKey,
  forcePathStyle: true,
  prefix: 'test/',
});

async function text(body: Readable): Promise<string> {
  let all = '';
  for await (const chunk of body) all += String(chunk);
  return all;
}

describe.each<[string, () => ObjectStore]>([
  ['the local disk', () => diskStore(path.join(scratch, 'media'))],
  ['an S3-compatible bucket', () => s3Store(s3Config())],
])('given objects in %s', (_name, makeStore) => {
  it('should keep a file and bytes, serve them whole and by range, and forget them', async () => {
    // Arrange
    const store = makeStore();
    const file = path.join(scratch, `upload-${Math.random()}.part`);
    writeFileSync(file, 'hello from a scratch file');
    // Act
    await store.putFile('uploads/a1.png', file, { size: 25, contentType: 'image/png' });
    await store.putBytes('tts/b2.wav', Buffer.from('RIFF audio bytes'), { contentType: 'audio/wav' });
    const whole = await store.get('uploads/a1.png');
    const part = await store.get('uploads/a1.png', { start: 6, end: 9 });
    const info = await store.stat('tts/b2.wav');
    await store.delete('tts/b2.wav');
    // Assert
    expect(existsSync(file)).toBe(false);
    expect(whole && (await text(whole.body))).toBe('hello from a scratch file');
    expect(part && { size: part.size, body: await text(part.body) }).toEqual({ size: 25, body: 'from' });
    expect(info?.size).toBe(16);
    expect(await store.stat('tts/b2.wav')).toBeNull();
    expect(await store.get('uploads/missing.png')).toBeNull();
    await expect(store.delete('uploads/missing.png')).resolves.toBeUndefined();
  });

  it('should refuse a key that is not a folder and a plain file name', async () => {
    // Arrange
    const store = makeStore();
    // Act + Assert
    await expect(store.get('uploads/../../etc/passwd' as 'uploads/x')).rejects.toThrow(/invalid object key/);
    await expect(
      store.putBytes('../x/y' as 'uploads/x', Buffer.from('x'), { contentType: 'text/plain' }),
    ).rejects.toThrow(/invalid object key/);
  });
});

describe('given an S3 store with the wrong secret', () => {
  it('should fail to write, because the server checks every signature', async () => {
    // Arrange
    const store = s3Store(s3Config('not-the-secret'));
    // Act
    const writing = store.putBytes('uploads/x.png', Buffer.from('x'), { contentType: 'image/png' });
    // Assert
    await expect(writing).rejects.toThrow();
    expect(s3.requests.at(-1)?.status).toBe(403);
  });
});

describe('given a server configured with an S3 bucket', () => {
  let app: TestApp;
  let token: string;
  beforeAll(async () => {
    app = await startTestApp({
      S3_BUCKET: 'shared',
      S3_ENDPOINT: s3.endpoint,
      S3_REGION: s3.region,
      S3_ACCESS_KEY_ID: s3.accessKeyId,
      S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
      S3_PREFIX: 'node-a/',
    });
    token = data(await call(app, endpoints.login, { body: app.credentials('student') })).access_token;
  });
  afterAll(async () => {
    await app.close();
  });

  it('should keep uploads and PDF pages in the bucket, not on the local disk, and serve them', async () => {
    // Arrange
    const png = await drawnImage('png');
    // Act
    const image = uploaded(await upload(app, token, png, 'bucket.png'));
    const pdf = uploaded(await upload(app, token, buildPdf(['In the bucket']), 'bucket.pdf'));
    const served = await fetchFile(app, image.public_url, token);
    const page = await fetchFile(app, pdf.public_urls[0] as string, token);
    // Assert
    const key = (url: string) => `shared/node-a/uploads/${url.split('/').pop()}`;
    expect(s3.objects.get(key(image.public_url))?.bytes.equals(png)).toBe(true);
    expect(s3.objects.get(key(image.public_url))?.contentType).toBe('image/png');
    expect(s3.objects.has(key(pdf.public_url))).toBe(true);
    expect(s3.objects.has(key(pdf.public_urls[0] as string))).toBe(true);
    expect(existsSync(path.join(app.config.dataDir, 'media'))).toBe(false);
    expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true);
    expect(page.headers.get('content-type')).toBe('image/png');
  });
});
