import type { PracticeProblem } from '../../../../../../backend/contract';
import { checkPracticeAnswer, type Verdict } from '../../../../../../backend/domain/answer';

/**
 * correct and incorrect are final; unparseable asks the learner to try again (nothing is saved); unjudged is
 * an open question no key can judge: the explanation shows, without a verdict and without a saved score.
 */
export type CheckVerdict = 'correct' | 'incorrect' | 'unparseable' | 'unjudged';

/** Why the checker decided as it did: a code with parameters the UI can translate, or plain text. */
export type CheckReason = string | { code: string; params?: Readonly<Record<string, string | number>> };

/** The checker's answer for one attempt. */
export interface CheckResult {
  verdict: CheckVerdict;
  reason?: CheckReason;
}

/** The answer as the window collects it: the chosen option's index, or the typed text. */
export type PracticeAnswerValue = number | string;

/**
 * The one dependency through which the practice window checks answers. The default is the shared answer
 * checker (`sharedCheckAnswer`); a screen may pass another with the same signature.
 */
export type CheckAnswer = (
  problem: PracticeProblem,
  answer: PracticeAnswerValue,
) => CheckResult | Promise<CheckResult>;

/**
 * The shared answer checker (backend/domain/answer) on a practice problem, the same judge the tutor uses:
 * multiple choice by index (or letter or text), numbers and expressions by value (`1/2` for 0.5, `x=4` for 4),
 * sets in any order, and text answers against the key and each of its `accept` forms. Null for an open-ended
 * problem: its sample answer is one way to put it, not a key (the tutor reads such answers).
 */
export function judgePracticeAnswer(problem: PracticeProblem, answer: PracticeAnswerValue): Verdict | null {
  const verdict = checkPracticeAnswer(problem, answer);
  if (problem.type !== 'text' || verdict?.verdict !== 'incorrect') return verdict;
  for (const form of problem.accept ?? []) {
    const other = checkPracticeAnswer({ ...problem, correctAnswer: form, accept: undefined }, answer);
    if (other?.verdict === 'correct') return other;
  }
  return verdict;
}

/** `judgePracticeAnswer` as the window's `checkAnswer`: the verdict with its reason code and parameters. */
export const sharedCheckAnswer: CheckAnswer = (problem, answer) =>
  judgePracticeAnswer(problem, answer) ?? { verdict: 'unjudged' };
