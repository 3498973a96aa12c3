import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { ServerResponse } from 'node:http';

/**
 * No inline script but those `scriptHashes` name (the app's boot script in index.html, by its sha256);
 * styles allow inline because KaTeX and react-rnd set style attributes.
 */
const cspWith = (scriptHashes: readonly string[]) =>
  [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes.map((hash) => `'${hash}'`)].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "media-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');

const headerListWith = (scriptHashes: readonly string[]): readonly string[] =>
  Object.entries({
    'Content-Security-Policy': cspWith(scriptHashes),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
  }).flat();

/** Built once: the same five headers go on every response, as name, value, name, value… */
export const securityHeaderList: readonly string[] = headerListWith([]);

/**
 * The CSP sources (`sha256-…`) of the inline scripts in a page: the build inlines the boot script into the
 * app's index.html (scripts/vite/route-preload.ts), so the policy names exactly that script and no other.
 */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    (match) =>
      `sha256-${createHash('sha256')
        .update(match[1] ?? '', 'utf8')
        .digest('base64')}`,
  );
}

/** The inline script hashes of the built app's `index.html` in `appDir`; none when it is not built. */
export function appScriptHashes(appDir: string): string[] {
  try {
    return inlineScriptHashes(readFileSync(`${appDir}/index.html`, 'utf8'));
  } catch {
    return [];
  }
}

/** HSTS for a year, subdomains included: sent only when PUBLIC_URL is https. */
const hsts = ['Strict-Transport-Security', 'max-age=31536000; includeSubDomains'];

/**
 * The security headers of one app's responses: the list above with the app's inline script hashes in its
 * policy, plus HSTS when PUBLIC_URL is https.
 */
export function securityHeadersFor(
  publicUrl: string,
  scriptHashes: readonly string[] = [],
): readonly string[] {
  const list = scriptHashes.length > 0 ? headerListWith(scriptHashes) : securityHeaderList;
  return publicUrl.startsWith('https://') ? [...list, ...hsts] : list;
}

declare module 'koa' {
  interface DefaultContext {
    /** this app's security headers as name, value, … (createApp sets them from PUBLIC_URL) */
    securityHeaders?: readonly string[];
  }
}

/**
 * Puts the security headers straight onto the node response, for responses Koa sends. Koa's
 * `ctx.set` (headerSent check, entries, normalisation) would only add work here.
 */
export function applySecurityHeaders(
  res: ServerResponse,
  list: readonly string[] = securityHeaderList,
): void {
  for (let i = 0; i < list.length; i += 2) {
    res.setHeader(list[i] as string, list[i + 1] as string);
  }
}
