/**
 * Every hypothesis test the statistics course teaches (docs/tutor.md, "Statistics tests"), each ending in
 * the decision at α in words and what it means in the question's terms. Each statistic is computed a
 * second way (another formula or identity), each p-value and critical value by two independent
 * implementations (statistics-distributions.ts), and the decision must agree with both the p-value and
 * the critical value; any disagreement stops with `unverified`.
 */
import { agree, formatNumber, math, SolverStop } from './math';
import { cdf, criticalValue, pValue, type Distribution, type Tail } from './statistics-distributions';
import type { Solution, SolverKind, Writer } from './types';

export type { Tail } from './statistics-distributions';

const f = (value: number, digits = 4) => formatNumber(value, digits);
/** A p-value as shown: four significant digits, or "< 0.0001". */
const pTex = (p: number) => (p < 1e-4 ? 'p<0.0001' : `p=${f(p)}`);

export type TestSettings = { alpha: number; tail: Tail; alphaGiven: boolean };

export type StatisticsTest =
  | { test: 'z-mean' | 't-mean'; mean: number; mu0: number; sd: number; n: number }
  | { test: 'z-proportion'; successes: number; n: number; p0: number }
  | {
      test: 't-two-sample';
      groups: [Summary, Summary];
      pooled: boolean;
    }
  | { test: 't-paired'; differences: number[]; beforeMinusAfter?: boolean }
  | { test: 't-paired-summary'; meanDiff: number; sdDiff: number; n: number }
  | { test: 'z-two-proportions'; x1: number; n1: number; x2: number; n2: number }
  | { test: 'chi2-gof'; observed: number[]; shares: number[] }
  | { test: 'chi2-independence'; table: number[][] }
  | { test: 'anova'; groups: Summary[] }
  | { test: 'regression'; x: number[]; y: number[] }
  | { test: 'multiple-regression'; x1: number[]; x2: number[]; y: number[] }
  /** one coefficient of a regression output: b_j, SE(b_j), n observations, k predictors */
  | {
      test: 'coefficient';
      b: number;
      se: number;
      n: number;
      k: number;
      index: number;
      /** more coefficients of the same output, each tested in turn (lesson 12's worked example 3) */
      more?: { b: number; se: number; index: number }[];
    }
  | { test: 'correlation'; r: number; n: number; spearman: boolean }
  | { test: 'spearman'; x: number[]; y: number[] }
  | { test: 'chi2-variance'; variance: number; sigma0Squared: number; n: number }
  | { test: 'f-variances'; variance1: number; n1: number; variance2: number; n2: number }
  | { test: 'sign'; plus: number; minus: number }
  | { test: 'wilcoxon'; differences: number[] }
  | { test: 'mann-whitney'; a: number[]; b: number[] }
  | { test: 'kruskal-wallis'; groups: number[][] }
  /** a statistic the student already has: its p-value, critical value and decision */
  | { test: 'statistic'; distribution: Distribution; statistic: number }
  /** a test named without the data it needs: an honest "could not read" quoting the message */
  | { test: 'incomplete'; quote: string };

/** Stops a test: `unreadable` when its data cannot be what the student meant, `unverified` when a check fails. */
function stopIf(condition: boolean, source: string, stop: 'unreadable' | 'unverified' = 'unreadable'): void {
  if (condition) throw new SolverStop(stop, source);
}

/** One test: its data, α and tail, the walkthrough so far, and the message (for "could not read"). */
type TestRun<K extends StatisticsTest['test']> = (
  t: Extract<StatisticsTest, { test: K }>,
  settings: TestSettings,
  w: Writer,
  source: string,
) => Solution;

/** A group's size, mean and sample SD, and its data when the student listed it. */
export type Summary = { n: number; mean: number; sd: number; values?: number[] };

export function summaryOf(values: number[]): Summary {
  const n = values.length;
  const mean = values.reduce((sum, value) => sum + value, 0) / n;
  const sd = Math.sqrt(values.reduce((sum, value) => sum + (value - mean) ** 2, 0) / (n - 1));
  return { n, mean, sd, values };
}

export type Conclusion = {
  kind: SolverKind;
  /** LaTeX of the statistic's letter: z, t, \chi^2, F, U, … */
  symbol: string;
  statistic: number;
  /** the tail(s) that count against H₀ (the question's when not given): right for χ² of counts, ANOVA and Kruskal–Wallis */
  tail?: Tail;
  /** null for an exact test (sign, Wilcoxon, Mann–Whitney on small samples): decided by the p-value */
  distribution: Distribution | null;
  /** the p-value when the test computes its own (exact tests, χ² and F on variances); else from the distribution */
  p?: number;
  /** the sentence keys for "reject" and "do not reject", in the question's terms */
  meaning: { reject: string; keep: string; params?: Record<string, string> };
  problem: string;
  values: Record<string, number>;
};

const TAIL_RELATION: Readonly<Record<Tail, string>> = { two: '\\ne', right: '>', left: '<' };

function distributionTex(distribution: Distribution): string {
  switch (distribution.name) {
    case 'z':
      return 'z';
    case 't':
      return `t_{${f(distribution.df, 4)}}`;
    case 'chi2':
      return `\\chi^2_{${distribution.df}}`;
    case 'f':
      return `F_{${distribution.df1},\\,${distribution.df2}}`;
  }
}

/**
 * The closing steps every test shares: the p-value, the critical value, the decision at α and its
 * meaning; the decision by the p-value must be the decision by the critical value.
 */
export function conclude(w: Writer, settings: TestSettings, given: Conclusion, source: string): Solution {
  const { alpha } = settings;
  const tail = given.tail ?? settings.tail;
  const p =
    given.p ?? (given.distribution ? pValue(given.distribution, given.statistic, tail, source) : Number.NaN);
  stopIf(!(p >= 0 && p <= 1), source, 'unverified');
  const c = { ...given, tail, p };
  const reject = c.p <= alpha;
  w.step(tail === 'two' ? 'test_p_two' : 'test_p_one', {}, pTex(c.p));
  const values: Record<string, number> = {
    ...c.values,
    statistic: c.statistic,
    p: c.p,
    alpha,
    reject: reject ? 1 : 0,
  };
  if (c.distribution) {
    const critical = criticalValue(c.distribution, alpha, tail, source);
    const name = distributionTex(c.distribution);
    let beyond: boolean;
    let region: string;
    if (tail === 'two' && (c.distribution.name === 'z' || c.distribution.name === 't')) {
      beyond = Math.abs(c.statistic) >= critical;
      region = `|${c.symbol}|\\ge ${f(critical)}`;
    } else if (tail === 'two') {
      const lower = criticalValue(c.distribution, 1 - alpha / 2, 'right', source);
      beyond = c.statistic >= critical || c.statistic <= lower;
      region = `${c.symbol}\\le ${f(lower)}\\ \\text{or}\\ ${c.symbol}\\ge ${f(critical)}`;
      values.criticalLow = lower;
    } else if (tail === 'right') {
      beyond = c.statistic >= critical;
      region = `${c.symbol}\\ge ${f(critical)}`;
    } else {
      beyond = c.statistic <= critical;
      region = `${c.symbol}\\le ${f(critical)}`;
    }
    values.critical = critical;
    // Both routes to the decision must agree (away from the boundary, where rounding decides).
    stopIf(beyond !== reject && Math.abs(c.p - alpha) > 1e-6, source, 'unverified');
    w.step('test_critical', { alpha: f(alpha), distribution: `$${name}$` }, region);
  }
  const alphaText = f(alpha);
  w.step(
    reject ? 'test_decision_reject' : 'test_decision_keep',
    { alpha: alphaText },
    `${pTex(c.p)}${reject ? '\\le' : '>'}\\alpha=${alphaText}`,
  );
  const meaning = w.say(reject ? c.meaning.reject : c.meaning.keep, {
    alpha: alphaText,
    ...c.meaning.params,
  });
  w.step('test_meaning', { meaning });
  if (!settings.alphaGiven) w.step('test_alpha_default', { alpha: alphaText });
  const decision = w.say(reject ? 'test_answer_reject' : 'test_answer_keep', { alpha: alphaText });
  return {
    kind: c.kind,
    reply: w.walkthrough(
      c.problem,
      `$${c.symbol}=${f(c.statistic)},\\ ${pTex(c.p)}$. ${decision} ${meaning}`,
    ),
    values,
    result: reject ? 'reject' : 'keep',
  };
}

/** A table of counts (observed or expected) as a LaTeX matrix. */
function matrixTex(rows: readonly (readonly number[])[]): string {
  return `\\begin{pmatrix}${rows.map((row) => row.map((value) => f(value)).join('&')).join('\\\\')}\\end{pmatrix}`;
}

function hypotheses(w: Writer, h0: string, h1: string): void {
  w.step('test_hypotheses', {}, `H_0:${h0},\\quad H_1:${h1}`);
}

const relationKey = (tail: Tail) =>
  tail === 'two' ? 'test_relation_two' : tail === 'right' ? 'test_relation_right' : 'test_relation_left';

function positive(...values: number[]): boolean {
  return values.every((value) => Number.isFinite(value) && value > 0);
}

const meanTest: TestRun<'z-mean' | 't-mean'> = (t, settings, w, source) => {
  const { mean, mu0, sd, n } = t;
  const known = t.test === 'z-mean';
  stopIf(!positive(sd) || !Number.isInteger(n) || n < 2, source);
  const se = sd / Math.sqrt(n);
  const statistic = (mean - mu0) / se;
  // Second way: the mean rebuilt from the statistic.
  stopIf(!agree(mu0 + statistic * se, mean, 1e-9), source, 'unverified');
  const distribution: Distribution = known ? { name: 'z' } : { name: 't', df: n - 1 };
  const letter = known ? 'z' : 't';
  hypotheses(w, `\\mu=${f(mu0)}`, `\\mu${TAIL_RELATION[settings.tail]}${f(mu0)}`);
  w.step(
    known ? 'test_z' : 'test_t',
    { df: n - 1 },
    `${letter}=\\frac{\\bar{x}-\\mu_0}{${known ? '\\sigma' : 's'}/\\sqrt{n}}=\\frac{${f(mean)}-${f(mu0)}}{${f(sd)}/\\sqrt{${n}}}=${f(statistic)}`,
  );
  return conclude(
    w,
    settings,
    {
      kind: known ? 'z-test' : 't-test',
      symbol: letter,
      statistic,
      distribution,
      meaning: {
        reject: 'test_meaning_mean_reject',
        keep: 'test_meaning_mean_keep',
        params: { mu0: f(mu0), relation: w.say(relationKey(settings.tail)) },
      },
      problem: w.say(known ? 'problem_z_test' : 'problem_t_test', {
        mean: f(mean),
        mu0: f(mu0),
        sd: f(sd),
        n,
      }),
      values: { standardError: se, ...(known ? {} : { df: n - 1 }) },
    },
    source,
  );
};

const proportionTest: TestRun<'z-proportion'> = (t, settings, w, source) => {
  const { successes, n, p0 } = t;
  stopIf(!Number.isInteger(n) || n < 2 || !(p0 > 0 && p0 < 1) || successes < 0 || successes > n, source);
  const pHat = successes / n;
  const se = Math.sqrt((p0 * (1 - p0)) / n);
  const statistic = (pHat - p0) / se;
  // Second way: through counts, (X − np₀)/√(np₀(1−p₀)).
  stopIf(!agree(statistic, (successes - n * p0) / Math.sqrt(n * p0 * (1 - p0)), 1e-9), source, 'unverified');
  hypotheses(w, `p=${f(p0)}`, `p${TAIL_RELATION[settings.tail]}${f(p0)}`);
  w.step(
    'test_z_proportion',
    {},
    `\\hat p=\\frac{${f(successes)}}{${n}}=${f(pHat)},\\quad z=\\frac{\\hat p-p_0}{\\sqrt{p_0(1-p_0)/n}}=\\frac{${f(pHat)}-${f(p0)}}{\\sqrt{${f(p0)}\\cdot ${f(1 - p0)}/${n}}}=${f(statistic)}`,
  );
  return conclude(
    w,
    settings,
    {
      kind: 'z-test-proportion',
      symbol: 'z',
      statistic,
      distribution: { name: 'z' },
      meaning: {
        reject: 'test_meaning_proportion_reject',
        keep: 'test_meaning_proportion_keep',
        params: { p0: f(p0), relation: w.say(relationKey(settings.tail)) },
      },
      problem: w.say('problem_z_proportion', { x: f(successes), n, p0: f(p0) }),
      values: { pHat, standardError: se },
    },
    source,
  );
};

const twoSample: TestRun<'t-two-sample'> = (t, settings, w, source) => {
  const [a, b] = t.groups;
  stopIf(!positive(a.sd, b.sd) || a.n < 2 || b.n < 2, source);
  const va = a.sd ** 2;
  const vb = b.sd ** 2;
  let se: number;
  let df: number;
  if (t.pooled) {
    const pooled = ((a.n - 1) * va + (b.n - 1) * vb) / (a.n + b.n - 2);
    se = Math.sqrt(pooled * (1 / a.n + 1 / b.n));
    df = a.n + b.n - 2;
    w.step(
      'test_t_pooled',
      { df },
      `s_p^2=\\frac{(${a.n}-1)\\cdot ${f(va)}+(${b.n}-1)\\cdot ${f(vb)}}{${a.n}+${b.n}-2}=${f(pooled)}`,
    );
  } else {
    const qa = va / a.n;
    const qb = vb / b.n;
    se = Math.sqrt(qa + qb);
    df = (qa + qb) ** 2 / (qa ** 2 / (a.n - 1) + qb ** 2 / (b.n - 1));
    w.step('test_t_welch', { df: f(df) }, `df\\approx ${f(df)}`);
  }
  const statistic = (a.mean - b.mean) / se;
  // Second way for the pooled statistic: the one-way ANOVA F of two groups equals t².
  if (t.pooled) {
    const grand = (a.n * a.mean + b.n * b.mean) / (a.n + b.n);
    const ssb = a.n * (a.mean - grand) ** 2 + b.n * (b.mean - grand) ** 2;
    const ssw = (a.n - 1) * va + (b.n - 1) * vb;
    stopIf(!agree(ssb / (ssw / (a.n + b.n - 2)), statistic ** 2, 1e-8), source, 'unverified');
  } else stopIf(!agree(statistic * se + b.mean, a.mean, 1e-9), source, 'unverified');
  hypotheses(w, '\\mu_1=\\mu_2', `\\mu_1${TAIL_RELATION[settings.tail]}\\mu_2`);
  w.step(
    'test_t_two',
    {},
    `t=\\frac{\\bar{x}_1-\\bar{x}_2}{SE}=\\frac{${f(a.mean)}-${f(b.mean)}}{${f(se)}}=${f(statistic)}`,
  );
  const distribution: Distribution = { name: 't', df };
  return conclude(
    w,
    settings,
    {
      kind: 't-test-two-sample',
      symbol: 't',
      statistic,
      distribution,
      meaning: {
        reject: 'test_meaning_two_reject',
        keep: 'test_meaning_two_keep',
        params: { comparison: `$\\mu_1${TAIL_RELATION[settings.tail]}\\mu_2$` },
      },
      problem: w.say('problem_t_two', {
        first: `$\\bar{x}_1=${f(a.mean)},\\ s_1=${f(a.sd)},\\ n_1=${a.n}$`,
        second: `$\\bar{x}_2=${f(b.mean)},\\ s_2=${f(b.sd)},\\ n_2=${b.n}$`,
      }),
      values: { standardError: se, df, mean1: a.mean, mean2: b.mean },
    },
    source,
  );
};

function paired(
  meanDiff: number,
  sdDiff: number,
  n: number,
  settings: TestSettings,
  w: Writer,
  source: string,
  differences?: number[],
): Solution {
  stopIf(!positive(sdDiff) || !Number.isInteger(n) || n < 2, source);
  if (differences) {
    stopIf(
      !agree(Number(math.mean(differences)), meanDiff, 1e-9) ||
        !agree(Number(math.std(differences)), sdDiff, 1e-9),
      source,
      'unverified',
    );
    w.step('test_paired_differences', { n }, differences.map((d) => f(d)).join(',\\ '));
  }
  const se = sdDiff / Math.sqrt(n);
  const statistic = meanDiff / se;
  hypotheses(w, '\\mu_D=0', `\\mu_D${TAIL_RELATION[settings.tail]}0`);
  w.step(
    'test_t_paired',
    { df: n - 1 },
    `t=\\frac{\\bar{d}}{s_d/\\sqrt{n}}=\\frac{${f(meanDiff)}}{${f(sdDiff)}/\\sqrt{${n}}}=${f(statistic)}`,
  );
  const distribution: Distribution = { name: 't', df: n - 1 };
  return conclude(
    w,
    settings,
    {
      kind: 't-test-paired',
      symbol: 't',
      statistic,
      distribution,
      meaning: {
        reject: 'test_meaning_paired_reject',
        keep: 'test_meaning_paired_keep',
        params: { relation: w.say(relationKey(settings.tail)) },
      },
      problem: w.say('problem_t_paired', { mean: f(meanDiff), sd: f(sdDiff), n }),
      values: { meanDiff, sdDiff, standardError: se, df: n - 1 },
    },
    source,
  );
}

const twoProportions: TestRun<'z-two-proportions'> = (t, settings, w, source) => {
  const { x1, n1, x2, n2 } = t;
  stopIf(n1 < 2 || n2 < 2 || x1 < 0 || x2 < 0 || x1 > n1 || x2 > n2, source);
  const p1 = x1 / n1;
  const p2 = x2 / n2;
  const pooled = (x1 + x2) / (n1 + n2);
  stopIf(!(pooled > 0 && pooled < 1), source);
  const se = Math.sqrt(pooled * (1 - pooled) * (1 / n1 + 1 / n2));
  const statistic = (p1 - p2) / se;
  // Second way: the 2×2 χ² without correction equals z².
  const table = [
    [x1, n1 - x1],
    [x2, n2 - x2],
  ];
  stopIf(!agree(chiSquareOfTable(table).statistic, statistic ** 2, 1e-8), source, 'unverified');
  hypotheses(w, 'p_1=p_2', `p_1${TAIL_RELATION[settings.tail]}p_2`);
  w.step(
    'test_z_two_proportions',
    {},
    `\\hat p_1=${f(p1)},\\ \\hat p_2=${f(p2)},\\ \\hat p=\\frac{${x1}+${x2}}{${n1}+${n2}}=${f(pooled)},\\quad z=\\frac{${f(p1)}-${f(p2)}}{\\sqrt{${f(pooled)}\\cdot ${f(1 - pooled)}\\,(\\frac{1}{${n1}}+\\frac{1}{${n2}})}}=${f(statistic)}`,
  );
  return conclude(
    w,
    settings,
    {
      kind: 'z-test-two-proportions',
      symbol: 'z',
      statistic,
      distribution: { name: 'z' },
      meaning: {
        reject: 'test_meaning_two_proportions_reject',
        keep: 'test_meaning_two_proportions_keep',
        params: { comparison: `$p_1${TAIL_RELATION[settings.tail]}p_2$` },
      },
      problem: w.say('problem_z_two_proportions', { first: `${x1}/${n1}`, second: `${x2}/${n2}` }),
      values: { p1, p2, pooled, standardError: se },
    },
    source,
  );
};

function chiSquareOfTable(table: number[][]): { statistic: number; expected: number[][] } {
  const total = table.flat().reduce((sum, value) => sum + value, 0);
  const rows = table.map((row) => row.reduce((sum, value) => sum + value, 0));
  const columns = (table[0] ?? []).map((_, j) => table.reduce((sum, row) => sum + (row[j] ?? 0), 0));
  const expected = rows.map((r) => columns.map((c) => (r * c) / total));
  let statistic = 0;
  table.forEach((row, i) =>
    row.forEach((o, j) => {
      const e = expected[i]?.[j] ?? 0;
      statistic += (o - e) ** 2 / e;
    }),
  );
  return { statistic, expected };
}

/** Where the departure is: the cell with the largest (O−E)²/E, and whether it is above or below its expectation. */
function largestContribution(
  w: Writer,
  cells: Array<{ name: string; observed: number; expected: number }>,
): void {
  const top = cells.reduce((best, cell) =>
    (cell.observed - cell.expected) ** 2 / cell.expected >
    (best.observed - best.expected) ** 2 / best.expected
      ? cell
      : best,
  );
  const share = (top.observed - top.expected) ** 2 / top.expected;
  w.step(
    top.observed >= top.expected ? 'test_contribution_above' : 'test_contribution_below',
    { cell: top.name },
    `\\frac{(${f(top.observed)}-${f(top.expected)})^2}{${f(top.expected)}}=${f(share)}`,
  );
}

const goodnessOfFit: TestRun<'chi2-gof'> = (t, settings, w, source) => {
  const { observed, shares } = t;
  const k = observed.length;
  stopIf(
    k < 2 || k > 50 || shares.length !== k || !observed.every((o) => o >= 0) || !positive(...shares),
    source,
  );
  const total = observed.reduce((sum, o) => sum + o, 0);
  const shareTotal = shares.reduce((sum, s) => sum + s, 0);
  const expected = shares.map((s) => (total * s) / shareTotal);
  const statistic = observed.reduce(
    (sum, o, i) => sum + (o - (expected[i] ?? 1)) ** 2 / (expected[i] ?? 1),
    0,
  );
  // Second way: χ² = Σ O²/E − N.
  const second = observed.reduce((sum, o, i) => sum + o ** 2 / (expected[i] ?? 1), 0) - total;
  stopIf(
    !agree(statistic, second, 1e-8) ||
      !agree(
        expected.reduce((s, e) => s + e, 0),
        total,
        1e-9,
      ),
    source,
    'unverified',
  );
  const df = k - 1;
  w.step('test_gof_hypotheses');
  w.step('test_gof_expected', { n: f(total) }, expected.map((e, i) => `E_{${i + 1}}=${f(e)}`).join(',\\ '));
  if (expected.some((e) => e < 5)) w.step('test_small_expected');
  w.step(
    'test_chi2_statistic',
    { df },
    `\\chi^2=\\sum\\frac{(O-E)^2}{E}=${observed.map((o, i) => `\\frac{(${f(o)}-${f(expected[i] ?? 0)})^2}{${f(expected[i] ?? 0)}}`).join('+')}=${f(statistic)}`,
  );
  largestContribution(
    w,
    observed.map((o, i) => ({ name: String(i + 1), observed: o, expected: expected[i] ?? 1 })),
  );
  const distribution: Distribution = { name: 'chi2', df };
  return conclude(
    w,
    settings,
    {
      kind: 'chi-square-gof',
      tail: 'right',
      symbol: '\\chi^2',
      statistic,
      distribution,
      meaning: { reject: 'test_meaning_gof_reject', keep: 'test_meaning_gof_keep' },
      problem: w.say('problem_gof', { observed: observed.map((o) => f(o)).join(', ') }),
      values: { df, total },
    },
    source,
  );
};

const independence: TestRun<'chi2-independence'> = (t, settings, w, source) => {
  const { table } = t;
  const columns = table[0]?.length ?? 0;
  stopIf(
    table.length < 2 ||
      columns < 2 ||
      table.some((row) => row.length !== columns || row.some((o) => !(o >= 0))),
    source,
  );
  const { statistic, expected } = chiSquareOfTable(table);
  stopIf(
    expected.flat().some((e) => !(e > 0)),
    source,
  );
  const total = table.flat().reduce((sum, value) => sum + value, 0);
  const second =
    table.flat().reduce((sum, o, index) => sum + o ** 2 / (expected.flat()[index] ?? 1), 0) - total;
  stopIf(!agree(statistic, second, 1e-8), source, 'unverified');
  const df = (table.length - 1) * (columns - 1);
  w.step('test_independence_hypotheses');
  w.step('test_independence_expected', {}, `E_{ij}=\\frac{R_iC_j}{n}:\\ ${matrixTex(expected)}`);
  if (expected.flat().some((e) => e < 5)) w.step('test_small_expected');
  w.step(
    'test_chi2_statistic',
    { df },
    `\\chi^2=\\sum\\frac{(O-E)^2}{E}=${f(statistic)},\\quad df=(${table.length}-1)(${columns}-1)=${df}`,
  );
  largestContribution(
    w,
    table.flatMap((row, i) =>
      row.map((o, j) => ({ name: `${i + 1},${j + 1}`, observed: o, expected: expected[i]?.[j] ?? 1 })),
    ),
  );
  const distribution: Distribution = { name: 'chi2', df };
  return conclude(
    w,
    settings,
    {
      kind: 'chi-square-independence',
      tail: 'right',
      symbol: '\\chi^2',
      statistic,
      distribution,
      meaning: { reject: 'test_meaning_independence_reject', keep: 'test_meaning_independence_keep' },
      problem: w.say('problem_independence', {
        table: `$${matrixTex(table)}$`,
      }),
      values: { df, total },
    },
    source,
  );
};

const anova: TestRun<'anova'> = (t, settings, w, source) => {
  const { groups } = t;
  const k = groups.length;
  const total = groups.reduce((sum, g) => sum + g.n, 0);
  stopIf(k < 2 || groups.some((g) => g.n < 1 || !(g.sd >= 0)) || total - k < 1, source);
  const grand = groups.reduce((sum, g) => sum + g.n * g.mean, 0) / total;
  const ssb = groups.reduce((sum, g) => sum + g.n * (g.mean - grand) ** 2, 0);
  const ssw = groups.reduce((sum, g) => sum + (g.n - 1) * g.sd ** 2, 0);
  stopIf(!(ssw > 0), source);
  // Second way, when the data are listed: SST from every observation must be SSB + SSW.
  const all = groups.flatMap((g) => g.values ?? []);
  if (all.length === total) {
    const sst = all.reduce((sum, value) => sum + (value - grand) ** 2, 0);
    stopIf(!agree(sst, ssb + ssw, 1e-8), source, 'unverified');
  }
  const dfb = k - 1;
  const dfw = total - k;
  const msb = ssb / dfb;
  const msw = ssw / dfw;
  const statistic = msb / msw;
  w.step('test_anova_hypotheses', {}, `H_0:${groups.map((_, i) => `\\mu_{${i + 1}}`).join('=')}`);
  w.step(
    'test_anova_means',
    {},
    `${groups.map((g, i) => `\\bar{x}_{${i + 1}}=${f(g.mean)}`).join(',\\ ')},\\quad \\bar{x}=${f(grand)}`,
  );
  w.step(
    'test_anova_ss',
    {},
    `SSB=\\sum n_i(\\bar{x}_i-\\bar{x})^2=${f(ssb)},\\quad SSW=\\sum (n_i-1)s_i^2=${f(ssw)}`,
  );
  w.step(
    'test_anova_f',
    { dfb, dfw },
    `MSB=\\frac{${f(ssb)}}{${dfb}}=${f(msb)},\\quad MSW=\\frac{${f(ssw)}}{${dfw}}=${f(msw)},\\quad F=\\frac{MSB}{MSW}=${f(statistic)}`,
  );
  const distribution: Distribution = { name: 'f', df1: dfb, df2: dfw };
  return conclude(
    w,
    settings,
    {
      kind: 'anova',
      tail: 'right',
      symbol: 'F',
      statistic,
      distribution,
      meaning: { reject: 'test_meaning_anova_reject', keep: 'test_meaning_anova_keep' },
      problem: w.say('problem_anova', { k }),
      values: { ssb, ssw, msb, msw, dfb, dfw, grandMean: grand },
    },
    source,
  );
};

/** The means and the sums of squares and products about them: S_xx, S_yy, S_xy. */
function deviationSums(x: number[], y: number[]) {
  const n = x.length;
  const mx = x.reduce((s, v) => s + v, 0) / n;
  const my = y.reduce((s, v) => s + v, 0) / n;
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  x.forEach((xi, i) => {
    const yi = y[i] ?? 0;
    sxy += (xi - mx) * (yi - my);
    sxx += (xi - mx) ** 2;
    syy += (yi - my) ** 2;
  });
  return { mx, my, sxx, syy, sxy };
}

function pearson(x: number[], y: number[]): number {
  const { sxx, syy, sxy } = deviationSums(x, y);
  return sxy / Math.sqrt(sxx * syy);
}

const regression: TestRun<'regression'> = (t, settings, w, source) => {
  const { x, y } = t;
  const n = x.length;
  stopIf(n < 3 || y.length !== n || n > 1000, source);
  const { mx, my, sxx, syy, sxy } = deviationSums(x, y);
  stopIf(!positive(sxx, syy), source);
  const slope = sxy / sxx;
  const intercept = my - slope * mx;
  const r = sxy / Math.sqrt(sxx * syy);
  const sse = y.reduce((sum, yi, i) => sum + (yi - (intercept + slope * (x[i] ?? 0))) ** 2, 0);
  // Second ways: SST = SSR + SSE, b = r·s_y/s_x, r from the raw sums formula.
  const rawR =
    (n * x.reduce((s, xi, i) => s + xi * (y[i] ?? 0), 0) - n * mx * n * my) /
    Math.sqrt(
      (n * x.reduce((s, v) => s + v * v, 0) - (n * mx) ** 2) *
        (n * y.reduce((s, v) => s + v * v, 0) - (n * my) ** 2),
    );
  stopIf(
    !agree(syy, slope * sxy + sse, 1e-8) ||
      !agree(slope, r * Math.sqrt(syy / sxx), 1e-9) ||
      !agree(r, rawR, 1e-7),
    source,
    'unverified',
  );
  const df = n - 2;
  const residualSe = Math.sqrt(sse / df);
  const se = residualSe / Math.sqrt(sxx);
  const statistic = se === 0 ? Number.POSITIVE_INFINITY : slope / se;
  stopIf(!Number.isFinite(statistic), source);
  stopIf(!agree(statistic, (r * Math.sqrt(df)) / Math.sqrt(1 - r * r), 1e-6), source, 'unverified');
  w.step(
    'test_regression_sums',
    {},
    `\\bar{x}=${f(mx)},\\ \\bar{y}=${f(my)},\\ S_{xx}=${f(sxx)},\\ S_{yy}=${f(syy)},\\ S_{xy}=${f(sxy)}`,
  );
  w.step(
    'test_regression_line',
    {},
    `b=\\frac{S_{xy}}{S_{xx}}=${f(slope)},\\quad a=\\bar{y}-b\\bar{x}=${f(intercept)},\\quad \\hat y=${f(intercept)}${slope < 0 ? '-' : '+'}${f(Math.abs(slope))}x`,
  );
  w.step('test_regression_r', {}, `r=\\frac{S_{xy}}{\\sqrt{S_{xx}S_{yy}}}=${f(r)},\\quad R^2=${f(r * r)}`);
  hypotheses(w, '\\beta=0', `\\beta${TAIL_RELATION[settings.tail]}0`);
  w.step(
    'test_slope_t',
    { df },
    `t=\\frac{b}{s_e/\\sqrt{S_{xx}}}=\\frac{${f(slope)}}{${f(se)}}=${f(statistic)}`,
  );
  const distribution: Distribution = { name: 't', df };
  return conclude(
    w,
    settings,
    {
      kind: 'regression',
      symbol: 't',
      statistic,
      distribution,
      meaning: { reject: 'test_meaning_slope_reject', keep: 'test_meaning_slope_keep' },
      problem: w.say('problem_regression', { n }),
      values: { slope, intercept, r, r2: r * r, df, standardError: se },
    },
    source,
  );
};

/** The 3×3 system A·b = c by Cramer's rule. */
function cramer(a: number[][], c: number[]): number[] | null {
  const det = (m: number[][]) => {
    const [[p = 0, q = 0, r = 0] = [], [s = 0, t = 0, u = 0] = [], [v = 0, x = 0, y = 0] = []] = m;
    return p * (t * y - u * x) - q * (s * y - u * v) + r * (s * x - t * v);
  };
  const d = det(a);
  if (!(Math.abs(d) > 1e-12)) return null;
  return [0, 1, 2].map(
    (column) => det(a.map((row, i) => row.map((value, j) => (j === column ? (c[i] ?? 0) : value)))) / d,
  );
}

/**
 * Lesson 12: y on two predictors by least squares (the normal equations, by Cramer's rule), R², and the F
 * test of the whole model. Second ways: the residuals are orthogonal to 1, x₁ and x₂, and
 * R² = 1 − SSE/SST equals the squared correlation of y with ŷ; F from SSR/SSE equals F from R².
 */
const multipleRegression: TestRun<'multiple-regression'> = (t, settings, w, source) => {
  const { x1, x2, y } = t;
  const n = y.length;
  const k = 2;
  stopIf(n < k + 2 || x1.length !== n || x2.length !== n || n > 1000, source);
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
  const dot = (a: number[], b: number[]) => a.reduce((total, value, i) => total + value * (b[i] ?? 0), 0);
  const ones = y.map(() => 1);
  const columns = [ones, x1, x2];
  const coefficients = cramer(
    columns.map((a) => columns.map((b) => dot(a, b))),
    columns.map((a) => dot(a, y)),
  );
  if (!coefficients) throw new SolverStop('unreadable', source);
  const [b0 = 0, b1 = 0, b2 = 0] = coefficients;
  const fitted = y.map((_, i) => b0 + b1 * (x1[i] ?? 0) + b2 * (x2[i] ?? 0));
  const residuals = y.map((value, i) => value - (fitted[i] ?? 0));
  const my = sum(y) / n;
  const sst = y.reduce((total, value) => total + (value - my) ** 2, 0);
  const sse = dot(residuals, residuals);
  const ssr = fitted.reduce((total, value) => total + (value - my) ** 2, 0);
  stopIf(!positive(sst, sse), source);
  const r2 = 1 - sse / sst;
  const dfError = n - k - 1;
  const statistic = ssr / k / (sse / dfError);
  const scale = Math.sqrt(sst * n);
  const orthogonal = columns.every(
    (column) => Math.abs(dot(column, residuals)) <= 1e-7 * scale * Math.sqrt(dot(column, column)),
  );
  stopIf(
    !orthogonal ||
      !agree(sst, ssr + sse, 1e-8) ||
      !agree(r2, pearson(y, fitted) ** 2, 1e-7) ||
      !agree(statistic, r2 / k / ((1 - r2) / dfError), 1e-7),
    source,
    'unverified',
  );
  const sign = (value: number) => `${value < 0 ? '-' : '+'}${f(Math.abs(value))}`;
  w.step(
    'test_multiple_equations',
    {},
    `\\hat y=b_0+b_1x_1+b_2x_2,\\quad \\sum e_i=\\sum x_{1i}e_i=\\sum x_{2i}e_i=0`,
  );
  w.step('test_multiple_line', {}, `\\hat y=${f(b0)}${sign(b1)}x_1${sign(b2)}x_2`);
  w.step(
    'test_multiple_r2',
    {},
    `SST=${f(sst)},\\ SSR=${f(ssr)},\\ SSE=${f(sse)},\\quad R^2=\\frac{SSR}{SST}=${f(r2)},\\ R^2_{adj}=${f(1 - ((1 - r2) * (n - 1)) / dfError)}`,
  );
  hypotheses(w, '\\beta_1=\\beta_2=0', '\\text{at least one }\\beta_j\\ne 0');
  w.step(
    'test_multiple_f',
    { k, df: dfError },
    `F=\\frac{SSR/${k}}{SSE/${dfError}}=\\frac{${f(ssr / k)}}{${f(sse / dfError)}}=${f(statistic)}`,
  );
  const distribution: Distribution = { name: 'f', df1: k, df2: dfError };
  return conclude(
    w,
    { ...settings, tail: 'right' },
    {
      kind: 'multiple-regression',
      tail: 'right',
      symbol: 'F',
      statistic,
      distribution,
      meaning: { reject: 'test_meaning_model_reject', keep: 'test_meaning_model_keep' },
      problem: w.say('problem_multiple_regression', { n }),
      values: { b0, b1, b2, r2, sse, ssr, sst, df1: k, df2: dfError },
    },
    source,
  );
};

/**
 * Lesson 12: the t test of one coefficient read from a regression output, t = b_j/SE(b_j) with n−k−1 df:
 * does x_j add explanation beyond the other predictors? Second way: t² is F(1, n−k−1), and the F upper
 * tail of t² must be the two-sided p-value.
 */
const coefficientTest: TestRun<'coefficient'> = (t, settings, w, source) => {
  const { b, se, n, k, index } = t;
  const df = n - k - 1;
  stopIf(
    !positive(se) || !Number.isFinite(b) || !Number.isInteger(n) || !Number.isInteger(k) || k < 1 || df < 1,
    source,
  );
  const statistic = b / se;
  const distribution: Distribution = { name: 't', df };
  const twoSided = pValue(distribution, statistic, 'two', source);
  const viaF = 1 - cdf({ name: 'f', df1: 1, df2: df }, statistic ** 2, source);
  stopIf(!agree(twoSided, viaF, 1e-6) && Math.abs(twoSided - viaF) > 1e-9, source, 'unverified');
  const beta = `\\beta_{${index}}`;
  hypotheses(w, `${beta}=0`, `${beta}${TAIL_RELATION[settings.tail]}0`);
  w.step('test_coefficient_df', { n, k }, `df=n-k-1=${n}-${k}-1=${df}`);
  w.step(
    'test_coefficient_t',
    { df },
    `t=\\frac{b_{${index}}}{SE(b_{${index}})}=\\frac{${f(b)}}{${f(se)}}=${f(statistic)}`,
  );
  return conclude(
    w,
    settings,
    {
      kind: 'regression-coefficient',
      symbol: 't',
      statistic,
      distribution,
      meaning: {
        reject: 'test_meaning_coefficient_reject',
        keep: 'test_meaning_coefficient_keep',
        params: { variable: `$x_{${index}}$` },
      },
      problem: w.say('problem_coefficient', { b: f(b), se: f(se), n, k, index }),
      values: { b, standardError: se, df, k, n },
    },
    source,
  );
};

/** Each coefficient of one output in turn; the answer states every decision, the values the first one's. */
const coefficients: TestRun<'coefficient'> = (t, settings, w, source) => {
  const first = coefficientTest(t, settings, w, source);
  if (!t.more?.length) return first;
  const answers = [first.reply.answer ?? ''];
  const values = { ...first.values };
  let last = first;
  for (const next of t.more) {
    w.step('test_coefficient_next', { index: next.index });
    last = coefficientTest({ ...t, ...next, more: [] }, settings, w, source);
    answers.push(last.reply.answer ?? '');
    values[`statistic${next.index}`] = last.values.statistic ?? Number.NaN;
    values[`p${next.index}`] = last.values.p ?? Number.NaN;
  }
  return {
    ...first,
    reply: { ...last.reply, problem: first.reply.problem, answer: answers.join(' ') },
    values,
  };
};

const correlation: TestRun<'correlation'> = (t, settings, w, source) => {
  const { r, n, spearman } = t;
  stopIf(!(Math.abs(r) < 1) || !Number.isInteger(n) || n < 4, source);
  const df = n - 2;
  const statistic = r * Math.sqrt(df / (1 - r * r));
  // Second way: back from t to r.
  stopIf(!agree(statistic / Math.sqrt(statistic ** 2 + df), r, 1e-9), source, 'unverified');
  const rho = spearman ? '\\rho_s' : '\\rho';
  hypotheses(w, `${rho}=0`, `${rho}${TAIL_RELATION[settings.tail]}0`);
  w.step(
    'test_correlation_t',
    { df },
    `t=${spearman ? 'r_s' : 'r'}\\sqrt{\\frac{n-2}{1-${spearman ? 'r_s' : 'r'}^2}}=${f(r)}\\sqrt{\\frac{${df}}{1-${f(r * r)}}}=${f(statistic)}`,
  );
  const distribution: Distribution = { name: 't', df };
  return conclude(
    w,
    settings,
    {
      kind: spearman ? 'spearman' : 'correlation-test',
      symbol: 't',
      statistic,
      distribution,
      meaning: spearman
        ? { reject: 'test_meaning_spearman_reject', keep: 'test_meaning_spearman_keep' }
        : { reject: 'test_meaning_correlation_reject', keep: 'test_meaning_correlation_keep' },
      problem: w.say('problem_correlation', { r: f(r), n }),
      values: { r, df },
    },
    source,
  );
};

/** Σ(t³ − t) over the groups of tied values: the tie correction of the rank tests' variances. */
function tieSum(values: readonly number[]): number {
  const counts = new Map<number, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts.values()].reduce((sum, t) => sum + t ** 3 - t, 0);
}

/** Average ranks (ties share the mean of their places), 1-based. */
export function ranks(values: readonly number[]): number[] {
  const order = values.map((value, index) => ({ value, index })).sort((a, b) => a.value - b.value);
  const result = new Array<number>(values.length).fill(0);
  for (let i = 0; i < order.length;) {
    let j = i;
    while (j + 1 < order.length && order[j + 1]?.value === order[i]?.value) j += 1;
    const rank = (i + j + 2) / 2;
    for (let m = i; m <= j; m += 1) result[order[m]?.index ?? 0] = rank;
    i = j + 1;
  }
  return result;
}

const spearmanFromData: TestRun<'spearman'> = (t, settings, w, source) => {
  const { x, y } = t;
  const n = x.length;
  stopIf(n < 4 || y.length !== n, source);
  const rx = ranks(x);
  const ry = ranks(y);
  const rs = pearson(rx, ry);
  const d2 = rx.reduce((sum, r, i) => sum + (r - (ry[i] ?? 0)) ** 2, 0);
  const ties = new Set(x).size < n || new Set(y).size < n;
  // Second way without ties: the short formula 1 − 6Σd²/(n(n²−1)) is exact.
  stopIf(!ties && !agree(rs, 1 - (6 * d2) / (n * (n * n - 1)), 1e-9), source, 'unverified');
  w.step(
    'test_spearman_ranks',
    {},
    `R_x=(${rx.map((r) => f(r)).join(',')}),\\ R_y=(${ry.map((r) => f(r)).join(',')})`,
  );
  w.step(
    ties ? 'test_spearman_ties' : 'test_spearman_formula',
    {},
    `\\sum d_i^2=${f(d2)},\\quad r_s=${ties ? '' : `1-\\frac{6\\cdot ${f(d2)}}{${n}(${n}^2-1)}=`}${f(rs)}`,
  );
  if (Math.abs(rs) >= 1) {
    throw new SolverStop('unreadable', source);
  }
  return correlation({ test: 'correlation', r: rs, n, spearman: true }, settings, w, source);
};

const varianceTest: TestRun<'chi2-variance'> = (t, settings, w, source) => {
  const { variance, sigma0Squared, n } = t;
  stopIf(!positive(variance, sigma0Squared) || !Number.isInteger(n) || n < 2, source);
  const df = n - 1;
  const statistic = (df * variance) / sigma0Squared;
  stopIf(!agree((statistic * sigma0Squared) / df, variance, 1e-9), source, 'unverified');
  hypotheses(
    w,
    `\\sigma^2=${f(sigma0Squared)}`,
    `\\sigma^2${TAIL_RELATION[settings.tail]}${f(sigma0Squared)}`,
  );
  w.step(
    'test_chi2_variance',
    { df },
    `\\chi^2=\\frac{(n-1)s^2}{\\sigma_0^2}=\\frac{${df}\\cdot ${f(variance)}}{${f(sigma0Squared)}}=${f(statistic)}`,
  );
  const distribution: Distribution = { name: 'chi2', df };
  const below = pValue(distribution, statistic, 'left', source);
  const p =
    settings.tail === 'left'
      ? below
      : settings.tail === 'right'
        ? 1 - below
        : Math.min(1, 2 * Math.min(below, 1 - below));
  return conclude(
    w,
    settings,
    {
      kind: 'chi-square-variance',
      symbol: '\\chi^2',
      statistic,
      distribution,
      p,
      meaning: {
        reject: 'test_meaning_variance_reject',
        keep: 'test_meaning_variance_keep',
        params: { sigma2: f(sigma0Squared), relation: w.say(relationKey(settings.tail)) },
      },
      problem: w.say('problem_chi2_variance', { s2: f(variance), sigma2: f(sigma0Squared), n }),
      values: { df },
    },
    source,
  );
};

const fVariances: TestRun<'f-variances'> = (t, settings, w, source) => {
  const { variance1, n1, variance2, n2 } = t;
  stopIf(!positive(variance1, variance2) || n1 < 2 || n2 < 2, source);
  const statistic = variance1 / variance2;
  const distribution: Distribution = { name: 'f', df1: n1 - 1, df2: n2 - 1 };
  // Second way: 1/F follows F with the degrees of freedom swapped, so its lower tail is our upper one.
  const upper = pValue(distribution, statistic, 'right', source);
  const swapped = pValue({ name: 'f', df1: n2 - 1, df2: n1 - 1 }, 1 / statistic, 'left', source);
  stopIf(!agree(upper, swapped, 1e-7), source, 'unverified');
  const p =
    settings.tail === 'right'
      ? upper
      : settings.tail === 'left'
        ? 1 - upper
        : Math.min(1, 2 * Math.min(upper, 1 - upper));
  hypotheses(w, '\\sigma_1^2=\\sigma_2^2', `\\sigma_1^2${TAIL_RELATION[settings.tail]}\\sigma_2^2`);
  w.step(
    'test_f_variances',
    { df1: n1 - 1, df2: n2 - 1 },
    `F=\\frac{s_1^2}{s_2^2}=\\frac{${f(variance1)}}{${f(variance2)}}=${f(statistic)}`,
  );
  return conclude(
    w,
    settings,
    {
      kind: 'f-test-variances',
      symbol: 'F',
      statistic,
      distribution,
      p,
      meaning: {
        reject: 'test_meaning_variances_reject',
        keep: 'test_meaning_variances_keep',
        params: { comparison: `$\\sigma_1^2${TAIL_RELATION[settings.tail]}\\sigma_2^2$` },
      },
      problem: w.say('problem_f_variances', { s1: f(variance1), n1, s2: f(variance2), n2 }),
      values: {},
    },
    source,
  );
};

/** Exact binomial tail of B(n, ½), as a sum of C(n, i)/2ⁿ. */
function binomialHalf(n: number, from: number, to: number): number {
  let sum = 0;
  for (let i = Math.max(0, from); i <= Math.min(n, to); i += 1)
    sum += Math.exp(logChoose(n, i) - n * Math.LN2);
  return sum;
}
function logChoose(n: number, k: number): number {
  let sum = 0;
  for (let i = 1; i <= k; i += 1) sum += Math.log(n - k + i) - Math.log(i);
  return sum;
}

function exactP(lower: number, upper: number, tail: Tail): number {
  if (tail === 'left') return lower;
  if (tail === 'right') return upper;
  return Math.min(1, 2 * Math.min(lower, upper));
}

const signTest: TestRun<'sign'> = (t, settings, w, source) => {
  const { plus, minus } = t;
  const n = plus + minus;
  stopIf(!Number.isInteger(plus) || !Number.isInteger(minus) || n < 1 || n > 1000, source);
  const lower = binomialHalf(n, 0, plus);
  const upper = binomialHalf(n, plus, n);
  // Second way: the two tails overlap in P(X = plus) and cover everything.
  stopIf(!agree(lower + upper - binomialHalf(n, plus, plus), 1, 1e-9), source, 'unverified');
  const p = exactP(lower, upper, settings.tail);
  hypotheses(w, 'p=0.5', `p${TAIL_RELATION[settings.tail]}0.5`);
  w.step('test_sign_count', { plus, minus, n }, `X=${plus}\\sim B(${n},\\,0.5)`);
  w.step(
    'test_sign_p',
    {},
    settings.tail === 'left'
      ? `P(X\\le ${plus})=${f(lower)}`
      : settings.tail === 'right'
        ? `P(X\\ge ${plus})=${f(upper)}`
        : `2\\min(P(X\\le ${plus}),P(X\\ge ${plus}))=${f(p)}`,
  );
  return conclude(
    w,
    settings,
    {
      kind: 'sign-test',
      symbol: 'X',
      statistic: plus,
      distribution: null,
      p,
      meaning: {
        reject: 'test_meaning_sign_reject',
        keep: 'test_meaning_sign_keep',
        params: { relation: w.say(relationKey(settings.tail)) },
      },
      problem: w.say('problem_sign', { plus, minus }),
      values: { n },
    },
    source,
  );
};

/** The exact null distribution of a sum of ranks 1..n chosen with probability ½ each: counts by total. */
function signedRankCounts(n: number): number[] {
  const max = (n * (n + 1)) / 2;
  let counts = new Array<number>(max + 1).fill(0);
  counts[0] = 1;
  for (let rank = 1; rank <= n; rank += 1) {
    const next = [...counts];
    for (let total = rank; total <= max; total += 1)
      next[total] = (next[total] ?? 0) + (counts[total - rank] ?? 0);
    counts = next;
  }
  return counts;
}

function normalTail(statistic: number, mean: number, sd: number, tail: Tail, source: string): number {
  return pValue({ name: 'z' }, (statistic - mean) / sd, tail, source);
}

const wilcoxon: TestRun<'wilcoxon'> = (t, settings, w, source) => {
  const nonZero = t.differences.filter((d) => d !== 0);
  const n = nonZero.length;
  stopIf(n < 2 || n > 1000, source);
  const r = ranks(nonZero.map(Math.abs));
  const wPlus = r.reduce((sum, rank, i) => sum + ((nonZero[i] ?? 0) > 0 ? rank : 0), 0);
  const wMinus = r.reduce((sum, rank, i) => sum + ((nonZero[i] ?? 0) < 0 ? rank : 0), 0);
  stopIf(!agree(wPlus + wMinus, (n * (n + 1)) / 2, 1e-12), source, 'unverified');
  const ties = new Set(nonZero.map(Math.abs)).size < n;
  const mean = (n * (n + 1)) / 4;
  const sd = Math.sqrt((n * (n + 1) * (2 * n + 1)) / 24 - tieSum(nonZero.map(Math.abs)) / 48);
  let lower: number;
  let upper: number;
  const exact = !ties && n <= 30;
  if (exact) {
    const counts = signedRankCounts(n);
    const all = 2 ** n;
    stopIf(
      !agree(
        counts.reduce((s, c) => s + c, 0),
        all,
        1e-12,
      ),
      source,
      'unverified',
    );
    lower = counts.slice(0, wPlus + 1).reduce((s, c) => s + c, 0) / all;
    upper = counts.slice(wPlus).reduce((s, c) => s + c, 0) / all;
  } else {
    lower = normalTail(wPlus, mean, sd, 'left', source);
    upper = normalTail(wPlus, mean, sd, 'right', source);
  }
  const p = exactP(lower, upper, settings.tail);
  hypotheses(w, 'M_D=0', `M_D${TAIL_RELATION[settings.tail]}0`);
  w.step(
    'test_wilcoxon_ranks',
    { n },
    `W^+=${f(wPlus)},\\quad W^-=${f(wMinus)},\\quad W^++W^-=\\frac{${n}\\cdot ${n + 1}}{2}=${f(wPlus + wMinus)}`,
  );
  w.step(
    exact ? 'test_exact_p' : 'test_normal_approx',
    {},
    exact
      ? `T=${f(Math.min(wPlus, wMinus))}`
      : `z=\\frac{W^+-${f(mean)}}{${f(sd)}}=${f((wPlus - mean) / sd)}`,
  );
  return conclude(
    w,
    settings,
    {
      kind: 'wilcoxon',
      symbol: 'W^+',
      statistic: wPlus,
      distribution: null,
      p,
      meaning: {
        reject: 'test_meaning_paired_reject',
        keep: 'test_meaning_paired_keep',
        params: { relation: w.say(relationKey(settings.tail)) },
      },
      problem: w.say('problem_wilcoxon', { n }),
      values: { wPlus, wMinus, T: Math.min(wPlus, wMinus), n },
    },
    source,
  );
};

/** Exact null counts of U for sample sizes m, n (no ties): partitions recurrence. */
function mannWhitneyCounts(m: number, n: number): number[] {
  // counts[i][j] = distribution of U for sizes i, j.
  const table: number[][][] = [];
  for (let i = 0; i <= m; i += 1) {
    table.push([]);
    for (let j = 0; j <= n; j += 1) {
      if (i === 0 || j === 0) {
        (table[i] as number[][]).push([1]);
        continue;
      }
      const a = table[i - 1]?.[j] ?? [];
      const b = table[i]?.[j - 1] ?? [];
      const size = i * j + 1;
      const counts = new Array<number>(size).fill(0);
      // U counts pairs where the first sample is larger: the largest value is in sample 1 (adds j) or in sample 2.
      a.forEach((c, u) => (counts[u + j] = (counts[u + j] ?? 0) + c));
      b.forEach((c, u) => (counts[u] = (counts[u] ?? 0) + c));
      (table[i] as number[][]).push(counts);
    }
  }
  return table[m]?.[n] ?? [1];
}

const mannWhitney: TestRun<'mann-whitney'> = (t, settings, w, source) => {
  const { a, b } = t;
  const [n1, n2] = [a.length, b.length];
  stopIf(n1 < 2 || n2 < 2 || n1 + n2 > 2000, source);
  const r = ranks([...a, ...b]);
  const r1 = r.slice(0, n1).reduce((s, v) => s + v, 0);
  const u1 = r1 - (n1 * (n1 + 1)) / 2;
  const u2 = n1 * n2 - u1;
  // Second way: U₁ counts the pairs where the first sample's value is larger (ties count a half).
  let pairs = 0;
  for (const x of a) for (const y of b) pairs += x > y ? 1 : x === y ? 0.5 : 0;
  stopIf(!agree(pairs, u1, 1e-12), source, 'unverified');
  const ties = new Set([...a, ...b]).size < n1 + n2;
  const mean = (n1 * n2) / 2;
  const total = n1 + n2;
  const sd = Math.sqrt(((n1 * n2) / 12) * (total + 1 - tieSum([...a, ...b]) / (total * (total - 1))));
  const exact = !ties && n1 <= 30 && n2 <= 30;
  let lower: number;
  let upper: number;
  if (exact) {
    const counts = mannWhitneyCounts(n1, n2);
    const all = counts.reduce((s, c) => s + c, 0);
    stopIf(!agree(all, Number(math.combinations(n1 + n2, n1)), 1e-9), source, 'unverified');
    lower = counts.slice(0, u1 + 1).reduce((s, c) => s + c, 0) / all;
    upper = counts.slice(u1).reduce((s, c) => s + c, 0) / all;
  } else {
    lower = normalTail(u1, mean, sd, 'left', source);
    upper = normalTail(u1, mean, sd, 'right', source);
  }
  // "The first group tends to be larger" is a large U₁.
  const p = exactP(lower, upper, settings.tail);
  w.step('test_mann_whitney_hypotheses');
  w.step(
    'test_mann_whitney_u',
    {},
    `R_1=${f(r1)},\\quad U_1=R_1-\\frac{${n1}\\cdot ${n1 + 1}}{2}=${f(u1)},\\quad U_2=${n1}\\cdot ${n2}-U_1=${f(u2)},\\quad U=${f(Math.min(u1, u2))}`,
  );
  w.step(
    exact ? 'test_exact_p' : 'test_normal_approx',
    {},
    exact ? `U=${f(Math.min(u1, u2))}` : `z=\\frac{U_1-${f(mean)}}{${f(sd)}}=${f((u1 - mean) / sd)}`,
  );
  return conclude(
    w,
    settings,
    {
      kind: 'mann-whitney',
      symbol: 'U',
      statistic: Math.min(u1, u2),
      distribution: null,
      p,
      meaning: { reject: 'test_meaning_two_groups_reject', keep: 'test_meaning_two_groups_keep' },
      problem: w.say('problem_mann_whitney', { n1, n2 }),
      values: { u1, u2, r1, U: Math.min(u1, u2) },
    },
    source,
  );
};

const kruskal: TestRun<'kruskal-wallis'> = (t, settings, w, source) => {
  const { groups } = t;
  const k = groups.length;
  const all = groups.flat();
  const total = all.length;
  stopIf(k < 2 || groups.some((g) => g.length < 1) || total > 2000, source);
  const r = ranks(all);
  let offset = 0;
  const sums = groups.map((g) => {
    const sum = r.slice(offset, offset + g.length).reduce((s, v) => s + v, 0);
    offset += g.length;
    return sum;
  });
  stopIf(
    !agree(
      sums.reduce((s, v) => s + v, 0),
      (total * (total + 1)) / 2,
      1e-12,
    ),
    source,
    'unverified',
  );
  const uncorrected =
    (12 / (total * (total + 1))) * sums.reduce((s, sum, i) => s + sum ** 2 / (groups[i]?.length ?? 1), 0) -
    3 * (total + 1);
  // Ties shrink the ranks' variance: H is divided by 1 − Σ(t³−t)/(N³−N).
  const correction = 1 - tieSum(all) / (total ** 3 - total);
  stopIf(!(correction > 0), source);
  const statistic = uncorrected / correction;
  // Second way: H as the between-groups spread of the mean ranks, 12/(N(N+1)) Σ nᵢ(R̄ᵢ − (N+1)/2)².
  const second =
    (12 / (total * (total + 1))) *
    sums.reduce((s, sum, i) => {
      const ni = groups[i]?.length ?? 1;
      return s + ni * (sum / ni - (total + 1) / 2) ** 2;
    }, 0);
  stopIf(!agree(uncorrected, second, 1e-8), source, 'unverified');
  const df = k - 1;
  w.step('test_kruskal_hypotheses');
  w.step('test_kruskal_ranks', {}, sums.map((sum, i) => `R_{${i + 1}}=${f(sum)}`).join(',\\ '));
  w.step(
    'test_kruskal_h',
    { df },
    `H=\\frac{12}{N(N+1)}\\sum\\frac{R_i^2}{n_i}-3(N+1)=${f(uncorrected)}${correction < 1 ? `,\\quad H/${f(correction)}=${f(statistic)}` : ''}`,
  );
  const distribution: Distribution = { name: 'chi2', df };
  return conclude(
    w,
    settings,
    {
      kind: 'kruskal-wallis',
      tail: 'right',
      symbol: 'H',
      statistic,
      distribution,
      meaning: { reject: 'test_meaning_anova_reject', keep: 'test_meaning_anova_keep' },
      problem: w.say('problem_kruskal', { k }),
      values: { df },
    },
    source,
  );
};

const SYMBOLS: Readonly<Record<Distribution['name'], string>> = { z: 'z', t: 't', chi2: '\\chi^2', f: 'F' };

const givenStatistic: TestRun<'statistic'> = (t, settings, w, source) => {
  const { distribution, statistic } = t;
  const symmetric = distribution.name === 'z' || distribution.name === 't';
  const tail = symmetric ? settings.tail : settings.tail === 'two' ? 'right' : settings.tail;
  stopIf(!symmetric && statistic < 0, source);
  w.step(
    'test_statistic_given',
    { distribution: `$${distributionTex(distribution)}$` },
    `${SYMBOLS[distribution.name]}=${f(statistic)}`,
  );
  return conclude(
    w,
    settings,
    {
      kind: 'p-value',
      symbol: SYMBOLS[distribution.name],
      tail,
      statistic,
      distribution,
      meaning: { reject: 'test_meaning_statistic_reject', keep: 'test_meaning_statistic_keep' },
      problem: w.say('problem_statistic', {
        statistic: `$${SYMBOLS[distribution.name]}=${f(statistic)}$`,
        distribution: `$${distributionTex(distribution)}$`,
      }),
      values: {},
    },
    source,
  );
};

/** Runs one test with its settings; throws SolverStop on unreadable data or a failed check. */
export function solveTest(t: StatisticsTest, settings: TestSettings, w: Writer, source: string): Solution {
  stopIf(!(settings.alpha > 0 && settings.alpha < 0.5), source);
  switch (t.test) {
    case 'z-mean':
    case 't-mean':
      return meanTest(t, settings, w, source);
    case 'z-proportion':
      return proportionTest(t, settings, w, source);
    case 't-two-sample':
      return twoSample(t, settings, w, source);
    case 't-paired': {
      const s = summaryOf(t.differences);
      if (t.beforeMinusAfter) w.step('paired_before_minus_after', {});
      return paired(s.mean, s.sd, s.n, settings, w, source, t.differences);
    }
    case 't-paired-summary':
      return paired(t.meanDiff, t.sdDiff, t.n, settings, w, source);
    case 'z-two-proportions':
      return twoProportions(t, settings, w, source);
    case 'chi2-gof':
      return goodnessOfFit(t, settings, w, source);
    case 'chi2-independence':
      return independence(t, settings, w, source);
    case 'anova':
      return anova(t, settings, w, source);
    case 'regression':
      return regression(t, settings, w, source);
    case 'multiple-regression':
      return multipleRegression(t, settings, w, source);
    case 'coefficient':
      return coefficients(t, settings, w, source);
    case 'correlation':
      return correlation(t, settings, w, source);
    case 'spearman':
      return spearmanFromData(t, settings, w, source);
    case 'chi2-variance':
      return varianceTest(t, settings, w, source);
    case 'f-variances':
      return fVariances(t, settings, w, source);
    case 'sign':
      return signTest(t, settings, w, source);
    case 'wilcoxon':
      return wilcoxon(t, settings, w, source);
    case 'mann-whitney':
      return mannWhitney(t, settings, w, source);
    case 'kruskal-wallis':
      return kruskal(t, settings, w, source);
    case 'statistic':
      return givenStatistic(t, settings, w, source);
    case 'incomplete':
      throw new SolverStop('unreadable', t.quote);
  }
}
