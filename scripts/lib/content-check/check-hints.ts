/**
 * Hint ladders: the first hint nudges and never gives the answer away. It fails when it states the answer's value,
 * holds the marked option's text, or holds the text answer (or one of its accepted forms).
 */
import type { AnswerCheck, PracticeProblem } from '../../../backend/contract/content';
import type { CourseContext } from './context';
import { agrees, latexToMathjs, statedNumbers } from './figures/expressions';
import { scanMath } from './latex';
import { evaluateExpr, optionValue, plainNumber } from './numbers';

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

/** A guided-test question with a numeric check: its first hint must not state that number. */
export function guidedHintProblem(hints: string[], check: AnswerCheck | undefined): string | null {
  if (!check) return null;
  const result = evaluateExpr(check.expr);
  if (!result.ok) return null;
  const found = statesValue(hints[0] ?? '', result.value, check.tolerance);
  return found === null ? null : `the first hint states the answer ${found}`;
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

/**
 * What in the last hint does the final step for the student, or null: it states the answer's value, holds the
 * text answer, or holds a computation that evaluates to the answer. The last rung is a worked first step.
 */
export function lastHintProblem(problem: PracticeProblem): string | null {
  if (problem.type === 'open-ended' || problem.hints.length === 0) return null;
  const hint = problem.hints.at(-1) ?? '';
  const numeric = answerValue(problem);
  if (numeric) {
    const found = statesValue(hint, numeric.value, numeric.tolerance);
    if (found !== null) return `the last hint states the answer ${found}`;
    const computation = computesAnswer(hint, numeric.value, numeric.tolerance);
    if (computation) return `the last hint holds "${computation}", which evaluates to the answer`;
    return null;
  }
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

export function checkHint(ctx: CourseContext, file: string, at: string, problem: PracticeProblem): void {
  const problemText = firstHintProblem(problem);
  if (problemText) ctx.fail('hint', file, `${at}.hints[0]`, `${problemText}: start the ladder with a nudge`);
  const last = lastHintProblem(problem);
  if (last)
    ctx.fail(
      'hint',
      file,
      `${at}.hints[${problem.hints.length - 1}]`,
      `${last}: end the ladder with a worked first step and leave the final computation to the student`,
    );
}
