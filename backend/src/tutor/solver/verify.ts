/**
 * The checks a CAS answer must pass before a student sees it (docs/tutor.md, "The math solver and the
 * CAS"): recomputed here in floating point, independently of the CAS. Each returns false rather than
 * throwing; the caller turns false into `unverified`.
 */
import type { MathNode } from 'mathjs';
import type { CasResult } from '../cas';
import { compiled, math, SolverStop } from './math';

/** A CAS answer, or the SolverStop that tells the student why there is none. */
export function casValue<T>(result: CasResult<T>, input: string): T {
  if (result.ok) return result.value;
  if (result.reason === 'unavailable') throw new SolverStop('no-cas', input);
  if (result.reason === 'timeout' || result.reason === 'busy') throw new SolverStop('cas-timeout', input);
  throw new SolverStop('unsupported', input);
}

/** A CAS result written in mathjs syntax (`plain`) as a tree; throws `unverified` when it does not parse. */
export function casTree(plain: string, input: string): MathNode {
  try {
    return math.parse(plain.replace(/\boo\b/g, 'Infinity'));
  } catch {
    throw new SolverStop('unverified', input);
  }
}

/** f(x) is zero at x, relative to the size of f's terms nearby. */
export function isRoot(f: (scope: Record<string, number>) => number, variable: string, x: number): boolean {
  const value = f({ [variable]: x });
  if (!Number.isFinite(value)) return false;
  const h = 1e-3 * Math.max(1, Math.abs(x));
  // Beside a root at the edge of the domain (√x at 0) one neighbour is undefined: it does not count.
  const beside = [f({ [variable]: x + h }), f({ [variable]: x - h })].filter(Number.isFinite).map(Math.abs);
  const scale = Math.max(1, ...beside);
  return Math.abs(value) <= 1e-7 * scale;
}

/**
 * The roots of f in [low, high] found by sign changes on a grid, refined by bisection; a sign change
 * across a pole (where the value is huge, not about zero) is no root.
 */
export function scanRoots(
  node: MathNode,
  variable: string,
  low: number,
  high: number,
  steps = 2000,
): number[] {
  const f = compiled(node);
  const at = (x: number) => f({ [variable]: x });
  const roots: number[] = [];
  const h = (high - low) / steps;
  let previous = at(low);
  for (let i = 1; i <= steps; i += 1) {
    const x = low + i * h;
    const value = at(x);
    if (Number.isFinite(previous) && Number.isFinite(value) && previous * value < 0) {
      let a = x - h;
      let b = x;
      let fa = previous;
      for (let k = 0; k < 60; k += 1) {
        const m = (a + b) / 2;
        const fm = at(m);
        if (!Number.isFinite(fm)) break;
        if (fa * fm <= 0) b = m;
        else {
          a = m;
          fa = fm;
        }
      }
      const root = (a + b) / 2;
      const size = Math.abs(at(root));
      const around = Math.max(1, Math.abs(at(root - 1e-2)), Math.abs(at(root + 1e-2)));
      if (Number.isFinite(size) && size <= 1e-6 * around) roots.push(root);
    }
    previous = value;
  }
  return roots;
}

/** Every root the scan finds is one of `claimed` (within 1e-6, relative). */
export function noMissedRoots(found: readonly number[], claimed: readonly number[]): boolean {
  return found.every((root) =>
    claimed.some((value) => Math.abs(value - root) <= 1e-6 * Math.max(1, Math.abs(root))),
  );
}

/** A CAS result in mathjs syntax written for the answer checker, where `log` is base 10 and `ln` natural. */
export function checkerSyntax(plain: string): string {
  return plain.replace(/\blog\(/g, 'ln(');
}
