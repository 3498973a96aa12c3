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

/** Removes sub- and superscripts (`_{0.05,4}`, `^2`, `_1`), which are not numbers a claim states. */
export function stripScripts(text: string): string {
  let out = '';
  let i = 0;
  while (i < text.length) {
    const char = text[i];
    if ((char === '_' || char === '^') && i + 1 < text.length) {
      const braced = group(text, i + 1);
      if (braced) {
        i = braced.end;
        continue;
      }
      i += 2;
      continue;
    }
    out += char;
    i += 1;
  }
  return out;
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

/**
 * The numbers a claim states, in order. `\pm a` gives −a and a; `95\%` is 0.95; sub- and superscripts are left
 * out; chunks that are not numbers (variable names, words) are skipped.
 */
export function statedNumbers(text: string): StatedNumber[] {
  const cleaned = stripScripts(
    text
      .replace(/\$/g, '')
      .replace(/\\left|\\right/g, '')
      .replace(/\\[,;:! ]/g, ' ')
      .replace(/\u2212/g, '-')
      .replace(/\\%/g, '%')
      .replace(/\^\{?\\circ\}?|°/g, '')
      .replace(/\\text\{[^}]*\}|\\mathrm\{[^}]*\}/g, ' '),
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
    if (!/\d/.test(chunk)) continue;
    const expr = latexToMathjs(chunk);
    if (/[a-z]/i.test(expr.replace(/sqrt|nthRoot|pi/g, ''))) continue;
    let value: number;
    try {
      const result: unknown = evaluate(expr);
      if (typeof result !== 'number' || !Number.isFinite(result)) continue;
      value = result;
    } catch {
      continue;
    }
    const decimals = Math.max(0, ...[...chunk.matchAll(/\.(\d+)/g)].map((m) => (m[1] ?? '').length));
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
