/**
 * Whether a student's answer to an AI-guided question is right, for questions whose file gives a
 * `check` (a mathjs expression of the right value). One function, so the shared answer checker
 * (backend/domain, issue 13) replaces it in one place. Without a check the answer cannot be verified
 * here, and the caller must not claim a verdict.
 */
import { evaluate } from 'mathjs';
import type { AnswerCheck } from '../../../contract';

export type Verdict = 'correct' | 'incorrect' | 'unchecked';

const maxAnswerLength = 2_000;
/** past this many numbers, only the last one counts: listing many values is not an answer */
const maxCandidates = 4;

/** LaTeX the student may type, turned into mathjs syntax. */
function fromLatex(text: string): string {
  let out = text;
  for (let pass = 0; pass < 3; pass += 1) {
    out = out
      .replace(/\\[dt]?frac\{([^{}]*)\}\{([^{}]*)\}/g, '(($1)/($2))')
      .replace(/\\sqrt\{([^{}]*)\}/g, 'sqrt($1)');
  }
  return out
    .replace(/\\cdot|\\times/g, '*')
    .replace(/\\pi/g, 'pi')
    .replace(/\\left|\\right|\\,|\\!|\$/g, '')
    .replace(/[{}]/g, '');
}

const numberPattern =
  /\(\([^()]*\)\/\([^()]*\)\)|sqrt\([\d.\s*/+-]+\)|-?\d+(?:\.\d+)?(?:\s*\/\s*\d+(?:\.\d+)?)?%?/g;

interface Candidate {
  value: number;
  /** digits after the decimal point the student wrote */
  decimals: number;
}

function candidates(answer: string): Candidate[] {
  const found: Candidate[] = [];
  for (const match of fromLatex(answer.slice(0, maxAnswerLength)).matchAll(numberPattern)) {
    const token = match[0];
    const percent = token.endsWith('%');
    try {
      const value = Number(evaluate(percent ? token.slice(0, -1) : token));
      if (!Number.isFinite(value)) continue;
      const decimals = /\.(\d+)/.exec(token)?.[1]?.length ?? 0;
      found.push({ value, decimals });
      if (percent) found.push({ value: value / 100, decimals: decimals + 2 });
    } catch {
      // not a number after all
    }
  }
  return found.length > maxCandidates ? found.slice(-1) : found;
}

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
 * Compares the numbers in the answer with the check's value: within the check's tolerance, or
 * within the rounding of the digits the student wrote (104.1 for 104.11).
 */
export function checkAnswer(answer: string, check: AnswerCheck | undefined): Verdict {
  if (!check) return 'unchecked';
  const expected = expectedValue(check);
  if (expected === undefined) return 'unchecked';
  const exact = Math.max(Math.abs(expected) * 1e-9, 1e-12);
  const matches = candidates(answer).some(({ value, decimals }) => {
    const rounding = decimals > 0 ? 0.5 * 10 ** -decimals : 0;
    return Math.abs(value - expected) <= Math.max(check.tolerance ?? 0, exact, rounding);
  });
  return matches ? 'correct' : 'incorrect';
}
