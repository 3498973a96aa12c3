/**
 * Arithmetic and geometric sequences: the n-th term and the sum of the first n terms from the formulas,
 * checked by listing the terms and adding them one by one.
 */
import { agree, formatNumber, numberTex, SolverStop } from './math';
import type { Solution, Writer } from './types';

export type SequenceRequest = {
  type: 'arithmetic' | 'geometric';
  first: number;
  step: number;
  n: number;
  /** the sum's count when it is not n (a₈ and S₁₂ asked together) */
  sumCount?: number;
  /** a sum whose number of terms is asked ("how many terms add up to 381") */
  sumTarget?: number;
  /** a last term whose place is asked ("how many terms has 7, 11, 15, …, 99") */
  termTarget?: number;
};

/** The place of `target` among the terms, found by listing them (exact by construction), or null. */
function placeOf(request: SequenceRequest, target: number): number | null {
  let current = request.first;
  for (let k = 1; k <= MAX_TERMS; k += 1) {
    if (agree(current, target, 1e-12)) return k;
    current = request.type === 'arithmetic' ? current + request.step : current * request.step;
    if (!Number.isFinite(current) || Math.abs(current) > 1e15) return null;
  }
  return null;
}

/**
 * How many first terms add up to `target`: the terms added one by one (the count is exact by construction,
 * so the listing is its own check), or none when the running sum passes it or MAX_TERMS is reached.
 */
function countForSum(request: SequenceRequest, target: number): number | null {
  let current = request.first;
  let total = 0;
  for (let k = 1; k <= MAX_TERMS; k += 1) {
    total += current;
    if (agree(total, target, 1e-12)) return k;
    current = request.type === 'arithmetic' ? current + request.step : current * request.step;
    if (!Number.isFinite(total) || Math.abs(total) > 1e15) return null;
  }
  return null;
}

const MAX_TERMS = 10_000;

/** Sₙ's formula as the lesson writes it. */
export const sumFormula = (arithmetic: boolean, step: number) =>
  arithmetic
    ? '\\frac{n\\left(2a_1+(n-1)d\\right)}{2}'
    : step === 1
      ? 'n\\cdot a_1'
      : '\\frac{a_1\\left(q^n-1\\right)}{q-1}';

export function solveSequence(request: SequenceRequest, w: Writer, source: string): Solution {
  if (request.termTarget !== undefined) {
    const { termTarget, ...rest } = request;
    const place = placeOf(rest, termTarget);
    if (place === null) throw new SolverStop('unsupported', source);
    const solution = solveSequence({ ...rest, n: place }, w, source);
    return {
      ...solution,
      reply: { ...solution.reply, answer: `$n=${place}$; ${solution.reply.answer ?? ''}` },
      values: { ...solution.values, count: place },
    };
  }
  const { type, first, step, n } = request;
  const count = request.sumCount ?? n;
  if ([n, count].some((k) => !Number.isInteger(k) || k < 1 || k > MAX_TERMS))
    throw new SolverStop('unreadable', source);
  const arithmetic = type === 'arithmetic';
  w.step(arithmetic ? 'sequence_arithmetic_given' : 'sequence_geometric_given', {
    first: formatNumber(first),
    step: formatNumber(step),
    n,
  });
  const term = arithmetic ? first + (n - 1) * step : first * step ** (n - 1);
  const sum = arithmetic
    ? (count * (2 * first + (count - 1) * step)) / 2
    : step === 1
      ? count * first
      : (first * (step ** count - 1)) / (step - 1);
  const letter = arithmetic ? 'd' : 'q';
  w.step(
    'sequence_term',
    { n },
    `a_{${n}}=${arithmetic ? `a_1+(n-1)${letter}` : `a_1\\cdot ${letter}^{n-1}`}=${numberTex(term)}`,
  );
  w.step('sequence_sum', { n: count }, `S_{${n}}=${sumFormula(arithmetic, step)}=${numberTex(sum)}`);
  if (request.sumTarget !== undefined) return withCount(request, request.sumTarget, term, w, source);
  // Listing the terms and adding them must give the same numbers.
  let current = first;
  let total = 0;
  let listed = first;
  for (let k = 1; k <= Math.max(n, count); k += 1) {
    if (k <= count) total += current;
    if (k === n) listed = current;
    current = arithmetic ? current + step : current * step;
  }
  if (!agree(listed, term, 1e-9) || !agree(total, sum, 1e-9)) throw new SolverStop('unverified', source);
  w.step('check_listing', { n: Math.max(n, count) });
  return finished(request, w, `$a_{${n}}=${numberTex(term)},\\ S_{${count}}=${numberTex(sum)}$`, {
    term,
    sum,
  });
}

/** The walkthrough of a named sequence, its answer and its verified values. */
function finished(
  request: SequenceRequest,
  w: Writer,
  answer: string,
  values: Record<string, number>,
): Solution {
  const arithmetic = request.type === 'arithmetic';
  // the title names what is asked: aₙ and Sₙ, aₙ and S of another count, or aₙ and how many terms make a sum
  const asked =
    request.sumTarget !== undefined ? '_count' : request.sumCount !== undefined ? '_term_and_sum' : '';
  return {
    kind: arithmetic ? 'arithmetic-sequence' : 'geometric-sequence',
    reply: w.walkthrough(
      w.say(`${arithmetic ? 'problem_arithmetic_sequence' : 'problem_geometric_sequence'}${asked}`, {
        first: formatNumber(request.first),
        step: formatNumber(request.step),
        n: request.n,
        count: request.sumCount ?? 0,
        target: formatNumber(request.sumTarget ?? 0),
      }),
      answer,
    ),
    values,
  };
}

/** aₙ as asked, and the number of first terms whose sum is the target (the sum not of n is not shown). */
function withCount(
  request: SequenceRequest,
  target: number,
  term: number,
  w: Writer,
  source: string,
): Solution {
  const { type, first, step, n } = request;
  const arithmetic = type === 'arithmetic';
  // the sum's step written for n terms is replaced by the count's
  w.steps.pop();
  const count = countForSum(request, target);
  let listed = first;
  for (let k = 1; k < n; k += 1) listed = arithmetic ? listed + step : listed * step;
  if (!agree(listed, term, 1e-9)) throw new SolverStop('unverified', source);
  if (count === null) throw new SolverStop('unsupported', source);
  w.step(
    'sequence_count_for_sum',
    { target: formatNumber(target), count },
    `S_{${count}}=${sumFormula(arithmetic, step)}=${numberTex(target)}\\ \\Rightarrow\\ n=${count}`,
  );
  w.step('check_listing', { n: Math.max(n, count) });
  const asksTerm = n > 1;
  return finished(request, w, `$${asksTerm ? `a_{${n}}=${numberTex(term)},\\ ` : ''}n=${count}$`, {
    ...(asksTerm ? { term } : {}),
    count,
  });
}

export type InfiniteSeriesRequest = { first: number; ratio: number };

/**
 * Lesson 5: the sum of an infinite geometric series, a₁/(1−q) when |q| < 1, else no sum (it diverges).
 * Second way: the partial sums approach it, |S − S_N| ≤ |a₁|·|q|^N/(1−|q|) at N = 200.
 */
export function solveInfiniteSeries(
  { first, ratio }: InfiniteSeriesRequest,
  w: Writer,
  source: string,
): Solution {
  if (!Number.isFinite(first) || !Number.isFinite(ratio) || first === 0)
    throw new SolverStop('unreadable', source);
  w.step('series_given', { first: formatNumber(first), ratio: formatNumber(ratio) });
  const problem = w.say('problem_infinite_series', {
    first: formatNumber(first),
    ratio: formatNumber(ratio),
  });
  if (!(Math.abs(ratio) < 1)) {
    w.step('series_diverges', { ratio: formatNumber(ratio) }, `|q|=${numberTex(Math.abs(ratio))}\\ge 1`);
    return {
      kind: 'infinite-geometric-series',
      reply: w.walkthrough(problem, w.say('series_no_sum')),
      values: { converges: 0 },
    };
  }
  const sum = first / (1 - ratio);
  let partial = 0;
  let term = first;
  const terms = 200;
  for (let k = 0; k < terms; k += 1) {
    partial += term;
    term *= ratio;
  }
  const bound = (Math.abs(first) * Math.abs(ratio) ** terms) / (1 - Math.abs(ratio));
  if (!(Math.abs(sum - partial) <= bound + 1e-9 * Math.max(1, Math.abs(sum))))
    throw new SolverStop('unverified', source);
  w.step('series_converges', { ratio: formatNumber(ratio) }, `|q|=${numberTex(Math.abs(ratio))}<1`);
  const q = ratio < 0 ? `\\left(${numberTex(ratio)}\\right)` : numberTex(ratio);
  w.step('series_sum', {}, `S=\\frac{a_1}{1-q}=\\frac{${numberTex(first)}}{1-${q}}=${numberTex(sum)}`);
  w.step('series_check', { terms });
  return {
    kind: 'infinite-geometric-series',
    reply: w.walkthrough(problem, `$S=${numberTex(sum)}$`),
    values: { sum, converges: 1 },
  };
}
