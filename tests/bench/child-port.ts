import type { ChildProcess } from 'node:child_process';

/**
 * The loopback URL a benchmark's child server prints as `PORT <n>` (and the demo password it prints
 * after it as `PASSWORD <p>`, when it seeds the per-install demo accounts).
 */
export function childServer(
  child: ChildProcess,
  name: string,
): Promise<{ url: string; password: string | undefined }> {
  return new Promise((resolve, reject) => {
    let buffered = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      buffered += chunk.toString();
      const match = /PORT (\d+)(?: PASSWORD (\S+))?\r?\n/.exec(buffered);
      if (match) resolve({ url: `http://127.0.0.1:${match[1]}`, password: match[2] });
    });
    child.once('exit', (code, signal) => reject(new Error(`${name} server exited with ${code ?? signal}`)));
  });
}

/** The loopback URL of a benchmark's child server. */
export function childUrl(child: ChildProcess, name: string): Promise<string> {
  return childServer(child, name).then((server) => server.url);
}
