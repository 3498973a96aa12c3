/**
 * The answer checker against Moodle STACK's AlgEquiv answer-test cases (curated and translated in
 * tests/fixtures/stack-algequiv.ts): the agreement, every disagreement, the time per case, and the time
 * of hostile equations and inequalities (the root search has its own work budget, limits.ts).
 *
 *   npx tsx tests/bench/checker-stack.ts
 */
import { checkAnswer } from '../../backend/domain/answer';
import { runStackAlgEquiv, stackAlgEquiv } from '../fixtures/stack-algequiv';

runStackAlgEquiv(); // warm-up
const { outcomes, agreement } = runStackAlgEquiv();
const agreeing = outcomes.filter((outcome) => outcome.agrees).length;
console.log(
  `STACK AlgEquiv (curated): ${agreeing} of ${outcomes.length} agree, ${(agreement * 100).toFixed(1)} %`,
);
const groups = [...new Set(outcomes.map((outcome) => outcome.group))];
for (const group of groups) {
  const rows = outcomes.filter((outcome) => outcome.group === group);
  console.log(`  ${group}: ${rows.filter((row) => row.agrees).length}/${rows.length}`);
}
for (const miss of outcomes.filter((outcome) => !outcome.agrees)) {
  const student = miss.student.length > 60 ? `${miss.student.slice(0, 57)}…` : miss.student;
  console.log(
    `  miss: ${student} | ${miss.teacher}: STACK ${miss.stack}, checker ${miss.got} (${miss.code})`,
  );
}

const times: Array<{ ms: number; label: string }> = [];
for (const row of stackAlgEquiv) {
  const started = performance.now();
  checkAnswer(row.kind ? { expected: row.teacher, kind: row.kind } : { expected: row.teacher }, row.student);
  times.push({
    ms: performance.now() - started,
    label: `${row.student.slice(0, 40)} | ${row.teacher.slice(0, 40)}`,
  });
}
times.sort((a, b) => a.ms - b.ms);
const at = (q: number) =>
  (times[Math.min(times.length - 1, Math.floor(times.length * q))]?.ms ?? 0).toFixed(2);
console.log(`time per case: p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${at(1)} ms`);
for (const slow of times.slice(-5).reverse()) console.log(`  slow: ${slow.ms.toFixed(2)} ms ${slow.label}`);

const hostile = [
  ['x=1', 'sin(1/x)=0'],
  ['x>0', 'sin(1/x)>0'],
  ['x=y', `${'(x-y)*'.repeat(20)}1=0`],
  ['x^2+y^2=z^2', 'x^2+y^2+0*a*b*c*d=z^2'],
  ['x<1', 'x^x^x<1'],
  ['x=1 או x=2', 'x^(10^15)=1'],
  [
    'x>1',
    'x>1 or x>2 or x>3 or x^2>4 or x^3>8 or x^4>16 or x^5>32 or x^6>64 or x^7>128 or x^8>256 or x^9>512',
  ],
  ['x>1', `${'sin('.repeat(10)}x${')'.repeat(10)}>${'cos('.repeat(10)}x${')'.repeat(10)}`],
] as const;
for (const [expected, student] of hostile) {
  const started = performance.now();
  const verdict = checkAnswer({ expected }, student);
  const label = student.length > 40 ? `${student.slice(0, 37)}…` : student;
  console.log(
    `hostile ${label.padEnd(42)} → ${verdict.verdict} (${verdict.reason.code}) in ${(performance.now() - started).toFixed(2)} ms`,
  );
}
