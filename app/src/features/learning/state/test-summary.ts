/**
 * What ending an AI-guided test came to, read from the structured `test_result` of the reply that ends
 * it (backend/contract/replies.ts), never from the summary's prose. The server records a result once a
 * question was answered (docs/tutor.md); a test stopped before any answer has no result and no score.
 * Pure.
 */
import type { GuidedTestResult } from '../../../../../backend/contract';

export type TestOutcome =
  | {
      kind: 'scored';
      /** 0–100: correct answers ÷ questions */
      score: number;
      /** questions answered (right or wrong) */
      answered: number;
      /** questions in the test */
      total: number;
    }
  | { kind: 'unanswered' };

/** The outcome of a test from the result its last reply carried (none: nothing was answered). */
export function testOutcome(result: GuidedTestResult | undefined): TestOutcome {
  const answered = result?.answers.filter((answer) => answer.isCorrect !== null).length ?? 0;
  if (!result || answered === 0) return { kind: 'unanswered' };
  return { kind: 'scored', score: result.score, answered, total: result.answers.length };
}
