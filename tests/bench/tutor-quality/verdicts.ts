/**
 * Right-or-wrong verdicts on offered answers (tests/fixtures/tutor/verdicts.ts): per split, how often
 * the verdict is the label, and how often the expected diagnosis is named; the tune split's misses.
 *
 *   npx tsx tests/bench/tutor-quality/verdicts.ts
 */
import { pathToFileURL } from 'node:url';
import { runVerdictCases } from '../../fixtures/tutor/verdicts';

const percent = (part: number, whole: number) =>
  whole === 0 ? '—' : `${((part / whole) * 100).toFixed(1)} %`;

export async function report(): Promise<void> {
  await runVerdictCases(); // warm: the solver's and the checker's first calls load their modules
  const outcomes = await runVerdictCases();
  const times = outcomes.map((row) => row.ms).sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;
  console.log('Verdicts on offered answers (right / wrong first, then why)');
  for (const split of ['tune', 'held-out', 'held-out, fresh batch'] as const) {
    const rows = outcomes.filter(
      (row) =>
        (row.item.split === 'tune' ? 'tune' : row.item.batch ? 'held-out, fresh batch' : 'held-out') ===
        split,
    );
    const right = rows.filter((row) => row.right).length;
    const withFinding = rows.filter((row) => row.item.finding !== undefined);
    const diagnosed = withFinding.filter((row) => row.right && row.diagnosed).length;
    const byLanguage = (['he', 'en'] as const)
      .map((language) => {
        const part = rows.filter((row) => row.item.language === language);
        return `${language} ${part.filter((row) => row.right).length}/${part.length}`;
      })
      .join(', ');
    console.log(
      `  ${split}: verdict ${right}/${rows.length} (${percent(right, rows.length)}; ${byLanguage}), ` +
        `diagnosis named ${diagnosed}/${withFinding.length} (${percent(diagnosed, withFinding.length)})`,
    );
    if (split === 'tune') {
      for (const miss of rows.filter((row) => !row.right || !row.diagnosed)) {
        console.log(
          `    miss: ${miss.item.text} → ${miss.outcome} [${miss.findings.join(', ')}], expected ${miss.item.label}${miss.item.finding ? ` [${miss.item.finding}]` : ''}`,
        );
      }
    }
  }
  console.log(
    `  time per verdict (warm, ${times.length} cases): p50 ${at(0.5).toFixed(1)} ms, ` +
      `p95 ${at(0.95).toFixed(1)} ms, max ${(times.at(-1) ?? 0).toFixed(1)} ms`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await report();
