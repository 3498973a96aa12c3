/**
 * Landing benchmark: `npx tsx tests/bench/landing.ts [runs=3]`.
 *
 * 1. Builds the app into a temp folder exactly as `npm start` does (scripts/lib/build-app.ts, precompressed
 *    .br/.gz siblings included) and sums the landing route's initial JavaScript (the entry script and its
 *    modulepreloads in index.html), raw and gzip, and lists what those chunks hold by package.
 *    It checks that KaTeX, mathjs and framer-motion stay out of the initial JS.
 * 2. Serves that build with the real server (backend/src startServer, as `npm start`) and runs Lighthouse
 *    (mobile preset, performance only) in Chromium against / and /#/login, `runs` times each, printing every
 *    score and the median, and every script each page really loaded (so lazily imported chunks, such as a
 *    locale, count too) with its gzip size and the bytes the server actually sent.
 * Prints figures; asserts nothing.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildApp } from '../../scripts/lib/build-app';
import { findChromium, launchDebuggableChromium } from '../../scripts/lib/chromium';
import { startTestServer } from '../../scripts/lib/test-server';

const root = process.cwd();
const runs = Number(process.argv[2] ?? 3);
const outDir = mkdtempSync(path.join(tmpdir(), 'havruta-bench-app-'));

/** The part of Lighthouse's network-requests audit this script reads. */
interface NetworkDetails {
  items: Array<{ url: string; resourceType?: string; transferSize?: number }>;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function packageOf(id: string): string {
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(id);
  if (match?.[1]) return match[1];
  const local =
    /\/work\/main\/([^/]+(?:\/src)?)/.exec(id) ?? /^(?:.*?\/)?(app|ui|backend|content)\//.exec(id);
  return local ? `(own) ${local[1]}` : '(other)';
}

// ── 1. initial JS ──
const output = await buildApp(root, { outDir });
const chunks = new Map(
  output.filter((item) => item.type === 'chunk').map((chunk) => [chunk.fileName, chunk]),
);
const gzipOf = (file: string) => gzipSync(readFileSync(path.join(outDir, file)), { level: 9 }).length;
const html = readFileSync(path.join(outDir, 'index.html'), 'utf8');
const initial = [...html.matchAll(/(?:src|href)="\/?(assets\/[^"]+\.js)"/g)].map((match) => match[1] ?? '');
let raw = 0;
let gzip = 0;
console.log('landing route — initial JS (index.html entry + modulepreload):');
for (const file of initial) {
  const bytes = readFileSync(path.join(outDir, file));
  const zipped = gzipSync(bytes, { level: 9 }).length;
  raw += bytes.length;
  gzip += zipped;
  console.log(`  ${file.padEnd(40)} ${kb(bytes.length).padStart(10)}  gzip ${kb(zipped).padStart(9)}`);
}
console.log(
  `  total                                    ${kb(raw).padStart(10)}  gzip ${kb(gzip).padStart(9)}  (goal ≤ 100 KB gzip)`,
);

const byPackage = new Map<string, number>();
for (const file of initial) {
  for (const [id, info] of Object.entries(chunks.get(file)?.modules ?? {})) {
    const name = packageOf(id);
    byPackage.set(name, (byPackage.get(name) ?? 0) + info.renderedLength);
  }
}
console.log('initial chunks by package (rendered, before minification of whitespace/gzip):');
for (const [name, size] of [...byPackage].sort((a, b) => b[1] - a[1]).slice(0, 20))
  console.log(`  ${name.padEnd(36)} ${kb(size).padStart(9)}`);
for (const heavy of ['katex', 'mathjs', 'framer-motion']) {
  const present = [...byPackage.keys()].some((name) => name === heavy || name.startsWith(`${heavy}/`));
  console.log(`  ${heavy.padEnd(14)} in initial JS: ${present ? 'YES' : 'no'}`);
}

// ── 2. Lighthouse ──
const server = await startTestServer({ appDir: outDir });
const { base } = server;
const chromium = await findChromium();
const debuggable = await launchDebuggableChromium(chromium.path);
const debugPort = debuggable.port;
try {
  const { default: lighthouse } = await import('lighthouse');
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
  for (const [name, url] of [
    ['landing', `${base}/`],
    ['login', `${base}/#/login`],
  ] as const) {
    const scores: number[] = [];
    const metrics: string[] = [];
    let scripts: string[] = [];
    // A run Lighthouse itself could not record (e.g. NO_NAVSTART) is reported and run again, up to `runs`
    // extra attempts, so the median is over real measurements.
    for (let attempt = 0; scores.length < runs && attempt < runs * 2; attempt += 1) {
      const outcome = await lighthouse(url, {
        port: debugPort,
        onlyCategories: ['performance'],
        output: 'json',
        logLevel: 'error',
      });
      const lhr = outcome?.lhr;
      if (!lhr || lhr.runtimeError) {
        console.log(`  attempt ${attempt + 1}: ${lhr?.runtimeError?.code ?? 'no result'}, run again`);
        continue;
      }
      const score = Math.round((lhr?.categories.performance?.score ?? 0) * 100);
      scores.push(score);
      const audit = (id: string) => lhr?.audits[id]?.displayValue ?? '?';
      const requests = (lhr?.audits['network-requests']?.details as NetworkDetails | undefined)?.items ?? [];
      let sentTotal = 0;
      let gzipTotal = 0;
      scripts = requests
        .filter((item) => item.resourceType === 'Script' && item.url.startsWith(base))
        .map((item) => {
          const file = new URL(item.url).pathname.slice(1);
          const gz = gzipOf(file);
          sentTotal += item.transferSize ?? 0;
          gzipTotal += gz;
          return `    ${file.padEnd(44)} gzip ${kb(gz).padStart(9)}  sent ${kb(item.transferSize ?? 0).padStart(9)}`;
        });
      scripts.push(
        `    total ${String(scripts.length).padStart(2)} scripts${' '.repeat(28)} gzip ${kb(gzipTotal).padStart(9)}  sent ${kb(sentTotal).padStart(9)}`,
      );
      metrics.push(
        `score ${score}: FCP ${audit('first-contentful-paint')}, LCP ${audit('largest-contentful-paint')}, TBT ${audit('total-blocking-time')}, CLS ${audit('cumulative-layout-shift')}`,
      );
    }
    console.log(
      `lighthouse mobile performance — ${name} (${url}): runs ${scores.join(', ')}; median ${median(scores)} (goal ≥ 95)`,
    );
    metrics.forEach((line, index) => console.log(`  run ${index + 1}: ${line}`));
    console.log(`  scripts loaded (last run; sent = bytes on the wire incl. headers, br when accepted):`);
    for (const line of scripts) console.log(line);
  }
} finally {
  await debuggable.close();
  await server.close();
  rmSync(outDir, { recursive: true, force: true });
}
