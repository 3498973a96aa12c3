/**
 * Statistics lessons 5–8, 12 and 13 beyond a whole test on listed data (docs/tutor.md, "Statistics
 * models"): the quantities the lessons ask on their own (degrees of freedom, an expected count, a cell's
 * contribution, a slope or an intercept from r and the SDs, R² and adjusted R², a prediction or a
 * residual from a given line, ANOVA's sums of squares and F from a partial table, two-way ANOVA's sums of
 * squares from cell means and the interaction's F, rank sums and U, Spearman's short formula), each computed
 * and then recomputed a second way before it is shown; and the tests read from summaries (F from SSB and
 * SSW or from R², Spearman from Σd², Mann–Whitney and Kruskal–Wallis from rank sums, Fisher's exact test,
 * McNemar's test, two-way ANOVA's interaction), each ending with the p-value and the decision at α.
 */
import { agree, formatNumber, SolverStop } from './math';
import { cdf, criticalValue, type Distribution, type Tail } from './statistics-distributions';
import { conclude, solveTest, type StatisticsTest, type TestSettings } from './statistics-tests';
import type { Solution, SolverKind, Writer } from './types';

const f = (value: number, digits = 4) => formatNumber(value, digits);

/** One quantity: what it is, its formula with the numbers put in, and its value computed two ways. */
export type Piece = {
  kind: SolverKind;
  /** the sentence key of the quantity's name (model_q_…) */
  quantity: string;
  formula: string;
  value: number;
  /** the same value by a second route */
  second: number;
  /** the second route, as shown */
  check: string;
  values?: Record<string, number>;
  /** how the answer line states it (LaTeX), when not "quantity: value" */
  answer?: string;
};

/** A test read from summaries: the steps before the decision, and what `conclude` needs. */
export type SummaryTest = {
  kind: SolverKind;
  pieces: Piece[];
  symbol: string;
  statistic: number;
  distribution: Distribution | null;
  p?: number;
  tail: Tail;
  meaning: { reject: string; keep: string };
  values: Record<string, number>;
};

export type ModelRequest =
  | { model: 'piece'; pieces: Piece[] }
  | { model: 'test'; test: SummaryTest; settings: TestSettings }
  /** a whole test of statistics-tests.ts, its data read from words or a Markdown table */
  | { model: 'statistics'; test: StatisticsTest; settings: TestSettings };

function checked(piece: Piece, source: string): void {
  if (!Number.isFinite(piece.value) || !agree(piece.value, piece.second, 1e-8))
    throw new SolverStop('unverified', source);
}

function showPieces(pieces: readonly Piece[], w: Writer, source: string): Record<string, number> {
  const values: Record<string, number> = {};
  for (const piece of pieces) {
    checked(piece, source);
    w.step('model_formula', { quantity: w.say(piece.quantity) }, piece.formula);
    w.step('model_check', {}, piece.check);
    values[piece.quantity.replace(/^model_q_/, '')] = piece.value;
    Object.assign(values, piece.values ?? {});
  }
  return values;
}

/** Solves a models request: its quantities one by one, or a test ending in the p-value and the decision. */
export function solveModel(request: ModelRequest, w: Writer, source: string): Solution {
  if (request.model === 'statistics') return solveTest(request.test, request.settings, w, source);
  if (request.model === 'piece') {
    const values = showPieces(request.pieces, w, source);
    const first = request.pieces[0];
    if (!first) throw new SolverStop('unreadable', source);
    const answer = request.pieces
      .map((piece) => `${w.say(piece.quantity)}: $${f(piece.value, 6)}$`)
      .join('; ');
    return {
      kind: first.kind,
      reply: w.walkthrough(w.say('problem_model', { quantity: w.say(first.quantity) }), answer),
      values: { ...values, value: first.value },
    };
  }
  const { test, settings } = request;
  const values = showPieces(test.pieces, w, source);
  const solution = conclude(
    w,
    { ...settings, tail: test.tail },
    {
      kind: test.kind,
      symbol: test.symbol,
      statistic: test.statistic,
      tail: test.tail,
      distribution: test.distribution,
      ...(test.p !== undefined ? { p: test.p } : {}),
      meaning: test.meaning,
      problem: w.say('problem_model', { quantity: w.say(test.pieces[0]?.quantity ?? 'model_q_statistic') }),
      values: { ...values, ...test.values },
    },
    source,
  );
  // The answer: the quantities found on the way, the statistic with its p-value (a p-value below 0.0001 said
  // in words; its bound is in the steps), and the decision in words.
  const found = test.pieces
    .slice(0, -1)
    .map((piece) => `${w.say(piece.quantity)}: $${piece.answer ?? f(piece.value, 6)}$`)
    .join('; ');
  const p = solution.values.p ?? Number.NaN;
  const reject = solution.result === 'reject';
  const alpha = f(settings.alpha);
  const pText = p < 1e-4 ? w.say('model_p_tiny') : `$p=${f(p)}$.`;
  const decision = w.say(reject ? 'model_answer_reject' : 'model_answer_keep', { alpha });
  const meaning = w.say(reject ? test.meaning.reject : test.meaning.keep, { alpha });
  return {
    ...solution,
    reply: {
      ...solution.reply,
      answer: `${found ? `${found}. ` : ''}$${test.symbol}=${f(test.statistic)}$, ${pText} ${decision} ${meaning}`,
    },
  };
}

// ---- the quantities --------------------------------------------------------------------------------

/** χ²'s critical value at α with df, checked by putting it back through the CDF. */
export function chiCritical(df: number, alpha: number, source: string): Piece {
  const value = criticalValue({ name: 'chi2', df }, alpha, 'right', source);
  const back = 1 - cdf({ name: 'chi2', df }, value, source);
  return {
    kind: 'chi-square-independence',
    quantity: 'model_q_critical',
    formula: `\\chi^2_{${f(alpha)},${df}}=${f(value, 6)}`,
    value,
    second: value * (agree(back, alpha, 1e-6) ? 1 : Number.NaN),
    check: `P(\\chi^2_{${df}}>${f(value, 6)})=${f(back)}`,
    values: { df },
  };
}

/** Hypergeometric probability of a 2×2 table with fixed margins, by log-factorials. */
function logFactorial(n: number): number {
  let sum = 0;
  for (let i = 2; i <= n; i += 1) sum += Math.log(i);
  return sum;
}

function tableProbability(a: number, row1: number, row2: number, col1: number): number {
  const b = row1 - a;
  const c = col1 - a;
  const d = row2 - c;
  if (a < 0 || b < 0 || c < 0 || d < 0) return 0;
  const n = row1 + row2;
  return Math.exp(
    logFactorial(row1) +
      logFactorial(row2) +
      logFactorial(col1) +
      logFactorial(n - col1) -
      logFactorial(n) -
      logFactorial(a) -
      logFactorial(b) -
      logFactorial(c) -
      logFactorial(d),
  );
}

/** The same probability as a product of ratios (the second route). */
function tableProbabilityByProducts(a: number, row1: number, row2: number, col1: number): number {
  const choose = (n: number, k: number) => {
    if (k < 0 || k > n) return 0;
    let value = 1;
    for (let i = 1; i <= k; i += 1) value = (value * (n - k + i)) / i;
    return value;
  };
  const n = row1 + row2;
  return (choose(row1, a) * choose(row2, col1 - a)) / choose(n, col1);
}

/**
 * Fisher's exact test on [[a, row1 − a], [c, row2 − c]] (successes first): one-sided that the first row's
 * rate is higher, or two-sided (every table no more likely than the observed one).
 */
export function fisherTest(a: number, row1: number, c: number, row2: number, tail: Tail) {
  const col1 = a + c;
  const low = Math.max(0, col1 - row2);
  const high = Math.min(row1, col1);
  const observed = tableProbability(a, row1, row2, col1);
  let p = 0;
  let second = 0;
  for (let x = low; x <= high; x += 1) {
    const probability = tableProbability(x, row1, row2, col1);
    const again = tableProbabilityByProducts(x, row1, row2, col1);
    const counts =
      tail === 'right' ? x >= a : tail === 'left' ? x <= a : probability <= observed * (1 + 1e-7);
    if (counts) {
      p += probability;
      second += again;
    }
  }
  p = Math.min(1, p);
  const piece: Piece = {
    kind: 'fisher-exact',
    quantity: 'model_q_fisher_p',
    formula: `P(X=${a})=\\frac{\\binom{${row1}}{${a}}\\binom{${row2}}{${c}}}{\\binom{${row1 + row2}}{${col1}}}=${f(observed)},\\quad p=${f(p)}`,
    value: p,
    second: Math.min(1, second),
    check: `\\sum P=${f(Math.min(1, second))}`,
  };
  return { piece, p };
}

/** McNemar's test on the discordant counts b and c: χ² = (b − c)²/(b + c) with one df. */
export function mcnemarTest(b: number, c: number): SummaryTest {
  const statistic = (b - c) ** 2 / (b + c);
  return {
    kind: 'mcnemar',
    pieces: [
      {
        kind: 'mcnemar',
        quantity: 'model_q_chi2',
        formula: `\\chi^2=\\frac{(b-c)^2}{b+c}=\\frac{(${b}-${c})^2}{${b}+${c}}=${f(statistic)}`,
        value: statistic,
        second: ((b - (b + c) / 2) ** 2 + (c - (b + c) / 2) ** 2) / ((b + c) / 2),
        check: `\\sum\\frac{(O-E)^2}{E},\\ E=\\frac{b+c}{2}`,
      },
    ],
    symbol: '\\chi^2',
    statistic,
    distribution: { name: 'chi2', df: 1 },
    tail: 'right',
    meaning: { reject: 'test_meaning_paired_change_reject', keep: 'test_meaning_paired_change_keep' },
    values: { b, c },
  };
}
