import type { PracticeProblem } from '../../../../../../backend/contract';
import { answerKey } from '../../../../../../backend/domain/answer';
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

/** One answered practice problem as a progress record: score 100 or 0, answers `{userAnswer, correctAnswer, isCorrect}`. */
export function practiceActivity(input: {
  courseId: string;
  subjectId: string;
  problem: PracticeProblem;
  index: number;
  answer: PracticeAnswerValue;
  verdict: Extract<CheckVerdict, 'correct' | 'incorrect'>;
  timeSpentSeconds: number;
}): ActivityToSave {
  const isCorrect = input.verdict === 'correct';
  return {
    course_id: input.courseId,
    activity_type: 'practice',
    activity_id: practiceActivityId(input.subjectId, input.problem, input.index),
    score: isCorrect ? 100 : 0,
    time_spent: Math.max(0, Math.min(86_400, Math.round(input.timeSpentSeconds))),
    answers: [{ userAnswer: input.answer, correctAnswer: answerKey(input.problem), isCorrect }],
    completed: true,
  };
}
