/**
 * Input rules the calculator checks before any parsing, so that hostile input fails fast on any
 * thread. Kept free of mathjs so the UI can use them without loading the engine.
 */

/** Longest expression accepted. */
export const MAX_EXPRESSION_LENGTH = 200;
/** Deepest parenthesis nesting accepted. */
export const MAX_NESTING = 20;
/** Longest run of digits in one number literal (longer literals are typos or attacks). */
export const MAX_DIGITS = 30;

/** Identifiers the calculator knows; any other word is an error. */
export const KNOWN_WORDS = new Set([
  'sin',
  'cos',
  'tan',
  'asin',
  'acos',
  'atan',
  'sqrt',
  'cbrt',
  'log',
  'ln',
  'exp',
  'abs',
  'pi',
  'e',
  'ans',
]);

/** Replaces the keypad's display symbols with the parser's spelling. */
export function normalizeExpression(input: string): string {
  return input
    .replace(/[×·]/g, '*')
    .replace(/÷/g, '/')
    .replace(/[−–]/g, '-')
    .replace(/π/g, 'pi')
    .replace(/∛/g, 'cbrt')
    .replace(/√/g, 'sqrt')
    .replace(/²/g, '^2')
    .replace(/³/g, '^3')
    .toLowerCase()
    .trim();
}

/** Why an expression was refused before evaluation, or null when it may be evaluated. */
export function checkExpression(normalized: string): string | null {
  if (normalized.length === 0) return 'empty';
  if (normalized.length > MAX_EXPRESSION_LENGTH) return 'too-long';
  if (!/^[0-9a-z.+\-*/^!()\s]*$/.test(normalized)) return 'bad-character';
  let depth = 0;
  for (const char of normalized) {
    if (char === '(') depth += 1;
    if (char === ')') depth -= 1;
    if (depth > MAX_NESTING) return 'too-deep';
    if (depth < 0) return 'unbalanced';
  }
  if (depth !== 0) return 'unbalanced';
  for (const word of normalized.match(/[a-z]+/g) ?? []) {
    // Scientific notation such as 1e5 yields the word "e", which is known.
    if (!KNOWN_WORDS.has(word)) return 'unknown-word';
  }
  if ((normalized.match(/\d+/g) ?? []).some((digits) => digits.length > MAX_DIGITS)) return 'too-many-digits';
  // Stacked factorials (3!!!) grow past any float at once and are refused outright.
  if (/!\s*!/.test(normalized)) return 'stacked-factorial';
  return null;
}
