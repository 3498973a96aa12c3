import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { Middleware } from 'koa';

const types: Record<string, string> = {
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

export interface StaticOptions {
  /** URL prefix, e.g. `/data/courses`; `/` serves the root */
  prefix: string;
  root: string;
  /** file served for the bare prefix (the app's index.html) */
  index?: string;
  /** long cache for content-hashed build assets */
  immutable?: (relativePath: string) => boolean;
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

/** GET/HEAD only, weak ETag from size and mtime, 304 on a match, 400 on a hostile path. */
export function serveStatic(options: StaticOptions): Middleware {
  const prefix = options.prefix.replace(/\/+$/, '');
  const root = path.resolve(options.root);
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
    const etag = `W/"${createHash('sha1').update(`${info.size}-${info.mtimeMs}`).digest('base64url')}"`;
    ctx.set('ETag', etag);
    ctx.set('Last-Modified', info.mtime.toUTCString());
    const rel = path.relative(root, file);
    ctx.set('Cache-Control', options.immutable?.(rel) ? 'public, max-age=31536000, immutable' : 'no-cache');
    ctx.type = types[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
    if (ctx.get('If-None-Match') === etag) {
      ctx.status = 304;
      return;
    }
    ctx.length = info.size;
    ctx.body = ctx.method === 'HEAD' ? null : createReadStream(file);
    if (ctx.method === 'HEAD') ctx.status = 200;
  };
}
