import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { endpoints, type BotReply, type ChatMessage, type MessageBlock } from '../../backend/contract';
import { startTestApp, type TestApp } from './helpers/app';
import { activeStudent, call, data, failure } from './helpers/client';
import { buildPdf, drawnImage } from './helpers/media-files';
import { messagesOf, startModelServer, type ModelServer } from './helpers/model-server';
import { upload, uploaded } from './helpers/upload';

const math = { course_id: 'high-school-math', subject: 'Mathematics' };

async function mainThread(app: TestApp, token: string): Promise<string> {
  return data(await call(app, endpoints.getCourseThread, { token, body: math })).thread_id;
}

async function history(app: TestApp, token: string): Promise<ChatMessage[]> {
  return data(await call(app, endpoints.getCourseThread, { token, body: math })).messages;
}

async function uploadPng(app: TestApp, token: string): Promise<string> {
  return uploaded(await upload(app, token, await drawnImage('png'), 'solution.png')).public_url;
}

const imagesOf = (message: ChatMessage | undefined): string[] =>
  Array.isArray(message?.content)
    ? message.content
        .filter((block): block is Extract<MessageBlock, { type: 'image' }> => block.type === 'image')
        .map((block) => block.url)
    : [];

const textOf = (bot: BotReply['bot']): string => (typeof bot === 'string' ? bot : JSON.stringify(bot));

describe('given the offline tutor', () => {
  let app: TestApp;
  let token: string;
  let other: string;
  let thread: string;
  beforeAll(async () => {
    app = await startTestApp({}, { rateLimits: { chatUser: { max: 10_000, windowSeconds: 60 } } });
    token = (await activeStudent(app)).access_token;
    other = (await activeStudent(app)).access_token;
    thread = await mainThread(app, token);
  });
  afterAll(async () => {
    await app.close();
  });

  it('should store a sent picture as an image block, say it cannot read handwriting and ask for the typed answer', async () => {
    // Arrange
    const url = await uploadPng(app, token);
    // Act
    const reply = data(
      await call(app, endpoints.sendMessageWithImage, {
        token,
        body: { ...math, thread_id: thread, image_url: url, message: 'פתרו את המשוואה 2x+3=7' },
      }),
    );
    const messages = await history(app, token);
    // Assert
    expect(reply.image_url).toBe(url);
    expect(textOf(reply.bot)).toContain('כתב יד');
    const mine = messages.find((message) => message.isUser && imagesOf(message).includes(url));
    expect(mine?.content).toEqual([
      { type: 'text', text: 'פתרו את המשוואה 2x+3=7' },
      { type: 'image', url },
    ]);
    expect(mine?.imageUrl).toBe(url);
  });

  it.each([
    ['x=2', 'נכון, זה הערך הנכון. בדקתי'],
    ['x=5', 'זה לא הערך הנכון. בדקו שוב'],
  ])('should check the typed final answer %s with the answer checker', async (answer, expected) => {
    // Arrange
    const url = await uploadPng(app, token);
    await call(app, endpoints.sendMessageWithImage, {
      token,
      body: { ...math, thread_id: thread, image_url: url, message: 'פתרו את המשוואה 2x+3=7' },
    });
    // Act
    const reply = data(
      await call(app, endpoints.chat, {
        token,
        body: { ...math, thread_id: thread, message: answer },
      }),
    );
    // Assert
    expect(textOf(reply.bot)).toContain(expected);
    expect(textOf(reply.bot)).not.toContain('x=2');
  });

  it('should say honestly that it cannot verify an answer to a picture sent without a question', async () => {
    // Arrange
    const url = await uploadPng(app, token);
    await call(app, endpoints.sendMessageWithImage, {
      token,
      body: { ...math, thread_id: thread, image_url: url },
    });
    // Act
    const reply = data(
      await call(app, endpoints.chat, { token, body: { ...math, thread_id: thread, message: '42' } }),
    );
    // Assert
    expect(textOf(reply.bot)).toContain('אינני יכולה לומר אם 42 נכון');
  });

  it("should refuse another user's upload with 400 and another user's thread with 404, storing nothing", async () => {
    // Arrange
    const foreignUrl = await uploadPng(app, other);
    const url = await uploadPng(app, token);
    const otherThread = await mainThread(app, other);
    const before = (await history(app, token)).length;
    // Act
    const foreignImage = failure(
      await call(app, endpoints.sendMessageWithImage, {
        token,
        body: { ...math, thread_id: thread, image_url: foreignUrl },
      }),
    );
    const foreignThread = failure(
      await call(app, endpoints.sendMessageWithImage, {
        token,
        body: { ...math, thread_id: otherThread, image_url: url },
      }),
    );
    const outside = failure(
      await call(app, endpoints.sendMessageWithImage, {
        token,
        body: { ...math, thread_id: thread, image_url: 'https://example.com/x.png' },
      }),
    );
    // Assert
    expect(foreignImage.status).toBe(400);
    expect(foreignImage.details).toMatchObject({
      fields: [{ field: 'body.image_url', message: 'Not an image uploaded by you' }],
    });
    expect(foreignThread.status).toBe(404);
    expect(outside.status).toBe(400);
    expect(await history(app, token)).toHaveLength(before);
  });

  it("should send a PDF as its page images and answer with the pages' URLs", async () => {
    // Arrange
    const pdf = uploaded(
      await upload(app, token, buildPdf(['Page one: 2x+3=7', 'Page two']), 'homework.pdf'),
    );
    // Act
    const reply = data(
      await call(app, endpoints.sendMessageWithImage, {
        token,
        body: { ...math, thread_id: thread, image_url: pdf.public_url, is_pdf: true },
      }),
    );
    const messages = await history(app, token);
    // Assert
    expect(reply.image_urls).toEqual(pdf.public_urls);
    const mine = messages.findLast((message) => message.isUser);
    expect(imagesOf(mine)).toEqual(pdf.public_urls);
  });

  it('should store a drawing sent as a data URL and answer its follow-up with the same reply, once', async () => {
    // Arrange
    const png = await drawnImage('png');
    const image = `data:image/png;base64,${png.toString('base64')}`;
    // Act
    const drawing = data(
      await call(app, endpoints.analyzeDrawing, {
        token,
        body: { ...math, thread_id: thread, image, message: 'הנה הפתרון שלי' },
      }),
    );
    const followUp = data(
      await call(app, endpoints.drawingFollowUp, {
        token,
        body: { ...math, thread_id: thread, analysis: drawing.analysis, image_url: drawing.image_url },
      }),
    );
    const messages = await history(app, token);
    const picture = await fetch(`${app.url}${drawing.image_url}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    // Assert
    expect(drawing.image_url).toMatch(/^\/api\/chat\/images\/[\w-]+\.png$/);
    expect(drawing.analysis).toContain('כתב יד');
    expect(textOf(followUp.bot)).toBe(drawing.analysis);
    expect(messages.filter((message) => imagesOf(message).includes(drawing.image_url))).toHaveLength(1);
    expect(picture.status).toBe(200);
    expect(Buffer.from(await picture.arrayBuffer()).equals(png)).toBe(true);
  });

  it('should answer an exercise submission (follow-up alone) by storing the picture and the message', async () => {
    // Arrange
    const url = await uploadPng(app, token);
    // Act
    const reply = data(
      await call(app, endpoints.drawingFollowUp, {
        token,
        body: { ...math, thread_id: thread, analysis: 'שלח פתרון', image_url: url, message: 'סעיף א' },
      }),
    );
    const messages = await history(app, token);
    // Assert
    expect(textOf(reply.bot)).toContain('כתב יד');
    expect(messages.find((message) => imagesOf(message).includes(url))?.content).toEqual([
      { type: 'text', text: 'סעיף א' },
      { type: 'image', url },
    ]);
  });

  it.each([
    [
      'HTML in a PNG data URL',
      `data:image/png;base64,${Buffer.from('<html><script>x</script>').toString('base64')}`,
    ],
    ['an SVG data URL', `data:image/svg+xml;base64,${Buffer.from('<svg/>').toString('base64')}`],
    ['an outside URL', 'https://example.com/drawing.png'],
  ])('should refuse %s as a drawing with 400', async (_name, image) => {
    // Act
    const answer = failure(
      await call(app, endpoints.analyzeDrawing, { token, body: { ...math, thread_id: thread, image } }),
    );
    // Assert
    expect(answer.status).toBe(400);
  });
});

describe('given the openai provider with a vision model', () => {
  let model: ModelServer;
  let app: TestApp;
  let token: string;
  let thread: string;
  beforeAll(async () => {
    model = await startModelServer();
    app = await startTestApp({
      TUTOR_PROVIDER: 'openai',
      LLM_BASE_URL: model.url,
      LLM_MODEL: 'test-model',
      LLM_VISION_MODEL: 'test-vision',
      LLM_TIMEOUT_MS: '500',
      LLM_MAX_RETRIES: '0',
      LLM_BACKOFF_MS: '5',
    });
    token = (await activeStudent(app)).access_token;
    thread = await mainThread(app, token);
  });
  afterAll(async () => {
    await app.close();
    await model.close();
  });
  beforeEach(() => {
    model.fallback = () => ({ reply: '{"type":"text","text":"רואה את הפתרון: הצבת נכון."}' });
  });

  it('should send the picture to the vision model as a data URL with the message', async () => {
    // Arrange
    const png = await drawnImage('png');
    const url = uploaded(await upload(app, token, png, 'work.png')).public_url;
    // Act
    const reply = data(
      await call(app, endpoints.sendMessageWithImage, {
        token,
        body: { ...math, thread_id: thread, image_url: url, message: 'בדקי לי' },
      }),
    );
    // Assert
    const request = model.requests.findLast((recorded) => recorded.path === '/v1/chat/completions');
    expect((request?.body as { model?: string }).model).toBe('test-vision');
    expect(messagesOf(request).at(-1)?.content).toEqual([
      { type: 'text', text: 'בדקי לי' },
      { type: 'image_url', image_url: { url: `data:image/png;base64,${png.toString('base64')}` } },
    ]);
    expect(textOf(reply.bot)).toBe('רואה את הפתרון: הצבת נכון.');
  });

  it('should keep the picture message when the model fails, and answer a retry with the same id', async () => {
    // Arrange
    const url = await uploadPng(app, token);
    model.fallback = () => ({ fault: 'server-error' });
    const body = { ...math, thread_id: thread, image_url: url, client_message_id: 'picture-retry-1' };
    // Act
    const failed = failure(await call(app, endpoints.sendMessageWithImage, { token, body }));
    const kept = (await history(app, token)).filter((message) => imagesOf(message).includes(url));
    model.fallback = () => ({ reply: '{"type":"text","text":"עכשיו זה עובד."}' });
    const retried = data(await call(app, endpoints.sendMessageWithImage, { token, body }));
    const after = (await history(app, token)).filter((message) => imagesOf(message).includes(url));
    // Assert
    expect(failed).toMatchObject({ status: 503, code: 'tutor_unavailable' });
    expect(kept).toHaveLength(1);
    expect(textOf(retried.bot)).toBe('עכשיו זה עובד.');
    expect(after).toHaveLength(1);
  });
});

describe('given the openai provider without a vision model', () => {
  let model: ModelServer;
  let app: TestApp;
  let token: string;
  beforeAll(async () => {
    model = await startModelServer();
    app = await startTestApp({ TUTOR_PROVIDER: 'openai', LLM_BASE_URL: model.url, LLM_TIMEOUT_MS: '500' });
    token = (await activeStudent(app)).access_token;
  });
  afterAll(async () => {
    await app.close();
    await model.close();
  });

  it('should not send the picture to the text model and ask for the typed answer instead', async () => {
    // Arrange
    const thread = await mainThread(app, token);
    const url = await uploadPng(app, token);
    const calls = model.requests.length;
    // Act
    const reply = data(
      await call(app, endpoints.sendMessageWithImage, {
        token,
        body: { ...math, thread_id: thread, image_url: url },
      }),
    );
    // Assert
    expect(textOf(reply.bot)).toContain('כתב יד');
    expect(model.requests).toHaveLength(calls);
  });
});
