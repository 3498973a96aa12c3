/**
 * The math computations set (tests/fixtures/tutor/computations-math.ts): how many messages the solver
 * answers with the right kind and the right verified result, per split and per kind, and which fail.
 * Asserts nothing. Uses the CAS when it is installed (and says whether it is).
 *
 *   npx tsx tests/bench/tutor-quality/computations-math.ts
 */
import { pathToFileURL } from 'node:url';
import { checkAnswer } from '../../../backend/domain/answer';
import { casPool } from '../../../backend/src/tutor/cas';
import { solve } from '../../../backend/src/tutor/solver';
import { computationsMath, solvedCorrectly } from '../../fixtures/tutor/computations-math';

const percent = (part: number, whole: number) => `${((100 * part) / Math.max(1, whole)).toFixed(1)} %`;

export async function report(): Promise<void> {
  const state = await casPool().start();
  console.log(`computations (math): CAS ${state}`);
  const misses: string[] = [];
  const bySplit = new Map<string, { right: number; total: number }>();
  const byKind = new Map<string, { right: number; total: number }>();
  for (const item of computationsMath) {
    const outcome = await solve(item.text);
    const right = solvedCorrectly(
      item,
      outcome,
      (expected, given) => checkAnswer({ expected }, given).verdict === 'correct',
    );
    for (const [map, key] of [
      [bySplit, item.split],
      [byKind, item.kind],
    ] as const) {
      const entry = map.get(key) ?? { right: 0, total: 0 };
      entry.right += right ? 1 : 0;
      entry.total += 1;
      map.set(key, entry);
    }
    if (!right) {
      const got =
        outcome.status === 'solved'
          ? `${outcome.solution.kind} ${outcome.solution.result ?? JSON.stringify(outcome.solution.values)}`
          : outcome.status === 'none'
            ? 'none'
            : `${outcome.status}: ${outcome.reply.text.slice(0, 60)}`;
      misses.push(`  [${item.split}] ${item.text} → ${got}`);
    }
  }
  for (const split of ['tune', 'held-out']) {
    const entry = bySplit.get(split) ?? { right: 0, total: 0 };
    console.log(
      `  ${split}: ${entry.right}/${entry.total} solved and correct (${percent(entry.right, entry.total)})`,
    );
  }
  console.log('  by kind:');
  for (const [kind, entry] of byKind) console.log(`    ${kind}: ${entry.right}/${entry.total}`);
  if (misses.length > 0) console.log(`  misses:\n${misses.join('\n')}`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await report();
