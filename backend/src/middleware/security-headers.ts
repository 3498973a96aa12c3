import type { ServerResponse } from 'node:http';

/** No inline scripts anywhere; styles allow inline because KaTeX and react-rnd set style attributes. */
const csp = [
  "default-src 'self'",
  "script-src 'self'",
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

/** Built once: the same five headers go on every response, as name, value, name, value… */
export const securityHeaderList: readonly string[] = Object.entries({
  'Content-Security-Policy': csp,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
}).flat();

/**
 * Puts the security headers straight onto the node response, for responses Koa sends. Koa's
 * `ctx.set` (headerSent check, entries, normalisation) would only add work here.
 */
export function applySecurityHeaders(res: ServerResponse): void {
  for (let i = 0; i < securityHeaderList.length; i += 2) {
    res.setHeader(securityHeaderList[i] as string, securityHeaderList[i + 1] as string);
  }
}
