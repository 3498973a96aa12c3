import type { Middleware } from 'koa';

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

/** Built once: the same five headers go on every response. */
const headers = Object.entries({
  'Content-Security-Policy': csp,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
});

export function securityHeaders(): Middleware {
  return (ctx, next) => {
    // Straight onto the node response: nothing has been sent yet at this point, so Koa's `ctx.set`
    // (headerSent check, entries, normalisation) would only add work to every request.
    const { res } = ctx;
    for (const [name, value] of headers) res.setHeader(name, value);
    return next();
  };
}
