/**
 * Sampling distributions, sample sizes and power (statistics-2 lessons 1–3; docs/tutor.md, "Inference"):
 * the probability of a sample mean, sum or proportion by the central limit theorem, a standard error, the
 * value a mean exceeds with a given probability, the smallest n for a margin or for a power, a z test's
 * power, and the centre, margin and n of a published interval. Every number is checked by a second route
 * before it is shown: a probability by the erf form of Φ on the unstandardised scale, a sample size by its
 * margin (or power) at n and at n − 1, a power by the rejection region written in x̄.
 */
import { agree, formatNumber, math, SolverStop } from './math';
import type { SamplingRequest } from './recognize-inference';
import { cdf, quantile, type Tail } from './statistics-distributions';
import type { Solution, Writer } from './types';

const f = (x: number, digits = 4) => formatNumber(x, digits);
const Z = { name: 'z' } as const;

/** Φ by erf: the second route for every normal probability here. */
const phi = (x: number) => 0.5 * (1 + Number(math.erf(x / Math.SQRT2)));

function check(condition: boolean, source: string): void {
  if (!condition) throw new SolverStop('unverified', source);
}

function positive(source: string, ...values: number[]): void {
  if (!values.every((x) => Number.isFinite(x) && x > 0)) throw new SolverStop('unreadable', source);
}

/** A normal probability of X ~ N(centre, se²) above, below or between; checked on the raw scale by erf. */
function normalEvent(
  centre: number,
  se: number,
  r: { relation: 'above' | 'below' | 'between'; a: number; b?: number },
  symbolTex: string,
  w: Writer,
  source: string,
): number {
  const za = (r.a - centre) / se;
  if (r.relation === 'between') {
    const b = r.b ?? Number.NaN;
    const zb = (b - centre) / se;
    const probability = cdf(Z, zb, source) - cdf(Z, za, source);
    check(agree(probability, phi((b - centre) / se) - phi((r.a - centre) / se), 1e-7), source);
    w.step(
      'inf_standardize',
      {},
      `z_1=\\frac{${f(r.a)}-${f(centre)}}{${f(se)}}=${f(za)},\\quad z_2=\\frac{${f(b)}-${f(centre)}}{${f(se)}}=${f(zb)}`,
    );
    w.step(
      'inf_probability',
      {},
      `P(${f(r.a)}<${symbolTex}<${f(b)})=\\Phi(${f(zb)})-\\Phi(${f(za)})=${f(probability)}`,
    );
    return probability;
  }
  const below = cdf(Z, za, source);
  const probability = r.relation === 'above' ? 1 - below : below;
  const second = r.relation === 'above' ? phi((centre - r.a) / se) : phi((r.a - centre) / se);
  check(agree(probability, second, 1e-7), source);
  w.step('inf_standardize', {}, `z=\\frac{${f(r.a)}-${f(centre)}}{${f(se)}}=${f(za)}`);
  const relation = r.relation === 'above' ? '>' : '<';
  const phiTex = r.relation === 'above' ? `1-\\Phi(${f(za)})` : `\\Phi(${f(za)})`;
  w.step('inf_probability', {}, `P(${symbolTex}${relation}${f(r.a)})=${phiTex}=${f(probability)}`);
  return probability;
}

function meanProbability(r: Extract<SamplingRequest, { of: 'mean' }>, w: Writer, source: string): Solution {
  positive(source, r.sigma, r.n);
  const se = r.sigma / Math.sqrt(r.n);
  const centre = r.sum ? r.n * r.mu : r.mu;
  const spread = r.sum ? r.sigma * Math.sqrt(r.n) : se;
  // second route for the spread: the sum's SD is n times the mean's
  check(agree(r.sum ? spread / r.n : spread, se, 1e-12), source);
  if (r.sum)
    w.step(
      'inf_clt_sum',
      { n: r.n },
      `\\sum X\\sim N\\left(n\\mu,\\;n\\sigma^2\\right):\\ E=${r.n}\\cdot ${f(r.mu)}=${f(centre)},\\ SD=${f(r.sigma)}\\sqrt{${r.n}}=${f(spread)}`,
    );
  else
    w.step(
      'inf_clt_mean',
      { n: r.n },
      `\\bar{x}\\sim N\\left(\\mu,\\;\\frac{\\sigma^2}{n}\\right):\\ SE=\\frac{${f(r.sigma)}}{\\sqrt{${r.n}}}=${f(se)}`,
    );
  const probability = normalEvent(centre, spread, r, r.sum ? '\\sum X' : '\\bar{x}', w, source);
  const problem = w.say(r.sum ? 'problem_inf_sum' : 'problem_inf_mean', {
    n: r.n,
    mu: f(r.mu),
    sigma: f(r.sigma),
  });
  return {
    kind: 'sampling-distribution',
    reply: w.walkthrough(problem, `$${f(probability)}$`),
    values: { probability, standardError: se, mean: centre, sd: spread },
  };
}

function proportionProbability(
  r: Extract<SamplingRequest, { of: 'proportion' }>,
  w: Writer,
  source: string,
): Solution {
  positive(source, r.p, 1 - r.p, r.n);
  const se = Math.sqrt((r.p * (1 - r.p)) / r.n);
  check(agree(se, Math.sqrt(r.n * r.p * (1 - r.p)) / r.n, 1e-12), source);
  w.step(
    'inf_clt_proportion',
    { n: r.n },
    `\\hat{p}\\sim N\\left(p,\\;\\frac{p(1-p)}{n}\\right):\\ SE=\\sqrt{\\frac{${f(r.p)}\\cdot ${f(1 - r.p)}}{${r.n}}}=${f(se)}`,
  );
  const probability = normalEvent(r.p, se, r, '\\hat{p}', w, source);
  return {
    kind: 'sampling-distribution',
    reply: w.walkthrough(w.say('problem_inf_proportion', { n: r.n, p: f(r.p) }), `$${f(probability)}$`),
    values: { probability, standardError: se },
  };
}

function standardError(
  r: Extract<SamplingRequest, { of: 'se-mean' | 'se-proportion' }>,
  w: Writer,
  source: string,
): Solution {
  if (r.of === 'se-mean') {
    positive(source, r.sigma, r.n);
    const se = r.sigma / Math.sqrt(r.n);
    check(agree(se * se * r.n, r.sigma * r.sigma, 1e-12), source);
    w.step('inf_se_mean', {}, `SE=\\frac{\\sigma}{\\sqrt{n}}=\\frac{${f(r.sigma)}}{\\sqrt{${r.n}}}=${f(se)}`);
    return {
      kind: 'sampling-distribution',
      reply: w.walkthrough(w.say('problem_inf_se_mean', { n: r.n, sigma: f(r.sigma) }), `$SE=${f(se)}$`),
      values: { standardError: se },
    };
  }
  positive(source, r.p, 1 - r.p, r.n);
  const se = Math.sqrt((r.p * (1 - r.p)) / r.n);
  check(agree(se * se * r.n, r.p - r.p * r.p, 1e-12), source);
  w.step(
    'inf_se_proportion',
    {},
    `SE=\\sqrt{\\frac{p(1-p)}{n}}=\\sqrt{\\frac{${f(r.p)}\\cdot ${f(1 - r.p)}}{${r.n}}}=${f(se)}`,
  );
  return {
    kind: 'sampling-distribution',
    reply: w.walkthrough(w.say('problem_inf_se_proportion', { n: r.n, p: f(r.p) }), `$SE=${f(se)}$`),
    values: { standardError: se },
  };
}

function meanQuantile(
  r: Extract<SamplingRequest, { of: 'mean-quantile' }>,
  w: Writer,
  source: string,
): Solution {
  positive(source, r.sigma, r.n, r.above, 1 - r.above);
  const se = r.sigma / Math.sqrt(r.n);
  const z = quantile(Z, 1 - r.above, source);
  const c = r.mu + z * se;
  check(agree(1 - phi((c - r.mu) / se), r.above, 1e-6), source);
  w.step('inf_clt_mean', { n: r.n }, `SE=\\frac{${f(r.sigma)}}{\\sqrt{${r.n}}}=${f(se)}`);
  w.step(
    'inf_quantile',
    { share: f(r.above) },
    `c=\\mu+z\\cdot SE=${f(r.mu)}+${f(z)}\\cdot ${f(se)}=${f(c)}`,
  );
  return {
    kind: 'sampling-distribution',
    reply: w.walkthrough(
      w.say('problem_inf_mean', { n: r.n, mu: f(r.mu), sigma: f(r.sigma) }),
      `$c=${f(c)}$`,
    ),
    values: { c, standardError: se, z },
  };
}

/** The smallest whole n with n ≥ bound, checked at n and n − 1 by the margin itself. */
function roundUp(bound: number, fits: (n: number) => boolean, source: string): number {
  const n = Math.max(1, Math.ceil(bound - 1e-9));
  check(fits(n) && (n === 1 || !fits(n - 1)), source);
  return n;
}

function sizeForMargin(
  r: Extract<SamplingRequest, { of: 'size-mean' | 'size-proportion' }>,
  w: Writer,
  source: string,
): Solution {
  positive(source, r.margin, r.level, 1 - r.level);
  const z = quantile(Z, 1 - (1 - r.level) / 2, source);
  let bound: number;
  let n: number;
  if (r.of === 'size-mean') {
    positive(source, r.sigma);
    bound = ((z * r.sigma) / r.margin) ** 2;
    n = roundUp(bound, (m) => (z * r.sigma) / Math.sqrt(m) <= r.margin * (1 + 1e-12), source);
    w.step(
      'inf_size_mean',
      { level: f(r.level * 100) },
      `n\\ge\\left(\\frac{z\\,\\sigma}{E}\\right)^2=\\left(\\frac{${f(z)}\\cdot ${f(r.sigma)}}{${f(r.margin)}}\\right)^2=${f(bound)}`,
    );
  } else {
    const p = r.p ?? 0.5;
    positive(source, p, 1 - p);
    if (r.p === null) w.step('inf_size_no_prior', {});
    bound = (z ** 2 * p * (1 - p)) / r.margin ** 2;
    n = roundUp(bound, (m) => z * Math.sqrt((p * (1 - p)) / m) <= r.margin * (1 + 1e-12), source);
    w.step(
      'inf_size_proportion',
      { level: f(r.level * 100) },
      `n\\ge\\frac{z^2\\,p(1-p)}{E^2}=\\frac{${f(z)}^2\\cdot ${f(p)}\\cdot ${f(1 - p)}}{${f(r.margin)}^2}=${f(bound)}`,
    );
  }
  w.step('inf_size_round', { n });
  const problem = w.say('problem_inf_size', { margin: f(r.margin), level: f(r.level * 100) });
  return {
    kind: 'sample-size',
    reply: w.walkthrough(problem, `$n=${n}$`),
    values: { n, bound, z },
  };
}

function zAlpha(alpha: number, tail: Tail, source: string): number {
  return quantile(Z, 1 - (tail === 'two' ? alpha / 2 : alpha), source);
}

function powerOfMean(r: Extract<SamplingRequest, { of: 'power-mean' }>, w: Writer, source: string): Solution {
  positive(source, r.sigma, r.n, r.alpha, 1 - r.alpha);
  const se = r.sigma / Math.sqrt(r.n);
  const z = zAlpha(r.alpha, r.tail, source);
  const shift = (r.mu1 - r.mu0) / se;
  const upper = 1 - cdf(Z, z - shift, source);
  const lower = cdf(Z, -z - shift, source);
  const power = r.tail === 'right' ? upper : r.tail === 'left' ? lower : upper + lower;
  // second route: the rejection region in x̄, then the probability of falling in it when μ = μ₁
  const high = r.mu0 + z * se;
  const low = r.mu0 - z * se;
  const inHigh = 1 - phi((high - r.mu1) / se);
  const inLow = phi((low - r.mu1) / se);
  check(agree(power, r.tail === 'right' ? inHigh : r.tail === 'left' ? inLow : inHigh + inLow, 1e-7), source);
  const region =
    r.tail === 'right'
      ? `\\bar{x}\\ge ${f(r.mu0)}+${f(z)}\\cdot ${f(se)}=${f(high)}`
      : r.tail === 'left'
        ? `\\bar{x}\\le ${f(r.mu0)}-${f(z)}\\cdot ${f(se)}=${f(low)}`
        : `\\bar{x}\\le ${f(low)}\\ \\text{or}\\ \\bar{x}\\ge ${f(high)}`;
  w.step('inf_se_mean', {}, `SE=\\frac{${f(r.sigma)}}{\\sqrt{${r.n}}}=${f(se)}`);
  w.step('inf_power_region', { alpha: f(r.alpha) }, region);
  const tex =
    r.tail === 'right'
      ? `P\\left(Z>\\frac{${f(high)}-${f(r.mu1)}}{${f(se)}}\\right)`
      : r.tail === 'left'
        ? `P\\left(Z<\\frac{${f(low)}-${f(r.mu1)}}{${f(se)}}\\right)`
        : `P\\left(Z<\\frac{${f(low)}-${f(r.mu1)}}{${f(se)}}\\right)+P\\left(Z>\\frac{${f(high)}-${f(r.mu1)}}{${f(se)}}\\right)`;
  w.step('inf_power_value', { mu1: f(r.mu1) }, `1-\\beta=${tex}=${f(power)}`);
  const problem = w.say('problem_inf_power', {
    mu0: f(r.mu0),
    mu1: f(r.mu1),
    sigma: f(r.sigma),
    n: r.n,
    alpha: f(r.alpha),
  });
  return {
    kind: 'test-power',
    reply: w.walkthrough(problem, `$1-\\beta=${f(power)}$`),
    values: { probability: power, power, beta: 1 - power, standardError: se },
  };
}

function sizeForPower(
  r: Extract<SamplingRequest, { of: 'size-power-mean' | 'size-power-proportion' }>,
  w: Writer,
  source: string,
): Solution {
  positive(source, r.alpha, 1 - r.alpha, r.power, 1 - r.power);
  const za = zAlpha(r.alpha, r.tail, source);
  const zb = quantile(Z, r.power, source);
  let bound: number;
  let n: number;
  if (r.of === 'size-power-mean') {
    positive(source, r.sigma, r.delta);
    bound = (((za + zb) * r.sigma) / r.delta) ** 2;
    // the power at n (the near tail, as the lesson's formula): at least the target, and short of it at n − 1
    n = roundUp(bound, (m) => phi((r.delta * Math.sqrt(m)) / r.sigma - za) >= r.power - 1e-12, source);
    w.step(
      'inf_size_power_mean',
      { power: f(r.power) },
      `n\\ge\\left(\\frac{(z_{\\alpha}+z_{\\beta})\\,\\sigma}{\\delta}\\right)^2=\\left(\\frac{(${f(za)}+${f(zb)})\\cdot ${f(r.sigma)}}{${f(r.delta)}}\\right)^2=${f(bound)}`,
    );
  } else {
    const { p0, p1 } = r;
    positive(source, p0, 1 - p0, p1, 1 - p1);
    const s0 = Math.sqrt(p0 * (1 - p0));
    const s1 = Math.sqrt(p1 * (1 - p1));
    const gap = Math.abs(p1 - p0);
    bound = ((za * s0 + zb * s1) / gap) ** 2;
    n = roundUp(bound, (m) => phi((gap * Math.sqrt(m) - za * s0) / s1) >= r.power - 1e-12, source);
    w.step(
      'inf_size_power_proportion',
      { power: f(r.power) },
      `n\\ge\\left(\\frac{z_{\\alpha}\\sqrt{p_0(1-p_0)}+z_{\\beta}\\sqrt{p_1(1-p_1)}}{p_1-p_0}\\right)^2=\\left(\\frac{${f(za)}\\cdot ${f(s0)}+${f(zb)}\\cdot ${f(s1)}}{${f(p1 - p0)}}\\right)^2=${f(bound)}`,
    );
  }
  w.step('inf_size_round', { n });
  return {
    kind: 'sample-size',
    reply: w.walkthrough(
      w.say('problem_inf_size_power', { power: f(r.power), alpha: f(r.alpha) }),
      `$n=${n}$`,
    ),
    values: { n, bound },
  };
}

function intervalBack(
  r: Extract<SamplingRequest, { of: 'interval-back' }>,
  w: Writer,
  source: string,
): Solution {
  const centre = (r.low + r.high) / 2;
  const margin = (r.high - r.low) / 2;
  check(agree(centre - margin, r.low, 1e-12) && agree(centre + margin, r.high, 1e-12), source);
  w.step('inf_back_centre', {}, `\\bar{x}=\\frac{${f(r.low)}+${f(r.high)}}{2}=${f(centre)}`);
  w.step('inf_back_margin', {}, `E=\\frac{${f(r.high)}-${f(r.low)}}{2}=${f(margin)}`);
  const values: Record<string, number> = { mean: centre, margin };
  let answer = `$\\bar{x}=${f(centre)},\\ E=${f(margin)}$`;
  if (r.sigma !== null && r.sigma > 0) {
    const z = quantile(Z, 1 - (1 - r.level) / 2, source);
    const n = ((z * r.sigma) / margin) ** 2;
    const whole = Math.round(n);
    check(agree((z * r.sigma) / Math.sqrt(n), margin, 1e-9), source);
    w.step(
      'inf_back_n',
      { level: f(r.level * 100) },
      `n=\\left(\\frac{z\\,\\sigma}{E}\\right)^2=\\left(\\frac{${f(z)}\\cdot ${f(r.sigma)}}{${f(margin)}}\\right)^2=${f(n)}\\approx ${whole}`,
    );
    values.n = whole;
    answer = `$\\bar{x}=${f(centre)},\\ E=${f(margin)},\\ n\\approx ${whole}$`;
  }
  return {
    kind: 'confidence-interval',
    reply: w.walkthrough(w.say('problem_inf_interval_back', { low: f(r.low), high: f(r.high) }), answer),
    values,
  };
}

/** The large-sample z test of two means: the statistic, the p-value two ways, and the decision at α in words. */
function zTwoMeans(r: Extract<SamplingRequest, { of: 'z-two-means' }>, w: Writer, source: string): Solution {
  positive(source, r.v1, r.v2, r.n1, r.n2, r.alpha, 0.5 - r.alpha);
  const se = Math.sqrt(r.v1 / r.n1 + r.v2 / r.n2);
  check(agree(se, Math.sqrt(r.v1 * r.n2 + r.v2 * r.n1) / Math.sqrt(r.n1 * r.n2), 1e-12), source);
  const z = (r.mean1 - r.mean2) / se;
  const below = cdf(Z, z, source);
  const p = r.tail === 'right' ? 1 - below : 2 * Math.min(below, 1 - below);
  const second = r.tail === 'right' ? phi(-z) : 2 * phi(-Math.abs(z));
  check(agree(p, second, 1e-7), source);
  const reject = p <= r.alpha;
  const critical = zAlpha(r.alpha, r.tail, source);
  // the decision by the critical value must be the decision by p (away from the boundary)
  check(
    (r.tail === 'right' ? z >= critical : Math.abs(z) >= critical) === reject || Math.abs(p - r.alpha) < 1e-9,
    source,
  );
  const relation = r.tail === 'right' ? '>' : '\\ne';
  const alpha = f(r.alpha);
  w.step('test_hypotheses', {}, `H_0:\\mu_1=\\mu_2,\\quad H_1:\\mu_1${relation}\\mu_2`);
  w.step(
    'inf_z_two_large',
    {},
    `z=\\frac{\\bar{x}_1-\\bar{x}_2}{\\sqrt{\\frac{s_1^2}{n_1}+\\frac{s_2^2}{n_2}}}=\\frac{${f(r.mean1)}-${f(r.mean2)}}{${f(se)}}=${f(z)}`,
  );
  w.step(r.tail === 'two' ? 'test_p_two' : 'test_p_one', {}, `p=${f(p)}`);
  w.step(
    reject ? 'test_decision_reject' : 'test_decision_keep',
    { alpha },
    `p=${f(p)}${reject ? '\\le' : '>'}\\alpha=${alpha}`,
  );
  const comparison = `$\\mu_1${relation}\\mu_2$`;
  const meaning = w.say(reject ? 'test_meaning_two_reject' : 'test_meaning_two_keep', { alpha, comparison });
  w.step('test_meaning', { meaning });
  if (!r.alphaGiven) w.step('test_alpha_default', { alpha });
  const decision = w.say(reject ? 'test_answer_reject' : 'test_answer_keep', { alpha });
  return {
    kind: 'z-test',
    reply: w.walkthrough(
      w.say('problem_inf_z_two', { n1: r.n1, n2: r.n2 }),
      `$z=${f(z)},\\ p=${f(p)}$. ${decision} ${meaning}`,
    ),
    values: { statistic: z, p, alpha: r.alpha, reject: reject ? 1 : 0, standardError: se, critical },
    result: reject ? 'reject' : 'keep',
  };
}

function marginTwo(r: Extract<SamplingRequest, { of: 'margin-two' }>, w: Writer, source: string): Solution {
  positive(source, r.v1, r.v2, r.n1, r.n2, r.level, 1 - r.level);
  const se = Math.sqrt(r.v1 / r.n1 + r.v2 / r.n2);
  check(agree(se, Math.sqrt(r.v1 * r.n2 + r.v2 * r.n1) / Math.sqrt(r.n1 * r.n2), 1e-12), source);
  const z = quantile(Z, 1 - (1 - r.level) / 2, source);
  const margin = z * se;
  w.step(
    'inf_margin_two',
    {},
    `SE=\\sqrt{\\frac{\\sigma_1^2}{n_1}+\\frac{\\sigma_2^2}{n_2}}=\\sqrt{\\frac{${f(r.v1)}}{${r.n1}}+\\frac{${f(r.v2)}}{${r.n2}}}=${f(se)}`,
  );
  w.step('ci_margin', {}, `E=z\\cdot SE=${f(z)}\\cdot ${f(se)}=${f(margin)}`);
  return {
    kind: 'ci-two-means',
    reply: w.walkthrough(w.say('problem_inf_margin_two', { level: f(r.level * 100) }), `$E=${f(margin)}$`),
    values: { margin, standardError: se, critical: z },
  };
}

export function solveSampling(r: SamplingRequest, w: Writer, source: string): Solution {
  switch (r.of) {
    case 'mean':
      return meanProbability(r, w, source);
    case 'proportion':
      return proportionProbability(r, w, source);
    case 'se-mean':
    case 'se-proportion':
      return standardError(r, w, source);
    case 'mean-quantile':
      return meanQuantile(r, w, source);
    case 'size-mean':
    case 'size-proportion':
      return sizeForMargin(r, w, source);
    case 'power-mean':
      return powerOfMean(r, w, source);
    case 'size-power-mean':
    case 'size-power-proportion':
      return sizeForPower(r, w, source);
    case 'interval-back':
      return intervalBack(r, w, source);
    case 'margin-two':
      return marginTwo(r, w, source);
    case 'z-two-means':
      return zTwoMeans(r, w, source);
  }
}
