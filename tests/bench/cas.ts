/**
 * The CAS behind the solver (docs/architecture.md, "The CAS"): the cold start of a pool (separately),
 * then the server time of `solve()` for every CAS-backed message of the math computations set, warm,
 * over several rounds (p50 / p95 / max and the slowest kinds), then hostile input (power towers,
 * 20,000 characters, hostile LaTeX, problems that run into the time limit) with the worst event-loop
 * block while they are answered. Asserts nothing.
 *
 *   npx tsx tests/bench/cas.ts [rounds]
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { casPool, casSettings, poolFor, setCasPool } from '../../backend/src/tutor/cas';
import { solve, type SolverKind } from '../../backend/src/tutor/solver';
import { computationsMath } from '../fixtures/tutor/computations-math';

const rounds = Number(process.argv[2] ?? 3);
const CAS_KINDS: readonly SolverKind[] = [
  'inequality',
  'exp-log-equation',
  'trig-equation',
  'equation',
  'function-investigation',
  'indefinite-integral',
  'definite-integral',
  'area',
];

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}
const ms = (value: number) => `${value.toFixed(1)} ms`;

const settings = casSettings();
console.log(`CAS: ${settings.python}, pool of ${settings.size}, time limit ${settings.timeoutMs} ms`);

// Cold start: a new pool until its first worker is ready, then its first call.
const coldStarted = performance.now();
const cold = poolFor(settings);
const state = await cold.start();
const ready = performance.now() - coldStarted;
cold.close();
console.log(`cold start: ${state} after ${ms(ready)} (excluded from the figures below)`);
if (state !== 'ready') {
  console.log('no CAS on this machine: nothing more to measure');
  process.exit(0);
}

setCasPool(undefined);
await casPool().start();
const messages = computationsMath.filter((item) => CAS_KINDS.includes(item.kind));
// One warm-up round: each worker has answered before timing starts.
for (const item of messages) await solve(item.text);
const times: number[] = [];
const cpuTimes: number[] = [];
const byKind = new Map<string, number[]>();
for (let round = 0; round < rounds; round += 1) {
  for (const item of messages) {
    const started = performance.now();
    const cpu = process.cpuUsage();
    const outcome = await solve(item.text);
    const used = process.cpuUsage(cpu);
    const took = performance.now() - started;
    times.push(took);
    cpuTimes.push((used.user + used.system) / 1000);
    const kind = outcome.status === 'solved' ? outcome.solution.kind : outcome.status;
    byKind.set(kind, [...(byKind.get(kind) ?? []), took]);
  }
}
console.log(
  `CAS-backed replies (${messages.length} messages × ${rounds} rounds, warm): p50 ${ms(percentile(times, 50))}, p95 ${ms(percentile(times, 95))}, max ${ms(Math.max(...times))}`,
);
console.log(
  `  this process's CPU per reply (its JavaScript: reading, verifying, writing): p95 ${ms(percentile(cpuTimes, 95))}, max ${ms(Math.max(...cpuTimes))}`,
);
for (const [kind, list] of [...byKind].sort((a, b) => percentile(b[1], 95) - percentile(a[1], 95)))
  console.log(`  ${kind}: p95 ${ms(percentile(list, 95))} (${list.length})`);

const hostile = [
  'solve x^x^x^x^x = 2',
  'פתרו x^x=3',
  `פתרו ${'x+'.repeat(10_000)}1=0`,
  `חשבו ${'1+'.repeat(10_000)}1`,
  `integrate ${'\\frac{1}{'.repeat(200)}x${'}'.repeat(200)}`,
  `solve \\left(${'\\left('.repeat(300)}x${'\\right)'.repeat(300)}\\right)=1`,
  'integrate e^(x^2)',
  'integrate sin(x^3)/ln(x^2+1)',
  'investigate f(x)=sin(x)^7*e^x/(x^5-3x+1)',
  'solve sin(x^2)=x/7-cos(3x) on [0, 200]',
  'solve x^(10^10)=2',
  'solve (x-1)^999 > 0',
  'חקור את f(x)=x^x^x',
  '\\begin{pmatrix}1\\\\2\\end{pmatrix}\\cdot\\begin{pmatrix}3\\\\4\\end{pmatrix}',
];
const delay = monitorEventLoopDelay({ resolution: 1 });
let worstGap = 0;
let last = performance.now();
const ticker = setInterval(() => {
  const now = performance.now();
  worstGap = Math.max(worstGap, now - last - 1);
  last = now;
}, 1);
delay.enable();
console.log('hostile input:');
// CPU time of this process per reply: its JavaScript (the CAS runs in other processes), an upper bound of
// the longest block that a loaded machine's scheduler cannot inflate.
let worstCpu = 0;
for (const message of hostile) {
  const started = performance.now();
  const cpu = process.cpuUsage();
  const outcome = await solve(message);
  const used = process.cpuUsage(cpu);
  const cpuMs = (used.user + used.system) / 1000;
  worstCpu = Math.max(worstCpu, cpuMs);
  const took = performance.now() - started;
  const label = message.length > 50 ? `${message.slice(0, 47)}… (${message.length} chars)` : message;
  console.log(`  ${label} → ${outcome.status} in ${ms(took)} (this process's CPU ${ms(cpuMs)})`);
}
delay.disable();
clearInterval(ticker);
console.log(
  `most CPU this process spent on one hostile reply: ${ms(worstCpu)} (an upper bound of its longest block)`,
);
console.log(
  `worst event-loop block while answering them: ${ms(Math.max(worstGap, delay.max / 1e6))} (monitorEventLoopDelay max ${ms(delay.max / 1e6)}, 1 ms ticker ${ms(worstGap)}); workers replaced after a time limit: ${casPool().replaced()}`,
);
casPool().close();
