/**
 * Distribution functions for the figures: densities, CDFs and quantiles of the normal, t, χ² and F
 * distributions, least squares and quartiles. Plain numerics (Lanczos log-gamma, continued fractions for the
 * incomplete beta and gamma functions, bisection for quantiles), accurate to far better than the three decimals a
 * table value is printed with.
 */
import type { FigureDistributionSpec } from '../../../../backend/contract/figures';
import { num } from './expressions';

const LANCZOS = [
  676.5203681218851, -1259.1392167224028, 771.3234287776531, -176.6150291621406, 12.507343278686905,
  -0.13857109526572012, 9.984369578019572e-6, 1.5056327351493116e-7,
];

/** ln Γ(x) for x > 0. */
export function logGamma(x: number): number {
  if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - logGamma(1 - x);
  const z = x - 1;
  let a = 0.99999999999980993;
  const t = z + LANCZOS.length - 0.5;
  LANCZOS.forEach((c, i) => {
    a += c / (z + i + 1);
  });
  return 0.5 * Math.log(2 * Math.PI) + (z + 0.5) * Math.log(t) - t + Math.log(a);
}

/** Regularised lower incomplete gamma P(a, x). */
function gammaP(a: number, x: number): number {
  if (x <= 0) return 0;
  const lead = Math.exp(-x + a * Math.log(x) - logGamma(a));
  if (x < a + 1) {
    let sum = 1 / a;
    let term = sum;
    for (let n = 1; n < 500; n += 1) {
      term *= x / (a + n);
      sum += term;
      if (Math.abs(term) < Math.abs(sum) * 1e-16) break;
    }
    return sum * lead;
  }
  // continued fraction for Q(a, x) (Lentz)
  let b = x + 1 - a;
  let c = 1 / 1e-300;
  let d = 1 / b;
  let h = d;
  for (let i = 1; i < 500; i += 1) {
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
  return 1 - lead * h;
}

function betaContinuedFraction(a: number, b: number, x: number): number {
  const tiny = 1e-300;
  let c = 1;
  let d = 1 - ((a + b) * x) / (a + 1);
  if (Math.abs(d) < tiny) d = tiny;
  d = 1 / d;
  let h = d;
  for (let m = 1; m < 500; m += 1) {
    const m2 = 2 * m;
    let aa = (m * (b - m) * x) / ((a + m2 - 1) * (a + m2));
    d = 1 + aa * d;
    if (Math.abs(d) < tiny) d = tiny;
    c = 1 + aa / c;
    if (Math.abs(c) < tiny) c = tiny;
    d = 1 / d;
    h *= d * c;
    aa = (-(a + m) * (a + b + m) * x) / ((a + m2) * (a + m2 + 1));
    d = 1 + aa * d;
    if (Math.abs(d) < tiny) d = tiny;
    c = 1 + aa / c;
    if (Math.abs(c) < tiny) c = tiny;
    d = 1 / d;
    const delta = d * c;
    h *= delta;
    if (Math.abs(delta - 1) < 1e-16) break;
  }
  return h;
}

/** Regularised incomplete beta I_x(a, b). */
function betaI(a: number, b: number, x: number): number {
  if (x <= 0) return 0;
  if (x >= 1) return 1;
  const front = Math.exp(logGamma(a + b) - logGamma(a) - logGamma(b) + a * Math.log(x) + b * Math.log(1 - x));
  if (x < (a + 1) / (a + b + 2)) return (front * betaContinuedFraction(a, b, x)) / a;
  return 1 - (front * betaContinuedFraction(b, a, 1 - x)) / b;
}

/** erf(x), to about 1e-15 (series near zero, the incomplete gamma function elsewhere). */
export function erf(x: number): number {
  if (x < 0) return -erf(-x);
  return gammaP(0.5, x * x);
}

export interface Distribution {
  pdf(x: number): number;
  cdf(x: number): number;
  quantile(p: number): number;
  mean: number;
  sd: number;
  /** the range worth drawing */
  support: [number, number];
  symmetric: boolean;
}

function bisect(f: (x: number) => number, lo: number, hi: number): number {
  let a = lo;
  let b = hi;
  for (let i = 0; i < 200 && b - a > 1e-14 * Math.max(1, Math.abs(a)); i += 1) {
    const m = (a + b) / 2;
    if (f(m) < 0) a = m;
    else b = m;
  }
  return (a + b) / 2;
}

function quantileOf(cdf: (x: number) => number, p: number, lo: number, hi: number): number {
  let top = hi;
  while (cdf(top) < p) top *= 2;
  let bottom = lo;
  while (cdf(bottom) > p) bottom = bottom < 0 ? bottom * 2 : bottom - 1;
  return bisect((x) => cdf(x) - p, bottom, top);
}

export function normal(mean = 0, sd = 1): Distribution {
  const cdf = (x: number) => 0.5 * (1 + erf((x - mean) / (sd * Math.SQRT2)));
  return {
    pdf: (x) => Math.exp(-0.5 * ((x - mean) / sd) ** 2) / (sd * Math.sqrt(2 * Math.PI)),
    cdf,
    quantile: (p) => quantileOf(cdf, p, mean - 10 * sd, mean + 10 * sd),
    mean,
    sd,
    support: [mean - 4 * sd, mean + 4 * sd],
    symmetric: true,
  };
}

export function studentT(df: number): Distribution {
  const logC = logGamma((df + 1) / 2) - logGamma(df / 2) - 0.5 * Math.log(df * Math.PI);
  const cdf = (x: number) => {
    const tail = 0.5 * betaI(df / 2, 0.5, df / (df + x * x));
    return x >= 0 ? 1 - tail : tail;
  };
  const limit = df <= 2 ? 6 : df <= 5 ? 5 : 4;
  return {
    pdf: (x) => Math.exp(logC - ((df + 1) / 2) * Math.log(1 + (x * x) / df)),
    cdf,
    quantile: (p) => quantileOf(cdf, p, -50, 50),
    mean: 0,
    sd: df > 2 ? Math.sqrt(df / (df - 2)) : Number.NaN,
    support: [-limit, limit],
    symmetric: true,
  };
}

export function chiSquare(df: number): Distribution {
  const k = df / 2;
  const cdf = (x: number) => (x <= 0 ? 0 : gammaP(k, x / 2));
  return {
    pdf: (x) => (x <= 0 ? 0 : Math.exp((k - 1) * Math.log(x) - x / 2 - k * Math.LN2 - logGamma(k))),
    cdf,
    quantile: (p) => quantileOf(cdf, p, 0, df + 10),
    mean: df,
    sd: Math.sqrt(2 * df),
    support: [0, df + 5 * Math.sqrt(2 * df)],
    symmetric: false,
  };
}

export function fisherF(d1: number, d2: number): Distribution {
  const logB = logGamma(d1 / 2) + logGamma(d2 / 2) - logGamma((d1 + d2) / 2);
  const cdf = (x: number) => (x <= 0 ? 0 : betaI(d1 / 2, d2 / 2, (d1 * x) / (d1 * x + d2)));
  const dist: Distribution = {
    pdf: (x) =>
      x <= 0
        ? 0
        : Math.exp(
            0.5 * (d1 * Math.log(d1 * x) + d2 * Math.log(d2) - (d1 + d2) * Math.log(d1 * x + d2)) -
              Math.log(x) -
              logB,
          ),
    cdf,
    quantile: (p) => quantileOf(cdf, p, 0, 10),
    mean: d2 > 2 ? d2 / (d2 - 2) : Number.NaN,
    sd: Number.NaN,
    support: [0, 5],
    symmetric: false,
  };
  dist.support = [0, Math.max(4, dist.quantile(0.995))];
  return dist;
}

/** The distribution a figure declares. */
export function distributionOf(spec: FigureDistributionSpec): Distribution {
  switch (spec.name) {
    case 'normal':
      return normal(spec.mean === undefined ? 0 : num(spec.mean), spec.sd === undefined ? 1 : num(spec.sd));
    case 't':
      return studentT(spec.df);
    case 'chi2':
      return chiSquare(spec.df);
    case 'f':
      return fisherF(spec.df1, spec.df2);
  }
}

export function mean(values: number[]): number {
  return values.reduce((sum, v) => sum + v, 0) / values.length;
}

export interface LeastSquares {
  slope: number;
  intercept: number;
  r: number;
  meanX: number;
  meanY: number;
}

export function leastSquares(points: Array<[number, number]>): LeastSquares {
  const meanX = mean(points.map((p) => p[0]));
  const meanY = mean(points.map((p) => p[1]));
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (const [x, y] of points) {
    sxy += (x - meanX) * (y - meanY);
    sxx += (x - meanX) ** 2;
    syy += (y - meanY) ** 2;
  }
  const slope = sxy / sxx;
  return { slope, intercept: meanY - slope * meanX, r: sxy / Math.sqrt(sxx * syy), meanX, meanY };
}

function median(sorted: number[]): number {
  const n = sorted.length;
  const mid = Math.floor(n / 2);
  return n % 2 === 1 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

export interface FiveNumbers {
  min: number;
  q1: number;
  median: number;
  q3: number;
  max: number;
}

/** Quartiles as the medians of the lower and upper halves, the median left out when n is odd. */
export function fiveNumbers(data: number[]): FiveNumbers {
  const sorted = [...data].sort((a, b) => a - b);
  const half = Math.floor(sorted.length / 2);
  return {
    min: sorted[0] ?? 0,
    q1: median(sorted.slice(0, half)),
    median: median(sorted),
    q3: median(sorted.slice(sorted.length - half)),
    max: sorted.at(-1) ?? 0,
  };
}
