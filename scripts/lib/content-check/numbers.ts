/**
 * Recomputing answers: a `check.expr` is evaluated with mathjs and compared with the answer key.
 */
import { evaluate } from 'mathjs';

/** Relative (and, for answers near zero, absolute) tolerance used when a check gives none. */
export const DEFAULT_TOLERANCE = 1e-9;

export type Evaluated = { ok: true; value: number } | { ok: false; reason: string };

/** Evaluates a mathjs expression that must produce one finite real number. */
export function evaluateExpr(expr: string): Evaluated {
  let result: unknown;
  try {
    result = evaluate(expr);
  } catch (error) {
    return { ok: false, reason: `mathjs cannot evaluate "${expr}": ${(error as Error).message}` };
  }
  if (typeof result !== 'number')
    return { ok: false, reason: `"${expr}" evaluates to a ${describe(result)}, not a number` };
  if (!Number.isFinite(result)) return { ok: false, reason: `"${expr}" evaluates to ${result}` };
  return { ok: true, value: result };
}

function describe(value: unknown): string {
  if (value === null || typeof value !== 'object') return typeof value;
  return value.constructor.name;
}

/**
 * With an explicit tolerance t the answer must be within t of the value. Without one it must be within
 * 1e-9 × max(1, |value|): relative for large answers, absolute for answers near zero.
 */
export function matches(value: number, answer: number, tolerance?: number): boolean {
  const allowed = tolerance ?? DEFAULT_TOLERANCE * Math.max(1, Math.abs(value));
  return Math.abs(value - answer) <= allowed;
}

/** Strips whitespace, `$` delimiters and LaTeX spacing from an option so that its number shows. */
function bare(option: string): string {
  let text = option.trim();
  const wrapped = /^\$\$?([\s\S]*?)\$?\$$/.exec(text);
  if (wrapped) text = wrapped[1] ?? '';
  return text
    .replace(/\\[,;:! ]/g, '')
    .replace(/\s+/g, '')
    .replace(/\u2212/g, '-');
}

const PLAIN_NUMBER = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;

/** A plain number, optionally wrapped in `$…$`: "0.25", "$-3$", "$1.5$". Fractions and roots are not plain. */
export function plainNumber(option: string): number | null {
  const text = bare(option);
  return PLAIN_NUMBER.test(text) ? Number(text) : null;
}

/**
 * The value of an option when a question carries a check: a plain number, or simple LaTeX arithmetic
 * (`\frac{a}{b}`, `\sqrt{x}`, `\cdot`, `\times`, `\pi`, `^`) that mathjs can evaluate. Null otherwise.
 */
export function optionValue(option: string): number | null {
  const plain = plainNumber(option);
  if (plain !== null) return plain;
  let text = bare(option);
  if (/[^\d+\-*/^().{}\\a-z]/i.test(text)) return null;
  for (let pass = 0; pass < 5; pass += 1) {
    text = text
      .replace(/\\[dt]?frac\{([^{}]*)\}\{([^{}]*)\}/g, '(($1)/($2))')
      .replace(/\\sqrt\[([^[\]]*)\]\{([^{}]*)\}/g, 'nthRoot(($2),($1))')
      .replace(/\\sqrt\{([^{}]*)\}/g, 'sqrt($1)');
  }
  text = text
    .replace(/\\left|\\right/g, '')
    .replace(/\\cdot|\\times/g, '*')
    .replace(/\\pi/g, 'pi')
    .replace(/[{]/g, '(')
    .replace(/[}]/g, ')');
  if (text.includes('\\') || /[a-z]/i.test(text.replace(/sqrt|nthRoot|pi/g, ''))) return null;
  const result = evaluateExpr(text);
  return result.ok ? result.value : null;
}
