/** Pure rules of a timed test (docs/requirements.md#learning-space-states, #learning-space-validation, #learning-space-limits): the clock, navigation, scoring. */

/** Passing score when a test names none (docs/requirements.md#learning-space-limits). */
export const DEFAULT_PASSING_SCORE = 70;
/** The countdown ticks once a second (docs/requirements.md#learning-space-limits). */
export const TIMER_TICK_MS = 1000;
/** An option index meaning "not answered" (docs/requirements.md#learning-space-entities: selectedAnswer -1). */
export const UNANSWERED = -1;

/** The three categories, in the order the window shows them. */
export const testCategories = ['entry-level', 'mid-course', 'final'] as const;
export type TestCategoryId = (typeof testCategories)[number];

/** Seconds as m:ss (minutes are not padded: 9:05, 15:00, 0:07). */
export function formatClock(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${String(seconds % 60).padStart(2, '0')}`;
}

/** Whether a test counts down at all: a limit of 0 or none means no countdown (docs/requirements.md#learning-space-validation). */
export function hasCountdown(timeLimitMinutes: number | null | undefined): boolean {
  return typeof timeLimitMinutes === 'number' && timeLimitMinutes > 0;
}

/** Whole seconds left before the deadline, never negative; rounds up so 0:00 means time is really up. */
export function remainingSeconds(deadline: number, now: number): number {
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}

/** Next needs the current question answered, and a question after it (docs/requirements.md#learning-space-states). */
export function canGoNext(index: number, selected: readonly number[]): boolean {
  return index < selected.length - 1 && (selected[index] ?? UNANSWERED) !== UNANSWERED;
}

/** Submit Test needs an answer to every question (docs/requirements.md#learning-space-states). */
export function canSubmit(selected: readonly number[]): boolean {
  return selected.length > 0 && selected.every((choice) => choice !== UNANSWERED);
}

/** One question's outcome, in the shape progress stores (docs/requirements.md#learning-space-entities). */
export interface TestAnswerRecord {
  questionId: string;
  /** the chosen option, -1 when unanswered */
  selectedAnswer: number;
  isCorrect: boolean;
}

/** A submitted test (docs/requirements.md#learning-space-entities Test result), plus what the results view shows. */
export interface TestResult {
  /** percent, rounded to a whole number */
  score: number;
  /** whole seconds from start to submit */
  timeSpent: number;
  answers: TestAnswerRecord[];
  passingScore: number;
  /** score ≥ passingScore */
  passed: boolean;
  correctCount: number;
  total: number;
}

/** Judges one chosen option of a question; the default compares it with the key's index (docs/requirements.md#learning-space-validation). */
export type JudgeChoice<Q extends { id: string; correctIndex: number }> = (
  question: Q,
  selected: number,
) => boolean;

/** docs/requirements.md#learning-space-validation: the chosen index equals the key's. */
export const sameIndex: JudgeChoice<{ id: string; correctIndex: number }> = (question, selected) =>
  selected === question.correctIndex;

/**
 * Scores a test: each answered question through `judge` (default: the chosen index equals the key),
 * score = correct / total × 100 (rounded), pass when score ≥ passingScore (default 70) (docs/requirements.md#learning-space-validation). Unanswered
 * questions (an auto-submit) count as wrong.
 */
export function scoreTest<Q extends { id: string; correctIndex: number }>(
  questions: readonly Q[],
  selected: readonly number[],
  passingScore: number | null | undefined,
  timeSpent: number,
  judge: JudgeChoice<Q> = sameIndex,
): TestResult {
  const answers = questions.map((question, index) => {
    const selectedAnswer = selected[index] ?? UNANSWERED;
    return {
      questionId: question.id,
      selectedAnswer,
      isCorrect: selectedAnswer !== UNANSWERED && judge(question, selectedAnswer),
    };
  });
  const correctCount = answers.filter((answer) => answer.isCorrect).length;
  const total = questions.length;
  const score = total === 0 ? 0 : Math.round((correctCount / total) * 100);
  const passing = passingScore ?? DEFAULT_PASSING_SCORE;
  return {
    score,
    timeSpent: Math.max(0, Math.round(timeSpent)),
    answers,
    passingScore: passing,
    passed: score >= passing,
    correctCount,
    total,
  };
}
