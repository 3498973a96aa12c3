/**
 * Complex numbers in algebraic and polar form: the expression evaluated by a small complex arithmetic
 * over the checker's tree (i is the unit), checked against mathjs's own complex evaluation of the same
 * expression, and the polar form checked by converting it back.
 */
import type { Expr } from '../../../domain/answer/expr';
import { asFraction, formatNumber, fromExpr, math, numberTex, readExpr, SolverStop, tex } from './math';
import type { Solution, Writer } from './types';

type Complex = { re: number; im: number };

const MAX_POWER = 64;

function evaluate(expr: Expr, input: string): Complex {
  const go = (node: Expr) => evaluate(node, input);
  switch (expr.t) {
    case 'num':
      return { re: expr.v, im: 0 };
    case 'var':
      if (expr.name !== 'i') throw new SolverStop('unreadable', input);
      return { re: 0, im: 1 };
    case 'neg': {
      const a = go(expr.a);
      return { re: -a.re, im: -a.im };
    }
    case 'add':
    case 'sub': {
      const [a, b] = [go(expr.a), go(expr.b)];
      const sign = expr.t === 'add' ? 1 : -1;
      return { re: a.re + sign * b.re, im: a.im + sign * b.im };
    }
    case 'mul': {
      const [a, b] = [go(expr.a), go(expr.b)];
      return { re: a.re * b.re - a.im * b.im, im: a.re * b.im + a.im * b.re };
    }
    case 'div': {
      const [a, b] = [go(expr.a), go(expr.b)];
      const size = b.re * b.re + b.im * b.im;
      if (size === 0) throw new SolverStop('unreadable', input);
      return { re: (a.re * b.re + a.im * b.im) / size, im: (a.im * b.re - a.re * b.im) / size };
    }
    case 'pow': {
      const base = go(expr.a);
      const exponent = go(expr.b);
      if (exponent.im !== 0 || !Number.isInteger(exponent.re) || Math.abs(exponent.re) > MAX_POWER)
        throw new SolverStop('unsupported', input);
      let result: Complex = { re: 1, im: 0 };
      for (let k = 0; k < Math.abs(exponent.re); k += 1)
        result = {
          re: result.re * base.re - result.im * base.im,
          im: result.re * base.im + result.im * base.re,
        };
      return exponent.re < 0 ? invert(result, input) : result;
    }
    case 'fn':
      if (expr.name === 'sqrt' || expr.name === 'abs') {
        const a = go(expr.a);
        if (expr.name === 'abs') return { re: Math.hypot(a.re, a.im), im: 0 };
        if (a.im === 0 && a.re >= 0) return { re: Math.sqrt(a.re), im: 0 };
      }
      throw new SolverStop('unsupported', input);
    case 'fact':
      throw new SolverStop('unsupported', input);
  }
}

function invert(z: Complex, input: string): Complex {
  const size = z.re * z.re + z.im * z.im;
  if (size === 0) throw new SolverStop('unreadable', input);
  return { re: z.re / size, im: -z.im / size };
}

/** Whether mathjs, evaluating the same text with its own complex numbers, agrees. */
function mathjsAgrees(expr: Expr, z: Complex): boolean {
  try {
    const value: unknown = math.evaluate(fromExpr(expr).toString());
    const other = math.complex(value as never);
    const scale = Math.max(1, Math.hypot(z.re, z.im));
    return Math.abs(other.re - z.re) <= 1e-9 * scale && Math.abs(other.im - z.im) <= 1e-9 * scale;
  } catch {
    return false;
  }
}

/** a + bi in LaTeX with exact fractions where they are. */
function algebraicTex(z: Complex): string {
  const re = Math.abs(z.re) < 1e-12 ? 0 : z.re;
  const im = Math.abs(z.im) < 1e-12 ? 0 : z.im;
  if (im === 0) return numberTex(re);
  const imaginary = `${Math.abs(im) === 1 ? '' : numberTex(Math.abs(im))}i`;
  if (re === 0) return `${im < 0 ? '-' : ''}${imaginary}`;
  return `${numberTex(re)}${im < 0 ? '-' : '+'}${imaginary}`;
}

/** √n for a modulus whose square is a whole number that is not a square. */
function modulusTex(r: number): string {
  const square = Math.round(r * r);
  if (Math.abs(square - r * r) < 1e-9 && !Number.isInteger(Math.sqrt(square)) && square < 1e6)
    return `\\sqrt{${square}}\\approx ${formatNumber(r, 4)}`;
  return numberTex(r);
}

/** The argument as a multiple of π when it is a simple one, else in radians and degrees. */
function angleTex(theta: number): string {
  const fraction = asFraction(theta / Math.PI);
  if (fraction && fraction.d <= 12 && Math.abs(fraction.n) <= 24) {
    if (fraction.n === 0) return '0';
    const n = Math.abs(fraction.n) === 1 ? '' : String(Math.abs(fraction.n));
    return `${fraction.n < 0 ? '-' : ''}${fraction.d === 1 ? `${n}\\pi` : `\\frac{${n}\\pi}{${fraction.d}}`}`;
  }
  return `${formatNumber(theta, 4)}\\ (${formatNumber((theta * 180) / Math.PI, 4)}^\\circ)`;
}

/**
 * `source`: the student's message; the answer line states |z| only when it asks for the modulus, the
 * argument or the polar form (the steps show them always).
 */
export function solveComplex(text: string, w: Writer, source = ''): Solution {
  const asksModulus =
    /מודול|ערך\s+מוחלט|קוטבי|טריגונומטרי|ארגומנט|modulus|absolute|polar|argument|\|\s*z\s*\|/i.test(source);
  const expr = readExpr(text);
  const z = evaluate(expr, text);
  if (!Number.isFinite(z.re) || !Number.isFinite(z.im)) throw new SolverStop('unreadable', text);
  if (!mathjsAgrees(expr, z)) throw new SolverStop('unverified', text);
  const r = Math.hypot(z.re, z.im);
  const theta = Math.atan2(z.im, z.re);
  // The polar form converted back must give the algebraic one.
  if (
    Math.abs(r * Math.cos(theta) - z.re) > 1e-9 * Math.max(1, r) ||
    Math.abs(r * Math.sin(theta) - z.im) > 1e-9 * Math.max(1, r)
  )
    throw new SolverStop('unverified', text);
  const inputTex = tex(fromExpr(expr)).replace(/\\cdot/g, '');
  const zTex = algebraicTex(z);
  w.step('complex_start', {}, `z=${inputTex}`);
  w.step('complex_algebraic', {}, `z=${zTex}`);
  w.step('complex_modulus', {}, `|z|=\\sqrt{(${numberTex(z.re)})^2+(${numberTex(z.im)})^2}=${modulusTex(r)}`);
  const angle = angleTex(theta);
  if (r > 0) {
    w.step('complex_argument', {}, `\\theta=${angle}`);
    w.step(
      'complex_polar',
      {},
      `z=${modulusTex(r).split('\\approx')[0] ?? ''}\\left(\\cos ${angle.split('\\ ')[0] ?? ''}+i\\sin ${angle.split('\\ ')[0] ?? ''}\\right)`,
    );
  }
  w.step('complex_conjugate', {}, `\\bar{z}=${algebraicTex({ re: z.re, im: -z.im })}`);
  w.step('check_complex', {});
  return {
    kind: 'complex-numbers',
    reply: w.walkthrough(
      w.say('problem_complex', { expression: `$${inputTex}$` }),
      asksModulus ? `$z=${zTex},\\quad |z|=${modulusTex(r)}$` : `$z=${zTex}$`,
    ),
    values: { re: z.re, im: z.im, modulus: r, argument: theta },
    result: `${formatNumber(z.re, 12)}${z.im < 0 ? '-' : '+'}${formatNumber(Math.abs(z.im), 12)}i`,
  };
}
