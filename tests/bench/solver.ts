/**
 * Server time of the tutor's brains per request: the solver on one message of every kind (plus
 * unreadable and unrelated ones) and retrieval on concept questions, warm, over many rounds:
 * p50 / p95 / max per request and the slowest kinds.
 *
 *   npx tsx tests/bench/solver.ts [rounds]
 */
import { readFileSync } from 'node:fs';
import { answerFromLessons, buildRetrieval } from '../../backend/src/tutor/retrieval';
import { RetrievalTestSet } from '../../backend/src/tutor/retrieval/accuracy';
import { solve } from '../../backend/src/tutor/solver';

const rounds = Number(process.argv[2] ?? 20);
const messages = [
  'חשבו 3/4 + 5/6',
  'פשטו (x+1)^2 - x^2',
  'פתחו סוגריים (x+2)(x-3)',
  'פרקו לגורמים 6x^2+x-2',
  'פתרי את המשוואה 2x+3=11',
  'solve 2x^2-8x+3=0',
  'פתרו את המערכת 3x+2y=16, x+4y=12',
  'מה הנגזרת של x^3·sin x',
  'derivative of ln(x^2+1)',
  'המשיק ל-f(x)=x^2-4x+1 בנקודה x=3',
  'חשבו את האינטגרל של 3x^2+2x מ-1 עד 3',
  'סדרה חשבונית a1=3, d=4, מצאו את a10',
  'סדרה הנדסית a1=2, q=3, n=5',
  'חשבו סטיית תקן של 2, 4, 4, 4, 5, 5, 7, 9',
  'ציון תקן של 85 כשממוצע 70 וסטיית תקן 10',
  'P(X=3) כש-X~B(10, 0.3)',
  'P(60<X<80) כאשר X~N(70, 100)',
  'רווח סמך 95%: ממוצע 7.4, סטיית תקן של המדגם 1.2, n=16',
  'מבחן t: ממוצע מדגם 52, μ0=50, s=5, n=25',
  'z-test: mean 105, mu0=100, sigma=15, n=36, two-sided',
  'פתרי את המשוואה 2x+',
  `פתרו ${'x+'.repeat(10_000)}1=0`,
  'שלום, מה שלומך?',
];

const startedIndex = performance.now();
const indexes = buildRetrieval();
console.log(`retrieval index build: ${(performance.now() - startedIndex).toFixed(1)} ms`);
const questions = ['high-school-math', 'statistics-2'].flatMap((course) => {
  const set = RetrievalTestSet.parse(
    JSON.parse(readFileSync(`tests/fixtures/retrieval/${course}.json`, 'utf8')),
  );
  const index = indexes.get(course);
  if (!index) throw new Error(`no course ${course}`);
  return set.questions.map(({ question }) => ({ index, question }));
});

function summary(label: string, samples: number[]): void {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) =>
    (sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))] ?? 0).toFixed(2);
  console.log(
    `${label.padEnd(28)} n=${sorted.length}  p50 ${at(0.5)} ms  p95 ${at(0.95)} ms  max ${(sorted[sorted.length - 1] ?? 0).toFixed(2)} ms`,
  );
}

for (const message of messages) await solve(message); // warm-up: mathjs builds its functions on first use
const solverTimes: number[] = [];
const byMessage = new Map<string, number[]>();
for (let round = 0; round < rounds; round += 1) {
  for (const message of messages) {
    const started = performance.now();
    await solve(message);
    const ms = performance.now() - started;
    solverTimes.push(ms);
    byMessage.set(message, [...(byMessage.get(message) ?? []), ms]);
  }
}
summary('solver, every request', solverTimes);
const medians = [...byMessage.entries()]
  .map(([message, samples]) => ({
    message,
    median: [...samples].sort((a, b) => a - b)[Math.floor(samples.length / 2)] ?? 0,
  }))
  .sort((a, b) => b.median - a.median)
  .slice(0, 5);
for (const { message, median } of medians)
  console.log(`   slowest median ${median.toFixed(2)} ms: ${message.slice(0, 60)}`);

const retrievalTimes: number[] = [];
for (let round = 0; round < Math.max(1, Math.floor(rounds / 4)); round += 1) {
  for (const { index, question } of questions) {
    const started = performance.now();
    answerFromLessons(index, question);
    retrievalTimes.push(performance.now() - started);
  }
}
summary('retrieval, every question', retrievalTimes);
