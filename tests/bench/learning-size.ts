/**
 * /learning on open: `npx tsx tests/bench/learning-size.ts [runs=3]`.
 *
 * 1. Builds the app into a temp folder as `npm start` does and follows the build graph from the learning
 * route's lazy chunk (learning-page) through its static imports: that is the JavaScript opening /learning
 * loads beyond the landing's initial JS (index.html's entry and modulepreloads, which it subtracts). The
 * Hebrew strings of the route (learning, dashboard) count too. The windows, KaTeX and mathjs are dynamic
 * imports, so they are listed apart and not counted; it checks that
 * none of them is in the counted set (KaTeX, mathjs, the markdown renderer and Radix's dialog by their
 * node_modules path).
 * 2. Serves that build with the real server, the seeded demo student signed in with a saved course
 *    (selectedCourse), opens /#/learning in Chromium at a desktop and a phone size and lists every script
 *    it loaded until the network was idle (the lazy chunks a fresh thread's greeting needs, such as the
 *    markdown renderer, included); then Lighthouse mobile performance, `runs` times, and the median.
 * Prints figures (gzip -9); asserts nothing.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium as playwright } from 'playwright-core';
import catalogue from '../../content/courses/courses.json';
import { benchStudent } from '../../scripts/lib/bench-student';
import { buildApp } from '../../scripts/lib/build-app';
import { chromiumArgs, findChromium, launchDebuggableChromium } from '../../scripts/lib/chromium';
import { lighthouseRuns } from '../../scripts/lib/lighthouse';
import { startTestServer } from '../../scripts/lib/test-server';

interface Chunk {
  type: 'chunk';
  fileName: string;
  name?: string;
  imports?: string[];
  dynamicImports?: string[];
  facadeModuleId?: string | null;
  modules?: Record<string, { renderedLength: number }>;
}

const root = process.cwd();
const runs = Number(process.argv[2] ?? 3);
const outDir = mkdtempSync(path.join(tmpdir(), 'havruta-bench-learning-'));
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
try {
  const output = (await buildApp(root, { outDir })) as unknown as Array<Chunk | { type: 'asset' }>;
  const chunks = new Map(
    output.filter((item): item is Chunk => item.type === 'chunk').map((chunk) => [chunk.fileName, chunk]),
  );
  const gzipOf = (file: string) => gzipSync(readFileSync(path.join(outDir, file)), { level: 9 }).length;
  const html = readFileSync(path.join(outDir, 'index.html'), 'utf8');
  const landing = new Set(
    [...html.matchAll(/(?:src|href)="\/?(assets\/[^"]+\.js)"/g)].map((match) => match[1] ?? ''),
  );
  const route = [...chunks.values()].find((chunk) =>
    Object.keys(chunk.modules ?? {}).some((id) =>
      id.endsWith('features/learning/components/learning-page.tsx'),
    ),
  );
  if (!route) throw new Error('no chunk holds learning-page.tsx');

  // The route chunk and everything it imports statically, minus what the landing already loaded.
  const counted = new Set<string>();
  const visit = (file: string) => {
    if (counted.has(file) || landing.has(file)) return;
    counted.add(file);
    for (const next of chunks.get(file)?.imports ?? []) visit(next);
  };
  visit(route.fileName);
  // The route also loads its Hebrew strings on open (the learning and dashboard namespaces, lazy JSON).
  for (const [file, chunk] of chunks) {
    const ids = Object.keys(chunk.modules ?? {});
    if (ids.some((id) => /content\/locales\/he\/(learning|dashboard)\.json$/.test(id))) visit(file);
  }

  let landingGzip = 0;
  for (const file of landing) landingGzip += gzipOf(file);
  console.log(`landing initial JS: ${landing.size} files, gzip ${kb(landingGzip)}`);
  console.log('/learning on open, beyond the landing entry (route chunk + static imports):');
  let total = 0;
  for (const file of counted) {
    const size = gzipOf(file);
    total += size;
    console.log(`  ${file.padEnd(48)} gzip ${kb(size).padStart(9)}`);
  }
  console.log(
    `  total                                            gzip ${kb(total).padStart(9)}  (goal ≤ 120 KB)`,
  );

  // Packages by their node_modules path, so an own module named after one (ui/src/math/katex-loader.ts)
  // does not count as the package.
  const heavy = [
    'node_modules/katex/',
    'node_modules/mathjs/',
    'node_modules/react-markdown/',
    'node_modules/@radix-ui/react-dialog/',
    'features/learning/windows/practice',
    'features/learning/windows/lessons',
  ];
  for (const name of heavy) {
    const present = [...counted].some((file) =>
      Object.keys(chunks.get(file)?.modules ?? {}).some((id) => id.includes(`/${name}`)),
    );
    console.log(`  ${name.padEnd(44)} in the counted JS: ${present ? 'YES' : 'no'}`);
  }
  const lazy = new Set<string>();
  for (const file of counted) for (const next of chunks.get(file)?.dynamicImports ?? []) lazy.add(next);
  console.log(`loaded later, on demand (dynamic imports of the counted chunks): ${lazy.size} chunks`);
  for (const file of [...lazy].filter((file) => !counted.has(file) && !landing.has(file)).slice(0, 30))
    console.log(`  ${file.padEnd(48)} gzip ${kb(gzipOf(file)).padStart(9)}`);

  // ── 2. the real server, the demo student signed in with a saved course ──
  const server = await startTestServer({ appDir: outDir });
  const { base } = server;
  const course = catalogue.courses.find((item) => item.id === 'high-school-math');
  const student = await benchStudent(server, { selectedCourse: JSON.stringify(course) });
  const chromiumPath = (await findChromium()).path;
  try {
    const browser = await playwright.launch({ executablePath: chromiumPath, args: chromiumArgs });
    try {
      for (const [name, viewport] of [
        ['desktop 1280×800', { width: 1280, height: 800 }],
        ['phone 412×823', { width: 412, height: 823 }],
      ] as const) {
        const context = await browser.newContext({ viewport });
        await student.signInContext(context);
        const page = await context.newPage();
        const scripts = new Set<string>();
        page.on('request', (request) => {
          const url = new URL(request.url());
          if (url.origin === base && url.pathname.endsWith('.js')) scripts.add(url.pathname.slice(1));
        });
        await page.goto(`${base}/#/learning`);
        // The tutor's greeting in the chat, then nothing more on the wire.
        await page.locator('.hv-chat-list__item').first().waitFor();
        await page.waitForLoadState('networkidle');
        const beyond = [...scripts].filter((file) => !landing.has(file));
        let sum = 0;
        console.log(`\n/#/learning opened in Chromium (${name}), every script beyond the landing entry:`);
        for (const file of beyond) {
          const size = gzipOf(file);
          sum += size;
          const kind = counted.has(file) ? 'static' : 'lazy, loaded on open';
          console.log(`  ${file.padEnd(48)} gzip ${kb(size).padStart(9)}  (${kind})`);
        }
        console.log(`  total                                            gzip ${kb(sum).padStart(9)}`);
        await context.close();
      }
    } finally {
      await browser.close();
    }

    const debuggable = await launchDebuggableChromium(chromiumPath);
    try {
      const connected = await playwright.connectOverCDP(`http://127.0.0.1:${debuggable.port}`);
      const setup = await (connected.contexts()[0] ?? (await connected.newContext())).newPage();
      await student.signIn(setup);
      await setup.close();
      const { scores, median, lines } = await lighthouseRuns(`${base}/#/learning`, {
        port: debuggable.port,
        runs,
        keepStorage: true,
      });
      console.log(
        `\nlighthouse mobile performance — /#/learning signed in, saved course: runs ${scores.join(', ')}; median ${median} (goal ≥ 90)`,
      );
      lines.forEach((line, index) => console.log(`  run ${index + 1}: ${line}`));
      await connected.close();
    } finally {
      await debuggable.close();
    }
  } finally {
    await server.close();
  }
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
