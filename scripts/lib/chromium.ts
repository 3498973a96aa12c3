import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './free-port';

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

/**
 * Chromium with a remote-debugging port and a fresh profile, for Lighthouse (and a CDP client) to drive;
 * it waits until the browser is up. `close` stops it.
 */
export async function launchDebuggableChromium(
  executablePath: string,
): Promise<{ port: number; close: () => Promise<void> }> {
  const port = await freePort();
  const profile = mkdtempSync(path.join(tmpdir(), 'havruta-bench-chrome-'));
  const browser = spawn(
    executablePath,
    [...chromiumArgs, `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, 'about:blank'],
    // Its own process group, so close() can stop the helpers (zygote, GPU, renderers) with it.
    { stdio: 'ignore', detached: true },
  );
  await new Promise((resolve) => setTimeout(resolve, 1500));
  return {
    port,
    close: async () => {
      // The profile goes once Chromium has exited: before that it may still be writing its cache.
      if (browser.exitCode === null && browser.signalCode === null && browser.pid !== undefined) {
        const exited = new Promise((resolve) => browser.once('exit', resolve));
        process.kill(-browser.pid, 'SIGTERM');
        await exited;
      }
      try {
        rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
      } catch (error) {
        // A helper process still writing must not turn a finished run's printed figures into a failure.
        console.warn(
          `left the Chromium profile ${profile}: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
    },
  };
}
