export { TestsWindow } from './tests-window';
export type { TestQuestionItem, TestsWindowProps, TimedTestItem } from './tests-window';
export {
  DEFAULT_PASSING_SCORE,
  TIMER_TICK_MS,
  UNANSWERED,
  canGoNext,
  canSubmit,
  formatClock,
  hasCountdown,
  remainingSeconds,
  sameIndex,
  scoreTest,
  testCategories,
} from './test-session';
export type { JudgeChoice, TestAnswerRecord, TestCategoryId, TestResult } from './test-session';
