/**
 * The chat benchmarks' server: the real app over SQLite in a child process of its own (so clients and
 * server do not share an event loop, and `kill -9` can stop it), with `count` verified students and
 * the per-user chat limit out of the way. Run as a script with `--serve <dataDir> <port> <students>`;
 * environment variables (TUTOR_PROVIDER, LLM_BASE_URL, …) pass through to its config.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { endpoints } from '../../backend/contract';
import { childUrl } from './child-port';

const self = fileURLToPath(import.meta.url);
export const benchPassword = 'bench-password-2026';
export const benchEmail = (index: number) => `bench-${index}@havruta.example`;

async function serve(dataDir: string, port: number, students: number): Promise<void> {
  const { createApp } = await import('../../backend/src/app');
  const { loadConfig } = await import('../../backend/src/config');
  const { createDb, migrate } = await import('../../backend/src/db/knex');
  const { seed } = await import('../../backend/src/db/seeds/index');
  const { createLogger } = await import('../../backend/src/logger');
  const { hashPassword } = await import('../../backend/src/services/passwords');
  const config = loadConfig({ ...process.env, NODE_ENV: 'test', DATA_DIR: dataDir, PORT: String(port) });
  const db = createDb({ dataDir });
  await migrate(db);
  await seed(db);
  const hash = await hashPassword(benchPassword);
  const courses = (await db('courses').select('id')).map((row: { id: string }) => row.id);
  for (let index = 0; index < students; index += 1) {
    const email = benchEmail(index);
    const now = new Date().toISOString();
    await db('users')
      .insert({
        email,
        password_hash: hash,
        first_name: 'תלמיד',
        last_name: String(index),
        role: 'student',
        email_verified_at: now,
        approved_at: now,
      })
      .onConflict('email')
      .ignore();
    const { id } = await db('users').select('id').where({ email }).first<{ id: number }>();
    await db('user_courses')
      .insert(courses.map((course_id) => ({ user_id: id, course_id })))
      .onConflict(['user_id', 'course_id'])
      .ignore();
  }
  // BENCH_WARM: `await` (default) warms the solver before listening; `start` warms in the background as
  // startServer does (every course's index too); `none` warms nothing (the first question builds the index).
  const warm = process.env.BENCH_WARM ?? 'await';
  const app = createApp({
    config,
    db,
    logger: createLogger('silent'),
    rateLimits: {
      chatUser: { max: 1_000_000, windowSeconds: 60 },
      loginIp: { max: 1_000_000, windowSeconds: 60 },
    },
    warmTutor: warm === 'start',
  });
  if (warm === 'await') {
    // The solver's first computations run before the students come.
    const { warmTutor } = await import('../../backend/src/tutor');
    await warmTutor();
  }
  // Server time of every chat call, from the request's arrival to the last byte written: read by the
  // benchmarks at GET /__bench/chat-times (this child only; the app has no such route).
  const handle = app.callback();
  const chatTimes: number[] = [];
  // The longest the event loop was blocked since the last read (ms), at GET /__bench/event-loop.
  const loop = monitorEventLoopDelay({ resolution: 1 });
  loop.enable();
  const server = createServer((req, res) => {
    if (req.url === '/__bench/event-loop') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ maxMs: loop.max / 1e6, p99Ms: loop.percentile(99) / 1e6 }));
      loop.reset();
      return;
    }
    if (req.url === '/__bench/chat-times') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(chatTimes.splice(0)));
      return;
    }
    if (req.url === endpoints.chat.path) {
      const started = performance.now();
      res.once('finish', () => chatTimes.push(performance.now() - started));
    }
    void handle(req, res);
  });
  server.listen(port, '127.0.0.1', () => console.log(`PORT ${(server.address() as AddressInfo).port}`));
  process.on('SIGTERM', () => process.exit(0));
}

export interface ChatServer {
  child: ChildProcess;
  url: string;
}

/** Starts the server child; resolves once it listens. */
export function startChatServer(
  dataDir: string,
  options: { port?: number; students?: number; env?: Record<string, string> } = {},
): Promise<ChatServer> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', self, '--serve', dataDir, String(options.port ?? 0), String(options.students ?? 1)],
    { stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, LOG_LEVEL: 'silent', ...options.env } },
  );
  return childUrl(child, 'chat').then((url) => ({ child, url }));
}

export async function stopChatServer(server: ChatServer, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  await new Promise<void>((resolve) => {
    server.child.once('exit', () => resolve());
    server.child.kill(signal);
  });
}

/** The longest event-loop block in the server child since the last read (ms), and the 99th percentile. */
export async function serverEventLoop(url: string): Promise<{ maxMs: number; p99Ms: number }> {
  return (await (await fetch(`${url}/__bench/event-loop`)).json()) as { maxMs: number; p99Ms: number };
}

/** The server times of the chat calls since the last read (ms). */
export async function serverChatTimes(url: string): Promise<number[]> {
  return (await (await fetch(`${url}/__bench/chat-times`)).json()) as number[];
}

export async function login(url: string, index: number): Promise<string> {
  const response = await fetch(`${url}${endpoints.login.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: benchEmail(index), password: benchPassword }),
  });
  const body = (await response.json()) as { access_token?: string };
  if (!body.access_token) throw new Error(`login of ${benchEmail(index)} failed: ${response.status}`);
  return body.access_token;
}

/** POSTs JSON with a bearer token; answers status and body. */
export async function post(
  url: string,
  path: string,
  token: string,
  body: unknown,
): Promise<{ status: number; json: unknown }> {
  const response = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, json: await response.json() };
}

export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN;
}

export function summary(values: readonly number[]): string {
  const f = (n: number) => n.toFixed(1);
  return `n=${values.length} p50 ${f(percentile(values, 50))} ms · p95 ${f(percentile(values, 95))} ms · max ${f(Math.max(...values))} ms`;
}

const serveAt = process.argv.indexOf('--serve');
if (serveAt !== -1) {
  const [dataDir = '', port = '0', students = '1'] = process.argv.slice(serveAt + 1);
  void serve(dataDir, Number(port), Number(students));
}
