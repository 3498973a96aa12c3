import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '../../backend/contract';
import { inlineScriptHashes } from '../../backend/src/middleware/security-headers';
import { negotiateEncoding, serveStatic } from '../../backend/src/middleware/static-files';
import { startTestApp, type TestApp } from './helpers/app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app.close();
});

interface RawResponse {
  status: number;
  body: string;
  bytes: Buffer;
  headers: Record<string, string | string[] | undefined>;
}

/**
 * A raw request: node:http sends the path exactly as given (fetch would normalise `../`) and does not
 * decode the body, so the bytes are what the server sent.
 */
function rawGet(
  path: string,
  headers: Record<string, string> = {},
  base = app.url,
  method = 'GET',
): Promise<RawResponse> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = request({ hostname, port, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const bytes = Buffer.concat(chunks);
        resolve({ status: res.statusCode ?? 0, body: bytes.toString('utf8'), bytes, headers: res.headers });
      });
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

describe('given an Accept-Encoding header', () => {
  it.each([
    ['br, gzip, deflate', 'br'],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['deflate, gzip;q=0.5', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=1, br;q=0.5', 'gzip'],
    ['*', 'br'],
    ['*, br;q=0', 'gzip'],
    ['identity', null],
    ['gzip;q=0, br;q=0', null],
    ['', null],
  ] as const)('should pick the encoding for %j → %s', (header, expected) => {
    // Act
    const encoding = negotiateEncoding(header);
    // Assert
    expect(encoding).toBe(expected);
  });
});

describe('given a text file and a client that accepts compression', () => {
  const script = `export const answer = ${JSON.stringify('שלום עולם '.repeat(400))};\n`;
  let root: string;
  let server: Server;
  let base: string;
  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'havruta-static-'));
    writeFileSync(path.join(root, 'app.js'), script);
    writeFileSync(path.join(root, 'tiny.css'), 'a{color:red}');
    writeFileSync(path.join(root, 'pic.png'), Buffer.alloc(4096, 7));
    writeFileSync(path.join(root, 'built.js'), script);
    // A precompressed sibling with a marker, to prove the server sends it instead of compressing itself.
    writeFileSync(path.join(root, 'built.js.gz'), gzipSync(`${script}// from the sibling\n`));
    writeFileSync(path.join(root, 'stale.js'), script);
    writeFileSync(path.join(root, 'stale.js.gz'), gzipSync('stale sibling'));
    const past = new Date(Date.now() - 60_000);
    utimesSync(path.join(root, 'stale.js.gz'), past, past);
    const koa = new Koa();
    koa.use(serveStatic({ prefix: '', root }));
    server = createServer(koa.callback());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    rmSync(root, { recursive: true, force: true });
  });

  it.each([
    ['br', 'br', brotliDecompressSync],
    ['gzip, deflate', 'gzip', gunzipSync],
    ['gzip, deflate, br', 'br', brotliDecompressSync],
  ] as const)(
    'should answer Accept-Encoding %j with %s that decodes to the file',
    async (accept, encoding, decode) => {
      // Act
      const response = await rawGet('/app.js', { 'accept-encoding': accept }, base);
      // Assert
      expect(response.status).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
      expect(Number(response.headers['content-length'])).toBe(response.bytes.length);
      expect(response.bytes.length).toBeLessThan(Buffer.byteLength(script));
      expect(decode(response.bytes).toString('utf8')).toBe(script);
    },
  );

  it('should send the file as is, still with Vary, to a client that accepts no compression', async () => {
    // Act
    const response = await rawGet('/app.js', {}, base);
    // Assert
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.body).toBe(script);
  });

  it('should give each encoding its own ETag and answer 304 only to the matching one', async () => {
    // Arrange
    const br = await rawGet('/app.js', { 'accept-encoding': 'br' }, base);
    const gzip = await rawGet('/app.js', { 'accept-encoding': 'gzip' }, base);
    const plain = await rawGet('/app.js', {}, base);
    const etags = [br, gzip, plain].map((response) => String(response.headers.etag));
    // Act
    const revalidated = await rawGet(
      '/app.js',
      { 'accept-encoding': 'br', 'if-none-match': etags[0] ?? '' },
      base,
    );
    const crossed = await rawGet(
      '/app.js',
      { 'accept-encoding': 'gzip', 'if-none-match': etags[0] ?? '' },
      base,
    );
    // Assert
    expect(new Set(etags).size).toBe(3);
    for (const etag of etags) expect(etag).toMatch(/^W\/".+"$/);
    expect(revalidated.status).toBe(304);
    expect(revalidated.bytes.length).toBe(0);
    expect(crossed.status).toBe(200);
    expect(gunzipSync(crossed.bytes).toString('utf8')).toBe(script);
  });

  it('should send a fresh precompressed sibling and ignore one older than the file', async () => {
    // Act
    const fresh = await rawGet('/built.js', { 'accept-encoding': 'gzip' }, base);
    const stale = await rawGet('/stale.js', { 'accept-encoding': 'gzip' }, base);
    // Assert
    expect(gunzipSync(fresh.bytes).toString('utf8')).toBe(`${script}// from the sibling\n`);
    expect(gunzipSync(stale.bytes).toString('utf8')).toBe(script);
  });

  it.each([
    ['/tiny.css', 'text/css; charset=utf-8'],
    ['/pic.png', 'image/png'],
  ])('should not compress %s (too small, or already compressed)', async (file, type) => {
    // Act
    const response = await rawGet(file, { 'accept-encoding': 'br, gzip' }, base);
    // Assert
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['content-type']).toBe(type);
  });

  it('should answer HEAD with the encoding headers and no body', async () => {
    // Act
    const response = await rawGet('/app.js', { 'accept-encoding': 'br' }, base, 'HEAD');
    // Assert
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.bytes.length).toBe(0);
  });
});

describe('given the real app serving course data', () => {
  it('should send courses.json gzip-encoded, and 304 to its gzip ETag', async () => {
    // Act
    const first = await rawGet('/data/courses/courses.json', { 'accept-encoding': 'gzip' });
    const second = await rawGet('/data/courses/courses.json', {
      'accept-encoding': 'gzip',
      'if-none-match': String(first.headers.etag),
    });
    // Assert
    expect(first.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(first.bytes).toString('utf8'))).toHaveProperty('courses');
    expect(second.status).toBe(304);
  });

  it.each(['high-school-math', 'statistics-2'])(
    'should send the lesson index of %s compressed, every lesson in order, valid by the contract',
    async (folder) => {
      // Arrange
      const lessonsDir = path.join('content/courses', folder, 'lessons');
      const files = readdirSync(lessonsDir).filter((name) => /^lesson_\d+\.json$/.test(name));
      // Act
      const answer = await rawGet(`/static/data/courses/${folder}/lessons/index.json`, {
        'accept-encoding': 'br',
      });
      // Assert
      expect(answer.status).toBe(200);
      expect(answer.headers['content-encoding']).toBe('br');
      const index = endpoints.getLessonIndex.response.parse(
        JSON.parse(brotliDecompressSync(answer.bytes).toString('utf8')),
      );
      expect(index.lessons.map((lesson) => lesson.order)).toEqual(files.map((_, at) => at + 1));
    },
  );
});

describe('given a built app whose index.html inlines the boot script', () => {
  const boot = "(function () { document.title = 'boot'; })();";
  let appDir: string;
  let inlined: TestApp;
  beforeAll(async () => {
    appDir = mkdtempSync(path.join(tmpdir(), 'havruta-inline-'));
    writeFileSync(
      path.join(appDir, 'index.html'),
      `<!doctype html><html><head><script>${boot}</script>\n` +
        '<script type="module" crossorigin src="/assets/index.js"></script></head><body></body></html>',
    );
    inlined = await startTestApp({ APP_DIR: appDir });
  });
  afterAll(async () => {
    await inlined.close();
    rmSync(appDir, { recursive: true, force: true });
  });

  it('should allow that script, and no other inline one, by its sha256 in the policy', async () => {
    // Arrange
    const hash = createHash('sha256').update(boot, 'utf8').digest('base64');

    // Act
    const page = await rawGet('/', {}, inlined.url);
    const api = await rawGet(endpoints.getConfig.path, {}, inlined.url);

    // Assert
    expect(page.status).toBe(200);
    for (const response of [page, api]) {
      const directives = String(response.headers['content-security-policy']).split(/;\s*/);
      expect(directives).toContain(`script-src 'self' 'sha256-${hash}'`);
    }
  });

  it("should name the landing's script in the body beside the boot script", () => {
    // Arrange
    const landing = "(function () { document.getElementById('root').textContent = ''; })();";
    const html = `<head><script>${boot}</script></head><body><div id="root"></div><script>${landing}</script></body>`;

    // Act
    const hashes = inlineScriptHashes(html);

    // Assert
    expect(hashes).toEqual(
      [boot, landing].map(
        (script) => `sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}`,
      ),
    );
  });

  it('should name no hash for a page whose scripts all have a source', () => {
    // Act
    const hashes = inlineScriptHashes('<script type="module" crossorigin src="/assets/index.js"></script>');

    // Assert
    expect(hashes).toEqual([]);
  });
});
