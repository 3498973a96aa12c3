/**
 * Issue 28, item 2: PDFs that inflate to hundreds of MB through streams the bomb check did not decode
 * (a zlib header with a small window, zlib under ASCIIHexDecode) are refused, their reading process is
 * killed at its memory ceiling, and nothing is kept; one user cannot fill the PDF queue, and another
 * user's PDF is still read while the bombs wait.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PdfQueueFull, pdfReader } from '../../../backend/src/services/uploads/pdf';
import { startTestApp, type TestApp } from '../helpers/app';
import { activeStudent } from '../helpers/client';
import { bombStream, buildPdf } from '../helpers/media-files';
import { upload } from '../helpers/upload';

/** Inflated size of each bomb: over the test's ceiling, small enough to build and refuse quickly. */
const bombBytes = 320 * 1024 * 1024;

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ PDF_MAX_RSS_MB: '256', PDF_QUEUE_PER_USER: '2' });
});
afterAll(async () => {
  await app.close();
});

const storedUploads = async (): Promise<number> => Number((await app.db('uploads').count({ n: '*' }))[0]?.n);

describe('given PDFs that inflate far past their size', () => {
  it.each<['small-window' | 'ascii-hex', string[]]>([
    ['small-window', ['pdf_bomb']],
    ['ascii-hex', ['pdf_bomb', 'pdf_too_complex']],
  ])('should refuse a %s bomb with a 400 and keep nothing', async (encoding, codes) => {
    // Arrange
    const token = (await activeStudent(app)).access_token;
    const pdf = buildPdf(['x'], { bomb: await bombStream(bombBytes, encoding) });
    const before = await storedUploads();
    // Act
    const result = await upload(app, token, pdf, 'bomb.pdf');
    // Assert
    expect(pdf.length).toBeLessThan(2 * 1024 * 1024);
    expect(result.status).toBe(400);
    expect(codes).toContain(!result.ok && result.error.code);
    expect(await storedUploads()).toBe(before);
  });
});

describe('given one user sending many bombs at once', () => {
  it('should take two into the queue, answer 429 with Retry-After to the rest, and still read another user’s PDF', async () => {
    // Arrange
    const attacker = (await activeStudent(app)).access_token;
    const student = (await activeStudent(app)).access_token;
    const bomb = buildPdf(['x'], { bomb: await bombStream(bombBytes, 'ascii-hex') });
    // Act
    const bombs = Array.from({ length: 5 }, (_, index) => upload(app, attacker, bomb, `b${index}.pdf`));
    const page = await upload(app, student, buildPdf(['one page of homework']), 'homework.pdf');
    const answers = await Promise.all(bombs);
    // Assert
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([400, 400, 429, 429, 429]);
    for (const answer of answers.filter((each) => each.status === 429)) {
      expect(Number(!answer.ok && answer.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    expect(page.status).toBe(200);
    expect(page.ok && page.data.public_urls).toHaveLength(1);
  });
});

describe('given a full PDF queue', () => {
  it('should refuse a reading past the total bound, whoever asks', async () => {
    // Arrange
    const reader = pdfReader({ timeoutMs: 30_000, concurrency: 1, maxWaiting: 1, perOwner: 5 });
    const pdf = buildPdf(['queued']);
    // Act
    const first = reader.read(pdf, async () => undefined, 'a');
    const second = reader.read(pdf, async () => undefined, 'b');
    const third = reader.read(pdf, async () => undefined, 'c').catch((error: unknown) => error);
    // Assert
    const refusal = await third;
    expect(refusal).toBeInstanceOf(PdfQueueFull);
    expect((refusal as PdfQueueFull).scope).toBe('total');
    expect((refusal as PdfQueueFull).retryAfterSeconds).toBeGreaterThan(0);
    expect((await first).pageCount).toBe(1);
    expect((await second).pageCount).toBe(1);
  });
});
