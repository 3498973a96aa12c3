/** Static files for the app build, course data, sounds and avatars: safe paths, ETags, and compression. */
import { createHash } from 'node:crypto';
import { createReadStream, type Stats } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import type { Middleware } from 'koa';

/** Content types by file extension, shared with the test scripts' static server. */
export const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.mp3': 'audio/mpeg',
  '.wav': 'audio/wav',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

/** Text formats worth compressing; images, audio and woff/woff2 are compressed already. */
export const compressibleExtensions = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.svg',
  '.txt',
  '.map',
  '.ttf',
  '.ico',
]);

/** Below this size the encoding headers cost more than compression saves. */
const minCompressSize = 512;

export type Encoding = 'br' | 'gzip';

/** File suffix of a precompressed sibling (`app.js.br`, `app.js.gz`), written by the app build. */
export const precompressedSuffix: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

export interface StaticOptions {
  /** URL prefix, e.g. `/data/courses`; `/` serves the root */
  prefix: string;
  root: string;
  /** file served for the bare prefix (the app's index.html) */
  index?: string;
  /** long cache for content-hashed build assets */
  immutable?: (relativePath: string) => boolean;
  /** upper bound of the in-memory cache of compressed files, in bytes (default 32 MiB) */
  cacheBytes?: number;
}

/**
 * Resolves a request path to a file strictly inside `root`, or null. Decodes once; rejects
 * encoded or literal traversal, backslashes, NUL bytes and dot-segments before touching the disk.
 */
export function resolveInside(root: string, requestPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(requestPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.includes('\\') || decoded.includes('%')) return null;
  const segments = decoded.split('/').filter((segment) => segment !== '');
  if (segments.some((segment) => segment === '.' || segment === '..')) return null;
  const resolved = path.resolve(root, ...segments);
  const rootWithSep = root.endsWith(path.sep) ? root : root + path.sep;
  return resolved === root || resolved.startsWith(rootWithSep) ? resolved : null;
}

/**
 * The encoding to answer with for an `Accept-Encoding` header: br when accepted, else gzip, else none.
 * Honours `q=0` (refused) and `*`.
 */
export function negotiateEncoding(header: string | undefined): Encoding | null {
  if (!header) return null;
  const accepted = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params
      .map((param) => /^\s*q\s*=\s*([0-9.]+)\s*$/.exec(param)?.[1])
      .find((v) => v !== undefined);
    accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const quality = (name: Encoding) => accepted.get(name) ?? accepted.get('*') ?? 0;
  if (quality('br') > 0 && quality('br') >= quality('gzip')) return 'br';
  if (quality('gzip') > 0) return 'gzip';
  return null;
}

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

function compress(bytes: Buffer, encoding: Encoding): Promise<Buffer> {
  // Quality 11 would take ~0.5 s on a large bundle; the build writes those as .br siblings instead.
  return encoding === 'br'
    ? brotliAsync(bytes, {
        params: {
          [zlibConstants.BROTLI_PARAM_QUALITY]: bytes.length > 64 * 1024 ? 6 : 11,
          [zlibConstants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      })
    : gzipAsync(bytes, { level: 9 });
}

/**
 * Compressed bodies (a build's precompressed sibling, or compressed here) keyed by path, mtime, size and
 * encoding; the least recently used leave first once the byte bound is passed.
 */
class CompressedCache {
  private readonly entries = new Map<string, Promise<Buffer>>();
  private readonly sizes = new Map<string, number>();
  private total = 0;

  constructor(private readonly maxBytes: number) {}

  get(file: string, info: Stats, encoding: Encoding, load: () => Promise<Buffer>): Promise<Buffer> {
    const key = `${file}\0${info.mtimeMs}\0${info.size}\0${encoding}`;
    const hit = this.entries.get(key);
    if (hit) {
      // Re-insert to mark it recently used.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit;
    }
    const pending = load();
    this.entries.set(key, pending);
    pending.then(
      (body) => {
        if (this.entries.get(key) !== pending) return;
        this.sizes.set(key, body.length);
        this.total += body.length;
        this.evict();
      },
      () => this.entries.delete(key),
    );
    return pending;
  }

  private evict(): void {
    for (const key of this.entries.keys()) {
      if (this.total <= this.maxBytes) return;
      const size = this.sizes.get(key);
      if (size === undefined) continue; // still loading
      this.entries.delete(key);
      this.sizes.delete(key);
      this.total -= size;
    }
  }
}

/** A precompressed sibling that is at least as new as the file, or null. */
async function freshSibling(
  file: string,
  info: Stats,
  encoding: Encoding,
): Promise<(Stats & { path: string }) | null> {
  const sibling = `${file}${precompressedSuffix[encoding]}`;
  try {
    const siblingInfo = await stat(sibling);
    if (!siblingInfo.isFile() || siblingInfo.mtimeMs < info.mtimeMs) return null;
    return Object.assign(siblingInfo, { path: sibling });
  } catch {
    return null;
  }
}

/**
 * GET/HEAD only, 400 on a hostile path. Text formats are sent br or gzip when the client accepts it
 * (a fresh `.br`/`.gz` sibling from the build when there is one, else compressed once and cached),
 * with `Vary: Accept-Encoding` and a weak ETag per encoding; 304 on a matching If-None-Match.
 */
export function serveStatic(options: StaticOptions): Middleware {
  const prefix = options.prefix.replace(/\/+$/, '');
  const root = path.resolve(options.root);
  const cache = new CompressedCache(options.cacheBytes ?? 32 * 1024 * 1024);
  return async (ctx, next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    const raw = ctx.path;
    if (prefix && raw !== prefix && !raw.startsWith(`${prefix}/`)) return next();
    let relative = raw.slice(prefix.length);
    if ((relative === '' || relative === '/') && options.index) relative = `/${options.index}`;
    const file = resolveInside(root, relative);
    if (file === null) {
      ctx.status = 400;
      ctx.body = { error: 'Invalid path', message: 'Invalid path', code: 'invalid_path' };
      return;
    }
    let info;
    try {
      info = await stat(file);
    } catch {
      return next();
    }
    if (!info.isFile()) return next();
    const extension = path.extname(file).toLowerCase();
    const compressible = compressibleExtensions.has(extension);
    const encoding =
      compressible && info.size >= minCompressSize ? negotiateEncoding(ctx.get('Accept-Encoding')) : null;
    const tag = createHash('sha1').update(`${info.size}-${info.mtimeMs}`).digest('base64url');
    const etag = encoding ? `W/"${tag}-${encoding}"` : `W/"${tag}"`;
    if (compressible) ctx.vary('Accept-Encoding');
    ctx.set('ETag', etag);
    ctx.set('Last-Modified', info.mtime.toUTCString());
    const rel = path.relative(root, file);
    ctx.set('Cache-Control', options.immutable?.(rel) ? 'public, max-age=31536000, immutable' : 'no-cache');
    ctx.type = contentTypes[extension] ?? 'application/octet-stream';
    const candidates = ctx
      .get('If-None-Match')
      .split(',')
      .map((value) => value.trim());
    if (candidates.includes(etag) || candidates.includes('*')) {
      ctx.status = 304;
      return;
    }
    if (!encoding) {
      ctx.length = info.size;
      ctx.body = ctx.method === 'HEAD' ? null : createReadStream(file);
      if (ctx.method === 'HEAD') ctx.status = 200;
      return;
    }
    ctx.set('Content-Encoding', encoding);
    // Compressed bodies are small and reused: they are sent from memory, not streamed from disk.
    const sibling = await freshSibling(file, info, encoding);
    const body = sibling
      ? await cache.get(sibling.path, sibling, encoding, () => readFile(sibling.path))
      : await cache.get(file, info, encoding, () =>
          readFile(file).then((bytes) => compress(bytes, encoding)),
        );
    ctx.length = body.length;
    ctx.body = ctx.method === 'HEAD' ? null : body;
    if (ctx.method === 'HEAD') ctx.status = 200;
  };
}
