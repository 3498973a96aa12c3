/**
 * The answer checker under load: 10,000 random equivalence checks (numbers, expressions, equations, sets,
 * intervals; right and wrong variants) with p50 / p95 / max per check, the hostile inputs of issue 13,
 * and the gzip size of the checker as the browser loads it (Vite build of backend/domain/answer alone).
 *
 *   npx tsx tests/bench/checker.ts
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { checkAnswer, type AnswerSpec } from '../../backend/domain/answer';

let seed = 42;
const random = () => {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return seed / 2147483648;
};
const int = (from: number, to: number) => from + Math.floor(random() * (to - from + 1));
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;

/** One random check: an expected answer and a student variant, right or wrong. */
function randomCase(): [AnswerSpec, string] {
  const a = int(-9, 9) || 1;
  const b = int(-9, 9);
  const c = int(1, 9);
  const wrong = random() < 0.4;
  const shift = wrong ? pick([1, -1, 2]) : 0;
  switch (int(0, 6)) {
    case 0:
      return [{ expected: `(x+${b})^2` }, `x^2+${2 * b + shift}x+${b * b}`];
    case 1:
      return [{ expected: `${a}x(x-${c})` }, `${a}x^2 - ${a * c + shift}x`];
    case 2:
      return [{ expected: `\\frac{${a}}{${c}}` }, `${(a / c + shift / 10).toFixed(12)}`];
    case 3:
      return [{ expected: `x=${b} או x=${c}` }, `${c + shift}, ${b}`];
    case 4:
      return [{ expected: `y=${a}x+${b}` }, `${a}x - y = ${-b + shift}`];
    case 5:
      return [{ expected: `${b}<x<${b + c}` }, `(${b + shift}, ${b + c})`];
    default:
      return [{ expected: `\\sin^2(${a}x)+\\cos^2(${a}x)+${b}x` }, `${b + shift}x + 1`];
  }
}

const times: number[] = [];
const verdicts = { correct: 0, incorrect: 0, unparseable: 0 };
let slowest: { ms: number; spec: AnswerSpec; student: string } = {
  ms: 0,
  spec: { expected: '' },
  student: '',
};
const unreadable = new Set<string>();
for (let i = 0; i < 200; i += 1) checkAnswer(...randomCase()); // warm-up
for (let i = 0; i < 10_000; i += 1) {
  const [spec, student] = randomCase();
  const started = performance.now();
  const verdict = checkAnswer(spec, student);
  const ms = performance.now() - started;
  times.push(ms);
  verdicts[verdict.verdict] += 1;
  if (ms > slowest.ms) slowest = { ms, spec, student };
  if (verdict.verdict === 'unparseable')
    unreadable.add(`${String(spec.expected)} | ${student} → ${verdict.reason.code}`);
}
times.sort((x, y) => x - y);
const at = (q: number) => (times[Math.min(times.length - 1, Math.floor(times.length * q))] ?? 0).toFixed(3);
console.log(
  `10,000 random checks: p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${(times[times.length - 1] ?? 0).toFixed(3)} ms`,
);
console.log(`verdicts: ${JSON.stringify(verdicts)}`);
for (const line of unreadable) console.log(`  unparseable: ${line}`);
// The slowest check again, to tell a slow input from a pause of the machine (GC, another process).
const again = performance.now();
checkAnswer(slowest.spec, slowest.student);
console.log(
  `slowest: ${String(slowest.spec.expected)} | ${slowest.student}: ${slowest.ms.toFixed(3)} ms, again ${(performance.now() - again).toFixed(3)} ms`,
);

const hostile = [
  ['x^2', 'x'.repeat(20_000)],
  ['x^2', 'x^x^x^x^x^x'],
  ['1', '1e308^1e308'],
  ['1', `${'('.repeat(200)}1${')'.repeat(199)}`],
  ['x^2', '\\frac{x}{2} ועוד $\\sqrt{שלום}$'],
  ['x^2', `${'x+'.repeat(199)}x`],
  ['x^2', `(${'sin('.repeat(11)}x${')'.repeat(11)})`],
] as const;
for (const [expected, student] of hostile) {
  const started = performance.now();
  const verdict = checkAnswer({ expected }, student);
  const label = student.length > 30 ? `${student.slice(0, 27)}… (${student.length} chars)` : student;
  console.log(
    `hostile ${label.padEnd(42)} → ${verdict.verdict} (${verdict.reason.code}) in ${(performance.now() - started).toFixed(3)} ms`,
  );
}

// The checker as the practice window lazy-loads it: one chunk, minified, gzip level 9.
const cache = path.join(process.cwd(), 'node_modules/.cache');
mkdirSync(cache, { recursive: true });
const work = mkdtempSync(path.join(cache, 'checker-size-'));
writeFileSync(
  path.join(work, 'entry.ts'),
  `export { checkAnswer } from ${JSON.stringify(path.join(process.cwd(), 'backend/domain/answer/index.ts'))};\n`,
);
await build({
  configFile: false,
  logLevel: 'warn',
  root: work,
  build: {
    outDir: path.join(work, 'dist'),
    lib: { entry: path.join(work, 'entry.ts'), formats: ['es'], fileName: 'checker' },
    minify: true,
  },
});
for (const file of readdirSync(path.join(work, 'dist'))) {
  const bytes = readFileSync(path.join(work, 'dist', file));
  console.log(
    `browser chunk ${file}: ${(bytes.length / 1024).toFixed(1)} KB raw, ${(gzipSync(bytes, { level: 9 }).length / 1024).toFixed(1)} KB gzip`,
  );
}
rmSync(work, { recursive: true, force: true });
