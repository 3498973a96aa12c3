/**
 * Benchmark: how big the lazily loaded KaTeX chunk is, gzipped, and how big the entry chunk stays without it.
 * Run: npx tsx tests/bench/katex-size.ts
 */
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildMathBench } from './build-math-bench';

const outDir = await buildMathBench();
try {
  const assets = path.join(outDir, 'assets');
  const files = readdirSync(assets);
  const size = (file: string) => {
    const bytes = readFileSync(path.join(assets, file));
    return { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
  };
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  const katexJs = files.filter((file) => file.startsWith('katex-chunk') && file.endsWith('.js'));
  const katexCss = files.filter((file) => file.startsWith('katex-chunk') && file.endsWith('.css'));
  const entry = files.filter((file) => file.startsWith('index') && file.endsWith('.js'));
  const fonts = files.filter((file) => file.startsWith('KaTeX_'));
  if (katexJs.length !== 1)
    throw new Error(`expected one KaTeX JS chunk, found: ${katexJs.join(', ') || 'none'}`);
  const rows: Array<[string, { raw: number; gzip: number }]> = [
    ...katexJs.map((file): [string, { raw: number; gzip: number }] => [
      `KaTeX chunk JS  (${file})`,
      size(file),
    ]),
    ...katexCss.map((file): [string, { raw: number; gzip: number }] => [
      `KaTeX chunk CSS (${file})`,
      size(file),
    ]),
    ...entry.map((file): [string, { raw: number; gzip: number }] => [
      `entry JS        (${file})`,
      size(file),
    ]),
  ];
  for (const [name, { raw, gzip }] of rows) console.log(`${name}: ${kb(raw)} raw, ${kb(gzip)} gzip`);
  const total = [...katexJs, ...katexCss].reduce((sum, file) => sum + size(file).gzip, 0);
  console.log(`KaTeX chunk total (JS + CSS), gzip: ${kb(total)}`);
  console.log(`KaTeX font files emitted (fetched on demand): ${fonts.length}`);
  const entryText = entry.map((file) => readFileSync(path.join(assets, file), 'utf8')).join('');
  console.log(`KaTeX parser in the entry chunk: ${entryText.includes('KaTeX parse error') ? 'yes' : 'no'}`);
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
