/**
 * Math lesson 5 beyond the two formulas: a sequence given by a recursion (a₁ = 3, aₙ₊₁ = 2aₙ + 1) — a
 * term, the first terms, their sum, and whether it is arithmetic, geometric or neither — and a repeating
 * decimal (0.(3), 0.1(6), 2.(45)) written as a fraction through its infinite geometric series.
 * Verified: a recursion of the form aₙ₊₁ = p·aₙ + q against its closed form (and the sum against the
 * closed sum), any other rule by recomputing every term from a second parse of the rule; a fraction by
 * long division, which must give back the digits the student wrote.
 */
import { agree, compiled, formatNumber, math, numberTex, readExpr, fromExpr, SolverStop, tex } from './math';
import { latexToPlain } from '../../../domain/answer/normalize';
import type { Solution, Writer } from './types';

export type RecursiveRequest = {
  first: number;
  /** the rule's right side in the checker's syntax, aₙ written as `u` (and n as `n`) */
  rule: string;
  ask: { type: 'term'; n: number } | { type: 'terms'; count: number } | { type: 'sum'; count: number };
};

export type RepeatingRequest = { whole: string; fixed: string; period: string };

const MAX_TERMS = 1000;
const SHOWN = 8;

/** aₙ, a_n, a_{n}, a(n), "an" → u; aₙ₊₁ on the left is cut off before this. */
function ruleText(right: string): string {
  return right
    .replace(/a\s*_\s*\{\s*n\s*\}|a\s*_\s*n\b|a\s*\(\s*n\s*\)|aₙ|(?<![a-z])an\b/g, '(u)')
    .replace(/(\d)\s*\(u\)/g, '$1*(u)')
    .trim();
}

const NEXT =
  /a\s*_\s*\{\s*n\s*\+\s*1\s*\}|a\s*_\s*\(\s*n\s*\+\s*1\s*\)|a\s*\(\s*n\s*\+\s*1\s*\)|aₙ₊₁|a_?n\s*\+\s*1(?=\s*=)/;
const FIRST = /a\s*_?\s*\{?\s*1\s*\}?\s*=\s*(-?\d+(?:\.\d+)?)|a₁\s*=\s*(-?\d+(?:\.\d+)?)/;
/** Hebrew ordinals of a term's place ("האיבר השביעי"), shared with general-term.ts. */
export const ORDINALS: Readonly<Record<string, number>> = {
  ראשון: 1,
  שני: 2,
  שלישי: 3,
  רביעי: 4,
  חמישי: 5,
  שישי: 6,
  שביעי: 7,
  שמיני: 8,
  תשיעי: 9,
  עשירי: 10,
};

/** "ארבעת האיברים הראשונים": how many terms, in words. */
export const COUNTS: Readonly<Record<string, number>> = {
  שלושת: 3,
  ארבעת: 4,
  חמשת: 5,
  ששת: 6,
  שבעת: 7,
  שמונת: 8,
  תשעת: 9,
  עשרת: 10,
};

/** "a₁ = 3, aₙ₊₁ = 2aₙ + 1, find a₅ / the first 6 terms / S₆". */
export function recognizeRecursive(text: string): RecursiveRequest | null {
  // "$a_{n+1}=3a_n+2$. חשבו": the dollar signs close the rule, they are no part of it.
  const message = text.replace(/\$/g, ' ');
  const next = NEXT.exec(message);
  const first = FIRST.exec(message);
  if (!next || !first) return null;
  const after = message.slice((next.index ?? 0) + next[0].length);
  const right =
    /^\s*=\s*([^,;\n?]+?)(?=\s*(?:[,;\n?]|\.\s|\.$|$|ו?(?:מצא|חשב|כתוב|what|find|compute|list|write|and\s)))/i.exec(
      after,
    )?.[1];
  if (!right) return null;
  const rule = ruleText(right);
  if (!rule.includes('u')) return null;
  const rest = message.replace(next[0], ' ').replace(first[0], ' ');
  const sumCount =
    /(?:S|s)\s*_?\s*\{?\s*(\d+)\s*\}?/.exec(rest)?.[1] ??
    /(?:סכום|sum)[^\d]{0,30}?(\d+)/i.exec(rest)?.[1] ??
    null;
  if (sumCount !== null && /סכום|sum|S\s*_?\s*\{?\d/i.test(rest))
    return { first: Number(first[1] ?? first[2]), rule, ask: { type: 'sum', count: Number(sumCount) } };
  const termAt =
    /a\s*_?\s*\{?\s*(\d+)\s*\}?(?!\s*=)/.exec(rest)?.[1] ??
    /(?:האיבר|איבר)\s+ה?[-־]?\s*(\d+)/.exec(rest)?.[1] ??
    /(?:the\s+)?(\d+)(?:th|st|nd|rd)\s+term/i.exec(rest)?.[1] ??
    /term\s+(?:number\s+)?(\d+)/i.exec(rest)?.[1] ??
    null;
  const ordinal = /האיבר\s+ה(שני|שלישי|רביעי|חמישי|שישי|שביעי|שמיני|תשיעי|עשירי)/.exec(rest)?.[1];
  const n = termAt !== null ? Number(termAt) : ordinal ? ORDINALS[ordinal] : undefined;
  const start = Number(first[1] ?? first[2]);
  if (n !== undefined) return { first: start, rule, ask: { type: 'term', n } };
  const counted = /(שלושת|ארבעת|חמשת|ששת|שבעת|שמונת|תשעת|עשרת)\s+(?:ה)?איברים/.exec(rest)?.[1];
  const count =
    /(\d+)\s*(?:ה?איברים|terms)/i.exec(rest)?.[1] ??
    /(?:first|הראשונים)\s+(\d+)/i.exec(rest)?.[1] ??
    (counted ? String(COUNTS[counted]) : '5');
  return { first: start, rule, ask: { type: 'terms', count: Number(count) } };
}

/** The rule as p·u + q when it is affine in u and free of n, else null. */
function affine(rule: (u: number, n: number) => number): { p: number; q: number } | null {
  const q = rule(0, 1);
  const p = rule(1, 1) - q;
  for (const [u, n] of [
    [2, 1],
    [-3.5, 4],
    [7.25, 9],
  ] as const) {
    if (!agree(rule(u, n), p * u + q, 1e-9)) return null;
  }
  return { p, q };
}

export function solveRecursive(request: RecursiveRequest, w: Writer, source: string): Solution {
  const { first, ask } = request;
  const last = ask.type === 'term' ? ask.n : ask.count;
  if (!Number.isInteger(last) || last < 1 || last > MAX_TERMS || !Number.isFinite(first))
    throw new SolverStop('unreadable', source);
  const expr = readExpr(request.rule);
  const node = fromExpr(expr);
  const f = compiled(node);
  const rule = (u: number, n: number) => f({ u, n });
  // A second, independent parse of the same rule (mathjs straight from the text) recomputes each term.
  const second = math.compile(latexToPlain(request.rule));
  const again = (u: number, n: number) => Number(second.evaluate({ u, n }));
  const terms = [first];
  for (let k = 1; k < last; k += 1) {
    const previous = terms[k - 1] ?? 0;
    const value = rule(previous, k);
    if (!Number.isFinite(value) || Math.abs(value) > 1e15) throw new SolverStop('unreadable', source);
    if (!agree(again(previous, k), value, 1e-12)) throw new SolverStop('unverified', source);
    terms.push(value);
  }
  const ruleTex = tex(node).replace(/\bu\b/g, 'a_n');
  w.step('recursive_given', {}, `a_1=${numberTex(first)},\\quad a_{n+1}=${ruleTex}`);
  const shown = terms.slice(0, Math.min(terms.length, SHOWN));
  w.step(
    'recursive_terms',
    {},
    shown
      .map((value, i) => (i === 0 ? `a_1=${numberTex(value)}` : `a_{${i + 1}}=${numberTex(value)}`))
      .join(',\\quad ') + (terms.length > SHOWN ? ',\\quad\\dots' : ''),
  );
  const form = affine(rule);
  // Arithmetic (aₙ₊₁ = aₙ + d), geometric (aₙ₊₁ = q·aₙ) or neither, as the lesson identifies a rule.
  if (form && agree(form.p, 1, 1e-12)) w.step('recursive_arithmetic', { d: formatNumber(form.q) });
  else if (form && Math.abs(form.q) < 1e-12) w.step('recursive_geometric', { q: formatNumber(form.p) });
  else w.step('recursive_neither', {});
  const term = terms[terms.length - 1] ?? first;
  const sum = terms.reduce((total, value) => total + value, 0);
  if (form) {
    // aₖ = A·pᵏ⁻¹ + B with B the fixed point −q/(p−1); p = 1 is arithmetic.
    const closed = (k: number) =>
      agree(form.p, 1, 1e-12)
        ? first + (k - 1) * form.q
        : (first + form.q / (form.p - 1)) * form.p ** (k - 1) - form.q / (form.p - 1);
    const closedSum = agree(form.p, 1, 1e-12)
      ? last * first + (form.q * last * (last - 1)) / 2
      : ((first + form.q / (form.p - 1)) * (form.p ** last - 1)) / (form.p - 1) -
        (last * form.q) / (form.p - 1);
    if (!agree(closed(last), term, 1e-9) || !agree(closedSum, sum, 1e-9))
      throw new SolverStop('unverified', source);
  }
  let answer: string;
  const values: Record<string, number> = {};
  if (ask.type === 'term') {
    w.step('recursive_term', { n: last }, `a_{${last}}=${numberTex(term)}`);
    answer = `$a_{${last}}=${numberTex(term)}$`;
    values.term = term;
  } else if (ask.type === 'sum') {
    w.step(
      'recursive_sum',
      { n: last },
      `S_{${last}}=${shown.map((value) => numberTex(value)).join('+')}${terms.length > SHOWN ? '+\\dots' : ''}=${numberTex(sum)}`,
    );
    answer = `$S_{${last}}=${numberTex(sum)}$`;
    values.sum = sum;
  } else {
    answer = `$${terms.map((value) => numberTex(value)).join(',\\ ')}$`;
    terms.forEach((value, i) => {
      values[`a${i + 1}`] = value;
    });
  }
  w.step(form ? 'check_recursive_closed' : 'check_recursive_again', {});
  return {
    kind: 'recursive-sequence',
    reply: w.walkthrough(
      w.say('problem_recursive', { first: formatNumber(first), rule: `$a_{n+1}=${ruleTex}$` }),
      answer,
    ),
    values,
  };
}

// ---- repeating decimals -------------------------------------------------------------------------

/** "0.(3)", "0.1(6)", "2.(45)", "0.\overline{36}", "0.1\dot{6}", or digits with "...": 0.363636... */
export function recognizeRepeating(message: string): RepeatingRequest | null {
  const bracketed = /(-?\d+)\.(\d*)\((\d{1,6})\)/.exec(message);
  if (bracketed) return { whole: bracketed[1] ?? '0', fixed: bracketed[2] ?? '', period: bracketed[3] ?? '' };
  const overline = /(-?\d+)\.(\d*)\\(?:overline|bar|dot)\{?(\d{1,6})\}?/.exec(message);
  if (overline) return { whole: overline[1] ?? '0', fixed: overline[2] ?? '', period: overline[3] ?? '' };
  const dotted = /(-?\d+)\.(\d{2,30})\s*(?:\.\.\.|…|\\dots|\\ldots)/.exec(message);
  if (!dotted || !/מחזורי|repeating|recurring|שבר|fraction|periodic/i.test(message)) return null;
  const digits = dotted[2] ?? '';
  // The shortest period that repeats at least twice at the end, after the fewest fixed digits.
  for (let fixedLength = 0; fixedLength < digits.length; fixedLength += 1) {
    for (let length = 1; 2 * length <= digits.length - fixedLength; length += 1) {
      const tail = digits.slice(fixedLength);
      const period = tail.slice(0, length);
      if ([...tail].every((digit, i) => digit === period[i % length]))
        return { whole: dotted[1] ?? '0', fixed: digits.slice(0, fixedLength), period };
    }
  }
  return null;
}

const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? (a < 0n ? -a : a) : gcd(b, a % b));

/** The digits of n/d after the point, by long division. */
function longDivision(n: bigint, d: bigint, count: number): { whole: bigint; digits: string } {
  const whole = n / d;
  let remainder = n % d;
  let digits = '';
  for (let i = 0; i < count; i += 1) {
    remainder *= 10n;
    digits += String(remainder / d);
    remainder %= d;
  }
  return { whole, digits };
}

export function solveRepeating(request: RepeatingRequest, w: Writer, source: string): Solution {
  const { whole, fixed, period } = request;
  if (!/^-?\d{1,9}$/.test(whole) || !/^\d{0,6}$/.test(fixed) || !/^\d{1,6}$/.test(period))
    throw new SolverStop('unreadable', source);
  const negative = whole.startsWith('-');
  const wholeValue = BigInt(whole.replace('-', ''));
  const m = fixed.length;
  const k = period.length;
  const written = `${whole}.${fixed}\\overline{${period}}`;
  // x = whole + fixed/10^m + series with a₁ = period/10^(m+k), q = 1/10^k.
  // As the lesson writes them, in decimals: a₁ = 0.36, q = 0.01, 1 − q = 0.99.
  const a1 = `0.${'0'.repeat(m)}${period}`;
  const q = `0.${'0'.repeat(k - 1)}1`;
  const oneMinusQ = `0.${'9'.repeat(k)}`;
  // Exactly: the series adds period/(10^m·(10^k − 1)).
  const seriesDenominator = 10n ** BigInt(m) * (10n ** BigInt(k) - 1n);
  const seriesNumerator = BigInt(period);
  const fixedNumerator = fixed === '' ? 0n : BigInt(fixed);
  const denominator = seriesDenominator;
  const numerator = wholeValue * denominator + fixedNumerator * (10n ** BigInt(k) - 1n) + seriesNumerator;
  const divisor = gcd(numerator, denominator);
  const [n, d] = [numerator / divisor, denominator / divisor];
  // Long division of n/d must give back the digits as written: the fixed part, then the period again and again.
  const expected = fixed + period.repeat(Math.ceil(40 / k));
  const division = longDivision(n, d, expected.length);
  if (division.whole !== wholeValue || division.digits !== expected)
    throw new SolverStop('unverified', source);
  // And the series' sum a₁/(1−q) in floating point agrees with the fraction.
  const seriesSum = Number(period) / 10 ** (m + k) / (1 - 10 ** -k);
  const fixedValue = fixed === '' ? 0 : Number(fixed) / 10 ** m;
  if (!agree(Number(wholeValue) + fixedValue + seriesSum, Number(n) / Number(d), 1e-12))
    throw new SolverStop('unverified', source);
  const sign = negative ? '-' : '';
  const parts = [
    ...(wholeValue > 0n ? [String(wholeValue)] : []),
    ...(m > 0 ? [`0.${fixed}`] : []),
    `0.${'0'.repeat(m)}${period}`,
    `0.${'0'.repeat(m + k)}${period}`,
    '\\dots',
  ];
  w.step('repeating_series', {}, `${written.replace('-', '')}=${parts.join('+')}`);
  w.step('repeating_terms', {}, `a_1=${a1},\\quad q=${q}`);
  const seriesGcd = gcd(seriesNumerator, seriesDenominator);
  const seriesTex = `\\frac{${seriesNumerator / seriesGcd}}{${seriesDenominator / seriesGcd}}`;
  w.step(
    'repeating_sum',
    {},
    `S=\\frac{a_1}{1-q}=\\frac{${a1}}{1-${q}}=\\frac{${a1}}{${oneMinusQ}}=${seriesTex}`,
  );
  const fraction = `${sign}\\frac{${n}}{${d}}`;
  if (wholeValue > 0n || m > 0)
    w.step(
      'repeating_total',
      {},
      `${sign}\\left(${wholeValue > 0n ? String(wholeValue) : ''}${m > 0 ? `${wholeValue > 0n ? '+' : ''}\\frac{${fixedNumerator}}{${10n ** BigInt(m)}}` : ''}+${seriesTex}\\right)=${fraction}`,
    );
  w.step('check_long_division', { fraction: `$${fraction}$` });
  const value = (negative ? -1 : 1) * (Number(n) / Number(d));
  return {
    kind: 'repeating-decimal',
    reply: w.walkthrough(w.say('problem_repeating', { decimal: `$${written}$` }), `$${written}=${fraction}$`),
    values: { numerator: Number(n) * (negative ? -1 : 1), denominator: Number(d), value },
    result: `${negative ? '-' : ''}${n}/${d}`,
  };
}
