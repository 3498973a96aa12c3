/** Root finding and integration for plotted functions. */
import type { RealFunction } from './expressions';

function bisect(f: RealFunction, a: number, b: number): number {
  let lo = a;
  let hi = b;
  let flo = f(lo);
  for (let i = 0; i < 200; i += 1) {
    const mid = (lo + hi) / 2;
    if (mid === lo || mid === hi) break;
    const fm = f(mid);
    if (fm === 0) return mid;
    if (Math.sign(fm) === Math.sign(flo)) {
      lo = mid;
      flo = fm;
    } else hi = mid;
  }
  return (lo + hi) / 2;
}

/** Snaps a value within 1e-9 of a whole number, a half or a third to it, so exact claims compare exactly. */
function tidy(x: number): number {
  for (const denominator of [1, 2, 3, 4, 6, 8]) {
    const near = Math.round(x * denominator) / denominator;
    if (Math.abs(near - x) < 1e-10 * Math.max(1, Math.abs(x))) return near;
  }
  return x;
}

/**
 * The zeros of f in [from, to]: sign changes refined by bisection (poles, where |f| stays large, are left
 * out), and touching zeros (a local minimum of |f| that reaches 0).
 */
export function zeros(f: RealFunction, from: number, to: number, steps = 2000): number[] {
  const found: number[] = [];
  const h = (to - from) / steps;
  const xs = Array.from({ length: steps + 1 }, (_, i) => from + i * h);
  const ys = xs.map(f);
  if (ys[0] === 0) found.push(from);
  for (let i = 1; i <= steps; i += 1) {
    const x = xs[i] ?? 0;
    const y = ys[i] ?? Number.NaN;
    const prevX = xs[i - 1] ?? 0;
    const prevY = ys[i - 1] ?? Number.NaN;
    if (!Number.isFinite(y) || !Number.isFinite(prevY)) continue;
    if (y === 0) found.push(x);
    else if (prevY !== 0 && Math.sign(y) !== Math.sign(prevY)) {
      const root = bisect(f, prevX, x);
      const scale = Math.max(1, Math.abs(prevY), Math.abs(y));
      if (Math.abs(f(root)) < 1e-7 * scale) found.push(root);
    }
  }
  // touching zeros: |f| has a local minimum near 0 without a sign change
  for (let i = 1; i < steps; i += 1) {
    const a = ys[i - 1] ?? Number.NaN;
    const b = ys[i] ?? Number.NaN;
    const d = ys[i + 1] ?? Number.NaN;
    if (![a, b, d].every(Number.isFinite)) continue;
    if (Math.sign(a) !== Math.sign(b) || Math.sign(b) !== Math.sign(d) || b === 0) continue;
    if (Math.abs(b) <= Math.abs(a) && Math.abs(b) <= Math.abs(d) && Math.abs(b) < 1e-2) {
      let lo = xs[i - 1] ?? 0;
      let hi = xs[i + 1] ?? 0;
      for (let k = 0; k < 100; k += 1) {
        const m1 = lo + (hi - lo) / 3;
        const m2 = hi - (hi - lo) / 3;
        if (Math.abs(f(m1)) < Math.abs(f(m2))) hi = m2;
        else lo = m1;
      }
      const x = (lo + hi) / 2;
      if (Math.abs(f(x)) < 1e-12) found.push(x);
    }
  }
  const unique: number[] = [];
  for (const x of found.map(tidy).sort((p, q) => p - q))
    if (unique.every((u) => Math.abs(u - x) > 1e-7 * Math.max(1, Math.abs(x)))) unique.push(x);
  return unique;
}

/** ∫ f from a to b by adaptive Simpson, to about 1e-12. */
export function integrate(f: RealFunction, a: number, b: number): number {
  const simpson = (x0: number, x1: number, f0: number, fm: number, f1: number) =>
    ((x1 - x0) / 6) * (f0 + 4 * fm + f1);
  const adapt = (
    x0: number,
    x1: number,
    f0: number,
    fm: number,
    f1: number,
    whole: number,
    eps: number,
    depth: number,
  ): number => {
    const m = (x0 + x1) / 2;
    const lm = (x0 + m) / 2;
    const rm = (m + x1) / 2;
    const flm = f(lm);
    const frm = f(rm);
    const left = simpson(x0, m, f0, flm, fm);
    const right = simpson(m, x1, fm, frm, f1);
    if (depth <= 0 || Math.abs(left + right - whole) <= 15 * eps)
      return left + right + (left + right - whole) / 15;
    return (
      adapt(x0, m, f0, flm, fm, left, eps / 2, depth - 1) +
      adapt(m, x1, fm, frm, f1, right, eps / 2, depth - 1)
    );
  };
  // split into pieces so that no part is skipped by a lucky sample
  const pieces = 64;
  let total = 0;
  for (let i = 0; i < pieces; i += 1) {
    const x0 = a + ((b - a) * i) / pieces;
    const x1 = a + ((b - a) * (i + 1)) / pieces;
    const f0 = f(x0);
    const f1 = f(x1);
    const fm = f((x0 + x1) / 2);
    total += adapt(x0, x1, f0, fm, f1, simpson(x0, x1, f0, fm, f1), 1e-13, 40);
  }
  return tidy(total);
}

export { tidy };
