/**
 * haproxy from Debian (`apt-get install -y haproxy`, as `.ci/run` does) in front of the cluster test's nodes:
 * round robin, a health check on `/api/health/ready`, X-Forwarded-For added. Two frontends: every node, and
 * the first node alone (the throughput comparison's baseline).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { freePort } from '../../scripts/lib/free-port';

export interface Haproxy {
  /** every node */
  url: string;
  /** the first node alone */
  oneUrl: string;
  stop(): Promise<void>;
}

/** haproxy's path, or an error that says how to install it. */
export function findHaproxy(): string {
  for (const candidate of ['/usr/sbin/haproxy', '/usr/bin/haproxy', '/usr/local/sbin/haproxy']) {
    if (spawnSync(candidate, ['-v']).status === 0) return candidate;
  }
  throw new Error(
    'haproxy is missing: the cluster test runs the nodes behind a real haproxy. Install it with ' +
      '`apt-get install -y haproxy` (Debian; .ci/run does this in CI).',
  );
}

export async function startHaproxy(dir: string, nodePorts: readonly number[]): Promise<Haproxy> {
  const binary = findHaproxy();
  const [port, onePort] = [await freePort(), await freePort()];
  const server = (nodePort: number, index: number) =>
    `  server node-${index} 127.0.0.1:${nodePort} check inter 500ms fall 3 rise 2`;
  const config = [
    'global',
    '  maxconn 4096',
    'defaults',
    '  mode http',
    '  option forwardfor',
    '  option redispatch 1',
    '  retries 2',
    // a request whose node died under it (GET is idempotent) goes to another node, not back as an error
    '  retry-on all-retryable-errors',
    // round robin sends each request to the next node: reuse idle connections to it instead of a new one each time
    '  http-reuse always',
    '  timeout connect 2s',
    '  timeout client 60s',
    '  timeout server 60s',
    '  timeout check 5s',
    '  option httpchk GET /api/health/ready',
    '  http-check expect status 200',
    `frontend all`,
    `  bind 127.0.0.1:${port}`,
    '  default_backend nodes',
    `frontend one`,
    `  bind 127.0.0.1:${onePort}`,
    '  default_backend first',
    'backend nodes',
    '  balance roundrobin',
    ...nodePorts.map(server),
    'backend first',
    server(nodePorts[0] ?? 0, 0),
    '',
  ].join('\n');
  const file = path.join(dir, 'haproxy.cfg');
  writeFileSync(file, config);
  const child: ChildProcess = spawn(binary, ['-db', '-f', file], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  // Up once every node passes its health check through it.
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`haproxy exited: ${stderr}`);
    const ok = await fetch(`${url}/api/health/ready`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) throw new Error(`haproxy never became ready: ${stderr}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    oneUrl: `http://127.0.0.1:${onePort}`,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
