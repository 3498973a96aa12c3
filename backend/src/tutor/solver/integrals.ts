/**
 * Integrals of any elementary function (indefinite and definite) and areas between a curve and the
 * x-axis or between two curves, by the CAS. Verified here: the antiderivative differentiated
 * numerically gives back the integrand, a definite integral and an area agree with Simpson's rule.
 * Without the CAS a definite integral of a polynomial is still done by calculus.ts.
 */
import type { Expr } from '../../../domain/answer/expr';
import { cas } from '../cas';
import { solveIntegral } from './calculus';
import {
  agree,
  compiled,
  formatNumber,
  fromExpr,
  numericDerivative,
  plain as plainOf,
  polynomialCoefficients,
  readExpr,
  SolverStop,
  tex,
  variablesOf,
} from './math';
import type { Solution, Writer } from './types';
import { casTree, casValue, checkerSyntax } from './verify';

const CHECK_POINTS = [0.37, 1.21, 2.03, -0.83, 2.9, 0.61, 4.4];

function oneVariable(expr: Expr, input: string): string {
  const names = variablesOf(fromExpr(expr));
  if (names.length > 1) throw new SolverStop('unreadable', input);
  return names[0] ?? 'x';
}

/** Simpson's rule of |f| (or f) with many steps; NaN when f is undefined somewhere on the way. */
function simpson(f: (x: number) => number, from: number, to: number, steps = 4000): number {
  const h = (to - from) / steps;
  let sum = f(from) + f(to);
  for (let i = 1; i < steps; i += 1) sum += (i % 2 === 0 ? 2 : 4) * f(from + i * h);
  return (sum * h) / 3;
}

/**
 * F' = f at several points where both are defined (at least three). A primitive the server cannot
 * evaluate at all (a special function such as erfi, outside the syllabus) cannot be checked: unsupported.
 */
export function isAntiderivative(
  primitive: string,
  integrand: Expr,
  variable: string,
  input: string,
): boolean {
  const tree = casTree(primitive, input);
  const f = compiled(fromExpr(integrand));
  let checked = 0;
  for (const x of CHECK_POINTS) {
    const expected = f({ [variable]: x });
    const slope = numericDerivative(tree, variable, x);
    if (!Number.isFinite(expected) || !Number.isFinite(slope)) continue;
    if (!agree(slope, expected, 1e-4)) return false;
    checked += 1;
  }
  if (checked === 0) throw new SolverStop('unsupported', input);
  return checked >= 3;
}

/**
 * ∫(ax+b)ⁿdx = (ax+b)ⁿ⁺¹/(a(n+1)) + C, the lessons' rule and form (the CAS would expand the power);
 * checked as every antiderivative is, F′ = f numerically. Null when the integrand is not such a power.
 */
function linearPower(integrand: Expr, variable: string, text: string): ((w: Writer) => Solution) | null {
  if (integrand.t !== 'pow') return null;
  const exponent = compiled(fromExpr(integrand.b))();
  const inner = fromExpr(integrand.a);
  const line = variablesOf(inner).length === 1 ? polynomialCoefficients(inner, variable) : null;
  const a = line?.[1];
  if (!line || line.length !== 2 || !a || !Number.isFinite(exponent) || exponent === -1) return null;
  const divisor = a * (exponent + 1);
  const primitive = `(${plainOf(inner)})^(${exponent + 1})/(${divisor})`;
  if (!isAntiderivative(primitive, integrand, variable, text)) throw new SolverStop('unverified', text);
  return (w) => {
    const integrandTex = tex(fromExpr(integrand));
    const primitiveTex = `\\frac{${tex(fromExpr({ t: 'pow', a: integrand.a, b: { t: 'num', v: exponent + 1 } }))}}{${formatNumber(divisor)}}`;
    w.step('integral_indefinite_start', {}, `\\int ${integrandTex}\\,d${variable}`);
    w.step('integral_linear_power', {}, `\\int (ax+b)^n\\,dx=\\frac{(ax+b)^{n+1}}{a(n+1)}+C`);
    w.step('integral_antiderivative_cas', {}, `\\int ${integrandTex}\\,d${variable}=${primitiveTex}+C`);
    w.step('check_antiderivative', {});
    return {
      kind: 'indefinite-integral',
      reply: w.walkthrough(
        w.say('problem_indefinite_integral', { expression: `$${integrandTex}$` }),
        `$${primitiveTex}+C$`,
      ),
      values: {},
      result: `${primitive}+C`,
    };
  };
}

export async function solveIntegralCas(
  text: string,
  bounds: readonly [string, string] | undefined,
  w: Writer,
): Promise<Solution> {
  const integrand = readExpr(text);
  const variable = oneVariable(integrand, text);
  const limits = bounds ? ([readExpr(bounds[0]), readExpr(bounds[1])] as [Expr, Expr]) : undefined;
  if (bounds) {
    // A polynomial between numbers is done by calculus.ts: exact, fast, and with no CAS.
    const [from, to] = bounds.map((bound) => compiled(fromExpr(readExpr(bound)))());
    if (
      from !== undefined &&
      to !== undefined &&
      Number.isFinite(from) &&
      Number.isFinite(to) &&
      polynomialCoefficients(fromExpr(integrand), variable)
    )
      return solveIntegral(text, from, to, w);
  }
  if (!limits) {
    const power = linearPower(integrand, variable, text);
    if (power) return power(w);
  }
  const result = await cas.integrate(integrand, variable, limits);
  const answer = casValue(result, text);
  if (answer.status !== 'done') throw new SolverStop('unsupported', text);
  const integrandTex = tex(fromExpr(integrand));
  const primitive = answer.antiderivative;
  if (!isAntiderivative(primitive.plain, integrand, variable, text)) throw new SolverStop('unverified', text);
  if (!limits) {
    w.step('integral_indefinite_start', {}, `\\int ${integrandTex}\\,d${variable}`);
    w.step('integral_antiderivative_cas', {}, `\\int ${integrandTex}\\,d${variable}=${primitive.tex}+C`);
    w.step('check_antiderivative', {});
    return {
      kind: 'indefinite-integral',
      reply: w.walkthrough(
        w.say('problem_indefinite_integral', { expression: `$${integrandTex}$` }),
        `$${primitive.tex}+C$`,
      ),
      values: {},
      result: `${checkerSyntax(primitive.plain)}+C`,
    };
  }
  const value = answer.value;
  const [from, to] = limits.map((limit) => compiled(fromExpr(limit))());
  if (!value || from === undefined || to === undefined) throw new SolverStop('unsupported', text);
  const f = compiled(fromExpr(integrand));
  const numeric = simpson((x) => f({ [variable]: x }), from, to);
  if (!agree(value.value, numeric, 1e-6)) throw new SolverStop('unverified', text);
  const [fromTex, toTex] = limits.map((limit) => tex(fromExpr(limit)));
  w.step('integral_start', {}, `\\int_{${fromTex}}^{${toTex}}\\left(${integrandTex}\\right)d${variable}`);
  w.step('integral_antiderivative_cas', {}, `F(${variable})=${primitive.tex}`);
  w.step(
    'integral_evaluate',
    {},
    `F(${toTex})-F(${fromTex})=${value.tex}${value.tex.includes('.') || /^-?\d+$/.test(value.tex) ? '' : `\\approx ${formatNumber(value.value, 4)}`}`,
  );
  w.step('check_numeric_integral', {});
  return {
    kind: 'definite-integral',
    reply: w.walkthrough(
      w.say('problem_integral', {
        expression: `$${integrandTex}$`,
        from: `$${fromTex ?? ''}$`,
        to: `$${toTex ?? ''}$`,
      }),
      `$${value.tex}$`,
    ),
    values: { result: value.value },
    result: checkerSyntax(value.plain),
  };
}

export async function solveArea(
  upper: string,
  lower: string | undefined,
  bounds: readonly [string, string] | undefined,
  w: Writer,
): Promise<Solution> {
  const f = readExpr(upper);
  const g = lower === undefined ? undefined : readExpr(lower);
  const difference: Expr = g ? { t: 'sub', a: f, b: g } : f;
  const variable = oneVariable(difference, upper);
  const limits = bounds ? ([readExpr(bounds[0]), readExpr(bounds[1])] as [Expr, Expr]) : undefined;
  const answer = casValue(await cas.area(f, g, variable, limits), upper);
  if (answer.status !== 'done') throw new SolverStop('unsupported', upper);
  const d = compiled(fromExpr(difference));
  const edges = answer.edges.map((edge) => edge.value);
  const first = edges[0];
  const last = edges[edges.length - 1];
  if (first === undefined || last === undefined || !(last > first)) throw new SolverStop('unverified', upper);
  // Inner edges are crossings; the area is the integral of |f − g| between the outer ones.
  const inner = limits ? edges.slice(1, -1) : edges;
  if (!inner.every((x) => Math.abs(d({ [variable]: x })) < 1e-7 * Math.max(1, Math.abs(x))))
    throw new SolverStop('unverified', upper);
  // Simpson's rule of |f − g| piece by piece: no kink inside a piece unless the CAS missed a crossing,
  // and then Σ|∫(f − g)| falls short of ∫|f − g| and the check fails.
  let numeric = 0;
  for (let i = 0; i + 1 < edges.length; i += 1)
    numeric += simpson((x) => Math.abs(d({ [variable]: x })), edges[i] ?? 0, edges[i + 1] ?? 0, 1000);
  if (!agree(answer.value.value, numeric, 1e-5)) throw new SolverStop('unverified', upper);
  const fTex = tex(fromExpr(f));
  const gTex = g ? tex(fromExpr(g)) : '0';
  w.step(g ? 'area_between' : 'area_axis', {}, `y=${fTex}${g ? `,\\quad y=${gTex}` : ''}`);
  w.step(
    limits ? 'area_crossings_in' : 'area_crossings',
    {},
    answer.edges.map((edge) => `${variable}=${edge.tex}`).join(',\\quad '),
  );
  w.step(
    'area_integral',
    {},
    `S=\\int_{${answer.edges[0]?.tex ?? ''}}^{${answer.edges[answer.edges.length - 1]?.tex ?? ''}}\\left|${answer.difference.tex}\\right|d${variable}=${answer.value.tex}`,
  );
  w.step('check_numeric_area', {});
  return {
    kind: 'area',
    reply: w.walkthrough(
      w.say(g ? 'problem_area_between' : 'problem_area_axis', {
        f: `$y=${fTex}$`,
        g: `$y=${gTex}$`,
      }),
      `$S=${answer.value.tex}${/^-?\d+$/.test(answer.value.tex) ? '' : `\\approx ${formatNumber(answer.value.value, 4)}`}$`,
    ),
    values: { result: answer.value.value },
    result: checkerSyntax(answer.value.plain),
  };
}
