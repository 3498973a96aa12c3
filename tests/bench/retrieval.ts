/**
 * Retrieval accuracy and speed per course: top-1 and top-3 lesson accuracy on the test sets in
 * tests/fixtures/retrieval/, concept questions answered, refusals of the course's unanswerable questions
 * and of the shared off-topic set, index build time and query time.
 *
 *   npx tsx tests/bench/retrieval.ts
 */
import { buildRetrieval } from '../../backend/src/tutor/retrieval';
import { answeredOffTopic, measureAccuracy } from '../../backend/src/tutor/retrieval/accuracy';
import { courseTestSets, offTopicQuestions } from '../fixtures/retrieval/sets';

const started = performance.now();
const indexes = buildRetrieval();
console.log(`index build (every course): ${(performance.now() - started).toFixed(1)} ms`);

const percent = (part: number, whole: number) => `${((100 * part) / whole).toFixed(1)} %`;
const offTopic = offTopicQuestions();
for (const set of courseTestSets()) {
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
  const offAnswered = answeredOffTopic(index, offTopic);
  console.log(
    `${set.course.padEnd(18)} questions ${accuracy.questions}  top-1 ${percent(accuracy.top1, accuracy.questions)}  top-3 ${percent(accuracy.top3, accuracy.questions)}  answered ${accuracy.answered}/${accuracy.questions}  unanswerable refused ${accuracy.refused}/${accuracy.unanswerable}  off-topic refused ${offTopic.length - offAnswered.length}/${offTopic.length}  query p95 ${p95.toFixed(2)} ms`,
  );
  for (const miss of accuracy.misses)
    console.log(`   miss: ${miss.question} → want ${miss.lesson}, got ${miss.got.join(', ')}`);
  for (const question of offAnswered) console.log(`   off-topic answered: ${question}`);
}
