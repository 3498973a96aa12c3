/**
 * Frame cost of drawing on the ExerciseCanvas in Chromium, with 0 and with 2,000 finished strokes
 * already on the page. Builds a tiny page with Vite, serves it on 127.0.0.1, draws a 300-frame
 * stroke with synthetic pointer events, and prints p50/p95/max of the work done per frame
 * (pointer handler + the canvas's animation-frame paint) and of the frame interval.
 *
 *   npx tsx tests/bench/drawing-frame.ts
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { chromium } from 'playwright-core';
import { build } from 'vite';
import { chromiumArgs, findChromium } from '../../scripts/lib/chromium';
import { serveDirectory } from '../../scripts/lib/static-server';

const repo = process.cwd();
const cache = path.join(repo, 'node_modules/.cache');
mkdirSync(cache, { recursive: true });
const work = mkdtempSync(path.join(cache, 'drawing-frame-'));
const outDir = path.join(work, 'dist');
writeFileSync(
  path.join(work, 'index.html'),
  '<!doctype html><html lang="he" dir="rtl"><body style="margin:0"><div id="root"></div><script type="module" src="./main.tsx"></script></body></html>',
);
writeFileSync(
  path.join(work, 'main.tsx'),
  `import { createRoot } from 'react-dom/client';
import { ExerciseCanvas } from ${JSON.stringify(path.join(repo, 'ui/src/exercise-canvas/index.ts'))};
import type { DrawingOperation } from ${JSON.stringify(path.join(repo, 'ui/src/drawing/stroke.ts'))};
const count = Number(new URLSearchParams(location.search).get('strokes') ?? '0');
const operations: DrawingOperation[] = Array.from({ length: count }, (_, i) => ({
  tool: 'pen', size: 2, pointer: 'mouse',
  points: Array.from({ length: 24 }, (_, j) => [((i * 37) % 720) + j * 3, ((i * 53) % 440) + 20 + Math.sin(j / 3) * 8, 0.5] as [number, number, number]),
}));
createRoot(document.getElementById('root')!).render(
  <div style={{ width: 800 }}><ExerciseCanvas height={500} initialOperations={operations} /></div>,
);
`,
);
await build({
  configFile: false,
  root: work,
  logLevel: 'warn',
  plugins: [react()],
  build: { outDir, emptyOutDir: true, sourcemap: false },
});

const server = await serveDirectory(outDir);
const { path: executablePath, source } = await findChromium();
const browser = await chromium.launch({ executablePath, args: chromiumArgs });

/** Runs in the page: draws one 300-frame stroke and measures each frame. */
const measure = `(async () => {
  const frames = 300;
  const canvas = document.querySelector('canvas[role="img"]');
  const rect = canvas.getBoundingClientRect();
  const fire = (type, x, y, buttons) => canvas.dispatchEvent(new PointerEvent(type, {
    bubbles: true, pointerId: 1, pointerType: 'mouse', isPrimary: true,
    button: type === 'pointermove' ? -1 : 0, buttons, clientX: rect.left + x, clientY: rect.top + y,
  }));
  const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
  await frame();
  await frame();
  fire('pointerdown', 60, 60, 1);
  const work = [];
  const intervals = [];
  let previous = await frame();
  for (let index = 0; index < frames; index += 1) {
    // Callbacks run in registration order: "before" runs ahead of the canvas's paint, "after" behind it.
    let before = 0;
    const started = new Promise((resolve) => requestAnimationFrame(() => { before = performance.now(); resolve(); }));
    const handlerStart = performance.now();
    fire('pointermove', 60 + ((index * 7) % 680), 60 + index * 1.2 + Math.sin(index / 5) * 20, 1);
    const handler = performance.now() - handlerStart;
    const stamp = await frame();
    const after = performance.now();
    await started;
    work.push(handler + (after - before));
    intervals.push(stamp - previous);
    previous = stamp;
  }
  fire('pointerup', 400, 400, 0);
  return { work, intervals };
})()`;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
};

try {
  console.log(`Chromium from ${source}`);
  for (const strokes of [0, 2000]) {
    const page = await browser.newPage({ viewport: { width: 1000, height: 700 } });
    await page.goto(`${server.url}/index.html?strokes=${strokes}`);
    await page.waitForSelector('canvas[role="img"]');
    // Passed as source text: tsx would otherwise wrap named functions in a helper the page lacks.
    const result = (await page.evaluate(measure)) as { work: number[]; intervals: number[] };
    const fmt = (value: number) => value.toFixed(2).padStart(7);
    console.log(
      `${String(strokes).padStart(5)} finished strokes: work per frame p50 ${fmt(percentile(result.work, 50))} ms, p95 ${fmt(
        percentile(result.work, 95),
      )} ms, max ${fmt(Math.max(...result.work))} ms | frame interval p50 ${fmt(percentile(result.intervals, 50))} ms, p95 ${fmt(
        percentile(result.intervals, 95),
      )} ms`,
    );
    await page.close();
  }
  console.log('goal: p95 work per frame ≤ 8 ms with 2,000 finished strokes');
} finally {
  await browser.close();
  await server.close();
  rmSync(work, { recursive: true, force: true });
}
