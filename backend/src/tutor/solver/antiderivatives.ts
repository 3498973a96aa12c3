/**
 * Integrals asked the lessons' other ways (math lesson 9, docs/tutor.md "Calculus as the lessons ask it"):
 * the antiderivative through a point (F' = f and F(1) = 5), an integral's bound from its value
 * (∫₀ᵃ(2x+1)dx = 12), and an integral from others by additivity (∫₄⁶ = ∫₁⁶ − ∫₁⁴). Each result is checked
 * here: F' = f numerically and F at the point, Simpson's rule up to each bound found, the combination
 * of intervals recomputed point by point.
 */
import type { Expr } from '../../../domain/answer/expr';
import { cas } from '../cas';
import { isAntiderivative } from './integrals';
import {
  agree,
  compiled,
  formatNumber,
  fromExpr,
  math,
  numberTex,
  plain,
  polynomialCoefficients,
  polynomialSource,
  readExpr,
  SolverStop,
  tex,
  variablesOf,
} from './math';
import type { Solution, Writer } from './types';
import { casTree, casValue, checkerSyntax } from './verify';
import { simpson } from './volumes';

function oneVariable(expr: Expr, input: string, fallback = 'x'): string {
  const names = variablesOf(fromExpr(expr));
  if (names.length > 1) throw new SolverStop('unreadable', input);
  return names[0] ?? fallback;
}

/** F with F' = f and F(at) = value: the CAS's primitive, C from the point; F' and F(at) checked. */
export async function solveAntiderivativeAt(
  request: { f: string; at: string; value: string; name: string },
  w: Writer,
): Promise<Solution> {
  const input = request.f;
  const integrand = readExpr(request.f);
  const variable = oneVariable(integrand, input);
  const at = compiled(fromExpr(readExpr(request.at)))();
  const value = compiled(fromExpr(readExpr(request.value)))();
  if (!Number.isFinite(at) || !Number.isFinite(value)) throw new SolverStop('unreadable', input);
  const answer = casValue(await cas.integrate(integrand, variable), input);
  if (answer.status !== 'done') throw new SolverStop('unsupported', input);
  const primitive = answer.antiderivative;
  if (!isAntiderivative(primitive.plain, integrand, variable, input))
    throw new SolverStop('unverified', input);
  const P = compiled(casTree(primitive.plain, input));
  const constant = value - P({ [variable]: at });
  const c = Math.abs(constant - Math.round(constant)) < 1e-9 ? Math.round(constant) : constant;
  const F = (x: number) => P({ [variable]: x }) + c;
  if (!Number.isFinite(c) || !agree(F(at), value, 1e-9)) throw new SolverStop('unverified', input);
  const name = request.name;
  const constantTex = c === 0 ? '' : c > 0 ? `+${numberTex(c)}` : `-${numberTex(-c)}`;
  const fTex = tex(fromExpr(integrand));
  // A polynomial F is written the lessons' way, highest power first, the constant in it.
  const coefficients = polynomialCoefficients(casTree(primitive.plain, input), variable);
  const polynomial = coefficients
    ? math.parse(polynomialSource([(coefficients[0] ?? 0) + c, ...coefficients.slice(1)], variable))
    : undefined;
  const resultTex = `${name}(${variable})=${polynomial ? tex(polynomial) : `${primitive.tex}${constantTex}`}`;
  w.step('antiderivative_start', { name }, `${name}'(${variable})=${fTex}`);
  w.step(
    'integral_antiderivative_cas',
    {},
    `${name}(${variable})=\\int ${fTex}\\,d${variable}=${primitive.tex}+C`,
  );
  w.step(
    'antiderivative_constant',
    {},
    `${name}(${numberTex(at)})=${numberTex(P({ [variable]: at }))}+C=${numberTex(value)}\\;\\Rightarrow\\;C=${numberTex(c)}`,
  );
  w.step('antiderivative_result', {}, resultTex);
  w.step('check_antiderivative_point', {});
  const plainC = c === 0 ? '' : c > 0 ? ` + ${formatNumber(c, 12)}` : ` - ${formatNumber(-c, 12)}`;
  return {
    kind: 'antiderivative-condition',
    reply: w.walkthrough(w.say('problem_antiderivative_point', { f: `$${fTex}$` }), `$${resultTex}$`),
    values: { C: c },
    result: `${name}(${variable})=${polynomial ? plain(polynomial) : `${checkerSyntax(primitive.plain)}${plainC}`}`,
  };
}

/** Replaces a variable of a tree by another tree. */
export function substitute(expr: Expr, name: string, by: Expr): Expr {
  switch (expr.t) {
    case 'num':
      return expr;
    case 'var':
      return expr.name === name ? by : expr;
    case 'neg':
    case 'fact':
      return { t: expr.t, a: substitute(expr.a, name, by) };
    case 'fn':
      return { t: 'fn', name: expr.name, a: substitute(expr.a, name, by) };
    default:
      return { t: expr.t, a: substitute(expr.a, name, by), b: substitute(expr.b, name, by) };
  }
}

/** ∫ from `from` to a letter = value, solved for the letter (only the positive roots when asked). */
export async function solveIntegralBound(
  request: { f: string; from: string; letter: string; value: string; positive: boolean },
  w: Writer,
): Promise<Solution> {
  const input = request.f;
  const integrand = readExpr(request.f);
  const variable = oneVariable(integrand, input);
  if (variable === request.letter) throw new SolverStop('unreadable', input);
  const from = readExpr(request.from);
  const target = readExpr(request.value);
  const answer = casValue(await cas.integrate(integrand, variable), input);
  if (answer.status !== 'done') throw new SolverStop('unsupported', input);
  if (!isAntiderivative(answer.antiderivative.plain, integrand, variable, input))
    throw new SolverStop('unverified', input);
  const primitive = readExpr(checkerSyntax(answer.antiderivative.plain));
  const letter: Expr = { t: 'var', name: request.letter };
  // P(a) − P(from) − value = 0
  const equation: Expr = {
    t: 'sub',
    a: { t: 'sub', a: substitute(primitive, variable, letter), b: substitute(primitive, variable, from) },
    b: target,
  };
  const roots = casValue(await cas.solve(equation, request.letter), input);
  if (roots.status !== 'finite') throw new SolverStop('unsupported', input);
  const low = compiled(fromExpr(from))();
  const goal = compiled(fromExpr(target))();
  const f = compiled(fromExpr(integrand));
  const found = roots.solutions
    .filter((root) => root.imag === 0 && (!request.positive || root.value > 0))
    .sort((a, b) => a.value - b.value);
  if (found.length === 0) throw new SolverStop('unsupported', input);
  for (const root of found) {
    const numeric = simpson((x) => f({ [variable]: x }), low, root.value);
    if (!agree(numeric, goal, 1e-6)) throw new SolverStop('unverified', input);
  }
  const fTex = tex(fromExpr(integrand));
  const fromTex = tex(fromExpr(from));
  w.step(
    'integral_bound_start',
    { letter: request.letter },
    `\\int_{${fromTex}}^{${request.letter}}\\left(${fTex}\\right)d${variable}=${tex(fromExpr(target))}`,
  );
  w.step('integral_antiderivative_cas', {}, `F(${variable})=${answer.antiderivative.tex}`);
  w.step('integral_bound_equation', {}, `F(${request.letter})-F(${fromTex})=${tex(fromExpr(target))}`);
  const shown = found.map((root) => `${request.letter}=${root.tex}`).join(',\\quad ');
  w.step(request.positive ? 'integral_bound_positive' : 'integral_bound_roots', {}, shown);
  w.step('check_numeric_integral', {});
  const values: Record<string, number> =
    found.length === 1
      ? { [request.letter]: found[0]?.value ?? 0 }
      : Object.fromEntries(found.map((root, i) => [`${request.letter}${i + 1}`, root.value]));
  return {
    kind: 'integral-parameter',
    reply: w.walkthrough(w.say('problem_integral_bound', { letter: `$${request.letter}$` }), `$${shown}$`),
    values,
  };
}

export type Known = { from: number; to: number; value: number; fromText: string; toText: string };

/**
 * ∫ₐᵇ g asked from known integrals of g: the asked interval as a sum of ± the known ones (F(b) − F(a) at the
 * points named), found among every choice of −1, 0, 1, and checked point by point.
 */
export function solveAdditivity(
  request: {
    known: Known[];
    asked: { from: number; to: number; fromText: string; toText: string };
    name: string;
  },
  w: Writer,
): Solution {
  const { known, asked } = request;
  if (known.length === 0 || known.length > 4) throw new SolverStop('unsupported', request.name);
  const points = [...new Set([...known.flatMap((k) => [k.from, k.to]), asked.from, asked.to])];
  const vector = (from: number, to: number) => points.map((p) => (p === to ? 1 : 0) - (p === from ? 1 : 0));
  const target = vector(asked.from, asked.to);
  const rows = known.map((k) => vector(k.from, k.to));
  let best: number[] | null = null;
  for (let code = 0; code < 3 ** known.length; code += 1) {
    const coefficients = known.map((_, i) => (Math.floor(code / 3 ** i) % 3) - 1);
    const sum = points.map((_, j) =>
      rows.reduce((total, row, i) => total + (coefficients[i] ?? 0) * (row[j] ?? 0), 0),
    );
    if (sum.every((value, j) => value === target[j])) {
      best = coefficients;
      break;
    }
  }
  if (!best) throw new SolverStop('unsupported', request.name);
  const coefficients = best;
  const value = known.reduce((total, k, i) => total + (coefficients[i] ?? 0) * k.value, 0);
  const integral = (from: string, to: string) => `\\int_{${from}}^{${to}}${request.name}(x)\\,dx`;
  const terms = known.map((k, i) => ({ k, c: coefficients[i] ?? 0 })).filter(({ c }) => c !== 0);
  const combination = terms
    .map(({ k, c }, i) => `${c < 0 ? '-' : i === 0 ? '' : '+'}${integral(k.fromText, k.toText)}`)
    .join('');
  const numbers = terms
    .map(
      ({ k, c }, i) =>
        `${c < 0 ? '-' : i === 0 ? '' : '+'}${k.value < 0 ? `(${numberTex(k.value)})` : numberTex(k.value)}`,
    )
    .join('');
  const asking = integral(asked.fromText, asked.toText);
  w.step(
    'additivity_start',
    {},
    known.map((k) => `${integral(k.fromText, k.toText)}=${numberTex(k.value)}`).join(',\\quad '),
  );
  w.step('additivity_split', {}, `${asking}=${combination}`);
  w.step('additivity_result', {}, `${asking}=${numbers}=${numberTex(value)}`);
  w.step('check_additivity', {});
  return {
    kind: 'definite-integral',
    reply: w.walkthrough(
      w.say('problem_additivity', { integral: `$${asking}$` }),
      `$${asking}=${numberTex(value)}$`,
    ),
    values: { result: value },
  };
}

/** A zero of g between a and b where g changes sign, by `halvings` halvings. */
function bisect(g: (x: number) => number, a: number, b: number, halvings = 50): number {
  let [low, high] = [a, b];
  const lowSign = Math.sign(g(low));
  for (let i = 0; i < halvings; i += 1) {
    const middle = (low + high) / 2;
    if (Math.sign(g(middle)) === lowSign) low = middle;
    else high = middle;
  }
  return (low + high) / 2;
}

/**
 * "f(x)=kx−x², k>0; the area between the graph and the x-axis is 36; find k": the area between f's two zeros
 * as a function of k, its one crossing of the given area on (0, 60] found numerically, then the CAS's exact
 * area for that k must be the given one.
 */
export async function solveAreaParameter(
  request: { f: string; letter: string; area: string },
  w: Writer,
): Promise<Solution> {
  const input = request.f;
  const expr = readExpr(request.f);
  const names = variablesOf(fromExpr(expr));
  const variable = names.find((name) => name !== request.letter) ?? 'x';
  if (!names.includes(request.letter) || names.length !== 2) throw new SolverStop('unreadable', input);
  const target = compiled(fromExpr(readExpr(request.area)))();
  const f = compiled(fromExpr(expr));
  // The area for one k: f's zeros by sign changes on [−60, 60] (two, else no such region), Simpson's rule of |f|.
  const areaFor = (p: number): number => {
    const at = (x: number) => f({ [variable]: x, [request.letter]: p });
    const zeros: number[] = [];
    let previous = at(-60);
    for (let i = 1; i <= 1200 && zeros.length <= 2; i += 1) {
      const x = -60 + i * 0.1;
      const value = at(x);
      if (value === 0) zeros.push(x);
      else if (previous * value < 0) zeros.push(bisect(at, x - 0.1, x));
      previous = value;
    }
    if (zeros.length !== 2) return Number.NaN;
    return simpson((x) => Math.abs(at(x)), zeros[0] ?? 0, zeros[1] ?? 0, 400);
  };
  const gap = (p: number) => areaFor(p) - target;
  const crossings: number[] = [];
  let before = gap(0.25);
  for (let p = 0.5; p <= 60; p += 0.25) {
    // a few milliseconds of work at a time: the event loop is never held long
    if (p % 1 === 0) await new Promise((resolve) => setImmediate(resolve));
    const now = gap(p);
    if (Number.isFinite(before) && Number.isFinite(now) && before * now <= 0 && before !== 0)
      crossings.push(p);
    before = now;
  }
  const [upper] = crossings;
  if (upper === undefined || crossings.length !== 1 || !Number.isFinite(target))
    throw new SolverStop('unsupported', input);
  const rough = bisect(gap, upper - 0.25, upper, 30);
  const value = Math.abs(rough - Math.round(rough)) < 1e-3 ? Math.round(rough) : Number(rough.toPrecision(6));
  const exact = substitute(expr, request.letter, { t: 'num', v: value });
  const answer = casValue(await cas.area(exact, undefined, variable), input);
  if (answer.status !== 'done' || !agree(answer.value.value, target, 1e-9))
    throw new SolverStop('unverified', input);
  const fTex = tex(fromExpr(expr));
  w.step(
    'area_parameter_start',
    { letter: request.letter },
    `f(${variable})=${fTex},\\quad S=${tex(fromExpr(readExpr(request.area)))}`,
  );
  w.step('area_crossings', {}, answer.edges.map((edge) => `${variable}=${edge.tex}`).join(',\\quad '));
  w.step(
    'area_parameter_value',
    { letter: request.letter },
    `${request.letter}=${numberTex(value)}:\\quad S=\\int_{${answer.edges[0]?.tex ?? ''}}^{${answer.edges[answer.edges.length - 1]?.tex ?? ''}}\\left|${tex(fromExpr(exact))}\\right|d${variable}=${answer.value.tex}`,
  );
  w.step('check_area_parameter', {});
  return {
    kind: 'integral-parameter',
    reply: w.walkthrough(
      w.say('problem_area_parameter', { letter: `$${request.letter}$` }),
      `$${request.letter}=${numberTex(value)}$`,
    ),
    values: { [request.letter]: value },
  };
}
