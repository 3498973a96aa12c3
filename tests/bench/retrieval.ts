/**
 * Retrieval accuracy and speed per course: top-1 and top-3 lesson accuracy on the test sets in
 * tests/fixtures/retrieval/, refusals of unanswerable questions, index build time and query time.
 *
 *   npx tsx tests/bench/retrieval.ts
 */
import { readdirSync, readFileSync } from 'node:fs';
import { buildRetrieval } from '../../backend/src/tutor/retrieval';
import { measureAccuracy, RetrievalTestSet } from '../../backend/src/tutor/retrieval/accuracy';

const started = performance.now();
const indexes = buildRetrieval();
console.log(`index build (every course): ${(performance.now() - started).toFixed(1)} ms`);

const percent = (part: number, whole: number) => `${((100 * part) / whole).toFixed(1)} %`;
for (const file of readdirSync('tests/fixtures/retrieval').filter((name) => name.endsWith('.json'))) {
  const set = RetrievalTestSet.parse(JSON.parse(readFileSync(`tests/fixtures/retrieval/${file}`, 'utf8')));
  const index = indexes.get(set.course);
  if (!index) throw new Error(`no course ${set.course}`);
  const accuracy = measureAccuracy(index, set);
  const times: number[] = [];
  for (let round = 0; round < 5; round += 1) {
    for (const { question } of set.questions) {
      const t = performance.now();
      index.search.search(question);
      times.push(performance.now() - t);
    }
  }
  times.sort((a, b) => a - b);
  const p95 = times[Math.floor(times.length * 0.95)] ?? 0;
  console.log(
    `${set.course.padEnd(18)} questions ${accuracy.questions}  top-1 ${percent(accuracy.top1, accuracy.questions)}  top-3 ${percent(accuracy.top3, accuracy.questions)}  unanswerable refused ${accuracy.refused}/${accuracy.unanswerable}  query p95 ${p95.toFixed(2)} ms`,
  );
  for (const miss of accuracy.misses)
    console.log(`   miss: ${miss.question} → want ${miss.lesson}, got ${miss.got.join(', ')}`);
}
