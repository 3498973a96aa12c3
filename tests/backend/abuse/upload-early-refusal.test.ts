/**
 * Issue 28, item 10: an upload refused before its body is read (no token, too large by its
 * Content-Length, a wrong type after the first bytes) must reach every client as its status and JSON
 * error. Answering and closing while the client still sends made Node's fetch fail with EPIPE or a
 * reset about one time in three.
 */
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '../../../backend/contract';
import { startTestApp, type TestApp } from '../helpers/app';
import { activeStudent } from '../helpers/client';
import { drawnImage } from '../helpers/media-files';
import type { UploadJob as Job, UploadOutcome as Outcome } from './fetch-uploads';

const run = promisify(execFile);

const maxBytes = 10 * 1024 * 1024;
/** Big enough that the client is still sending when the server answers (loopback buffers hold less). */
const bodyBytes = 8 * 1024 * 1024;
const attempts = 20;

let app: TestApp;
let token: string;
beforeAll(async () => {
  app = await startTestApp({}, { rateLimits: { uploadUser: { max: 1000, windowSeconds: 60 } } });
  token = (await activeStudent(app)).access_token;
});
afterAll(async () => {
  await app.close();
});

const client = fileURLToPath(new URL('./fetch-uploads.ts', import.meta.url));

/**
 * Each job `attempts` times, one after the other, by Node's fetch in a process of its own: an outside
 * client, whose writes do not wait for the server's turn of this process's event loop.
 */
async function sendFromOutside(job: Job): Promise<Outcome[]> {
  const { stdout } = await run(process.execPath, [
    client,
    `${app.url}${endpoints.uploadFile.path}`,
    JSON.stringify([job]),
    String(attempts),
  ]);
  const [outcomes] = JSON.parse(stdout) as Outcome[][];
  return outcomes ?? [];
}

const pngHead = '89504e470d0a1a0a';
const htmlHead = Buffer.from('<!doctype html><html><body>').toString('hex');

describe('given uploads refused before their body has been read', () => {
  it.each<[string, () => Job, number, string]>([
    ['no token', () => ({ name: 'big.png', bytes: bodyBytes, head: pngHead }), 401, 'unauthorized'],
    [
      'a body over the limit by its Content-Length',
      () => ({
        name: 'big.png',
        bytes: maxBytes + 2 * 1024 * 1024,
        head: pngHead,
        authorization: `Bearer ${token}`,
      }),
      413,
      'file_too_large',
    ],
    [
      'an HTML page called .png',
      () => ({ name: 'page.png', bytes: bodyBytes, head: htmlHead, authorization: `Bearer ${token}` }),
      400,
      'file_type_not_allowed',
    ],
  ])('should answer %s with its status and JSON error every time', async (_name, job, status, code) => {
    // Arrange: 8 or 12 MB bodies
    // Act
    const outcomes = await sendFromOutside(job());
    // Assert
    expect(outcomes).toEqual(Array.from({ length: attempts }, () => ({ status, code })));
  });

  it('should still take a good upload on the next request', async () => {
    // Arrange
    const form = new FormData();
    form.set('file', new Blob([new Uint8Array(await drawnImage('png'))]), 'ok.png');
    // Act
    const response = await fetch(`${app.url}${endpoints.uploadFile.path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    // Assert
    expect(response.status).toBe(200);
  });
});
