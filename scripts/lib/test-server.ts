import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './free-port';

/**
 * The real server (backend/src startServer, as `npm start`) on 127.0.0.1 and a free port, with a fresh
 * SQLite database in a temp DATA_DIR, quiet logs and mail kept in the dev outbox: what the browser
 * journeys and the benchmarks run against. `appDir` serves a build from elsewhere than dist/app; `dataDir`
 * holds the per-install demo passwords (`demoAccountsFor`).
 */
export async function startTestServer(
  options: { appDir?: string } = {},
): Promise<{ base: string; dataDir: string; warmed: () => Promise<void>; close: () => Promise<void> }> {
  // Imported here, after any app build: Vite sets NODE_ENV=production in this process, and the config
  // module reads the environment (NODE_ENV is set explicitly below).
  const { loadConfig } = await import('../../backend/src/config');
  const { startServer } = await import('../../backend/src/server');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'havruta-test-data-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const running = await startServer(
    loadConfig({
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: base,
      DATA_DIR: dataDir,
      ...(options.appDir ? { APP_DIR: options.appDir } : {}),
      DATABASE_URL: '',
      SMTP_URL: '',
      LOG_LEVEL: 'silent',
    }),
  );
  return {
    base,
    dataDir,
    warmed: () => running.warmed(),
    close: async () => {
      await running.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
