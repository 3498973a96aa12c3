/**
 * Concepts in any phrasing (issue 26, item 4): top-1 and top-3 lesson accuracy of retrieval on the concept
 * questions of tests/fixtures/tutor/concepts.ts, per course and split, the share answered with the right
 * lesson, and the off-topic questions refused by every course. Prints figures, asserts nothing.
 *
 *   npx tsx tests/bench/tutor-quality/concepts.ts          (add --misses to list the tune split's misses)
 */
import { pathToFileURL } from 'node:url';
import { measureConcepts } from '../../../backend/src/tutor/retrieval/accuracy';
import { buildRetrieval } from '../../../backend/src/tutor/retrieval';
import { conceptQuestions, offTopicQuestions } from '../../fixtures/tutor/concepts';

const percent = (part: number, whole: number) =>
  whole === 0 ? '–' : `${((100 * part) / whole).toFixed(1)} %`;

export async function report(): Promise<void> {
  const started = performance.now();
  const indexes = buildRetrieval();
  console.log(`concepts: indexes of every course built in ${(performance.now() - started).toFixed(0)} ms`);
  const showMisses = process.argv.includes('--misses');
  for (const [course, index] of indexes) {
    for (const split of ['tune', 'held-out', 'fresh'] as const) {
      // 'fresh': the later held-out batch (tests/fixtures/tutor/fresh-held-out.ts), measured apart
      const inGroup = (q: { split: string; batch?: string }) =>
        (q.split === 'tune' ? 'tune' : (q.batch ?? 'held-out')) === split;
      const questions = conceptQuestions.filter((q) => q.course === course && inGroup(q));
      const offTopic = offTopicQuestions.filter(inGroup);
      const m = measureConcepts(index, questions, offTopic);
      const byLanguage = (['he', 'en'] as const)
        .map((language) => {
          const part = m.byLanguage[language];
          return `${language} ${part.top1}/${part.questions} top-1, ${part.top3} top-3`;
        })
        .join('; ');
      console.log(
        `${course.padEnd(17)} ${split.padEnd(8)} questions ${String(m.questions).padStart(2)}  ` +
          `top-1 ${percent(m.top1, m.questions)}  top-3 ${percent(m.top3, m.questions)}  ` +
          `answered from the right lesson ${percent(m.answeredRight, m.questions)}  ` +
          `off-topic refused ${m.offTopicRefused}/${m.offTopic}  (${byLanguage})`,
      );
      if (showMisses && split === 'tune') {
        for (const miss of m.misses)
          console.log(
            `    miss: ${miss.text} → want ${miss.lesson}, got ${miss.got.join(', ') || 'nothing'}`,
          );
        for (const text of m.offTopicAnswered) console.log(`    off-topic answered: ${text}`);
      }
    }
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await report();
