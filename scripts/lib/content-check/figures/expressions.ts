/**
 * Numbers and expressions in figure data (mathjs), and the reading of claim texts: the numbers a claim states
 * and the equation it states, as the text writes them (LaTeX or plain).
 */
import { type EvalFunction, compile, derivative, evaluate, parse } from 'mathjs';
import type { FigureNumber } from '../../../../backend/contract/figures';

/** A FigureNumber as a number; an expression that is not a finite number throws. */
export function num(value: FigureNumber): number {
  if (typeof value === 'number') return value;
  const result: unknown = evaluate(value);
  if (typeof result !== 'number' || !Number.isFinite(result))
    throw new Error(`"${value}" is not a finite number`);
  return result;
}

function mathjsText(expr: string): string {
  return expr.replace(/\bln\(/g, 'log(');
}

export type RealFunction = (x: number) => number;

function wrap(code: EvalFunction): RealFunction {
  return (x) => {
    try {
      const value: unknown = code.evaluate({ x });
      return typeof value === 'number' ? value : Number.NaN;
    } catch {
      return Number.NaN;
    }
  };
}

/** A mathjs expression in x as a function; NaN where it is undefined. Throws on a syntax error. */
export function realFunction(expr: string): RealFunction {
  return wrap(compile(mathjsText(expr)));
}

/** The derivative of an expression in x, symbolic where mathjs can, numeric otherwise. */
export function derivativeOf(expr: string): RealFunction {
  try {
    return wrap(derivative(parse(mathjsText(expr)), 'x').compile());
  } catch {
    const f = realFunction(expr);
    return (x) => {
      const h = 1e-6 * Math.max(1, Math.abs(x));
      return (f(x + h) - f(x - h)) / (2 * h);
    };
  }
}

/** Reads braces: the content of `{…}` starting at `open`, and the index after the closing brace. */
function group(text: string, open: number): { inner: string; end: number } | null {
  if (text[open] !== '{') return null;
  let depth = 0;
  for (let i = open; i < text.length; i += 1) {
    if (text[i] === '{') depth += 1;
    else if (text[i] === '}') {
      depth -= 1;
      if (depth === 0) return { inner: text.slice(open + 1, i), end: i + 1 };
    }
  }
  return null;
}

/** Rewrites each sub- and superscript (`_{0.05,4}`, `^2`, `^\prime`): `rewrite` gets its mark and content. */
function rewriteScripts(text: string, rewrite: (mark: '_' | '^', inner: string) => string): string {
  let out = '';
  let i = 0;
  while (i < text.length) {
    const char = text[i] ?? '';
    if ((char === '_' || char === '^') && i + 1 < text.length) {
      const braced = group(text, i + 1);
      const command = braced ? null : /^\\[a-zA-Z]+/.exec(text.slice(i + 1));
      const inner = braced?.inner ?? command?.[0] ?? text[i + 1] ?? '';
      out += rewrite(char, inner);
      i = braced?.end ?? i + 1 + inner.length;
      continue;
    }
    out += char;
    i += 1;
  }
  return out;
}

/** Removes sub- and superscripts (`_{0.05,4}`, `^2`, `_1`), which are not numbers a claim states. */
export function stripScripts(text: string): string {
  return rewriteScripts(text, () => '');
}

/** LaTeX (as course texts write it) to a mathjs expression: fractions, roots, products, powers. */
export function latexToMathjs(tex: string): string {
  let text = tex
    .replace(/\$/g, '')
    .replace(/\\left|\\right|\\displaystyle/g, '')
    .replace(/\\[,;:! ]/g, ' ')
    .replace(/\\dfrac|\\tfrac/g, '\\frac')
    .replace(/\u2212/g, '-')
    .replace(/\\cdot|\\times|·/g, '*')
    .replace(/\\pi|π/g, 'pi')
    .replace(/\\hat\s*\{?y\}?|ŷ/g, 'y')
    .replace(/\\(sin|cos|tan|ln|log)\b\s*/g, '$1 ');
  // \frac{a}{b} and \sqrt[n]{a} / \sqrt{a}, innermost first
  for (let pass = 0; pass < 10; pass += 1) {
    const before = text;
    text = text.replace(/\\frac\{([^{}]*)\}\{([^{}]*)\}/g, '(($1)/($2))');
    text = text.replace(/\\sqrt\[([^[\]]*)\]\{([^{}]*)\}/g, 'nthRoot(($2),($1))');
    text = text.replace(/\\sqrt\{([^{}]*)\}/g, 'sqrt($1)');
    text = text.replace(/\^\{([^{}]*)\}/g, '^($1)');
    if (text === before) break;
  }
  text = text
    .replace(/√\s*([\d.]+|\w)/g, 'sqrt($1)')
    .replace(/²/g, '^2')
    .replace(/³/g, '^3')
    .replace(/\b(sin|cos|tan|ln|log) ([a-z0-9.]+)/g, '$1($2)')
    .replace(/\bln\(/g, 'log(')
    .replace(/[{}]/g, (brace) => (brace === '{' ? '(' : ')'));
  return text.trim();
}

export interface StatedNumber {
  value: number;
  /** digits after the decimal point; 0 for whole numbers and exact forms (fractions, roots) */
  decimals: number;
}

const WORD_SPLIT =
  /[\u05D0-\u05EA\u05BE\u05F3\u05F4"'׳״]+|\\approx|≈|\\leq?|\\geq?|\\neq|[=<>≤≥,;:()[\]|]|\s(?:or|and)\s/g;

/** The value of LaTeX that is a number (digits and arithmetic, no letter but pi and the roots), or null. */
function arithmeticValue(tex: string): number | null {
  const expr = latexToMathjs(tex);
  if (!/\d/.test(expr) || /[a-z]/i.test(expr.replace(/sqrt|nthRoot|pi/g, ''))) return null;
  try {
    const value: unknown = evaluate(expr);
    return typeof value === 'number' && Number.isFinite(value) ? value : null;
  } catch {
    return null;
  }
}

/**
 * Scripts as a claim reads them: a subscript names (`a_{15}`, `\chi^2_{0.05,4}`) and goes; a number's power
 * stays (`2^{10}` is 1024); a power with a letter (`5^k`) leaves a letter, so its chunk is a formula.
 */
function readScripts(text: string): string {
  return rewriteScripts(text, (mark, inner) => {
    if (mark === '_' || inner.trim() === '') return '';
    if (arithmeticValue(inner) === null) return '^{k}';
    return `^{${inner.replace(/\(/g, '{').replace(/\)/g, '}')}}`;
  });
}

/** Stand-ins for the brackets of a group that is a term of a larger expression (WORD_SPLIT keeps them). */
const JOINED_OPEN = '\u27EE';
const JOINED_CLOSE = '\u27EF';
/**
 * What joins a bracketed group to its neighbour: a product, a power or an operation (`5(5^k-1)+c`,
 * `(x-2)^2`). A group right after a name (`f(2)`, `A(3,0)`, `\sin(30)`) is the name's argument, never a term.
 */
const JOINS_BEFORE = /(?:[\d)}\u27EF+\-*/^·]|\\(?:cdot|times|div))\s*$/;
const JOINS_AFTER = /^(?:[\w({\u27EE]|\s*(?:[+\-*/^·]|\\(?:cdot|times|div|frac|dfrac|tfrac|sqrt|pi)\b))/;
const AFTER_NAME = /[a-zA-Z]\s*$/;
/** What makes a bracketed group a list or a condition (a point, `P(X=3)`), never one term. */
const NOT_A_TERM = /[,;:=<>≤≥≈|\u05D0-\u05EA]|\\(?:approx|leq?|geq?|neq|quad)\b/;

/**
 * Marks the brackets of each group that is a term of a larger expression, so that the expression stays one
 * chunk: `5(5^k-1)+c` is one formula, not the numbers 5 and 4. A point `(1,-4)`, a function's argument `f(2)`
 * and a condition `P(X=3)` keep their brackets, and their numbers are read one by one.
 */
function joinTerms(text: string): string {
  const chars = [...text];
  const open: number[] = [];
  for (let i = 0; i < chars.length; i += 1) {
    if (chars[i] === '(') open.push(i);
    else if (chars[i] === ')') {
      const start = open.pop();
      if (start === undefined) continue;
      const before = chars.slice(0, start).join('');
      const after = chars.slice(i + 1).join('');
      const inner = chars.slice(start + 1, i).join('');
      const joined = JOINS_BEFORE.test(before) || (!AFTER_NAME.test(before) && JOINS_AFTER.test(after));
      if (joined && !NOT_A_TERM.test(inner)) {
        chars[start] = JOINED_OPEN;
        chars[i] = JOINED_CLOSE;
      }
    }
  }
  return chars.join('');
}

/**
 * The numbers a claim states, in order. `\pm a` gives −a and a; `95\%` is 0.95; `\frac{1}{2}` is 0.5 and
 * `2^{10}` 1024. A number inside a subscript, a power with a letter or a larger expression with letters
 * (`5^k-1`, `5(5^k-1)+c`, `2(x+1)`) is no stated number; chunks that are not numbers (names, words) are skipped.
 */
export function statedNumbers(text: string): StatedNumber[] {
  const cleaned = joinTerms(
    readScripts(
      text
        .replace(/\$/g, '')
        .replace(/\\left|\\right/g, '')
        .replace(/\\[,;:! ]/g, ' ')
        .replace(/\u2212/g, '-')
        .replace(/\\%/g, '%')
        .replace(/\^\{?\\circ\}?|°/g, '')
        .replace(/\\text\{[^}]*\}|\\mathrm\{[^}]*\}/g, ' '),
    ),
  );
  const out: StatedNumber[] = [];
  for (const raw of cleaned.split(WORD_SPLIT)) {
    let chunk = raw.trim();
    if (chunk === '') continue;
    let plusMinus = false;
    if (/^(\\pm|±)/.test(chunk)) {
      plusMinus = true;
      chunk = chunk.replace(/^(\\pm|±)\s*/, '');
    }
    let percent = false;
    if (chunk.endsWith('%')) {
      percent = true;
      chunk = chunk.slice(0, -1);
    }
    const value = arithmeticValue(chunk.replaceAll(JOINED_OPEN, '(').replaceAll(JOINED_CLOSE, ')'));
    if (value === null) continue;
    const decimals = Math.max(
      0,
      ...[...chunk.replace(/\^\{[^{}]*\}/g, '').matchAll(/\.(\d+)/g)].map((m) => (m[1] ?? '').length),
    );
    const scaled = percent ? value / 100 : value;
    const places = percent ? decimals + 2 : decimals;
    if (plusMinus) out.push({ value: -scaled, decimals: places });
    out.push({ value: scaled, decimals: places });
  }
  return out;
}

/** Does a stated number agree with a computed one? Decimals mean rounding; whole numbers and exact forms mean equality. */
export function agrees(stated: StatedNumber, value: number): boolean {
  if (stated.decimals > 0) return Math.abs(stated.value - value) <= 0.5 * 10 ** -stated.decimals + 1e-9;
  return Math.abs(stated.value - value) <= 1e-9 * Math.max(1, Math.abs(value));
}

export interface StatedEquation {
  /** lhs − rhs as a function of x and y */
  residual: (x: number, y: number) => number;
  decimals: number;
}

/** The equation a claim states (`f(x)=x^2-1`, `3x+4y=25`, `(x-2)^2+(y-1)^2=25`), or a reason it is none. */
export function statedEquation(text: string): StatedEquation | string {
  const parts = latexToMathjs(text).split('=');
  if (parts.length !== 2) return `"${text}" is not one equation`;
  const rhs = parts[1] ?? '';
  let lhs = parts[0] ?? '';
  if (/^\s*[a-zA-Z](?:_?\d)?\s*\(\s*x\s*\)\s*$/.test(lhs)) lhs = 'y';
  let left: EvalFunction;
  let right: EvalFunction;
  try {
    left = compile(lhs);
    right = compile(rhs);
  } catch (error) {
    return `cannot read the equation "${text}": ${(error as Error).message}`;
  }
  const decimals = Math.max(0, ...[...text.matchAll(/\d\.(\d+)/g)].map((m) => (m[1] ?? '').length));
  return {
    residual: (x, y) => {
      try {
        const a: unknown = left.evaluate({ x, y });
        const b: unknown = right.evaluate({ x, y });
        return typeof a === 'number' && typeof b === 'number' ? a - b : Number.NaN;
      } catch {
        return Number.NaN;
      }
    },
    decimals,
  };
}
