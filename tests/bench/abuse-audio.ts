/**
 * Issue 28 figures for transcription, read-aloud and connections: `npx tsx tests/bench/abuse-audio.ts`.
 *
 * The real server (`startServer`, the limits `npm start` runs with, SQLite) runs in a child process with
 * an OpenAI-compatible transcription test server in this one. Each attack prints the requests tried,
 * their statuses, the child's RSS before and after (from /proc), and the longest time an unrelated
 * request (`GET /api/config` from another loopback address, one after another) took while the attack
 * ran. Asserts nothing.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import { connect, type Socket } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { endpoints } from '../../backend/contract';
import { startModelServer } from '../backend/helpers/model-server';
import { uploadRecording } from '../backend/helpers/recording-upload';
import { childUrl } from './child-port';

const self = fileURLToPath(import.meta.url);
const megabyte = 1024 * 1024;
const benchPassword = 'bench-password-2026';
const benchEmail = (index: number) => `abuse-${index}@havruta.example`;
const benchStudents = 4;

async function serve(dataDir: string, transcriptionUrl: string): Promise<void> {
  const { loadConfig } = await import('../../backend/src/config');
  const { startServer } = await import('../../backend/src/server');
  const running = await startServer(
    loadConfig({
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      TRANSCRIPTION_BASE_URL: transcriptionUrl,
    }),
  );
  // Students of their own for each attack, so one attack's minute of the per-user limits does not
  // decide the next one's answers.
  const { hashPassword } = await import('../../backend/src/services/passwords');
  const hash = await hashPassword(benchPassword);
  const now = new Date().toISOString();
  const courses = (await running.db('courses').select('id')).map((row: { id: string }) => row.id);
  for (let index = 0; index < benchStudents; index += 1) {
    await running.db('users').insert({
      email: benchEmail(index),
      password_hash: hash,
      first_name: 'תלמיד',
      last_name: String(index),
      role: 'student',
      email_verified_at: now,
      approved_at: now,
    });
    const { id } = await running
      .db('users')
      .select('id')
      .where({ email: benchEmail(index) })
      .first<{ id: number }>();
    await running.db('user_courses').insert(courses.map((course_id) => ({ user_id: id, course_id })));
  }
  const address = running.server.address();
  console.log(`PORT ${typeof address === 'object' && address ? address.port : 0}`);
  process.on('SIGTERM', () => process.exit(0));
  // The connections the server holds, when the parent asks.
  process.on('SIGUSR2', () =>
    running.server.getConnections((_error, count) => console.log(`CONNECTIONS ${count}`)),
  );
}

if (process.argv[2] === '--serve') {
  await serve(process.argv[3] ?? '', process.argv[4] ?? '');
} else {
  await main();
}

function rssMb(pid: number): number {
  const line = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return Math.round(Number(line?.[1] ?? 0) / 1024);
}

/**
 * GET /api/config from 127.0.0.9, one after another until stopped; the longest one in ms. `kept`: over
 * one kept-alive connection (a client already connected: the event loop's stall); else a new
 * connection each time (a new visitor: the listen queue's wait too).
 */
function probe(
  url: string,
  kept: boolean,
): { stop(): Promise<{ longest: number; count: number; failed: number }> } {
  const { port } = new URL(url);
  const agent = kept ? new Agent({ keepAlive: true, maxSockets: 1 }) : false;
  let running = true;
  let longest = 0;
  let count = 0;
  let failed = 0;
  const once = () =>
    new Promise<void>((resolve) => {
      const started = performance.now();
      const req = httpRequest(
        { host: '127.0.0.1', port, path: endpoints.getConfig.path, localAddress: '127.0.0.9', agent },
        (res) => {
          res.resume();
          res.on('end', () => {
            longest = Math.max(longest, performance.now() - started);
            count += 1;
            if (res.statusCode !== 200) failed += 1;
            resolve();
          });
        },
      );
      req.on('error', () => {
        failed += 1;
        resolve();
      });
      req.end();
    });
  const loop = (async () => {
    while (running) {
      await once();
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      if (agent) agent.destroy();
      return { longest: Math.round(longest), count, failed };
    },
  };
}

async function json(url: string, pathName: string, token: string | null, body: unknown) {
  const response = await fetch(`${url}${pathName}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

function tally(statuses: number[]): string {
  const counts = new Map<number, number>();
  for (const status of statuses) counts.set(status, (counts.get(status) ?? 0) + 1);
  return [...counts.entries()]
    .sort(([a], [b]) => a - b)
    .map(([status, n]) => `${n} × ${status === 0 ? 'reset' : status}`)
    .join(', ');
}

async function main(): Promise<void> {
  const model = await startModelServer();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'havruta-abuse-audio-'));
  const child = spawn(process.execPath, ['--import', 'tsx', self, '--serve', dataDir, model.url], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const pid = child.pid ?? 0;
  try {
    const url = await childUrl(child, 'abuse-audio');
    const serverConnections = () =>
      new Promise<number>((resolve) => {
        const listen = (chunk: Buffer) => {
          const match = /CONNECTIONS (\d+)/.exec(chunk.toString());
          if (!match) return;
          child.stdout?.off('data', listen);
          resolve(Number(match[1]));
        };
        child.stdout?.on('data', listen);
        child.kill('SIGUSR2');
      });
    const signIn = async (index: number) =>
      String(
        (await json(url, endpoints.login.path, null, { email: benchEmail(index), password: benchPassword }))
          .body.access_token,
      );
    const [token = '', bigFirst = '', bigAfter = '', reader = ''] = await Promise.all(
      Array.from({ length: benchStudents }, (_, index) => signIn(index)),
    );
    const course = 'high-school-math';
    const threadOf = async (as: string) =>
      String(
        (await json(url, endpoints.getCourseThread.path, as, { course_id: course, subject: 'Mathematics' }))
          .body.thread_id,
      );
    const threadId = await threadOf(token);
    console.log(`load average ${loadavg()[0]?.toFixed(1)} (2 cores, shared)`);

    async function attack(name: string, run: () => Promise<number[]>): Promise<void> {
      const before = rssMb(pid);
      const fresh = probe(url, false);
      const kept = probe(url, true);
      const started = performance.now();
      const statuses = await run();
      const took = Math.round(performance.now() - started);
      const [stall, keptStall] = await Promise.all([fresh.stop(), kept.stop()]);
      const after = rssMb(pid);
      const server5xx = statuses.filter((status) => status >= 500).length;
      console.log(
        `${name}: ${statuses.length} requests in ${took} ms (${tally(statuses)}); ${server5xx} × 5xx; ` +
          `server RSS ${before} → ${after} MB; unrelated request: longest ${keptStall.longest} ms over ` +
          `${keptStall.count} on a kept-alive connection (${keptStall.failed} failed), ${stall.longest} ms ` +
          `over ${stall.count} on new connections (${stall.failed} failed)`,
      );
    }

    // Item 5: 45 parallel recordings, then ten 24 MB recordings for a made-up thread, both field orders.
    const providerBefore = model.audio.transcriptions.length;
    await attack('transcribe_audio × 45 parallel (4 KB)', () =>
      Promise.all(
        Array.from({ length: 45 }, () =>
          uploadRecording({
            url,
            token,
            fields: { thread_id: threadId, course_id: course },
            bytes: 4096,
            fieldsFirst: true,
          }),
        ),
      ).then((answers) => answers.map((answer) => answer.status)),
    );
    console.log(
      `  transcription endpoint called ${model.audio.transcriptions.length - providerBefore} times`,
    );
    for (const fieldsFirst of [true, false]) {
      await attack(
        `transcribe_audio × 10 parallel 24 MB, made-up thread, fields ${fieldsFirst ? 'first' : 'after the file'}`,
        () =>
          Promise.all(
            Array.from({ length: 10 }, () =>
              uploadRecording({
                url,
                token: fieldsFirst ? bigFirst : bigAfter,
                fields: { thread_id: 'made-up-thread', course_id: course },
                bytes: 24 * megabyte,
                fieldsFirst,
              }),
            ),
          ).then((answers) => answers.map((answer) => answer.status)),
      );
    }

    // Items 7–8: 40 parallel read-aloud requests of one reply.
    const reply = await json(url, endpoints.chat.path, reader, {
      message: 'מה הקודקוד של פרבולה?',
      thread_id: await threadOf(reader),
      course_id: course,
    });
    const messageId = String(reply.body.message_id);
    await attack('generate_tts × 40 parallel (one reply)', () =>
      Promise.all(
        Array.from({ length: 40 }, () =>
          json(url, endpoints.generateTts.path, reader, {
            content: [{ type: 'text', text: 'x' }],
            message_id: messageId,
          }).then((answer) => answer.status),
        ),
      ),
    );

    // Item 6: 1,005 connections from 127.0.0.1 that never finish their headers.
    const held: Socket[] = [];
    const { port } = new URL(url);
    await attack('1,005 half-sent header connections from one address', async () => {
      const opened = await Promise.all(
        Array.from(
          { length: 1005 },
          () =>
            new Promise<number>((resolve) => {
              const socket = connect({ host: '127.0.0.1', port: Number(port), localAddress: '127.0.0.1' });
              held.push(socket);
              socket.on('error', () => resolve(0));
              socket.on('close', () => resolve(0));
              socket.on('connect', () => {
                socket.write('GET /api/config HTTP/1.1\r\nHost: x\r\nX-Slow: ');
                // Still open a moment later: counted as held (a 1 is not an HTTP status).
                setTimeout(() => resolve(socket.destroyed ? 0 : 1), 200);
              });
            }),
        ),
      );
      const refused = opened.filter((state) => state === 0).length;
      console.log(
        `  the server holds ${await serverConnections()} connections; ${refused} of the 1,005 were closed or refused`,
      );
      const other = await new Promise<string>((resolve) => {
        const req = httpRequest(
          {
            host: '127.0.0.1',
            port,
            path: endpoints.getConfig.path,
            localAddress: '127.0.0.2',
            agent: false,
          },
          (res) => {
            res.resume();
            res.on('end', () => resolve(String(res.statusCode)));
          },
        );
        req.on('error', (error) => resolve(error.message));
        req.end();
      });
      console.log(`  a normal request from 127.0.0.2 meanwhile: ${other}`);
      return [];
    });
    for (const socket of held) socket.destroy();
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    await model.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
