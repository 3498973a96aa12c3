/** Practice: the hint ladder's policy (docs/tutor.md). */
export {
  afterAnswer,
  afterHintRequest,
  ladderOutcome,
  problemHints,
  startLadder,
  type LadderState,
  type LadderStep,
} from './hint-ladder';
export {
  plainMath,
  readProof,
  type ProofItemResult,
  type ProofItemStatus,
  type ProofReading,
} from './proof-check';
export { proofResult, type ProofResult } from './proof-result';
export { savedAnswerCorrect } from './saved-answer';
