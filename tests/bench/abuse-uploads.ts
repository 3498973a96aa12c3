/**
 * Upload abuse benchmark (issue 28): `npx tsx tests/bench/abuse-uploads.ts [bombs=6] [refusals=20]`.
 *
 * The real app over SQLite, with its default limits, runs in a child process. One account sends
 * `bombs` PDFs at once that inflate to 600 MB (zlib under ASCIIHexDecode, and zlib with a small
 * window: the two the old check let through), ten 8192 × 8192 PNGs, and `refusals` uploads refused
 * before their body is read (12 MB over the limit, an HTML page called .png). Meanwhile an unrelated
 * request (`GET /api/config`) is timed every 25 ms, and another account uploads a one-page PDF,
 * timed against the same upload on the idle server. Prints the requests tried and their statuses,
 * the server's RSS before, at its peak and after (the PDF reading processes apart), the longest
 * stall of the unrelated request, and the other account's PDF times. Asserts nothing.
 */
import { execFileSync, fork } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

async function serve(): Promise<void> {
  const { createApp } = await import('../../backend/src/app');
  const { loadConfig } = await import('../../backend/src/config');
  const { createDb, migrate } = await import('../../backend/src/db/knex');
  const { seed } = await import('../../backend/src/db/seeds/index');
  const { demoAccountsFor } = await import('../../backend/src/db/seeds/demo');
  const { createLogger } = await import('../../backend/src/logger');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'havruta-abuse-bench-'));
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, PORT: '0' });
  const db = createDb({ dataDir });
  await migrate(db);
  const demo = demoAccountsFor(dataDir);
  await seed(db, { demoAccounts: demo });
  const server = createServer(createApp({ config, db, logger: createLogger('silent') }).callback());
  // The server's own stalls: how late its event loop ran a timer (what every request waits for too).
  const { monitorEventLoopDelay } = await import('node:perf_hooks');
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  process.on('message', (command: string) => {
    if (command === 'reset') delay.reset();
    else process.send?.({ maxDelayMs: delay.max / 1e6, p99DelayMs: delay.percentile(99) / 1e6 });
  });
  process.on('disconnect', () => {
    server.close();
    void db.destroy().finally(() => rmSync(dataDir, { recursive: true, force: true }));
    process.exit(0);
  });
  server.listen(0, '127.0.0.1', () =>
    process.send?.({
      port: (server.address() as AddressInfo).port,
      attacker: { email: demo.student.email, password: demo.student.password },
      student: { email: demo.admin.email, password: demo.admin.password },
    }),
  );
}

/** Resident memory of a process, from /proc (Linux). */
function rssOf(pid: number): number {
  try {
    const kilobytes = /^VmRSS:\s+(\d+)\s+kB/m.exec(readFileSync(`/proc/${pid}/status`, 'latin1'))?.[1];
    return Number(kilobytes ?? 0) * 1024;
  } catch {
    return 0;
  }
}

/** The PDF reading processes under the server (its children running pdf-worker.ts). */
function childrenOf(pid: number): number[] {
  try {
    return execFileSync('pgrep', ['-P', String(pid), '-f', 'pdf-worker'], { encoding: 'utf8' })
      .split('\n')
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
}

const mb = (bytes: number): string => `${(bytes / (1024 * 1024)).toFixed(0)} MB`;
const kb = (bytes: number): string => `${(bytes / 1024).toFixed(0)} KB`;

async function main(): Promise<void> {
  const bombCount = Number(process.argv[2] ?? 6);
  const refusalCount = Number(process.argv[3] ?? 20);
  const { blankPng, bombStream, buildPdf } = await import('../backend/helpers/media-files');
  const hexBomb = buildPdf(['x'], { bomb: await bombStream(600 * 1024 * 1024, 'ascii-hex') });
  const windowBomb = buildPdf(['x'], { bomb: await bombStream(600 * 1024 * 1024, 'small-window') });
  const onePage = buildPdf(['one page of homework']);
  const huge = blankPng(8192, 8192);
  const child = fork(fileURLToPath(import.meta.url), ['serve']);
  const ready = await new Promise<{
    port: number;
    attacker: { email: string; password: string };
    student: { email: string; password: string };
  }>((resolve) => child.once('message', resolve as (message: unknown) => void));
  const pid = child.pid ?? 0;
  const base = `http://127.0.0.1:${ready.port}`;
  const login = async (credentials: { email: string; password: string }): Promise<string> =>
    (
      (await (
        await fetch(`${base}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(credentials),
        })
      ).json()) as { access_token: string }
    ).access_token;
  const attacker = await login(ready.attacker);
  const student = await login(ready.student);
  const statuses = new Map<string, number>();
  const upload = async (token: string, bytes: Buffer, name: string): Promise<number> => {
    const form = new FormData();
    form.set('file', new Blob([new Uint8Array(bytes)]), name);
    let status: string;
    try {
      const response = await fetch(`${base}/api/chat/upload_file`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: form,
      });
      await response.arrayBuffer();
      status = String(response.status);
    } catch (error) {
      status = `network error ${(error as { cause?: { code?: string } }).cause?.code ?? ''}`;
    }
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
    return Number(status) || 0;
  };
  const timed = async (work: () => Promise<unknown>): Promise<number> => {
    const started = performance.now();
    await work();
    return performance.now() - started;
  };

  // Idle: the other student's one-page PDF, and the baseline memory.
  const idlePdfMs = await timed(() => upload(student, onePage, 'homework.pdf'));
  statuses.clear();
  await new Promise((resolve) => setTimeout(resolve, 500));
  const rssBefore = rssOf(pid);
  const report = (): Promise<{ maxDelayMs: number; p99DelayMs: number }> => {
    const reported = new Promise<{ maxDelayMs: number; p99DelayMs: number }>((resolve) =>
      child.once('message', resolve as (message: unknown) => void),
    );
    child.send('report');
    return reported;
  };
  // The same measures on the quiet server first: on a shared machine they are not zero.
  child.send('reset');
  const quietProber = fork(fileURLToPath(import.meta.url), ['probe', base]);
  const quietProbe = new Promise<{ longest: number; probes: number }>((resolve) =>
    quietProber.once('message', resolve as (message: unknown) => void),
  );
  await new Promise((resolve) => setTimeout(resolve, 5000));
  quietProber.send('stop');
  const quiet = { ...(await quietProbe), ...(await report()) };
  child.send('reset');

  let peakServer = rssBefore;
  let peakReaders = 0;
  const sampler = setInterval(() => {
    peakServer = Math.max(peakServer, rssOf(pid));
    peakReaders = Math.max(
      peakReaders,
      childrenOf(pid).reduce((sum, each) => sum + rssOf(each), 0),
    );
  }, 50);
  const prober = fork(fileURLToPath(import.meta.url), ['probe', base]);
  const probeReport = new Promise<{ longest: number; probes: number }>((resolve) =>
    prober.once('message', resolve as (message: unknown) => void),
  );

  const over = Buffer.alloc(12 * 1024 * 1024, 0x41);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(over);
  const html = Buffer.alloc(8 * 1024 * 1024, 0x41);
  Buffer.from('<!doctype html><html>').copy(html);
  const attack = [
    ...Array.from({ length: bombCount }, (_, index) =>
      upload(attacker, index % 2 === 0 ? hexBomb : windowBomb, `bomb${index}.pdf`),
    ),
    ...Array.from({ length: 10 }, (_, index) => upload(attacker, huge, `huge${index}.png`)),
    (async () => {
      for (let index = 0; index < refusalCount; index += 1) {
        await upload(attacker, index % 2 === 0 ? over : html, index % 2 === 0 ? 'over.png' : 'page.png');
      }
    })(),
  ];
  await new Promise((resolve) => setTimeout(resolve, 300));
  const busyPdfMs = await timed(() => upload(student, onePage, 'homework.pdf'));
  await Promise.all(attack);
  prober.send('stop');
  const { longest: longestStall, probes } = await probeReport;
  clearInterval(sampler);
  const { maxDelayMs, p99DelayMs } = await report();
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const rssAfter = rssOf(pid);
  const left = childrenOf(pid)
    .map((each) => {
      try {
        return readFileSync(`/proc/${each}/cmdline`, 'latin1').replaceAll('\0', ' ').trim();
      } catch {
        return String(each);
      }
    })
    .join('; ');
  const tried = [...statuses.values()].reduce((sum, count) => sum + count, 0);
  const serverErrors = [...statuses.entries()]
    .filter(([status]) => status.startsWith('5') || status.startsWith('network'))
    .reduce((sum, [, count]) => sum + count, 0);
  console.log(
    `PDF bombs ${kb(hexBomb.length)} / ${kb(windowBomb.length)} (600 MB inflated), PNG ${kb(huge.length)}; ` +
      `load average ${loadavg()[0]?.toFixed(1)}`,
  );
  console.log(
    `requests tried: ${tried} (${bombCount} bombs, 10 huge PNGs, ${refusalCount} early refusals, 1 other student's PDF)`,
  );
  console.log(
    `statuses: ${[...statuses.entries()].map(([status, count]) => `${count} × ${status}`).join(', ')}; 5xx or network errors: ${serverErrors}`,
  );
  console.log(
    `server RSS: before ${mb(rssBefore)}, peak ${mb(peakServer)}, after ${mb(rssAfter)}; ` +
      `PDF reading processes together at most ${mb(peakReaders)} (killed or ended); still running after 1 s: ${left || 'none'}`,
  );
  console.log(
    `server event loop during the attack: longest delay ${maxDelayMs.toFixed(1)} ms, p99 ${p99DelayMs.toFixed(1)} ms; ` +
      `unrelated request (GET /api/config every 25 ms from a process of its own, ${probes} probes): longest ${longestStall.toFixed(1)} ms`,
  );
  console.log(
    `quiet server (5 s before the attack): event loop longest delay ${quiet.maxDelayMs.toFixed(1)} ms, ` +
      `p99 ${quiet.p99DelayMs.toFixed(1)} ms; unrelated request longest ${quiet.longest.toFixed(1)} ms (${quiet.probes} probes)`,
  );
  console.log(
    `other student's one-page PDF: idle ${idlePdfMs.toFixed(0)} ms, during the attack ${busyPdfMs.toFixed(0)} ms`,
  );
  child.disconnect();
}

/** Times `GET /api/config` every 25 ms until told to stop, then reports the longest. */
async function probe(base: string): Promise<void> {
  let longest = 0;
  let probes = 0;
  let probing = true;
  process.once('message', () => (probing = false));
  while (probing) {
    const started = performance.now();
    await (await fetch(`${base}/api/config`)).text();
    longest = Math.max(longest, performance.now() - started);
    probes += 1;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  process.send?.({ longest, probes }, () => process.disconnect());
}

if (process.argv[2] === 'serve') await serve();
else if (process.argv[2] === 'probe') await probe(process.argv[3] ?? '');
else await main();
