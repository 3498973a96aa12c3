/**
 * Upload benchmark: `npx tsx tests/bench/upload.ts [uploads=40] [concurrency=1,4]`.
 *
 * The real app over SQLite runs in a child process; this process sends a 5 MB PNG (random pixels,
 * so it does not compress) to `POST /api/chat/upload_file` `uploads` times at each concurrency. The
 * child times each request from its first byte in to its last byte out (server time) and samples
 * its own memory every 2 ms. Prints p50/p95/max server time and the peak growth of the child's
 * memory over its idle baseline: `arrayBuffers` (Buffers) and RSS. Those peaks include chunks
 * already dropped but not yet collected, so a last pass per level collects garbage before every
 * sample (`live`, slower, not timed): its peak is what the uploads in flight really hold.
 * Asserts nothing.
 */
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

type Stats = { times: number[]; peakBuffers: number; peakRss: number; baseBuffers: number; baseRss: number };
/** `live`: collect garbage before each sample, so the peak is what uploads really hold. */
type Command = { type: 'reset'; live: boolean } | { type: 'stats' };

async function serve(): Promise<void> {
  const { createApp } = await import('../../backend/src/app');
  const { loadConfig } = await import('../../backend/src/config');
  const { createDb, migrate } = await import('../../backend/src/db/knex');
  const { seed } = await import('../../backend/src/db/seeds/index');
  const { createLogger } = await import('../../backend/src/logger');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'havruta-upload-bench-'));
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, PORT: '0' });
  const db = createDb({ dataDir });
  await migrate(db);
  const { demoAccountsFor } = await import('../../backend/src/db/seeds/demo');
  const demo = demoAccountsFor(dataDir);
  await seed(db, { demoAccounts: demo });
  const handler = createApp({ config, db, logger: createLogger('silent') }).callback();
  let stats: Stats;
  let live = false;
  const reset = (): void => {
    global.gc?.();
    const memory = process.memoryUsage();
    stats = { times: [], peakBuffers: 0, peakRss: 0, baseBuffers: memory.arrayBuffers, baseRss: memory.rss };
  };
  reset();
  setInterval(() => {
    if (live) global.gc?.();
    const memory = process.memoryUsage();
    stats.peakBuffers = Math.max(stats.peakBuffers, memory.arrayBuffers - stats.baseBuffers);
    stats.peakRss = Math.max(stats.peakRss, memory.rss - stats.baseRss);
  }, 2).unref();
  const server = createServer((req, res) => {
    const started = performance.now();
    res.on('finish', () => {
      if (req.url?.includes('upload_file')) stats.times.push(performance.now() - started);
    });
    void handler(req, res);
  });
  process.on('message', (command: Command) => {
    if (command.type === 'reset') {
      live = command.live;
      reset();
    }
    process.send?.({ type: 'stats', stats });
  });
  process.on('disconnect', () => {
    server.close();
    void db.destroy().finally(() => rmSync(dataDir, { recursive: true, force: true }));
    process.exit(0);
  });
  server.listen(0, '127.0.0.1', () =>
    process.send?.({
      type: 'port',
      port: (server.address() as AddressInfo).port,
      credentials: { email: demo.student.email, password: demo.student.password },
    }),
  );
}

const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};
const kb = (bytes: number): string => `${(bytes / 1024).toFixed(0)} KB`;
const mb = (bytes: number): string => `${(bytes / (1024 * 1024)).toFixed(1)} MB`;

async function main(): Promise<void> {
  const uploads = Number(process.argv[2] ?? 40);
  const levels = (process.argv[3] ?? '1,4').split(',').map(Number);
  const { noisePng } = await import('../backend/helpers/media-files');
  const png = await noisePng(5 * 1024 * 1024);
  const child = fork(fileURLToPath(import.meta.url), ['serve'], {
    execArgv: [...process.execArgv, '--expose-gc'],
  });
  const next = <T>(type: string): Promise<T> =>
    new Promise((resolve) => {
      const listener = (message: { type: string } & Record<string, unknown>): void => {
        if (message.type !== type) return;
        child.off('message', listener);
        resolve(message as T);
      };
      child.on('message', listener);
    });
  child.on('exit', (code, signal) => {
    if (code !== 0) console.error(`server process ended: ${code ?? signal}`);
  });
  const { port, credentials } = await next<{
    port: number;
    credentials: { email: string; password: string };
  }>('port');
  const base = `http://127.0.0.1:${port}`;
  const login = (await (
    await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(credentials),
    })
  ).json()) as { access_token: string };
  const send = async (): Promise<void> => {
    const form = new FormData();
    form.set('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'homework.png');
    const response = await fetch(`${base}/api/chat/upload_file`, {
      method: 'POST',
      headers: { authorization: `Bearer ${login.access_token}` },
      body: form,
    });
    if (!response.ok) throw new Error(`upload failed: ${response.status} ${await response.text()}`);
    await response.arrayBuffer();
  };
  await send(); // warm-up: route, SQLite, file system
  const { loadavg } = await import('node:os');
  console.log(
    `PNG ${mb(png.length)} (${png.length} bytes), ${uploads} uploads per level; load average ${loadavg()[0]?.toFixed(1)}`,
  );
  const round = async (
    concurrency: number,
    live: boolean,
    count: number,
  ): Promise<{ stats: Stats; wall: number }> => {
    child.send({ type: 'reset', live });
    await next('stats');
    let left = count;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (left > 0) {
          left -= 1;
          await send();
        }
      }),
    );
    const wall = (performance.now() - started) / 1000;
    child.send({ type: 'stats' });
    return { wall, stats: (await next<{ stats: Stats }>('stats')).stats };
  };
  for (const concurrency of levels) {
    const { stats, wall } = await round(concurrency, false, uploads);
    // Collecting garbage every few milliseconds is slow: a few uploads per level are enough here.
    const live = (await round(concurrency, true, 3 * concurrency)).stats;
    console.log(
      `concurrency ${concurrency}: server time p50 ${percentile(stats.times, 50).toFixed(1)} ms, ` +
        `p95 ${percentile(stats.times, 95).toFixed(1)} ms, max ${Math.max(...stats.times).toFixed(1)} ms; ` +
        `${(uploads / wall).toFixed(1)} uploads/s; peak growth: buffers ${mb(stats.peakBuffers)}, RSS ${mb(stats.peakRss)}; ` +
        `live peak (garbage collected): buffers ${kb(live.peakBuffers)} (${kb(live.peakBuffers / concurrency)} per upload in flight)`,
    );
  }
  child.disconnect();
}

if (process.argv[2] === 'serve') await serve();
else await main();
