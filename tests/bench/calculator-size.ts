/**
 * Builds a tiny app that opens the Calculator with Vite and prints the gzip size of every chunk, in
 * particular the lazily loaded calculator engine (mathjs in its worker and the main-thread fallback).
 * Also times hostile expressions through the pure evaluator.
 *
 *   npx tsx tests/bench/calculator-size.ts
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { evaluateExpression } from '../../ui/src/calculator/evaluate';

const repo = process.cwd();
// Inside the repo (under node_modules/.cache) so the entry resolves react from node_modules.
const cache = path.join(repo, 'node_modules/.cache');
mkdirSync(cache, { recursive: true });
const work = mkdtempSync(path.join(cache, 'calc-size-'));
const outDir = path.join(work, 'dist');
writeFileSync(
  path.join(work, 'index.html'),
  '<!doctype html><html lang="he" dir="rtl"><body><div id="root"></div><script type="module" src="./main.tsx"></script></body></html>',
);
writeFileSync(
  path.join(work, 'main.tsx'),
  `import { createRoot } from 'react-dom/client';
import { Calculator } from ${JSON.stringify(path.join(repo, 'ui/src/calculator/index.ts'))};
createRoot(document.getElementById('root')!).render(<Calculator />);
`,
);

await build({
  configFile: false,
  root: work,
  logLevel: 'warn',
  plugins: [react()],
  resolve: { dedupe: ['react', 'react-dom'] },
  build: { outDir, emptyOutDir: true, sourcemap: false },
});

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? files(full) : [full];
  });
}

const rows = files(outDir)
  .filter((file) => file.endsWith('.js') || file.endsWith('.css'))
  .map((file) => {
    const source = readFileSync(file);
    const text = source.toString('utf8');
    return {
      chunk: path.relative(outDir, file),
      raw: source.length,
      gzip: gzipSync(source, { level: 9 }).length,
      mathjs: /evaluateDependencies|mathjs|ArgumentsError|SymbolNode/.test(text),
    };
  })
  .sort((a, b) => b.gzip - a.gzip);

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
console.log('chunk'.padEnd(48), 'raw'.padStart(10), 'gzip'.padStart(10), ' mathjs');
for (const row of rows) {
  console.log(
    row.chunk.padEnd(48),
    kb(row.raw).padStart(10),
    kb(row.gzip).padStart(10),
    row.mathjs ? ' yes' : '',
  );
}
const engine = rows.filter((row) => row.mathjs);
const largest = engine.reduce((max, row) => Math.max(max, row.gzip), 0);
console.log(`\ncalculator engine chunk (largest with mathjs), gzip: ${kb(largest)}  (goal ≤ 95 KB)`);
console.log(
  `entry chunks containing mathjs: ${rows.filter((row) => row.mathjs && row.chunk.includes('index')).length}`,
);

const hostile = [
  '9^9^9^9',
  '10^400',
  '99999999!',
  '3!!!!',
  `${'('.repeat(20)}170!${')'.repeat(20)}`,
  `${'('.repeat(5000)}1${')'.repeat(5000)}`,
  '9'.repeat(100_000),
];
for (const expression of hostile) {
  const started = performance.now();
  const outcome = evaluateExpression(expression);
  const elapsed = performance.now() - started;
  const label =
    expression.length > 30 ? `${expression.slice(0, 27)}… (${expression.length} chars)` : expression;
  console.log(
    `hostile ${label.padEnd(40)} → ${outcome.ok ? outcome.value : 'Error'} in ${elapsed.toFixed(2)} ms`,
  );
}
rmSync(work, { recursive: true, force: true });
