import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, UserId, type MessageContent, type ThreadId } from '../../backend/contract';
import { createLogger } from '../../backend/src/logger';
import { diskStore } from '../../backend/src/storage/disk';
import { ttsService } from '../../backend/src/services/tts';
import { espeakEngine, type SpeechEngine } from '../../backend/src/services/tts/engines';
import { loadSpeechWords } from '../../backend/src/services/tts/speech-text';
import { startTestApp, type TestApp } from './helpers/app';
import { chatRepository } from '../../backend/src/repositories/chat';
import { activeStudent, call, data, failure } from './helpers/client';
import { startModelServer, type ModelServer } from './helpers/model-server';
import { wavInfo } from './helpers/wav';

const shortHebrew = 'שלום, אני אתנה.';
const longHebrew =
  'שלום, אני אתנה. היום נלמד על פונקציה ריבועית ועל הדרך למצוא את הקודקוד שלה. ' +
  'הנוסחה היא $x_v = -\\frac{b}{2a}$, ואחר כך מציבים בחזרה בפונקציה.';
const shortEnglish = 'Hello, I am Athena.';
const longEnglish =
  'Hello, I am Athena. Today we will learn about quadratic functions and how to find the vertex. ' +
  'The formula is $x_v = -\\frac{b}{2a}$, and then we substitute back into the function.';

/** Assistant messages of the tests' threads, stored as the chat engine stores them: id by name. */
const messages = new Map<string, string>();

/** The student's main thread in the math course. */
async function mainThread(on: TestApp, token: string): Promise<ThreadId> {
  return data(
    await call(on, endpoints.getCourseThread, {
      token,
      body: { course_id: 'high-school-math', subject: 'Mathematics' },
    }),
  ).thread_id;
}

/** The main thread of a student in the math course, with `content` stored as an assistant message. */
async function storeAssistantMessage(
  on: TestApp,
  student: { access_token: string; user: { id: number } },
  content: MessageContent,
): Promise<string> {
  const thread = await mainThread(on, student.access_token);
  const row = await chatRepository(on.db).insertMessage({
    thread_id: thread,
    user_id: UserId.parse(student.user.id),
    role: 'assistant',
    content: JSON.stringify(content),
  });
  return String(row.id);
}

const texts = { shortHebrew, longHebrew, shortEnglish, longEnglish };

let app: TestApp;
let token: string;
beforeAll(async () => {
  app = await startTestApp();
  const student = await activeStudent(app);
  token = student.access_token;
  for (const [name, text] of Object.entries(texts)) {
    messages.set(name, await storeAssistantMessage(app, student, text));
  }
  messages.set(
    'blocks',
    await storeAssistantMessage(app, student, [
      { type: 'text', text: 'החשבון:' },
      { type: 'math_block', latex: 'x^2' },
    ]),
  );
  const other = await activeStudent(app);
  messages.set('foreign', await storeAssistantMessage(app, other, 'not yours'));
  const thread = await mainThread(app, token);
  const question = await chatRepository(app.db).insertMessage({
    thread_id: thread,
    user_id: student.user.id,
    role: 'user',
    content: JSON.stringify('מה הקודקוד?'),
  });
  messages.set('studentsOwn', String(question.id));
});
afterAll(async () => {
  await app.close();
});

async function speak(name: string, text = 'x') {
  return call(app, endpoints.generateTts, {
    token,
    body: { content: [{ type: 'text', text }], message_id: messages.get(name) ?? name },
  });
}

async function audio(
  url: string,
  as: string | null = token,
): Promise<{ status: number; type: string | null; bytes: Buffer }> {
  const response = await fetch(`${app.url}${url}`, {
    headers: as ? { authorization: `Bearer ${as}` } : {},
  });
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    bytes: Buffer.from(await response.arrayBuffer()),
  };
}

describe('given assistant messages of the caller', () => {
  it.each([
    ['Hebrew', 'shortHebrew', 'longHebrew'],
    ['English', 'shortEnglish', 'longEnglish'],
  ])(
    'should read %s aloud offline as a playable WAV that grows with the text',
    async (_language, short, long) => {
      // Act
      const first = data(await speak(short));
      const second = data(await speak(long));
      const shortClip = await audio(first.audio_url);
      const longClip = await audio(second.audio_url);
      // Assert
      expect(first.audio_url).toMatch(/^\/api\/chat\/tts\/[0-9a-f]{64}\.wav$/);
      expect(shortClip).toMatchObject({ status: 200, type: 'audio/wav' });
      const shortWav = wavInfo(shortClip.bytes);
      const longWav = wavInfo(longClip.bytes);
      expect(shortWav).toMatchObject({ format: 1, channels: 1, sampleRate: 22050 });
      expect(shortWav.seconds).toBeGreaterThan(0.5);
      expect(longWav.seconds).toBeGreaterThan(shortWav.seconds * 3);
    },
  );

  it('should give the same URL for the same text and serve byte ranges of it', async () => {
    // Act
    const first = data(await speak('blocks'));
    const again = data(await speak('blocks'));
    const partial = await fetch(`${app.url}${first.audio_url}`, {
      headers: { range: 'bytes=0-3', authorization: `Bearer ${token}` },
    });
    // Assert
    expect(again.audio_url).toBe(first.audio_url);
    expect(partial.status).toBe(206);
    expect(Buffer.from(await partial.arrayBuffer()).toString('latin1')).toBe('RIFF');
    expect(partial.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
  });

  it("should answer 400 to empty text and 404 to another user's message, a student's message or none", async () => {
    // Act
    const empty = failure(await speak('shortHebrew', '   '));
    const foreign = failure(await speak('foreign'));
    const own = failure(await speak('studentsOwn'));
    const missing = failure(await speak('no-such-message'));
    const unknownClip = await audio(`/api/chat/tts/${'0'.repeat(64)}.wav`);
    // Assert
    expect(empty.status).toBe(400);
    expect(foreign).toMatchObject({ status: 404, code: 'message_not_found' });
    expect(own).toMatchObject({ status: 404, code: 'message_not_found' });
    expect(missing.status).toBe(404);
    expect(unknownClip.status).toBe(404);
  });
});

describe('given the read-aloud service itself', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'havruta-tts-'));
  });
  afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  it('should synthesise once for ten concurrent requests of the same text, and never again', async () => {
    // Arrange
    const words = loadSpeechWords(path.resolve('content'));
    const offline = espeakEngine(words);
    let runs = 0;
    const counting: SpeechEngine = {
      ...offline,
      synthesize: (text, language) => {
        runs += 1;
        return offline.synthesize(text, language);
      },
    };
    const tts = ttsService({
      store: diskStore(dir),
      engine: counting,
      words,
      logger: createLogger('silent'),
    });
    // Act
    const urls = await Promise.all(Array.from({ length: 10 }, () => tts.speak('מה השטח של $\\pi r^2$?')));
    const later = await tts.speak('מה השטח של $\\pi r^2$?');
    // Assert
    expect(new Set([...urls, later].map((clip) => clip.file)).size).toBe(1);
    expect(runs).toBe(1);
  });
});

describe('given an OpenAI-compatible speech endpoint', () => {
  let server: ModelServer;
  let withProvider: TestApp;
  let providerToken: string;
  const there = new Map<string, string>();
  beforeAll(async () => {
    server = await startModelServer();
    withProvider = await startTestApp({
      TTS_BASE_URL: server.url,
      TTS_API_KEY: 'test-key',
      TTS_VOICE: 'nova',
      TTS_TIMEOUT_MS: '2000',
    });
    const student = await activeStudent(withProvider);
    providerToken = student.access_token;
    for (const [name, text] of Object.entries(texts)) {
      there.set(name, await storeAssistantMessage(withProvider, student, text));
    }
  });
  afterAll(async () => {
    await withProvider.close();
    await server.close();
  });

  const speakThere = (messageId: string) =>
    call(withProvider, endpoints.generateTts, {
      token: providerToken,
      body: { content: [{ type: 'text', text: 'x' }], message_id: there.get(messageId) ?? messageId },
    });

  it('should read with its voice, formulas already in words, and serve the MP3', async () => {
    // Act
    const answer = data(await speakThere('longHebrew'));
    const clip = await fetch(`${withProvider.url}${answer.audio_url}`, {
      headers: { authorization: `Bearer ${providerToken}` },
    });
    // Assert
    expect(answer.audio_url).toMatch(/\.mp3$/);
    expect(clip.headers.get('content-type')).toBe('audio/mpeg');
    expect(server.audio.speech.at(-1)).toMatchObject({
      model: 'tts-1',
      voice: 'nova',
      response_format: 'mp3',
    });
    expect(server.audio.speech.at(-1)?.input).toContain('איקס וי שווה מינוס בי חלקי 2 איי');
  });

  it('should fall back to the offline voice when the endpoint fails or hangs', async () => {
    // Arrange
    server.audio.faults.push({ status: 500 }, { status: 500 }, { hang: true }, { hang: true });
    // Act
    const failed = data(await speakThere('shortEnglish'));
    const hung = data(await speakThere('shortHebrew'));
    // Assert
    expect(failed.audio_url).toMatch(/\.wav$/);
    expect(hung.audio_url).toMatch(/\.wav$/);
  });
});
