/**
 * Hint ladders, a practice problem's (a proof's too) and an AI-guided question's: three hints, a nudge, the
 * method, a worked first step. The first hint never gives the answer away: it fails when it states the answer's
 * value, holds the marked option's text, or holds the text answer (or one of its accepted forms). The last hint
 * fails when it states the answer or holds a computation of it. A guided question is held to both against its
 * numeric check.
 */
import type { AnswerCheck, PracticeProblem } from '../../../backend/contract/content';
import type { CourseContext } from './context';
import { agrees, latexToMathjs, statedNumbers } from './figures/expressions';
import { scanMath } from './latex';
import { evaluateExpr, optionValue, plainNumber } from './numbers';

/** The rungs of every hint ladder, a practice problem's (a proof's too) and an AI-guided question's. */
export const LADDER_HINTS = 3;

/** Text as compared: no `$`, spaces, LaTeX spacing or punctuation at the ends; one kind of minus. */
function normalise(text: string): string {
  return text
    .replace(/\$/g, '')
    .replace(/\\[,;:! ]|\\left|\\right/g, '')
    .replace(/\u2212/g, '-')
    .replace(/\s+/g, '')
    .replace(/^[.,:;]+|[.,:;]+$/g, '')
    .toLowerCase();
}

/** The number in a hint that equals the answer, or null. */
function statesValue(hint: string, answer: number, tolerance = 0): number | null {
  for (const stated of statedNumbers(hint))
    if (agrees(stated, answer) || Math.abs(stated.value - answer) <= tolerance) return stated.value;
  return null;
}

/** What in the first hint gives the answer away, or null. */
export function firstHintProblem(problem: PracticeProblem): string | null {
  const hint = problem.hints[0] ?? '';
  const byValue = (answer: number, tolerance?: number) => {
    const found = statesValue(hint, answer, tolerance);
    return found === null ? null : `the first hint states the answer ${found}`;
  };
  const byText = (answer: string) => {
    const needle = normalise(answer);
    return needle.length >= 3 && normalise(hint).includes(needle)
      ? `the first hint holds the answer "${answer}"`
      : null;
  };
  switch (problem.type) {
    case 'numeric':
      return byValue(problem.correctAnswer, problem.check.tolerance);
    case 'multiple-choice': {
      const option = problem.options[problem.correctAnswer] ?? '';
      const value = optionValue(option);
      if (value !== null) return byValue(value, problem.check?.tolerance);
      return byText(option);
    }
    case 'text':
      for (const form of [problem.correctAnswer, ...(problem.accept ?? [])]) {
        const value = plainNumber(form);
        const found = value === null ? byText(form) : byValue(value);
        if (found) return found;
      }
      return null;
    case 'open-ended':
    case 'proof':
      return null;
  }
}

/** The numeric value of a problem's answer, or null (a text or open answer that is no number). */
function answerValue(problem: PracticeProblem): { value: number; tolerance: number } | null {
  const tolerance =
    (problem.type === 'numeric' || problem.type === 'multiple-choice' ? problem.check?.tolerance : 0) ?? 0;
  if (problem.type === 'numeric') return { value: problem.correctAnswer, tolerance };
  if (problem.type === 'multiple-choice') {
    const value = optionValue(problem.options[problem.correctAnswer] ?? '');
    return value === null ? null : { value, tolerance };
  }
  if (problem.type === 'text') {
    const value = plainNumber(problem.correctAnswer);
    return value === null ? null : { value, tolerance };
  }
  return null;
}

/**
 * A piece of the hint's math that evaluates to the answer: each side of an equation or approximation that holds
 * only numbers and operations (`3\cdot 4+(-1)\cdot 5+2\cdot(-1)`, `10\cdot 21`, `6!-1`).
 */
function computesAnswer(hint: string, answer: number, tolerance: number): string | null {
  for (const fragment of scanMath(hint).fragments)
    for (const side of fragment.tex.split(/=|\\approx|\\Longrightarrow|\\Rightarrow|\\quad|,|;/)) {
      const expr = latexToMathjs(side).trim();
      // a side with a letter is a formula, not a computation (pi, e and the functions aside)
      if (
        !/\d/.test(expr) ||
        /[a-z]/i.test(
          expr.replace(/\b(?:pi|e|sqrt|log|ln|sin|cos|tan|exp|nthRoot|factorial|combinations)\b/g, ''),
        )
      )
        continue;
      // a bare number is no computation (the answer stated as a number is the other test; "=0" is everywhere)
      if (!/[+*/^!]|\d\s*-|sqrt|log|exp|factorial|\(/.test(expr)) continue;
      const result = evaluateExpr(expr);
      if (
        result.ok &&
        Math.abs(result.value - answer) <= Math.max(tolerance, 1e-9 * Math.max(1, Math.abs(answer)))
      )
        return side.trim();
    }
  return null;
}

/** What in a last hint does the final step for a numeric answer: it states the value or computes it. */
function lastHintGivesValue(hint: string, value: number, tolerance: number): string | null {
  const found = statesValue(hint, value, tolerance);
  if (found !== null) return `the last hint states the answer ${found}`;
  const computation = computesAnswer(hint, value, tolerance);
  return computation ? `the last hint holds "${computation}", which evaluates to the answer` : null;
}

/**
 * What in the last hint does the final step for the student, or null: it states the answer's value, holds the
 * text answer, or holds a computation that evaluates to the answer. The last rung is a worked first step.
 */
export function lastHintProblem(problem: PracticeProblem): string | null {
  if (problem.type === 'open-ended' || problem.hints.length === 0) return null;
  const hint = problem.hints.at(-1) ?? '';
  const numeric = answerValue(problem);
  if (numeric) return lastHintGivesValue(hint, numeric.value, numeric.tolerance);
  const forms =
    problem.type === 'text'
      ? [problem.correctAnswer, ...(problem.accept ?? [])]
      : problem.type === 'multiple-choice'
        ? [problem.options[problem.correctAnswer] ?? '']
        : [];
  for (const form of forms) {
    const needle = normalise(form);
    if (needle.length >= 3 && normalise(hint).includes(needle))
      return `the last hint holds the answer "${form}"`;
  }
  return null;
}

/**
 * A guided-test question with a numeric check: its first hint must not state that number, and its last hint must
 * neither state it nor compute it (the same rules as a practice problem's ladder).
 */
function guidedHintProblems(
  hints: string[],
  check: AnswerCheck | undefined,
): { first: string | null; last: string | null } {
  const result = check ? evaluateExpr(check.expr) : null;
  if (!check || !result?.ok || hints.length === 0) return { first: null, last: null };
  const tolerance = check.tolerance ?? 0;
  const found = statesValue(hints[0] ?? '', result.value, tolerance);
  return {
    first: found === null ? null : `the first hint states the answer ${found}`,
    last: lastHintGivesValue(hints.at(-1) ?? '', result.value, tolerance),
  };
}

/** Reports a ladder that is not three rungs and what its first and last hints give away, each at its own path. */
function reportLadder(
  ctx: CourseContext,
  file: string,
  at: string,
  hintCount: number,
  given: { first: string | null; last: string | null },
): void {
  if (hintCount !== LADDER_HINTS)
    ctx.fail(
      'hint',
      file,
      `${at}.hints`,
      `${hintCount} hints; a ladder has ${LADDER_HINTS}: a nudge, the method, a worked first step`,
    );
  if (given.first) ctx.fail('hint', file, `${at}.hints[0]`, `${given.first}: start the ladder with a nudge`);
  if (given.last)
    ctx.fail(
      'hint',
      file,
      `${at}.hints[${hintCount - 1}]`,
      `${given.last}: end the ladder with a worked first step and leave the final computation to the student`,
    );
}

/** An AI-guided question's ladder, by the same rules as a practice problem's (see `guidedHintProblems`). */
export function checkGuidedHints(
  ctx: CourseContext,
  file: string,
  at: string,
  question: { hints: string[]; check?: AnswerCheck },
): void {
  reportLadder(ctx, file, at, question.hints.length, guidedHintProblems(question.hints, question.check));
}

export function checkHint(ctx: CourseContext, file: string, at: string, problem: PracticeProblem): void {
  reportLadder(ctx, file, at, problem.hints.length, {
    first: firstHintProblem(problem),
    last: lastHintProblem(problem),
  });
}
