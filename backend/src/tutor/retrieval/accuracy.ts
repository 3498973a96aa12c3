/**
 * Top-1 / top-3 accuracy of retrieval on a test set (tests/fixtures/retrieval/<course>.json), and its
 * refusals of off-topic questions (tests/fixtures/retrieval/off-topic.json, asked of every course):
 * shared by the unit test that holds the goals and the bench that prints the figures.
 */
import { z } from 'zod';
import { answerFromLessons, rankLessons } from './answer';
import type { CourseIndex } from './course-index';

export const RetrievalTestSet = z.object({
  course: z.string().min(1),
  questions: z
    .array(z.object({ question: z.string().min(1), lesson: z.string().regex(/^lesson-\d+$/) }))
    .min(1),
  /** questions the course does not answer: each must get "no good match" */
  unanswerable: z.array(z.string().min(1)).default([]),
});
export type RetrievalTestSet = z.infer<typeof RetrievalTestSet>;

/** Off-topic questions (tests/fixtures/retrieval/off-topic.json): every course must refuse each one. */
export const OffTopicSet = z.object({
  about: z.string().optional(),
  questions: z.array(z.string().min(1)).min(15),
});
export type OffTopicSet = z.infer<typeof OffTopicSet>;

/** The off-topic questions a course answered with a passage (it should answer none). */
export function answeredOffTopic(index: CourseIndex, questions: readonly string[]): string[] {
  return questions.filter((question) => answerFromLessons(index, question).status === 'found');
}

export type Accuracy = {
  questions: number;
  top1: number;
  top3: number;
  /** unanswerable questions correctly refused */
  refused: number;
  unanswerable: number;
  /** concept questions answered with a passage (not refused) */
  answered: number;
  misses: Array<{ question: string; lesson: string; got: string[] }>;
};

export function measureAccuracy(index: CourseIndex, set: RetrievalTestSet): Accuracy {
  let top1 = 0;
  let top3 = 0;
  let answered = 0;
  const misses: Accuracy['misses'] = [];
  for (const { question, lesson } of set.questions) {
    const ranked = rankLessons(index, question, 3).map((entry) => entry.lessonId);
    if (ranked[0] === lesson) top1 += 1;
    if (ranked.includes(lesson)) top3 += 1;
    else misses.push({ question, lesson, got: ranked });
    if (answerFromLessons(index, question).status === 'found') answered += 1;
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
    answered,
    misses,
  };
}

/** A labelled concept question (tests/fixtures/tutor/concepts.ts). */
export type LabelledQuestion = { text: string; lesson: string; language: 'he' | 'en' };

export type ConceptAccuracy = {
  questions: number;
  top1: number;
  top3: number;
  /** answered (not refused) with a passage of the labelled lesson */
  answeredRight: number;
  byLanguage: Record<'he' | 'en', { questions: number; top1: number; top3: number }>;
  offTopic: number;
  offTopicRefused: number;
  offTopicAnswered: string[];
  misses: Array<{ text: string; lesson: string; got: string[] }>;
};

/** Top-1/top-3 of the labelled questions and the refusals of the off-topic ones, on one course. */
export function measureConcepts(
  index: CourseIndex,
  questions: readonly LabelledQuestion[],
  offTopic: readonly { text: string }[],
): ConceptAccuracy {
  const result: ConceptAccuracy = {
    questions: questions.length,
    top1: 0,
    top3: 0,
    answeredRight: 0,
    byLanguage: { he: { questions: 0, top1: 0, top3: 0 }, en: { questions: 0, top1: 0, top3: 0 } },
    offTopic: offTopic.length,
    offTopicRefused: 0,
    offTopicAnswered: [],
    misses: [],
  };
  for (const question of questions) {
    const ranked = rankLessons(index, question.text, 3).map((entry) => entry.lessonId);
    const part = result.byLanguage[question.language];
    part.questions += 1;
    if (ranked[0] === question.lesson) {
      result.top1 += 1;
      part.top1 += 1;
    } else result.misses.push({ text: question.text, lesson: question.lesson, got: ranked });
    if (ranked.includes(question.lesson)) {
      result.top3 += 1;
      part.top3 += 1;
    }
    const answer = answerFromLessons(index, question.text);
    if (answer.status === 'found' && answer.hit.passage.lessonId === question.lesson)
      result.answeredRight += 1;
  }
  for (const { text } of offTopic) {
    if (answerFromLessons(index, text).status === 'no-match') result.offTopicRefused += 1;
    else result.offTopicAnswered.push(text);
  }
  return result;
}
