import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './helpers/app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app.close();
});

/** A raw request: node:http sends the path exactly as given (fetch would normalise `../`). */
function rawGet(
  path: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: string; headers: Record<string, string | string[] | undefined> }> {
  const { hostname, port } = new URL(app.url);
  return new Promise((resolve, reject) => {
    const req = request({ hostname, port, path, method: 'GET', headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          body: Buffer.concat(chunks).toString('utf8'),
          headers: res.headers,
        }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

const roots = ['/data/courses', '/static/data/courses', '/static/sounds', '/avatars', ''];
const attacks = [
  '/../package.json',
  '/../../package.json',
  '/../../../../../../etc/passwd',
  '/high-school-math/../../../package.json',
  '/%2e%2e/package.json',
  '/%2E%2E/%2E%2E/package.json',
  '/%2e%2e%2f%2e%2e%2fpackage.json',
  '/..%2f..%2f..%2fetc%2fpasswd',
  '/%252e%252e/package.json',
  '/%252e%252e%252fpackage.json',
  '/..\\..\\package.json',
  '/..%5c..%5cpackage.json',
  '/%5c..%5c..%5cetc%5cpasswd',
  '/%00',
  '/courses.json%00.png',
  '/..%00/package.json',
  '/%c0%ae%c0%ae/package.json',
  '/./../package.json',
];

describe('given a path-traversal attempt on a static root', () => {
  it.each(
    roots.flatMap((root) =>
      attacks.map((attack) => [`${root || '/'}: ${attack}`, `${root}${attack}`] as const),
    ),
  )('should answer 400 or 404 and serve nothing outside (%s)', async (_, path) => {
    // Act
    const response = await rawGet(path);
    // Assert
    expect([400, 404]).toContain(response.status);
    expect(response.body).not.toContain('"name": "havruta"');
    expect(response.body).not.toMatch(/root:.*:0:0:/);
  });
});

describe('given course data and sounds', () => {
  it.each(['/data/courses/courses.json', '/static/data/courses/courses.json'])(
    'should serve %s with an ETag and answer 304 to it',
    async (path) => {
      // Act
      const first = await rawGet(path);
      const etag = String(first.headers.etag);
      const second = await rawGet(path, { 'if-none-match': etag });
      // Assert
      expect(first.status).toBe(200);
      expect(JSON.parse(first.body)).toHaveProperty('courses');
      expect(etag).toMatch(/^W\/".+"$/);
      expect(second.status).toBe(304);
    },
  );

  it('should serve a sound as audio/mpeg', async () => {
    const response = await rawGet('/static/sounds/Calm_Mode.mp3');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('audio/mpeg');
  });

  it('should answer 404 to a missing avatar', async () => {
    expect((await rawGet('/avatars/nobody.png')).status).toBe(404);
  });
});
