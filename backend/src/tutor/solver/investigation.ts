/**
 * A function investigation: domain, derivative, extrema, where the function increases and decreases,
 * and its asymptotes. The CAS finds the points; everything shown is checked here: the derivative
 * against numeric slopes, each critical point's slope is zero, the derivative keeps one sign between
 * consecutive points (so no extremum was missed, and the kind of each follows from the signs), and
 * each asymptote against values of the function near the point or far away; the intersections with the
 * axes are roots of f (and a scan finds no other) and f(0).
 */
import { cas } from '../cas';
import {
  agree,
  compiled,
  formatNumber,
  fromExpr,
  numericDerivative,
  readExpr,
  SolverStop,
  tex,
  variablesOf,
} from './math';
import type { Solution, Writer } from './types';
import { casTree, casValue, checkerSyntax, isRoot, noMissedRoots, scanRoots } from './verify';

const FAR = 1e6;

/**
 * `ask`: where f increases or decreases was the question: those intervals are the result too, in the
 * checker's syntax, their ends as the CAS wrote them.
 */
export async function solveInvestigation(
  text: string,
  w: Writer,
  ask?: 'increasing' | 'decreasing',
): Promise<Solution> {
  const expr = readExpr(text);
  const node = fromExpr(expr);
  const names = variablesOf(node);
  if (names.length > 1) throw new SolverStop('unreadable', text);
  const variable = names[0] ?? 'x';
  const answer = casValue(await cas.investigate(expr, variable), text);
  if (answer.status !== 'done') throw new SolverStop('unsupported', text);
  const f = compiled(node);
  const at = (x: number) => f({ [variable]: x });
  const slope = (x: number) => numericDerivative(node, variable, x);
  const derivative = casTree(answer.derivative.plain, text);
  const fPrime = compiled(derivative);

  // The derivative agrees with numeric slopes.
  let checked = 0;
  for (const x of [0.37, 1.21, 2.03, -0.83, 2.9, -2.4, 5.5]) {
    const symbolic = fPrime({ [variable]: x });
    const numeric = slope(x);
    if (!Number.isFinite(symbolic) || !Number.isFinite(numeric) || !Number.isFinite(at(x))) continue;
    if (!agree(symbolic, numeric, 1e-4)) throw new SolverStop('unverified', text);
    checked += 1;
  }
  if (checked < 2) throw new SolverStop('unverified', text);

  const critical = answer.critical.map((point) => point.x.value);
  for (const point of answer.critical) {
    if (!agree(at(point.x.value), point.y.value, 1e-7)) throw new SolverStop('unverified', text);
    if (Math.abs(fPrime({ [variable]: point.x.value })) > 1e-7 * Math.max(1, Math.abs(point.y.value)))
      throw new SolverStop('unverified', text);
  }
  const excluded = answer.excluded.map((point) => point.value);
  const breaks = [...new Set([...critical, ...excluded])].sort((a, b) => a - b);
  const edges = [-Infinity, ...breaks, Infinity];
  type Piece = { from: number; to: number; sign: 1 | -1 | 0 };
  const pieces: Piece[] = [];
  for (let i = 0; i + 1 < edges.length; i += 1) {
    const from = edges[i] ?? -Infinity;
    const to = edges[i + 1] ?? Infinity;
    const low = Number.isFinite(from) ? from : (Number.isFinite(to) ? to : 0) - 50;
    const high = Number.isFinite(to) ? to : (Number.isFinite(from) ? from : 0) + 50;
    const signs = new Set<number>();
    let defined = 0;
    for (let k = 1; k < 60; k += 1) {
      const x = low + ((high - low) * k) / 60;
      const value = fPrime({ [variable]: x });
      if (!Number.isFinite(value) || !Number.isFinite(at(x))) continue;
      defined += 1;
      if (Math.abs(value) > 1e-9) signs.add(Math.sign(value));
    }
    if (defined === 0) continue;
    // Two signs between consecutive points: the CAS missed an extremum.
    if (signs.size > 1) throw new SolverStop('unverified', text);
    pieces.push({ from, to, sign: signs.has(1) ? 1 : signs.has(-1) ? -1 : 0 });
  }
  const kinds = answer.critical.map((point) => {
    const before = pieces.find((piece) => piece.to === point.x.value)?.sign ?? 0;
    const after = pieces.find((piece) => piece.from === point.x.value)?.sign ?? 0;
    return before > 0 && after < 0 ? 'max' : before < 0 && after > 0 ? 'min' : 'none';
  });

  for (const hole of answer.vertical) {
    // Beside the asymptote, on the side(s) where f is defined, |f| is huge (a pole), or grows without a bound
    // as slowly as a logarithm (x−ln x at 0).
    const near = [at(hole.value + 1e-7), at(hole.value - 1e-7)].filter(Number.isFinite).map(Math.abs);
    if (!(near.length > 0 && Math.max(...near) > 1e5) && !growsWithoutBound(at, hole.value))
      throw new SolverStop('unverified', text);
  }
  for (const line of answer.horizontal) {
    const far = at(line.side === '+' ? FAR : -FAR);
    if (!(Math.abs(far - line.value) < 1e-3 * Math.max(1, Math.abs(line.value))))
      throw new SolverStop('unverified', text);
  }
  for (const line of answer.slant) {
    const x = line.side === '+' ? FAR : -FAR;
    const value = compiled(casTree(line.line.plain, text))({ [variable]: x });
    if (!(Math.abs(at(x) - value) < 1e-3 * Math.max(1, Math.abs(value) * 1e-6)))
      throw new SolverStop('unverified', text);
  }

  // The intersections with the axes: each zero is a root, a scan finds no other; f(0) recomputed.
  const zeros = answer.zeros ?? null;
  if (zeros) {
    if (!zeros.every((zero) => zero.imag === 0 && isRoot(f, variable, zero.value)))
      throw new SolverStop('unverified', text);
    const inView = scanRoots(node, variable, -60, 60);
    if (
      !noMissedRoots(
        inView,
        zeros.map((zero) => zero.value),
      )
    )
      throw new SolverStop('unverified', text);
  }
  const yIntercept = answer.yIntercept ?? null;
  if (yIntercept && !agree(at(0), yIntercept.value, 1e-7)) throw new SolverStop('unverified', text);

  const fTex = tex(node);
  w.step('investigate_start', {}, `f(${variable})=${fTex}`);
  w.step('investigate_domain', {}, `D=${answer.domain.replace(/\\mathbb\{R\}/, '\\mathbb{R}')}`);
  w.step('derivative_result', {}, `f'(${variable})=${answer.derivative.tex}`);
  const points = answer.critical.map((point, i) =>
    w.say(kinds[i] === 'max' ? 'extremum_max' : kinds[i] === 'min' ? 'extremum_min' : 'extremum_none', {
      point: `$(${point.x.tex},\\ ${point.y.tex})$`,
    }),
  );
  if (points.length === 0) w.step('investigate_no_critical', {});
  else {
    w.step('investigate_critical', {}, `f'(${variable})=0`);
    for (const point of points) w.steps.push({ description: point });
  }
  const range = (piece: Piece) =>
    `(${Number.isFinite(piece.from) ? formatNumber(piece.from, 4) : '-\\infty'},\\ ${Number.isFinite(piece.to) ? formatNumber(piece.to, 4) : '\\infty'})`;
  const rising = pieces.filter((piece) => piece.sign > 0).map(range);
  const falling = pieces.filter((piece) => piece.sign < 0).map(range);
  if (rising.length > 0) w.step('investigate_increasing', {}, rising.join('\\cup '));
  if (falling.length > 0) w.step('investigate_decreasing', {}, falling.join('\\cup '));
  if (zeros === null) w.step('investigate_zeros_unknown', {});
  else if (zeros.length === 0) w.step('investigate_no_zeros', {});
  else w.step('investigate_zeros', {}, zeros.map((zero) => `(${zero.tex},\\ 0)`).join(',\\quad '));
  if (yIntercept) w.step('investigate_y_intercept', {}, `(0,\\ ${yIntercept.tex})`);
  else w.step('investigate_no_y_intercept', {});
  const asymptotes = [
    ...answer.vertical.map((hole) => `${variable}=${hole.tex}`),
    ...answer.horizontal.map((line) => `y=${line.tex}`),
    ...answer.slant.map((line) => `y=${line.line.tex}`),
  ];
  const unique = [...new Set(asymptotes)];
  if (unique.length === 0) w.step('investigate_no_asymptotes', {});
  else w.step('investigate_asymptotes', {}, unique.join(',\\quad '));
  w.step('check_investigation', {});
  // Only what was checked: no scan when the CAS gave no zeros, no f(0) off the domain.
  const axesCheck =
    zeros === null
      ? yIntercept && 'check_axes_y_only'
      : zeros.length > 0
        ? yIntercept
          ? 'check_axes'
          : 'check_axes_zeros_only'
        : yIntercept
          ? 'check_axes_no_zeros'
          : 'check_axes_no_zeros_only';
  if (axesCheck) w.step(axesCheck, {});
  const values: Record<string, number> = {};
  answer.critical.forEach((point, i) => {
    values[`x${i + 1}`] = point.x.value;
    values[`y${i + 1}`] = point.y.value;
  });
  zeros?.forEach((zero, i) => {
    values[`zero${i + 1}`] = zero.value;
  });
  if (yIntercept) values.yIntercept = yIntercept.value;
  const exact = (x: number) =>
    [...answer.critical.map((point) => point.x), ...answer.excluded].find((point) => point.value === x)
      ?.plain ?? String(x);
  const asked = pieces.filter((piece) => (ask === 'increasing' ? piece.sign > 0 : piece.sign < 0));
  const result =
    ask && asked.length > 0
      ? asked
          .map(
            (piece) =>
              `(${Number.isFinite(piece.from) ? checkerSyntax(exact(piece.from)) : '-∞'},${Number.isFinite(piece.to) ? checkerSyntax(exact(piece.to)) : '∞'})`,
          )
          .join(' U ')
      : undefined;
  return {
    kind: 'function-investigation',
    reply: w.walkthrough(
      w.say('problem_investigation', { expression: `$f(${variable})=${fTex}$` }),
      ask && asked.length > 0
        ? `$${asked.map(range).join('\\cup ')}$`
        : points.length > 0
          ? points.join(w.say('and_text'))
          : w.say('investigate_no_critical'),
    ),
    values,
    ...(result !== undefined ? { result } : {}),
  };
}

/**
 * |f| grows without a bound toward `hole` from a side where f is defined: going 100 times closer each step
 * (to 10⁻¹² of the scale), |f| rises every step by at least half the previous rise — a logarithm's steady
 * rise or a pole's faster one, never the shrinking rises of a finite limit.
 */
export function growsWithoutBound(at: (x: number) => number, hole: number): boolean {
  const scale = Math.max(1, Math.abs(hole));
  return [1, -1].some((side) => {
    const values = [1, 2, 3, 4, 5, 6].map((k) => Math.abs(at(hole + side * scale * 10 ** (-2 * k))));
    if (!values.every(Number.isFinite)) return false;
    const rises = values.slice(1).map((value, i) => value - (values[i] ?? value));
    return rises.every((rise, i) => rise > 0 && (i === 0 || rise >= 0.5 * (rises[i - 1] ?? rise)));
  });
}
