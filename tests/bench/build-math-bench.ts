import react from '@vitejs/plugin-react';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'vite';

/** Builds tests/bench/math-bench with production settings into a fresh temp directory. */
export async function buildMathBench(): Promise<string> {
  const outDir = mkdtempSync(path.join(tmpdir(), 'havruta-math-bench-'));
  await build({
    root: path.resolve('tests/bench/math-bench'),
    configFile: false,
    logLevel: 'warn',
    plugins: [react()],
    build: { outDir, emptyOutDir: true, sourcemap: false },
  });
  return outDir;
}
