/**
 * API benchmark: `npx tsx tests/bench/api.ts [seconds=10] [connections=100] [rounds=3]`.
 *
 * Measures, in one run and on loopback only, GET /api/auth/validate and POST /api/auth/progress on
 * the real Koa app over SQLite, then two ceilings: a bare node:http server answering a tiny reply,
 * and one answering the exact bytes of the app's validate reply. Each server runs in its own child
 * process so autocannon does not share its event loop. Prints req/s, p95 and the ratios; asserts
 * nothing. It runs several rounds back to back and prints each round and the medians.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { childServer } from './child-port';

const self = fileURLToPath(import.meta.url);

async function serve(mode: string, replay?: string): Promise<void> {
  if (mode === 'bare') {
    // With a replay file it answers the very bytes the app sent (status line aside), so the ratio
    // measures the framework, auth and database rather than the payload size.
    const canned = replay
      ? (JSON.parse(readFileSync(replay, 'utf8')) as { headers: Record<string, string>; body: string })
      : { headers: { 'content-type': 'application/json' }, body: JSON.stringify({ valid: true }) };
    const server = createServer((_req, res) => {
      res.writeHead(200, canned.headers);
      res.end(canned.body);
    });
    server.listen(0, '127.0.0.1', () => console.log(`PORT ${(server.address() as AddressInfo).port}`));
    return;
  }
  const { createApp } = await import('../../backend/src/app');
  const { loadConfig } = await import('../../backend/src/config');
  const { createDb, migrate } = await import('../../backend/src/db/knex');
  const { seed } = await import('../../backend/src/db/seeds/index');
  const { demoAccountsFor } = await import('../../backend/src/db/seeds/demo');
  const { createLogger } = await import('../../backend/src/logger');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'havruta-bench-'));
  process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));
  process.on('SIGTERM', () => process.exit(0));
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, PORT: '0' });
  const db = createDb({ dataDir });
  await migrate(db);
  const demo = demoAccountsFor(dataDir);
  await seed(db, { demoAccounts: demo });
  const server = createServer(createApp({ config, db, logger: createLogger('silent') }).callback());
  server.listen(0, '127.0.0.1', () =>
    console.log(`PORT ${(server.address() as AddressInfo).port} PASSWORD ${demo.student.password}`),
  );
}

function start(
  mode: string,
  replay?: string,
): Promise<{ child: ChildProcess; url: string; password: string | undefined }> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', self, '--serve', mode, ...(replay ? [replay] : [])],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  return childServer(child, mode).then((server) => ({ child, ...server }));
}

interface Figures {
  name: string;
  rps: number;
  p95: number;
  p99: number;
  errors: number;
  non2xx: number;
}

async function measure(
  name: string,
  options: { url: string; method?: 'GET' | 'POST'; headers?: Record<string, string>; body?: string },
  seconds: number,
  connections: number,
): Promise<Figures> {
  // A short warm-up so JIT and the SQLite page cache are hot before the measured run.
  await autocannon({ ...options, connections, duration: 2 });
  const latencies: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ ...options, connections, duration: seconds }, (error, finished) =>
      error ? reject(error) : resolve(finished),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return {
    name,
    rps: result.requests.average,
    p95: at(0.95),
    p99: at(0.99),
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

const validateName = 'GET /api/auth/validate';
const progressName = 'POST /api/auth/progress';
const tinyName = 'bare node:http, tiny';
const sameName = 'bare node:http, same bytes';

/** One round: the app (validate, then progress), then the two bare ceilings, each in a fresh process. */
async function round(seconds: number, connections: number, replay: string): Promise<Figures[]> {
  const results: Figures[] = [];
  const api = await start('app');
  try {
    const login = await fetch(`${api.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'student@havruta.example', password: api.password }),
    });
    const { access_token: token } = (await login.json()) as { access_token: string };
    const authorization = `Bearer ${token}`;
    const sample = await fetch(`${api.url}/api/auth/validate`, { headers: { authorization } });
    const headers: Record<string, string> = {};
    sample.headers.forEach((value, name) => {
      if (!['date', 'connection', 'keep-alive', 'content-length'].includes(name)) headers[name] = value;
    });
    writeFileSync(replay, JSON.stringify({ headers, body: await sample.text() }));
    results.push(
      await measure(
        validateName,
        { url: `${api.url}/api/auth/validate`, headers: { authorization } },
        seconds,
        connections,
      ),
    );
    results.push(
      await measure(
        progressName,
        {
          url: `${api.url}/api/auth/progress`,
          method: 'POST',
          headers: { authorization, 'content-type': 'application/json' },
          body: JSON.stringify({
            course_id: 'high-school-math',
            activity_type: 'practice',
            activity_id: 'bench-q1',
            score: 75,
            time_spent: 30,
            answers: [{ userAnswer: '4', correctAnswer: '4', isCorrect: true }],
          }),
        },
        seconds,
        connections,
      ),
    );
  } finally {
    api.child.kill('SIGTERM');
  }
  for (const [name, file] of [
    [tinyName, undefined],
    [sameName, replay],
  ] as const) {
    const bare = await start('bare', file);
    try {
      results.push(await measure(name, { url: `${bare.url}/` }, seconds, connections));
    } finally {
      bare.child.kill('SIGTERM');
    }
  }
  return results;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

function printTable(title: string, rows: Figures[]): void {
  const tiny = rows.find((row) => row.name === tinyName);
  const same = rows.find((row) => row.name === sameName);
  console.log(`\n${title}`);
  console.log('endpoint                       req/s    p95 ms   p99 ms   ÷tiny   ÷same   errors/non-2xx');
  for (const row of rows) {
    const ratio = (ceiling: Figures | undefined) =>
      (ceiling ? (row.rps / ceiling.rps).toFixed(2) : '-').padStart(7);
    console.log(
      `${row.name.padEnd(28)} ${row.rps.toFixed(0).padStart(8)} ${row.p95.toFixed(1).padStart(8)} ${row.p99.toFixed(1).padStart(8)} ${ratio(tiny)} ${ratio(same)}   ${row.errors}/${row.non2xx}`,
    );
  }
}

async function main(): Promise<void> {
  const seconds = Number(process.argv[2] ?? 10);
  const connections = Number(process.argv[3] ?? 100);
  // Several rounds, each measuring the app and its ceilings back to back, because the figures of one
  // run on a shared 2-core machine move by ±10 %; the medians and per-round ratios are what count.
  const rounds = Number(process.argv[4] ?? 3);
  const replay = path.join(mkdtempSync(path.join(tmpdir(), 'havruta-bench-replay-')), 'validate.json');
  const all: Figures[][] = [];
  for (let index = 0; index < rounds; index++) {
    const results = await round(seconds, connections, replay);
    all.push(results);
    printTable(`round ${index + 1} of ${rounds}`, results);
  }
  rmSync(path.dirname(replay), { recursive: true, force: true });

  const medians = all[0]?.map((first) => {
    const named = all.map((results) => results.find((row) => row.name === first.name) ?? first);
    return {
      name: first.name,
      rps: median(named.map((row) => row.rps)),
      p95: median(named.map((row) => row.p95)),
      p99: median(named.map((row) => row.p99)),
      errors: named.reduce((sum, row) => sum + row.errors, 0),
      non2xx: named.reduce((sum, row) => sum + row.non2xx, 0),
    };
  });
  if (!medians) return;
  printTable(
    `medians of ${rounds} round(s): ${connections} connections, ${seconds} s each, loopback, SQLite, one process per server`,
    medians,
  );
  const ratios = all.map((results) => {
    const validate = results.find((row) => row.name === validateName);
    const same = results.find((row) => row.name === sameName);
    return validate && same ? validate.rps / same.rps : 0;
  });
  const validate = medians.find((row) => row.name === validateName);
  const progress = medians.find((row) => row.name === progressName);
  if (validate && progress) {
    console.log(
      `\ngoal: validate ≥ 0.60× bare and p95 ≤ 20 ms → validate ÷ bare (same bytes) per round ` +
        `${ratios.map((ratio) => ratio.toFixed(2)).join(' / ')}, median ${median(ratios).toFixed(2)}; ` +
        `p95 validate ${validate.p95.toFixed(1)} ms, progress ${progress.p95.toFixed(1)} ms`,
    );
  }
}

const serveIndex = process.argv.indexOf('--serve');
if (serveIndex >= 0) await serve(process.argv[serveIndex + 1] ?? 'bare', process.argv[serveIndex + 2]);
else await main();
