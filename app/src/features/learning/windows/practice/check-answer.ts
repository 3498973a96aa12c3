import type { PracticeProblem } from '../../../../../../backend/contract';

/** correct and incorrect are final; unparseable asks the learner to try again (nothing is saved). */
export type CheckVerdict = 'correct' | 'incorrect' | 'unparseable';

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
 * The one dependency through which the practice window checks answers. The shared answer checker
 * (issue 13, backend/domain) plugs in here with the same signature.
 */
export type CheckAnswer = (
  problem: PracticeProblem,
  answer: PracticeAnswerValue,
) => CheckResult | Promise<CheckResult>;

/** Spaces collapsed and trimmed, Latin letters lower-cased: how two typed texts compare. */
function normalizeText(text: string): string {
  return text.trim().replace(/\s+/g, ' ').toLowerCase();
}

/**
 * The spec's rule (learning-space §5), used until the shared checker lands: multiple choice is correct when
 * the chosen index equals the key; anything else compares the texts as strings (trimmed, spaces collapsed,
 * case-insensitive). So "0.5" against a key of 0.5 is correct, and "1/2" is not: the shared checker fixes that.
 */
export const specCheckAnswer: CheckAnswer = (problem, answer) => {
  if (problem.type === 'multiple-choice') {
    return { verdict: answer === problem.correctAnswer ? 'correct' : 'incorrect' };
  }
  const same = normalizeText(String(answer)) === normalizeText(String(problem.correctAnswer));
  return { verdict: same ? 'correct' : 'incorrect' };
};
