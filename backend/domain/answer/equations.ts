/**
 * Equations compared as equations: `x=1` and `1=x`, `2x+2y=1` and `y=0.5-x` (one side minus the other is
 * a constant multiple of the other's), and, when they are not, by their real solution sets: along lines
 * where every variable but one is fixed, the roots in the free variable must be the same, with the same
 * multiplicity (as Moodle STACK's AlgEquiv: `(x-2)^2=0` is not `x=2`, `abs(x)=abs(y)` is
 * `(x-y)(x+y)=0`). Roots are found on a fixed grid by sign changes (bisection) and touching minima
 * (golden section), each confirmed by a small step either side (a pole is no root), inside their own
 * work budget (limits.ts). The same search solves an inequality in one variable into intervals.
 */
import { compareExpressions, points, type Agreement } from './compare';
import { variables, type Budget, type Expr } from './expr';
import { MAX_SOLVE_VARIABLES, MAX_SOLVE_WORK } from './limits';
import { add, evaluateWide, hasValue, negate, type Wide } from './wide';

export type Equation = { left: Expr; right: Expr };

/** The equation as one expression, `left − right`. */
export function difference(equation: Equation): Expr {
  return { t: 'sub', a: equation.left, b: equation.right };
}

/** The grid of one line: dense near 0, reaching ±66 (x = 60u³ + 6u, u in (−1, 1)). */
const GRID = Array.from({ length: 160 }, (_unused, index) => {
  const u = -1 + (2 * (index + 0.5)) / 160 + 0.00123;
  return 60 * u * u * u + 6 * u;
});
const BISECTIONS = 40;
const GOLDEN_STEPS = 50;
const LINES_PER_VARIABLE = 3;
/** How much smaller than a step (1e-5) away `left − right` must be at a root. */
const ROOT = Math.log(1e-3);
const TOUCH = Math.log(1e-9);

type Sample = { at: number; gap: Wide; scale: number };
type Line = { all: boolean; roots: number[] };

function sample(
  equation: Equation,
  name: string,
  at: number,
  fixed: Map<string, number>,
  budget: Budget,
): Sample {
  // The line's own map: the free variable moves, the others stay fixed.
  const point = fixed.set(name, at);
  const left = evaluateWide(equation.left, point, budget);
  const right = evaluateWide(equation.right, point, budget);
  if (!hasValue(left) || !hasValue(right))
    return { at, gap: { sign: Number.NaN, log: Number.NaN }, scale: 0 };
  // The size of the larger side: `left − right` is negligible only next to it (no absolute floor, so
  // x^5999·(1−x+x³) at x = 0.9, e^−632, is not taken for zero).
  const scale = Math.max(left.log, right.log);
  return { at, gap: add(left, negate(right)), scale };
}

/** Whether `left − right` is zero next to the size of the sides (an identity's rounding). */
function negligible(value: Sample): boolean {
  return hasValue(value.gap) && (value.gap.sign === 0 || value.gap.log - value.scale <= TOUCH);
}

/**
 * Whether `value` (found by bisection or a minimum) is a root: exactly zero, or far smaller than at a
 * small step either side. A pole or a jump, where a sign also changes, is not.
 */
function confirmed(
  equation: Equation,
  name: string,
  fixed: Map<string, number>,
  value: Sample,
  threshold: number,
  budget: Budget,
): boolean {
  if (!hasValue(value.gap)) return false;
  if (value.gap.sign === 0) return true;
  const step = 1e-5 * Math.max(1, Math.abs(value.at));
  const around = [value.at - step, value.at + step].map((at) => sample(equation, name, at, fixed, budget));
  const nearest = Math.min(...around.map(size));
  return Number.isFinite(nearest) && size(value) - nearest <= threshold;
}

/** How far from zero, comparable between points (−∞ at a root). */
function size(value: Sample): number {
  if (!hasValue(value.gap)) return Number.POSITIVE_INFINITY;
  return value.gap.sign === 0 ? Number.NEGATIVE_INFINITY : value.gap.log;
}

function bisect(
  equation: Equation,
  name: string,
  fixed: Map<string, number>,
  low: Sample,
  high: Sample,
  budget: Budget,
): Sample {
  let a = low;
  let b = high;
  for (let step = 0; step < BISECTIONS; step += 1) {
    const middle = sample(equation, name, (a.at + b.at) / 2, fixed, budget);
    if (!hasValue(middle.gap) || middle.gap.sign === 0) return middle;
    if (middle.gap.sign === a.gap.sign) a = middle;
    else b = middle;
  }
  return size(a) < size(b) ? a : b;
}

function touch(
  equation: Equation,
  name: string,
  fixed: Map<string, number>,
  from: number,
  to: number,
  budget: Budget,
): Sample {
  const ratio = (Math.sqrt(5) - 1) / 2;
  let a = from;
  let b = to;
  let c = sample(equation, name, b - ratio * (b - a), fixed, budget);
  let d = sample(equation, name, a + ratio * (b - a), fixed, budget);
  for (let step = 0; step < GOLDEN_STEPS; step += 1) {
    if (size(c) < size(d)) {
      b = d.at;
      d = c;
      c = sample(equation, name, b - ratio * (b - a), fixed, budget);
    } else {
      a = c.at;
      c = d;
      d = sample(equation, name, a + ratio * (b - a), fixed, budget);
    }
  }
  return size(c) < size(d) ? c : d;
}

/** The roots of an equation in `name` on the grid, the other variables fixed. */
function lineRoots(equation: Equation, name: string, fixed: Map<string, number>, budget: Budget): Line {
  const samples = GRID.map((at) => sample(equation, name, at, fixed, budget));
  const valued = samples.filter((value) => hasValue(value.gap));
  if (valued.length >= 10 && valued.every(negligible)) return { all: true, roots: [] };
  const roots: number[] = [];
  for (let index = 0; index < samples.length; index += 1) {
    const here = samples[index];
    const before = samples[index - 1];
    const after = samples[index + 1];
    if (!here || !hasValue(here.gap)) continue;
    if (here.gap.sign === 0) {
      roots.push(here.at);
      continue;
    }
    if (
      after &&
      hasValue(after.gap) &&
      after.gap.sign !== 0 &&
      after.gap.sign !== here.gap.sign &&
      after.gap.sign !== 0
    ) {
      const root = bisect(equation, name, fixed, here, after, budget);
      if (confirmed(equation, name, fixed, root, ROOT, budget)) roots.push(root.at);
    } else if (
      before &&
      after &&
      hasValue(before.gap) &&
      hasValue(after.gap) &&
      before.gap.sign === here.gap.sign &&
      after.gap.sign === here.gap.sign &&
      size(here) < size(before) &&
      size(here) <= size(after)
    ) {
      const root = touch(equation, name, fixed, before.at, after.at, budget);
      if (confirmed(equation, name, fixed, root, ROOT, budget)) roots.push(root.at);
    }
  }
  return { all: false, roots };
}

function sameRoot(a: number, b: number): boolean {
  return Math.abs(a - b) <= 1e-5 * Math.max(1, Math.abs(a), Math.abs(b));
}

/** Whether two root lists hold the same values (the same root found twice counts once). */
function sameRoots(a: readonly number[], b: readonly number[]): boolean {
  return (
    a.every((root) => b.some((other) => sameRoot(root, other))) &&
    b.every((root) => a.some((other) => sameRoot(root, other)))
  );
}

/** Whether both sides vanish at `root` to the same order: their ratio tends to a finite, non-zero limit. */
function sameMultiplicity(
  student: Equation,
  expected: Equation,
  name: string,
  fixed: Map<string, number>,
  root: number,
  budget: Budget,
): boolean {
  const step = 1e-3 * Math.max(1, Math.abs(root));
  for (const direction of [1, -1]) {
    const logs = [step, step / 10].map((offset) => {
      const s = sample(student, name, root + direction * offset, fixed, budget);
      const e = sample(expected, name, root + direction * offset, fixed, budget);
      return hasValue(s.gap) && hasValue(e.gap) && s.gap.sign !== 0 && e.gap.sign !== 0
        ? s.gap.log - e.gap.log
        : Number.NaN;
    });
    const [near, nearer] = logs;
    if (near === undefined || nearer === undefined || Number.isNaN(near) || Number.isNaN(nearer)) continue;
    return Math.abs(near - nearer) <= Math.log(3);
  }
  return true;
}

/** Compares two equations by their solution sets; null when the lines show no root to compare. */
function compareSolutionSets(student: Equation, expected: Equation, budget: Budget): Agreement | null {
  const names = [...variables(difference(expected), variables(difference(student)))].sort();
  let evidence = false;
  for (const name of names.slice(0, MAX_SOLVE_VARIABLES)) {
    const others = names.filter((other) => other !== name);
    let line = 0;
    for (const fixed of points(others)) {
      if (line >= LINES_PER_VARIABLE) break;
      line += 1;
      const s = lineRoots(student, name, fixed, budget);
      const e = lineRoots(expected, name, fixed, budget);
      if (budget.left < 0) return { result: 'undecidable' };
      if (s.all !== e.all || !sameRoots(s.roots, e.roots)) return { result: 'different' };
      if (s.all || s.roots.length > 0) evidence = true;
      for (const root of e.roots)
        if (!sameMultiplicity(student, expected, name, fixed, root, budget)) return { result: 'different' };
      if (names.length === 1) break;
    }
  }
  return evidence ? { result: 'equal', method: 'evaluation' } : null;
}

/** Constant equations (`2=3`, `x-x=0`): both true everywhere, both never true, or different. */
function constantTruth(equation: Equation, budget: Budget): boolean | null {
  const values = lineRoots(equation, '', new Map(), budget);
  if (values.all) return true;
  const at = sample(equation, '', 0, new Map(), budget);
  return hasValue(at.gap) ? false : null;
}

/** Whether two equations are equivalent: proportional sides first, then the same solution sets. */
export function compareEquations(student: Equation, expected: Equation, budget: Budget): Agreement {
  const proportional = compareExpressions(difference(student), difference(expected), budget, 'proportional');
  if (proportional.result === 'equal') return proportional;
  const solving: Budget = { left: MAX_SOLVE_WORK };
  const names = variables(difference(expected), variables(difference(student)));
  if (names.size === 0) {
    const s = constantTruth(student, solving);
    const e = constantTruth(expected, solving);
    if (s === null || e === null) return { result: 'undecidable' };
    return s === e ? { result: 'equal', method: 'evaluation' } : { result: 'different' };
  }
  return compareSolutionSets(student, expected, solving) ?? proportional;
}

/**
 * The real solutions of an equation in one variable, for comparing it with a list of values: the roots
 * on the grid and every candidate that satisfies it. `all` when it holds everywhere; null when it has
 * more than one variable or the budget runs out.
 */
/** Whether a given value solves the equation: zero there, a sign change across it, or a touching minimum. */
function isRootAt(equation: Equation, name: string, at: number, budget: Budget): boolean {
  const step = 1e-6 * Math.max(1, Math.abs(at));
  const here = sample(equation, name, at, new Map(), budget);
  const below = sample(equation, name, at - step, new Map(), budget);
  const above = sample(equation, name, at + step, new Map(), budget);
  if (!hasValue(here.gap)) return false;
  if (here.gap.sign === 0) return true;
  if (hasValue(below.gap) && hasValue(above.gap) && below.gap.sign * above.gap.sign < 0) return true;
  return confirmed(equation, name, new Map(), here, ROOT, budget);
}

export function solveFor(
  equation: Equation,
  candidates: readonly number[],
): { name: string | null; all: boolean; values: number[] } | null {
  const names = [...variables(difference(equation))];
  if (names.length > 1) return null;
  const name = names[0] ?? '';
  const budget: Budget = { left: MAX_SOLVE_WORK };
  const line = lineRoots(equation, name, new Map(), budget);
  const values = [...line.roots];
  for (const candidate of candidates) {
    if (isRootAt(equation, name, candidate, budget) && !values.some((value) => sameRoot(value, candidate))) {
      values.push(candidate);
    }
  }
  if (budget.left < 0) return null;
  return { name: names[0] ?? null, all: line.all, values };
}

export type Relation = '<' | '<=' | '>' | '>=';

/** A break found by bisection, moved onto a nearby round value (0, 1, 2.5) so a pole or an edge at it is exact. */
function snap(value: number): number {
  const round = Math.round(value * 1e6) / 1e6;
  return Math.abs(value - round) <= 1e-9 * Math.max(1, Math.abs(value)) ? round : value;
}
/** A piece of an inequality's solution set: bounds (±∞ allowed) and whether each is included. */
export type Piece = { low: number; lowClosed: boolean; high: number; highClosed: boolean };

function holds(value: Sample, relation: Relation): boolean {
  if (!hasValue(value.gap)) return false;
  if (value.gap.sign === 0) return relation === '<=' || relation === '>=';
  return relation.startsWith('<') ? value.gap.sign < 0 : value.gap.sign > 0;
}

/** Where a sample turns from defined to undefined (or back) between two grid points: bisection on definedness. */
function domainEdge(equation: Equation, name: string, a: Sample, b: Sample, budget: Budget): number {
  let defined = hasValue(a.gap) ? a.at : b.at;
  let undefinedAt = hasValue(a.gap) ? b.at : a.at;
  for (let step = 0; step < BISECTIONS; step += 1) {
    const middle = (defined + undefinedAt) / 2;
    if (hasValue(sample(equation, name, middle, new Map(), budget).gap)) defined = middle;
    else undefinedAt = middle;
  }
  return defined;
}

/**
 * The real solution set of `left REL right` in one variable (`x^2>4`, `2<2x`, `|x|<3`), as pieces
 * between its roots, poles and domain edges on the grid; null with more than one variable or when the
 * budget runs out.
 */
export function solveInequality(
  equation: Equation,
  relation: Relation,
  budget: Budget = { left: MAX_SOLVE_WORK },
): Piece[] | null {
  const names = [...variables(difference(equation))];
  if (names.length > 1) return null;
  const name = names[0] ?? '';
  const fixed = new Map<string, number>();
  const samples = GRID.map((at) => sample(equation, name, at, fixed, budget));
  const roots = lineRoots(equation, name, fixed, budget).roots;
  const breaks = [...roots];
  for (let index = 0; index + 1 < samples.length; index += 1) {
    const here = samples[index];
    const after = samples[index + 1];
    if (!here || !after) continue;
    if (hasValue(here.gap) !== hasValue(after.gap))
      breaks.push(domainEdge(equation, name, here, after, budget));
    else if (hasValue(here.gap) && here.gap.sign * after.gap.sign < 0)
      breaks.push(bisect(equation, name, fixed, here, after, budget).at);
  }
  const points = [...new Set(breaks.map(snap))].sort((a, b) => a - b);
  const distinctPoints = points.filter(
    (point, index) => index === 0 || !sameRoot(point, points[index - 1] ?? Number.NaN),
  );
  // A root is in the set for ≤ and ≥; a pole or a domain edge is in it when the relation holds there.
  const includes = (point: number): boolean =>
    roots.some((root) => sameRoot(snap(root), point))
      ? relation === '<=' || relation === '>='
      : holds(sample(equation, name, point, fixed, budget), relation);
  const pieces: Piece[] = [];
  const edges = [Number.NEGATIVE_INFINITY, ...distinctPoints, Number.POSITIVE_INFINITY];
  for (let index = 0; index + 1 < edges.length; index += 1) {
    const low = edges[index] ?? Number.NEGATIVE_INFINITY;
    const high = edges[index + 1] ?? Number.POSITIVE_INFINITY;
    // Outer probes off whole numbers: x^x has values at negative whole x only.
    const probe = Number.isFinite(low)
      ? Number.isFinite(high)
        ? (low + high) / 2
        : low + 1.3719 + Math.abs(low)
      : Number.isFinite(high)
        ? high - 1.3719 - Math.abs(high)
        : 0.5371;
    if (!holds(sample(equation, name, probe, fixed, budget), relation)) continue;
    pieces.push({
      low,
      lowClosed: Number.isFinite(low) && includes(low),
      high,
      highClosed: Number.isFinite(high) && includes(high),
    });
  }
  // A root where the relation holds only at the point itself: x^2 <= 0 is {0}.
  for (const point of distinctPoints) {
    const inside = pieces.some((piece) => piece.low <= point && point <= piece.high);
    if (!inside && includes(point))
      pieces.push({ low: point, lowClosed: true, high: point, highClosed: true });
  }
  return budget.left < 0 ? null : pieces;
}
