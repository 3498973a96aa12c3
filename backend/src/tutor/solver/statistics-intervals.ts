/**
 * The confidence intervals of statistics-2 lessons 2, 10 and 11 beyond one mean (docs/tutor.md,
 * "Confidence intervals"): a proportion, the difference of two means (σ known, pooled, Welch), paired
 * samples, the difference of two proportions, and a variance. Each shows the estimate, the standard
 * error, the table value and the interval; the standard error is computed a second way (another
 * arrangement of the formula), the table value is put back through the CDF (statistics-distributions.ts),
 * and the interval must give back the estimate and the critical value. A difference ends with what 0
 * inside or outside the interval means, as lesson 10 reads it.
 */
import { agree, formatNumber, SolverStop } from './math';
import { quantile, type Distribution } from './statistics-distributions';
import type { Summary } from './statistics-tests';
import type { Solution, SolverKind, Writer } from './types';

const f = (value: number, digits = 4) => formatNumber(value, digits);

export type IntervalRequest =
  | { of: 'proportion'; x: number; n: number }
  | { of: 'two-means'; groups: [Summary, Summary]; pooled: boolean; known: boolean }
  | { of: 'paired'; meanDiff: number; sdDiff: number; n: number; beforeMinusAfter?: boolean }
  | { of: 'two-proportions'; x1: number; n1: number; x2: number; n2: number }
  | { of: 'variance'; variance: number; n: number }
  /** simple regression: ŷ at x₀ with the interval for the mean response and the prediction interval */
  | { of: 'prediction'; x: number[]; y: number[]; x0: number };

type Step = [string, Record<string, string | number>, string];

type Symmetric = {
  kind: SolverKind;
  estimate: number;
  /** LaTeX of the estimate: \hat{p}, \bar{x}_1-\bar{x}_2, \bar{d}, … */
  estimateTex: string;
  se: number;
  /** the same standard error by another arrangement of the formula */
  seCheck: number;
  distribution: Distribution;
  /** the standard error's step: its sentence key, parameters and LaTeX */
  seStep: Step;
  /** a difference (LaTeX of its two sides): the interval ends with what 0 inside it means */
  difference: [string, string] | null;
  problem: string;
  values: Record<string, number>;
};

function symmetric(s: Symmetric, level: number, w: Writer, source: string): Solution {
  if (!Number.isFinite(s.se) || !(s.se > 0) || !agree(s.se, s.seCheck, 1e-9))
    throw new SolverStop('unverified', source);
  const alpha = 1 - level;
  const critical = quantile(s.distribution, 1 - alpha / 2, source);
  const margin = critical * s.se;
  const low = s.estimate - margin;
  const high = s.estimate + margin;
  if (!agree((low + high) / 2, s.estimate, 1e-9) || !agree((high - low) / 2 / s.se, critical, 1e-9))
    throw new SolverStop('unverified', source);
  const name =
    s.distribution.name === 't'
      ? `t_{${f(alpha / 2, 3)},\\,${f(s.distribution.df)}}`
      : `z_{${f(alpha / 2, 3)}}`;
  w.step('ci_estimate', {}, `${s.estimateTex}=${f(s.estimate)}`);
  w.step(...s.seStep);
  w.step('ci_critical', { level: f(level * 100, 3) }, `${name}=${f(critical)}`);
  w.step('ci_margin', {}, `E=${name}\\cdot SE=${f(critical)}\\cdot ${f(s.se)}=${f(margin)}`);
  w.step('ci_interval', {}, `${f(s.estimate)}\\pm ${f(margin)}\\;\\Rightarrow\\;[${f(low)},\\;${f(high)}]`);
  if (s.difference) {
    const key = low > 0 ? 'ci_difference_above' : high < 0 ? 'ci_difference_below' : 'ci_difference_zero';
    const [first, second] = s.difference;
    w.step(key, {
      level: f(level * 100, 3),
      low: f(Math.abs(low)),
      high: f(Math.abs(high)),
      first: `$${first}$`,
      second: `$${second}$`,
    });
  }
  return {
    kind: s.kind,
    reply: w.walkthrough(s.problem, `$[${f(low)},\\;${f(high)}]$`),
    values: { ...s.values, estimate: s.estimate, low, high, margin, critical, standardError: s.se },
  };
}

function proportion(x: number, n: number, level: number, w: Writer, source: string): Solution {
  const p = x / n;
  const se = Math.sqrt((p * (1 - p)) / n);
  const seStep: Step = [
    'ci_standard_error',
    {},
    `SE=\\sqrt{\\frac{\\hat{p}(1-\\hat{p})}{n}}=\\sqrt{\\frac{${f(p)}\\cdot ${f(1 - p)}}{${n}}}=${f(se)}`,
  ];
  const solution = symmetric(
    {
      kind: 'ci-proportion',
      estimate: p,
      estimateTex: `\\hat{p}=\\frac{${f(x)}}{${n}}`,
      se,
      seCheck: Math.sqrt(x * (n - x)) / n ** 1.5,
      distribution: { name: 'z' },
      seStep,
      difference: null,
      problem: w.say('problem_ci_proportion', { level: f(level * 100, 3), x: f(x), n }),
      values: { pHat: p },
    },
    level,
    w,
    source,
  );
  // Lesson 2's condition: at least 10 successes and 10 failures.
  if (Math.min(x, n - x) < 10) w.step('ci_proportion_small', { x, failures: n - x });
  return solution;
}

function twoMeans(
  r: Extract<IntervalRequest, { of: 'two-means' }>,
  level: number,
  w: Writer,
  source: string,
): Solution {
  const [a, b] = r.groups;
  const va = a.sd ** 2;
  const vb = b.sd ** 2;
  const pooled = r.pooled && !r.known;
  let se: number;
  let seCheck: number;
  let distribution: Distribution;
  let seStep: Step;
  if (r.known) {
    se = Math.sqrt(va / a.n + vb / b.n);
    seCheck = Math.sqrt(va * b.n + vb * a.n) / Math.sqrt(a.n * b.n);
    distribution = { name: 'z' };
    seStep = [
      'ci_two_known',
      {},
      `SE=\\sqrt{\\frac{\\sigma_1^2}{n_1}+\\frac{\\sigma_2^2}{n_2}}=\\sqrt{\\frac{${f(va)}}{${a.n}}+\\frac{${f(vb)}}{${b.n}}}=${f(se)}`,
    ];
  } else if (pooled) {
    const sp2 = ((a.n - 1) * va + (b.n - 1) * vb) / (a.n + b.n - 2);
    se = Math.sqrt(sp2) * Math.sqrt(1 / a.n + 1 / b.n);
    seCheck = Math.sqrt((sp2 * (a.n + b.n)) / (a.n * b.n));
    distribution = { name: 't', df: a.n + b.n - 2 };
    seStep = [
      'ci_two_pooled',
      { df: a.n + b.n - 2 },
      `s_p^2=\\frac{(${a.n}-1)\\cdot ${f(va)}+(${b.n}-1)\\cdot ${f(vb)}}{${a.n}+${b.n}-2}=${f(sp2)},\\quad SE=s_p\\sqrt{\\frac{1}{${a.n}}+\\frac{1}{${b.n}}}=${f(se)}`,
    ];
  } else {
    const qa = va / a.n;
    const qb = vb / b.n;
    se = Math.sqrt(qa + qb);
    seCheck = Math.sqrt(va * b.n + vb * a.n) / Math.sqrt(a.n * b.n);
    const df = (qa + qb) ** 2 / (qa ** 2 / (a.n - 1) + qb ** 2 / (b.n - 1));
    distribution = { name: 't', df };
    seStep = [
      'ci_two_welch',
      { df: f(df), floor: Math.floor(df) },
      `SE=\\sqrt{\\frac{s_1^2}{n_1}+\\frac{s_2^2}{n_2}}=\\sqrt{${f(qa)}+${f(qb)}}=${f(se)},\\quad \\nu\\approx ${f(df)}`,
    ];
  }
  return symmetric(
    {
      kind: 'ci-two-means',
      estimate: a.mean - b.mean,
      estimateTex: `\\bar{x}_1-\\bar{x}_2=${f(a.mean)}-${f(b.mean)}`.replace(/--/g, '+'),
      se,
      seCheck,
      distribution,
      seStep,
      difference: ['\\mu_1', '\\mu_2'],
      problem: w.say('problem_ci_two_means', {
        level: f(level * 100, 3),
        first: `$\\bar{x}_1=${f(a.mean)},\\ ${r.known ? '\\sigma' : 's'}_1=${f(a.sd)},\\ n_1=${a.n}$`,
        second: `$\\bar{x}_2=${f(b.mean)},\\ ${r.known ? '\\sigma' : 's'}_2=${f(b.sd)},\\ n_2=${b.n}$`,
      }),
      values: { mean1: a.mean, mean2: b.mean, ...(distribution.name === 't' ? { df: distribution.df } : {}) },
    },
    level,
    w,
    source,
  );
}

function paired(
  r: Extract<IntervalRequest, { of: 'paired' }>,
  level: number,
  w: Writer,
  source: string,
): Solution {
  const { meanDiff, sdDiff, n } = r;
  if (r.beforeMinusAfter) w.step('paired_before_minus_after', {});
  const se = sdDiff / Math.sqrt(n);
  const seStep: Step = [
    'ci_paired',
    { n, df: n - 1 },
    `\\bar{d}=${f(meanDiff)},\\ s_d=${f(sdDiff)},\\quad SE=\\frac{s_d}{\\sqrt{n}}=\\frac{${f(sdDiff)}}{\\sqrt{${n}}}=${f(se)}`,
  ];
  return symmetric(
    {
      kind: 'ci-paired',
      estimate: meanDiff,
      estimateTex: '\\bar{d}',
      se,
      seCheck: Math.sqrt(sdDiff ** 2 / n),
      distribution: { name: 't', df: n - 1 },
      seStep,
      difference: ['\\mu_d', '0'],
      problem: w.say('problem_ci_paired', { level: f(level * 100, 3), mean: f(meanDiff), sd: f(sdDiff), n }),
      values: { meanDiff, sdDiff, df: n - 1 },
    },
    level,
    w,
    source,
  );
}

function twoProportions(
  r: Extract<IntervalRequest, { of: 'two-proportions' }>,
  level: number,
  w: Writer,
  source: string,
): Solution {
  const { x1, n1, x2, n2 } = r;
  const p1 = x1 / n1;
  const p2 = x2 / n2;
  const se = Math.sqrt((p1 * (1 - p1)) / n1 + (p2 * (1 - p2)) / n2);
  const seStep: Step = [
    'ci_two_proportions',
    {},
    `SE=\\sqrt{\\frac{\\hat{p}_1(1-\\hat{p}_1)}{n_1}+\\frac{\\hat{p}_2(1-\\hat{p}_2)}{n_2}}=\\sqrt{\\frac{${f(p1)}\\cdot ${f(1 - p1)}}{${n1}}+\\frac{${f(p2)}\\cdot ${f(1 - p2)}}{${n2}}}=${f(se)}`,
  ];
  return symmetric(
    {
      kind: 'ci-two-proportions',
      estimate: p1 - p2,
      estimateTex: `\\hat{p}_1-\\hat{p}_2=\\frac{${x1}}{${n1}}-\\frac{${x2}}{${n2}}`,
      se,
      seCheck: Math.sqrt((x1 * (n1 - x1)) / n1 ** 3 + (x2 * (n2 - x2)) / n2 ** 3),
      distribution: { name: 'z' },
      seStep,
      difference: ['p_1', 'p_2'],
      problem: w.say('problem_ci_two_proportions', { level: f(level * 100, 3), x1, n1, x2, n2 }),
      values: { p1, p2 },
    },
    level,
    w,
    source,
  );
}

/** Lesson 11: ((n−1)s²/χ²_{α/2}, (n−1)s²/χ²_{1−α/2}); not symmetric about s². */
function variance(v: number, n: number, level: number, w: Writer, source: string): Solution {
  const alpha = 1 - level;
  const df = n - 1;
  const upper = quantile({ name: 'chi2', df }, 1 - alpha / 2, source);
  const lower = quantile({ name: 'chi2', df }, alpha / 2, source);
  const ss = df * v;
  const low = ss / upper;
  const high = ss / lower;
  // Second way: each bound put back gives its table value.
  if (!agree(ss / low, upper, 1e-9) || !agree(ss / high, lower, 1e-9) || !(low < v && v < high))
    throw new SolverStop('unverified', source);
  const a2 = f(alpha / 2, 3);
  const a1 = f(1 - alpha / 2, 3);
  w.step('ci_variance_formula', { df }, `(n-1)s^2=${df}\\cdot ${f(v)}=${f(ss)}`);
  w.step(
    'ci_variance_critical',
    { level: f(level * 100, 3) },
    `\\chi^2_{${a2},\\,${df}}=${f(upper)},\\quad \\chi^2_{${a1},\\,${df}}=${f(lower)}`,
  );
  w.step(
    'ci_interval',
    {},
    `\\left(\\frac{${f(ss)}}{${f(upper)}},\\ \\frac{${f(ss)}}{${f(lower)}}\\right)=[${f(low)},\\;${f(high)}]`,
  );
  w.step('ci_variance_sd', {}, `\\sigma\\in[${f(Math.sqrt(low))},\\;${f(Math.sqrt(high))}]`);
  return {
    kind: 'ci-variance',
    reply: w.walkthrough(
      w.say('problem_ci_variance', { level: f(level * 100, 3), variance: f(v), n }),
      `$\\sigma^2\\in[${f(low)},\\;${f(high)}]$`,
    ),
    values: {
      low,
      high,
      sdLow: Math.sqrt(low),
      sdHigh: Math.sqrt(high),
      upperCritical: upper,
      lowerCritical: lower,
    },
  };
}

/**
 * Lesson 12: ŷ₀ = a + b·x₀ on the least-squares line, the interval for the mean response and the wider
 * prediction interval for one observation, both with t(n−2). Second ways: ŷ₀ = ȳ + b(x₀ − x̄), SSE as
 * S_yy − b·S_xy, and the prediction SE² as the mean-response SE² plus s_e².
 */
function prediction(
  r: Extract<IntervalRequest, { of: 'prediction' }>,
  level: number,
  w: Writer,
  source: string,
): Solution {
  const { x, y, x0 } = r;
  const n = x.length;
  const mx = x.reduce((total, value) => total + value, 0) / n;
  const my = y.reduce((total, value) => total + value, 0) / n;
  const sxx = x.reduce((total, value) => total + (value - mx) ** 2, 0);
  const sxy = x.reduce((total, value, i) => total + (value - mx) * ((y[i] ?? 0) - my), 0);
  const syy = y.reduce((total, value) => total + (value - my) ** 2, 0);
  if (!(sxx > 0)) throw new SolverStop('unreadable', source);
  const b = sxy / sxx;
  const a = my - b * mx;
  const yHat = a + b * x0;
  const sse = y.reduce((total, value, i) => total + (value - (a + b * (x[i] ?? 0))) ** 2, 0);
  const df = n - 2;
  const se = Math.sqrt(sse / df);
  const leverage = 1 / n + (x0 - mx) ** 2 / sxx;
  const seMean = se * Math.sqrt(leverage);
  const seNew = se * Math.sqrt(1 + leverage);
  if (!(se > 0)) throw new SolverStop('unreadable', source);
  if (
    !agree(yHat, my + b * (x0 - mx), 1e-9) ||
    !agree(sse, syy - b * sxy, 1e-7) ||
    !agree(seNew ** 2, seMean ** 2 + se ** 2, 1e-9)
  )
    throw new SolverStop('unverified', source);
  const alpha = 1 - level;
  const critical = quantile({ name: 't', df }, 1 - alpha / 2, source);
  const name = `t_{${f(alpha / 2, 3)},\\,${df}}`;
  const ciLow = yHat - critical * seMean;
  const ciHigh = yHat + critical * seMean;
  const low = yHat - critical * seNew;
  const high = yHat + critical * seNew;
  const sign = b < 0 ? '-' : '+';
  w.step(
    'pred_line',
    {},
    `\\bar{x}=${f(mx)},\\ \\bar{y}=${f(my)},\\ S_{xx}=${f(sxx)},\\ b=${f(b)},\\ a=${f(a)},\\quad \\hat y=${f(a)}${sign}${f(Math.abs(b))}x`,
  );
  w.step('pred_value', { x0: f(x0) }, `\\hat y_0=${f(a)}${sign}${f(Math.abs(b))}\\cdot ${f(x0)}=${f(yHat)}`);
  w.step('pred_se', { df }, `s_e=\\sqrt{\\frac{SSE}{n-2}}=\\sqrt{\\frac{${f(sse)}}{${df}}}=${f(se)}`);
  w.step('ci_critical', { level: f(level * 100, 3) }, `${name}=${f(critical)}`);
  w.step(
    'pred_mean_interval',
    {},
    `${f(yHat)}\\pm ${f(critical)}\\cdot ${f(se)}\\sqrt{\\frac{1}{${n}}+\\frac{(${f(x0)}-${f(mx)})^2}{${f(sxx)}}}=[${f(ciLow)},\\;${f(ciHigh)}]`.replace(
      /--/g,
      '+',
    ),
  );
  w.step(
    'pred_interval',
    {},
    `${f(yHat)}\\pm ${f(critical)}\\cdot ${f(se)}\\sqrt{1+\\frac{1}{${n}}+\\frac{(${f(x0)}-${f(mx)})^2}{${f(sxx)}}}=[${f(low)},\\;${f(high)}]`.replace(
      /--/g,
      '+',
    ),
  );
  if (x0 < Math.min(...x) || x0 > Math.max(...x)) w.step('pred_extrapolation', { x0: f(x0) });
  return {
    kind: 'regression-prediction',
    reply: w.walkthrough(
      w.say('problem_prediction', { x0: f(x0), n, level: f(level * 100, 3) }),
      `$\\hat y_0=${f(yHat)},\\ [${f(low)},\\;${f(high)}]$`,
    ),
    values: { yHat, ciLow, ciHigh, low, high, slope: b, intercept: a, critical, df },
  };
}

function valid(r: IntervalRequest, level: number): boolean {
  const size = (n: number) => Number.isInteger(n) && n >= 2;
  const count = (x: number, n: number) => size(n) && Number.isInteger(x) && x > 0 && x < n;
  if (!(level > 0 && level < 1)) return false;
  switch (r.of) {
    case 'proportion':
      return count(r.x, r.n);
    case 'two-means':
      return r.groups.every((g) => size(g.n) && g.sd > 0 && Number.isFinite(g.mean));
    case 'paired':
      return size(r.n) && r.sdDiff > 0 && Number.isFinite(r.meanDiff);
    case 'two-proportions':
      return count(r.x1, r.n1) && count(r.x2, r.n2);
    case 'variance':
      return size(r.n) && r.variance > 0;
    case 'prediction':
      return r.x.length >= 3 && r.x.length === r.y.length && r.x.length <= 1000 && Number.isFinite(r.x0);
  }
}

export function solveInterval(r: IntervalRequest, level: number, w: Writer, source: string): Solution {
  if (!valid(r, level)) throw new SolverStop('unreadable', source);
  switch (r.of) {
    case 'proportion':
      return proportion(r.x, r.n, level, w, source);
    case 'two-means':
      return twoMeans(r, level, w, source);
    case 'paired':
      return paired(r, level, w, source);
    case 'two-proportions':
      return twoProportions(r, level, w, source);
    case 'variance':
      return variance(r.variance, r.n, level, w, source);
    case 'prediction':
      return prediction(r, level, w, source);
  }
}
