import type { ChildProcess } from 'node:child_process';

/** The URL of a server child once it prints `PORT <n>`; rejects when the child exits first. */
export function childUrl(child: ChildProcess, name: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let buffered = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      buffered += chunk.toString();
      const match = /PORT (\d+)/.exec(buffered);
      if (match) resolve(`http://127.0.0.1:${match[1]}`);
    });
    child.once('exit', (code, signal) => reject(new Error(`${name} server exited with ${code ?? signal}`)));
  });
}
