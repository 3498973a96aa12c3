/**
 * URL policy for rendered content, pure so it can be unit-tested against the XSS corpus. Links may be
 * http(s), mailto or relative; images may be https or relative. Anything else (`javascript:`, `data:`,
 * `vbscript:`, obfuscated schemes) is dropped.
 */

/** What the URL will be used for. */
export type UrlUse = 'link' | 'image';

// Browsers ignore ASCII whitespace and control characters inside a scheme, so `java\tscript:` still runs.
// eslint-disable-next-line no-control-regex
const IGNORED = /[\u0000-\u0020\u007F-\u009F\u200B-\u200D\uFEFF]/g;
const SCHEME = /^([a-zA-Z][a-zA-Z0-9+.-]*):/;

const allowedSchemes: Record<UrlUse, readonly string[]> = {
  link: ['http', 'https', 'mailto'],
  image: ['https'],
};

/** The URL when it is safe for that use, otherwise null. */
export function safeUrl(url: string | null | undefined, use: UrlUse): string | null {
  if (typeof url !== 'string') return null;
  const trimmed = url.trim();
  if (trimmed === '') return null;
  const compact = trimmed.replace(IGNORED, '');
  // An entity-encoded or percent-encoded colon hides a scheme from naive checks; refuse it outright.
  if (/&#|%3a|%0/i.test(compact.split(/[/?]/, 1)[0] ?? '')) return null;
  const scheme = SCHEME.exec(compact)?.[1]?.toLowerCase();
  if (scheme === undefined) {
    // Relative: a path, `./`, `../`, `?query` or `#fragment`, but not a protocol-relative `//host`.
    if (use === 'image' && compact.startsWith('//')) return null;
    return trimmed;
  }
  return allowedSchemes[use].includes(scheme) ? trimmed : null;
}
