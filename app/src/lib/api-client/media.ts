import { apiBaseUrl, clientConfig } from './config';

function pageOrigin(): string {
  return clientConfig().location()?.origin ?? '';
}

/**
 * Resolves a media URL from the server (TTS audio, images): absolute URLs stay as they are, `/static/…`
 * and `/api/…` are served by the API (its base, or the page origin when same-origin), anything else is
 * relative to the page origin.
 */
export function resolveMediaUrl(url: string): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(url)) return url;
  if (url.startsWith('/static/') || url.startsWith('/api/')) return `${apiBaseUrl() || pageOrigin()}${url}`;
  const origin = pageOrigin();
  if (!origin) return url.startsWith('/') ? url : `/${url}`;
  return new URL(url, `${origin}/`).href;
}
