/**
 * API benchmark: `npx tsx tests/bench/api.ts [seconds=10] [connections=100]`.
 *
 * Measures, in one run and on loopback only, GET /api/auth/validate and POST /api/auth/progress on
 * the real Koa app over SQLite, then two ceilings: a bare node:http server answering a tiny reply,
 * and one answering the exact bytes of the app's validate reply. Each server runs in its own child
 * process so autocannon does not share its event loop. Prints req/s, p95 and the ratios; asserts
 * nothing.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

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
  const { createLogger } = await import('../../backend/src/logger');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'havruta-bench-'));
  process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));
  process.on('SIGTERM', () => process.exit(0));
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, PORT: '0' });
  const db = createDb({ dataDir });
  await migrate(db);
  await seed(db, { demoAccounts: true });
  const server = createServer(createApp({ config, db, logger: createLogger('silent') }).callback());
  server.listen(0, '127.0.0.1', () => console.log(`PORT ${(server.address() as AddressInfo).port}`));
}

function start(mode: string, replay?: string): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', self, '--serve', mode, ...(replay ? [replay] : [])],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  return new Promise((resolve, reject) => {
    let buffered = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      buffered += chunk.toString();
      const match = /PORT (\d+)/.exec(buffered);
      if (match) resolve({ child, url: `http://127.0.0.1:${match[1]}` });
    });
    child.once('exit', (code) => reject(new Error(`${mode} server exited with ${code}`)));
  });
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

async function main(): Promise<void> {
  const seconds = Number(process.argv[2] ?? 10);
  const connections = Number(process.argv[3] ?? 100);
  const results: Figures[] = [];
  const replay = path.join(mkdtempSync(path.join(tmpdir(), 'havruta-bench-replay-')), 'validate.json');

  const api = await start('app');
  try {
    const login = await fetch(`${api.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'student@havruta.example', password: 'Havruta-Student-2026' }),
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
        'GET /api/auth/validate',
        { url: `${api.url}/api/auth/validate`, headers: { authorization } },
        seconds,
        connections,
      ),
    );
    results.push(
      await measure(
        'POST /api/auth/progress',
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
    ['bare node:http, tiny', undefined],
    ['bare node:http, same bytes', replay],
  ] as const) {
    const bare = await start('bare', file);
    try {
      results.push(await measure(name, { url: `${bare.url}/` }, seconds, connections));
    } finally {
      bare.child.kill('SIGTERM');
    }
  }
  rmSync(path.dirname(replay), { recursive: true, force: true });

  const [validate, , tiny, same] = results;
  console.log(`\n${connections} connections, ${seconds} s each, loopback, SQLite, one process per server\n`);
  console.log('endpoint                       req/s    p95 ms   p99 ms   ÷tiny   ÷same   errors/non-2xx');
  for (const row of results) {
    const ratio = (ceiling: Figures | undefined) =>
      (ceiling ? (row.rps / ceiling.rps).toFixed(2) : '-').padStart(7);
    console.log(
      `${row.name.padEnd(28)} ${row.rps.toFixed(0).padStart(8)} ${row.p95.toFixed(1).padStart(8)} ${row.p99.toFixed(1).padStart(8)} ${ratio(tiny)} ${ratio(same)}   ${row.errors}/${row.non2xx}`,
    );
  }
  if (validate && tiny && same) {
    console.log(
      `\ngoal: validate ≥ 0.60× bare and p95 ≤ 20 ms → ${(validate.rps / same.rps).toFixed(2)}× bare with the same bytes, ` +
        `${(validate.rps / tiny.rps).toFixed(2)}× bare with a tiny reply, p95 ${validate.p95.toFixed(1)} ms`,
    );
  }
}

const serveIndex = process.argv.indexOf('--serve');
if (serveIndex >= 0) await serve(process.argv[serveIndex + 1] ?? 'bare', process.argv[serveIndex + 2]);
else await main();
