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

/** HSTS for a year, subdomains included: sent only when PUBLIC_URL is https. */
const hsts = ['Strict-Transport-Security', 'max-age=31536000; includeSubDomains'];

/** The security headers of one app's responses: the list above, plus HSTS when PUBLIC_URL is https. */
export function securityHeadersFor(publicUrl: string): readonly string[] {
  return publicUrl.startsWith('https://') ? [...securityHeaderList, ...hsts] : securityHeaderList;
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
