/**
 * Top-1 / top-3 accuracy of retrieval on a test set (tests/fixtures/retrieval/<course>.json): shared by
 * the unit test that holds the goal and the bench that prints the figures.
 */
import { z } from 'zod';
import { answerFromLessons, rankLessons, type CourseIndex } from './course-index';

export const RetrievalTestSet = z.object({
  course: z.string().min(1),
  questions: z
    .array(z.object({ question: z.string().min(1), lesson: z.string().regex(/^lesson-\d+$/) }))
    .min(1),
  /** questions the course does not answer: each must get "no good match" */
  unanswerable: z.array(z.string().min(1)).default([]),
});
export type RetrievalTestSet = z.infer<typeof RetrievalTestSet>;

export type Accuracy = {
  questions: number;
  top1: number;
  top3: number;
  /** unanswerable questions correctly refused */
  refused: number;
  unanswerable: number;
  misses: Array<{ question: string; lesson: string; got: string[] }>;
};

export function measureAccuracy(index: CourseIndex, set: RetrievalTestSet): Accuracy {
  let top1 = 0;
  let top3 = 0;
  const misses: Accuracy['misses'] = [];
  for (const { question, lesson } of set.questions) {
    const ranked = rankLessons(index, question, 3).map((entry) => entry.lessonId);
    if (ranked[0] === lesson) top1 += 1;
    if (ranked.includes(lesson)) top3 += 1;
    else misses.push({ question, lesson, got: ranked });
  }
  const refused = set.unanswerable.filter(
    (question) => answerFromLessons(index, question).status === 'no-match',
  ).length;
  return {
    questions: set.questions.length,
    top1,
    top3,
    refused,
    unanswerable: set.unanswerable.length,
    misses,
  };
}
