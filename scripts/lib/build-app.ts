import { existsSync, readdirSync, statSync } from 'node:fs';
import { readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import { compressibleExtensions, precompressedSuffix } from '../../backend/src/middleware/static-files';

/** Folders whose files end up in the app bundle. */
const sources = ['app', 'ui/src', 'backend/contract', 'content/locales', 'vite.config.ts', 'package.json'];

function newestMtime(target: string): number {
  if (!existsSync(target)) return 0;
  const info = statSync(target);
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = info.mtimeMs;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

/** True when dist/app is missing or older than any of its sources. */
export function appBuildIsStale(root: string): boolean {
  const index = path.join(root, 'dist/app/index.html');
  if (!existsSync(index)) return true;
  const built = statSync(index).mtimeMs;
  return sources.some((source) => newestMtime(path.join(root, source)) > built);
}

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Writes `<file>.br` (quality 11) and `<file>.gz` (level 9) next to every compressible file of the build,
 * so the server sends the smallest encoding without compressing at request time.
 */
export async function precompress(outDir: string): Promise<number> {
  const entries = await readdir(outDir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && compressibleExtensions.has(path.extname(entry.name).toLowerCase()))
    .map((entry) => path.join(entry.parentPath, entry.name));
  await Promise.all(
    files.map(async (file) => {
      const bytes = await readFile(file);
      const [br, gz] = await Promise.all([
        brotliAsync(bytes, {
          params: {
            [zlibConstants.BROTLI_PARAM_QUALITY]: 11,
            [zlibConstants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
          },
        }),
        gzipAsync(bytes, { level: 9 }),
      ]);
      // A sibling that is not smaller is useless; the server compresses (or not) on its own then.
      if (br.length < bytes.length) await writeFile(`${file}${precompressedSuffix.br}`, br);
      if (gz.length < bytes.length) await writeFile(`${file}${precompressedSuffix.gzip}`, gz);
    }),
  );
  return files.length;
}

/** The parts of Vite's (rolldown's) build output that callers read. */
export interface BuiltChunk {
  type: 'chunk' | 'asset';
  fileName: string;
  modules?: Record<string, { renderedLength: number }>;
}

/** Builds the app (into dist/app unless `outDir` is given) and precompresses it; returns the build output. */
export async function buildApp(root: string, options: { outDir?: string } = {}): Promise<BuiltChunk[]> {
  const { build } = await import('vite');
  const outDir = options.outDir ?? path.join(root, 'dist/app');
  const result = (await build({
    root: path.join(root, 'app'),
    configFile: path.join(root, 'vite.config.ts'),
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true },
  })) as unknown as { output: BuiltChunk[] };
  await precompress(outDir);
  return result.output;
}
