/**
 * Math lesson 5: an arithmetic or geometric sequence given by two of its terms (a₃ = 11, a₁₀ = 32) — a₁ and
 * d from the difference of the terms over the difference of the places, or a₁ and q from the quotient's
 * root (both signs under an even root); then a further term or Sₙ when asked.
 * Verified: a₁ and d (or q) substituted back give both given terms.
 */
import { agree, formatNumber, numberTex, SolverStop } from './math';
import { sumFormula } from './sequences';
import type { Solution, Writer } from './types';

export type TwoTermsRequest = {
  type: 'arithmetic' | 'geometric';
  given: [[number, number], [number, number]];
  term?: number;
  sum?: number;
};

const NUMBER = '(-?\\d+(?:\\.\\d+)?)';
const GIVEN = new RegExp(`\\ba\\s*_?\\s*\\{?\\s*(\\d+)\\s*\\}?\\s*=\\s*${NUMBER}`, 'g');
const MAX_N = 10_000;

/** "בסדרה חשבונית a_3=11 ו-a_10=32, מצא את a_1 ואת d" / "geometric sequence a2=6, a5=162 find a1 and q, and S_6". */
export function recognizeTwoTerms(message: string): TwoTermsRequest | null {
  const arithmetic = /חשבונית|arithmetic/i.test(message);
  const geometric = /הנדסית|geometric/i.test(message);
  if (arithmetic === geometric) return null;
  // An infinite series is the infinite series' matcher's, even when two terms give its ratio.
  if (/אינסופי|infini?te|מתכנס|converg/i.test(message)) return null;
  // A difference or a ratio given already is the named sequences' matcher's.
  if (/(?:^|[\s,(])[dqr]\s*=\s*-?\d/.test(message)) return null;
  const given: [number, number][] = [];
  for (const match of message.matchAll(GIVEN)) {
    const k = Number(match[1]);
    if (!given.some(([index]) => index === k)) given.push([k, Number(match[2])]);
  }
  const [one, two] = given;
  if (given.length !== 2 || !one || !two) return null;
  const rest = message.replace(GIVEN, ' ');
  const asked = /\ba\s*_?\s*\{?\s*(\d+)\s*\}?/g;
  const term = [...rest.matchAll(asked)].map((match) => Number(match[1])).find((k) => k !== 1);
  const sum =
    /\bS\s*_?\s*\{?\s*(\d+)\s*\}?/.exec(rest)?.[1] ?? /(?:סכום|sum)[^\d]{0,30}?(\d+)/i.exec(rest)?.[1];
  return {
    type: arithmetic ? 'arithmetic' : 'geometric',
    given: [one, two].sort((a, b) => a[0] - b[0]) as [[number, number], [number, number]],
    ...(term !== undefined ? { term } : {}),
    ...(sum !== undefined ? { sum: Number(sum) } : {}),
  };
}

/** A root as a short decimal when it is one (162/6 = 27, ∛27 = 3 and not 3.0000000000000004). */
const tidy = (value: number) => Number(value.toPrecision(12));

export function solveTwoTerms(request: TwoTermsRequest, w: Writer, source: string): Solution {
  const [[k1, v1], [k2, v2]] = request.given;
  const places = k2 - k1;
  const indices = [k1, k2, request.term ?? 1, request.sum ?? 1];
  if (indices.some((k) => !Number.isInteger(k) || k < 1 || k > MAX_N) || places <= 0)
    throw new SolverStop('unreadable', source);
  const arithmetic = request.type === 'arithmetic';
  const givenTex = `a_{${k1}}=${numberTex(v1)},\\quad a_{${k2}}=${numberTex(v2)}`;
  w.step('two_terms_given', {}, givenTex);
  // Each candidate: a₁ and d, or a₁ and q (two under an even root).
  const candidates: { first: number; step: number }[] = [];
  if (arithmetic) {
    const d = (v2 - v1) / places;
    w.step(
      'two_terms_difference',
      { places },
      `a_{${k2}}-a_{${k1}}=${places}d\\ \\Rightarrow\\ ${numberTex(v2)}-${v1 < 0 ? `(${numberTex(v1)})` : numberTex(v1)}=${places}d\\ \\Rightarrow\\ d=${numberTex(d)}`,
    );
    candidates.push({ first: v1 - (k1 - 1) * d, step: d });
  } else {
    if (v1 === 0 || v2 === 0) throw new SolverStop('unreadable', source);
    const ratio = v2 / v1;
    const even = places % 2 === 0;
    if (even && ratio < 0) throw new SolverStop('unsupported', source);
    const root = tidy(Math.sign(ratio) * Math.abs(ratio) ** (1 / places));
    w.step(
      'two_terms_ratio',
      { places },
      `\\frac{a_{${k2}}}{a_{${k1}}}=q^{${places}}\\ \\Rightarrow\\ q^{${places}}=${numberTex(ratio)}\\ \\Rightarrow\\ q=${even && root !== 0 ? '\\pm ' : ''}${numberTex(even ? Math.abs(root) : root)}`,
    );
    const roots = even ? [root, -root] : [root];
    if (even) w.step('two_terms_both_signs', {});
    for (const q of roots) candidates.push({ first: v1 / q ** (k1 - 1), step: q });
  }
  const letter = arithmetic ? 'd' : 'q';
  const termAt = (first: number, step: number, k: number) =>
    arithmetic ? first + (k - 1) * step : first * step ** (k - 1);
  const values: Record<string, number> = {};
  const answers: string[] = [];
  candidates.forEach(({ first, step }, i) => {
    // Substituted back: both given terms again.
    if (!agree(termAt(first, step, k1), v1, 1e-9) || !agree(termAt(first, step, k2), v2, 1e-9))
      throw new SolverStop('unverified', source);
    const suffix = i === 0 ? '' : 'Other';
    w.step(
      'two_terms_first',
      { letter, step: formatNumber(step) },
      arithmetic
        ? `a_1=a_{${k1}}-${k1 - 1}d=${numberTex(v1)}-${k1 - 1}\\cdot${step < 0 ? `(${numberTex(step)})` : numberTex(step)}=${numberTex(first)}`
        : `a_1=\\frac{a_{${k1}}}{q^{${k1 - 1}}}=\\frac{${numberTex(v1)}}{(${numberTex(step)})^{${k1 - 1}}}=${numberTex(first)}`,
    );
    values[`a1${suffix}`] = first;
    values[`${letter}${suffix}`] = step;
    const parts = [`a_1=${numberTex(first)}`, `${letter}=${numberTex(step)}`];
    if (request.term !== undefined) {
      const value = termAt(first, step, request.term);
      w.step(
        'sequence_term',
        { n: request.term },
        `a_{${request.term}}=${arithmetic ? `a_1+(n-1)d` : `a_1\\cdot q^{n-1}`}=${numberTex(value)}`,
      );
      values[`term${suffix}`] = value;
      parts.push(`a_{${request.term}}=${numberTex(value)}`);
    }
    if (request.sum !== undefined) {
      const n = request.sum;
      const sum = arithmetic
        ? (n * (2 * first + (n - 1) * step)) / 2
        : step === 1
          ? n * first
          : (first * (step ** n - 1)) / (step - 1);
      let direct = 0;
      for (let k = 1; k <= n; k += 1) direct += termAt(first, step, k);
      if (!agree(direct, sum, 1e-9)) throw new SolverStop('unverified', source);
      w.step('sequence_sum', { n }, `S_{${n}}=${sumFormula(arithmetic, step)}=${numberTex(sum)}`);
      values[`sum${suffix}`] = sum;
      parts.push(`S_{${n}}=${numberTex(sum)}`);
    }
    answers.push(`$${parts.join(',\\ ')}$`);
  });
  w.step('check_two_terms', { k1, k2 });
  return {
    kind: arithmetic ? 'arithmetic-sequence' : 'geometric-sequence',
    reply: w.walkthrough(
      w.say(arithmetic ? 'problem_two_terms_arithmetic' : 'problem_two_terms_geometric', {
        given: `$${givenTex.replace('\\quad', '\\ ')}$`,
      }),
      answers.join(w.say('two_terms_or')),
    ),
    values,
  };
}
