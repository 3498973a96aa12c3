import type { PracticeProblem } from '../../../../../../backend/contract';
import { answerKey } from '../../../../../../backend/domain/answer';
import { proofResult, type ProofResult } from '../../../../../../backend/domain/practice';
import type { ActivityToSave } from '../shared/save-progress';
import type { CheckVerdict, PracticeAnswerValue } from './check-answer';

/** docs/requirements.md#learning-space-calls: practice activity ids are `subjectId-problemId`, or `subjectId-index` for a problem without an id. */
export function practiceActivityId(
  subjectId: string,
  problem: Pick<PracticeProblem, 'id'>,
  index: number,
): string {
  const problemId = problem.id?.trim() ? problem.id : String(index);
  return `${subjectId}-${problemId}`;
}

interface Attempt {
  courseId: string;
  subjectId: string;
  problem: PracticeProblem;
  index: number;
  answer: PracticeAnswerValue;
  timeSpentSeconds: number;
}

function activity(input: Attempt, score: number, isCorrect: boolean): ActivityToSave {
  return {
    course_id: input.courseId,
    activity_type: 'practice',
    activity_id: practiceActivityId(input.subjectId, input.problem, input.index),
    score,
    time_spent: Math.max(0, Math.min(86_400, Math.round(input.timeSpentSeconds))),
    answers: [{ userAnswer: input.answer, correctAnswer: answerKey(input.problem), isCorrect }],
    completed: true,
  };
}

/** One answered practice problem as a progress record: score 100 or 0, answers `{userAnswer, correctAnswer, isCorrect}`. */
export function practiceActivity(
  input: Attempt & { verdict: Extract<CheckVerdict, 'correct' | 'incorrect'> },
): ActivityToSave {
  const isCorrect = input.verdict === 'correct';
  return activity(input, isCorrect ? 100 : 0, isCorrect);
}

/**
 * A submitted proof as a progress record (docs/content.md, "A proof attempt as a result"): the proof reader's
 * share of checklist items stated with their reason is the score, and it is correct only when that is all of
 * them. Null for a problem that is not a proof, and for a blank proof (the model proof only looked at).
 */
export function proofActivity(
  input: Attempt & { answer: string },
): { activity: ActivityToSave; result: ProofResult } | null {
  if (input.problem.type !== 'proof' || input.answer.trim() === '') return null;
  const result = proofResult(input.problem.checklist, input.answer);
  return { activity: activity(input, result.score, result.correct), result };
}
