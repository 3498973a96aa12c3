/**
 * Speaks text with eSpeak NG (the npm `espeak-ng` WebAssembly build, GPL-3.0-or-later) in a worker
 * thread, so the ~200 ms each run costs never blocks the server. The 18 MB module is compiled once
 * and instantiated per run (the build exposes only its command line). espeak.ts starts this thread.
 *
 * Loaded by Node directly (type stripping) as well as through tsx, so it imports only packages and
 * `node:` modules, and uses only erasable TypeScript.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parentPort } from 'node:worker_threads';

export interface EspeakJob {
  id: number;
  text: string;
  /** an eSpeak NG voice: `he`, `en`, … */
  voice: string;
  /** words per minute */
  speed: number;
}

export type EspeakAnswer = { id: number; wav: Uint8Array } | { id: number; error: string };

interface EspeakModule {
  FS: { writeFile(name: string, data: string): void; readFile(name: string): Uint8Array };
}
type EspeakFactory = (options: {
  arguments: string[];
  preRun: Array<(module: EspeakModule) => void>;
  instantiateWasm: (
    imports: WebAssembly.Imports,
    done: (instance: WebAssembly.Instance) => void,
  ) => Record<string, never>;
  print: (text: string) => void;
  printErr: (text: string) => void;
}) => Promise<EspeakModule>;

const packageDir = path.dirname(createRequire(import.meta.url).resolve('espeak-ng'));
let loaded: Promise<{ factory: EspeakFactory; wasm: WebAssembly.Module }> | undefined;

function load() {
  loaded ??= Promise.all([
    import('espeak-ng') as Promise<{ default: EspeakFactory }>,
    readFile(path.join(packageDir, 'espeak-ng.wasm')).then((bytes) => WebAssembly.compile(bytes)),
  ]).then(([module, wasm]) => ({ factory: module.default, wasm }));
  return loaded;
}

async function speak(job: EspeakJob): Promise<Uint8Array> {
  const { factory, wasm } = await load();
  const errors: string[] = [];
  const espeak = await factory({
    // -b 1: the input is UTF-8; the text comes from a file, so nothing in it is read as an option.
    arguments: ['-b', '1', '-v', job.voice, '-s', String(job.speed), '-w', 'out.wav', '-f', 'in.txt'],
    preRun: [(module) => module.FS.writeFile('in.txt', job.text)],
    instantiateWasm(imports, done) {
      void WebAssembly.instantiate(wasm, imports).then(done);
      return {};
    },
    print: () => undefined,
    printErr: (text) => errors.push(text),
  });
  const wav = espeak.FS.readFile('out.wav');
  if (wav.byteLength <= 44) throw new Error(`eSpeak NG wrote no audio ${errors.join(' ')}`.trim());
  return new Uint8Array(wav);
}

parentPort?.on('message', (job: EspeakJob) => {
  speak(job).then(
    (wav) => {
      const answer: EspeakAnswer = { id: job.id, wav };
      parentPort?.postMessage(answer, [wav.buffer as ArrayBuffer]);
    },
    (error: unknown) => {
      const answer: EspeakAnswer = { id: job.id, error: String(error) };
      parentPort?.postMessage(answer);
    },
  );
});
