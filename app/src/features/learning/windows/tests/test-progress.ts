import type { TestCategory, TimedTest } from '../../../../../../backend/contract';
import { checkAnswer, checkTestAnswer } from '../../../../../../backend/domain/answer';
import type { TestQuestionItem, TestResult, TimedTestItem } from '@havruta/ui';
import type { ActivityToSave } from '../shared/save-progress';

/** docs/requirements.md#learning-space-calls: test activity ids are `category-testId`. */
export function testActivityId(category: TestCategory, testId: string): string {
  return `${category}-${testId}`;
}

/** A submitted timed test as a progress record: score, time, `{questionId, selectedAnswer, isCorrect}` answers. */
export function testActivity(
  courseId: string,
  category: TestCategory,
  testId: string,
  result: TestResult,
): ActivityToSave {
  return {
    course_id: courseId,
    activity_type: 'test',
    activity_id: testActivityId(category, testId),
    score: result.score,
    time_spent: Math.min(86_400, result.timeSpent),
    answers: result.answers.map((answer) => ({ ...answer })),
    completed: true,
  };
}

/** A contract test as the window shows it. */
export function toTestItem(test: TimedTest): TimedTestItem {
  return {
    id: test.id,
    title: test.title,
    description: test.description,
    timeLimitMinutes: test.timeLimit,
    passingScore: test.passingScore,
    questions: test.questions.map((question) => ({
      id: question.id,
      question: question.question,
      options: question.options,
      correctIndex: question.correctAnswer,
      explanation: question.explanation,
    })),
  };
}

/**
 * One chosen option judged by the shared answer checker on the course file's question (`checkTestAnswer`),
 * found by test and question id; a question not among `tests` is judged on what the window shows.
 */
export function judgeTestChoice(
  tests: readonly TimedTest[],
  testId: string,
  question: TestQuestionItem,
  selected: number,
): boolean {
  const source = tests.find((test) => test.id === testId)?.questions.find((item) => item.id === question.id);
  const verdict = source
    ? checkTestAnswer(source, selected)
    : checkAnswer({ kind: 'choice', expected: question.correctIndex, options: question.options }, selected);
  return verdict.verdict === 'correct';
}
