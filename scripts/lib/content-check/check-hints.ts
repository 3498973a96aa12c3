/**
 * Hint ladders: the first hint nudges and never gives the answer away. It fails when it states the answer's value,
 * holds the marked option's text, or holds the text answer (or one of its accepted forms).
 */
import type { PracticeProblem } from '../../../backend/contract/content';
import type { CourseContext } from './context';
import { agrees, statedNumbers } from './figures/expressions';
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
export function guidedHintProblem(
  hints: string[],
  check: { expr: string; tolerance?: number } | undefined,
): string | null {
  if (!check) return null;
  const result = evaluateExpr(check.expr);
  if (!result.ok) return null;
  const found = statesValue(hints[0] ?? '', result.value, check.tolerance);
  return found === null ? null : `the first hint states the answer ${found}`;
}

export function checkHint(ctx: CourseContext, file: string, at: string, problem: PracticeProblem): void {
  const problemText = firstHintProblem(problem);
  if (problemText) ctx.fail('hint', file, `${at}.hints[0]`, `${problemText}: start the ladder with a nudge`);
}
