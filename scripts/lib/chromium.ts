import { existsSync } from 'node:fs';

/**
 * Finds a Chromium for Playwright, in order: CHROMIUM_PATH, Debian's /usr/bin/chromium, then the
 * build shipped inside the @sparticuz/chromium npm package, so a fresh machine needs no apt step.
 */
export async function findChromium(): Promise<{ path: string; source: string }> {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv && existsSync(fromEnv)) return { path: fromEnv, source: 'CHROMIUM_PATH' };
  if (existsSync('/usr/bin/chromium')) return { path: '/usr/bin/chromium', source: '/usr/bin/chromium' };
  const { default: chromium } = await import('@sparticuz/chromium');
  return { path: await chromium.executablePath(), source: '@sparticuz/chromium' };
}

/** Flags that keep headless Chromium quiet and offline on this machine kind. */
export const chromiumArgs = [
  '--no-sandbox',
  '--headless',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
