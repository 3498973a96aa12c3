/**
 * Volumes of revolution about the x-axis (math lesson 17, docs/tutor.md "Calculus as the lessons ask it"):
 * V = π∫f² between two bounds, or π∫(f² − g²) between two curves. The bounds are the lines the question
 * names (`x=a`, the y-axis, "בתחום 0≤x≤π/2"), else the zeros of f (or the crossings of f and g), found by
 * the CAS and checked here (each a root, a scan finds no other). The integral is the CAS's, checked against
 * Simpson's rule of π(f² − g²); the region must not cross the axis nor the curves each other.
 */
import type { Expr } from '../../../domain/answer/expr';
import { cas, type CasNumber } from '../cas';
import { namedFunctions, plainText, verticalLines } from './calculus-words';
import { extractBounds } from './recognize-math';
import { agree, compiled, formatNumber, fromExpr, readExpr, SolverStop, tex, variablesOf } from './math';
import type { Solution, Writer } from './types';
import { casValue, isRoot, noMissedRoots, scanRoots } from './verify';

export type VolumeRequest = {
  f: string;
  g?: string;
  /** the bounds as written: the x-lines, the y-axis as 0, or an interval */
  bounds: string[];
  /** a bound written as a letter (`x=a`) and the volume given ("8π"): the letter is asked */
  parameter?: { name: string; volume: string };
};

const ABOUT_X_AXIS =
  /(?:סביב|סיבוב|מסתובב|מסובבים|מסובב)[^.?]*ציר\s*(?:ה)?[-־]?\s*x|(?:revol\w*|rotat\w*|spun|turned)[^.?]*(?:about|around)\s+(?:the\s+)?x[-\s]?axis|(?:about|around)\s+(?:the\s+)?x[-\s]?axis/i;
const Y_AXIS = /ציר\s*(?:ה)?[-־]?\s*y|הצירים|y[-\s]?axis|the\s+axes/i;

/** "…מסתובב סביב ציר ה-x…", "rotated about the x-axis": the curves and the bounds, or null. */
export function recognizeVolume(message: string): VolumeRequest | null {
  const text = plainText(message);
  // "נפח כדור שרדיוסו 3 בעזרת אינטגרל": the half circle y = √(r² − x²) rotated, from −r to r
  const sphere = /(?:כדור\s+ש?רדיוסו|sphere\s+(?:of|with)\s+radius)\s*(\d+(?:\.\d+)?)/i.exec(text);
  if (sphere?.[1] && /נפח|volume/i.test(text) && /אינטגרל|integra/i.test(text))
    return { f: `sqrt(${sphere[1]}^2-x^2)`, bounds: [`-${sphere[1]}`, sphere[1]] };
  if (!ABOUT_X_AXIS.test(text)) return null;
  const { rest, bounds } = extractBounds(text.replace(/\\le(?:q)?\b/g, '≤'));
  const functions = namedFunctions(rest).filter((body) => !/^[a-z]$/i.test(body) || body === 'x');
  const [f, g] = functions;
  if (!f || functions.length > 2) return null;
  const lines = bounds ? [...bounds] : verticalLines(rest);
  if (Y_AXIS.test(rest) && !lines.includes('0')) lines.push('0');
  // "והישרים x=1 ו-x=4": two lines named, two lines read, or the region is not the one asked about
  if (/הישרים|\blines\b/i.test(rest) && lines.length < 2) return null;
  const letter = lines.find((line) => /^[a-z]$/i.test(line));
  const given = /(?:הנפח|volume)[^.?]*?(?:הוא|is|=|שווה)\s*(\d+(?:\.\d+)?\s*(?:\\pi|π|pi)?)/i.exec(rest)?.[1];
  if (letter && !given) return null;
  return {
    f,
    ...(g ? { g } : {}),
    bounds: lines.filter((line) => line !== letter),
    ...(letter && given ? { parameter: { name: letter, volume: given.replace(/\s+/g, '') } } : {}),
  };
}

const pow2 = (a: Expr): Expr => ({ t: 'pow', a, b: { t: 'num', v: 2 } });

/** Simpson's rule with many steps; NaN when f is undefined on the way. */
export function simpson(f: (x: number) => number, from: number, to: number, steps = 4000): number {
  const h = (to - from) / steps;
  let sum = f(from) + f(to);
  for (let i = 1; i < steps; i += 1) sum += (i % 2 === 0 ? 2 : 4) * f(from + i * h);
  return (sum * h) / 3;
}

/** A bound as the CAS gave it or as written: its value, its LaTeX and its tree. */
type Bound = { value: number; tex: string; expr: Expr };

function written(text: string): Bound {
  const expr = readExpr(text);
  const value = compiled(fromExpr(expr))();
  if (!Number.isFinite(value)) throw new SolverStop('unreadable', text);
  return { value, tex: tex(fromExpr(expr)), expr };
}

function fromCas(point: CasNumber, input: string): Bound {
  if (point.imag !== 0) throw new SolverStop('unverified', input);
  let expr: Expr;
  try {
    expr = readExpr(point.plain.replace(/\blog\(/g, 'ln('));
  } catch {
    expr = { t: 'num', v: point.value };
  }
  return { value: point.value, tex: point.tex, expr };
}

/** The real zeros of d the CAS finds, each checked as a root, none missed by a scan of [−60, 60]. */
async function zerosOf(d: Expr, variable: string, input: string): Promise<Bound[]> {
  const answer = casValue(await cas.solve(d, variable), input);
  if (answer.status !== 'finite') throw new SolverStop('unsupported', input);
  const node = fromExpr(d);
  const f = compiled(node);
  const zeros = answer.solutions.map((point) => fromCas(point, input));
  if (!zeros.every((zero) => isRoot(f, variable, zero.value))) throw new SolverStop('unverified', input);
  if (
    !noMissedRoots(
      scanRoots(node, variable, -60, 60),
      zeros.map((zero) => zero.value),
    )
  )
    throw new SolverStop('unverified', input);
  return zeros.sort((a, b) => a.value - b.value);
}

/** The region's two ends: the lines written, completed by the nearest zero (or crossing) when one is missing. */
async function regionEnds(
  written_: readonly string[],
  d: Expr,
  variable: string,
  input: string,
): Promise<[Bound, Bound]> {
  const lines = written_.map(written).sort((a, b) => a.value - b.value);
  if (lines.length > 2) throw new SolverStop('unsupported', input);
  const [first, second] = lines;
  if (first && second) return [first, second];
  const zeros = await zerosOf(d, variable, input);
  if (first) {
    const below = zeros.filter((zero) => zero.value < first.value - 1e-9);
    const above = zeros.filter((zero) => zero.value > first.value + 1e-9);
    const nearest = below[below.length - 1] ?? above[0];
    if (!nearest) throw new SolverStop('unsupported', input);
    return nearest.value < first.value ? [nearest, first] : [first, nearest];
  }
  const [a, b] = zeros;
  if (!a || !b || zeros.length !== 2) throw new SolverStop('unsupported', input);
  return [a, b];
}

/** V = π∫(f² − g²) over [a, b], by the CAS, checked by Simpson's rule; the region checked on a grid. */
async function volumeBetween(
  f: Expr,
  g: Expr | undefined,
  variable: string,
  [a, b]: [Bound, Bound],
  input: string,
): Promise<{ value: number; tex: string; integrand: Expr }> {
  if (!(b.value > a.value)) throw new SolverStop('unverified', input);
  const fv = compiled(fromExpr(f));
  const gv = g ? compiled(fromExpr(g)) : () => 0;
  // Inside the region: f and g on one side of the axis, and the curves not crossing.
  const signs = new Set<number>();
  const order = new Set<number>();
  for (let i = 1; i < 400; i += 1) {
    const x = a.value + ((b.value - a.value) * i) / 400;
    const [p, q] = [fv({ [variable]: x }), gv({ [variable]: x })];
    if (!Number.isFinite(p) || !Number.isFinite(q)) throw new SolverStop('unverified', input);
    for (const value of [p, q]) if (Math.abs(value) > 1e-12) signs.add(Math.sign(value));
    if (Math.abs(p * p - q * q) > 1e-12) order.add(Math.sign(p * p - q * q));
  }
  if (signs.size > 1 || order.size > 1) throw new SolverStop('unsupported', input);
  const outerFirst = !order.has(-1);
  const integrand: Expr = g
    ? outerFirst
      ? { t: 'sub', a: pow2(f), b: pow2(g) }
      : { t: 'sub', a: pow2(g), b: pow2(f) }
    : pow2(f);
  const answer = casValue(await cas.integrate(integrand, variable, [a.expr, b.expr]), input);
  if (answer.status !== 'done' || !answer.value) throw new SolverStop('unsupported', input);
  const h = compiled(fromExpr(integrand));
  const numeric = simpson((x) => h({ [variable]: x }), a.value, b.value);
  if (!agree(answer.value.value, numeric, 1e-6)) throw new SolverStop('unverified', input);
  return { value: answer.value.value, tex: answer.value.tex, integrand };
}

/** k·π in LaTeX: "18\pi", "\frac{64}{15}\pi", "\pi\left(…\right)". */
export function timesPi(texts: string, value: number): string {
  if (agree(value, 1, 1e-12)) return '\\pi';
  return /^-?[\d.]+$|^\\frac\{\d+\}\{\d+\}$/.test(texts) ? `${texts}\\pi` : `\\pi\\left(${texts}\\right)`;
}

export async function solveVolume(request: VolumeRequest, w: Writer): Promise<Solution> {
  const input = request.f;
  const f = readExpr(request.f);
  const g = request.g === undefined ? undefined : readExpr(request.g);
  const names = new Set([...variablesOf(fromExpr(f)), ...(g ? variablesOf(fromExpr(g)) : [])]);
  if (names.size > 1) throw new SolverStop('unreadable', input);
  const variable = [...names][0] ?? 'x';
  if (request.parameter) return solveVolumeParameter(request, f, variable, w);
  const difference: Expr = g ? { t: 'sub', a: f, b: g } : f;
  const ends = await regionEnds(request.bounds, difference, variable, input);
  const { value, tex: integralTex, integrand } = await volumeBetween(f, g, variable, ends, input);
  const volume = Math.PI * value;
  const [a, b] = ends;
  const fTex = tex(fromExpr(f));
  w.step(g ? 'volume_between' : 'volume_start', {}, `y=${fTex}${g ? `,\\quad y=${tex(fromExpr(g))}` : ''}`);
  w.step('volume_bounds', {}, `${variable}=${a.tex},\\quad ${variable}=${b.tex}`);
  const shown = `V=${timesPi(integralTex, value)}`;
  w.step(
    'volume_integral',
    {},
    `V=\\pi\\int_{${a.tex}}^{${b.tex}}\\left(${tex(fromExpr(integrand))}\\right)d${variable}=${shown.slice(2)}\\approx ${formatNumber(volume, 4)}`,
  );
  w.step('check_numeric_volume', {});
  return {
    kind: 'volume-of-revolution',
    reply: w.walkthrough(w.say('problem_volume', { f: `$y=${fTex}$` }), `$${shown}$`),
    values: { volume, k: value },
  };
}

/** "y=√x, the x-axis and x=a … the volume is 8π; find a": π∫ from the other end to a, solved for a > it. */
async function solveVolumeParameter(
  request: VolumeRequest,
  f: Expr,
  variable: string,
  w: Writer,
): Promise<Solution> {
  const input = request.f;
  const parameter = request.parameter;
  if (!parameter) throw new SolverStop('unreadable', input);
  const target = compiled(fromExpr(readExpr(parameter.volume)))();
  const start =
    request.bounds[0] !== undefined ? written(request.bounds[0]) : (await zerosOf(f, variable, input))[0];
  if (!start || !Number.isFinite(target) || request.bounds.length > 1)
    throw new SolverStop('unsupported', input);
  const square = compiled(fromExpr(pow2(f)));
  const volumeTo = (end: number) =>
    Math.PI * simpson((x) => square({ [variable]: x }), start.value, end, 2000);
  // V(a) grows with a while f² > 0: bracket the target, then bisect.
  let high = start.value + 1;
  while (volumeTo(high) < target && high < start.value + 1e6) high = start.value + 2 * (high - start.value);
  let low = start.value;
  if (!(volumeTo(high) >= target)) throw new SolverStop('unsupported', input);
  for (let i = 0; i < 60; i += 1) {
    const middle = (low + high) / 2;
    if (volumeTo(middle) < target) low = middle;
    else high = middle;
  }
  const a = Math.abs(high - Math.round(high)) < 1e-6 ? Math.round(high) : Number(high.toPrecision(8));
  // The CAS's exact integral up to the found bound gives the volume back.
  const check = await volumeBetween(f, undefined, variable, [start, written(String(a))], input);
  if (!agree(Math.PI * check.value, target, 1e-6)) throw new SolverStop('unverified', input);
  const fTex = tex(fromExpr(f));
  w.step('volume_start', {}, `y=${fTex}`);
  w.step(
    'volume_parameter',
    { name: parameter.name },
    `\\pi\\int_{${start.tex}}^{${parameter.name}}\\left(${tex(fromExpr(pow2(f)))}\\right)d${variable}=${tex(fromExpr(readExpr(parameter.volume)))}`,
  );
  w.step('volume_parameter_result', {}, `${parameter.name}=${formatNumber(a)}`);
  w.step('check_numeric_volume', {});
  return {
    kind: 'integral-parameter',
    reply: w.walkthrough(
      w.say('problem_volume', { f: `$y=${fTex}$` }),
      `$${parameter.name}=${formatNumber(a)}$`,
    ),
    values: { [parameter.name]: a },
  };
}
