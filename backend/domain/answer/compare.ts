/**
 * Comparing values and expressions: numbers within a tolerance, expressions by evaluation at
 * pseudo-random points (WeBWorK's method) with the canonical spelling as the symbolic fallback.
 */
import { canonical, evaluate, variables, type Budget, type Expr } from './expr';
import { agree, divide, evaluateWide, fitsDouble, hasValue, toNumber, type Wide } from './wide';

/** How close two numbers must be: `absolute` from the problem (stated rounding, `check.tolerance`), else relative. */
export type Tolerance = { absolute?: number; relative: number };

export const DEFAULT_RELATIVE_TOLERANCE = 1e-6;

export function closeEnough(actual: number, expected: number, tolerance: Tolerance): boolean {
  if (!Number.isFinite(actual) || !Number.isFinite(expected)) return false;
  const difference = Math.abs(actual - expected);
  if (tolerance.absolute !== undefined && difference <= tolerance.absolute * (1 + 1e-9) + 1e-12) return true;
  return difference <= tolerance.relative * Math.max(Math.abs(expected), Math.abs(actual), 1e-9);
}

/** Deterministic pseudo-random numbers (mulberry32), so a verdict never changes between runs. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Where the points fall: small values of both signs first, then wider ranges for narrow domains. */
const RANGES: ReadonlyArray<{ from: number; to: number; signed: boolean; count: number }> = [
  { from: 0.2, to: 3, signed: true, count: 12 },
  { from: 0.5, to: 10, signed: false, count: 8 },
  { from: -10, to: -0.5, signed: false, count: 6 },
  { from: 10, to: 100, signed: false, count: 6 },
];
const ENOUGH_POINTS = 8;
const FEWEST_POINTS = 3;

export type Agreement =
  | { result: 'equal'; method: 'evaluation' | 'identical' }
  | { result: 'different' }
  | { result: 'undecidable' };

export function* points(names: readonly string[]): Generator<Map<string, number>> {
  const next = random(0x5eed);
  for (const range of RANGES) {
    for (let i = 0; i < range.count; i += 1) {
      const point = new Map<string, number>();
      for (const name of names) {
        const magnitude = range.from + (range.to - range.from) * next();
        point.set(name, range.signed && next() < 0.5 ? -magnitude : magnitude);
      }
      yield point;
    }
  }
}

/** Near zero: a value this small counts as zero when it divides (the ratio of two equations' sides). */
function nearZero(value: Wide): boolean {
  return value.sign === 0 || (fitsDouble(value) && Math.abs(toNumber(value)) < 1e-12);
}

/**
 * Whether `student` equals `expected` as a function of its variables (mode `equal`), or is a non-zero
 * constant multiple of it (mode `proportional`, for equations written as `lhs − rhs`). Values are
 * compared in the wide range (wide.ts), so huge powers neither overflow nor underflow into agreement.
 */
export function compareExpressions(
  student: Expr,
  expected: Expr,
  budget: Budget,
  mode: 'equal' | 'proportional' = 'equal',
): Agreement {
  const names = [...variables(expected, variables(student))].sort();
  let agreeing = 0;
  let ratio: Wide | null = null;
  for (const point of points(names)) {
    const s = evaluateWide(student, point, budget);
    const e = evaluateWide(expected, point, budget);
    if (budget.left < 0) return { result: 'undecidable' };
    if (!hasValue(s) || !hasValue(e)) continue;
    if (mode === 'equal') {
      if (!agree(s, e)) return { result: 'different' };
    } else if (nearZero(e)) {
      if (!fitsDouble(s) || Math.abs(toNumber(s)) > 1e-9) return { result: 'different' };
    } else {
      const here = divide(s, e);
      if (ratio === null) {
        if (nearZero(here)) return { result: 'different' };
        ratio = here;
      }
      if (!agree(here, ratio)) return { result: 'different' };
    }
    agreeing += 1;
    if (names.length === 0 || agreeing >= ENOUGH_POINTS) break;
  }
  if (agreeing >= FEWEST_POINTS || (names.length === 0 && agreeing === 1)) {
    if (mode === 'proportional' && ratio === null) return { result: 'undecidable' };
    return { result: 'equal', method: 'evaluation' };
  }
  if (canonical(student) === canonical(expected)) return { result: 'equal', method: 'identical' };
  return { result: 'undecidable' };
}

/**
 * The value of an expression without variables, or NaN. When plain doubles overflow on the way to a
 * value that fits (`175!·56!/(55!·176!)`), the wide range gives it.
 */
export function valueOf(expr: Expr, budget: Budget): number {
  if (variables(expr).size > 0) return Number.NaN;
  const plain = evaluate(expr, new Map(), budget);
  return Number.isFinite(plain) ? plain : toNumber(evaluateWide(expr, new Map(), budget));
}
