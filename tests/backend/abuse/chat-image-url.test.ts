/**
 * Issue 28, item 3: `/api/chat/chat` took any `image_url` (metadata addresses, `file:`, another
 * user's image, `javascript:`, outside hosts), stored it, returned it in the history and passed it to
 * the vision model. Only the caller's own uploads may enter a thread, and the model gets their bytes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, type ChatMessage } from '../../../backend/contract';
import { statusLog } from '../helpers/abuse';
import { startTestApp, type TestApp } from '../helpers/app';
import { activeStudent, data, failure } from '../helpers/client';
import { drawnImage } from '../helpers/media-files';
import { messagesOf, startModelServer, type ModelServer } from '../helpers/model-server';
import { upload, uploaded } from '../helpers/upload';

const math = { course_id: 'high-school-math', subject: 'Mathematics' };
const timeOut = { course_id: 'Time-out', subject: 'personal' };
const log = statusLog();

let model: ModelServer;
let app: TestApp;
let token: string;
let thread: string;
let timeoutThread: string;
let foreignUrl: string;

beforeAll(async () => {
  model = await startModelServer();
  model.fallback = () => ({ reply: '{"type":"text","text":"רואה את התמונה."}' });
  app = await startTestApp(
    {
      TUTOR_PROVIDER: 'openai',
      LLM_BASE_URL: model.url,
      LLM_MODEL: 'test-model',
      LLM_VISION_MODEL: 'test-vision',
      LLM_TIMEOUT_MS: '2000',
      LLM_MAX_RETRIES: '0',
      LLM_BACKOFF_MS: '5',
    },
    { rateLimits: { chatUser: { max: 10_000, windowSeconds: 60 } } },
  );
  token = (await activeStudent(app)).access_token;
  const other = (await activeStudent(app)).access_token;
  foreignUrl = uploaded(await upload(app, other, await drawnImage('png'), 'theirs.png')).public_url;
  thread = data(await log.call(app, endpoints.getCourseThread, { token, body: math })).thread_id;
  timeoutThread = data(await log.call(app, endpoints.getCourseThread, { token, body: timeOut })).thread_id;
});
afterAll(async () => {
  await app.close();
  await model.close();
});

const history = async (body: typeof math): Promise<ChatMessage[]> =>
  data(await log.call(app, endpoints.getCourseThread, { token, body })).messages;

const modelSaw = (text: string): boolean =>
  model.requests.some((request) => JSON.stringify(request.body ?? {}).includes(text));

const foreignRefs = (): Array<[string, string]> => [
  ['a cloud metadata address', 'http://169.254.169.254/latest/meta-data/iam/'],
  ['a local file', 'file:///etc/passwd'],
  ['the server itself', 'http://127.0.0.1:5000/api/dev/mail'],
  ["another user's image", foreignUrl],
  ['a script URL', 'javascript:alert(1)'],
  ['an HTML data URL', 'data:text/html,<script>alert(1)</script>'],
  ['an outside host', 'https://tracker.example.com/pixel.png'],
  ['a made-up upload', '/api/chat/images/AAAAAAAAAAAAAAAAAAAAAA.png'],
  ['a very long reference', `/api/chat/images/${'a'.repeat(100_000)}.png`],
];

describe('given /api/chat/chat with an image_url that is not an upload of the caller', () => {
  it('should refuse every one with 400 on body.image_url, never store, return or send it', async () => {
    for (const [, url] of foreignRefs()) {
      // Arrange
      const body = { ...math, thread_id: thread, message: 'מה יש בתמונה?', image_url: url };
      // Act
      const refused = failure(await log.call(app, endpoints.chat, { token, body }));
      // Assert
      expect(refused.status, url.slice(0, 60)).toBe(400);
      expect(JSON.stringify(refused.details)).toContain('body.image_url');
      expect(modelSaw(url.slice(0, 60))).toBe(false);
    }
    const stored = JSON.stringify(await history(math));
    for (const [, url] of foreignRefs()) expect(stored).not.toContain(url.slice(0, 60));
  });

  it('should refuse them in a Time-Out message kept only in memory too', async () => {
    for (const [, url] of foreignRefs()) {
      // Arrange
      const body = {
        ...timeOut,
        thread_id: timeoutThread,
        message: 'תמונה',
        image_url: url,
        skip_db_log: true,
      };
      // Act
      const refused = failure(await log.call(app, endpoints.chat, { token, body }));
      // Assert
      expect(refused.status).toBe(400);
    }
    expect(JSON.stringify(await history(timeOut))).not.toContain('169.254');
  });

  it('should refuse a foreign image in drawing_follow_up and send_message_with_image', async () => {
    // Arrange
    const body = { ...math, thread_id: thread, image_url: 'http://169.254.169.254/x.png' };
    // Act
    const followUp = failure(
      await log.call(app, endpoints.drawingFollowUp, { token, body: { ...body, analysis: 'ניתוח' } }),
    );
    const picture = failure(await log.call(app, endpoints.sendMessageWithImage, { token, body }));
    // Assert
    expect([followUp.status, picture.status]).toEqual([400, 400]);
  });
});

describe("given /api/chat/chat with the caller's own upload", () => {
  it('should store its path and send the vision model its bytes as a data URL', async () => {
    // Arrange
    const png = await drawnImage('png');
    const url = uploaded(await upload(app, token, png, 'mine.png')).public_url;
    const body = { ...math, thread_id: thread, message: 'בדקי לי', image_url: url };
    // Act
    const reply = data(await log.call(app, endpoints.chat, { token, body }));
    // Assert
    expect(reply.bot).toBeTruthy();
    const request = model.requests.findLast((recorded) => recorded.path === '/v1/chat/completions');
    expect(messagesOf(request).at(-1)?.content).toEqual([
      { type: 'text', text: 'בדקי לי' },
      { type: 'image_url', image_url: { url: `data:image/png;base64,${png.toString('base64')}` } },
    ]);
    const mine = (await history(math)).findLast((message) => message.isUser);
    expect(mine?.content).toEqual([
      { type: 'text', text: 'בדקי לי' },
      { type: 'image', url },
    ]);
    expect(mine?.imageUrl).toBe(url);
  });

  it('should never have answered 5xx', () => {
    expect(log.serverErrors()).toEqual([]);
  });
});
