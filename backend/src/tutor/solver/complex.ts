/**
 * Complex numbers in algebraic and polar form: the expression evaluated by a small complex arithmetic
 * over the checker's tree (i is the unit), checked against mathjs's own complex evaluation of the same
 * expression, and the polar form checked by converting it back.
 */
import type { Expr } from '../../../domain/answer/expr';
import type { MathNode } from 'mathjs';
import {
  agree,
  asFraction,
  formatNumber,
  fromExpr,
  math,
  numberTex,
  polynomialCoefficients,
  readExpr,
  readMath,
  SolverStop,
  tex,
  variablesOf,
} from './math';
import type { Solution, Writer } from './types';

export type Complex = { re: number; im: number };

/** The largest whole power computed (by repeated multiplication, checked against mathjs): i^{103} is asked. */
const MAX_POWER = 400;

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

const SQUARE_FREE = [2, 3, 5, 6, 7, 10, 11, 13, 14, 15];

/** A number in LaTeX, exact as a fraction or as a·√b/c (√3 for 1.7320…) when it is one, else decimal. */
export function exactTex(value: number): string {
  if (asFraction(value)) return numberTex(value);
  for (const b of SQUARE_FREE)
    for (let c = 1; c <= 12; c += 1) {
      const a = (value * c) / Math.sqrt(b);
      const whole = Math.round(a);
      if (whole !== 0 && Math.abs(a - whole) < 1e-9 * Math.max(1, Math.abs(a))) {
        const size = `${Math.abs(whole) === 1 ? '' : Math.abs(whole)}\\sqrt{${b}}`;
        return `${whole < 0 ? '-' : ''}${c === 1 ? size : `\\frac{${size}}{${c}}`}`;
      }
    }
  return formatNumber(value);
}

/** a + bi in LaTeX with exact fractions (and square roots) where they are. */
export function algebraicTex(z: Complex): string {
  const re = Math.abs(z.re) < 1e-12 ? 0 : z.re;
  const im = Math.abs(z.im) < 1e-12 ? 0 : z.im;
  if (im === 0) return exactTex(re);
  const imaginary = `${Math.abs(Math.abs(im) - 1) < 1e-12 ? '' : exactTex(Math.abs(im))}i`;
  if (re === 0) return `${im < 0 ? '-' : ''}${imaginary}`;
  return `${exactTex(re)}${im < 0 ? '-' : '+'}${imaginary}`;
}

/** A complex constant's value (no unknowns), checked against mathjs's own complex evaluation; throws SolverStop. */
export function complexValue(text: string): Complex {
  const expr = readExpr(text);
  const z = evaluate(expr, text);
  if (!Number.isFinite(z.re) || !Number.isFinite(z.im)) throw new SolverStop('unreadable', text);
  if (!mathjsAgrees(expr, z)) throw new SolverStop('unverified', text);
  return z;
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
  const asksDegrees = /מעלות|degrees?/i.test(source) && /ארגומנט|זווית|argument|angle/i.test(source);
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
  // The argument in degrees, in [0°, 360°), as the lessons ask it.
  const degrees = ((((theta * 180) / Math.PI) % 360) + 360) % 360;
  const shownDegrees = Math.abs(degrees - 360) < 1e-9 ? 0 : degrees;
  if (asksDegrees && r > 0)
    w.step('complex_argument_degrees', {}, `\\theta=${formatNumber(shownDegrees, 8)}^\\circ`);
  w.step('check_complex', {});
  return {
    kind: 'complex-numbers',
    reply: w.walkthrough(
      w.say('problem_complex', { expression: `$${inputTex}$` }),
      asksDegrees && r > 0
        ? `$\\theta=${formatNumber(shownDegrees, 8)}^\\circ$`
        : asksModulus
          ? `$z=${zTex},\\quad |z|=${modulusTex(r)}$`
          : `$z=${zTex}$`,
    ),
    values: {
      re: z.re,
      im: z.im,
      modulus: r,
      argument: theta,
      ...(r > 0 ? { argumentDegrees: shownDegrees } : {}),
    },
    result: `${formatNumber(z.re, 12)}${z.im < 0 ? '-' : '+'}${formatNumber(Math.abs(z.im), 12)}i`,
  };
}

const MAX_COEFFICIENT = 1e9;

/** p(z) for real coefficients (`coefficients[k]` of z^k), by Horner's rule in complex arithmetic. */
function polynomialAt(coefficients: readonly number[], z: Complex): Complex {
  return coefficients.reduceRight<Complex>(
    (sum, c) => ({ re: sum.re * z.re - sum.im * z.im + c, im: sum.re * z.im + sum.im * z.re }),
    { re: 0, im: 0 },
  );
}

/** Whether mathjs, putting z into the equation's two sides with its own complex numbers, finds them equal. */
function sidesAgree(sides: readonly [MathNode, MathNode], z: Complex): boolean {
  try {
    const scope = { z: math.complex(z.re, z.im) };
    const [left, right] = sides.map((side) => math.complex(side.evaluate(scope) as never));
    if (!left || !right) return false;
    const scale = Math.max(1, Math.hypot(left.re, left.im), Math.hypot(right.re, right.im));
    return Math.hypot(left.re - right.re, left.im - right.im) <= 1e-9 * scale;
  } catch {
    return false;
  }
}

/**
 * A quadratic equation in z with real coefficients over ℂ (docs/tutor.md, "Solver coverage"): both roots
 * by the formula with √(−D) = i√D when the discriminant is negative, each checked by putting it into the
 * equation (Horner's rule here, and mathjs's own complex evaluation of the two sides), and the pair by
 * Vieta's formulas. Another degree, complex coefficients or a second unknown are declined.
 */
export function solveComplexEquation(text: string, w: Writer): Solution {
  const [leftText, rightText, ...more] = text.split('=');
  if (leftText === undefined || rightText === undefined || more.length > 0)
    throw new SolverStop('unreadable', text);
  const sides = [readMath(leftText), readMath(rightText)] as const;
  const difference = new math.OperatorNode('-', 'subtract', [sides[0], sides[1]]);
  if (variablesOf(difference).some((name) => name !== 'z')) throw new SolverStop('unsupported', text);
  const coefficients = polynomialCoefficients(difference, 'z');
  if (!coefficients) throw new SolverStop('unsupported', text);
  const rounded = coefficients.map((c) => (Math.abs(c - Math.round(c)) < 1e-9 ? Math.round(c) : c));
  const [c = 0, b = 0, a = 0, ...higher] = rounded;
  if (a === 0 || higher.some((k) => k !== 0) || rounded.some((k) => Math.abs(k) > MAX_COEFFICIENT))
    throw new SolverStop('unsupported', text);
  const discriminant = b * b - 4 * a * c;
  const half = Math.sqrt(Math.abs(discriminant)) / (2 * Math.abs(a));
  const centre = -b / (2 * a);
  const roots: [Complex, Complex] =
    discriminant < 0
      ? [
          { re: centre, im: half },
          { re: centre, im: -half },
        ]
      : [
          { re: centre + half, im: 0 },
          { re: centre - half, im: 0 },
        ];
  const scale = Math.max(1, ...rounded.map(Math.abs));
  for (const root of roots) {
    const value = polynomialAt(rounded, root);
    if (Math.hypot(value.re, value.im) > 1e-9 * scale * Math.max(1, Math.hypot(root.re, root.im) ** 2))
      throw new SolverStop('unverified', text);
    if (!sidesAgree(sides, root)) throw new SolverStop('unverified', text);
  }
  // Vieta: z₁ + z₂ = −b/a and z₁·z₂ = c/a.
  const [z1, z2] = roots;
  const product = { re: z1.re * z2.re - z1.im * z2.im, im: z1.re * z2.im + z1.im * z2.re };
  if (
    !agree(z1.re + z2.re, -b / a, 1e-9) ||
    Math.abs(z1.im + z2.im) > 1e-9 ||
    !agree(product.re, c / a, 1e-9) ||
    Math.abs(product.im) > 1e-9 * scale
  )
    throw new SolverStop('unverified', text);
  const equationTex = `${tex(sides[0])}=${tex(sides[1])}`;
  const rootTex = (z: Complex) => algebraicTex(z);
  w.step('complex_equation_start', {}, equationTex);
  w.step(
    'complex_equation_discriminant',
    {},
    `a=${numberTex(a)},\\ b=${numberTex(b)},\\ c=${numberTex(c)},\\quad D=b^2-4ac=${numberTex(discriminant)}`,
  );
  if (discriminant < 0)
    w.step(
      'complex_equation_sqrt',
      {},
      `\\sqrt{D}=\\sqrt{${numberTex(discriminant)}}=${numberTex(Math.sqrt(-discriminant))}i`,
    );
  w.step(
    'complex_equation_roots',
    {},
    `z_{1,2}=\\frac{-b\\pm\\sqrt{D}}{2a}:\\quad z_1=${rootTex(z1)},\\ z_2=${rootTex(z2)}`,
  );
  w.step('check_complex_equation', {});
  return {
    kind: 'complex-numbers',
    reply: w.walkthrough(
      w.say('problem_complex_equation', { expression: `$${equationTex}$` }),
      `$z_1=${rootTex(z1)},\\quad z_2=${rootTex(z2)}$`,
    ),
    values: { root1Re: z1.re, root1Im: z1.im, root2Re: z2.re, root2Im: z2.im },
  };
}
