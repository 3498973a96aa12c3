/**
 * The distributions the statistics tests need (normal, t, χ², F), each computed twice: by @stdlib, and by
 * this file's own incomplete gamma and beta functions (Lanczos log-gamma, series and Lentz continued
 * fractions). A p-value or critical value is returned only when both ways agree, so a number the
 * student sees has been computed independently twice.
 */
import chisquareCdf from '@stdlib/stats-base-dists-chisquare-cdf';
import chisquareQuantile from '@stdlib/stats-base-dists-chisquare-quantile';
import fCdf from '@stdlib/stats-base-dists-f-cdf';
import fQuantile from '@stdlib/stats-base-dists-f-quantile';
import normalCdf from '@stdlib/stats-base-dists-normal-cdf';
import normalQuantile from '@stdlib/stats-base-dists-normal-quantile';
import tCdf from '@stdlib/stats-base-dists-t-cdf';
import tQuantile from '@stdlib/stats-base-dists-t-quantile';
import { agree, math, SolverStop } from './math';

export type Distribution =
  | { name: 'z' }
  | { name: 't'; df: number }
  | { name: 'chi2'; df: number }
  | { name: 'f'; df1: number; df2: number };

/** Which tail(s) of the statistic's distribution count against H₀. */
export type Tail = 'two' | 'right' | 'left';

/** How a count compares with k in a probability question: P(X = k), P(X ≤ k), … */
export type Relation = '=' | '<=' | '<' | '>=' | '>';

/** A relation as LaTeX: `\\le` for `<=`. */
export const RELATION_TEX: Readonly<Record<Relation, string>> = {
  '=': '=',
  '<=': '\\le',
  '<': '<',
  '>=': '\\ge',
  '>': '>',
};

/** Whether `value` stands in `relation` to `k` (value ≤ k for `<=`). */
export function satisfies(value: number, relation: Relation, k: number): boolean {
  switch (relation) {
    case '=':
      return value === k;
    case '<=':
      return value <= k;
    case '<':
      return value < k;
    case '>=':
      return value >= k;
    case '>':
      return value > k;
  }
}

const LANCZOS = [
  676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059, 12.507343278686905,
  -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7,
];

/** ln Γ(x) for x > 0 (Lanczos, g = 7). */
export function logGamma(x: number): number {
  if (x < 0.5) return Math.log(Math.PI / Math.abs(Math.sin(Math.PI * x))) - logGamma(1 - x);
  const y = x - 1;
  let sum = 0.99999999999980993;
  LANCZOS.forEach((c, i) => {
    sum += c / (y + i + 1);
  });
  const t = y + 7.5;
  return 0.5 * Math.log(2 * Math.PI) + (y + 0.5) * Math.log(t) - t + Math.log(sum);
}

/** Regularised lower incomplete gamma P(a, x). */
function lowerGamma(a: number, x: number): number {
  if (x <= 0) return 0;
  const front = Math.exp(-x + a * Math.log(x) - logGamma(a));
  if (x < a + 1) {
    let term = 1 / a;
    let sum = term;
    for (let n = 1; n < 10_000 && Math.abs(term) > Math.abs(sum) * 1e-16; n += 1) {
      term *= x / (a + n);
      sum += term;
    }
    return sum * front;
  }
  // Continued fraction for Q(a, x) (modified Lentz).
  let b = x + 1 - a;
  let c = 1e300;
  let d = 1 / b;
  let h = d;
  for (let i = 1; i < 10_000; i += 1) {
    const an = -i * (i - a);
    b += 2;
    d = an * d + b;
    if (Math.abs(d) < 1e-300) d = 1e-300;
    c = b + an / c;
    if (Math.abs(c) < 1e-300) c = 1e-300;
    d = 1 / d;
    const delta = d * c;
    h *= delta;
    if (Math.abs(delta - 1) < 1e-16) break;
  }
  return 1 - front * h;
}

function betaFraction(a: number, b: number, x: number): number {
  let c = 1;
  let d = 1 - ((a + b) * x) / (a + 1);
  if (Math.abs(d) < 1e-300) d = 1e-300;
  d = 1 / d;
  let h = d;
  for (let m = 1; m < 10_000; m += 1) {
    const m2 = 2 * m;
    let aa = (m * (b - m) * x) / ((a + m2 - 1) * (a + m2));
    d = 1 + aa * d;
    if (Math.abs(d) < 1e-300) d = 1e-300;
    c = 1 + aa / c;
    if (Math.abs(c) < 1e-300) c = 1e-300;
    d = 1 / d;
    h *= d * c;
    aa = (-(a + m) * (a + b + m) * x) / ((a + m2) * (a + m2 + 1));
    d = 1 + aa * d;
    if (Math.abs(d) < 1e-300) d = 1e-300;
    c = 1 + aa / c;
    if (Math.abs(c) < 1e-300) c = 1e-300;
    d = 1 / d;
    const delta = d * c;
    h *= delta;
    if (Math.abs(delta - 1) < 1e-16) break;
  }
  return h;
}

/** Regularised incomplete beta I_x(a, b). */
function incompleteBeta(x: number, a: number, b: number): number {
  if (x <= 0) return 0;
  if (x >= 1) return 1;
  const front = Math.exp(logGamma(a + b) - logGamma(a) - logGamma(b) + a * Math.log(x) + b * Math.log(1 - x));
  return x < (a + 1) / (a + b + 2)
    ? (front * betaFraction(a, b, x)) / a
    : 1 - (front * betaFraction(b, a, 1 - x)) / b;
}

/** The CDF by this file's own functions (the second way). */
function ownCdf(distribution: Distribution, x: number): number {
  switch (distribution.name) {
    case 'z':
      return 0.5 * (1 + Number(math.erf(x / Math.SQRT2)));
    case 't': {
      const { df } = distribution;
      const tail = 0.5 * incompleteBeta(df / (df + x * x), df / 2, 0.5);
      return x >= 0 ? 1 - tail : tail;
    }
    case 'chi2':
      return lowerGamma(distribution.df / 2, x / 2);
    case 'f': {
      const { df1, df2 } = distribution;
      return x <= 0 ? 0 : incompleteBeta((df1 * x) / (df1 * x + df2), df1 / 2, df2 / 2);
    }
  }
}

/** The CDF by @stdlib (the first way). */
function libraryCdf(distribution: Distribution, x: number): number {
  switch (distribution.name) {
    case 'z':
      return normalCdf(x, 0, 1);
    case 't':
      return tCdf(x, distribution.df);
    case 'chi2':
      return chisquareCdf(x, distribution.df);
    case 'f':
      return fCdf(x, distribution.df1, distribution.df2);
  }
}

function libraryQuantile(distribution: Distribution, p: number): number {
  switch (distribution.name) {
    case 'z':
      return normalQuantile(p, 0, 1);
    case 't':
      return tQuantile(p, distribution.df);
    case 'chi2':
      return chisquareQuantile(p, distribution.df);
    case 'f':
      return fQuantile(p, distribution.df1, distribution.df2);
  }
}

function validDistribution(distribution: Distribution): boolean {
  switch (distribution.name) {
    case 'z':
      return true;
    case 't':
    case 'chi2':
      return distribution.df > 0 && distribution.df <= 1e6;
    case 'f':
      return (
        distribution.df1 > 0 && distribution.df2 > 0 && distribution.df1 <= 1e6 && distribution.df2 <= 1e6
      );
  }
}

/** The CDF at x, computed both ways; throws `unverified` when they disagree. */
export function cdf(distribution: Distribution, x: number, source: string): number {
  if (!validDistribution(distribution) || !Number.isFinite(x)) throw new SolverStop('unreadable', source);
  const first = libraryCdf(distribution, x);
  const second = ownCdf(distribution, x);
  if (!(Math.abs(first - second) <= 1e-7)) throw new SolverStop('unverified', source);
  return first;
}

/** The p-value of a statistic for a tail, both ways. */
export function pValue(distribution: Distribution, statistic: number, tail: Tail, source: string): number {
  const below = cdf(distribution, statistic, source);
  if (tail === 'right') return 1 - below;
  if (tail === 'left') return below;
  // Two-sided: χ² and F tests are right-tailed by nature; z and t double the smaller tail.
  return Math.min(1, 2 * Math.min(below, 1 - below));
}

/** The value with `area` to its left; checked by putting it back through the CDF (the second way). */
export function quantile(distribution: Distribution, area: number, source: string): number {
  if (!validDistribution(distribution) || !(area > 0 && area < 1)) throw new SolverStop('unreadable', source);
  const value = libraryQuantile(distribution, area);
  if (!agree(ownCdf(distribution, value), area, 1e-6)) throw new SolverStop('unverified', source);
  return value;
}

/** The critical value(s) of a test at α: the upper one (and, for two tails, its mirror or lower one). */
export function criticalValue(distribution: Distribution, alpha: number, tail: Tail, source: string): number {
  if (tail === 'two') return quantile(distribution, 1 - alpha / 2, source);
  return tail === 'right' ? quantile(distribution, 1 - alpha, source) : quantile(distribution, alpha, source);
}
