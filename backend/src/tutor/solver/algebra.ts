/**
 * Arithmetic and fractions, simplify / expand / factor of polynomials, linear and quadratic equations
 * and 2×2 linear systems. Every result is checked before it is returned: recomputed in floating point,
 * expanded back, or substituted into the original equation.
 */
import type { MathNode } from 'mathjs';
import { checkAnswer } from '../../../domain/answer';
import {
  agree,
  asFraction,
  formatNumber,
  fractionMath,
  math,
  numberTex,
  plain,
  polynomialCoefficients,
  polynomialSource,
  readMath,
  SolverStop,
  tex,
  valueAt,
  variablesOf,
} from './math';
import type { Solution, Writer } from './types';

/** Both sides of `a = b` as trees; throws when the text has no single `=`. */
function sides(text: string): [MathNode, MathNode] {
  const parts = text.split(/(?<![<>!])=(?!=)/);
  if (parts.length !== 2) throw new SolverStop('unreadable', text.trim().slice(0, 40));
  return [readMath(parts[0] ?? ''), readMath(parts[1] ?? '')];
}

export function solveArithmetic(text: string, w: Writer): Solution {
  const node = readMath(text);
  if (variablesOf(node).length > 0) throw new SolverStop('unreadable', text);
  const value = valueAt(node);
  if (!Number.isFinite(value)) throw new SolverStop('unreadable', text);
  // Exact fractions through mathjs's Fraction arithmetic, checked against the floating-point value.
  const fraction = exactFraction(node.toString());
  if (fraction && !agree(fraction.n / fraction.d, value)) throw new SolverStop('unverified', text);
  const fractionTex =
    fraction && fraction.d !== 1
      ? `${fraction.n < 0 ? '-' : ''}\\frac{${Math.abs(fraction.n)}}{${fraction.d}}`
      : null;
  w.step('arith_expression', {}, tex(node));
  if (fractionTex) w.step('arith_fraction', {}, `${tex(node)}=${fractionTex}`);
  w.step('arith_result', {}, `${tex(node)}=${formatNumber(value)}`);
  return {
    kind: 'arithmetic',
    reply: w.walkthrough(
      w.say('problem_arithmetic', { expression: `$${tex(node)}$` }),
      fractionTex ? `$${fractionTex}=${formatNumber(value)}$` : `$${formatNumber(value)}$`,
    ),
    values: { result: value },
  };
}

/** The exact value of +, −, ×, ÷ and integer powers over integers and decimals, or null. */
function exactFraction(source: string): { n: number; d: number } | null {
  if (/[a-z]/i.test(source)) return null;
  try {
    const result: unknown = fractionMath.evaluate(source);
    if (!fractionMath.isFraction(result)) return null;
    const n = Number(result.n) * Number(result.s);
    const d = Number(result.d);
    return Number.isSafeInteger(n) && Number.isSafeInteger(d) ? { n, d } : null;
  } catch {
    return null;
  }
}

/** Checks a rewritten form against the original by the answer checker's evaluation at random points. */
function sameFunction(original: MathNode, rewritten: MathNode): boolean {
  return (
    checkAnswer({ expected: original.toString(), kind: 'expression' }, rewritten.toString()).verdict ===
    'correct'
  );
}

function singleVariable(node: MathNode, text: string): string {
  const names = variablesOf(node);
  if (names.length > 1) throw new SolverStop('unreadable', text);
  return names[0] ?? 'x';
}

export function solveSimplify(text: string, w: Writer, mode: 'simplify' | 'expand'): Solution {
  const node = readMath(text);
  const variable = singleVariable(node, text);
  w.step(mode === 'expand' ? 'expand_start' : 'simplify_start', {}, tex(node));
  const coefficients = polynomialCoefficients(node, variable);
  let result: MathNode;
  if (coefficients) {
    result = math.parse(polynomialSource(coefficients, variable));
    w.step('collect_terms', { variable }, `${tex(node)}=${tex(result)}`);
  } else {
    if (mode === 'expand') throw new SolverStop('unreadable', text);
    result = math.simplify(node);
    w.step('simplify_rules', {}, `${tex(node)}=${tex(result)}`);
  }
  if (!sameFunction(node, result)) throw new SolverStop('unverified', text);
  w.step('check_points', {});
  return {
    kind: mode,
    reply: w.walkthrough(
      w.say(mode === 'expand' ? 'problem_expand' : 'problem_simplify', { expression: `$${tex(node)}$` }),
      `$${tex(result)}$`,
    ),
    values: {},
    result: plain(result),
  };
}

/** Rational roots of an integer polynomial (rational root theorem), each once. */
function rationalRoots(coefficients: readonly number[]): number[] {
  const lead = Math.abs(coefficients[coefficients.length - 1] ?? 0);
  const constantIndex = coefficients.findIndex((c) => c !== 0);
  const constant = Math.abs(coefficients[constantIndex] ?? 0);
  const divisors = (n: number) =>
    Array.from({ length: Math.min(n, 1000) }, (_, i) => i + 1).filter((d) => n % d === 0);
  const roots = new Set<number>(constantIndex > 0 ? [0] : []);
  for (const p of divisors(constant)) {
    for (const q of divisors(lead)) {
      for (const candidate of [p / q, -p / q]) {
        const value = coefficients.reduce((sum, c, power) => sum + c * candidate ** power, 0);
        if (Math.abs(value) < 1e-9) roots.add(candidate);
      }
    }
  }
  return [...roots].sort((a, b) => a - b);
}

/** Divides a polynomial (constant first) by (x − r). */
function deflate(coefficients: readonly number[], root: number): number[] {
  const high = [...coefficients].reverse();
  const out: number[] = [];
  let carry = 0;
  for (const c of high.slice(0, -1)) {
    carry = c + carry * root;
    out.push(carry);
  }
  return out.reverse();
}

function gcd(a: number, b: number): number {
  return b === 0 ? Math.abs(a) : gcd(b, a % b);
}

export function solveFactor(text: string, w: Writer): Solution {
  const node = readMath(text);
  const variable = singleVariable(node, text);
  const coefficients = polynomialCoefficients(node, variable);
  if (!coefficients || coefficients.length < 3 || !coefficients.every(Number.isInteger))
    throw new SolverStop('unreadable', text);
  w.step('factor_start', {}, tex(node));
  const common =
    coefficients.reduce((g, c) => gcd(g, c), 0) * Math.sign(coefficients[coefficients.length - 1] ?? 1);
  let rest = coefficients.map((c) => c / common);
  const factors: string[] = [];
  if (common !== 1) {
    factors.push(formatNumber(common));
    w.step(
      'factor_common',
      { factor: formatNumber(common) },
      `${formatNumber(common)}\\left(${tex(math.parse(polynomialSource(rest, variable)))}\\right)`,
    );
  }
  for (const root of rationalRoots(rest)) {
    while (rest.length > 1 && Math.abs(rest.reduce((sum, c, power) => sum + c * root ** power, 0)) < 1e-9) {
      const fraction = asFraction(root);
      // (x − p/q) becomes (qx − p) so the factor keeps integer coefficients.
      const q = fraction ? fraction.d : 1;
      const p = fraction ? fraction.n : root;
      factors.push(
        `(${q === 1 ? '' : q}${variable} ${p < 0 ? '+' : '-'} ${Math.abs(p)})`.replace(/ [+-] 0\)/, ')'),
      );
      rest = deflate(rest, root).map((c) => c / q);
      w.step('factor_root', { root: numberTex(root) }, `${variable}=${numberTex(root)}`);
    }
  }
  if (rest.length > 1) factors.push(`(${polynomialSource(rest, variable)})`);
  else if (rest[0] !== 1) factors.unshift(formatNumber(rest[0] ?? 1));
  if (factors.length < 2 && common === 1) throw new SolverStop('unverified', text);
  const result = math.parse(factors.join(' * '));
  if (!sameFunction(node, result)) throw new SolverStop('unverified', text);
  w.step('factor_result', {}, `${tex(node)}=${tex(result)}`);
  w.step('check_expand', {});
  return {
    kind: 'factor',
    reply: w.walkthrough(w.say('problem_factor', { expression: `$${tex(node)}$` }), `$${tex(result)}$`),
    values: {},
    result: plain(result),
  };
}

export function solveEquation(text: string, w: Writer): Solution {
  const [left, right] = sides(text);
  const difference = math.parse(`(${left.toString()}) - (${right.toString()})`);
  const variable = singleVariable(difference, text);
  const coefficients = polynomialCoefficients(difference, variable);
  if (!coefficients || coefficients.length < 2 || coefficients.length > 3)
    throw new SolverStop('unreadable', text);
  const equationTex = `${tex(left)}=${tex(right)}`;
  const standard = math.parse(polynomialSource(coefficients, variable));
  w.step('equation_standard', {}, `${tex(standard)}=0`);
  let roots: number[];
  const [c = 0, b = 0, a = 0] = coefficients;
  if (coefficients.length === 2) {
    roots = [-c / b];
    w.step('linear_isolate', { variable }, `${numberTex(b)}${variable}=${numberTex(-c)}`);
    w.step('linear_divide', { divisor: numberTex(b) }, `${variable}=${numberTex(roots[0] ?? 0)}`);
  } else {
    w.step('quadratic_coefficients', { a: formatNumber(a), b: formatNumber(b), c: formatNumber(c) });
    const discriminant = b * b - 4 * a * c;
    w.step(
      'quadratic_discriminant',
      {},
      `\\Delta=b^2-4ac=${numberTex(b * b)}-${numberTex(4 * a * c).replace(/^-/, '(-') + (4 * a * c < 0 ? ')' : '')}=${numberTex(discriminant)}`,
    );
    if (discriminant < -1e-12) {
      w.step('quadratic_no_roots', {});
      roots = [];
    } else if (Math.abs(discriminant) <= 1e-12) {
      roots = [-b / (2 * a)];
      w.step('quadratic_one_root', {}, `${variable}=-\\frac{b}{2a}=${numberTex(roots[0] ?? 0)}`);
    } else {
      const root = Math.sqrt(discriminant);
      roots = [(-b - root) / (2 * a), (-b + root) / (2 * a)].sort((p, q) => p - q);
      w.step(
        'quadratic_formula',
        {},
        `${variable}_{1,2}=\\frac{-b\\pm\\sqrt{\\Delta}}{2a}=\\frac{${numberTex(-b)}\\pm\\sqrt{${numberTex(discriminant)}}}{${numberTex(2 * a)}}`,
      );
      w.step(
        'quadratic_roots',
        {},
        roots.map((r, i) => `${variable}_${i + 1}=${numberTex(r)}`).join(',\\quad '),
      );
    }
  }
  // Substituting each root back into the original equation: both sides must agree.
  for (const root of roots) {
    const l = valueAt(left, { [variable]: root });
    const r = valueAt(right, { [variable]: root });
    if (!agree(l, r, 1e-9)) throw new SolverStop('unverified', text);
    w.step(
      'check_root',
      { root: numberTex(root), value: formatNumber(l) },
      `${tex(left)}\\big|_{${variable}=${numberTex(root)}}=${formatNumber(l)}=${formatNumber(r)}`,
    );
  }
  const kind = coefficients.length === 2 ? 'linear-equation' : 'quadratic-equation';
  const answer =
    roots.length === 0
      ? w.say('no_real_roots')
      : roots.map((r) => `$${variable}=${numberTex(r)}$`).join(w.say('or_text'));
  const values: Record<string, number> = {};
  roots.forEach((root, index) => (values[`root${index + 1}`] = root));
  return {
    kind,
    reply: w.walkthrough(w.say('problem_equation', { equation: `$${equationTex}$` }), answer),
    values,
  };
}

/** a·x + b·y + c of a linear expression in x and y, checked at a random point; null when not linear. */
function linearForm(node: MathNode): [number, number, number] | null {
  const c = valueAt(node, { x: 0, y: 0 });
  const a = valueAt(node, { x: 1, y: 0 }) - c;
  const b = valueAt(node, { x: 0, y: 1 }) - c;
  for (const [x, y] of [
    [1.7, -2.3],
    [-0.4, 3.9],
  ] as const) {
    if (!agree(valueAt(node, { x, y }), a * x + b * y + c)) return null;
  }
  return [a, b, c].map((value) => Number(value.toPrecision(12))) as [number, number, number];
}

export function solveSystem(texts: readonly string[], w: Writer): Solution {
  const equations = texts.map((text) => ({ text, sides: sides(text) }));
  const forms = equations.map(({ text, sides: [left, right] }) => {
    const difference = math.parse(`(${left.toString()}) - (${right.toString()})`);
    if (variablesOf(difference).some((name) => name !== 'x' && name !== 'y'))
      throw new SolverStop('unreadable', text);
    const form = linearForm(difference);
    if (!form) throw new SolverStop('unreadable', text);
    return form;
  });
  const [[a1, b1, c1], [a2, b2, c2]] = forms as [[number, number, number], [number, number, number]];
  w.step(
    'system_standard',
    {},
    `\\begin{cases}${numberTex(a1)}x+${numberTex(b1)}y=${numberTex(-c1)}\\\\${numberTex(a2)}x+${numberTex(b2)}y=${numberTex(-c2)}\\end{cases}`.replace(
      /\+-/g,
      '-',
    ),
  );
  const determinant = a1 * b2 - a2 * b1;
  w.step('system_determinant', {}, `D=a_1b_2-a_2b_1=${numberTex(determinant)}`);
  if (Math.abs(determinant) < 1e-12) throw new SolverStop('unverified', texts.join(', '));
  const x = (-c1 * b2 + c2 * b1) / determinant;
  const y = (-a1 * c2 + a2 * c1) / determinant;
  w.step('system_cramer', {}, `x=\\frac{D_x}{D}=${numberTex(x)},\\quad y=\\frac{D_y}{D}=${numberTex(y)}`);
  for (const {
    text,
    sides: [left, right],
  } of equations) {
    if (!agree(valueAt(left, { x, y }), valueAt(right, { x, y }), 1e-9))
      throw new SolverStop('unverified', text);
  }
  w.step('check_system', { x: numberTex(x), y: numberTex(y) });
  return {
    kind: 'linear-system',
    reply: w.walkthrough(
      w.say('problem_system', {
        equations: equations.map(({ sides: [l, r] }) => `$${tex(l)}=${tex(r)}$`).join(w.say('and_text')),
      }),
      `$x=${numberTex(x)},\\ y=${numberTex(y)}$`,
    ),
    values: { x, y },
  };
}
