/**
 * Benchmark: main-thread time to render a 200-formula Hebrew lesson in Chromium (render + commit + layout,
 * KaTeX already loaded, formula cache empty), and the same render again from the cache.
 * Goals: cold ≤ 50 ms; cached ≤ 20 % of cold. Prints figures; asserts nothing.
 * Run: npx tsx tests/bench/math-render.ts [runs]
 */
import { rmSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { chromiumArgs, findChromium } from '../../scripts/lib/chromium';
import { serveDirectory } from '../../scripts/lib/static-server';
import { buildMathBench } from './build-math-bench';

const runs = Number(process.argv[2] ?? 9);
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
  console.log(`formulas rendered: ${result.formulas}`);
  console.log(`runs: ${runs} (Chromium, headless; median reported, first run includes JIT warm-up)`);
  console.log(
    `cold render (empty cache): first ${ms(result.cold[0] ?? Number.NaN)}, median ${ms(cold)}, all [${result.cold.map((v) => v.toFixed(1)).join(', ')}]`,
  );
  console.log(
    `cached render:             first ${ms(result.warm[0] ?? Number.NaN)}, median ${ms(warm)}, all [${result.warm.map((v) => v.toFixed(1)).join(', ')}]`,
  );
  console.log(
    `  of which layout: cold ${ms(median(result.coldLayout))}, cached ${ms(median(result.warmLayout))}`,
  );
  console.log(
    `  render + commit without layout: cold ${ms(cold - median(result.coldLayout))}, cached ${ms(warm - median(result.warmLayout))}`,
  );
  console.log(`cached / cold: ${((warm / cold) * 100).toFixed(1)} %  (goal ≤ 20 %)`);
  console.log(
    `cold goal ≤ 50 ms: ${cold <= 50 ? 'met' : 'not met'}; cached goal ≤ 50 ms: ${warm <= 50 ? 'met' : 'not met'}`,
  );
} finally {
  await browser.close();
  await server.close();
  rmSync(outDir, { recursive: true, force: true });
}
