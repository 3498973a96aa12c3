/**
 * Benchmark: main-thread time to render a 200-formula Hebrew lesson in Chromium (render + commit + effects +
 * layout, KaTeX already loaded, formula cache empty), and the same lesson unmounted and mounted again from the
 * cache. Also prints a second copy mounted while the first is still shown (each cached node then gets copied).
 * Goals: cold ≤ 50 ms; cached ≤ 20 % of cold. Prints medians; asserts nothing.
 * Run: npx tsx tests/bench/math-render.ts [runs, default 21]
 */
import { rmSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { chromiumArgs, findChromium } from '../../scripts/lib/chromium';
import { serveDirectory } from '../../scripts/lib/static-server';
import { buildMathBench } from './build-math-bench';

const runs = Number(process.argv[2] ?? 21);
const outDir = await buildMathBench();
const server = await serveDirectory(outDir);
const browser = await chromium.launch({ executablePath: (await findChromium()).path, args: chromiumArgs });
try {
  const page = await browser.newPage();
  await page.goto(`${server.url}/index.html`);
  await page.waitForFunction(() => typeof window.runBench === 'function');
  const result = await page.evaluate((count) => window.runBench(count), runs);
  const median = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
  };
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  const cold = median(result.cold);
  const warm = median(result.warm);
  const copy = median(result.copy);
  const list = (values: number[]) => values.map((v) => v.toFixed(1)).join(', ');
  console.log(
    `formulas rendered: ${result.formulas} (fewest shown by either copy in any run: ${result.minimumShown})`,
  );
  console.log(`runs: ${runs} (Chromium, headless; median reported, first run includes JIT warm-up)`);
  console.log(
    `cold render (empty cache): first ${ms(result.cold[0] ?? Number.NaN)}, median ${ms(cold)}, all [${list(result.cold)}]`,
  );
  console.log(
    `cached render (remount):   first ${ms(result.warm[0] ?? Number.NaN)}, median ${ms(warm)}, all [${list(result.warm)}]`,
  );
  console.log(
    `cached second copy:        first ${ms(result.copy[0] ?? Number.NaN)}, median ${ms(copy)}, all [${list(result.copy)}]`,
  );
  console.log(
    `  of which layout: cold ${ms(median(result.coldLayout))}, cached ${ms(median(result.warmLayout))}, copy ${ms(median(result.copyLayout))}`,
  );
  console.log(
    `  render + commit without layout: cold ${ms(cold - median(result.coldLayout))}, cached ${ms(warm - median(result.warmLayout))}`,
  );
  console.log(`cached / cold: ${((warm / cold) * 100).toFixed(1)} %  (goal ≤ 20 %)`);
  console.log(`second copy / cold: ${((copy / cold) * 100).toFixed(1)} %`);
  console.log(
    `cold goal ≤ 50 ms: ${cold <= 50 ? 'met' : 'not met'}; cached goal ≤ 50 ms: ${warm <= 50 ? 'met' : 'not met'}`,
  );
} finally {
  await browser.close();
  await server.close();
  rmSync(outDir, { recursive: true, force: true });
}
