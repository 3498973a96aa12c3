/**
 * Issue 28, item 7 (uploads): `upload_file` is limited per user (429 with Retry-After), and what one
 * user's uploads may take in the store is capped (413 `upload_quota_exceeded`), while other users
 * upload as before.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app';
import { activeStudent } from '../helpers/client';
import { drawnImage, noisePng } from '../helpers/media-files';
import { fetchFile, upload, uploaded } from '../helpers/upload';

const perWindow = 8;
const quotaBytes = 50_000;

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp(
    { UPLOAD_QUOTA_BYTES: String(quotaBytes) },
    { rateLimits: { uploadUser: { max: perWindow, windowSeconds: 600 } } },
  );
});
afterAll(async () => {
  await app.close();
});

describe('given a user who uploads faster than the limit', () => {
  it('should answer 429 with Retry-After past the limit, and let another user upload', async () => {
    // Arrange
    const eager = (await activeStudent(app)).access_token;
    const other = (await activeStudent(app)).access_token;
    const image = await drawnImage('png');
    // Act
    const results = [];
    for (let index = 0; index <= perWindow; index += 1) {
      results.push(await upload(app, eager, image, `p${index}.png`));
    }
    const others = await upload(app, other, image, 'mine.png');
    // Assert
    expect(results.slice(0, perWindow).map((result) => result.status)).toEqual(
      Array.from({ length: perWindow }, () => 200),
    );
    const refused = results[perWindow];
    expect(refused?.status).toBe(429);
    expect(!refused?.ok && refused?.error.code).toBe('too_many_requests');
    expect(Number(!refused?.ok && refused?.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(others.status).toBe(200);
  });
});

describe('given a user whose uploads fill the storage quota', () => {
  it('should refuse the upload that would pass it with 413, keep serving the earlier ones, and let another user upload', async () => {
    // Arrange
    const filler = (await activeStudent(app)).access_token;
    const other = (await activeStudent(app)).access_token;
    const image = await noisePng(20_000);
    // Act
    const first = uploaded(await upload(app, filler, image, 'a.png'));
    const second = uploaded(await upload(app, filler, image, 'b.png'));
    const third = await upload(app, filler, image, 'c.png');
    const served = await fetchFile(app, first.public_url, filler);
    const others = await upload(app, other, image, 'mine.png');
    // Assert
    expect(second.public_url).not.toBe(first.public_url);
    expect(third.status).toBe(413);
    expect(!third.ok && third.error.code).toBe('upload_quota_exceeded');
    expect(!third.ok && third.error.details).toMatchObject({ quota_bytes: quotaBytes });
    expect(served.status).toBe(200);
    expect(others.status).toBe(200);
  });
});
