/**
 * What the checker answers: a verdict and a reason as a code with parameters, so the app translates it
 * (its locales) and the server words it (content/tutor/<lang>/answer.json). Nothing here is a sentence.
 */
import { QUOTE_LENGTH } from './limits';

export type VerdictKind = 'correct' | 'incorrect' | 'unparseable';

/** Why the answer was accepted. */
export type CorrectCode =
  | 'equal-value' // numbers equal within the tolerance
  | 'equivalent' // expressions or equations equal (params.method: evaluation | identical)
  | 'same-solutions' // the same solution set, in any order
  | 'same-interval' // the same set of reals
  | 'same-point' // the same ordered tuple
  | 'chosen-option' // the right option, by letter, number or text
  | 'same-decision' // the same decision about H₀, in other words
  | 'same-order' // an ordered name, letter for letter
  | 'same-text'; // the same words after normalisation

/** Why the answer was refused although it was read. */
export type IncorrectCode =
  | 'different-value'
  | 'sign' // the value with the opposite sign
  | 'rounding' // within 1 % but outside the tolerance: round as asked
  | 'percent-scale' // 100 times too large or too small
  | 'different-expression'
  | 'different-equation'
  | 'missing-solutions' // params.missing: how many of the expected values are absent
  | 'extra-solutions' // params.extra: how many values are not solutions
  | 'endpoints' // the interval's endpoints are right but one is open instead of closed, or the reverse
  | 'different-interval'
  | 'different-point'
  | 'wrong-option'
  | 'opposite-decision' // rejects H₀ where it is not rejected, or the reverse
  | 'different-order' // the right letters in another order, where the order is the answer
  | 'different-text';

/** Why the answer could not be read (params.input quotes it). */
export type UnparseableCode =
  | 'empty'
  | 'too-long'
  | 'too-deep'
  | 'too-complex'
  | 'unbalanced'
  | 'bad-character' // params.character
  | 'unknown-word' // params.word
  | 'hebrew-in-math'
  | 'syntax'
  | 'not-finite'
  | 'undecidable' // no point where both sides have a value
  | 'no-such-option' // params.option: a letter or number past the last option
  | 'not-a-choice'
  | 'no-decision' // a decision about H₀ was asked and the answer states none
  | 'expected-unreadable'; // the answer key itself did not parse: a content error

export type ReasonCode = CorrectCode | IncorrectCode | UnparseableCode;

export type ReasonParams = Readonly<Record<string, string | number>>;

export type Verdict =
  | { verdict: 'correct'; reason: { code: CorrectCode; params?: ReasonParams } }
  | { verdict: 'incorrect'; reason: { code: IncorrectCode; params?: ReasonParams } }
  | { verdict: 'unparseable'; reason: { code: UnparseableCode; params?: ReasonParams } };

export const correct = (code: CorrectCode, params?: ReasonParams): Verdict =>
  params ? { verdict: 'correct', reason: { code, params } } : { verdict: 'correct', reason: { code } };

export const incorrect = (code: IncorrectCode, params?: ReasonParams): Verdict =>
  params ? { verdict: 'incorrect', reason: { code, params } } : { verdict: 'incorrect', reason: { code } };

export const unparseable = (code: UnparseableCode, params?: ReasonParams): Verdict =>
  params
    ? { verdict: 'unparseable', reason: { code, params } }
    : { verdict: 'unparseable', reason: { code } };

/** The student's text as a reason quotes it: one line, at most QUOTE_LENGTH characters. */
export function quote(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > QUOTE_LENGTH ? `${line.slice(0, QUOTE_LENGTH - 1)}…` : line;
}

/** Every reason code, for the content files' completeness test. */
export const reasonCodes: readonly ReasonCode[] = [
  'equal-value',
  'equivalent',
  'same-solutions',
  'same-interval',
  'same-point',
  'chosen-option',
  'same-decision',
  'same-order',
  'same-text',
  'different-value',
  'sign',
  'rounding',
  'percent-scale',
  'different-expression',
  'different-equation',
  'missing-solutions',
  'extra-solutions',
  'endpoints',
  'different-interval',
  'different-point',
  'wrong-option',
  'opposite-decision',
  'different-order',
  'different-text',
  'empty',
  'too-long',
  'too-deep',
  'too-complex',
  'unbalanced',
  'bad-character',
  'unknown-word',
  'hebrew-in-math',
  'syntax',
  'not-finite',
  'undecidable',
  'no-such-option',
  'not-a-choice',
  'no-decision',
  'expected-unreadable',
];
