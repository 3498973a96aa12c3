/**
 * Point estimation and the two-sample quantities of statistics-2 lessons 4, 9 and 10 (docs/tutor.md,
 * "Inference"): the unbiased mean and variance of data (and the biased one that divides by n), the MSE from
 * a bias and a variance, the variance of a linear estimator, the bias of the n-divisor variance, maximum
 * likelihood (Poisson, exponential, Bernoulli, uniform) and the method of moments for a uniform, the pooled
 * variance, Welch's degrees of freedom, the pooled proportion and Cohen's d. Each is recomputed a second
 * way (another arrangement of the sums; a likelihood estimate by the log-likelihood being highest there).
 */
import { agree, formatNumber, SolverStop } from './math';
import type { EstimationRequest } from './recognize-inference';
import { quantile, type Distribution } from './statistics-distributions';
import type { Solution, Writer } from './types';

const f = (x: number, digits = 4) => formatNumber(x, digits);
const sum = (values: readonly number[]) => values.reduce((total, x) => total + x, 0);

function check(condition: boolean, source: string): void {
  if (!condition) throw new SolverStop('unverified', source);
}

function readable(condition: boolean, source: string): void {
  if (!condition) throw new SolverStop('unreadable', source);
}

function solution(
  w: Writer,
  problemKey: string,
  params: Record<string, string | number>,
  answer: string,
  values: Record<string, number>,
): Solution {
  return { kind: 'point-estimation', reply: w.walkthrough(w.say(problemKey, params), answer), values };
}

/** Σ(x − x̄)² two ways: about the mean, and Σx² − n·x̄². */
function squares(values: readonly number[], source: string): { mean: number; ss: number } {
  const n = values.length;
  const mean = sum(values) / n;
  const ss = sum(values.map((x) => (x - mean) ** 2));
  check(agree(ss, sum(values.map((x) => x * x)) - n * mean * mean, 1e-9), source);
  return { mean, ss };
}

function unbiased(values: number[], w: Writer, source: string): Solution {
  const n = values.length;
  readable(n >= 2, source);
  const { mean, ss } = squares(values, source);
  const variance = ss / (n - 1);
  const biased = ss / n;
  w.step('inf_est_mean', { n }, `\\bar{x}=\\frac{${values.map((x) => f(x)).join('+')}}{${n}}=${f(mean)}`);
  w.step('inf_est_squares', {}, `\\sum(x_i-\\bar{x})^2=${f(ss)}`);
  w.step('inf_est_unbiased', { df: n - 1 }, `s^2=\\frac{${f(ss)}}{${n - 1}}=${f(variance)}`);
  w.step('inf_est_biased', { n }, `S_n^2=\\frac{${f(ss)}}{${n}}=${f(biased)}`);
  return solution(w, 'problem_inf_unbiased', { n }, `$\\bar{x}=${f(mean)},\\ s^2=${f(variance)}$`, {
    mean,
    variance,
    sd: Math.sqrt(variance),
    biasedVariance: biased,
  });
}

function mse(bias: number, variance: number, w: Writer, source: string): Solution {
  readable(variance >= 0, source);
  const value = variance + bias * bias;
  check(agree(value - variance, bias ** 2, 1e-12), source);
  w.step('inf_est_mse', {}, `MSE=V(T)+b^2=${f(variance)}+(${f(bias)})^2=${f(value)}`);
  return solution(w, 'problem_inf_mse', { bias: f(bias), variance: f(variance) }, `$MSE=${f(value)}$`, {
    mse: value,
  });
}

function linearVariance(weights: number[], variance: number, w: Writer, source: string): Solution {
  readable(weights.length >= 2 && variance > 0, source);
  const value = variance * sum(weights.map((a) => a * a));
  check(agree(value, sum(weights.map((a) => a * a * variance)), 1e-12), source);
  const total = sum(weights);
  w.step(
    'inf_est_linear',
    {},
    `V(T)=\\sigma^2\\sum a_i^2=${f(variance)}\\cdot(${weights.map((a) => `${f(a)}^2`).join('+')})=${f(value)}`,
  );
  w.step(agree(total, 1, 1e-12) ? 'inf_est_linear_unbiased' : 'inf_est_linear_biased', { sum: f(total) });
  return solution(w, 'problem_inf_linear', { variance: f(variance) }, `$V(T)=${f(value)}$`, {
    variance: value,
  });
}

function biasedVarianceBias(variance: number, n: number, w: Writer, source: string): Solution {
  readable(variance > 0 && Number.isInteger(n) && n >= 2, source);
  const expected = ((n - 1) / n) * variance;
  const bias = expected - variance;
  check(agree(bias, -variance / n, 1e-12), source);
  w.step(
    'inf_est_bias_sn',
    {},
    `E(S_n^2)=\\frac{n-1}{n}\\sigma^2=\\frac{${n - 1}}{${n}}\\cdot ${f(variance)}=${f(expected)},\\quad E(S_n^2)-\\sigma^2=-\\frac{\\sigma^2}{n}=${f(bias)}`,
  );
  return solution(w, 'problem_inf_bias_sn', { n, variance: f(variance) }, `$${f(bias)}$`, { bias, expected });
}

/** The log-likelihood is highest at the estimate: lower a little to either side (the second route). */
function highestAt(logLikelihood: (theta: number) => number, estimate: number, source: string): void {
  const h = 1e-4 * Math.max(1, Math.abs(estimate));
  const at = logLikelihood(estimate);
  check(
    Number.isFinite(at) && at >= logLikelihood(estimate - h) && at >= logLikelihood(estimate + h),
    source,
  );
}

function mle(model: 'poisson' | 'exponential', values: number[], w: Writer, source: string): Solution {
  readable(values.length >= 2 && values.every((x) => x >= 0), source);
  const n = values.length;
  const mean = sum(values) / n;
  readable(mean > 0, source);
  if (model === 'poisson') {
    readable(
      values.every((x) => Number.isInteger(x)),
      source,
    );
    highestAt((l) => sum(values) * Math.log(l) - n * l, mean, source);
    w.step('inf_est_mle_poisson', {}, `\\hat{\\lambda}=\\bar{x}=\\frac{${f(sum(values))}}{${n}}=${f(mean)}`);
    return solution(w, 'problem_inf_mle', { n }, `$\\hat{\\lambda}=${f(mean)}$`, { estimate: mean, mean });
  }
  const estimate = 1 / mean;
  highestAt((l) => n * Math.log(l) - l * sum(values), estimate, source);
  w.step(
    'inf_est_mle_exponential',
    {},
    `\\hat{\\lambda}=\\frac{1}{\\bar{x}}=\\frac{${n}}{${f(sum(values))}}=${f(estimate)}`,
  );
  return solution(w, 'problem_inf_mle', { n }, `$\\hat{\\lambda}=${f(estimate)}$`, { estimate, mean });
}

function mleBernoulli(x: number, n: number, w: Writer, source: string): Solution {
  readable(Number.isInteger(x) && Number.isInteger(n) && n > 0 && x >= 0 && x <= n, source);
  const p = x / n;
  if (x > 0 && x < n) highestAt((q) => x * Math.log(q) + (n - x) * Math.log(1 - q), p, source);
  w.step('inf_est_mle_bernoulli', {}, `\\hat{p}=\\frac{x}{n}=\\frac{${x}}{${n}}=${f(p)}`);
  w.step('inf_est_invariance', {}, `\\hat{p}^2=${f(p * p)}`);
  return solution(w, 'problem_inf_mle', { n }, `$\\hat{p}=${f(p)}$`, { estimate: p, squared: p * p });
}

function uniform(values: number[], method: 'moments' | 'mle' | 'both', w: Writer, source: string): Solution {
  readable(values.length >= 2 && values.every((x) => x >= 0), source);
  const n = values.length;
  const mean = sum(values) / n;
  const moments = 2 * mean;
  const largest = Math.max(...values);
  check(agree(moments, (2 * sum(values)) / n, 1e-12) && values.includes(largest), source);
  const values_: Record<string, number> = {};
  if (method !== 'mle') {
    w.step(
      'inf_est_uniform_moments',
      {},
      `E(X)=\\frac{\\theta}{2}\\Rightarrow\\hat{\\theta}=2\\bar{x}=2\\cdot ${f(mean)}=${f(moments)}`,
    );
    values_.moments = moments;
  }
  if (method !== 'moments') {
    w.step('inf_est_uniform_mle', {}, `\\hat{\\theta}=\\max x_i=${f(largest)}`);
    values_.mle = largest;
  }
  const answer =
    method === 'both'
      ? `$\\hat{\\theta}_{MM}=${f(moments)},\\ \\hat{\\theta}_{MLE}=${f(largest)}$`
      : `$\\hat{\\theta}=${f(method === 'moments' ? moments : largest)}$`;
  return solution(w, 'problem_inf_uniform', { n }, answer, values_);
}

function pooledVariance(
  r: Extract<EstimationRequest, { of: 'pooled-variance' }>,
  w: Writer,
  source: string,
): Solution {
  readable(r.n1 >= 2 && r.n2 >= 2 && r.v1 > 0 && r.v2 > 0, source);
  const df = r.n1 + r.n2 - 2;
  const pooled = ((r.n1 - 1) * r.v1 + (r.n2 - 1) * r.v2) / df;
  // second route: the weighted mean of the variances with weights (nᵢ − 1)/df
  check(agree(pooled, r.v1 * ((r.n1 - 1) / df) + r.v2 * ((r.n2 - 1) / df), 1e-12), source);
  w.step(
    'inf_est_pooled',
    { df },
    `s_p^2=\\frac{(n_1-1)s_1^2+(n_2-1)s_2^2}{n_1+n_2-2}=\\frac{${r.n1 - 1}\\cdot ${f(r.v1)}+${r.n2 - 1}\\cdot ${f(r.v2)}}{${df}}=${f(pooled)}`,
  );
  return solution(w, 'problem_inf_pooled', { n1: r.n1, n2: r.n2 }, `$s_p^2=${f(pooled)}$`, {
    pooledVariance: pooled,
    df,
  });
}

function welchDf(r: Extract<EstimationRequest, { of: 'welch-df' }>, w: Writer, source: string): Solution {
  readable(r.n1 >= 2 && r.n2 >= 2 && r.v1 > 0 && r.v2 > 0, source);
  const a = r.v1 / r.n1;
  const b = r.v2 / r.n2;
  const df = (a + b) ** 2 / ((a * a) / (r.n1 - 1) + (b * b) / (r.n2 - 1));
  const second = 1 / ((a / (a + b)) ** 2 / (r.n1 - 1) + (b / (a + b)) ** 2 / (r.n2 - 1));
  check(agree(df, second, 1e-10), source);
  w.step(
    'inf_est_welch',
    { floor: Math.floor(df) },
    `\\nu=\\frac{\\left(\\frac{s_1^2}{n_1}+\\frac{s_2^2}{n_2}\\right)^2}{\\frac{(s_1^2/n_1)^2}{n_1-1}+\\frac{(s_2^2/n_2)^2}{n_2-1}}=\\frac{(${f(a)}+${f(b)})^2}{\\frac{${f(a)}^2}{${r.n1 - 1}}+\\frac{${f(b)}^2}{${r.n2 - 1}}}=${f(df)}`,
  );
  return solution(w, 'problem_inf_welch', { n1: r.n1, n2: r.n2 }, `$\\nu=${f(df)}$`, {
    df,
    dfFloor: Math.floor(df),
  });
}

function pooledProportion(
  r: Extract<EstimationRequest, { of: 'pooled-proportion' }>,
  w: Writer,
  source: string,
): Solution {
  readable(r.n1 > 0 && r.n2 > 0 && r.x1 <= r.n1 && r.x2 <= r.n2, source);
  const p = (r.x1 + r.x2) / (r.n1 + r.n2);
  const second = (r.n1 * (r.x1 / r.n1) + r.n2 * (r.x2 / r.n2)) / (r.n1 + r.n2);
  check(agree(p, second, 1e-12), source);
  w.step(
    'inf_est_pooled_proportion',
    {},
    `\\hat{p}=\\frac{x_1+x_2}{n_1+n_2}=\\frac{${r.x1}+${r.x2}}{${r.n1}+${r.n2}}=${f(p)}`,
  );
  return solution(w, 'problem_inf_pooled_proportion', { n1: r.n1, n2: r.n2 }, `$\\hat{p}=${f(p)}$`, {
    pooledProportion: p,
  });
}

function cohen(r: Extract<EstimationRequest, { of: 'cohen-d' }>, w: Writer, source: string): Solution {
  readable(r.sd > 0, source);
  const d = (r.mean1 - r.mean2) / r.sd;
  check(agree(d * r.sd + r.mean2, r.mean1, 1e-12), source);
  w.step(
    'inf_est_cohen',
    {},
    `d=\\frac{\\bar{x}_1-\\bar{x}_2}{s_p}=\\frac{${f(r.mean1)}-${f(r.mean2)}}{${f(r.sd)}}=${f(d)}`,
  );
  return solution(w, 'problem_inf_cohen', { sd: f(r.sd) }, `$d=${f(d)}$`, { d: Math.abs(d), signedD: d });
}

function degrees(r: Extract<EstimationRequest, { of: 'degrees' }>, w: Writer, source: string): Solution {
  const n2 = r.n2 ?? 0;
  readable(
    Number.isInteger(r.n1) && r.n1 >= 2 && (r.design !== 'pooled' || (Number.isInteger(n2) && n2 >= 2)),
    source,
  );
  const df = r.design === 'pooled' ? r.n1 + n2 - 2 : r.n1 - 1;
  check(df === (r.design === 'pooled' ? r.n1 - 1 + (n2 - 1) : r.n1 - 1), source);
  if (r.design === 'pooled') w.step('inf_est_degrees_pooled', {}, `df=n_1+n_2-2=${r.n1}+${n2}-2=${df}`);
  else w.step('inf_est_degrees_paired', {}, `df=n-1=${r.n1}-1=${df}`);
  return {
    kind: 't-test',
    reply: w.walkthrough(w.say('problem_inf_degrees', {}), `$df=${df}$`),
    values: { df },
  };
}

function critical(r: Extract<EstimationRequest, { of: 'critical' }>, w: Writer, source: string): Solution {
  readable(r.right > 0 && r.right < 1, source);
  const distribution: Distribution =
    r.distribution === 'f' ? { name: 'f', df1: r.df1, df2: r.df2 ?? Number.NaN } : { name: 't', df: r.df1 };
  // quantile() puts the value back through the CDF (the second route)
  const value = quantile(distribution, 1 - r.right, source);
  const name =
    r.distribution === 'f' ? `F_{${f(r.right)},${r.df1},${r.df2 ?? ''}}` : `t_{${f(r.right)},${r.df1}}`;
  w.step('inf_critical', { right: f(r.right) }, `${name}=${f(value)}`);
  return {
    kind: r.distribution === 'f' ? 'f-test-variances' : 't-test',
    reply: w.walkthrough(w.say('problem_inf_critical', { right: f(r.right) }), `$${name}=${f(value)}$`),
    values: { critical: value },
  };
}

function linearTransform(
  r: Extract<EstimationRequest, { of: 'linear-transform' }>,
  w: Writer,
  source: string,
): Solution {
  readable(Number.isFinite(r.a) && Number.isFinite(r.b) && (r.moment === 'mean' || r.value >= 0), source);
  if (r.moment === 'mean') {
    const result = r.a * r.value + r.b;
    // second route: the mean of aX + b at two points of a distribution with that mean (value ± 1)
    check(agree(result, (r.a * (r.value - 1) + r.b + (r.a * (r.value + 1) + r.b)) / 2, 1e-12), source);
    w.step('inf_est_linear_mean', {}, `E(Y)=a\\,E(X)+b=${f(r.a)}\\cdot ${f(r.value)}+${f(r.b)}=${f(result)}`);
    return {
      kind: 'point-estimation',
      reply: w.walkthrough(w.say('problem_inf_linear_transform', {}), `$E(Y)=${f(result)}$`),
      values: { expectation: result },
    };
  }
  const result = r.a * r.a * r.value;
  check(agree(result, (Math.abs(r.a) * Math.sqrt(r.value)) ** 2, 1e-12), source);
  w.step('inf_est_linear_var', {}, `V(Y)=a^2\\,V(X)=${f(r.a)}^2\\cdot ${f(r.value)}=${f(result)}`);
  return {
    kind: 'point-estimation',
    reply: w.walkthrough(w.say('problem_inf_linear_transform', {}), `$V(Y)=${f(result)}$`),
    values: { variance: result },
  };
}

function expectation(
  r: Extract<EstimationRequest, { of: 'expectation' }>,
  w: Writer,
  source: string,
): Solution {
  readable(
    r.xs.length === r.ps.length && r.ps.every((p) => p >= 0 && p <= 1) && agree(sum(r.ps), 1, 1e-9),
    source,
  );
  const terms = r.xs.map((x, i) => x * (r.ps[i] ?? 0));
  const result = sum(terms);
  // second route: the sum in the other order
  check(agree(result, sum([...terms].reverse()), 1e-12), source);
  w.step(
    'inf_est_expectation',
    {},
    `E(X)=\\sum x_i\\,p_i=${r.xs.map((x, i) => `${f(x)}\\cdot ${f(r.ps[i] ?? 0)}`).join('+')}=${f(result)}`,
  );
  return {
    kind: 'point-estimation',
    reply: w.walkthrough(w.say('problem_inf_expectation', {}), `$E(X)=${f(result)}$`),
    values: { expectation: result },
  };
}

export function solveEstimation(r: EstimationRequest, w: Writer, source: string): Solution {
  switch (r.of) {
    case 'unbiased':
      return unbiased(r.values, w, source);
    case 'mse':
      return mse(r.bias, r.variance, w, source);
    case 'linear-variance':
      return linearVariance(r.weights, r.variance, w, source);
    case 'biased-variance-bias':
      return biasedVarianceBias(r.variance, r.n, w, source);
    case 'mle':
      return mle(r.model, r.values, w, source);
    case 'mle-bernoulli':
      return mleBernoulli(r.x, r.n, w, source);
    case 'uniform':
      return uniform(r.values, r.method, w, source);
    case 'pooled-variance':
      return pooledVariance(r, w, source);
    case 'welch-df':
      return welchDf(r, w, source);
    case 'pooled-proportion':
      return pooledProportion(r, w, source);
    case 'cohen-d':
      return cohen(r, w, source);
    case 'degrees':
      return degrees(r, w, source);
    case 'critical':
      return critical(r, w, source);
    case 'linear-transform':
      return linearTransform(r, w, source);
    case 'expectation':
      return expectation(r, w, source);
  }
}
