/** The answer checker's public API (docs/tutor.md). Pure: the app lazy-loads it, the backend imports it. */
export {
  answerKinds,
  checkAnswer,
  inferKind,
  normalizeWords,
  type AnswerKind,
  type AnswerSpec,
} from './check';
export {
  answerKey,
  checkGuidedAnswer,
  checkPracticeAnswer,
  checkTestAnswer,
  finalValue,
  toleranceFromText,
} from './problems';
export { reasonCodes, type ReasonCode, type ReasonParams, type Verdict, type VerdictKind } from './verdict';
export { MAX_INPUT_LENGTH } from './limits';
