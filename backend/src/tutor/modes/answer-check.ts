/**
 * Whether a student's answer to an AI-guided question is right, for questions whose file gives a
 * `check` (a mathjs expression of the right value), judged by the shared answer checker. Without a
 * check the answer cannot be verified here, and the caller must not claim a verdict.
 */
import { evaluate } from 'mathjs';
import type { AnswerCheck } from '../../../contract';
import { checkAnswer as checkShared, finalValue, toleranceFromText } from '../../../domain/answer';

export type Verdict = 'correct' | 'incorrect' | 'unchecked';

const maxAnswerLength = 2_000;

/** The value of a check expression, or undefined when it does not evaluate to a finite number. */
export function expectedValue(check: AnswerCheck): number | undefined {
  try {
    const value = Number(evaluate(check.expr));
    return Number.isFinite(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The shared answer checker (backend/domain/answer) on the answer's final value (after its last `=`,
 * or its last number), within the check's tolerance, the rounding the question asks for, or the
 * rounding of the digits the student wrote (104.1 for 104.11). No final value is a wrong answer.
 */
export function checkAnswer(answer: string, check: AnswerCheck | undefined, question = ''): Verdict {
  if (!check) return 'unchecked';
  const expected = expectedValue(check);
  if (expected === undefined) return 'unchecked';
  const final = finalValue(answer.slice(0, maxAnswerLength));
  if (final === null) return 'incorrect';
  const decimals = /[.,](\d+)\s*%?\s*$/.exec(final)?.[1]?.length ?? 0;
  const tolerance = Math.max(
    check.tolerance ?? toleranceFromText(question) ?? 0,
    decimals > 0 ? 0.5 * 10 ** -decimals : 0,
  );
  const verdict = checkShared({ kind: 'numeric', expected, ...(tolerance > 0 ? { tolerance } : {}) }, final);
  return verdict.verdict === 'correct' ? 'correct' : 'incorrect';
}
