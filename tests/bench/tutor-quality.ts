/**
 * Issue 26's quality figures in one run: every part in tests/bench/tutor-quality/ (intent, concepts,
 * computations, latency, …), each imported and its `report()` called in turn; each prints its tune and
 * held-out figures itself and can run alone (`npx tsx tests/bench/tutor-quality/<part>.ts`). Asserts
 * nothing.
 *
 *   npx tsx tests/bench/tutor-quality.ts [part …]
 */
import { readdirSync } from 'node:fs';

const folder = new URL('./tutor-quality/', import.meta.url);
const only = process.argv.slice(2);
const parts = readdirSync(folder)
  .filter((file) => file.endsWith('.ts'))
  .map((file) => file.replace(/\.ts$/, ''))
  .filter((part) => only.length === 0 || only.includes(part))
  .sort();

for (const part of parts) {
  const module = (await import(new URL(`${part}.ts`, folder).href)) as { report?: () => Promise<void> };
  console.log(`\n================ ${part} ================`);
  if (typeof module.report !== 'function') {
    console.log(`(${part}.ts exports no report(): skipped)`);
    continue;
  }
  const started = performance.now();
  await module.report();
  console.log(`(${part}: ${((performance.now() - started) / 1000).toFixed(1)} s)`);
}
