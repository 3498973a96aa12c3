/**
 * Statistics and probability computations in students' words (tests/fixtures/tutor/computations-statistics.ts):
 * how many the solver answers with the right test or rule, the right statistic and p-value (or
 * probability) and the right decision at α, per split. Run alone: `npx tsx tests/bench/tutor-quality/computations-statistics.ts`.
 */
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { solve } from '../../../backend/src/tutor/solver';
import {
  statisticsComputations,
  type StatisticsComputation,
} from '../../fixtures/tutor/computations-statistics';

/** Close enough: within a relative 1e-3 (or 1e-4 absolute near zero). */
const close = (actual: number | undefined, expected: number) =>
  actual !== undefined && Math.abs(actual - expected) <= Math.max(1e-4, 1e-3 * Math.abs(expected));

export type Judged = { item: StatisticsComputation; correct: boolean; got: string; milliseconds: number };

/** Solves one item and says whether every expected number and the decision came out. */
export async function judge(item: StatisticsComputation): Promise<Judged> {
  const start = performance.now();
  const outcome = await solve(item.text, { language: item.language });
  const milliseconds = performance.now() - start;
  if (outcome.status !== 'solved') return { item, correct: false, got: outcome.status, milliseconds };
  const { kind, values, result } = outcome.solution;
  const { expected } = item;
  const correct =
    kind === item.kind &&
    (expected.statistic === undefined || close(values.statistic, expected.statistic)) &&
    (expected.p === undefined || close(values.p, expected.p)) &&
    (expected.probability === undefined || close(values.probability, expected.probability)) &&
    (expected.low === undefined || close(values.low, expected.low)) &&
    (expected.high === undefined || close(values.high, expected.high)) &&
    (expected.decision === undefined || result === expected.decision);
  const got = `${kind} statistic=${values.statistic ?? '-'} p=${values.p ?? '-'} probability=${values.probability ?? '-'} low=${values.low ?? '-'} high=${values.high ?? '-'} ${result ?? ''}`;
  return { item, correct, got, milliseconds };
}

/** Every item, one after the other (so the times are each item's own). */
export async function judgeAll(): Promise<Judged[]> {
  const judged: Judged[] = [];
  for (const item of statisticsComputations) judged.push(await judge(item));
  return judged;
}

function percentile(values: number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? 0;
}

export async function report(): Promise<void> {
  const judged = await judgeAll();
  console.log('Computations, statistics and probability (solved with the right test, numbers and decision):');
  for (const split of ['tune', 'held-out'] as const) {
    const items = judged.filter((entry) => entry.item.split === split);
    const correct = items.filter((entry) => entry.correct).length;
    console.log(`  ${split}: ${correct}/${items.length} (${((100 * correct) / items.length).toFixed(1)} %)`);
  }
  const kinds = [...new Set(judged.map((entry) => entry.item.kind))];
  console.log(
    `  by kind: ${kinds
      .map((kind) => {
        const items = judged.filter((entry) => entry.item.kind === kind);
        return `${kind} ${items.filter((entry) => entry.correct).length}/${items.length}`;
      })
      .join(', ')}`,
  );
  // A second, warm pass for the time per message (the first pass loads the distributions and mathjs).
  const warm = (await judgeAll()).map((entry) => entry.milliseconds);
  console.log(
    `  solve time per message, warm: p50 ${percentile(warm, 0.5).toFixed(2)} ms, p95 ${percentile(warm, 0.95).toFixed(2)} ms, max ${Math.max(...warm).toFixed(2)} ms`,
  );
  const misses = judged.filter((entry) => !entry.correct && entry.item.split === 'tune');
  for (const miss of misses)
    console.log(
      `  miss (tune): ${miss.item.text}\n    expected ${miss.item.kind} ${JSON.stringify(miss.item.expected)}\n    got ${miss.got}`,
    );
  const heldOutMisses = judged.filter((entry) => !entry.correct && entry.item.split === 'held-out').length;
  if (heldOutMisses > 0)
    console.log(`  held-out misses: ${heldOutMisses} (not listed: the held-out split is never tuned on)`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await report();
