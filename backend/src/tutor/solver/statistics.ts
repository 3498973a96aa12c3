/**
 * Statistics: descriptive statistics of a list, z-scores, binomial and normal probabilities, a
 * confidence interval for a mean, and a one-sample z or t test with its p-value. Distributions come from
 * @stdlib; every number is checked a second way (loops, erf, the inverse function) before it is shown.
 */
import binomialCdf from '@stdlib/stats-base-dists-binomial-cdf';
import binomialPmf from '@stdlib/stats-base-dists-binomial-pmf';
import normalCdf from '@stdlib/stats-base-dists-normal-cdf';
import normalQuantile from '@stdlib/stats-base-dists-normal-quantile';
import tCdf from '@stdlib/stats-base-dists-t-cdf';
import tQuantile from '@stdlib/stats-base-dists-t-quantile';
import { agree, formatNumber, math, SolverStop } from './math';
import { solveProbability } from './probability';
import type { StatisticsRequest } from './recognize-statistics';
import { RELATION_TEX, satisfies, type Relation, type Tail } from './statistics-distributions';
import { solveInterval } from './statistics-intervals';
import { solveTest } from './statistics-tests';
import type { Solution, Writer } from './types';

const f = (value: number, digits = 4) => formatNumber(value, digits);

export type DescriptiveRequest = { values: number[] };

export function solveDescriptive({ values }: DescriptiveRequest, w: Writer, source: string): Solution {
  const n = values.length;
  if (n < 2 || n > 1000) throw new SolverStop('unreadable', source);
  const sum = values.reduce((total, value) => total + value, 0);
  const mean = sum / n;
  const sorted = [...values].sort((a, b) => a - b);
  const median =
    n % 2 === 1 ? (sorted[(n - 1) / 2] ?? 0) : ((sorted[n / 2 - 1] ?? 0) + (sorted[n / 2] ?? 0)) / 2;
  const counts = new Map<number, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  const top = Math.max(...counts.values());
  const modes =
    top > 1
      ? [...counts.entries()]
          .filter(([, count]) => count === top)
          .map(([value]) => value)
          .sort((a, b) => a - b)
      : [];
  const squares = values.reduce((total, value) => total + (value - mean) ** 2, 0);
  const populationVariance = squares / n;
  const sampleVariance = squares / (n - 1);
  // A second way: mathjs's own statistics.
  const checks: Array<[number, unknown]> = [
    [mean, math.mean(values)],
    [median, math.median(values)],
    [populationVariance, math.variance(values, 'uncorrected')],
    [sampleVariance, math.variance(values, 'unbiased')],
  ];
  if (checks.some(([mine, theirs]) => typeof theirs !== 'number' || !agree(mine, theirs, 1e-9)))
    throw new SolverStop('unverified', source);
  w.step('stats_sorted', { n }, `${sorted.map((value) => f(value)).join(',\\ ')}`);
  w.step('stats_mean', {}, `\\bar{x}=\\frac{${f(sum)}}{${n}}=${f(mean)}`);
  w.step('stats_median', {}, `Me=${f(median)}`);
  w.step(modes.length === 0 ? 'stats_no_mode' : 'stats_mode', {
    modes: modes.map((mode) => f(mode)).join(', '),
  });
  w.step(
    'stats_population',
    {},
    `\\sigma^2=\\frac{\\sum(x_i-\\bar{x})^2}{n}=\\frac{${f(squares)}}{${n}}=${f(populationVariance)},\\quad \\sigma=${f(Math.sqrt(populationVariance))}`,
  );
  w.step(
    'stats_sample',
    {},
    `s^2=\\frac{\\sum(x_i-\\bar{x})^2}{n-1}=\\frac{${f(squares)}}{${n - 1}}=${f(sampleVariance)},\\quad s=${f(Math.sqrt(sampleVariance))}`,
  );
  return {
    kind: 'descriptive-statistics',
    reply: w.walkthrough(
      w.say('problem_descriptive', { values: values.map((value) => f(value)).join(', ') }),
      `$\\bar{x}=${f(mean)},\\ Me=${f(median)},\\ \\sigma=${f(Math.sqrt(populationVariance))},\\ s=${f(Math.sqrt(sampleVariance))}$`,
    ),
    values: {
      mean,
      median,
      populationVariance,
      sampleVariance,
      populationSd: Math.sqrt(populationVariance),
      sampleSd: Math.sqrt(sampleVariance),
      ...(modes.length === 1 ? { mode: modes[0] ?? 0 } : {}),
    },
  };
}

export type ZScoreRequest = { x: number; mean: number; sd: number };

export function solveZScore({ x, mean, sd }: ZScoreRequest, w: Writer, source: string): Solution {
  if (!(sd > 0)) throw new SolverStop('unreadable', source);
  const z = (x - mean) / sd;
  if (!agree(mean + z * sd, x, 1e-9)) throw new SolverStop('unverified', source);
  w.step(
    'z_formula',
    {},
    `z=\\frac{x-\\mu}{\\sigma}=\\frac{${f(x)}-${f(mean)}}{${f(sd)}}=${f(z)}`.replace(/--/g, '+'),
  );
  w.step(z >= 0 ? 'z_above' : 'z_below', { z: f(Math.abs(z)) });
  return {
    kind: 'z-score',
    reply: w.walkthrough(w.say('problem_z', { x: f(x), mean: f(mean), sd: f(sd) }), `$z=${f(z)}$`),
    values: { z },
  };
}

export type BinomialRequest = { n: number; p: number; relation: Relation; k: number };

export function solveBinomial({ n, p, relation, k }: BinomialRequest, w: Writer, source: string): Solution {
  if (!Number.isInteger(n) || n < 1 || n > 1000 || !(p >= 0 && p <= 1) || !Number.isInteger(k))
    throw new SolverStop('unreadable', source);
  const cdf = (value: number) => (value < 0 ? 0 : value >= n ? 1 : binomialCdf(value, n, p));
  const probability =
    relation === '='
      ? binomialPmf(k, n, p)
      : relation === '<='
        ? cdf(k)
        : relation === '<'
          ? cdf(k - 1)
          : relation === '>='
            ? 1 - cdf(k - 1)
            : 1 - cdf(k);
  // The same probability as a plain sum of C(n,i)·p^i·(1−p)^(n−i).
  const included = (i: number) => satisfies(i, relation, k);
  let direct = 0;
  for (let i = 0; i <= n; i += 1)
    if (included(i)) direct += Number(math.combinations(n, i)) * p ** i * (1 - p) ** (n - i);
  if (!agree(probability, direct, 1e-8)) throw new SolverStop('unverified', source);
  w.step('binomial_given', { n, p: f(p) }, `X\\sim B(${n},\\,${f(p)})`);
  w.step('binomial_formula', {}, `P(X=i)=\\binom{${n}}{i}${f(p)}^{i}\\,${f(1 - p)}^{${n}-i}`);
  if (relation === '=')
    w.step(
      'binomial_exact',
      { k },
      `P(X=${k})=\\binom{${n}}{${k}}\\cdot ${f(p)}^{${k}}\\cdot ${f(1 - p)}^{${n - k}}=${f(probability)}`,
    );
  else
    w.step(
      'binomial_sum',
      { relation: `$X${RELATION_TEX[relation]}${k}$` },
      `P(X${RELATION_TEX[relation]}${k})=${f(probability)}`,
    );
  return {
    kind: 'binomial',
    reply: w.walkthrough(
      w.say('problem_binomial', {
        event: `$P(X${RELATION_TEX[relation]}${k})$`,
        distribution: `$X\\sim B(${n},${f(p)})$`,
      }),
      `$P(X${RELATION_TEX[relation]}${k})=${f(probability)}$`,
    ),
    values: { probability },
  };
}

export type NormalRequest = {
  mean: number;
  sd: number;
  low: number | null;
  high: number | null;
  /** the value x is asked for: P(X < x) = below (math lesson 21, "מעל איזה זמן נמצאים 5%") */
  inverse?: { below: number };
};

/** Φ by erf, the second way to the normal CDF. */
const phiByErf = (z: number) => 0.5 * (1 + Number(math.erf(z / Math.SQRT2)));

/** The value with a given share below it: x = μ + z·σ with Φ(z) = below, put back through Φ by erf. */
function solveNormalInverse(mean: number, sd: number, below: number, w: Writer, source: string): Solution {
  if (!(sd > 0) || !(below > 0 && below < 1)) throw new SolverStop('unreadable', source);
  const z = normalQuantile(below, 0, 1);
  const x = mean + z * sd;
  if (!agree(phiByErf((x - mean) / sd), below, 1e-7)) throw new SolverStop('unverified', source);
  w.step('normal_given', { mean: f(mean), sd: f(sd) }, `X\\sim N(${f(mean)},\\,${f(sd)}^2)`);
  w.step('normal_inverse_z', { below: f(below) }, `\\Phi(z)=${f(below)}\\ \\Rightarrow\\ z=${f(z)}`);
  w.step('normal_inverse_x', {}, `x=\\mu+z\\sigma=${f(mean)}+(${f(z)})\\cdot ${f(sd)}=${f(x)}`);
  w.step('check_normal_inverse', {});
  return {
    kind: 'normal',
    reply: w.walkthrough(
      w.say('problem_normal_inverse', { below: f(below), mean: f(mean), sd: f(sd) }),
      `$x=${f(x)}$`,
    ),
    values: { x, z },
  };
}

export function solveNormal(request: NormalRequest, w: Writer, source: string): Solution {
  const { mean, sd, low, high } = request;
  if (request.inverse) return solveNormalInverse(mean, sd, request.inverse.below, w, source);
  if (!(sd > 0) || (low === null && high === null) || (low !== null && high !== null && low > high))
    throw new SolverStop('unreadable', source);
  const zLow = low === null ? null : (low - mean) / sd;
  const zHigh = high === null ? null : (high - mean) / sd;
  const upper = high === null ? 1 : normalCdf(high, mean, sd);
  const lower = low === null ? 0 : normalCdf(low, mean, sd);
  const probability = upper - lower;
  const check = (zHigh === null ? 1 : phiByErf(zHigh)) - (zLow === null ? 0 : phiByErf(zLow));
  if (!agree(probability, check, 1e-7)) throw new SolverStop('unverified', source);
  const event = low === null ? `X<${f(high ?? 0)}` : high === null ? `X>${f(low)}` : `${f(low)}<X<${f(high)}`;
  w.step('normal_given', { mean: f(mean), sd: f(sd) }, `X\\sim N(${f(mean)},\\,${f(sd)}^2)`);
  const zs = [
    zLow === null ? null : `z_1=\\frac{${f(low ?? 0)}-${f(mean)}}{${f(sd)}}=${f(zLow)}`,
    zHigh === null ? null : `z_2=\\frac{${f(high ?? 0)}-${f(mean)}}{${f(sd)}}=${f(zHigh)}`,
  ].filter((item) => item !== null);
  w.step('normal_standardize', {}, zs.join(',\\quad ').replace(/--/g, '+'));
  const zEvent =
    zLow === null ? `Z<${f(zHigh ?? 0)}` : zHigh === null ? `Z>${f(zLow)}` : `${f(zLow)}<Z<${f(zHigh)}`;
  const formula =
    zLow === null
      ? `\\Phi(${f(zHigh ?? 0)})`
      : zHigh === null
        ? `1-\\Phi(${f(zLow)})`
        : `\\Phi(${f(zHigh)})-\\Phi(${f(zLow)})`;
  w.step('normal_table', {}, `P(${zEvent})=${formula}=${f(probability)}`);
  return {
    kind: 'normal',
    reply: w.walkthrough(
      w.say('problem_normal', { event: `$P(${event})$`, mean: f(mean), sd: f(sd) }),
      `$P(${event})=${f(probability)}$`,
    ),
    values: { probability },
  };
}

export type MeanRequest = { mean: number; sd: number; n: number; known: boolean };

function critical(known: boolean, n: number, tailArea: number): number {
  return known ? normalQuantile(1 - tailArea, 0, 1) : tQuantile(1 - tailArea, n - 1);
}
function cdfOf(known: boolean, n: number, value: number): number {
  return known ? normalCdf(value, 0, 1) : tCdf(value, n - 1);
}

/**
 * Lesson 2's one-sided interval: all of α in one tail, z_α or t_{α,n−1} instead of z_{α/2}, and one
 * bound, μ ≥ x̄ − c·SE or μ ≤ x̄ + c·SE. Verified: the table value put back through the CDF gives 1 − α,
 * and the bound's distance from x̄ over SE gives back the table value.
 */
function oneSidedInterval(
  request: MeanRequest & { level: number; side: 'lower' | 'upper' },
  w: Writer,
  source: string,
): Solution {
  const { mean, sd, n, known, level, side } = request;
  const alpha = 1 - level;
  const value = critical(known, n, alpha);
  if (!agree(cdfOf(known, n, value), 1 - alpha, 1e-8)) throw new SolverStop('unverified', source);
  const standardError = sd / Math.sqrt(n);
  const margin = value * standardError;
  const bound = side === 'lower' ? mean - margin : mean + margin;
  if (!agree(Math.abs(mean - bound) / standardError, value, 1e-9)) throw new SolverStop('unverified', source);
  const name = known ? `z_{${f(alpha, 3)}}` : `t_{${f(alpha, 3)},\\,${n - 1}}`;
  w.step(known ? 'ci_known' : 'ci_unknown', { df: n - 1 });
  w.step('ci_one_sided', { alpha: f(alpha, 3) });
  w.step(
    'ci_standard_error',
    {},
    `SE=\\frac{${known ? '\\sigma' : 's'}}{\\sqrt{n}}=\\frac{${f(sd)}}{\\sqrt{${n}}}=${f(standardError)}`,
  );
  w.step('ci_critical_one_sided', { level: f(level * 100, 3) }, `${name}=${f(value)}`);
  const relation = side === 'lower' ? '\\ge' : '\\le';
  const sign = side === 'lower' ? '-' : '+';
  const boundTex = `\\mu${relation} ${f(mean)}${sign}${f(value)}\\cdot ${f(standardError)}=${f(bound)}`;
  w.step(side === 'lower' ? 'ci_lower_bound' : 'ci_upper_bound', { level: f(level * 100, 3) }, boundTex);
  return {
    kind: 'confidence-interval',
    reply: w.walkthrough(
      w.say(side === 'lower' ? 'problem_ci_lower' : 'problem_ci_upper', {
        level: f(level * 100, 3),
        mean: f(mean),
        sd: f(sd),
        n,
      }),
      `$\\mu${relation} ${f(bound)}$`,
    ),
    values: {
      ...(side === 'lower' ? { low: bound } : { high: bound }),
      bound,
      margin,
      critical: value,
      standardError,
    },
  };
}

export function solveConfidenceInterval(
  request: MeanRequest & { level: number; side?: 'lower' | 'upper' },
  w: Writer,
  source: string,
): Solution {
  const { mean, sd, n, known, level } = request;
  if (!(sd > 0) || !Number.isInteger(n) || n < 2 || !(level > 0 && level < 1))
    throw new SolverStop('unreadable', source);
  if (request.side) return oneSidedInterval({ ...request, side: request.side }, w, source);
  const alpha = 1 - level;
  const value = critical(known, n, alpha / 2);
  if (!agree(cdfOf(known, n, value), 1 - alpha / 2, 1e-8)) throw new SolverStop('unverified', source);
  const standardError = sd / Math.sqrt(n);
  const margin = value * standardError;
  const low = mean - margin;
  const high = mean + margin;
  if (!agree((low + high) / 2, mean, 1e-9) || !agree((high - low) / 2 / standardError, value, 1e-9))
    throw new SolverStop('unverified', source);
  const name = known ? `z_{${f(alpha / 2, 3)}}` : `t_{${f(alpha / 2, 3)},\\,${n - 1}}`;
  w.step(known ? 'ci_known' : 'ci_unknown', { df: n - 1 });
  w.step(
    'ci_standard_error',
    {},
    `SE=\\frac{${known ? '\\sigma' : 's'}}{\\sqrt{n}}=\\frac{${f(sd)}}{\\sqrt{${n}}}=${f(standardError)}`,
  );
  w.step('ci_critical', { level: f(level * 100, 3) }, `${name}=${f(value)}`);
  w.step('ci_margin', {}, `E=${name}\\cdot SE=${f(value)}\\cdot ${f(standardError)}=${f(margin)}`);
  w.step('ci_interval', {}, `${f(mean)}\\pm ${f(margin)}\\;\\Rightarrow\\;[${f(low)},\\;${f(high)}]`);
  return {
    kind: 'confidence-interval',
    reply: w.walkthrough(
      w.say('problem_ci', { level: f(level * 100, 3), mean: f(mean), sd: f(sd), n }),
      `$[${f(low)},\\;${f(high)}]$`,
    ),
    values: { low, high, margin, critical: value, standardError },
  };
}

export type { Relation, Tail } from './statistics-distributions';

/**
 * A one-sample z or t test as the general recogniser reads it: the same solver as every other test,
 * so it ends with the decision at α = 0.05 (the recogniser in recognize-statistics.ts reads α and
 * comes first).
 */
export function solveMeanTest(
  request: MeanRequest & { mu0: number; tail: Tail },
  w: Writer,
  source: string,
): Solution {
  const { mean, sd, n, known, mu0, tail } = request;
  return solveTest(
    { test: known ? 'z-mean' : 't-mean', mean, mu0, sd, n },
    { alpha: 0.05, alphaGiven: false, tail },
    w,
    source,
  );
}

/** A statistics test (statistics-tests.ts), an interval (statistics-intervals.ts) or a probability rule (probability.ts). */
export function solveStatistics(
  request: Extract<StatisticsRequest, { kind: 'statistics-test' | 'probability' | 'interval' }>,
  w: Writer,
  source: string,
): Solution {
  if (request.kind === 'interval') return solveInterval(request.interval, request.level, w, source);
  return request.kind === 'probability'
    ? solveProbability(request.problem, w, source)
    : solveTest(request.test, request.settings, w, source);
}
