/**
 * A warm pool of child processes that answer one JSON line with one JSON line (docs/architecture.md,
 * "The CAS"). The work runs in the children, so the event loop only parses short lines. Each call has a
 * time limit: a worker that does not answer in time is killed and replaced, and the call fails with
 * `timeout`. A command that cannot start (not installed, or its first line says `ready: false`) makes
 * the pool `unavailable` for good: every call then fails at once, and callers say so honestly.
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';

export type PoolSettings = {
  /** the program and its arguments; never a shell */
  command: string;
  args: readonly string[];
  /** workers kept warm */
  size: number;
  /** longest a worker may take over one call (the wait for a free worker is bounded by `maxQueue`) */
  timeoutMs: number;
  /** calls that may wait for a free worker; more fail with `busy` */
  maxQueue?: number;
};

export type PoolFailure = {
  ok: false;
  reason: 'unavailable' | 'timeout' | 'busy' | 'error';
  detail?: string;
};
export type PoolAnswer = { ok: true; value: unknown } | PoolFailure;

export type PoolState = 'starting' | 'ready' | 'unavailable' | 'closed';

/** The longest line a worker may send; a longer one is a broken worker. */
const MAX_LINE = 1_000_000;

type Job = {
  id: number;
  request: Record<string, unknown>;
  resolve: (answer: PoolAnswer) => void;
  /** set when a worker takes the job: the time limit counts the CAS's work, not the wait for a worker */
  timer?: NodeJS.Timeout;
  done: boolean;
};

type Worker = {
  child: ChildProcessWithoutNullStreams;
  ready: boolean;
  job?: Job;
  buffer: string;
};

export type Pool = {
  call(request: Record<string, unknown>): Promise<PoolAnswer>;
  /** starts the workers (idempotent) and resolves when the first is ready or the pool is unavailable */
  start(): Promise<PoolState>;
  state(): PoolState;
  /** why the pool is unavailable, for logs */
  reason(): string | undefined;
  /** workers killed after a time limit or a crash and started again */
  replaced(): number;
  close(): void;
};

type Handle = { ref?: () => void; unref?: () => void };
const ref = (stream: unknown) => (stream as Handle).ref?.();
const unref = (stream: unknown) => (stream as Handle).unref?.();

export function createPool(settings: PoolSettings): Pool {
  const maxQueue = settings.maxQueue ?? settings.size * 8;
  const workers = new Set<Worker>();
  const queue: Job[] = [];
  let state: PoolState = 'starting';
  let failure: string | undefined;
  let replacedCount = 0;
  let nextId = 1;
  let started = false;
  const waiters: ((state: PoolState) => void)[] = [];

  function settle(newState: PoolState): void {
    state = newState;
    for (const waiter of waiters.splice(0)) waiter(state);
  }

  function finish(job: Job, answer: PoolAnswer): void {
    if (job.done) return;
    job.done = true;
    clearTimeout(job.timer);
    job.resolve(answer);
  }

  function giveUp(reason: string): void {
    failure = reason;
    for (const worker of workers) worker.child.kill('SIGKILL');
    workers.clear();
    for (const job of queue.splice(0)) finish(job, { ok: false, reason: 'unavailable' });
    settle('unavailable');
  }

  function dispatch(): void {
    for (const worker of workers) {
      if (!worker.ready || worker.job) continue;
      const job = queue.shift();
      if (!job) return;
      if (job.done) continue;
      worker.job = job;
      ref(worker.child.stdout);
      job.timer = setTimeout(() => {
        // A stuck worker is killed; its exit starts a replacement.
        worker.child.kill('SIGKILL');
        finish(job, { ok: false, reason: 'timeout' });
      }, settings.timeoutMs);
      job.timer.unref();
      worker.child.stdin.write(`${JSON.stringify({ ...job.request, id: job.id })}\n`);
    }
  }

  function onLine(worker: Worker, line: string): void {
    let message: unknown;
    try {
      message = JSON.parse(line);
    } catch {
      worker.child.kill('SIGKILL');
      return;
    }
    const record = (typeof message === 'object' && message !== null ? message : {}) as Record<
      string,
      unknown
    >;
    if (!worker.ready) {
      if (record.ready !== true) {
        giveUp(typeof record.error === 'string' ? record.error : 'the worker is not ready');
        return;
      }
      worker.ready = true;
      unref(worker.child.stdout);
      if (state === 'starting') settle('ready');
      dispatch();
      return;
    }
    const job = worker.job;
    if (!job || record.id !== job.id) return;
    worker.job = undefined;
    unref(worker.child.stdout);
    if (typeof record.error === 'string') finish(job, { ok: false, reason: 'error', detail: record.error });
    else finish(job, { ok: true, value: record.result });
    dispatch();
  }

  function spawnWorker(): void {
    if (state === 'unavailable' || state === 'closed') return;
    let child: ChildProcessWithoutNullStreams;
    try {
      child = spawn(settings.command, [...settings.args], {
        shell: false,
        stdio: ['pipe', 'pipe', 'pipe'],
        env: { PATH: process.env.PATH ?? '/usr/bin:/bin', PYTHONDONTWRITEBYTECODE: '1' },
      });
    } catch (error) {
      giveUp(error instanceof Error ? error.message : String(error));
      return;
    }
    const worker: Worker = { child, ready: false, buffer: '' };
    workers.add(worker);
    // An idle pool never keeps the server (or a test run) alive; a worker starting or busy does.
    child.unref();
    for (const stream of [child.stdin, child.stderr]) unref(stream);
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      worker.buffer += chunk;
      if (worker.buffer.length > MAX_LINE) {
        child.kill('SIGKILL');
        return;
      }
      let newline = worker.buffer.indexOf('\n');
      while (newline >= 0) {
        const line = worker.buffer.slice(0, newline);
        worker.buffer = worker.buffer.slice(newline + 1);
        if (line.trim()) onLine(worker, line);
        newline = worker.buffer.indexOf('\n');
      }
    });
    child.stderr.resume();
    child.stdin.on('error', () => child.kill('SIGKILL'));
    child.on('error', (error) => {
      if (!worker.ready) giveUp(error.message);
    });
    child.on('exit', () => {
      const wasReady = worker.ready;
      if (!workers.delete(worker)) return;
      if (worker.job) finish(worker.job, { ok: false, reason: 'error', detail: 'the worker stopped' });
      if (!wasReady) {
        giveUp('the worker stopped before it was ready');
        return;
      }
      replacedCount += 1;
      spawnWorker();
    });
  }

  function start(): Promise<PoolState> {
    if (!started) {
      started = true;
      for (let i = 0; i < settings.size; i += 1) spawnWorker();
    }
    if (state !== 'starting') return Promise.resolve(state);
    return new Promise((resolve) => waiters.push(resolve));
  }

  return {
    start,
    state: () => state,
    reason: () => failure,
    replaced: () => replacedCount,
    async call(request) {
      if (!started) void start();
      if (state === 'unavailable' || state === 'closed') return { ok: false, reason: 'unavailable' };
      if (queue.length >= maxQueue) return { ok: false, reason: 'busy' };
      return new Promise<PoolAnswer>((resolve) => {
        queue.push({ id: nextId++, request, resolve, done: false });
        dispatch();
      });
    },
    close() {
      settle('closed');
      for (const job of queue.splice(0)) finish(job, { ok: false, reason: 'unavailable' });
      for (const worker of workers) {
        if (worker.job) finish(worker.job, { ok: false, reason: 'unavailable' });
        worker.child.kill('SIGKILL');
      }
      workers.clear();
    },
  };
}
