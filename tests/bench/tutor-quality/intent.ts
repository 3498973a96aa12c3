/**
 * The intent layer on issue 26's labelled student messages (tests/fixtures/tutor/intent*.ts): accuracy on
 * the tune split and on the held-out split (never tuned on), by course, language and typos, the confusion
 * matrix, the pastes' extracted questions, and the time per message. Asserts nothing.
 *
 *   npx tsx tests/bench/tutor-quality/intent.ts [--tune-only] [--misses]
 */
import { pathToFileURL } from 'node:url';
import { intents, readMessage, type Intent } from '../../../backend/src/tutor/intent';
import { intentExamples, type IntentExample } from '../../fixtures/tutor/intent';

const percent = (part: number, whole: number) =>
  whole === 0 ? '–' : `${((100 * part) / whole).toFixed(1)} %`;

function accuracyBy(
  rows: readonly { example: IntentExample; got: Intent }[],
  key: (e: IntentExample) => string,
) {
  const groups = new Map<string, { right: number; all: number }>();
  for (const { example, got } of rows) {
    const group = groups.get(key(example)) ?? { right: 0, all: 0 };
    group.all += 1;
    if (got === example.intent) group.right += 1;
    groups.set(key(example), group);
  }
  return [...groups]
    .map(([name, { right, all }]) => `${name} ${right}/${all} (${percent(right, all)})`)
    .join(' · ');
}

function confusion(rows: readonly { example: IntentExample; got: Intent }[]): string {
  const short = (intent: string) => intent.slice(0, 5).padStart(6);
  const header = `${'expected ↓ / got →'.padEnd(18)}${intents.map(short).join('')}`;
  const lines = intents.map((expected) => {
    const cells = intents.map((got) => {
      const n = rows.filter((row) => row.example.intent === expected && row.got === got).length;
      return String(n === 0 ? '·' : n).padStart(6);
    });
    return `${expected.padEnd(18)}${cells.join('')}`;
  });
  return [header, ...lines].join('\n');
}

/** The tune split, the first held-out split, and the fresh held-out batch, each measured apart. */
const groups = ['tune', 'held-out', 'held-out, fresh batch'] as const;
type Group = (typeof groups)[number];

function groupOf(example: IntentExample): Group {
  if (example.split === 'tune') return 'tune';
  return example.batch === 'fresh' ? 'held-out, fresh batch' : 'held-out';
}

function reportSplit(split: Group, showMisses: boolean): void {
  const examples = intentExamples.filter((example) => groupOf(example) === split);
  const rows = examples.map((example) => ({ example, got: readMessage(example.text).intent }));
  const right = rows.filter((row) => row.got === row.example.intent).length;
  console.log(`\n## ${split}: ${right}/${rows.length} = ${percent(right, rows.length)}`);
  console.log(`  by course: ${accuracyBy(rows, (e) => e.course)}`);
  console.log(`  by language: ${accuracyBy(rows, (e) => e.language)}`);
  console.log(`  typos: ${accuracyBy(rows, (e) => (e.typo ? 'with typo' : 'without'))}`);
  console.log(`  by intent: ${accuracyBy(rows, (e) => e.intent)}`);
  const pastes = examples.filter((example) => example.question);
  const extracted = pastes.filter((example) => {
    const question = readMessage(example.text).question;
    return (
      example.question?.has.every((part) => question.includes(part)) &&
      example.question.lacks.every((part) => !question.includes(part))
    );
  });
  console.log(`  pastes, the part asked extracted: ${extracted.length}/${pastes.length}`);
  console.log(confusion(rows));
  if (showMisses) {
    for (const { example, got } of rows.filter((row) => row.got !== row.example.intent)) {
      console.log(`  miss: ${example.intent} → ${got}: ${example.text.slice(0, 80).replace(/\n/g, ' ⏎ ')}`);
    }
  }
}

export async function report(options: { tuneOnly?: boolean; misses?: boolean } = {}): Promise<void> {
  const all = intentExamples;
  const typos = all.filter((example) => example.typo).length;
  console.log(
    `# Intent layer: ${all.length} messages (${all.filter((e) => e.split === 'held-out').length} held out), ` +
      `${percent(typos, all.length)} with typos; math ${all.filter((e) => e.course === 'math').length}, ` +
      `statistics ${all.filter((e) => e.course === 'statistics').length}; ` +
      `he ${all.filter((e) => e.language === 'he').length}, en ${all.filter((e) => e.language === 'en').length}, ` +
      `mixed ${all.filter((e) => e.language === 'mixed').length}`,
  );
  for (const group of groups) {
    // misses are listed for the tune split only: the held-out ones are never looked at to tune on
    if (group === 'tune' || !options.tuneOnly)
      reportSplit(group, group === 'tune' && (options.misses ?? false));
  }
  const times: number[] = [];
  for (let round = 0; round < 5; round += 1) {
    for (const example of all) {
      const started = performance.now();
      readMessage(example.text);
      times.push(performance.now() - started);
    }
  }
  times.sort((a, b) => a - b);
  const at = (p: number) =>
    (times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))] ?? 0).toFixed(3);
  console.log(
    `\n  time per message (${times.length} reads): p50 ${at(50)} ms, p95 ${at(95)} ms, max ${at(100)} ms`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await report({ tuneOnly: process.argv.includes('--tune-only'), misses: process.argv.includes('--misses') });
}
