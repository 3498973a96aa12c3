export { PracticeProblems } from './practice-problems';
export type {
  PracticeAttempt,
  PracticeCheck,
  PracticeDiscussion,
  PracticeProblemItem,
  PracticeProblemsProps,
  PracticeProofView,
  PracticeSubjectItem,
  PracticeSubjectView,
} from './practice-problems';
export {
  FEEDBACK_POPUP_MS,
  elapsedSeconds,
  isSubmittable,
  problemNavigation,
  revealNextHint,
} from './practice-state';
export type { PracticeAnswer, PracticeProblemKind, PracticeVerdict, ProblemPhase } from './practice-state';
