/**
 * Issue 28, items 7 (read-aloud) and 8: a read-aloud clip is its owner's, like an upload: served only
 * with the bearer of a user who asked for it, never publicly, and cached privately. `generate_tts` is
 * limited per user, and the clips one user holds are bounded in bytes: past the quota their least
 * recently asked-for clips are let go (deleted once nobody else holds them).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '../../../backend/contract';
import { chatRepository } from '../../../backend/src/repositories/chat';
import { defaultRateLimits } from '../../../backend/src/services/rate-limit';
import { startTestApp, type TestApp } from '../helpers/app';
import { activeStudent, call, data } from '../helpers/client';

const quotaBytes = 300_000;

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ TTS_QUOTA_BYTES: String(quotaBytes) });
});
afterAll(async () => {
  await app.close();
});

interface Student {
  token: string;
  /** stores `text` as an assistant message of the student's main thread; its id */
  reply(text: string): Promise<string>;
}

async function student(): Promise<Student> {
  const { access_token: token, user } = await activeStudent(app);
  const thread = data(
    await call(app, endpoints.getCourseThread, {
      token,
      body: { course_id: 'high-school-math', subject: 'Mathematics' },
    }),
  ).thread_id;
  return {
    token,
    async reply(text) {
      const row = await chatRepository(app.db).insertMessage({
        thread_id: thread,
        user_id: user.id,
        role: 'assistant',
        content: JSON.stringify(text),
      });
      return String(row.id);
    },
  };
}

const speak = (who: Student, messageId: string) =>
  call(app, endpoints.generateTts, {
    token: who.token,
    body: { content: [{ type: 'text', text: 'x' }], message_id: messageId },
  });

/** GET of a clip URL, as `token` (or with no token). */
async function fetchClip(url: string, token?: string) {
  const response = await fetch(`${app.url}${url}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  await response.arrayBuffer();
  return { status: response.status, cacheControl: response.headers.get('cache-control') };
}

const stored = (url: string) =>
  existsSync(path.join(app.config.dataDir, 'media', 'tts', url.split('/').at(-1) ?? ''));

describe('given a clip one student asked for', () => {
  it('should serve it to that student only, privately, and never at a public address', async () => {
    // Arrange
    const owner = await student();
    const other = await student();
    const url = data(await speak(owner, await owner.reply('שלום, זה הקטע של התלמידה בלבד.'))).audio_url;
    const file = url.split('/').at(-1) ?? '';
    // Act
    const own = await fetchClip(url, owner.token);
    const anonymous = await fetchClip(url);
    const foreign = await fetchClip(url, other.token);
    const publicPath = await fetchClip(`/static/tts/${file}`);
    // Assert
    expect(url).toMatch(/^\/api\/chat\/tts\/[0-9a-f]{64}\.wav$/);
    expect(own).toEqual({ status: 200, cacheControl: 'private, max-age=31536000, immutable' });
    expect(anonymous.status).toBe(401);
    expect(foreign.status).toBe(404);
    expect(publicPath.status).toBe(404);
  });
});

describe('given one student asking for read-aloud faster than the limit', () => {
  it('should speak at most the per-user limit and answer the rest 429, never 5xx', async () => {
    // Arrange
    const hurried = await student();
    const messageId = await hurried.reply('שלום.');
    const tries = defaultRateLimits.ttsUser.max + 5;
    // Act
    const answers = await Promise.all(Array.from({ length: tries }, () => speak(hurried, messageId)));
    // Assert
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    const spoken = statuses.filter((status) => status === 200).length;
    expect(spoken).toBeGreaterThan(0);
    expect(spoken).toBeLessThanOrEqual(defaultRateLimits.ttsUser.max);
    expect(statuses.filter((status) => status === 429)).toHaveLength(tries - spoken);
  });
});

describe('given a student whose clips pass the quota', () => {
  it('should let go of the oldest, delete those nobody else holds, and keep what another student holds', async () => {
    // Arrange: the first clip's words are also another student's
    const reader = await student();
    const sharer = await student();
    const firstText = 'המשפט הראשון: פונקציה ריבועית היא פונקציה מהצורה איי איקס בריבוע ועוד בי איקס.';
    const shared = data(await speak(sharer, await sharer.reply(firstText))).audio_url;
    const texts = [
      firstText,
      'המשפט השני: הקודקוד של הפרבולה נמצא בנקודה שבה הנגזרת מתאפסת, ושם הפונקציה מקבלת קיצון.',
      'המשפט השלישי: כדי למצוא את נקודות החיתוך עם ציר האיקס פותרים את המשוואה הריבועית.',
      'המשפט הרביעי: הדיסקרימיננטה אומרת כמה פתרונות יש למשוואה, אפס, אחד או שניים.',
      'המשפט החמישי: כשהמקדם של איקס בריבוע חיובי הפרבולה פתוחה כלפי מעלה, וכשהוא שלילי כלפי מטה.',
    ];
    // Act
    const urls: string[] = [];
    for (const text of texts) urls.push(data(await speak(reader, await reader.reply(text))).audio_url);
    const answers = await Promise.all(urls.map((url) => fetchClip(url, reader.token)));
    const sizes = await Promise.all(
      urls.map(async (url) =>
        (
          await fetch(`${app.url}${url}`, { headers: { authorization: `Bearer ${reader.token}` } })
        ).headers.get('content-length'),
      ),
    );
    // Assert
    expect(urls[0]).toBe(shared);
    expect(answers.at(-1)?.status).toBe(200);
    expect(answers[0]?.status).toBe(404);
    expect(answers[1]?.status).toBe(404);
    const held = sizes.filter((size): size is string => size !== null).map(Number);
    expect(held.reduce((sum, size) => sum + size, 0)).toBeLessThanOrEqual(quotaBytes + (held.at(-1) ?? 0));
    // The shared clip stays for the student who still holds it; the reader's own old one is gone.
    expect((await fetchClip(shared, sharer.token)).status).toBe(200);
    expect(stored(shared)).toBe(true);
    expect(stored(urls[1] ?? '')).toBe(false);
  });
});
